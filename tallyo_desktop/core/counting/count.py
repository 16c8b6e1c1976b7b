"""Counting a winning hand from its tiles: its yaku, han and fu, and what it pays.

The `mahjong` package counts, as Tenhou does. This module tells it the rules, and adds what the
package cannot be told:
- where different yakuman do not add up (`yakuman_stacking` off), a hand pays one yakuman;
- renhou as a mangan pays the greater of a mangan and the hand without renhou;
- where a pair of the wind that is both seat and round wind is 2 fu, the fu are summed again.
The rest is refused before counting (ippatsu, ura dora or kan dora the rules do not have). The
payments come from Tallyo's own scorer, `score_win`, which applies the limits, the counted
(kazoe) yakuman and kiriage mangan.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tallyo_desktop.core.counting.names import CountedYaku as CountedYaku  # re-exported
from tallyo_desktop.core.counting.names import FuSource, fu_reason
from tallyo_desktop.core.counting.refusals import (
    chankan_on_tsumo,
    chiihou_by_dealer,
    chiihou_on_ron,
    first_turn_with_melds,
    haitei_on_ron,
    haitei_with_rinshan,
    houtei_on_tsumo,
    houtei_with_chankan,
    ippatsu_without_riichi,
    open_hand_riichi,
    renhou_by_dealer,
    renhou_on_tsumo,
    rinshan_on_ron,
    tenhou_not_dealer,
    tenhou_on_ron,
    win_tile_missing,
)
from tallyo_desktop.core.counting.situation import (
    MeldKind,
    RiichiKind,
    WinSituation,
    check_situation,
    wind_tile,
)
from tallyo_desktop.core.counting.tiles import COPIES, Tile
from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.rules import DoubleWindPair, Renhou, Rules
from tallyo_desktop.core.scoring.hand import LIMIT_HAN, VALID_FU, Hand
from tallyo_desktop.core.scoring.payments import MANGAN_BASE, Limit, WinScore, hand_value, score_win
from tallyo_desktop.core.values import valueclass

if TYPE_CHECKING:
    from mahjong.hand_calculating.hand_response import HandResponse

YAKUMAN_HAN = 13
"""What the package (and Tenhou) count a yakuman as."""
RENHOU_MANGAN_HAN = 5


@valueclass
class FuItem:
    source: FuSource
    fu: int

    @property
    def reason(self) -> str:
        return fu_reason(self.source, self.fu)


@valueclass
class CountedHand:
    """A counted win: what makes its value, and what it pays."""

    yaku: tuple[CountedYaku, ...]
    """Each yaku with its han; dora, red fives (with kita among the dora) and ura dora are one
    entry each, their han the count. A yakuman hand lists only its yakuman, 13 han each (26 for
    a double form where the rules pay it double)."""
    han: int
    """The total: 13 for each yakuman paid."""
    fu: int
    """Rounded up to a ten (25 for seven pairs); 0 for the thirteen orphans, which has no sets."""
    fu_items: tuple[FuItem, ...]
    yakuman: int
    """Yakuman paid (2 for a double); 0 for a hand of han, a counted yakuman included."""
    hand: Hand
    """What Tallyo's scorer is given: the han and fu, or the yakuman."""
    score: WinScore
    notes: tuple[str, ...] = ()
    """Where the rules changed the count, in the player's words."""

    @property
    def limit(self) -> Limit | None:
        return self.score.value.limit

    @property
    def limit_name(self) -> str | None:
        return self.score.value.limit_name

    @property
    def fu_sum(self) -> int:
        """The fu before they were rounded up."""
        return sum(item.fu for item in self.fu_items)


@valueclass
class _Count:
    yaku: tuple[CountedYaku, ...]
    han: int
    fu: int
    fu_items: tuple[FuItem, ...]
    yakuman: int
    notes: tuple[str, ...] = ()


class _NoYaku(InvalidHand):
    pass


def count_hand(
    situation: WinSituation, rules: Rules, *, honba: int = 0, sticks: int = 0
) -> CountedHand:
    """Count the win in `situation` under `rules`, and score it with `honba` and `sticks` on the
    table. Raises InvalidHand with the reason, in the player's words, for a win that cannot be."""
    check_situation(situation, rules)
    if situation.renhou and rules.renhou is Renhou.MANGAN:
        count = _with_renhou_mangan(situation, rules)
    else:
        count = _package_count(situation, rules, renhou=situation.renhou)
    hand = _scorer_hand(count)
    score = score_win(
        hand,
        tsumo=situation.tsumo,
        dealer=situation.dealer,
        honba=honba,
        sticks=sticks,
        rules=rules,
    )
    return CountedHand(
        yaku=count.yaku,
        han=count.han,
        fu=count.fu,
        fu_items=count.fu_items,
        yakuman=count.yakuman,
        hand=hand,
        score=score,
        notes=count.notes,
    )


