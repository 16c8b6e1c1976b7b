"""The game session: the current game and the entry being made on it, changed only by the
operations below, each of which returns the `GameChange` it made.

An operation the game refuses raises TallyoError with the reason, in the player's words, and
changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.session.changes import DRAFT_ONLY, GameChange
from tallyo_desktop.core.session.draft import (
    Draft,
    EntryMode,
    Place,
    Preview,
    entry_refusal,
    mode_of,
    more_winners_refusal,
)
from tallyo_desktop.core.table.apply import apply_event
from tallyo_desktop.core.table.events import EndedByTime, Event, Riichi
from tallyo_desktop.core.table.game import Change, Game, Rename, RulesChange, Splice
from tallyo_desktop.core.table.history import change_label
from tallyo_desktop.core.table.preview import preview_lines
from tallyo_desktop.core.table.settlement import FinalResult
from tallyo_desktop.core.table.state import TableState

NOTHING = GameChange()


class GameSession:
    """The current game, if there is one (until the players confirm a new game or open one
    there is none, and nothing can be recorded), and the entry being made on it."""

    def __init__(self, game: Game | None = None) -> None:
        self._game = game
        self.read_only = False
        self.draft = Draft()

    # What there is
    @property
    def has_game(self) -> bool:
        return self._game is not None

    @property
    def game(self) -> Game:
        if self._game is None:
            raise RuntimeError("There is no game yet.")
        return self._game

    @property
    def state(self) -> TableState:
        return self.game.state

    @property
    def rules(self) -> Rules:
        return self.game.rules

    def load(self, game: Game, *, read_only: bool = False) -> GameChange:
        """Make `game` the current game, with the undo history it has. Loading is not an edit:
        nothing needs saving until the players change the game."""
        self._game = game
        self.read_only = read_only
        self.draft = Draft()
        return GameChange(reset=True, table=True, history_from=0, names=True, draft=True)

    # Changing the game
    def _changeable(self) -> Game:
        if self._game is None:
            raise TallyoError(translate("session", "Start a new game first."))
        if self.read_only:
            raise TallyoError(
                translate("session", "This game is open to look at only: start a new game to play.")
            )
        return self._game

    def record(self, event: Event) -> GameChange:
        """Record `event` after the last one."""
        game = self._changeable()
        was_over = game.is_over
        game.record(event)
        return self._after(game, len(game) - 1, was_over)

    def end_by_time(self) -> GameChange:
        """End the game now because its time ran out, after the hand just played; the change
        carries the settlement. An entry being made is given up."""
        return self.record(EndedByTime())

    def end_by_time_refusal(self) -> str | None:
        """Why the game cannot be ended by time now, in the player's words; None when it can."""
        try:
            game = self._changeable()
            game.preview(EndedByTime())
        except TallyoError as error:
            return str(error)
        return None

    def splice(self, start: int, stop: int, events: Sequence[Event]) -> GameChange:
        """Replace the events from `start` to before `stop` (a hand edited, put in or deleted),
        replaying the later ones; TallyoError names a later hand that cannot be."""
        game = self._changeable()
        was_over = game.is_over
        game.splice(start, stop, events)
        return self._after(game, start, was_over)

    def rename(self, seat: int, name: str) -> GameChange:
        game = self._changeable()
        game.rename(seat, name)
        return replace(self._after(game, 0, game.is_over), names=True)

    def change_rules(self, rules: Rules) -> GameChange:
        """Play the game by `rules` from its first hand on, every event replayed under them;
        TallyoError names a hand they make impossible, or says why they cannot be this game's."""
        game = self._changeable()
        if rules == game.rules:
            return NOTHING
        was_over = game.is_over
        return self._after_change(game, game.change_rules(rules), was_over)

    def rules_refusal(self, rules: Rules) -> str | None:
        """Why the game cannot go on by `rules`, without changing it; None when it can."""
        return self.game.rules_refusal(rules)

    def undo(self) -> GameChange:
        game = self._changeable()
        if not game.can_undo:
            return NOTHING
        was_over = game.is_over
        return self._after_change(game, game.undo(), was_over)

    def redo(self) -> GameChange:
        game = self._changeable()
        if not game.can_redo:
            return NOTHING
        was_over = game.is_over
        return self._after_change(game, game.redo(), was_over)

    def _after_change(self, game: Game, change: Change, was_over: bool) -> GameChange:
        """What `change`, just made or taken back, changed."""
        if isinstance(change, Rename):
            return replace(self._after(game, 0, was_over), names=True)
        if not isinstance(change, RulesChange):
            return self._after(game, _first_event(change), was_over)
        # An entry begun under other rules offers what they allowed: it is closed.
        self._close_entry()
        return replace(self._after(game, 0, was_over), rules=True)

    def _after(self, game: Game, changed_from: int, was_over: bool) -> GameChange:
        # An entry about a past hand, or about a game that is now over, no longer applies.
        if not self.draft.place.at_end or game.is_over:
            self._close_entry()
        return GameChange(
            table=True,
            history_from=changed_from,
            names=False,
            edited=True,
            draft=True,
            finished=game.settlement() if game.is_over and not was_over else None,
        )

    # The entry
    def can_enter(self) -> bool:
        """Whether an event can be entered now: at the end of a game still being played, or
        in place of a past hand."""
        if self._game is None or self.read_only:
            return False
        return not self.draft.place.at_end or not self._game.is_over

    def entry_table(self) -> TableState | None:
        """The table the entry is about: now, or just before the past hand being changed."""
        if self._game is None:
            return None
        place = self.draft.place
        if place.start is None:
            return self._game.state
        return self.table_before(place.start, place.riichi)

    def begin(self, mode: EntryMode, event: Event | None = None) -> GameChange:
        """Enter an event of kind `mode` where the entry is (`event`: one to start from)."""
        table = self.entry_table()
        if not self.can_enter() or mode is EntryMode.IDLE or table is None:
            return NOTHING
        refusal = entry_refusal(mode, self.game.rules, table.seats)
        if refusal is not None:
            raise TallyoError(refusal)
        draft = self.draft
        if draft.mode.is_draw and mode.is_draw and event is None:
            # A draw and a nagashi mangan share the entry: the players ticked stay ticked.
            self.draft = replace(draft, mode=mode)
        else:
            self.draft = Draft(mode, draft.place, event, draft.entry + 1)
        return DRAFT_ONLY

    def another_winner(self, winners: int) -> GameChange:
        """Whether the win being entered, with `winners` winners so far, can have one more:
        TallyoError says why not. The form adds the winner; the draft follows what it
        describes."""
        table = self.entry_table()
        if table is None or not self.draft.mode.is_win:
            return NOTHING
        refusal = more_winners_refusal(self.draft.mode, self.game.rules, table.seats, winners)
        if refusal is not None:
            raise TallyoError(refusal)
        return NOTHING

    def open_hand(self, start: int, stop: int, riichi: frozenset[int]) -> GameChange:
        """Open the past hand of the events from `start` to before `stop` (its riichi, then
        how it ended), to be changed in place."""
        if self._game is None or self.read_only:
            return NOTHING
        ending = self._game.events_at(stop - 1)
        if isinstance(ending, EndedByTime):
            raise TallyoError(
                translate(
                    "session",
                    "The end of the game by time is not changed: delete it, or undo it, to play "
                    "on.",
                )
            )
        mode = mode_of(ending)
        if mode is None:
            return NOTHING
        self.draft = Draft(mode, Place(start, stop, riichi), ending, self.draft.entry + 1)
        return DRAFT_ONLY

    def insert_hand(self, start: int) -> GameChange:
        """Put a forgotten hand in before event `start`: what happened is chosen next."""
        if self._game is None or self.read_only:
            return NOTHING
        self.draft = Draft(EntryMode.IDLE, Place(start, start), entry=self.draft.entry + 1)
        return DRAFT_ONLY

    def describe(self, event: Event | None) -> GameChange:
        """The entry now describes `event` (None: not a whole event yet)."""
        if self.draft.mode is EntryMode.IDLE:
            return NOTHING
        self.draft = replace(self.draft, event=event)
        return DRAFT_ONLY

    def declare_riichi(self, seat: int) -> GameChange:
        """Riichi for `seat`: recorded now in the hand being played; in a past hand, part of
        what replaces it (declared, or taken back)."""
        place = self.draft.place
        if place.at_end:
            return self.record(Riichi(seat))
        self.draft = replace(
            self.draft, place=Place(place.start, place.stop, place.riichi ^ {seat})
        )
        return GameChange(table=True, draft=True)

    def cancel(self) -> GameChange:
        """Stop entering: back to the hand being played."""
        self._close_entry()
        return DRAFT_ONLY

    def _close_entry(self) -> None:
        self.draft = Draft(entry=self.draft.entry + 1)

    def record_draft(self) -> GameChange:
        """Put the event the entry describes in where it goes; the entry is closed then."""
        draft = self.draft
        if draft.event is None or draft.mode is EntryMode.IDLE:
            return NOTHING
        place = draft.place
        if place.start is None:
            change = self.record(draft.event)
        else:
            stop = place.stop if place.stop is not None else place.start
            riichi = [Riichi(seat) for seat in sorted(place.riichi)]
            change = self.splice(place.start, stop, [*riichi, draft.event])
        self._close_entry()
        return change

    def draft_preview(self) -> Preview | None:
        """What recording the entry would do; None while it describes no whole event."""
        draft = self.draft
        if draft.event is None or draft.mode is EntryMode.IDLE:
            return None
        place = draft.place
        if place.start is None:
            return self.preview([draft.event])
        riichi = [Riichi(seat) for seat in sorted(place.riichi)]
        return self.preview([*riichi, draft.event], at=place.start)

    # What the window shows
    def preview(self, events: Sequence[Event], at: int | None = None) -> Preview:
        """What the last of `events` would do after the others: now, or in place of a hand
        that starts at event `at` (the riichi declared in it, then how it ended)."""
        if self._game is None:
            return Preview(error=translate("session", "Start a new game first."))
        game = self._game
        state = game.state if at is None else game.state_before(at)
        try:
            *first, last = events
            for event in first:
                state = apply_event(state, event, game.rules)
            lines = preview_lines(state, last, game.rules)
        except TallyoError as error:
            return Preview(error=str(error))
        return Preview(lines=tuple(lines))

    def table_before(self, start: int, riichi: frozenset[int] = frozenset()) -> TableState:
        """The table just before event `start`, with `riichi` declared in the hand there."""
        game = self.game
        state = game.state_before(start)
        for seat in sorted(riichi):
            try:
                state = apply_event(state, Riichi(seat), game.rules)
            except TallyoError:
                continue
        return state

    @property
    def can_undo(self) -> bool:
        return self._game is not None and not self.read_only and self._game.can_undo

    @property
    def can_redo(self) -> bool:
        return self._game is not None and not self.read_only and self._game.can_redo

    def undo_text(self) -> str:
        change = self._game.last_change if self._game is not None else None
        return "" if change is None else self._label(change)

    def redo_text(self) -> str:
        change = self._game.next_change if self._game is not None else None
        return "" if change is None else self._label(change)

    def _label(self, change: Change) -> str:
        game = self.game
        start = _first_event(change)
        # The table the change starts from, as it stands now: the same before and after it.
        return change_label(game.state_before(min(start, len(game))), change, game.rules)

    def settlement(self) -> FinalResult:
        return self.game.settlement()


def _first_event(change: Change) -> int:
    return change.start if isinstance(change, Splice) else 0
