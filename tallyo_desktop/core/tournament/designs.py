"""Schedules in which no two players meet twice, built at once where the numbers fit.

- **A field's rounds** (a resolvable transversal design): for g tables, g a prime power at
  least the table size k, the players are the points (i, x), i < k and x in the field of g
  elements. In round a, table b seats (i, b + e_i * a) for each i (e_0..e_{k-1} different
  elements): two players (i, x) and (j, y), i != j, share a table in round a exactly when
  a = (x - y) / (e_i - e_j), so once in the g rounds; players of one i ("a group", g of them)
  never meet. When g is itself a multiple of k, each group can then play the rounds of a
  schedule of g players, all at once: 16 = 4 x 4 players play 4 + 1 rounds (the affine plane
  of order 4), 64 = 4 x 16 play 16 + 5, 32 = 4 x 8 play 8 + 1.
- **A turned base round** (`cyclic`): 24, 28 (tables of four) and 15 (of three) players.
- **Side by side**: two schedules of a and b players, their tables put together round by
  round, are one of a + b players for as many rounds as the shorter has (200 = 100 + 100).

`most_rounds` says how many rounds can be built so for a number of players; `design` builds
them. The players of a design are the numbers 0..N-1 ("points"); who takes which point is
decided elsewhere (`points`).
"""

from __future__ import annotations

from tallyo_desktop.core.tournament.cyclic import BASE_ROUNDS
from tallyo_desktop.core.tournament.fields import field, prime_power
from tallyo_desktop.core.values import valueclass

Design = list[list[list[int]]]
"""Rounds, each a list of tables, each a list of points."""


@valueclass
class _Recipe:
    rounds: int
    kind: str
    """"one" (a single round), "field", "turned" or "side by side"."""
    parts: tuple[int, ...] = ()


_RECIPES: dict[int, dict[int, _Recipe]] = {}
"""By table size, then number of players: the recipe giving the most rounds."""


def _recipes(players: int, size: int) -> dict[int, _Recipe]:
    known = _RECIPES.setdefault(size, {})
    for count in range(size, players + 1, size):
        if count in known:
            continue
        options = [_Recipe(1, "one")]
        tables = count // size
        if tables >= size and prime_power(tables) is not None:
            inner = known[tables].rounds if tables % size == 0 else 0
            options.append(_Recipe(tables + inner, "field"))
        base = BASE_ROUNDS.get((count, size))
        if base is not None:
            options.append(_Recipe(base.q, "turned"))
        for first in range(size, count // 2 + 1, size):
            shorter = min(known[first].rounds, known[count - first].rounds)
            options.append(_Recipe(shorter, "side by side", (first, count - first)))
        # The first of the most: a design of one piece before one side by side, whose halves
        # never meet.
        known[count] = max(options, key=lambda recipe: recipe.rounds)
    return known


def most_rounds(players: int, size: int) -> int:
    """The most rounds `design` builds for `players` at tables of `size` (0 when the players
    do not fill whole tables)."""
    if players < size or players % size:
        return 0
    return _recipes(players, size)[players].rounds


def design(players: int, size: int, rounds: int) -> Design:
    """`rounds` rounds (at most `most_rounds`) in which no two of `players` meet twice."""
    recipe = _recipes(players, size)[players]
    if rounds > recipe.rounds:
        raise ValueError(f"{players} players: {recipe.rounds} rounds are built, not {rounds}")
    if recipe.kind == "one":
        return [[list(range(start, start + size)) for start in range(0, players, size)]][:rounds]
    if recipe.kind == "turned":
        return BASE_ROUNDS[(players, size)].rounds(rounds)
    if recipe.kind == "field":
        return _field_rounds(players // size, size, rounds)
    first, second = recipe.parts
    left, right = design(first, size, rounds), design(second, size, rounds)
    return [
        [*one, *[[first + point for point in table] for table in other]]
        for one, other in zip(left, right, strict=True)
    ]


def _field_rounds(tables: int, size: int, rounds: int) -> Design:
    gf = field(tables)
    chosen = gf.distinct(size)
    built: Design = []
    for a in range(min(rounds, tables)):
        moved = [gf.multiply(element, a) for element in chosen]
        built.append(
            [
                [group * tables + gf.add(b, moved[group]) for group in range(size)]
                for b in range(tables)
            ]
        )
    if rounds > tables:
        inner = design(tables, size, rounds - tables)
        for inner_round in inner:
            built.append(
                [
                    [group * tables + point for point in table]
                    for group in range(size)
                    for table in inner_round
                ]
            )
    return built
