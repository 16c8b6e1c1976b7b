"""A night's seating that comes in a file, beside the seating of the same night on this
laptop: which of the two is further, and what is kept when the file's is taken.

The organiser's seating is the seating: a table laptop that opened the organiser's file
follows it, and every later file of the organiser that goes on from it is taken as it comes.
Anything else (a file that is behind the seating here, one that went another way, one with the
same rounds under another name) replaces nothing without the organiser's or the table's say:
the window asks, naming which is further.
"""

from __future__ import annotations

from dataclasses import replace
from enum import Enum

from tallyo_desktop.core.club.seating_plan import SeatingPlan
from tallyo_desktop.core.values import valueclass


class Standing(Enum):
    """How a received seating stands to the seating of the same night here."""

    SAME = "same"
    """The same seating: there is nothing to take."""
    FURTHER = "further"
    """The file's goes on from the one here: the same rounds, then more."""
    BEHIND = "behind"
    """The one here goes on from the file's: taking it would drop rounds."""
    APART = "apart"
    """The two went different ways from a round on."""
    DETAILS = "details"
    """The same rounds, but the name, the day, the players or the tables differ."""


@valueclass
class Comparison:
    standing: Standing
    here: int
    """The rounds seated here."""
    received: int
    """The rounds in the file."""
    first_difference: int | None = None
    """Where the two went different ways: the first round (counted from 1) that differs."""


def _details(plan: SeatingPlan) -> tuple[object, ...]:
    return (plan.night_name, plan.day, plan.sizes, plan.swiss, plan.attendance)


def compare(here: SeatingPlan, received: SeatingPlan) -> Comparison:
    """How `received` stands to `here`, two seatings of the same night."""
    mine, theirs = here.rounds, received.rounds
    shorter = min(len(mine), len(theirs))
    common = next((number for number in range(shorter) if mine[number] != theirs[number]), shorter)
    if common < shorter:
        return Comparison(Standing.APART, len(mine), len(theirs), common + 1)
    if len(theirs) > len(mine):
        standing = Standing.FURTHER
    elif len(theirs) < len(mine):
        standing = Standing.BEHIND
    elif _details(here) != _details(received):
        standing = Standing.DETAILS
    else:
        standing = Standing.SAME
    return Comparison(standing, len(mine), len(theirs))


def taken(here: SeatingPlan | None, received: SeatingPlan) -> SeatingPlan:
    """The seating kept once `received` is taken in place of `here` (None: the night is new
    to this laptop). A night seated here stays this laptop's own, whatever file it takes
    back; a night that came in a file follows the file, every round of it received."""
    if here is not None and not here.received:
        return replace(received, received_rounds=None)
    return replace(received, received_rounds=len(received.rounds))
