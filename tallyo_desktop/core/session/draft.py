"""The entry being made on the table: what is entered (`EntryMode`), where in the game it goes
(`Place`), the event it describes so far, and what recording it would do (`Preview`)."""

from __future__ import annotations

from enum import Enum

from tallyo_desktop.core.exhaustive import assert_never
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.questions import (
    abortive_draws_refusal,
    another_winner_refusal,
    chombo_refusal,
    nagashi_mangan_refusal,
)
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.table.events import (
    AbortiveDrawEvent,
    Chombo,
    EndedByTime,
    Event,
    ExhaustiveDraw,
    NagashiMangan,
    PointCorrection,
    Riichi,
    Ron,
    Tsumo,
)
from tallyo_desktop.core.values import valueclass


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


def entry_refusal(mode: EntryMode, rules: Rules, seats: int) -> str | None:
    """Why an event of kind `mode` cannot be entered at all at a table of `seats` players under
    `rules`, and the way out; None when the rules have it."""
    match mode:
        case EntryMode.NAGASHI:
            reason = nagashi_mangan_refusal(rules)
        case EntryMode.CHOMBO:
            reason = chombo_refusal(rules)
        case EntryMode.ABORTIVE:
            reason = abortive_draws_refusal(rules, seats)
        case _:
            reason = None
    if reason is None:
        return None
    #: Why a kind of event cannot be entered ("These rules have no chombo penalty."), then what
    #: to do about it.
    return translate("session", "{reason} Change the rules of this game to record one.").format(
        reason=reason
    )


def more_winners_refusal(mode: EntryMode, rules: Rules, seats: int, winners: int) -> str | None:
    """Why the win being entered (a ron or a tsumo with `winners` winners so far) cannot have
    another winner; None when it can."""
    if mode is EntryMode.TSUMO:
        return translate(
            "session", "A tsumo has one winner: players who won on one discard are a ron."
        )
    if mode is not EntryMode.RON:
        return None
    return another_winner_refusal(rules, seats, winners)


def double_ron_refusal(rules: Rules, seats: int) -> str | None:
    """Why no ron can have a second winner under `rules` at all; None when one can."""
    return another_winner_refusal(rules, seats, 1)


def mode_of(event: Event) -> EntryMode | None:
    """The entry that shows `event` again, for editing it (None for a riichi, and for the end
    of a game by time, which is undone or deleted rather than changed)."""
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
        case EndedByTime():
            return None
    assert_never(event)


@valueclass
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


@valueclass
class Draft:
    """The entry as it stands: nothing (`IDLE`), or an event of kind `mode` being entered at
    `place`; `event` is the event the entry describes, once it describes a whole one (at first,
    the past hand opened to be changed)."""

    mode: EntryMode = EntryMode.IDLE
    place: Place = Place()
    event: Event | None = None
    entry: int = 0
    """Which entry this is: a new one each time an entry starts, the same while it is filled
    in (and while a draw switches between tenpai and nagashi mangan, which share the entry)."""


@valueclass
class Preview:
    """What recording an event would do, or why it cannot be recorded."""

    lines: tuple[str, ...] = ()
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None
