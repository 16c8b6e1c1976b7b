"""The search behind the seating: the round of tables, each player in a seat, that costs least
(`seating_costs` says what costs what).

A round is a set of seats, a table and a wind each; a move swaps the seats of two players, and
what it changes is priced from what each player's meetings cost at each table, kept up to date
as players move, so that a move costs the same however many players came. The search is a tabu
search (as local searches for the "social golfer" problem do): each step makes the best swap
of a player who costs anything (met someone at their table, or sits in a wind they sat in more
than another), even one that makes the round a little worse, and a player just moved stays put
for a few steps, so that the search walks out of a round where no single swap helps. It stops
at a round nothing can better (no repeat, everyone in a wind they sat in least), or after a
number of steps that brought nothing, or once it has priced a bounded number of swaps.

It starts from rounds that give everyone a wind they sat in least and from a greedy round
(each table opened by the first player left, then filled with those who met its players
least): the round found never costs more than that greedy one.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from tallyo_desktop.core.club.seating_costs import PERMUTATIONS, Weights

STARTS = 2
"""Rounds the search starts from that give everyone a wind they sat in least."""
MANY_PLAYERS = 64
"""From this many players on, one start of that kind, and each step prices the swaps of a
sample of the players: a large room has so many fresh pairings that nearly any swap helps."""
SAMPLE = 48
"""The players a step may swap with a costly one, from `MANY_PLAYERS` on."""
COSTLY_SAMPLE = 12
"""The costly players a step looks at, at most."""
PATIENCE = 300
"""Steps without a better round before a start is given up (fewer for a few players: there
are fewer rounds to walk through)."""
BUDGET = 150_000
"""Swaps priced in a round at most, over all its starts: the time a round takes stays bounded
however hard it is."""


def greedy_tables(order: Sequence[int], sizes: Sequence[int], weights: Weights) -> list[list[int]]:
    """Each table opened by the first player left in `order`, then filled one by one with the
    player who met those at it least (the earliest in `order` on a tie)."""
    left = list(order)
    pair = weights.pair
    tables = []
    for size in sizes:
        table = [left.pop(0)]
        while len(table) < size:
            best, least = 0, -1
            for at, player in enumerate(left):
                met = pair[player]
                cost = sum(met.get(other, 0) for other in table) if met else 0
                if least < 0 or cost < least:
                    best, least = at, cost
                    if cost == 0:
                        # Nobody can meet them for less, and this one is the earliest.
                        break
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


class _Search:
    """One tabu search from a round of tables (players in seat order)."""

    def __init__(self, tables: list[list[int]], weights: Weights, rng: random.Random) -> None:
        self.weights, self.rng = weights, rng
        self.tables = [list(table) for table in tables]
        count = len(weights.players)
        self.table_of = [0] * count
        self.seat_of = [0] * count
        self.players = [player for table in tables for player in table]
        for number, table in enumerate(tables):
            for seat, player in enumerate(table):
                self.table_of[player], self.seat_of[player] = number, seat
        # What each player's meetings cost at each table: the moves are priced from it.
        self.at: list[dict[int, int]] = [{} for _ in range(count)]
        for player in self.players:
            found = self.at[player]
            for other, cost in weights.pair[player].items():
                where = self.table_of[other]
                found[where] = found.get(where, 0) + cost
        open_seats = max(len(table) for table in tables)
        wind = weights.wind
        self.least = [min(row[:open_seats]) for row in wind]
        self.cost = sum(
            self.at[player].get(self.table_of[player], 0) for player in self.players
        ) // 2 + sum(wind[player][self.seat_of[player]] for player in self.players)
        self.floor = sum(self.least[player] for player in self.players)
        """No round costs less: nobody meets anyone, each sits in their least wind."""

    def _move(self, player: int, source: int, target: int) -> None:
        at = self.at
        for other, cost in self.weights.pair[player].items():
            found = at[other]
            found[source] -= cost
            found[target] = found.get(target, 0) + cost

    def _costly(self) -> list[int]:
        at, table_of, seat_of = self.at, self.table_of, self.seat_of
        wind, least = self.weights.wind, self.least
        return [
            player
            for player in self.players
            if at[player].get(table_of[player], 0) or wind[player][seat_of[player]] > least[player]
        ]

    def run(self, budget: int) -> tuple[int, list[list[int]], int]:
        """The best round found, its cost, and the swaps priced."""
        rng, weights = self.rng, self.weights
        pair, wind, at = weights.pair, weights.wind, self.at
        table_of, seat_of, tables = self.table_of, self.seat_of, self.tables
        count = len(self.players)
        best_cost, best = self.cost, [list(table) for table in tables]
        # A player may not go back to a seat just left, for a few steps.
        tabu: dict[tuple[int, int], int] = {}
        longest = max(2, count // 4)
        step = idle = priced = 0
        patience = min(PATIENCE, 5 * count)
        while best_cost > self.floor and idle < patience and priced < budget:
            step += 1
            costly = self._costly()
            if not costly:
                break
            if len(costly) > COSTLY_SAMPLE:
                costly = rng.sample(costly, COSTLY_SAMPLE)
            pool = self.players if count < MANY_PLAYERS else rng.sample(self.players, SAMPLE)
            chosen: tuple[int, int] | None = None
            least_change = 0
            ties = 0
            for one in costly:
                first, seat = table_of[one], seat_of[one]
                met, winds, own = at[one], wind[one], pair[one]
                here = met.get(first, 0)
                for other in pool:
                    second = table_of[other]
                    if other == one:
                        continue
                    other_seat = seat_of[other]
                    other_winds = wind[other]
                    change = (
                        winds[other_seat]
                        + other_winds[seat]
                        - winds[seat]
                        - other_winds[other_seat]
                    )
                    if second != first:
                        theirs = at[other]
                        change += (
                            met.get(second, 0)
                            - here
                            + theirs.get(first, 0)
                            - theirs.get(second, 0)
                            - 2 * own.get(other, 0)
                        )
                    priced += 1
                    if (
                        tabu.get((one, 4 * second + other_seat), 0) >= step
                        or tabu.get((other, 4 * first + seat), 0) >= step
                    ) and self.cost + change >= best_cost:
                        continue
                    if chosen is None or change < least_change:
                        chosen, least_change, ties = (one, other), change, 1
                    elif change == least_change:
                        # Among equal swaps, each as likely to be taken.
                        ties += 1
                        if rng.randrange(ties) == 0:
                            chosen = (one, other)
            if chosen is None:
                idle += 1
                continue
            one, other = chosen
            first, second = table_of[one], table_of[other]
            seat, other_seat = seat_of[one], seat_of[other]
            if first != second:
                self._move(one, first, second)
                self._move(other, second, first)
            tables[first][seat], tables[second][other_seat] = other, one
            table_of[one], table_of[other] = second, first
            seat_of[one], seat_of[other] = other_seat, seat
            self.cost += least_change
            tabu[one, 4 * first + seat] = step + rng.randint(1, longest)
            tabu[other, 4 * second + other_seat] = step + rng.randint(1, longest)
            if self.cost < best_cost:
                best_cost, best, idle = self.cost, [list(table) for table in tables], 0
            else:
                idle += 1
        return best_cost, best, priced


def _swiss(order: Sequence[int], sizes: Sequence[int], weights: Weights) -> list[list[int]]:
    """Neighbours in `order` together, players swapped between neighbouring tables only where
    that spares a pairing repeated this evening."""
    tables = _split(order, sizes)
    repeats = weights.repeats_cost
    better = True
    while better:
        better = False
        for first in range(len(tables) - 1):
            one, other = tables[first], tables[first + 1]
            for a, b in itertools.product(range(len(one)), range(len(other))):
                before = repeats(one) + repeats(other)
                one[a], other[b] = other[b], one[a]
                if repeats(one) + repeats(other) < before:
                    better = True
                else:
                    one[a], other[b] = other[b], one[a]
    return tables


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
    if swiss:
        tables = _swiss(order, sizes, weights)
        return [[weights.players[player] for player in table] for table in tables]
    many = len(order) >= MANY_PLAYERS
    starts = [seated_by_winds(order, sizes, weights, rng) for _ in range(1 if many else STARTS)]
    # The greedy start comes last: among rounds that cost the same, a drawn one is kept.
    greedy = greedy_tables(order, sizes, weights)
    starts.append([_seat_best(table, weights) for table in greedy])
    found: list[list[int]] = []
    least: int | None = None
    budget = BUDGET
    for number, tables in enumerate(starts):
        search = _Search(tables, weights, rng)
        # Each start has its share of what is left; the last start the rest.
        share = budget // (len(starts) - number)
        cost, best, priced = search.run(share)
        budget -= priced
        if least is None or cost < least:
            found, least = best, cost
        if least == search.floor:
            break
    return [[weights.players[player] for player in table] for table in found]


def _seat_best(table: Sequence[int], weights: Weights) -> list[int]:
    """`table`'s players in the seats that cost least (the first such order)."""
    options = PERMUTATIONS[len(table)]
    seats = min(options, key=lambda seats: weights.wind_cost(table, seats))
    placed = [0] * len(table)
    for player, seat in zip(table, seats, strict=True):
        placed[seat] = player
    return placed


def seat_table(table: Sequence[str], weights: Weights, rng: random.Random) -> tuple[str, ...]:
    """`table`'s players in seat order (East first): each in a wind they sat in least, a draw
    deciding between seatings that are as good."""
    players = [weights.index[name] for name in table]
    options = PERMUTATIONS[len(players)]
    costs = [weights.wind_cost(players, seats) for seats in options]
    least = min(costs)
    seats = rng.choice(
        [option for option, cost in zip(options, costs, strict=True) if cost == least]
    )
    placed = [""] * len(table)
    for name, seat in zip(table, seats, strict=True):
        placed[seat] = name
    return tuple(placed)
