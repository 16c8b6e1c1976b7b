"""The search behind the seating: what a table costs, and the tables that cost least.

A table's cost weighs four things, each counting only where everything before it is equal:
pairings repeated this evening, seat winds repeated this evening, pairings repeated over the
season, seat winds repeated over the season. They are folded into one whole number, each
scaled past the most the ones after it can add up to in a round, so comparing two roundings
compares them in that order and costs stay cheap to add.

The tables are found by swapping players between two tables while a swap lowers the round's
cost, from a few random starts and from a greedy one (each table opened by the first player
left, then filled with those who met its players least): the round found never repeats more
pairings than that greedy seating does. Swaps of any two players seldom reach a round where
everyone sits in a wind they sat in least, so a few more starts seat everyone so (as far as
the tables allow) and then swap only players in the same seat.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence

RANDOM_STARTS = 3
"""Random starts beside the greedy one: more find a little better rounds, slower."""
MANY_PLAYERS = 32
"""From this many players on, one start of each kind: each takes longer, and a large room has
so many fresh pairings that the first start finds one about as good as the best of several."""

WIND_STARTS = 2
"""Starts that give everyone a wind they sat in least, swapped only seat by seat."""

_PERMUTATIONS = {size: tuple(itertools.permutations(range(size))) for size in (2, 3, 4)}


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
        evening = self._pairs(evening_pairs)
        season = self._pairs(season_pairs)
        tonight = self._winds(evening_winds)
        before = self._winds(season_winds)
        season_wind_total = count * max((max(row) for row in before), default=0)
        season_pair_total = count * 3 * max((max(row) for row in season), default=0)
        evening_wind_total = count * max((max(row) for row in tonight), default=0)
        season_pair_scale = season_wind_total + 1
        evening_wind_scale = season_pair_scale * (season_pair_total + 1)
        self.evening_scale = evening_wind_scale * (evening_wind_total + 1)
        """What one pairing repeated this evening costs: more than all the rest can."""
        self.pair = [
            [
                evening[a][b] * self.evening_scale + season[a][b] * season_pair_scale
                for b in range(count)
            ]
            for a in range(count)
        ]
        self.wind = [
            [tonight[p][w] * evening_wind_scale + before[p][w] for w in range(4)]
            for p in range(count)
        ]
        self._costs: dict[tuple[int, ...], int] = {}

    def _pairs(self, counts: Mapping[frozenset[str], int]) -> list[list[int]]:
        size = len(self.players)
        found = [[0] * size for _ in range(size)]
        for pair, times in counts.items():
            numbers = [self.index[name] for name in pair if name in self.index]
            if len(numbers) == 2:
                first, second = numbers
                found[first][second] = found[second][first] = max(0, times)
        return found

    def _winds(self, counts: Mapping[str, Sequence[int]]) -> list[list[int]]:
        found = [[0] * 4 for _ in self.players]
        for name, winds in counts.items():
            number = self.index.get(name)
            if number is not None:
                found[number] = [max(0, times) for times in [*winds, 0, 0, 0, 0][:4]]
        return found

    def wind_cost(self, table: Sequence[int], seats: Sequence[int]) -> int:
        """What seating `table`'s players in the winds `seats` (one for each) costs."""
        wind = self.wind
        return sum(wind[player][seat] for player, seat in zip(table, seats, strict=True))

    def _best_winds(self, table: Sequence[int]) -> int:
        """The least the winds of `table`'s players can cost."""
        rows = [self.wind[player] for player in table]
        if len(rows) == 4:
            # Written out: this is most of a round's search.
            one, two, three, four = rows
            return min(one[a] + two[b] + three[c] + four[d] for a, b, c, d in _PERMUTATIONS[4])
        return min(
            sum(row[seat] for row, seat in zip(rows, seats, strict=True))
            for seats in _PERMUTATIONS[len(rows)]
        )

    def pairs_cost(self, table: Sequence[int]) -> int:
        """What `table`'s pairings cost, without its winds."""
        pair = self.pair
        return sum(pair[a][b] for a, b in itertools.combinations(table, 2))

    def table_cost(self, table: Sequence[int]) -> int:
        """A table's cost: its pairings, and its players in the winds that suit them best."""
        key = tuple(sorted(table))
        cost = self._costs.get(key)
        if cost is None:
            pair = self.pair
            cost = sum(pair[a][b] for a, b in itertools.combinations(key, 2))
            cost += self._best_winds(key)
            self._costs[key] = cost
        return cost


def greedy_tables(order: Sequence[int], sizes: Sequence[int], weights: Weights) -> list[list[int]]:
    """Each table opened by the first player left in `order`, then filled one by one with the
    player who met those at it least (the earliest in `order` on a tie)."""
    left = list(order)
    pair = weights.pair
    tables = []
    for size in sizes:
        table = [left.pop(0)]
        while len(table) < size:
            best = min(range(len(left)), key=lambda at: sum(pair[left[at]][p] for p in table))
            table.append(left.pop(best))
        tables.append(table)
    return tables


