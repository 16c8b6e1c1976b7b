"""Two players' results in the games they played at one table: how often each finished above
the other, their places and results there."""

from __future__ import annotations

from collections.abc import Iterable

from tallyo_desktop.core.statistics.game_figures import GameFigures
from tallyo_desktop.core.values import valueclass


@valueclass
class HeadToHead:
    first: str
    second: str
    games: int = 0
    """The games both played."""
    first_above: int = 0
    """Of those, the games `first` finished above `second` (a shared place is neither)."""
    second_above: int = 0
    first_places: int = 0
    """`first`'s places in those games, added up: over `games`, the average place."""
    second_places: int = 0
    first_result: int = 0
    """`first`'s results in those games, added up, in points."""
    second_result: int = 0


def head_to_head(games: Iterable[GameFigures], first: str, second: str) -> HeadToHead:
    """`first` against `second` (players as the games' facts name them) over `games`."""
    count = above = below = places_a = places_b = result_a = result_b = 0
    for game in games:
        names = game.facts.names
        if first not in names or second not in names:
            continue
        a, b = names.index(first), names.index(second)
        count += 1
        place_a, place_b = game.places[a], game.places[b]
        above += place_a < place_b
        below += place_b < place_a
        places_a += place_a
        places_b += place_b
        result_a += game.rows[a].result
        result_b += game.rows[b].result
    return HeadToHead(first, second, count, above, below, places_a, places_b, result_a, result_b)
