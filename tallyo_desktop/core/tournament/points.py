"""Who takes which point of a design (`designs`): teammates, and players who keep one table,
on points that never meet; players of one club on points that do not meet in the rounds they
are to be kept apart, as far as can be found.

Every point of a design is as good as another for meetings, so only the players kept apart
decide. They start on points drawn at random; then, while one of them sits with someone they
should not, they swap points with another player where that lowers what it costs (`costs`).
"""

from __future__ import annotations

import random

from tallyo_desktop.core.tournament.costs import CLUB, TEAM, Apart

Design = list[list[list[int]]]

TRIES = 20_000
"""Swaps of two players' points tried at most."""


def place(
    design: Design, apart: Apart, keep_apart: list[bool], rng: random.Random
) -> tuple[list[int], int]:
    """The point each player takes, and what the placing still costs (0: every teammate,
    clubmate and player keeping a table apart). `keep_apart[p]`: p keeps one table, and so
    must never meet another who does."""
    players = len(apart.team)
    points = list(range(players))
    rng.shuffle(points)
    # How often two points meet in the whole design, and in the rounds clubs are kept apart.
    ever = [bytearray(players) for _ in range(players)]
    early = [[0] * players for _ in range(players)]
    for number, tables in enumerate(design):
        for table in tables:
            for first in table:
                for second in table:
                    if first != second:
                        ever[first][second] = 1
                        if number < apart.club_rounds:
                            early[first][second] += 1
    # Each player's partners: (other player, cost of their points meeting ever, early).
    partners: list[list[tuple[int, int, int]]] = [[] for _ in range(players)]
    for labels, always, weight in (
        (apart.team, True, TEAM),
        (apart.club, False, CLUB),
        ([0 if kept else -1 for kept in keep_apart], True, TEAM),
    ):
        members: dict[int, list[int]] = {}
        for player, label in enumerate(labels):
            if label >= 0:
                members.setdefault(label, []).append(player)
        for group in members.values():
            for first in group:
                for second in group:
                    if first != second:
                        partners[first].append(
                            (second, weight if always else 0, 0 if always else weight)
                        )
    involved = [player for player in range(players) if partners[player]]
    if not involved:
        return points, 0

    def cost_of(player: int, point: int, skip: int) -> int:
        cost = 0
        meets, meets_early = ever[point], early[point]
        for other, weight, early_weight in partners[player]:
            if other == skip:
                continue
            there = points[other]
            cost += weight * meets[there] + early_weight * meets_early[there]
        return cost

    total = sum(cost_of(player, points[player], -1) for player in involved) // 2
    for _ in range(TRIES):
        if total == 0:
            break
        first = rng.choice(involved)
        if cost_of(first, points[first], -1) == 0:
            continue
        second = rng.randrange(players)
        if second == first:
            continue
        here, there = points[first], points[second]
        before = cost_of(first, here, second) + cost_of(second, there, first)
        after = cost_of(first, there, second) + cost_of(second, here, first)
        if after <= before:
            points[first], points[second] = there, here
            total += after - before
    return points, total
