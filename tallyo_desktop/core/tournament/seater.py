"""The seating at work, for `seating`: the starts (a design, greedy rounds, the old tables
after a drop), the search, the bound it stops at, then the winds."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from tallyo_desktop.core.tournament.costs import SECOND, TEAM, Apart
from tallyo_desktop.core.tournament.designs import design, most_rounds
from tallyo_desktop.core.tournament.entrants import SchedulePlan
from tallyo_desktop.core.tournament.greedy import greedy_round
from tallyo_desktop.core.tournament.outcome import Budget, Seating, Stop
from tallyo_desktop.core.tournament.points import place
from tallyo_desktop.core.tournament.schedule import (
    Round,
    Schedule,
    club_meetings,
    most_meetings,
    repeats,
    uneven_winds,
    winds_balanced,
)
from tallyo_desktop.core.tournament.search import Problem, improve, meetings, total_cost
from tallyo_desktop.core.tournament.trades import trade_seats
from tallyo_desktop.core.tournament.winds import balance, block_winds, counts, out_of_balance

Rounds = list[list[list[int]]]
Progress = Callable[[int, int], None]
Cancelled = Callable[[], bool]

TRADES = 3
"""Rounds of trading seats and balancing again, after a drop, while winds stay uneven."""


def _labels(values: Sequence[str]) -> tuple[int, ...]:
    numbers: dict[str, int] = {}
    return tuple(numbers.setdefault(value, len(numbers)) if value else -1 for value in values)


class Seater:
    def __init__(
        self,
        plan: SchedulePlan,
        kept: Sequence[Round],
        seed: int,
        budget: Budget,
        progress: Progress | None,
        cancelled: Cancelled | None,
    ) -> None:
        self.plan = plan
        self.kept = tuple(kept)
        self.budget = budget
        self.progress = progress
        self.cancelled = cancelled
        self.started = time.monotonic()
        self.designs = True
        self.rng = random.Random(seed)
        self.ids = [entrant.id for entrant in plan.entrants]
        self.index = {player: number for number, player in enumerate(self.ids)}
        self.players = len(self.ids)
        self.size = plan.table_size
        self.count = plan.rounds - len(self.kept)
        """Rounds to seat."""
        self.apart = Apart(
            _labels([entrant.team for entrant in plan.entrants]),
            _labels([entrant.club for entrant in plan.entrants]),
            max(0, plan.clubs_apart - len(self.kept)),
        )
        self.table_of = [entrant.table for entrant in plan.entrants]
        early = self.apart.penalties(with_clubs=True)
        late = self.apart.penalties(with_clubs=False)
        before = [[0] * self.players for _ in range(self.players)]
        for tables in self.kept:
            for table in tables:
                seated = [self.index[player] for player in table if player in self.index]
                for first in seated:
                    for second in seated:
                        if first != second:
                            before[first][second] += 1
        self.problem = Problem(
            self.players,
            self.size,
            before,
            [early if number < self.apart.club_rounds else late for number in range(self.count)],
            [table is not None for table in self.table_of],
        )

    def seat(self, old: Sequence[Round] | None) -> Seating:
        if self.count <= 0:
            return self._seating([], Stop.BEST, 0, 0)
        if old:
            # After a drop: the old tables that lost no one, for the search to change as few
            # of them as it can.
            starts = [self._greedy(self._kept_tables(old))]
        else:
            starts = [self._greedy([])]
            if not self.kept and self.designs:
                starts += self._designed()
        costs = [total_cost(self.problem, start) for start in starts]
        start = starts[costs.index(min(costs))]
        fewest = self._bound()
        bound = self._cost_bound(fewest)
        deadline = None if self.budget.seconds is None else self.started + self.budget.seconds
        found = improve(
            self.problem,
            start,
            bound=bound,
            steps=self.budget.steps,
            rng=self.rng,
            deadline=deadline,
            progress=self.progress,
            cancelled=self.cancelled,
        )
        return self._seating(found.rounds, Stop(_STOPS[found.stop]), found.steps, fewest)

    def _greedy(self, tables_so_far: list[list[list[int]]]) -> Rounds:
        """Each round greedily: from the tables given for it (those of the old schedule that
        lost no one), or from none."""
        rounds: Rounds = []
        for number in range(self.count):
            met = meetings(self.problem, rounds)
            penalty = self.problem.penalties[number]
            given = tables_so_far[number] if number < len(tables_so_far) else []
            rounds.append(self._fill(given, met, penalty))
        return rounds

    def _fill(
        self, given: list[list[int]], met: list[list[int]], penalty: list[list[int]] | None
    ) -> list[list[int]]:
        tables = self.plan.tables
        keeps = list(self.table_of)
        for number, table in enumerate(given[:tables]):
            for player in table:
                keeps[player] = number
        # Players at a table given are seated there as if they kept it.
        seated = greedy_round(self.players, self.size, met, penalty, keeps, self.rng)
        if (
            penalty is not None
            and all(keep is None for keep in keeps)
            and any(
                penalty[first][second] >= TEAM
                for table in seated
                for first in table
                for second in table
            )
        ):
            return self._dealt()
        return seated

    def _dealt(self) -> list[list[int]]:
        """A round with every team apart, for the search to mend: the players in turn, team by
        team, dealt to the tables one each."""
        team = self.apart.team
        order = list(range(self.players))
        self.rng.shuffle(order)
        order.sort(key=lambda player: team[player])
        tables = self.plan.tables
        return [order[number::tables] for number in range(tables)]

    def _kept_tables(self, old: Sequence[Round]) -> list[list[list[int]]]:
        """For each round to seat, the old tables whose players are all still entered, at their
        table numbers, and none that would move a player who keeps another table."""
        found: list[list[list[int]]] = []
        for tables in old[: self.count]:
            kept: list[list[int]] = []
            for number, table in enumerate(tables[: self.plan.tables]):
                seated = [self.index.get(player) for player in table]
                if all(player is not None for player in seated) and all(
                    self.table_of[player] in (None, number)
                    for player in seated
                    if player is not None
                ):
                    kept.append([player for player in seated if player is not None])
                else:
                    kept.append([])
            found.append(kept)
        # A table kept by a player who was not at it is the greedy's to fill.
        for player, keeps in enumerate(self.table_of):
            if keeps is not None:
                for kept in found:
                    if keeps < len(kept) and player not in kept[keeps]:
                        kept[keeps] = []
        return found

    def _designed(self) -> list[Rounds]:
        """Starts from a design: its rounds, then rounds seated greedily, or its rounds again."""
        built = min(self.count, most_rounds(self.players, self.size))
        if built <= 1:
            return []
        kept_tables = [table for table in self.table_of if table is not None]
        if len(set(kept_tables)) < len(kept_tables):
            return []
        rows = design(self.players, self.size, built)
        keep_apart = [table is not None for table in self.table_of]
        points, cost = place(rows, self.apart, keep_apart, self.rng)
        if cost >= TEAM:
            return []
        player_at = [0] * self.players
        for player, point in enumerate(points):
            player_at[point] = player
        rounds = [
            self._numbered([[player_at[point] for point in table] for table in tables])
            for tables in rows
        ]
        starts = []
        greedy = [list(tables) for tables in rounds]
        for _ in range(built, self.count):
            met = meetings(self.problem, greedy)
            greedy.append(self._fill([], met, self.problem.penalties[len(greedy)]))
        starts.append(greedy)
        if self.count > built:
            starts.append([rounds[number % built] for number in range(self.count)])
        return starts

    def _numbered(self, tables: list[list[int]]) -> list[list[int]]:
        """The tables in an order that puts each player who keeps a table at it."""
        placed: list[list[int] | None] = [None] * len(tables)
        rest = []
        for table in tables:
            kept = next((self.table_of[p] for p in table if self.table_of[p] is not None), None)
            if kept is None:
                rest.append(table)
            else:
                placed[kept] = table
        return [table if table is not None else rest.pop(0) for table in placed]

    def _bound(self) -> int:
        """Fewer repeats than every schedule of these rounds has: each player meets size - 1 a
        round, and a meeting past the players they have not met is a repeat."""
        team = self.apart.team
        before = self.problem.before
        extra = 0
        for player in range(self.players):
            fresh = sum(
                1
                for other in range(self.players)
                if other != player
                and before[player][other] == 0
                and (team[player] < 0 or team[player] != team[other])
            )
            extra += max(0, (self.size - 1) * self.count - fresh)
        return -(-extra // 2)

    def _cost_bound(self, fewest: int) -> int:
        """What every schedule of these rounds costs at least: `fewest` repeats, or, with fewer
        tables than seats, what two rounds must share: a table's players come from the tables
        of any other round, as evenly as can be, and two from one met there. Each two rounds
        share that many pairs, and a pair met m times costs at least twice the C(m, 2) pairs of
        its rounds (`costs`)."""
        tables, size = self.plan.tables, self.size
        low, more = divmod(size, tables)
        # `more` tables of the other round give low + 1 players, the rest low.
        shared = more * (low + 1) * low // 2 + (tables - more) * low * (low - 1) // 2
        rounds_apart = self.count * (self.count - 1) // 2
        return max(fewest * SECOND, 2 * tables * shared * rounds_apart)

    def _seating(self, found: Rounds, stop: Stop, steps: int, fewest: int) -> Seating:
        size = self.size
        first = len(self.kept)
        seated = block_winds(found, self.players, size, first, self.rng)
        if self.kept:
            before = [[0] * size for _ in range(self.players)]
            rounds_of = [self.count] * self.players
            for tables in self.kept:
                for table in tables:
                    for wind, player in enumerate(table):
                        number = self.index.get(player)
                        if number is not None:
                            before[number][wind] += 1
                            rounds_of[number] += 1
            seated = balance(seated, before, rounds_of, size, self.rng)
            for _ in range(TRADES):
                sat = counts(seated, self.players, size)
                for number, row in enumerate(before):
                    for wind, times in enumerate(row):
                        sat[number][wind] += times
                if not out_of_balance(sat, rounds_of, size):
                    break
                # The tables may not allow it: trade seats across tables where that costs no
                # meeting, then balance again.
                seated = trade_seats(self.problem, seated, sat, rounds_of, self.rng)
                seated = balance(seated, before, rounds_of, size, self.rng)
        new_rounds = tuple(
            tuple(tuple(self.ids[player] for player in table) for table in tables)
            for tables in seated
        )
        rounds = self.kept + new_rounds
        club_of = {entrant.id: entrant.club for entrant in self.plan.entrants}
        return Seating(
            schedule=Schedule(size, rounds),
            repeats=repeats(rounds),
            most_meetings=most_meetings(rounds),
            fewest_repeats=repeats(self.kept) + fewest,
            club_meetings=club_meetings(rounds[: self.plan.clubs_apart], club_of),
            winds_balanced=winds_balanced(rounds, size),
            winds_uneven=len(uneven_winds(rounds, size)),
            stop=stop,
            steps=steps,
        )


_STOPS = {"bound": "best", "steps": "steps", "clock": "clock", "cancelled": "cancelled"}
