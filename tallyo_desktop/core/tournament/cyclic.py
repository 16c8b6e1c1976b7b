"""Schedules made by turning one round: a base round whose translates never seat a pair twice.

The players are the points (x, level) for x in the integers mod q and a few levels, and some
fixed points; point (x, level) is numbered level * q + x, the fixed points after them. Round j
is the base round with every x moved on by j (mod q), the fixed points staying put. The base
round is good when, among its tables, each "difference" (the level of each of two points and
how far apart they are mod q, or a fixed point and a level) occurs at most once: then the q
rounds seat every pair of players at most once. With q rounds and three players met a round,
28 players (q = 9 and one fixed point) meet all 27 others over 9 rounds: a resolvable design
of 28 points in blocks of 4 (N = 28 is 4 mod 12). 24 players (q = 7, three fixed points) play
7 rounds in which each meets everyone but two (a resolvable group divisible design of 8 groups
of 3), and 15 players at tables of three (q = 7, one fixed point) play Kirkman's 7 rounds.

The base rounds below were found by `find_base_round` (a backtracking search over the tables
of the base round, the smallest player left always seated first); tests/core/tournament checks
each of them and finds the one for 24 players again.
"""

from __future__ import annotations

import random

from tallyo_desktop.core.values import valueclass


@valueclass
class BaseRound:
    """A base round: the rounds are its `q` translates."""

    q: int
    levels: int
    fixed: int
    tables: tuple[tuple[int, ...], ...]

    @property
    def players(self) -> int:
        return self.q * self.levels + self.fixed

    def rounds(self, count: int) -> list[list[list[int]]]:
        """The first `count` rounds (at most q)."""
        moving = self.q * self.levels
        q = self.q
        return [
            [[_turned(point, j, q, moving) for point in table] for table in self.tables]
            for j in range(min(count, q))
        ]


def _turned(point: int, by: int, q: int, moving: int) -> int:
    """Point `point` moved on by `by` (mod q) within its level; a fixed point stays."""
    return point if point >= moving else point - point % q + (point + by) % q


BASE_ROUNDS: dict[tuple[int, int], BaseRound] = {
    # (players, table size): the base round
    (24, 4): BaseRound(
        7,
        3,
        3,
        (
            (0, 12, 15, 21),
            (1, 7, 19, 23),
            (2, 10, 11, 13),
            (3, 4, 6, 16),
            (5, 8, 14, 22),
            (9, 17, 18, 20),
        ),
    ),
    (28, 4): BaseRound(
        9,
        3,
        1,
        (
            (0, 4, 15, 18),
            (1, 9, 10, 20),
            (2, 14, 22, 27),
            (3, 19, 24, 25),
            (5, 7, 8, 12),
            (6, 16, 21, 23),
            (11, 13, 17, 26),
        ),
    ),
    (15, 3): BaseRound(7, 2, 1, ((0, 2, 11), (1, 4, 9), (3, 13, 14), (5, 6, 12), (7, 8, 10))),
}
"""The base rounds kept, by the number of players and the table size."""


Difference = tuple[int, int, int]


def difference(first: int, second: int, q: int, levels: int) -> Difference | None:
    """What a pair of points is up to turning: None for two fixed points (never turned apart,
    so never seated together)."""
    moving = q * levels
    if first >= moving and second >= moving:
        return None
    if first >= moving or second >= moving:
        fixed, other = (first, second) if first >= moving else (second, first)
        return (-1 - (fixed - moving), other // q, 0)
    (level_a, x), (level_b, y) = divmod(first, q), divmod(second, q)
    if level_a == level_b:
        apart = (y - x) % q
        return (level_a, level_a, min(apart, q - apart))
    if level_a > level_b:
        level_a, level_b, x, y = level_b, level_a, y, x
    return (level_a, level_b, (y - x) % q)


def find_base_round(
    q: int, levels: int, fixed: int, size: int, seed: int = 0, nodes: int = 200_000
) -> tuple[tuple[int, ...], ...] | None:
    """A base round for these numbers (q odd, so that no difference is its own opposite), or
    None if the search gave up after `nodes` tables tried. Pairs of points at the same x on
    different levels are left unmet when there are three fixed points (so that the groups of 3
    they make, and the fixed points' group, are who never meet)."""
    players = q * levels + fixed
    groups = fixed > 1
    rng = random.Random(seed)
    used: set[Difference] = set()
    seated = [False] * players
    tables: list[tuple[int, ...]] = []
    tried = 0

    def allowed(table: list[int], point: int, taken: list[Difference]) -> list[Difference] | None:
        found = []
        for other in table:
            key = difference(other, point, q, levels)
            if key is None or key in used or key in taken or key in found:
                return None
            if groups and key[0] >= 0 and key[0] != key[1] and key[2] == 0:
                return None
            found.append(key)
        return found

    def extend(table: list[int], candidates: list[int], taken: list[Difference]) -> bool:
        nonlocal tried
        tried += 1
        if tried > nodes:
            raise TimeoutError
        if len(table) == size:
            used.update(taken)
            for point in table:
                seated[point] = True
            tables.append(tuple(table))
            if seat_next():
                return True
            tables.pop()
            for point in table:
                seated[point] = False
            used.difference_update(taken)
            return False
        for at, point in enumerate(candidates):
            found = allowed(table, point, taken)
            if found is not None and extend([*table, point], candidates[at + 1 :], taken + found):
                return True
        return False

    def seat_next() -> bool:
        left = [point for point in range(players) if not seated[point]]
        if not left:
            return True
        rest = left[1:]
        rng.shuffle(rest)
        return extend([left[0]], rest, [])

    try:
        return tuple(tables) if seat_next() else None
    except TimeoutError:
        return None
