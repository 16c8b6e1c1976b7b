"""The whole schedule seated in advance, and seated again after drops and late entries.

`seat_schedule` seats every round of a plan before the first is played: no two players meet
twice wherever the numbers allow it, and where they cannot, as few repeated meetings as the
search finds (a third meeting only where second ones will not do); winds balanced for everyone;
teammates apart; clubs apart in the first rounds as far as that repeats no pairing; a player
who keeps a table at it in every round.

How: the rounds a design builds without a repeat (`designs`), the players placed on its points
(`points`); the rounds past what it builds, seated greedily (`greedy`); whichever start costs
least then mended by the search (`search`) until nothing better can exist, or its budget is
spent; the winds last (`winds`). The same seed gives the same schedule, unless the clock (the
budget's seconds) or a cancel ended the search.

`reseat` keeps the rounds played and seats the rest again for the players entered now, starting
from the tables that lost no one; `replace` gives a replacement the seats of a player who left.
"""

from __future__ import annotations

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.tournament.entrants import SchedulePlan, check_plan
from tallyo_desktop.core.tournament.outcome import Budget, Seating, Stop
from tallyo_desktop.core.tournament.schedule import Schedule
from tallyo_desktop.core.tournament.seater import Cancelled, Progress, Seater


def seat_schedule(
    plan: SchedulePlan,
    *,
    seed: int = 0,
    budget: Budget | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    designs: bool = True,
) -> Seating:
    """Every round of `plan`, seated in advance. TallyoError for a plan that cannot be seated.
    `progress(done, total)` is told as the search goes; `cancelled()` is asked now and then,
    and when it says so the best schedule found so far is returned. Without `designs`, the
    search alone (to measure it)."""
    check_plan(plan)
    seater = Seater(plan, (), seed, budget or Budget(), progress, cancelled)
    seater.designs = designs
    return seater.seat(None)


def reseat(
    plan: SchedulePlan,
    schedule: Schedule,
    played: int,
    *,
    seed: int = 0,
    budget: Budget | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> Seating:
    """`schedule` with its first `played` rounds kept as they were and the rest seated again
    for the entrants of `plan` (who may have changed: drops, late entries), up to `plan.rounds`
    rounds. The meetings and winds of the rounds played count."""
    check_plan(plan)
    if schedule.table_size != plan.table_size:
        raise TallyoError(
            translate(
                "Tournament seating",
                "The schedule seats tables of {old}, the plan tables of {new}.",
            ).format(old=schedule.table_size, new=plan.table_size)
        )
    if not 0 <= played <= len(schedule.rounds):
        raise TallyoError(
            translate(
                "Tournament seating", "The schedule has {count} rounds: {played} cannot be played."
            ).format(count=len(schedule.rounds), played=played)
        )
    if played > plan.rounds:
        raise TallyoError(
            translate(
                "Tournament seating",
                "{played} rounds are played: the plan cannot have only {rounds}.",
            ).format(played=played, rounds=plan.rounds)
        )
    kept = schedule.rounds[:played]
    seater = Seater(plan, kept, seed, budget or Budget(), progress, cancelled)
    return seater.seat(schedule.rounds[played:])


def replace(schedule: Schedule, played: int, leaving: str, replacement: str) -> Schedule:
    """`schedule` with `replacement` in every seat of `leaving` from round `played` on (0 is
    the first round): the rounds played stay as they were."""
    if replacement in schedule.players() and replacement != leaving:
        raise TallyoError(
            translate(
                "Tournament seating", "{player} already has a seat: a replacement has none."
            ).format(player=replacement)
        )
    if leaving not in schedule.players():
        raise TallyoError(
            translate("Tournament seating", "{player} has no seat to give.").format(player=leaving)
        )
    return Schedule(
        schedule.table_size,
        schedule.rounds[:played]
        + tuple(
            tuple(
                tuple(replacement if player == leaving else player for player in table)
                for table in tables
            )
            for tables in schedule.rounds[played:]
        ),
    )


__all__ = ["Budget", "Seating", "Stop", "replace", "reseat", "seat_schedule"]
