"""The figures players read, each a count over how many hands, games, wins... it is counted
from, and none shown from too few.

A figure is `count / over`: a rate (wins over hands), a share (tsumo wins over wins) or an
average (points won over wins, places over games). Its `value` is None while `over` is below
the unit's minimum (`MINIMUMS`), so that no figure stands on a handful of hands; the count and
what it is over are always there. docs/statistics.md defines each one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum

from tallyo_desktop.core.statistics.seat_row import SeatRow
from tallyo_desktop.core.values import valueclass


class Unit(StrEnum):
    """What a figure is counted over."""

    GAMES = "games"
    HANDS = "hands"
    WINS = "wins"
    DEAL_INS = "deal_ins"
    RIICHI = "riichi"
    FIRST_RIICHI = "first_riichi"
    CHASING_RIICHI = "chasing_riichi"
    DRAWS = "draws"
    DEALER_HANDS = "dealer_hands"
    COUNTED_WINS = "counted_wins"
    """Wins whose tiles were kept: counted in the tile picker, or imported from a log."""


MINIMUMS: Mapping[Unit, int] = {
    Unit.GAMES: 3,
    Unit.HANDS: 20,
    Unit.WINS: 5,
    Unit.DEAL_INS: 5,
    Unit.RIICHI: 5,
    Unit.FIRST_RIICHI: 5,
    Unit.CHASING_RIICHI: 5,
    Unit.DRAWS: 5,
    Unit.DEALER_HANDS: 5,
    Unit.COUNTED_WINS: 5,
}
"""The fewest of each unit a figure is shown from."""

_OVER: Mapping[Unit, Callable[[SeatRow], int]] = {
    Unit.GAMES: lambda row: row.games,
    Unit.HANDS: lambda row: row.hands,
    Unit.WINS: lambda row: row.wins,
    Unit.DEAL_INS: lambda row: row.deal_ins,
    Unit.RIICHI: lambda row: row.riichi,
    Unit.FIRST_RIICHI: lambda row: row.first_riichi,
    Unit.CHASING_RIICHI: lambda row: row.chasing_riichi,
    Unit.DRAWS: lambda row: row.draws,
    Unit.DEALER_HANDS: lambda row: row.dealer_hands,
    Unit.COUNTED_WINS: lambda row: row.counted_wins,
}


@valueclass
class Figure:
    name: str
    count: int
    """What is counted: hands won, points paid, places added up..."""
    over: int
    unit: Unit

    @property
    def value(self) -> float | None:
        """`count / over`, or None from fewer than the unit's minimum."""
        if self.over < MINIMUMS[self.unit] or not self.over:
            return None
        return self.count / self.over


@valueclass
class FigureKind:
    """How one figure is counted from a player's counts."""

    name: str
    unit: Unit
    count: Callable[[SeatRow], int]
    four_players_only: bool = False


FIGURES: tuple[FigureKind, ...] = (
    FigureKind("average_place", Unit.GAMES, lambda row: row.place_total),
    FigureKind("first_rate", Unit.GAMES, lambda row: row.place_1),
    FigureKind("second_rate", Unit.GAMES, lambda row: row.place_2),
    FigureKind("third_rate", Unit.GAMES, lambda row: row.place_3),
    FigureKind("fourth_rate", Unit.GAMES, lambda row: row.place_4, four_players_only=True),
    FigureKind("average_result", Unit.GAMES, lambda row: row.result),
    FigureKind("average_points", Unit.GAMES, lambda row: row.final_points),
    FigureKind("bust_rate", Unit.GAMES, lambda row: row.busts),
    FigureKind("win_rate", Unit.HANDS, lambda row: row.wins),
    FigureKind("deal_in_rate", Unit.HANDS, lambda row: row.deal_ins),
    FigureKind("riichi_rate", Unit.HANDS, lambda row: row.riichi),
    FigureKind("tsumo_share", Unit.WINS, lambda row: row.tsumo_wins),
    FigureKind("riichi_win_share", Unit.WINS, lambda row: row.riichi_wins),
    FigureKind("dealer_win_share", Unit.WINS, lambda row: row.dealer_wins),
    FigureKind("average_win", Unit.WINS, lambda row: row.win_points),
    FigureKind("average_deal_in", Unit.DEAL_INS, lambda row: row.deal_in_points),
    FigureKind("deal_in_to_riichi_share", Unit.DEAL_INS, lambda row: row.deal_ins_to_riichi),
    FigureKind("deal_in_in_riichi_share", Unit.DEAL_INS, lambda row: row.deal_ins_in_riichi),
    FigureKind("deal_in_to_dealer_share", Unit.DEAL_INS, lambda row: row.deal_ins_to_dealer),
    FigureKind("riichi_win_rate", Unit.RIICHI, lambda row: row.riichi_wins),
    FigureKind("riichi_deal_in_rate", Unit.RIICHI, lambda row: row.deal_ins_in_riichi),
    FigureKind("first_riichi_share", Unit.RIICHI, lambda row: row.first_riichi),
    FigureKind("first_riichi_win_rate", Unit.FIRST_RIICHI, lambda row: row.first_riichi_wins),
    FigureKind("chasing_riichi_win_rate", Unit.CHASING_RIICHI, lambda row: row.chasing_riichi_wins),
    FigureKind("tenpai_rate", Unit.DRAWS, lambda row: row.tenpai),
    FigureKind("dealer_repeat_rate", Unit.DEALER_HANDS, lambda row: row.dealer_repeats),
    FigureKind("dealer_win_rate", Unit.DEALER_HANDS, lambda row: row.dealer_wins),
    FigureKind("open_share", Unit.COUNTED_WINS, lambda row: row.open_wins),
    FigureKind("closed_share", Unit.COUNTED_WINS, lambda row: row.counted_wins - row.open_wins),
    FigureKind("damaten_share", Unit.COUNTED_WINS, lambda row: row.damaten_wins),
    FigureKind("dora_per_win", Unit.COUNTED_WINS, lambda row: row.dora),
    FigureKind("red_fives_per_win", Unit.COUNTED_WINS, lambda row: row.red_fives),
    FigureKind("ura_dora_per_win", Unit.COUNTED_WINS, lambda row: row.ura_dora),
)
"""Every figure, in the order they are listed."""


def figures(counts: SeatRow, players: int = 4) -> list[Figure]:
    """Every figure of `counts`, a player's counts over games of `players` players."""
    return [
        Figure(kind.name, kind.count(counts), _OVER[kind.unit](counts), kind.unit)
        for kind in FIGURES
        if players == 4 or not kind.four_players_only
    ]


def yaku_figures(yaku: Mapping[str, int], counts: SeatRow) -> list[Figure]:
    """How often each yaku came in the wins counted from tiles, the most frequent first (then
    by name)."""
    return [
        Figure(name, count, counts.counted_wins, Unit.COUNTED_WINS)
        for name, count in sorted(yaku.items(), key=lambda item: (-item[1], item[0]))
    ]
