"""The search that mends a schedule: swaps of two players in one round, after Dotú and Van
Hentenryck's local search for social golfers ("Scheduling social golfers locally", 2005).

Each step looks at every player who, in some round, sits with someone they meet more than
once (or should not sit with at all), and at every swap of that player with a player at
another table of the same round; it makes the swap that lowers the cost most (`costs`), or
raises it least. A player just swapped stays put in that round for a few steps (a tabu, of a
length drawn each time), unless moving them gives the best schedule yet; after many steps
without a better schedule, the search goes back to the best and shakes it with a few random
swaps. Players who keep one table are never moved, and no move or shake seats teammates
together where none are. The search ends when the cost reaches a
bound nothing can go below, when its steps are spent, at the deadline, or when cancelled; it
returns the best schedule it saw.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from tallyo_desktop.core.tournament.costs import TEAM, meeting_costs
from tallyo_desktop.core.values import valueclass

Rounds = list[list[list[int]]]

TABU_SHORTEST = 2
TABU_LONGEST = 6
STALL_STEPS = 400
"""Steps without a better schedule before the search goes back to the best one and shakes it."""
SHAKE_SWAPS = (1, 4)
"""The fewest and most random swaps of a shake."""
CHECK_EVERY = 16
"""Steps between two looks at the clock and at `cancelled`."""
TELL_EVERY = 128
"""Steps between two calls of `progress`."""


@valueclass
class Problem:
    """What the search needs besides the rounds: who the players are to each other."""

    players: int
    size: int
    before: list[list[int]]
    """How often each two players met in the rounds already played (n x n)."""
    penalties: list[list[list[int]] | None]
    """For each round searched, the cost of each pair sharing a table in it, or None."""
    pinned: list[bool]
    """The players who keep one table: never moved."""


@valueclass
class Searched:
    rounds: Rounds
    cost: int
    steps: int
    stop: str
    """"bound" (nothing lower exists), "steps", "clock" or "cancelled"."""


def meetings(problem: Problem, rounds: Rounds) -> list[list[int]]:
    """How often each two players meet: the played rounds', then these rounds'."""
    met = [list(row) for row in problem.before]
    for tables in rounds:
        for table in tables:
            for first in table:
                row = met[first]
                for second in table:
                    if first != second:
                        row[second] += 1
    return met


def total_cost(problem: Problem, rounds: Rounds, met: list[list[int]] | None = None) -> int:
    """The cost of these rounds after the played ones (`costs`)."""
    met = met if met is not None else meetings(problem, rounds)
    steps = meeting_costs(max((max(row) for row in met), default=0))
    cost = 0
    for first, row in enumerate(met):
        for second in range(first + 1, len(row)):
            for times in range(1, row[second]):
                cost += steps[times]
    before = problem.before
    for first, row in enumerate(before):
        for second in range(first + 1, len(row)):
            for times in range(1, row[second]):
                cost -= steps[times]
    for tables, penalty in zip(rounds, problem.penalties, strict=True):
        if penalty is not None:
            for table in tables:
                for at, first in enumerate(table):
                    for second in table[at + 1 :]:
                        cost += penalty[first][second]
    return cost


def improve(
    problem: Problem,
    rounds: Rounds,
    *,
    bound: int,
    steps: int,
    rng: random.Random,
    deadline: float | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Searched:
    """The best rounds the search finds from `rounds` (left as they are)."""
    return Swaps(problem, rounds, rng).run(bound, steps, deadline, progress, cancelled)


class Swaps:
    """Rounds being searched: who sits where, how often each two meet, what the rounds cost,
    and what a swap changes (`change`) and does (`swap`)."""

    def __init__(self, problem: Problem, rounds: Rounds, rng: random.Random) -> None:
        self.problem = problem
        self.rng = rng
        self.rounds = [[list(table) for table in tables] for tables in rounds]
        self.where = [self._where(tables) for tables in self.rounds]
        self.met = meetings(problem, self.rounds)
        most = max((max(row) for row in self.met), default=0) + len(rounds) + 2
        self.steps = meeting_costs(most)
        self.cost = total_cost(problem, self.rounds, self.met)

    def _where(self, tables: list[list[int]]) -> list[int]:
        where = [0] * self.problem.players
        for number, table in enumerate(tables):
            for player in table:
                where[player] = number
        return where

    def _reset(self, rounds: Rounds) -> None:
        self.rounds = [[list(table) for table in tables] for tables in rounds]
        self.where = [self._where(tables) for tables in self.rounds]
        self.met = meetings(self.problem, self.rounds)
        self.cost = total_cost(self.problem, self.rounds, self.met)

    def run(
        self,
        bound: int,
        steps: int,
        deadline: float | None,
        progress: Callable[[int, int], None] | None,
        cancelled: Callable[[], bool] | None,
    ) -> Searched:
        rng = self.rng
        best_cost = self.cost
        best = [[list(table) for table in tables] for tables in self.rounds]
        tabu = [[0] * self.problem.players for _ in self.rounds]
        step = 0
        better_at = 0
        stop = "bound"
        while best_cost > bound:
            if step >= steps:
                stop = "steps"
                break
            if step % CHECK_EVERY == 0:
                if cancelled is not None and cancelled():
                    stop = "cancelled"
                    break
                if deadline is not None and time.monotonic() >= deadline:
                    stop = "clock"
                    break
                if progress is not None and step % TELL_EVERY == 0:
                    progress(step, steps)
            step += 1
            move = self._best_move(tabu, step, best_cost)
            if move is not None:
                number, first, second, change = move
                self.swap(number, first, second, change)
                tabu[number][first] = step + rng.randint(TABU_SHORTEST, TABU_LONGEST)
                tabu[number][second] = step + rng.randint(TABU_SHORTEST, TABU_LONGEST)
            if self.cost < best_cost:
                best_cost = self.cost
                best = [[list(table) for table in tables] for tables in self.rounds]
                better_at = step
            elif step - better_at > STALL_STEPS:
                self._reset(best)
                self._shake(rng.randint(*SHAKE_SWAPS))
                tabu = [[0] * self.problem.players for _ in self.rounds]
                better_at = step
        if progress is not None:
            progress(steps if stop in ("bound", "steps") else step, steps)
        return Searched(best, best_cost, step, stop)

    def _shake(self, swaps: int) -> None:
        rng = self.rng
        pinned = self.problem.pinned
        for _ in range(swaps):
            number = rng.randrange(len(self.rounds))
            tables = self.rounds[number]
            movable = [player for table in tables for player in table if not pinned[player]]
            if len(tables) < 2 or len(movable) < 2:
                return
            first, second = rng.sample(movable, 2)
            where = self.where[number]
            if where[first] != where[second]:
                change = self.change(number, first, second)
                if self.cost >= TEAM or self.cost + change < TEAM:
                    self.swap(number, first, second, change)

    def _cost_of(self, number: int, player: int, other: int) -> int:
        """What `player` and `other` sharing a table in round `number` adds, once more."""
        penalty = self.problem.penalties[number]
        extra = penalty[player][other] if penalty is not None else 0
        return self.steps[self.met[player][other]] + extra

    def change(self, number: int, first: int, second: int) -> int:
        """What swapping `first` and `second` (at two tables of round `number`) changes."""
        tables, where = self.rounds[number], self.where[number]
        steps, met = self.steps, self.met
        penalty = self.problem.penalties[number]
        change = 0
        for player, leaving, joining in (
            (first, tables[where[first]], tables[where[second]]),
            (second, tables[where[second]], tables[where[first]]),
        ):
            row = met[player]
            extra = penalty[player] if penalty is not None else None
            for other in leaving:
                if other != player:
                    change -= steps[row[other] - 1] + (extra[other] if extra else 0)
            for other in joining:
                if other != first and other != second:
                    change += steps[row[other]] + (extra[other] if extra else 0)
        return change

    def _best_move(
        self, tabu: list[list[int]], step: int, best_cost: int
    ) -> tuple[int, int, int, int] | None:
        rng = self.rng
        steps, met = self.steps, self.met
        pinned = self.problem.pinned
        found: tuple[int, int, int, int] | None = None
        lowest = 0
        ties = 0
        aspiration = best_cost - self.cost
        # No move seats teammates together where none are.
        highest = TEAM - self.cost if self.cost < TEAM else None
        for number, tables in enumerate(self.rounds):
            penalty = self.problem.penalties[number]
            tabu_now = tabu[number]
            conflicted: list[int] = []
            for table in tables:
                for at, first in enumerate(table):
                    row = met[first]
                    extra = penalty[first] if penalty is not None else None
                    for second in table[at + 1 :]:
                        if (row[second] > 1 or (extra and extra[second])) and not (
                            pinned[first] and pinned[second]
                        ):
                            conflicted.append(first)
                            conflicted.append(second)
            if not conflicted:
                continue
            where = self.where[number]
            movers = sorted({player for player in conflicted if not pinned[player]})
            # What each player of the round gains by leaving their table.
            gains = [0] * self.problem.players
            for table in tables:
                for player in table:
                    row = met[player]
                    extra = penalty[player] if penalty is not None else None
                    gain = 0
                    for other in table:
                        if other != player:
                            gain += steps[row[other] - 1] + (extra[other] if extra else 0)
                    gains[player] = gain
            for first in movers:
                home = where[first]
                row = met[first]
                extra = penalty[first] if penalty is not None else None
                # What each player would add by taking `first`'s place at its table.
                joining = [0] * self.problem.players
                for other in tables[home]:
                    if other == first:
                        continue
                    other_row = met[other]
                    other_extra = penalty[other] if penalty is not None else None
                    if other_extra is None:
                        for player, times in enumerate(other_row):
                            joining[player] += steps[times]
                    else:
                        for player, times in enumerate(other_row):
                            joining[player] += steps[times] + other_extra[player]
                first_gain = gains[first]
                first_tabu = tabu_now[first] > step
                for number_b, table in enumerate(tables):
                    if number_b == home:
                        continue
                    into = 0
                    for other in table:
                        into += steps[row[other]] + (extra[other] if extra else 0)
                    base = into - first_gain
                    for second in table:
                        if pinned[second]:
                            continue
                        change = (
                            base
                            - steps[row[second]]
                            - (extra[second] if extra else 0)
                            + joining[second]
                            - gains[second]
                        )
                        if (first_tabu or tabu_now[second] > step) and change >= aspiration:
                            continue
                        if highest is not None and change >= highest:
                            continue
                        if found is None or change < lowest:
                            found = (number, first, second, change)
                            lowest = change
                            ties = 1
                        elif change == lowest:
                            ties += 1
                            if rng.randrange(ties) == 0:
                                found = (number, first, second, change)
        return found

    def swap(self, number: int, first: int, second: int, change: int) -> None:
        tables, where, met = self.rounds[number], self.where[number], self.met
        home, away = where[first], where[second]
        for other in tables[home]:
            if other != first:
                met[first][other] -= 1
                met[other][first] -= 1
                met[second][other] += 1
                met[other][second] += 1
        for other in tables[away]:
            if other != second:
                met[second][other] -= 1
                met[other][second] -= 1
                met[first][other] += 1
                met[other][first] += 1
        home_table, away_table = tables[home], tables[away]
        home_table[home_table.index(first)] = second
        away_table[away_table.index(second)] = first
        where[first], where[second] = away, home
        self.cost += change
