"""What is being entered on the table, and where in the game it goes."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import assert_never

from tallyo_desktop.core.table.events import (
    AbortiveDrawEvent,
    Chombo,
    Event,
    ExhaustiveDraw,
    NagashiMangan,
    PointCorrection,
    Riichi,
    Ron,
    Tsumo,
)


class EntryMode(Enum):
    IDLE = "idle"
    RON = "ron"
    TSUMO = "tsumo"
    DRAW = "draw"
    NAGASHI = "nagashi"
    CHOMBO = "chombo"
    ABORTIVE = "abortive"
    CORRECTION = "correction"

    @property
    def is_win(self) -> bool:
        return self in (EntryMode.RON, EntryMode.TSUMO)

    @property
    def is_draw(self) -> bool:
        return self in (EntryMode.DRAW, EntryMode.NAGASHI)


def mode_of(event: Event) -> EntryMode | None:
    """The entry that shows `event` again, for editing it (None for a riichi)."""
    match event:
        case Riichi():
            return None
        case Ron():
            return EntryMode.RON
        case Tsumo():
            return EntryMode.TSUMO
        case ExhaustiveDraw():
            return EntryMode.DRAW
        case NagashiMangan():
            return EntryMode.NAGASHI
        case Chombo():
            return EntryMode.CHOMBO
        case AbortiveDrawEvent():
            return EntryMode.ABORTIVE
        case PointCorrection():
            return EntryMode.CORRECTION
    assert_never(event)


@dataclass(frozen=True)
class Place:
    """Where the entry goes: after the last event (the hand being played), or in place of the
    events from `start` to before `stop` (a past hand edited; `start == stop` puts a forgotten
    hand in). A past hand carries its own riichi declarations."""

    start: int | None = None
    stop: int | None = None
    riichi: frozenset[int] = frozenset()

    @property
    def at_end(self) -> bool:
        return self.start is None

    @property
    def inserting(self) -> bool:
        return self.start is not None and self.start == self.stop
