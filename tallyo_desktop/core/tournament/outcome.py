"""What a seating gives back: the schedule and its figures, and why the search ended; and the
budget it is given."""

from __future__ import annotations

from enum import Enum

from tallyo_desktop.core.tournament.schedule import Schedule
from tallyo_desktop.core.values import valueclass


class Stop(Enum):
    """Why the search ended."""

    BEST = "best"
    """Nothing better exists: no repeat, or repeats no schedule of these numbers spreads
    better."""
    STEPS = "steps"
    """Its steps were spent."""
    CLOCK = "clock"
    """Its seconds were spent."""
    CANCELLED = "cancelled"


@valueclass
class Budget:
    """How long the search may look: at most `steps` swaps (the same seed, the same schedule),
    and at most `seconds` on the clock (None: no limit)."""

    steps: int = 20_000
    seconds: float | None = 60.0


@valueclass
class Seating:
    """A schedule seated, and what it is worth."""

    schedule: Schedule
    repeats: int
    """Meetings past the first of each pair, over every round (those played included)."""
    most_meetings: int
    fewest_repeats: int
    """A bound: no schedule of the rounds seated here repeats fewer meetings."""
    club_meetings: int
    """Pairs of one club at a table in the rounds clubs are kept apart."""
    winds_balanced: bool
    """Whether everyone sat in each wind ⌊r/k⌋ or ⌈r/k⌉ times over their r rounds. Always so
    for a schedule seated at once. Seated again after a drop it may not be possible: the
    players who left may have taken more of one wind away than of another."""
    winds_uneven: int
    """The players who did not (0 when `winds_balanced`)."""
    stop: Stop
    steps: int