def _scorer_hand(count: _Count) -> Hand:
    if count.yakuman:
        return Hand(yakuman=count.yakuman)
    if count.han >= LIMIT_HAN:
        # As a player enters it: a limit's fu pay nothing, and a hand that kept them would not
        # be the one the entry's fields show.
        return Hand(han=count.han)
    # Over 110 fu takes three kans with a triplet or three concealed ones: 4 han at least, where
    # 110 fu pays the same mangan as the real count.
    return Hand(han=count.han, fu=min(count.fu, VALID_FU[-1]))


def _with_renhou_mangan(situation: WinSituation, rules: Rules) -> _Count:
    """The greater of a mangan for renhou and the hand counted without it."""
    try:
        without = _package_count(situation, rules, renhou=False)
    except _NoYaku:
        without = None
    if without is not None:
        value = hand_value(_scorer_hand(without), tsumo=situation.tsumo, rules=rules)
        if value.base >= MANGAN_BASE:
            note = translate(
                "hand count",
                "Renhou is a mangan under these rules; the hand is worth more without it.",
            )
            return replace(without, notes=(*without.notes, note))
    # With renhou as a 5-han yaku the package has a count, and fu, even for a hand with no other.
    shape = without or _package_count(situation, rules, renhou=True)
    note = translate(
        "hand count", "Renhou is a mangan under these rules, paid instead of the hand's other yaku."
    )
    return _Count(
        yaku=(CountedYaku("Renhou", RENHOU_MANGAN_HAN),),
        han=RENHOU_MANGAN_HAN,
        fu=shape.fu,
        fu_items=shape.fu_items,
        yakuman=0,
        notes=(note,),
    )


class _TileIds:
    """Gives each tile one of its kind's four 136-numbers, as the package wants them.

    The package knows a red five by its number (the first of its kind), so a red five takes that
    one and a plain five the others; check_situation has made sure there are enough.
    """

    def __init__(self) -> None:
        self._taken: set[int] = set()

    def take(self, tile: Tile) -> int:
        first = tile.kind * COPIES
        choices = (first,) if tile.red else (first + 1, first + 2, first + 3, first)
        for number in choices:
            if number not in self._taken:
                self._taken.add(number)
                return number
        raise AssertionError(f"a fifth {tile} got past check_situation")


def _package_count(situation: WinSituation, rules: Rules, *, renhou: bool) -> _Count:
    # Imported here: the app and the other commands start without paying for the package.
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
    from mahjong.meld import Meld

    ids = _TileIds()
    concealed = [ids.take(tile) for tile in situation.concealed]
    win_tile = concealed[situation.concealed.index(situation.win_tile)]
    melds: list[Meld] = []
    for meld in situation.melds:
        meld_type = {
            MeldKind.CHI: Meld.CHI,
            MeldKind.PON: Meld.PON,
            MeldKind.OPEN_KAN: Meld.KAN,
            MeldKind.ADDED_KAN: Meld.SHOUMINKAN,
            MeldKind.CLOSED_KAN: Meld.KAN,
        }[meld.kind]
        tiles = [ids.take(tile) for tile in meld.tiles]
        melds.append(Meld(meld_type=meld_type, tiles=tiles, opened=meld.kind.opens_hand))
    dora = [ids.take(tile) for tile in situation.dora_indicators]
    ura = [ids.take(tile) for tile in situation.ura_indicators]
    options = OptionalRules(
        has_open_tanyao=rules.open_tanyao,
        has_aka_dora=rules.red_fives,
        has_double_yakuman=rules.double_yakuman_forms,
        # The package's limits only choose between ways to read the hand; Tallyo's scorer pays.
        kazoe_limit=(
            HandConstants.KAZOE_LIMITED if rules.kazoe_yakuman else HandConstants.KAZOE_SANBAIMAN
        ),
        kiriage=rules.kiriage_mangan,
        fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False,
        renhou_as_yakuman=rules.renhou is Renhou.YAKUMAN,
        is_three_player=rules.players == 3,
    )
    config = HandConfig(
        is_tsumo=situation.tsumo,
        is_riichi=situation.riichi is RiichiKind.RIICHI,
        is_daburu_riichi=situation.riichi is RiichiKind.DOUBLE,
        is_ippatsu=situation.ippatsu,
        is_rinshan=situation.rinshan,
        is_chankan=situation.chankan,
        is_haitei=situation.haitei,
        is_houtei=situation.houtei,
        is_tenhou=situation.tenhou,
        is_chiihou=situation.chiihou,
        is_renhou=renhou,
        player_wind=wind_tile(situation.seat_wind).kind,
        round_wind=wind_tile(situation.round_wind).kind,
        options=options,
        num_nuki_dora=situation.kita,
    )
    response = HandCalculator.estimate_hand_value(
        tiles=concealed + [number for meld in melds for number in meld.tiles],
        win_tile=win_tile,
        melds=melds,
        dora_indicators=dora,
        config=config,
        ura_dora_indicators=ura,
    )
    if response.error == HandCalculator.ERR_NO_YAKU:
        raise _NoYaku(_refusal(response.error, situation, rules))
    if response.error is not None:
        raise InvalidHand(_refusal(response.error, situation, rules))
    return _adjusted(_read(response), rules)


