"""The game controller: owns the current game and its undo history, and tells the widgets.

Widgets emit what the user did; the controller asks the core, records what the core accepts,
and pushes the new state back through signals. It never computes a payment itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.events import Event, Riichi
from tallyo_desktop.core.game import Game
from tallyo_desktop.core.history import HistoryRow, history_rows, payment_lines, short_label
from tallyo_desktop.core.rules import Rules
from tallyo_desktop.core.settlement import FinalResult
from tallyo_desktop.core.state import TableState


@dataclass(frozen=True)
class Preview:
    """What recording an event would do, or why it cannot be recorded."""

    lines: tuple[str, ...] = ()
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


class _RecordCommand(QUndoCommand):
    def __init__(
        self, controller: GameController, event: Event, label: str, recorded: bool = False
    ) -> None:
        super().__init__(label)
        self._controller = controller
        self._event = event
        # A loaded game already holds its events: the push that rebuilds its undo history
        # must not record them a second time.
        self._skip_redo = recorded

    def redo(self) -> None:
        if self._skip_redo:
            self._skip_redo = False
            return
        self._controller._push_event(self._event)

    def undo(self) -> None:
        self._controller._pop_event()


class GameController(QObject):
    """Owns the current game, if there is one: until the players confirm a new game or open one,
    there is none, and nothing can be recorded."""

    stateChanged = Signal(object)
    """The table changed: carries the new TableState."""
    rowAdded = Signal(object)
    """A history row (HistoryRow) was added at the end."""
    rowRemoved = Signal()
    """The last history row was removed by an undo."""
    gameReset = Signal()
    """A new game began: everything shown must be read again."""
    gameOver = Signal(object)
    """The game ended: carries the FinalResult."""
    refused = Signal(str)
    """An action was refused: carries the reason, for the player."""
    edited = Signal()
    """The players changed the game (record, undo, redo): it must be saved."""

    def __init__(self, game: Game | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self._game = game
        self._rows: list[HistoryRow] = [] if game is None else history_rows(game)
        self.read_only = False

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

    @property
    def rows(self) -> list[HistoryRow]:
        return list(self._rows)

    def load(self, game: Game, *, read_only: bool = False) -> None:
        """Make `game` the current game; its events become the undo history. Loading is not an
        edit: nothing needs saving until the players change the game."""
        self._game = game
        self.read_only = read_only
        self._rows = history_rows(game)
        self.undo_stack.clear()
        replayed = Game(game.rules, game.names)
        for event in [] if read_only else game.events:
            label = short_label(replayed.state, event, game.rules)
            replayed.record(event)
            self.undo_stack.push(_RecordCommand(self, event, label, recorded=True))
        self.undo_stack.setClean()
        self.gameReset.emit()
        self.stateChanged.emit(game.state)

    def undo(self) -> None:
        self.undo_stack.undo()

    def redo(self) -> None:
        self.undo_stack.redo()

    def preview(self, event: Event) -> Preview:
        if self._game is None:
            return Preview(error=self.tr("Start a new game first."))
        try:
            lines = payment_lines(self._game.state, event, self._game.rules)
        except TallyoError as error:
            return Preview(error=str(error))
        return Preview(lines=tuple(lines))

    def record(self, event: Event) -> bool:
        """Record `event` if the core accepts it; otherwise say why and change nothing."""
        if self._game is None:
            self.refused.emit(self.tr("Start a new game first."))
            return False
        if self.read_only:
            self.refused.emit(
                self.tr("This game is open to look at only: start a new game to play.")
            )
            return False
        try:
            self._game.preview(event)
        except TallyoError as error:
            self.refused.emit(str(error))
            return False
        label = short_label(self._game.state, event, self._game.rules)
        self.undo_stack.push(_RecordCommand(self, event, label))
        return True

    def settlement(self) -> FinalResult:
        return self.game.settlement()

    def _push_event(self, event: Event) -> None:
        game = self.game
        state = game.record(event)
        if not isinstance(event, Riichi):
            start = self._rows[-1].last_event + 1 if self._rows else 0
            for row in history_rows(game, start):
                self._rows.append(row)
                self.rowAdded.emit(row)
        self.stateChanged.emit(state)
        self.edited.emit()
        if state.is_over:
            self.gameOver.emit(game.settlement())

    def _pop_event(self) -> None:
        game = self.game
        event = game.undo()
        if not isinstance(event, Riichi) and self._rows:
            self._rows.pop()
            self.rowRemoved.emit()
        self.stateChanged.emit(game.state)
        self.edited.emit()
