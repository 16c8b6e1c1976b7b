"""The final settlement: placements, uma, oka, leftover sticks and chombo penalties.

Results are kept in points (1000 points = 1.0) and every amount is a multiple of 100, so a result
has at most one decimal in thousands. The rounding rule: when an amount is shared between several
players (tied players' uma and oka, leftover sticks), each gets an equal share rounded down to 100
points, and the hundreds left over go one each to the sharers in seat order from the first dealer.

The results add up to zero, except for what the rules take off the table and pay to nobody: a
chombo penalty at the settlement comes off the offender's result alone, and riichi sticks left on
the table under rules where they are lost belong to nobody. `FinalResult.unpaid` is that amount.
"""

from __future__ import annotations

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.questions import riichi_stick_value
from tallyo_desktop.core.rules.rules import LeftoverSticks, Rules, Settlement, TieBreak
from tallyo_desktop.core.table.state import TableState
from tallyo_desktop.core.values import valueclass


@valueclass
class Standing:
    seat: int
    name: str
    points: int
    """Final points, leftover sticks included where first place takes them."""
    place: int
    """1 to the number of players; tied players share the better place when uma is split."""
    uma: int
    oka: int
    chombo: int
    """Chombo penalties taken off at the settlement (zero or negative)."""
    result: int
    """In points: 45300 is shown as +45.3."""

    @property
    def result_text(self) -> str:
        return format_result(self.result)


@valueclass
class FinalResult:
    standings: tuple[Standing, ...]
    """In seat order."""
    leftover_sticks: int
    """The value of the riichi sticks left on the table at the end."""
    sticks_lost: bool = False
    """Whether those sticks are paid to nobody."""
    leftover_count: int = 0
    """How many riichi sticks were left on the table at the end."""
    leftover_shares: tuple[tuple[int, int], ...] = ()
    """Who took those sticks, in seat order: (seat, amount), the first place or the players
    tied first; none where they are paid to nobody."""

    def by_place(self) -> list[Standing]:
        return sorted(self.standings, key=lambda s: (s.place, -s.points, s.seat))

    @property
    def chombo_penalties(self) -> int:
        """The chombo penalties paid to nobody, as a positive amount."""
        return -sum(standing.chombo for standing in self.standings)

    @property
    def unpaid(self) -> int:
        """What the results add up to below zero: penalties and sticks paid to nobody."""
        lost = self.leftover_sticks if self.sticks_lost else 0
        return self.chombo_penalties + lost

    @property
    def total(self) -> int:
        return sum(standing.result for standing in self.standings)


def format_result(points: int) -> str:
    """A result in thousands with one decimal and a sign: 45300 -> "+45.3", -8000 -> "-8.0"."""
    sign = "-" if points < 0 else "+"
    tenths = abs(points) // 100
    return f"{sign}{tenths // 10}.{tenths % 10}"


def unpaid_note(result: FinalResult) -> str | None:
    """Why the results do not add up to zero, in a player's words; None when they do."""
    if not result.unpaid:
        return None
    total = format_result(result.total)
    chombo = result.chombo_penalties
    lost = result.leftover_sticks if result.sticks_lost else 0
    if chombo and lost:
        return translate(
            "settlement",
            "The results add up to {total}: the chombo penalties ({chombo}) and the riichi "
            "sticks left on the table ({sticks}) are paid to nobody.",
        ).format(total=total, chombo=format_result(chombo)[1:], sticks=format_result(lost)[1:])
    if chombo:
        return translate(
            "settlement",
            "The results add up to {total}: the chombo penalties ({chombo}) are paid to nobody.",
        ).format(total=total, chombo=format_result(chombo)[1:])
    return translate(
        "settlement",
        "The results add up to {total}: the riichi sticks left on the table ({sticks}) are paid "
        "to nobody.",
    ).format(total=total, sticks=format_result(lost)[1:])


