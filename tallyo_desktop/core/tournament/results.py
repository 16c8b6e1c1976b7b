"""A table's result: each seat's final points checked against the start points and the sticks
left on the table, then settled as the tournament's rules settle a game (uma, oka, ties, the
sticks, chombo), by the core's own settlement.

A slip adds up when its points and the riichi sticks left on the table make what the table
started with: four (or three) times the start points. The sticks then go as the rules say (to
first place, or to nobody). A chombo is counted as the rules count it: taken off the final
result at the settlement, or already paid at the table (a reverse mangan, in the points).
"""

from __future__ import annotations

from collections.abc import Sequence

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.questions import riichi_stick_value
from tallyo_desktop.core.rules.rules import ChomboPenalty
from tallyo_desktop.core.table.settlement import FinalResult, settle
from tallyo_desktop.core.table.state import TableState
from tallyo_desktop.core.tournament.events import TableResult
from tallyo_desktop.core.tournament.tournament_rules import TournamentRules
from tallyo_desktop.core.values import valueclass

MOST_POINTS = 1_000_000
"""No seat ends a game with more points than this, or fewer than minus this."""
MOST_STICKS = 99
MOST_CHOMBO = 9


@valueclass
class SlipCheck:
    """What a slip's points and sticks add up to, against what the table started with."""

    total: int
    expected: int
    sticks: int

    @property
    def difference(self) -> int:
        return self.total - self.expected

    @property
    def adds_up(self) -> bool:
        return self.total == self.expected

    def text(self) -> str:
        """ "The table adds up to 119000: 1000 short.", in the organiser's words."""
        if self.sticks:
            total = translate(
                "Tournament results",
                "The table adds up to {total} with the riichi sticks left ({sticks})",
            ).format(total=self.total, sticks=self.sticks)
        else:
            total = translate("Tournament results", "The table adds up to {total}").format(
                total=self.total
            )
        if self.adds_up:
            return translate("Tournament results", "{total}.").format(total=total)
        if self.difference < 0:
            return translate("Tournament results", "{total}: {gap} short.").format(
                total=total, gap=-self.difference
            )
        return translate("Tournament results", "{total}: {gap} over.").format(
            total=total, gap=self.difference
        )


def check_slip(rules: TournamentRules, points: Sequence[int], sticks: int) -> SlipCheck:
    stick = riichi_stick_value(rules.game)
    return SlipCheck(
        sum(points) + sticks * stick, rules.table_size * rules.game.start_points, sticks
    )


def slip_problem(
    rules: TournamentRules, points: Sequence[int], chombo: Sequence[int], sticks: int
) -> str | None:
    """Why these cannot be a table's result, in the organiser's words; None when they can."""
    size = rules.table_size
    if len(points) != size or len(chombo) != size:
        return translate("Tournament results", "A table's result has {size} seats.").format(
            size=size
        )
    for amount in points:
        if amount % 100:
            return translate(
                "Tournament results", "Points are multiples of 100: {points} is not."
            ).format(points=amount)
        if abs(amount) > MOST_POINTS:
            return translate(
                "Tournament results", "{points} points is more than a game can end with."
            ).format(points=amount)
    if not 0 <= sticks <= MOST_STICKS:
        return translate("Tournament results", "The riichi sticks left number 0 to {most}.").format(
            most=MOST_STICKS
        )
    if any(not 0 <= count <= MOST_CHOMBO for count in chombo):
        return translate("Tournament results", "A seat has 0 to {most} chombo.").format(
            most=MOST_CHOMBO
        )
    if any(chombo) and rules.game.chombo is ChomboPenalty.NONE:
        return translate("Tournament results", "These rules count no chombo.")
    check = check_slip(rules, points, sticks)
    if not check.adds_up:
        return check.text()
    return None


def settle_table(rules: TournamentRules, result: TableResult) -> FinalResult:
    """The table's settlement under the tournament's rules: each seat's place, uma, oka,
    chombo and result, as a game of these rules ends."""
    at_settlement = rules.game.chombo is ChomboPenalty.AT_SETTLEMENT
    state = TableState(
        names=result.seats,
        points=result.points,
        sticks=result.sticks,
        chombo=result.chombo if at_settlement else (0,) * len(result.seats),
    )
    return settle(state, rules.game)


def chombo_points(rules: TournamentRules, count: int) -> int:
    """What `count` chombo take off a result at the settlement (0 when the rules have them
    paid at the table)."""
    if rules.game.chombo is ChomboPenalty.AT_SETTLEMENT:
        return count * rules.game.chombo_points
    return 0
