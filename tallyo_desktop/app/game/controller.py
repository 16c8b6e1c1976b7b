"""The game controller: owns the current game, and tells the widgets what changed.

Widgets emit what the user did; the controller asks the core, makes the change the core accepts,
and reports it: one `changed` after each completed change, the model of the history brought up to
date before it. The game itself keeps its undo and redo history. The controller never computes a
payment.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from tallyo_desktop.app.game.model import GameModel
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.table.apply import apply_event
from tallyo_desktop.core.table.events import Event, Riichi
from tallyo_desktop.core.table.game import Change, Game, Splice
from tallyo_desktop.core.table.history import change_label
from tallyo_desktop.core.table.preview import preview_lines
from tallyo_desktop.core.table.settlement import FinalResult
from tallyo_desktop.core.table.state import TableState


@dataclass(frozen=True)
class Preview:
    """What recording an event would do, or why it cannot be recorded."""

    lines: tuple[str, ...] = ()
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


class GameController(QObject):
    """Owns the current game, if there is one: until the players confirm a new game or open one,
    there is none, and nothing can be recorded."""

    changed = Signal()
    """A change to the game is complete: the table, the history and undo may all differ."""
    stateChanged = Signal(object)
    """The table changed: carries the new TableState."""
    gameReset = Signal()
    """Another game (or none) is shown: everything shown must be read again."""
    gameOver = Signal(object)
    """A change ended the game: carries the FinalResult."""
    refused = Signal(str)
    """An action was refused: carries the reason, for the player."""
    edited = Signal()
    """The players changed the game (record, edit, undo, redo, rename): it must be saved."""

    def __init__(self, game: Game | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = GameModel()
        self._game = game
        self.model.reset(game)
        self.read_only = False
        self._was_over = game is not None and game.is_over

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

    def load(self, game: Game, *, read_only: bool = False) -> None:
        """Make `game` the current game, with the undo history it has. Loading is not an edit:
        nothing needs saving until the players change the game."""
        self._game = game
        self.read_only = read_only
        self._was_over = game.is_over
        self.model.reset(game)
        self.gameReset.emit()
        self.stateChanged.emit(game.state)
        self.changed.emit()

    # What the players may do
    def _can_change(self) -> Game | None:
        if self._game is None:
            self.refused.emit(self.tr("Start a new game first."))
            return None
        if self.read_only:
            self.refused.emit(
                self.tr("This game is open to look at only: start a new game to play.")
            )
            return None
        return self._game

    def record(self, event: Event) -> bool:
        """Record `event` if the core accepts it; otherwise say why and change nothing."""
        game = self._can_change()
        if game is None:
            return False
        try:
            game.record(event)
        except TallyoError as error:
            self.refused.emit(str(error))
            return False
        self._after(len(game) - 1)
        return True

    def splice(self, start: int, stop: int, events: Sequence[Event]) -> bool:
        """Replace the events from `start` to before `stop` (a hand edited, put in or deleted),
        replaying the later ones; otherwise say which hand cannot be and why."""
        game = self._can_change()
        if game is None:
            return False
        try:
            game.splice(start, stop, events)
        except TallyoError as error:
            self.refused.emit(str(error))
            return False
        self._after(start)
        return True

    def rename(self, seat: int, name: str) -> bool:
        game = self._can_change()
        if game is None:
            return False
        try:
            game.rename(seat, name)
        except TallyoError as error:
            self.refused.emit(str(error))
            return False
        self._after(0)
        return True

    def undo(self) -> None:
        game = self._can_change()
        if game is not None and game.can_undo:
            self._after(_first_event(game.undo()))

    def redo(self) -> None:
        game = self._can_change()
        if game is not None and game.can_redo:
            self._after(_first_event(game.redo()))

    def _after(self, changed_from: int) -> None:
        game = self.game
        self.model.follow(game, changed_from)
        state = game.state
        self.stateChanged.emit(state)
        self.edited.emit()
        self.changed.emit()
        ended = state.is_over and not self._was_over
        self._was_over = state.is_over
        if ended:
            self.gameOver.emit(game.settlement())

    # What the window shows
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
        start = change.start if isinstance(change, Splice) else 0
        # The table the change starts from, as it stands now: the same before and after it.
        return change_label(game.state_before(min(start, len(game))), change, game.rules)

    def preview(self, events: Sequence[Event], at: int | None = None) -> Preview:
        """What the last of `events` would do after the others: now, or in place of a hand
        that starts at event `at` (the riichi declared in it, then how it ended)."""
        if self._game is None:
            return Preview(error=self.tr("Start a new game first."))
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

    def settlement(self) -> FinalResult:
        return self.game.settlement()


def _first_event(change: Change) -> int:
    return change.start if isinstance(change, Splice) else 0
