"""A round seated greedily, for a start the search then mends: each table is filled with the
players who add least to what it costs (`costs`), given the meetings so far."""

from __future__ import annotations

import random

from tallyo_desktop.core.tournament.costs import meeting_costs


def greedy_round(
    players: int,
    size: int,
    met: list[list[int]],
    penalty: list[list[int]] | None,
    table_of: list[int | None],
    rng: random.Random,
) -> list[list[int]]:
    """One round for `players` at tables of `size`, after the meetings `met` (n x n, left as
    they are); `table_of[p]` is the table a player keeps, or None. `penalty[p][q]` is what
    p and q sharing a table costs besides their meetings."""
    steps = meeting_costs(max((max(row) for row in met), default=0) + 1)
    count = players // size
    tables: list[list[int]] = [[] for _ in range(count)]
    for player, kept in enumerate(table_of):
        if kept is not None:
            tables[kept].append(player)
    left = [player for player in range(players) if table_of[player] is None]
    rng.shuffle(left)
    for table in tables:
        while len(table) < size:
            if not table:
                table.append(left.pop())
                continue
            rows = [met[member] for member in table]
            extras = [penalty[member] for member in table] if penalty is not None else []
            cheapest = 0
            lowest = -1
            for at, candidate in enumerate(left):
                cost = 0
                for row in rows:
                    cost += steps[row[candidate]]
                for extra in extras:
                    cost += extra[candidate]
                if lowest < 0 or cost < lowest:
                    lowest, cheapest = cost, at
                    if cost == 0:
                        break
            table.append(left.pop(cheapest))
    return tables
