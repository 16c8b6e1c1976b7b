"""What a round of the seating costs: seating two players at one table, and a player in a wind.

Four things are weighed, each counting only where everything before it is equal: pairings
repeated this evening, seat winds repeated this evening, pairings repeated over the season,
seat winds repeated over the season. They are folded into one whole number, each scaled past
the most the ones after it can add up to in a round, so that comparing two rounds compares
them in that order and a change of one player's seat is priced by adding and taking away.

A pairing repeated this evening costs more the more often the two have met
(`repeat_cost`): a third meeting costs more than two second ones, so a round that can spare
two players a third meeting by letting two others meet a second time does.

Only the pairings that did meet are kept, one small table for each player: a night of
thousands costs memory in proportion to the meetings, never to the square of the players.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence

PERMUTATIONS = {size: tuple(itertools.permutations(range(size))) for size in (1, 2, 3, 4)}


def repeat_cost(times: int) -> int:
    """What seating together two players who met `times` times this evening costs: nothing
    the first time they meet, then 1, 4, 9…: the square of their earlier meetings."""
    return times * times


class Weights:
    """What seating two players together, or a player in a wind, costs for `players`."""

    def __init__(
        self,
        players: Sequence[str],
        evening_pairs: Mapping[frozenset[str], int],
        evening_winds: Mapping[str, Sequence[int]],
        season_pairs: Mapping[frozenset[str], int],
        season_winds: Mapping[str, Sequence[int]],
    ) -> None:
        self.players = list(players)
        self.index = {name: number for number, name in enumerate(self.players)}
        count = len(self.players)
        evening = self._pairs(evening_pairs, repeat_cost)
        season = self._pairs(season_pairs, lambda times: times)
        tonight = self._winds(evening_winds)
        before = self._winds(season_winds)
        # A round seats at most 3 pairings a player (half of them counted from each side).
        pairings = count * 3 // 2 + 1
        most_season_pair = max((max(row.values(), default=0) for row in season), default=0)
        season_wind_total = count * max((max(row) for row in before), default=0)
        season_pair_total = pairings * most_season_pair
        evening_wind_total = count * max((max(row) for row in tonight), default=0)
        season_pair_scale = season_wind_total + 1
        evening_wind_scale = season_pair_scale * (season_pair_total + 1)
        self.evening_scale = evening_wind_scale * (evening_wind_total + 1)
        """What a pairing's first repeat this evening costs: more than all the rest can."""
        self.evening = evening
        """For each player, the players met this evening and what meeting again costs
        (`repeat_cost`, unscaled)."""
        self.pair: list[dict[int, int]] = [{} for _ in range(count)]
        """For each player, the players it costs anything to seat them with, and the cost."""
        for number in range(count):
            found = self.pair[number]
            for other, cost in evening[number].items():
                found[other] = cost * self.evening_scale
            for other, times in season[number].items():
                found[other] = found.get(other, 0) + times * season_pair_scale
        self.wind = [
            [tonight[player][seat] * evening_wind_scale + before[player][seat] for seat in range(4)]
            for player in range(count)
        ]
        """For each player, what sitting in each wind (East, South, West, North) costs."""

    def _pairs(
        self, counts: Mapping[frozenset[str], int], cost: Callable[[int], int]
    ) -> list[dict[int, int]]:
        found: list[dict[int, int]] = [{} for _ in self.players]
        for pair, times in counts.items():
            numbers = [self.index[name] for name in pair if name in self.index]
            if len(numbers) == 2 and times > 0:
                first, second = numbers
                found[first][second] = found[second][first] = cost(times)
        return found

    def _winds(self, counts: Mapping[str, Sequence[int]]) -> list[list[int]]:
        found = [[0] * 4 for _ in self.players]
        for name, winds in counts.items():
            number = self.index.get(name)
            if number is not None:
                found[number] = [max(0, times) for times in [*winds, 0, 0, 0, 0][:4]]
        return found

    def pairs_cost(self, table: Sequence[int]) -> int:
        """What `table`'s pairings cost, without its winds."""
        pair = self.pair
        return sum(pair[a].get(b, 0) for a, b in itertools.combinations(table, 2))

    def repeats_cost(self, table: Sequence[int]) -> int:
        """What `table`'s pairings repeated this evening cost, unscaled and alone."""
        evening = self.evening
        return sum(evening[a].get(b, 0) for a, b in itertools.combinations(table, 2))

    def wind_cost(self, table: Sequence[int], seats: Sequence[int]) -> int:
        """What seating `table`'s players in the winds `seats` (one for each) costs."""
        wind = self.wind
        return sum(wind[player][seat] for player, seat in zip(table, seats, strict=True))

    def best_winds(self, table: Sequence[int]) -> int:
        """The least the winds of `table`'s players can cost."""
        return min(self.wind_cost(table, seats) for seats in PERMUTATIONS[len(table)])

    def table_cost(self, table: Sequence[int]) -> int:
        """A table's cost: its pairings, and its players in the winds that suit them best."""
        return self.pairs_cost(table) + self.best_winds(table)
