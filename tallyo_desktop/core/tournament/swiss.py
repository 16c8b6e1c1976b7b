"""Rounds seated by the ranking so far, when they come: Swiss rounds and the final tables.

A Swiss round seats the ranking in order, four (or three) at a time: the leaders at one table,
the next ones at the next. Where two players at a table have met before (or are teammates, or
keep different tables), a player swaps with one at the next table, the swap that moves players
least in the ranking, as long as swaps lower the repeats and nobody ends more than one table
from their place. The final cut seats the first players of the ranking at the final tables, in
order, whoever they have met; the others play a Swiss round among themselves, or sit out. Each
player is given the wind they sat in least so far (among those the table leaves), and a player
who keeps a table sits at it (at the final tables, the ranking decides who sits together, and
the table is numbered as the first such player keeps).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.tournament.costs import TEAM, meeting_costs
from tallyo_desktop.core.tournament.entrants import Entrant
from tallyo_desktop.core.tournament.schedule import Round, pair_counts, wind_counts

PASSES = 20
"""Rounds of swaps at most: each pass lowers the repeats, or the search stops."""


def swiss_round(
    ranking: Sequence[str],
    played: Sequence[Round] = (),
    table_size: int = 4,
    entrants: Sequence[Entrant] = (),
) -> Round:
    """The next round for `ranking` (every player in it plays, the leader first), after the
    rounds `played`; `entrants` say who is on a team and who keeps a table."""
    _check(ranking, table_size)
    tables = _tables_by_rank(list(ranking), table_size)
    tables = _spare_repeats(tables, played, entrants, table_size)
    return _finish(tables, played, entrants, table_size)


def final_round(
    ranking: Sequence[str],
    cut: int,
    played: Sequence[Round] = (),
    table_size: int = 4,
    entrants: Sequence[Entrant] = (),
    *,
    others_play: bool = True,
) -> Round:
    """The round after the cut: the first `cut` players of `ranking` at the final tables
    (tables 1, 2... in ranking order), then, if `others_play`, a Swiss round of the others."""
    _check(ranking, table_size)
    if cut <= 0 or cut % table_size or cut > len(ranking):
        raise TallyoError(
            translate(
                "Tournament seating",
                "The cut takes a number of players that fills tables of {size}, at most "
                "{count}: not {cut}.",
            ).format(size=table_size, count=len(ranking), cut=cut)
        )
    finals = _tables_by_rank(list(ranking[:cut]), table_size)
    others: list[list[str]] = []
    if others_play and cut < len(ranking):
        others = _spare_repeats(
            _tables_by_rank(list(ranking[cut:]), table_size), played, entrants, table_size
        )
    return _finish(finals + others, played, entrants, table_size)


def _check(ranking: Sequence[str], size: int) -> None:
    if len(set(ranking)) < len(ranking):
        raise TallyoError(translate("Tournament seating", "A player is twice in the ranking."))
    if not ranking or len(ranking) % size:
        raise TallyoError(
            translate(
                "Tournament seating",
                "{count} players do not fill tables of {size}: add substitutes so that every "
                "table is full.",
            ).format(count=len(ranking), size=size)
        )


def _tables_by_rank(ranking: list[str], size: int) -> list[list[str]]:
    return [ranking[start : start + size] for start in range(0, len(ranking), size)]


def _spare_repeats(
    tables: list[list[str]], played: Sequence[Round], entrants: Sequence[Entrant], size: int
) -> list[list[str]]:
    met = pair_counts(played)
    steps = meeting_costs(max(met.values(), default=0) + 2)
    team = {entrant.id: entrant.team for entrant in entrants if entrant.team}
    keeps = {entrant.id: entrant.table for entrant in entrants if entrant.table is not None}
    rank = {player: place for place, player in enumerate(p for t in tables for p in t)}

    def cost(table: list[str]) -> int:
        total = 0
        for first, second in itertools.combinations(table, 2):
            pair = (first, second) if first < second else (second, first)
            total += steps[met.get(pair, 0)]
            if team.get(first) and team.get(first) == team.get(second):
                total += TEAM
            if first in keeps and second in keeps and keeps[first] != keeps[second]:
                total += TEAM
        return total

    tables = [list(table) for table in tables]
    for _ in range(PASSES):
        better = False
        for number in range(len(tables) - 1):
            upper, lower = tables[number], tables[number + 1]
            now = cost(upper) + cost(lower)
            if now == 0:
                continue
            best: tuple[int, int, int, int] | None = None
            for i, j in itertools.product(range(size), range(size)):
                rising, falling = rank[lower[j]] // size, rank[upper[i]] // size
                if not (abs(rising - number) <= 1 and abs(falling - number - 1) <= 1):
                    continue  # never more than one table from their place in the ranking
                swapped_upper = [*upper[:i], lower[j], *upper[i + 1 :]]
                swapped_lower = [*lower[:j], upper[i], *lower[j + 1 :]]
                after = cost(swapped_upper) + cost(swapped_lower)
                moved = rank[lower[j]] - rank[upper[i]]
                if after < now and (best is None or (after, moved) < best[:2]):
                    best = (after, moved, i, j)
            if best is not None:
                _, _, i, j = best
                upper[i], lower[j] = lower[j], upper[i]
                better = True
        if not better:
            break
    return tables


def _finish(
    tables: list[list[str]],
    played: Sequence[Round],
    entrants: Sequence[Entrant],
    size: int,
) -> Round:
    """The tables numbered (a player who keeps a table at it) and each seated in winds."""
    keeps: Mapping[str, int] = {
        entrant.id: entrant.table for entrant in entrants if entrant.table is not None
    }
    numbered: list[list[str] | None] = [None] * len(tables)
    rest: list[list[str]] = []
    for table in tables:
        wanted = next((keeps[player] for player in table if player in keeps), None)
        if wanted is not None and wanted < len(tables) and numbered[wanted] is None:
            numbered[wanted] = table
        else:
            rest.append(table)
    ordered = [table if table is not None else rest.pop(0) for table in numbered]
    sat = wind_counts(played, size)
    seated: list[tuple[str, ...]] = []
    for table in ordered:
        best = min(
            itertools.permutations(table),
            key=lambda order: sum(
                sat.get(player, [0] * size)[wind] for wind, player in enumerate(order)
            ),
        )
        seated.append(tuple(best))
    return tuple(seated)
