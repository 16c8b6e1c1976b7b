"""A winning hand as it lies on the table: its tiles, its melds and how it was won.

`check_situation` refuses, in the player's words, whatever cannot happen at a table (or under the
rules), before anything is counted.
"""

from __future__ import annotations

from enum import Enum

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
from tallyo_desktop.core.counting.tiles import EAST, NORTH, Tile, check_tiles, tiles_text
from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.questions import kita_set_aside, renhou_played
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.values import valueclass

MAX_MELDS = 4
MAX_DORA_INDICATORS = 5
"""The first indicator and one for each of at most four kans."""
MAX_KITA = 4
HAND_SIZE = 14
"""Tiles in a winning hand, counting each kan as three."""


class MeldKind(Enum):
    CHI = "chi"
    PON = "pon"
    OPEN_KAN = "open_kan"
    """A kan called on a discard (daiminkan)."""
    ADDED_KAN = "added_kan"
    """A pon with its fourth tile added (shouminkan)."""
    CLOSED_KAN = "closed_kan"
    """Four tiles from the hand (ankan): the hand stays closed."""

    @property
    def is_kan(self) -> bool:
        return self in (MeldKind.OPEN_KAN, MeldKind.ADDED_KAN, MeldKind.CLOSED_KAN)

    @property
    def opens_hand(self) -> bool:
        return self is not MeldKind.CLOSED_KAN


@valueclass
class Meld:
    kind: MeldKind
    tiles: tuple[Tile, ...]


class RiichiKind(Enum):
    NONE = "none"
    RIICHI = "riichi"
    DOUBLE = "double"
    """Declared with the first discard, before any call."""


@valueclass
class WinSituation:
    """Everything about a win that its value depends on."""

    concealed: tuple[Tile, ...]
    """The tiles not in a meld, the winning tile included."""
    win_tile: Tile
    tsumo: bool
    melds: tuple[Meld, ...] = ()
    riichi: RiichiKind = RiichiKind.NONE
    ippatsu: bool = False
    haitei: bool = False
    """Won by tsumo on the last tile of the wall."""
    houtei: bool = False
    """Won by ron on the last discard."""
    rinshan: bool = False
    """Won by tsumo on the tile drawn after one's own kan (or, with three players, a kita)."""
    chankan: bool = False
    """Won by ron on the tile another player adds to a pon."""
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    seat_wind: Wind = Wind.SOUTH
    """The winner's seat; East is the dealer."""
    round_wind: Wind = Wind.EAST
    dora_indicators: tuple[Tile, ...] = ()
    ura_indicators: tuple[Tile, ...] = ()
    kita: int = 0
    """Norths set aside as dora (three players)."""

    @property
    def dealer(self) -> bool:
        return self.seat_wind is Wind.EAST

    @property
    def is_open(self) -> bool:
        return any(meld.kind.opens_hand for meld in self.melds)

    @property
    def in_riichi(self) -> bool:
        return self.riichi is not RiichiKind.NONE

    @property
    def all_tiles(self) -> tuple[Tile, ...]:
        """The hand's tiles: the concealed ones and those of every meld."""
        return self.concealed + tuple(tile for meld in self.melds for tile in meld.tiles)


def wind_tile(wind: Wind) -> Tile:
    return Tile(EAST + wind.value)


def check_situation(situation: WinSituation, rules: Rules) -> None:
    """Refuse a win that cannot happen under `rules`, saying why; return quietly otherwise."""
    _check_kita(situation, rules)
    # Indicators and kita are tiles too: with the hand they cannot pass four of a kind. The
    # winning tile is one of the concealed tiles, so it is checked alone.
    check_tiles((situation.win_tile,), rules)
    norths = (Tile(NORTH),) * situation.kita
    check_tiles(
        situation.all_tiles + situation.dora_indicators + situation.ura_indicators + norths,
        rules,
    )
    _check_melds(situation.melds, rules)
    _check_size(situation)
    if situation.win_tile not in situation.concealed:
        raise InvalidHand(win_tile_missing(situation.win_tile))
    if rules.players == 3 and situation.seat_wind is Wind.NORTH:
        raise InvalidHand(translate("hand tiles", "With three players there is no North seat."))
    _check_riichi(situation, rules)
    _check_last_tiles(situation, rules)
    _check_first_turn(situation, rules)
    _check_indicators(situation, rules)


def _check_kita(situation: WinSituation, rules: Rules) -> None:
    if situation.kita < 0:
        raise InvalidHand(translate("hand tiles", "The number of kita cannot be negative."))
    if situation.kita and not kita_set_aside(rules):
        raise InvalidHand(
            translate(
                "hand tiles", "Kita (a North set aside as dora) is played only with three players."
            )
        )
    if situation.kita > MAX_KITA:
        raise InvalidHand(
            translate("hand tiles", "There are only four Norths to set aside as kita.")
        )


def _check_melds(melds: tuple[Meld, ...], rules: Rules) -> None:
    if len(melds) > MAX_MELDS:
        raise InvalidHand(
            translate("hand tiles", "A hand has at most four melds; this one has {count}.").format(
                count=len(melds)
            )
        )
    for meld in melds:
        _check_meld(meld, rules)


