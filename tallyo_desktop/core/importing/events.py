"""Each hand of a log as the Tallyo events a player would record at the table: the riichi
declarations, then the result, with the tiles and yaku of every win."""

from __future__ import annotations

from tallyo_desktop.core.counting.names import CountedYaku
from tallyo_desktop.core.counting.situation import RiichiKind, WinSituation
from tallyo_desktop.core.counting.win_tiles import WinTiles
from tallyo_desktop.core.importing.model import DrawKind, LogHand, LogWin
from tallyo_desktop.core.importing.tiles import DAISANGEN, DAISUUSHII, english_yaku
from tallyo_desktop.core.rules.rules import AbortiveDraw, PaoYakuman
from tallyo_desktop.core.scoring.hand import LIMIT_HAN, Hand
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.events import (
    AbortiveDrawEvent,
    Event,
    ExhaustiveDraw,
    NagashiMangan,
    Pao,
    Riichi,
    Ron,
    Tsumo,
    Win,
)

ABORTIVE = {
    DrawKind.NINE_TERMINALS: AbortiveDraw.NINE_TERMINALS,
    DrawKind.FOUR_WINDS: AbortiveDraw.FOUR_WINDS,
    DrawKind.FOUR_RIICHI: AbortiveDraw.FOUR_RIICHI,
    DrawKind.FOUR_KANS: AbortiveDraw.FOUR_KANS,
    DrawKind.TRIPLE_RON: AbortiveDraw.TRIPLE_RON,
}
# The fewest fu that make a mangan of so many han: what a limit hand whose log gives no fu
# (a tenhou.net/6 "満貫" of 3 or 4 han) is recorded with. It pays the same.
MANGAN_FU = {3: 70, 4: 40}
FLAGS = {
    "一発": "ippatsu",
    "海底摸月": "haitei",
    "河底撈魚": "houtei",
    "嶺上開花": "rinshan",
    "槍槓": "chankan",
    "天和": "tenhou",
    "地和": "chiihou",
    "人和": "renhou",
}
PAO_KINDS = {DAISANGEN: PaoYakuman.DAISANGEN, DAISUUSHII: PaoYakuman.DAISUUSHII}


def hand_of(win: LogWin) -> Hand:
    """The hand as a player enters it: a yakuman count, or han with fu below the limits; a
    counted yakuman stays 13 han or more."""
    if win.yakuman:
        return Hand(yakuman=win.yakuman)
    if win.han >= LIMIT_HAN:
        return Hand(han=win.han)
    return Hand(han=win.han, fu=win.fu if win.fu is not None else MANGAN_FU.get(win.han))


def _pao(win: LogWin) -> Pao | None:
    if win.pao is None or win.pao == win.winner:
        return None
    kinds = [PAO_KINDS[name] for name, _ in win.yaku if name in PAO_KINDS]
    return Pao(seat=win.pao, yakuman=1, kind=kinds[0] if kinds else None)


def _tiles(win: LogWin, hand: LogHand, players: int) -> WinTiles | None:
    tiles = win.tiles
    if tiles is None:
        return None
    names = {name for name, _ in win.yaku}
    riichi = RiichiKind.NONE
    if win.winner in hand.riichi_declared:
        riichi = RiichiKind.DOUBLE if "両立直" in names else RiichiKind.RIICHI
    flags = {flag: name in names for name, flag in FLAGS.items()}
    situation = WinSituation(
        concealed=tiles.concealed,
        win_tile=tiles.win_tile,
        tsumo=win.tsumo,
        melds=tiles.melds,
        riichi=riichi,
        seat_wind=Wind((win.winner - hand.dealer) % players),
        round_wind=Wind(hand.round_index // 4 % 4),
        dora_indicators=tiles.dora or hand.dora,
        ura_indicators=(tiles.ura or hand.ura) if riichi is not RiichiKind.NONE else (),
        kita=tiles.kita,
        **flags,
    )
    yaku = tuple(CountedYaku(english_yaku(name), han) for name, han in win.yaku)
    return WinTiles(situation, yaku)


def result_event(hand: LogHand, players: int) -> Event:
    if hand.wins:
        first = hand.wins[0]
        if first.tsumo:
            return Tsumo(first.winner, hand_of(first), _pao(first), _tiles(first, hand, players))
        return Ron(
            first.discarder,
            tuple(
                Win(win.winner, hand_of(win), _pao(win), _tiles(win, hand, players))
                for win in hand.wins
            ),
            on_riichi_tile=first.discarder in hand.riichi_declared
            and first.discarder not in hand.riichi_paid,
        )
    draw = hand.draw
    if draw is None:
        raise ValueError("a hand with no result")
    if draw.kind in ABORTIVE:
        return AbortiveDrawEvent(ABORTIVE[draw.kind])
    tenpai = draw.tenpai or frozenset()
    if draw.kind is DrawKind.NAGASHI:
        # The log does not name who made nagashi mangan: it is whoever was paid for it.
        makers = tuple(seat for seat, delta in enumerate(draw.deltas) if delta > 0)
        return NagashiMangan(seats=makers, tenpai=tenpai)
    return ExhaustiveDraw(tenpai=tenpai)


def hand_events(hand: LogHand, players: int) -> tuple[Event, ...]:
    """Every riichi declaration in the log's order, then the result."""
    return (*(Riichi(seat) for seat in hand.riichi_declared), result_event(hand, players))
