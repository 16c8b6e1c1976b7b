"""The list of penalties and chombo of a tournament, and each round's sum of results: what a
referee checks to see that the results add up.

A round's results add up to zero, less what the rules pay to nobody: each chombo's penalty
taken off at the settlement, and riichi sticks left on the table where they are lost. The
referee's penalties come off the totals besides.
"""

from __future__ import annotations

from tallyo_desktop.core.tournament.results import chombo_points
from tallyo_desktop.core.tournament.state import TournamentState
from tallyo_desktop.core.values import valueclass


@valueclass
class ListedPenalty:
    """A penalty or a chombo, as the list shows it."""

    round: int
    table: int | None
    """The table, for a chombo; None for a referee's penalty."""
    player: str
    points: int
    """Taken off the player's total (0 for a chombo the rules have paid at the table)."""
    chombo: int
    """How many chombo (0 for a penalty)."""
    reason: str
    """The referee's reason; "" for a chombo."""
    number: int | None = None
    """The penalty's number."""


def listed_penalties(state: TournamentState) -> list[ListedPenalty]:
    """Every penalty and chombo, by round, then table; a round's penalties after its chombo."""
    found: list[ListedPenalty] = []
    for (round_, table), reported in sorted(state.results.items()):
        result = reported.result
        for seat, count in enumerate(result.chombo):
            if count:
                found.append(
                    ListedPenalty(
                        round_,
                        table,
                        result.seats[seat],
                        chombo_points(state.rules, count),
                        count,
                        "",
                    )
                )
    for penalty in state.penalties.values():
        found.append(
            ListedPenalty(
                penalty.round,
                None,
                penalty.player,
                penalty.points,
                0,
                penalty.reason,
                penalty.number,
            )
        )
    found.sort(key=lambda item: (item.round, item.table is None, item.table or 0))
    return found


@valueclass
class RoundSum:
    """What a round's reported tables add up to, and what they should."""

    round: int
    tables: int
    reported: int
    results: int
    """The reported tables' results added up, in points."""
    unpaid: int
    """Paid to nobody at those tables: chombo penalties and sticks lost."""
    penalties: int
    """The referee's penalties given in the round."""

    @property
    def adds_up(self) -> bool:
        return self.results == -self.unpaid


def round_sums(state: TournamentState) -> list[RoundSum]:
    sums: list[RoundSum] = []
    for round_ in range(state.rounds):
        tables = len(state.tables(round_))
        reported = [reported for (played, _), reported in state.results.items() if played == round_]
        results = sum(reported.settlement.total for reported in reported)
        unpaid = sum(reported.settlement.unpaid for reported in reported)
        penalties = sum(
            penalty.points for penalty in state.penalties.values() if penalty.round == round_
        )
        sums.append(RoundSum(round_, tables, len(reported), results, unpaid, penalties))
    return sums
