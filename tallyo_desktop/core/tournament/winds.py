"""The seat winds: each player East, South, West (and North) as evenly as the rounds allow.

Over R rounds at tables of k, every player can sit in each wind ⌊R/k⌋ or ⌈R/k⌉ times (de Werra,
1971). In each block of k rounds (rounds 0..k-1, k..2k-1, and the rest), the players and the
tables of the block make a bipartite graph in which a player has at most k tables and a table
has exactly k players; its edges can be coloured with k colours so that no two edges at a
player or at a table share a colour (König), and the colour of an edge is the wind its player
sits in at its table. So in a block every player sits in each wind at most once, and in a whole
block exactly once. The colouring here takes the edges one by one: a colour free at both ends,
or else one free at the player, made free at the table by swapping two colours along the path
of edges coloured with them (the path cannot come back to the player: the graph is bipartite).

When rounds already played are kept (a schedule seated again after a drop), the played winds
count too and whole blocks no longer suffice: a player with one wind too many and another too
few is mended along a path of tables that swaps those two winds, each table keeping one of each,
until no such path is left (`balance`).
"""

from __future__ import annotations

import random
from collections import deque

Rounds = list[list[list[int]]]


def block_winds(rounds: Rounds, players: int, size: int, first: int, rng: random.Random) -> Rounds:
    """`rounds` (the first of them is round number `first` of the schedule) with each table's
    players put in wind order, East first, each block of `size` round numbers coloured apart."""
    seated: Rounds = []
    number = 0
    while number < len(rounds):
        block_end = number + size - (first + number) % size
        seated.extend(_colour_block(rounds[number:block_end], players, size, rng))
        number = block_end
    return seated


def _colour_block(rounds: Rounds, players: int, size: int, rng: random.Random) -> Rounds:
    tables = [table for tables in rounds for table in tables]
    # at_player[p][c]: the table whose seat of wind c p takes; at_table[t][c]: the player.
    at_player: dict[int, list[int]] = {}
    at_table = [[-1] * size for _ in tables]
    edges = [(player, number) for number, table in enumerate(tables) for player in table]
    rng.shuffle(edges)
    for player, table in edges:
        mine = at_player.setdefault(player, [-1] * size)
        theirs = at_table[table]
        colours = list(range(size))
        rng.shuffle(colours)
        both = next((c for c in colours if mine[c] < 0 and theirs[c] < 0), None)
        if both is None:
            free_here = next(c for c in colours if mine[c] < 0)
            free_there = next(c for c in colours if theirs[c] < 0)
            _swap_path(table, free_here, free_there, at_player, at_table)
            both = free_here
        mine[both] = table
        theirs[both] = player
    seated: Rounds = []
    at = 0
    for round_tables in rounds:
        seated.append([list(at_table[at + number]) for number in range(len(round_tables))])
        at += len(round_tables)
    return seated


def _swap_path(
    table: int, taken: int, free: int, at_player: dict[int, list[int]], at_table: list[list[int]]
) -> None:
    """Swap colours `taken` and `free` along the path from `table` that starts with its edge of
    colour `taken`, so that `taken` is free at `table`."""
    path: list[tuple[int, int, int]] = []
    colour, other = taken, free
    current = table
    while True:
        player = at_table[current][colour]
        if player < 0:
            break
        path.append((player, current, colour))
        following = at_player[player][other]
        if following < 0:
            break
        path.append((player, following, other))
        current = following
    for player, where, colour in path:
        at_player[player][colour] = -1
        at_table[where][colour] = -1
    for player, where, colour in path:
        swapped = free if colour == taken else taken
        at_player[player][swapped] = where
        at_table[where][swapped] = player


def counts(rounds: Rounds, players: int, size: int) -> list[list[int]]:
    """How often each player sat in each wind in `rounds` (tables in wind order)."""
    found = [[0] * size for _ in range(players)]
    for tables in rounds:
        for table in tables:
            for wind, player in enumerate(table):
                found[player][wind] += 1
    return found