def seated_by_winds(
    order: Sequence[int], sizes: Sequence[int], weights: Weights, rng: random.Random
) -> list[list[int]]:
    """Tables in seat order (East first) that give each player a wind they sat in least, as
    far as every table having one player in each of its winds allows: the players with the
    fewest such winds choose first, each taking the wind with the most seats left."""
    wind = weights.wind
    # `sizes` go from the largest down: the tables with a seat `s` are the first `seats[s]`.
    seats = [sum(1 for size in sizes if size > seat) for seat in range(4)]
    options = {}
    for player in order:
        row = wind[player]
        least = min(row[seat] for seat in range(4) if seats[seat])
        options[player] = [seat for seat in range(4) if seats[seat] and row[seat] == least]
    draw = {player: rng.random() for player in order}
    by_wind: list[list[int]] = [[] for _ in range(4)]
    for player in sorted(order, key=lambda player: (len(options[player]), draw[player])):
        free = [seat for seat in range(4) if len(by_wind[seat]) < seats[seat]]
        wanted = [seat for seat in options[player] if seat in free]
        if wanted:
            seat = max(wanted, key=lambda seat: (seats[seat] - len(by_wind[seat]), rng.random()))
        else:
            seat = min(free, key=lambda seat: (wind[player][seat], rng.random()))
        by_wind[seat].append(player)
    for players in by_wind:
        rng.shuffle(players)
    return [[by_wind[seat][table] for seat in range(size)] for table, size in enumerate(sizes)]


def _split(order: Sequence[int], sizes: Sequence[int]) -> list[list[int]]:
    tables, start = [], 0
    for size in sizes:
        tables.append(list(order[start : start + size]))
        start += size
    return tables


def _improve(
    tables: list[list[int]],
    weights: Weights,
    neighbours: Sequence[tuple[int, int]],
    *,
    only_repeats: bool = False,
    same_seat: bool = False,
) -> int:
    """Swap players between the tables of `neighbours` while a swap lowers their cost (with
    `only_repeats`, while it spares a pairing repeated this evening; with `same_seat`, only
    players in the same seat); the round's cost."""
    cost, pairs = weights.table_cost, weights.pairs_cost
    scale = weights.evening_scale
    costs = [cost(table) for table in tables]
    better = True
    while better:
        better = False
        for first, second in neighbours:
            one, other = tables[first], tables[second]
            for a in range(len(one)):
                for b in (a,) if same_seat else range(len(other)):
                    if b >= len(other):
                        continue
                    before = costs[first] + costs[second]
                    one[a], other[b] = other[b], one[a]
                    # The pairings repeated this evening outweigh all else: most swaps are
                    # settled by them, without looking for the best winds.
                    repeats, repeated = (pairs(one) + pairs(other)) // scale, before // scale
                    if repeats < repeated or (repeats == repeated and not only_repeats):
                        new_one, new_other = cost(one), cost(other)
                        if new_one + new_other < before:
                            costs[first], costs[second] = new_one, new_other
                            better = True
                            continue
                    one[a], other[b] = other[b], one[a]
    return sum(costs)


def best_tables(
    seated: Sequence[str],
    sizes: Sequence[int],
    weights: Weights,
    rng: random.Random,
    *,
    swiss: bool = False,
) -> list[list[str]]:
    """The players of `seated` in tables of `sizes` that cost least. A Swiss round starts from
    neighbours in `seated`'s order and only swaps between neighbouring tables, only to spare a
    pairing repeated this evening."""
    order = [weights.index[name] for name in seated]
    count = len(sizes)
    if swiss:
        tables = _split(order, sizes)
        neighbours = [(number, number + 1) for number in range(count - 1)]
        _improve(tables, weights, neighbours, only_repeats=True)
        return [[weights.players[player] for player in table] for table in tables]
    neighbours = list(itertools.combinations(range(count), 2))
    found: list[list[int]] = []
    least: int | None = None
    starts = []
    many = len(order) >= MANY_PLAYERS
    for _ in range(1 if many else RANDOM_STARTS):
        shuffled = list(order)
        rng.shuffle(shuffled)
        starts.append(_split(shuffled, sizes))
    # The greedy start comes after the random ones: among rounds that cost the same, a random
    # one is kept.
    starts.append(greedy_tables(sorted(order), sizes, weights))
    # Swapping any two players rarely finds a round where everyone has a wind they sat in
    # least; starting from one and swapping only players in the same seat keeps it so.
    by_winds = [
        seated_by_winds(order, sizes, weights, rng) for _ in range(1 if many else WIND_STARTS)
    ]
    for tables, same_seat in [
        *((start, True) for start in by_winds),
        *((start, False) for start in starts),
    ]:
        total = _improve(tables, weights, neighbours, same_seat=same_seat)
        if least is None or total < least:
            found, least = tables, total
    return [[weights.players[player] for player in table] for table in found]


def seat_table(table: Sequence[str], weights: Weights, rng: random.Random) -> tuple[str, ...]:
    """`table`'s players in seat order (East first): each in a wind they sat in least, a draw
    deciding between seatings that are as good."""
    players = [weights.index[name] for name in table]
    options = _PERMUTATIONS[len(players)]
    costs = [weights.wind_cost(players, seats) for seats in options]
    least = min(costs)
    seats = rng.choice(
        [option for option, cost in zip(options, costs, strict=True) if cost == least]
    )
    placed = [""] * len(table)
    for name, seat in zip(table, seats, strict=True):
        placed[seat] = name
    return tuple(placed)
