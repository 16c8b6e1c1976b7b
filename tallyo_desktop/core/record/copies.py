"""Two copies of one game (the same metadata id), as found on several laptops or sticks: which
one to keep.

A copy saved later in the game holds every event of an earlier one, and more. Copies that
went different ways (different events at the same place, or the same events under other
players or rules) contradict each other: nobody but the organiser can say which is right.
"""

from __future__ import annotations

from enum import Enum

from tallyo_desktop.core.table.game import Game


class Copies(Enum):
    SAME = "same"
    """The same players, rules and events: either copy will do."""
    FIRST_LONGER = "first_longer"
    """The first copy's events begin with all of the second's, and go on: keep the first."""
    SECOND_LONGER = "second_longer"
    """The second copy's events begin with all of the first's, and go on: keep the second."""
    CONFLICT = "conflict"
    """They went different ways: neither may silently win."""


def compare_copies(first: Game, second: Game) -> Copies:
    """How two copies of one game stand to each other."""
    first_events, second_events = first.events, second.events
    shorter = min(len(first_events), len(second_events))
    if first_events[:shorter] != second_events[:shorter]:
        return Copies.CONFLICT
    if len(first_events) > len(second_events):
        return Copies.FIRST_LONGER
    if len(second_events) > len(first_events):
        return Copies.SECOND_LONGER
    if first.names != second.names or first.rules != second.rules:
        return Copies.CONFLICT
    return Copies.SAME