def _check_meld(meld: Meld, rules: Rules) -> None:
    tiles = meld.tiles
    text = tiles_text(tiles)
    kinds = sorted(tile.kind for tile in tiles)
    if meld.kind is MeldKind.CHI:
        if rules.players == 3:
            raise InvalidHand(translate("hand tiles", "Nobody calls chi with three players."))
        if len(tiles) != 3:
            raise InvalidHand(
                translate("hand tiles", "A chi is three tiles: {tiles} is {count}.").format(
                    tiles=text, count=len(tiles)
                )
            )
        first = Tile(kinds[0])
        in_a_row = kinds == [kinds[0], kinds[0] + 1, kinds[0] + 2]
        if first.is_honour or not in_a_row or Tile(kinds[2]).suit != first.suit:
            raise InvalidHand(
                translate(
                    "hand tiles",
                    "A chi is three tiles in a row of one suit, like 345p: {tiles} is not.",
                ).format(tiles=text)
            )
        return
    if meld.kind is MeldKind.PON:
        if len(tiles) != 3:
            raise InvalidHand(
                translate("hand tiles", "A pon is three tiles: {tiles} is {count}.").format(
                    tiles=text, count=len(tiles)
                )
            )
        if len(set(kinds)) != 1:
            raise InvalidHand(
                translate("hand tiles", "A pon is three of the same tile: {tiles} is not.").format(
                    tiles=text
                )
            )
        return
    if len(tiles) != 4:
        raise InvalidHand(
            translate("hand tiles", "A kan is four tiles: {tiles} is {count}.").format(
                tiles=text, count=len(tiles)
            )
        )
    if len(set(kinds)) != 1:
        raise InvalidHand(
            translate("hand tiles", "A kan is four of the same tile: {tiles} is not.").format(
                tiles=text
            )
        )


def _check_size(situation: WinSituation) -> None:
    needed = HAND_SIZE - 3 * len(situation.melds)
    count = len(situation.concealed)
    if count == needed:
        return
    if not situation.melds:
        raise InvalidHand(
            translate(
                "hand tiles",
                "Tiles in the hand: {count}. A winning hand has 14, the winning tile included.",
            ).format(count=count)
        )
    raise InvalidHand(
        translate(
            "hand tiles",
            "Tiles outside the melds: {count}. With these melds there should be {needed}, the "
            "winning tile included.",
        ).format(count=count, needed=needed)
    )


def _check_riichi(situation: WinSituation, rules: Rules) -> None:
    if situation.in_riichi and situation.is_open:
        raise InvalidHand(open_hand_riichi())
    if situation.ippatsu and not rules.ippatsu:
        raise InvalidHand(translate("hand tiles", "These rules have no ippatsu."))
    if situation.ippatsu and not situation.in_riichi:
        raise InvalidHand(ippatsu_without_riichi())


def _check_last_tiles(situation: WinSituation, rules: Rules) -> None:
    if situation.haitei and not situation.tsumo:
        raise InvalidHand(haitei_on_ron())
    if situation.houtei and situation.tsumo:
        raise InvalidHand(houtei_on_tsumo())
    if situation.rinshan and not situation.tsumo:
        raise InvalidHand(rinshan_on_ron())
    if situation.chankan and situation.tsumo:
        raise InvalidHand(chankan_on_tsumo())
    if situation.haitei and situation.rinshan:
        raise InvalidHand(haitei_with_rinshan())
    if situation.houtei and situation.chankan:
        raise InvalidHand(houtei_with_chankan())
    has_kan = any(meld.kind.is_kan for meld in situation.melds)
    # With three players the tile drawn after setting a North aside is a replacement tile too.
    if situation.rinshan and not has_kan and not (rules.players == 3 and situation.kita):
        raise InvalidHand(
            translate(
                "hand tiles",
                "Rinshan is a win on the tile drawn after one's own kan, and this hand has no kan.",
            )
        )


def _check_first_turn(situation: WinSituation, rules: Rules) -> None:
    first_turn = situation.tenhou or situation.chiihou or situation.renhou
    if not first_turn:
        return
    if situation.renhou and not renhou_played(rules):
        raise InvalidHand(translate("hand tiles", "These rules do not count renhou."))
    # A kita is set aside after a draw, so it comes after the first draw too.
    if situation.melds or situation.kita:
        raise InvalidHand(first_turn_with_melds())
    if situation.in_riichi:
        raise InvalidHand(
            translate(
                "hand tiles",
                "Tenhou, chiihou and renhou come before the winner's first discard, so without "
                "riichi.",
            )
        )
    if situation.tenhou and not situation.dealer:
        raise InvalidHand(tenhou_not_dealer())
    if situation.tenhou and not situation.tsumo:
        raise InvalidHand(tenhou_on_ron())
    if situation.chiihou and situation.dealer:
        raise InvalidHand(chiihou_by_dealer())
    if situation.chiihou and not situation.tsumo:
        raise InvalidHand(chiihou_on_ron())
    if situation.renhou and situation.dealer:
        raise InvalidHand(renhou_by_dealer())
    if situation.renhou and situation.tsumo:
        raise InvalidHand(renhou_on_tsumo())


def _check_indicators(situation: WinSituation, rules: Rules) -> None:
    dora = len(situation.dora_indicators)
    ura = len(situation.ura_indicators)
    if dora > MAX_DORA_INDICATORS:
        raise InvalidHand(
            translate(
                "hand tiles", "There are at most five dora indicators; {count} are given."
            ).format(count=dora)
        )
    if dora > 1 and not rules.kan_dora:
        raise InvalidHand(
            translate(
                "hand tiles",
                "These rules turn over no kan dora: give only the first dora indicator.",
            )
        )
    if not ura:
        return
    if not rules.ura_dora:
        raise InvalidHand(translate("hand tiles", "These rules have no ura dora."))
    if not situation.in_riichi:
        raise InvalidHand(translate("hand tiles", "Ura dora count only for a hand in riichi."))
    if ura > dora:
        raise InvalidHand(
            translate(
                "hand tiles",
                "There are more ura dora indicators ({ura}) than dora indicators ({dora}).",
            ).format(ura=ura, dora=dora)
        )
