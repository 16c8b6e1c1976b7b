"""A rating over the games played, as Tenhou's R is counted (tenhou.net/man/#Rating).

Everyone starts at 1500. After each game every player's rating moves by

    adjustment * (placement base + (table average - own rating) / 40)

- the placement base is +30, +10, -10, -30 for first to fourth with four players, and +30, 0,
  -30 with three;
- the table average is the mean rating of the table's players before the game, the player's own
  included;
- the adjustment is 1 - 0.002 * the games the player had been rated on before this one, and 0.2
  from the 400th game on, so that a new player's rating finds its level quickly and an
  established one moves slowly.

Tenhou scales the result of its ranked lobbies by 1.0; so does this. Tenhou has no shared
places; where the rules split a tie, each tied player gets the mean of the bases of the places
they share (two tied for second with four players: 0 each), so the bases still add up to zero.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from tallyo_desktop.core.values import valueclass

# For the types only: a rating reads no game's walk, so the app's standings load none of it.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from tallyo_desktop.core.statistics.game_figures import GameFigures

INITIAL = 1500.0
PLACEMENT_BASES = {4: (30, 10, -10, -30), 3: (30, 0, -30)}
SETTLED_AFTER = 400
"""From this many games rated on, the adjustment stays at its lowest."""
LOWEST_ADJUSTMENT = 0.2
AVERAGE_DIVISOR = 40


def adjustment(games_before: int) -> float:
    """How much of a game's result moves a rating already counted over `games_before` games."""
    if games_before >= SETTLED_AFTER:
        return LOWEST_ADJUSTMENT
    return 1 - games_before * 0.002


def placement_base(places: tuple[int, ...], seat: int) -> float:
    """The placement base of `seat` in a game whose seats finished in `places`."""
    place = places[seat]
    shared = places.count(place)
    bases = PLACEMENT_BASES[len(places)][place - 1 : place - 1 + shared]
    return sum(bases) / len(bases)


def rating_change(own: float, table_average: float, games_before: int, base: float) -> float:
    return adjustment(games_before) * (base + (table_average - own) / AVERAGE_DIVISOR)


class RatingPoint(NamedTuple):
    """A player's rating after one game (a tuple: a club's history makes tens of thousands)."""

    game: str
    """The game's key."""
    date: str | None
    rating: float
    change: float


@valueclass
class RatingSeries:
    name: str
    points: tuple[RatingPoint, ...]
    """After each of the player's games, in the order played."""

    @property
    def rating(self) -> float:
        """The rating after the last game (`INITIAL` before any)."""
        return self.points[-1].rating if self.points else INITIAL

    @property
    def games(self) -> int:
        return len(self.points)


def _moment(game: GameFigures) -> tuple[int, float, str]:
    created = game.facts.created
    if created is not None:
        # Imported here: only ordering dated games needs it.
        from datetime import datetime

        try:
            when = datetime.fromisoformat(created)
        except ValueError:
            pass
        else:
            if when.tzinfo is not None:
                return (0, when.timestamp(), game.facts.key)
    return (1, 0.0, game.facts.key)


def chronological(games: Iterable[GameFigures]) -> list[GameFigures]:
    """`games` in the order they were played, by their record's `created` (its moment, whatever
    its offset from UTC), then by key; those with no such time after the others, by key."""
    return sorted(games, key=_moment)


class RatedGame(NamedTuple):
    """What a rating reads of a game."""

    key: str
    date: str | None
    names: tuple[str, ...]
    """The players, in seat order."""
    places: tuple[int, ...]


def ratings(games: Iterable[GameFigures]) -> dict[str, RatingSeries]:
    """Each player's rating series over `games`, taken in the order given (`chronological`
    gives the order played). Three- and four-player games are rated apart: give one kind."""
    return rated(
        RatedGame(game.facts.key, game.facts.date, game.facts.names, game.places) for game in games
    )


def rated(games: Iterable[RatedGame]) -> dict[str, RatingSeries]:
    """`ratings` of games given as what a rating reads of them."""
    current: dict[str, float] = {}
    points: dict[str, list[RatingPoint]] = {}
    bases: dict[tuple[int, ...], tuple[float, ...]] = {}
    for key, date, names, places in games:
        before = [current.get(name, INITIAL) for name in names]
        average = sum(before) / len(before)
        # The few orders of places a table can finish in, each worked out once.
        placed = bases.get(places)
        if placed is None:
            placed = bases[places] = tuple(
                placement_base(places, seat) for seat in range(len(places))
            )
        for seat, name in enumerate(names):
            played = points.get(name)
            if played is None:
                played = points[name] = []
            change = rating_change(before[seat], average, len(played), placed[seat])
            current[name] = rating = before[seat] + change
            played.append(RatingPoint(key, date, rating, change))
    return {name: RatingSeries(name, tuple(series)) for name, series in points.items()}