def _read(response: HandResponse) -> _Count:
    assert response.yaku is not None and response.han is not None and response.fu is not None
    yaku = tuple(
        CountedYaku(
            item.name,
            item.han_open if response.is_open_hand and item.han_open else item.han_closed,
        )
        for item in response.yaku
    )
    yakuman = any(item.is_yakuman for item in response.yaku)
    items = tuple(
        FuItem(FuSource(detail["reason"]), detail["fu"]) for detail in response.fu_details or ()
    )
    # The base first, as players add fu up; the package lists the largest first.
    items = tuple(sorted(items, key=lambda item: item.source is not FuSource.BASE))
    return _Count(
        yaku=yaku,
        han=response.han,
        fu=response.fu,
        fu_items=items,
        yakuman=response.han // YAKUMAN_HAN if yakuman else 0,
    )


def _adjusted(count: _Count, rules: Rules) -> _Count:
    """The package's count with what it cannot be told about the rules."""
    if count.yakuman > 1 and not rules.yakuman_stacking:
        note = translate("hand count", "These rules pay a hand of several yakuman as one yakuman.")
        count = replace(count, han=YAKUMAN_HAN, yakuman=1, notes=(*count.notes, note))
    if rules.double_wind_pair is DoubleWindPair.TWO_FU and any(
        item.source is FuSource.DOUBLE_WIND_PAIR for item in count.fu_items
    ):
        items = tuple(
            FuItem(item.source, 2) if item.source is FuSource.DOUBLE_WIND_PAIR else item
            for item in count.fu_items
        )
        # Seven pairs (25 fu, never rounded) has no pair fu, so every hand here rounds up to 10.
        fu = -(-sum(item.fu for item in items) // 10) * 10
        count = replace(count, fu=fu, fu_items=items)
    return count


def _no_yaku(situation: WinSituation, rules: Rules) -> str:
    all_simples = not any(tile.is_honour or tile.is_terminal for tile in situation.all_tiles)
    if situation.is_open and all_simples and not rules.open_tanyao:
        return translate(
            "hand count",
            "The hand has no yaku: these rules do not count all simples (tanyao) in an open hand.",
        )
    return translate(
        "hand count",
        "The hand has no yaku, and a hand cannot win without one (dora do not count as yaku).",
    )


def _refusal(code: str, situation: WinSituation, rules: Rules) -> str:
    """The player's words for an error code of the package (check_situation catches most)."""
    from mahjong.hand_calculating.hand import HandCalculator as Calculator

    if code == Calculator.ERR_NO_YAKU:
        return _no_yaku(situation, rules)
    if code == Calculator.ERR_HAND_NOT_WINNING:
        return translate(
            "hand count",
            "These tiles are not a winning hand: it needs four sets and a pair, seven pairs, or "
            "the thirteen orphans.",
        )
    if code == Calculator.ERR_NO_WINNING_TILE:
        return win_tile_missing(situation.win_tile)
    words = {
        Calculator.ERR_OPEN_HAND_RIICHI: open_hand_riichi,
        Calculator.ERR_OPEN_HAND_DABURI: open_hand_riichi,
        Calculator.ERR_IPPATSU_WITHOUT_RIICHI: ippatsu_without_riichi,
        Calculator.ERR_CHANKAN_WITH_TSUMO: chankan_on_tsumo,
        Calculator.ERR_RINSHAN_WITHOUT_TSUMO: rinshan_on_ron,
        Calculator.ERR_HAITEI_WITHOUT_TSUMO: haitei_on_ron,
        Calculator.ERR_HOUTEI_WITH_TSUMO: houtei_on_tsumo,
        Calculator.ERR_HAITEI_WITH_RINSHAN: haitei_with_rinshan,
        Calculator.ERR_HOUTEI_WITH_CHANKAN: houtei_with_chankan,
        Calculator.ERR_TENHOU_NOT_AS_DEALER: tenhou_not_dealer,
        Calculator.ERR_TENHOU_WITHOUT_TSUMO: tenhou_on_ron,
        Calculator.ERR_TENHOU_WITH_MELD: first_turn_with_melds,
        Calculator.ERR_CHIIHOU_AS_DEALER: chiihou_by_dealer,
        Calculator.ERR_CHIIHOU_WITHOUT_TSUMO: chiihou_on_ron,
        Calculator.ERR_CHIIHOU_WITH_MELD: first_turn_with_melds,
        Calculator.ERR_RENHOU_AS_DEALER: renhou_by_dealer,
        Calculator.ERR_RENHOU_WITH_TSUMO: renhou_on_tsumo,
        Calculator.ERR_RENHOU_WITH_MELD: first_turn_with_melds,
    }
    if code in words:
        return words[code]()
    return translate("hand count", "This hand cannot be counted.")
