"""Each player's counts summed over the games of a scope, from the games' own figures.

The sum is made from the per-game rows alone, so a library that keeps each game's rows can
sum any scope without reading a record; where a greatest value is pointed to (the best hand,
the longest dealer streak, the biggest comeback), the first game of the scope holding it, in
the order the games were given, is the one pointed to. The summed fields are added up packed
(`seat_row.packed`): one addition a game, whatever the number of fields.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from operator import itemgetter

from tallyo_desktop.core.statistics.game_figures import GameFigures, HandRef, Seat
from tallyo_desktop.core.statistics.scope import Scope
from tallyo_desktop.core.statistics.seat_row import SeatRow, unpacked
from tallyo_desktop.core.values import field, valueclass


@valueclass
class PlayerTotals:
    """One player's figures over a set of games."""

    name: str
    counts: SeatRow
    yaku: Mapping[str, int] = field(default_factory=dict)
    """How many of the wins counted from tiles had each yaku."""
    best_hand: HandRef | None = None
    dealer_streak: HandRef | None = None
    """The hand of the last repeat of the longest dealer streak."""
    comeback: str | None = None
    """The key of the game of the biggest comeback."""
    played: tuple[GameFigures, ...] = ()
    """The player's games, in the order given."""

    @property
    def games(self) -> tuple[str, ...]:
        """The keys of the player's games, in the order given."""
        return tuple(game.facts.key for game in self.played)


def scoped(games: Iterable[GameFigures], scope: Scope) -> list[GameFigures]:
    """The games `scope` keeps, in the order given."""
    return [game for game in games if scope.keeps(game.facts)]


def player_totals(
    games: Iterable[GameFigures], scope: Scope | None = None, only: str | None = None
) -> list[PlayerTotals]:
    """Each player's totals over `games` (those `scope` keeps, if given), in the order the
    players first appear; with `only`, that player's alone (none if they played none)."""
    seats: dict[str, list[Seat]] = {}
    played: dict[str, list[GameFigures]] = {}
    for game in games:
        if scope is not None and not scope.keeps(game.facts):
            continue
        names = game.facts.names
        if only is not None:
            if only not in names:
                continue
            at = names.index(only)
            seats.setdefault(only, []).append(game.seats[at])
            played.setdefault(only, []).append(game)
            continue
        for name, seat in zip(names, game.seats, strict=True):
            found = seats.get(name)
            if found is None:
                found = seats[name] = []
                played[name] = []
            found.append(seat)
            played[name].append(game)
    return [_totals(name, seats[name], played[name]) for name in seats]


_PACKED, _BEST, _STREAK, _COMEBACK, _YAKU = (itemgetter(index) for index in range(5))


def _totals(name: str, seats: list[Seat], played: list[GameFigures]) -> PlayerTotals:
    # Each column read in C: a player's thousands of games cost a few passes, not a step each.
    best_hands = list(map(_BEST, seats))
    streaks = list(map(_STREAK, seats))
    comebacks = list(map(_COMEBACK, seats))
    greatest = {
        "best_hand": max(best_hands),
        "dealer_streak": max(streaks),
        "comeback": max(comebacks),
    }
    counts = unpacked(sum(map(_PACKED, seats)), greatest)
    yaku: dict[str, int] = {}
    for one in filter(None, map(_YAKU, seats)):
        for yaku_name, count in one.items():
            yaku[yaku_name] = yaku.get(yaku_name, 0) + count

    def first_greatest(values: list[int]) -> GameFigures:
        # The first game holding the greatest, in the order given.
        return played[values.index(max(values))]

    best = streak = comeback = None
    if counts.best_hand:
        game = first_greatest(best_hands)
        best = game.best_hands[game.facts.names.index(name)]
    if counts.dealer_streak:
        game = first_greatest(streaks)
        streak = game.dealer_streaks[game.facts.names.index(name)]
    if counts.comeback:
        comeback = first_greatest(comebacks).facts.key
    return PlayerTotals(
        name=name,
        counts=counts,
        yaku=yaku,
        best_hand=best,
        dealer_streak=streak,
        comeback=comeback,
        played=tuple(played),
    )
