"""Seats traded across tables for the winds, where the tables as they are cannot balance them
(a schedule seated again after a drop): two players of one round at two tables each take the
other's seat, where that costs no meeting (`costs`) and brings a player's winds closer to even.
"""

from __future__ import annotations

import itertools
import random

from tallyo_desktop.core.tournament.search import Problem, Rounds, Swaps


def trade_seats(
    problem: Problem,
    rounds: Rounds,
    sat: list[list[int]],
    rounds_of: list[int],
    rng: random.Random,
) -> Rounds:
    """`rounds` (tables in wind order) after swaps of two players of one round at two tables,
    each taking the other's seat, that cost nothing more (`costs`) and bring a player's winds
    closer to even: where the winds alone cannot be balanced at the tables as they are (a
    schedule seated again after a drop). `sat[p]` counts p's winds in the rounds played and in
    `rounds`; `rounds_of[p]` is how many rounds p plays in all."""
    search = Swaps(problem, rounds, rng)
    size = problem.size
    sat = [list(row) for row in sat]
    pinned = problem.pinned

    def uneven(player: int) -> bool:
        row, played = sat[player], rounds_of[player]
        return max(row) > -(-played // size) or min(row) < played // size

    for _ in range(problem.players * size):
        traded = False
        for player in range(problem.players):
            if pinned[player] or not uneven(player):
                continue
            row = sat[player]
            for many, few in itertools.permutations(range(size), 2):
                if row[many] - row[few] < 2:
                    continue
                for number, tables in enumerate(search.rounds):
                    home = search.where[number][player]
                    if tables[home][many] != player:
                        continue
                    for away, table in enumerate(tables):
                        other = table[few]
                        if (
                            away == home
                            or pinned[other]
                            or sat[other][many] - sat[other][few] >= row[many] - row[few] - 2
                            or search.change(number, player, other) > 0
                        ):
                            continue
                        search.swap(number, player, other, search.change(number, player, other))
                        for who, lost, won in ((player, many, few), (other, few, many)):
                            sat[who][lost] -= 1
                            sat[who][won] += 1
                        traded = True
                        break
                    if traded:
                        break
                if traded:
                    break
            if traded:
                break
        if not traded:
            break
    return search.rounds