def leftover_note(result: FinalResult) -> str | None:
    """Where the riichi sticks left on the table at the end went, in a player's words: to the
    first place (whose points the table showed without them), shared by the players tied
    first, or to nobody; None when none were left."""
    count = result.leftover_count
    if not count:
        return None
    one = count == 1
    points = result.leftover_sticks
    if result.sticks_lost or not result.leftover_shares:
        if one:
            return translate(
                "settlement", "The riichi stick left on the table ({points}) is paid to nobody."
            ).format(points=points)
        return translate(
            "settlement",
            "The {count} riichi sticks left on the table ({points}) are paid to nobody.",
        ).format(count=count, points=points)
    by_seat = {standing.seat: standing for standing in result.standings}
    if len(result.leftover_shares) == 1:
        ((seat, amount),) = result.leftover_shares
        standing = by_seat[seat]
        table, total = standing.points - amount, standing.points
        if one:
            #: The riichi stick left at the end goes to the first place, whose table points
            #: did not hold it: "… goes to Dana, first: 40000 + 1000 = 41000 points."
            return translate(
                "settlement",
                "The riichi stick left on the table ({points}) goes to {name}, first: {table} + "
                "{amount} = {total} points.",
            ).format(points=points, name=standing.name, table=table, amount=amount, total=total)
        #: Riichi sticks left at the end go to the first place, whose table points did not
        #: hold them: "The 2 riichi sticks left on the table (2000) go to Dana, first: 40000 +
        #: 2000 = 42000 points."
        return translate(
            "settlement",
            "The {count} riichi sticks left on the table ({points}) go to {name}, first: {table} "
            "+ {amount} = {total} points.",
        ).format(
            count=count, points=points, name=standing.name, table=table, amount=amount, total=total
        )
    shares = translate("settlement", ", ").join(
        translate("settlement", "{name} {amount}").format(name=by_seat[seat].name, amount=amount)
        for seat, amount in result.leftover_shares
    )
    if one:
        return translate(
            "settlement",
            "The riichi stick left on the table ({points}) is shared by the players tied first: "
            "{shares}.",
        ).format(points=points, shares=shares)
    #: Riichi sticks left at the end, shared by the players tied first: "…: Ann 1000, Dana
    #: 1000."
    return translate(
        "settlement",
        "The {count} riichi sticks left on the table ({points}) are shared by the players tied "
        "first: {shares}.",
    ).format(count=count, points=points, shares=shares)


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
    order = sorted(range(len(points)), key=lambda seat: (-points[seat], seat))
    groups: list[list[int]] = []
    for seat in order:
        tied = groups and points[groups[-1][0]] == points[seat]
        if tied and rules.tie_break is TieBreak.SPLIT:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return groups


def pending_chombo(state: TableState, rules: Rules, seat: int) -> int:
    """What the chombos recorded against `seat` will take off its final result at the
    settlement: zero or negative. Only rules that charge a chombo at the end keep any."""
    counts = state.chombo or (0,) * state.seats
    return -counts[seat] * rules.chombo_points


def settle(state: TableState, rules: Rules) -> FinalResult:
    seats = range(state.seats)
    points = list(state.points)
    leftover = state.sticks * riichi_stick_value(rules)
    groups = _groups(points, rules)
    lost = rules.leftover_sticks is LeftoverSticks.LOST
    shares: dict[int, int] = {}
    if not lost and leftover:
        shares = share(leftover, groups[0])
        for seat, amount in shares.items():
            points[seat] += amount
    floating = sum(p >= rules.return_points for p in points)
    uma_table = (
        rules.uma if rules.uma_by_floating is None else rules.uma_by_floating.for_count(floating)
    )
    uma = [0] * state.seats
    oka = [0] * state.seats
    places = [0] * state.seats
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
    base = [p - rules.return_points for p in points]
    if rules.settlement is Settlement.ROUND_TO_THOUSAND:
        # First place takes what the others' rounded results leave, so the sum stays what it
        # would be exact: zero, less any sticks lost on the table.
        exact_sum = sum(base) + rules.oka
        first = groups[0][0]
        base = [_round_thousand(p) - rules.return_points for p in points]
        rest = sum(base[s] + uma[s] + oka[s] for s in seats if s != first)
        base[first] = exact_sum - rest - uma[first] - oka[first]
    chombo = [pending_chombo(state, rules, seat) for seat in seats]
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
        for seat in seats
    )
    return FinalResult(
        standings,
        leftover,
        sticks_lost=lost,
        leftover_count=state.sticks,
        leftover_shares=tuple(sorted(shares.items())),
    )
