"""The uma, oka and rounding a log's own results show, for a room whose rules are its own.

A private Tenhou lobby or a Mahjong Soul tournament room sets its own uma and oka, and the log
does not say which: it gives only each player's result. Those results, with the final points,
give the rules back. Below first place, a player's result is (points - return) / 1000 + uma for
the place; first place takes what leaves the results adding up as they must. So for each return
point the uma of every place follows; the return point is taken as the room's preset gives it
where the uma it leaves goes down from first to last, else the starting points (no oka), else
the first that does. The settlement rounds each result to 1000 where the log's results are whole
and the points are not. The rules found are checked by settling the game under them: only rules
that give every result of the log are kept.
"""

from __future__ import annotations

from collections.abc import Iterator

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.importing.model import Points
from tallyo_desktop.core.rules.rules import Rules, Settlement
from tallyo_desktop.core.table.settlement import format_result, settle
from tallyo_desktop.core.table.state import TableState

_RETURN_STEPS = 21
"""Return points tried above the start, 1000 apart: as far as any room sets them."""


def _round_thousand(points: int) -> int:
    magnitude = (abs(points) + 500) // 1000 * 1000
    return magnitude if points >= 0 else -magnitude


def _returns(rules: Rules) -> Iterator[int]:
    seen: set[int] = set()
    for value in (
        rules.return_points,
        rules.start_points,
        *(rules.start_points + 1000 * step for step in range(1, _RETURN_STEPS)),
    ):
        if value not in seen:
            seen.add(value)
            yield value


def _uma(
    order: list[int], points: list[int], results: Points, return_points: int, rounded: bool
) -> tuple[int, ...]:
    """The uma, first to last, that gives every place below first its result."""
    below = []
    for seat in order[1:]:
        base = (_round_thousand(points[seat]) if rounded else points[seat]) - return_points
        below.append(results[seat] - base)
    return (-sum(below), *below)


def rules_for_results(rules: Rules, state: TableState, results: Points) -> Rules | None:
    """`rules` with the uma, oka and settlement that give the final table `state` the log's
    `results` (in seat order); None if no uma and oka give them."""
    if len(results) != state.seats or sum(results) != sum(
        standing.result for standing in settle(state, rules).standings
    ):
        return None
    standings = settle(state, rules).standings
    points = [standing.points for standing in sorted(standings, key=lambda one: one.seat)]
    order = [standing.seat for standing in sorted(standings, key=lambda one: one.place)]
    whole = all(result % 1000 == 0 for result in results)
    exact_differs = any(points[seat] % 1000 for seat in order[1:])
    settlements = (
        (Settlement.ROUND_TO_THOUSAND, Settlement.EXACT)
        if whole and exact_differs
        else (Settlement.EXACT,)
    )
    fallback: Rules | None = None
    for settlement in settlements:
        rounded = settlement is Settlement.ROUND_TO_THOUSAND
        for return_points in _returns(rules):
            uma = _uma(order, points, results, return_points, rounded)
            candidate = rules.with_changes(
                uma=uma,
                uma_by_floating=None,
                return_points=return_points,
                settlement=settlement,
            )
            if candidate.problems() or not _gives(candidate, state, results):
                continue
            if all(uma[place] >= uma[place + 1] for place in range(len(uma) - 1)):
                return candidate
            fallback = fallback or candidate
    return fallback


def _gives(rules: Rules, state: TableState, results: Points) -> bool:
    standings = sorted(settle(state, rules).standings, key=lambda one: one.seat)
    return tuple(standing.result for standing in standings) == tuple(results)


def results_note(rules: Rules) -> str:
    """What the record says of rules read from a log's results."""
    uma = " / ".join(format_result(amount) if amount else "0.0" for amount in rules.uma)
    oka = (
        translate("importing", "oka {oka} to first").format(oka=format_result(rules.oka))
        if rules.oka
        else translate("importing", "no oka")
    )
    if rules.settlement is Settlement.ROUND_TO_THOUSAND:
        return translate(
            "importing",
            "Uma and oka as the log's results give them: uma {uma}, {oka}, each result "
            "rounded to 1000.",
        ).format(uma=uma, oka=oka)
    return translate(
        "importing", "Uma and oka as the log's results give them: uma {uma}, {oka}."
    ).format(uma=uma, oka=oka)
