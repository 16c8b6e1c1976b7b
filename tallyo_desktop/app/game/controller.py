"""The game controller: the one object the widgets talk to about the game.

Widgets emit what the player meant and call the controller's slots; the controller runs the
core operation on its `GameSession` and emits the `GameChange` it returns on `changed`, with the
model of the history brought up to date first. Every view, the autosave, the library, the undo
actions and the window title refresh from that one signal; a refusal comes on `refused` and
changes nothing. The controller never computes a payment nor answers a rule question: the
session does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal

from tallyo_desktop.app.game.model import GameModel
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.session.changes import GameChange
from tallyo_desktop.core.session.draft import Draft, EntryMode, Preview
from tallyo_desktop.core.session.session import GameSession
from tallyo_desktop.core.table.events import Event
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.settlement import FinalResult
from tallyo_desktop.core.table.state import TableState


class GameController(QObject):
    """Runs the players' intents on the game session and reports every change."""

    changed = Signal(object)
    """A change is complete: carries the GameChange that says what may differ."""
    refused = Signal(str)
    """An intent was refused: carries the reason, for the player. Nothing changed."""

    def __init__(self, game: Game | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = GameSession(game)
        self.model = GameModel()
        self.model.reset(game)

    def _run(self, operation: Callable[[], GameChange]) -> bool:
        """Run `operation` on the session; emit its change, or the reason it was refused."""
        try:
            change = operation()
        except TallyoError as error:
            self.refused.emit(str(error))
            return False
        self._emit(change)
        return True

    def _emit(self, change: GameChange) -> None:
        if change == GameChange():
            return
        session = self.session
        if change.reset:
            self.model.reset(session.game if session.has_game else None)
        elif change.history_from is not None:
            self.model.follow(session.game, change.history_from)
        self.changed.emit(change)

    # The game
    def load(self, game: Game, *, read_only: bool = False) -> None:
        """Make `game` the current game, with the undo history it has."""
        self._emit(self.session.load(game, read_only=read_only))

    def record(self, event: Event) -> bool:
        """Record `event` if the core accepts it; otherwise say why and change nothing."""
        return self._run(lambda: self.session.record(event))

    def end_by_time(self) -> bool:
        """End the game because its time ran out (after a whole hand), settling it; otherwise
        say why it cannot end now and change nothing."""
        return self._run(self.session.end_by_time)

    def end_by_time_refusal(self) -> str | None:
        """Why the game cannot be ended by time now; None when it can."""
        return self.session.end_by_time_refusal()

    def splice(self, start: int, stop: int, events: Sequence[Event]) -> bool:
        """Replace the events from `start` to before `stop` (a hand edited, put in or deleted),
        replaying the later ones; otherwise say which hand cannot be and why."""
        return self._run(lambda: self.session.splice(start, stop, events))

    def rename(self, seat: int, name: str) -> bool:
        return self._run(lambda: self.session.rename(seat, name))

    def change_rules(self, rules: Rules) -> bool:
        """Play the game by `rules` from its first hand on, every hand counted again; otherwise
        say which hand they make impossible, or why they cannot be this game's."""
        return self._run(lambda: self.session.change_rules(rules))

    def undo(self) -> None:
        self._run(self.session.undo)

    def redo(self) -> None:
        self._run(self.session.redo)

    def delete_row(self, row: int) -> bool:
        """Take the hand of history row `row` out of the game."""
        if not self.session.has_game:
            return False
        found = self.model.row_at(row)
        self._emit(self.session.cancel())
        return self.splice(found.first_event, found.last_event + 1, [])

    # The entry
    def begin(self, mode: EntryMode, event: Event | None = None) -> None:
        self._run(lambda: self.session.begin(mode, event))

    def another_winner(self, winners: int) -> bool:
        """Whether the win being entered, with `winners` winners, can have one more; if not,
        say why."""
        return self._run(lambda: self.session.another_winner(winners))

    def open_row(self, row: int) -> None:
        """Open the hand of history row `row`, filled in, to change it."""
        if self.session.has_game:
            found = self.model.row_at(row)
            riichi = frozenset(found.riichi)
            stop = found.last_event + 1
            self._run(lambda: self.session.open_hand(found.first_event, stop, riichi))

    def insert_before_row(self, row: int) -> None:
        """Put a forgotten hand in before history row `row`."""
        if self.session.has_game:
            start = self.model.row_at(row).first_event
            self._run(lambda: self.session.insert_hand(start))

    def describe(self, event: Event | None) -> None:
        self._run(lambda: self.session.describe(event))

    def declare_riichi(self, seat: int) -> None:
        self._run(lambda: self.session.declare_riichi(seat))

    def cancel(self) -> None:
        self._run(self.session.cancel)

    def record_draft(self) -> bool:
        return self._run(self.session.record_draft)

    # What the widgets read when a change comes
    @property
    def has_game(self) -> bool:
        return self.session.has_game

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def state(self) -> TableState:
        return self.session.state

    @property
    def rules(self) -> Rules:
        return self.session.rules

    @property
    def read_only(self) -> bool:
        return self.session.read_only

    @property
    def draft(self) -> Draft:
        return self.session.draft

    def can_enter(self) -> bool:
        return self.session.can_enter()

    def entry_table(self) -> TableState | None:
        return self.session.entry_table()

    def draft_preview(self) -> Preview | None:
        return self.session.draft_preview()

    @property
    def can_undo(self) -> bool:
        return self.session.can_undo

    @property
    def can_redo(self) -> bool:
        return self.session.can_redo

    def rules_refusal(self, rules: Rules) -> str | None:
        """Why the game cannot go on by `rules`, without changing it; None when it can."""
        return self.session.rules_refusal(rules)

    def undo_text(self) -> str:
        return self.session.undo_text()

    def redo_text(self) -> str:
        return self.session.redo_text()

    def settlement(self) -> FinalResult:
        return self.session.settlement()
