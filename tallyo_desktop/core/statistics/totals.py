"""Each player's counts summed over the games of a scope, from the games' own figures.

The sum is made from the per-game rows alone, so a library that keeps each game's rows can
sum any scope without reading a record; where a greatest value is pointed to (the best hand,
the longest dealer streak, the biggest comeback), the first game of the scope holding it, in
the order the games were given, is the one pointed to.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from tallyo_desktop.core.statistics.game_figures import GameFigures, HandRef
from tallyo_desktop.core.statistics.scope import Scope
from tallyo_desktop.core.statistics.seat_row import SeatRow, summed


@dataclass(frozen=True)
class PlayerTotals:
    """One player's figures over a set of games."""

    name: str
    counts: SeatRow
    yaku: Mapping[str, int] = field(default_factory=dict)
    """How many of the wins counted from tiles had each yaku."""
    best_hand: HandRef | None = None
    dealer_streak: HandRef | None = None
    """The hand that ended the longest dealer streak."""
    comeback: str | None = None
    """The key of the game of the biggest comeback."""
    games: tuple[str, ...] = ()
    """The keys of the player's games, in the order given."""


def scoped(games: Iterable[GameFigures], scope: Scope) -> list[GameFigures]:
    """The games `scope` keeps, in the order given."""
    return [game for game in games if scope.keeps(game.facts)]


def player_totals(games: Iterable[GameFigures], scope: Scope | None = None) -> list[PlayerTotals]:
    """Each player's totals over `games` (those `scope` keeps, if given), in the order the
    players first appear."""
    seats: dict[str, list[tuple[GameFigures, int]]] = {}
    for game in games:
        if scope is not None and not scope.keeps(game.facts):
            continue
        for seat, name in enumerate(game.facts.names):
            seats.setdefault(name, []).append((game, seat))
    return [_totals(name, played) for name, played in seats.items()]


def _first_greatest(values: list[int]) -> int:
    """The index of the first greatest of `values`."""
    return values.index(max(values))


def _totals(name: str, played: list[tuple[GameFigures, int]]) -> PlayerTotals:
    rows = [game.rows[seat] for game, seat in played]
    counts = summed(rows)
    yaku: dict[str, int] = {}
    for game, seat in played:
        for yaku_name, count in game.yaku[seat].items():
            yaku[yaku_name] = yaku.get(yaku_name, 0) + count
    best = streak = comeback = None
    if counts.best_hand:
        game, seat = played[_first_greatest([row.best_hand for row in rows])]
        best = game.best_hands[seat]
    if counts.dealer_streak:
        game, seat = played[_first_greatest([row.dealer_streak for row in rows])]
        streak = game.dealer_streaks[seat]
    if counts.comeback:
        comeback = played[_first_greatest([row.comeback for row in rows])][0].facts.key
    return PlayerTotals(
        name=name,
        counts=counts,
        yaku=yaku,
        best_hand=best,
        dealer_streak=streak,
        comeback=comeback,
        games=tuple(game.facts.key for game, _ in played),
    )
