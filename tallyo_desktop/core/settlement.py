"""The final settlement: placements, uma, oka, leftover sticks and chombo penalties.

Results are kept in points (1000 points = 1.0) and every amount is a multiple of 100, so a result
has at most one decimal in thousands. The rounding rule: when an amount is shared between several
players (tied players' uma and oka, leftover sticks, a chombo penalty), each gets an equal share
rounded down to 100 points, and the hundreds left over go one each to the sharers in seat order
from the first dealer. Nothing is lost or created, so the four results add up to exactly zero.

Two readings keep the results zero-sum where a rule set takes points off the table:
- a chombo penalty at settlement is paid to the other three players in equal shares;
- leftover riichi sticks that are "not paid out" belong to nobody: their value is shared by all
  four equally, so nobody's result is better for them.
"""

from __future__ import annotations

from dataclasses import dataclass

from tallyo_desktop.core.rules import LeftoverSticks, Rules, Settlement, TieBreak
from tallyo_desktop.core.seats import SEATS
from tallyo_desktop.core.state import TableState


@dataclass(frozen=True)
class Standing:
    seat: int
    name: str
    points: int
    """Final points, leftover sticks included."""
    place: int
    """1 to 4; tied players share the better place when uma is split."""
    uma: int
    oka: int
    chombo: int
    """Chombo penalties paid (negative) or received (positive) at the settlement."""
    result: int
    """In points: 45300 is shown as +45.3."""

    @property
    def result_text(self) -> str:
        return format_result(self.result)


@dataclass(frozen=True)
class FinalResult:
    standings: tuple[Standing, ...]
    """In seat order."""
    leftover_sticks: int

    def by_place(self) -> list[Standing]:
        return sorted(self.standings, key=lambda s: (s.place, -s.points, s.seat))


def format_result(points: int) -> str:
    """A result in thousands with one decimal and a sign: 45300 -> "+45.3", -8000 -> "-8.0"."""
    sign = "-" if points < 0 else "+"
    tenths = abs(points) // 100
    return f"{sign}{tenths // 10}.{tenths % 10}"


def share(amount: int, seats: list[int]) -> dict[int, int]:
    """Split `amount` (a multiple of 100) equally, leftover hundreds to the earliest seats."""
    whole, extra = divmod(amount // 100, len(seats))
    ordered = sorted(seats)
    return {seat: (whole + (index < extra)) * 100 for index, seat in enumerate(ordered)}


def _round_thousand(points: int) -> int:
    """Nearest 1000, halves away from zero (24500 -> 25000, -4500 -> -5000)."""
    magnitude = (abs(points) + 500) // 1000 * 1000
    return magnitude if points >= 0 else -magnitude


def _groups(points: list[int], rules: Rules) -> list[list[int]]:
    order = sorted(range(SEATS), key=lambda seat: (-points[seat], seat))
    groups: list[list[int]] = []
    for seat in order:
        tied = groups and points[groups[-1][0]] == points[seat]
        if tied and rules.tie_break is TieBreak.SPLIT:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return groups


def settle(state: TableState, rules: Rules) -> FinalResult:
    points = list(state.points)
    leftover = state.sticks * rules.riichi_stick
    bonus = [0] * SEATS
    groups = _groups(points, rules)
    if rules.leftover_sticks is LeftoverSticks.TO_FIRST:
        for seat, amount in share(leftover, groups[0]).items():
            points[seat] += amount
    else:
        for seat, amount in share(leftover, list(range(SEATS))).items():
            bonus[seat] += amount
    below = sum(p < rules.return_points for p in points)
    uma_table = rules.uma if rules.uma_by_count is None else rules.uma_by_count.for_count(below)
    uma = [0] * SEATS
    oka = [0] * SEATS
    places = [0] * SEATS
    place = 0
    for group in groups:
        members = len(group)
        for seat, amount in share(sum(uma_table[place : place + members]), group).items():
            uma[seat] = amount
        if place == 0:
            for seat, amount in share(rules.oka, group).items():
                oka[seat] = amount
        for index, seat in enumerate(group):
            places[seat] = place + 1 if rules.tie_break is TieBreak.SPLIT else place + index + 1
        place += members
    chombo = [0] * SEATS
    for offender, count in enumerate(state.chombo):
        if count:
            penalty = count * rules.chombo_points
            chombo[offender] -= penalty
            receivers = [seat for seat in range(SEATS) if seat != offender]
            for seat, amount in share(penalty, receivers).items():
                chombo[seat] += amount
    if rules.settlement is Settlement.ROUND_TO_THOUSAND:
        # First place takes what the others' rounded results leave, so the sum stays zero.
        base = [
            _round_thousand(p) - rules.return_points + b for p, b in zip(points, bonus, strict=True)
        ]
        first = groups[0][0]
        rest = sum(base[s] + uma[s] + oka[s] for s in range(SEATS) if s != first)
        base[first] = -rest - uma[first] - oka[first]
    else:
        base = [p - rules.return_points + b for p, b in zip(points, bonus, strict=True)]
    standings = tuple(
        Standing(
            seat=seat,
            name=state.names[seat],
            points=points[seat],
            place=places[seat],
            uma=uma[seat],
            oka=oka[seat],
            chombo=chombo[seat],
            result=base[seat] + uma[seat] + oka[seat] + chombo[seat],
        )
        for seat in range(SEATS)
    )
    return FinalResult(standings, leftover)
