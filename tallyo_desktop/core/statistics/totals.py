"""Each player's counts summed over the games of a scope, from the games' own figures.

The sum is made from the per-game rows alone, so a library that keeps each game's rows can
sum any scope without reading a record; where a greatest value is pointed to (the best hand,
the longest dealer streak, the biggest comeback), the first game of the scope holding it, in
the order the games were given, is the one pointed to. The summed fields are added up packed
(`seat_row.packed`): one addition a game, whatever the number of fields.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from tallyo_desktop.core.statistics.game_figures import GameFigures, HandRef
from tallyo_desktop.core.statistics.scope import Scope
from tallyo_desktop.core.statistics.seat_row import SeatRow, unpacked


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
    played: tuple[GameFigures, ...] = ()
    """The player's games, in the order given."""

    @property
    def games(self) -> tuple[str, ...]:
        """The keys of the player's games, in the order given."""
        return tuple(game.facts.key for game in self.played)


def scoped(games: Iterable[GameFigures], scope: Scope) -> list[GameFigures]:
    """The games `scope` keeps, in the order given."""
    return [game for game in games if scope.keeps(game.facts)]


class _Found:
    """A player's rows, games and yaku, as the games are gone through."""

    __slots__ = ("games", "packed", "rows", "yaku")

    def __init__(self) -> None:
        self.rows: list[SeatRow] = []
        self.packed: list[int] = []
        self.games: list[GameFigures] = []
        self.yaku: list[Mapping[str, int]] = []


def player_totals(games: Iterable[GameFigures], scope: Scope | None = None) -> list[PlayerTotals]:
    """Each player's totals over `games` (those `scope` keeps, if given), in the order the
    players first appear."""
    found: dict[str, _Found] = {}
    for game in games:
        if scope is not None and not scope.keeps(game.facts):
            continue
        seats = zip(game.facts.names, game.rows, game.packed, game.yaku, strict=True)
        for name, row, packed_row, yaku in seats:
            player = found.get(name)
            if player is None:
                player = found[name] = _Found()
            player.rows.append(row)
            player.packed.append(packed_row)
            player.games.append(game)
            if yaku:
                player.yaku.append(yaku)
    return [_totals(name, player) for name, player in found.items()]


def _totals(name: str, found: _Found) -> PlayerTotals:
    rows = found.rows
    best_hands = [row.best_hand for row in rows]
    streaks = [row.dealer_streak for row in rows]
    comebacks = [row.comeback for row in rows]
    greatest = {
        "best_hand": max(best_hands),
        "dealer_streak": max(streaks),
        "comeback": max(comebacks),
    }
    counts = unpacked(sum(found.packed), greatest)
    yaku: dict[str, int] = {}
    for one in found.yaku:
        for yaku_name, count in one.items():
            yaku[yaku_name] = yaku.get(yaku_name, 0) + count

    def first_greatest(values: list[int]) -> GameFigures:
        # The first game holding the greatest, in the order given.
        return found.games[values.index(max(values))]

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
        played=tuple(found.games),
    )