def out_of_balance(sat: list[list[int]], rounds_of: list[int], size: int) -> list[int]:
    """The players whose winds are not all ⌊r/k⌋ or ⌈r/k⌉ of their r rounds."""
    return [
        player
        for player, row in enumerate(sat)
        if max(row) > -(-rounds_of[player] // size) or min(row) < rounds_of[player] // size
    ]


SHAKES = 300
"""Shakes at most when mending leaves someone out of balance: each seats one of their tables
in random winds and mends again, kept if no worse."""


def balance(
    rounds: Rounds,
    sat_before: list[list[int]],
    rounds_of: list[int],
    size: int,
    rng: random.Random,
) -> Rounds:
    """`rounds` (tables in wind order) with winds swapped at their tables, so that with the
    winds `sat_before` every player sits in each wind as evenly as can be found. `rounds_of[p]`
    is how many rounds p plays in all."""
    seated = [[list(table) for table in tables] for tables in rounds]
    players = len(sat_before)
    # Each player's seats: (round, table) of every table they sit at.
    seats: list[list[tuple[int, int]]] = [[] for _ in range(players)]
    for number, tables in enumerate(seated):
        for index, table in enumerate(tables):
            for player in table:
                seats[player].append((number, index))

    def worth(seated: Rounds) -> tuple[tuple[int, int], list[list[int]]]:
        sat = [list(row) for row in sat_before]
        for tables in seated:
            for table in tables:
                for wind, player in enumerate(table):
                    sat[player][wind] += 1
        unbalanced = len(out_of_balance(sat, rounds_of, size))
        return (unbalanced, sum(count * count for row in sat for count in row)), sat

    best_worth, sat = worth(seated)
    _mend_all(seated, seats, sat, rounds_of, size)
    best_worth, sat = worth(seated)
    best = [[list(table) for table in tables] for tables in seated]
    for _ in range(SHAKES):
        if best_worth[0] == 0:
            break
        trying = [[list(table) for table in tables] for tables in best]
        _, sat = worth(trying)
        player = rng.choice(out_of_balance(sat, rounds_of, size))
        number, index = rng.choice(seats[player])
        rng.shuffle(trying[number][index])
        _, sat = worth(trying)
        _mend_all(trying, seats, sat, rounds_of, size)
        tried, _ = worth(trying)
        if tried <= best_worth:
            best_worth, best = tried, trying
    return best


def _mend_all(
    seated: Rounds,
    seats: list[list[tuple[int, int]]],
    sat: list[list[int]],
    rounds_of: list[int],
    size: int,
) -> None:
    """Mend (`_mend`) players out of balance, as long as one can be."""
    while True:
        mended = False
        # The most uneven first.
        for player in sorted(
            out_of_balance(sat, rounds_of, size), key=lambda p: min(sat[p]) - max(sat[p])
        ):
            low, high = rounds_of[player] // size, -(-rounds_of[player] // size)
            row = sat[player]
            for many in sorted(range(size), key=lambda wind: -row[wind]):
                for few in sorted(range(size), key=lambda wind: row[wind]):
                    if (
                        (row[many] > high or row[few] < low)
                        and row[many] - row[few] >= 2
                        and _mend(player, many, few, seated, seats, sat, size)
                    ):
                        mended = True
                        break
                if mended:
                    break
            if mended:
                break
        if not mended:
            return


def _mend(
    start: int,
    many: int,
    few: int,
    seated: Rounds,
    seats: list[list[tuple[int, int]]],
    sat: list[list[int]],
    size: int,
) -> bool:
    """Find a path from `start` through tables where it sits `many`: at each table the player
    in `few` takes `many` and the one in `many` takes `few`, until a player for whom one more
    `many` and one fewer `few` costs less than `start` gains; swap along it. False when
    there is none.

    Each swap lowers the sum over players of each wind's count squared, which is least when
    everyone is balanced: the mending ends."""

    # The end takes one more `many` and one fewer `few`: the winds are more even in all as
    # long as its `many` is further below its `few` than `start`'s is above, less 2.
    apart = sat[start][many] - sat[start][few]

    def can_end(player: int) -> bool:
        return sat[player][many] - sat[player][few] < apart - 2

    came: dict[int, tuple[int, tuple[int, int]] | None] = {start: None}
    queue = deque([start])
    end = -1
    while queue and end < 0:
        player = queue.popleft()
        for number, index in seats[player]:
            table = seated[number][index]
            if table[many] != player:
                continue
            other = table[few]
            if other in came:
                continue
            came[other] = (player, (number, index))
            if other != start and can_end(other):
                end = other
                break
            queue.append(other)
    if end < 0:
        return False
    player = end
    step = came[player]
    while step is not None:
        previous, (number, index) = step
        table = seated[number][index]
        table[many], table[few] = table[few], table[many]
        player = previous
        step = came[player]
    sat[start][many] -= 1
    sat[start][few] += 1
    sat[end][many] += 1
    sat[end][few] -= 1
    return True
