"""The Tournament menu's commands: the tournament window beside the table, a new or another
tournament, its results gathered from the laptops' game files, its ranking on the big screen;
and a table's game started from the tournament, with its players in their seats, the
tournament's rules, and its file naming the tournament, the round and the table.

Made once with the main window; the tournament window is made the first time it is asked for.
The results of the tournament's games follow the library: whenever games come into it
(gathered, or ended on this laptop), the tournament takes those of its tables.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from tallyo_desktop.app.shared.action_table import ACTIONS
from tallyo_desktop.app.shared.qt_actions import make_actions, shown_text
from tallyo_desktop.core.errors import TallyoError

if TYPE_CHECKING:
    from tallyo_desktop.app.clock.keeper import ClockKeeper
    from tallyo_desktop.app.files.game_files import GameFiles
    from tallyo_desktop.app.game.controller import GameController
    from tallyo_desktop.app.library.keeper import LibraryKeeper
    from tallyo_desktop.app.tournament.board import TournamentBoard
    from tallyo_desktop.app.tournament.controller import TournamentController
    from tallyo_desktop.app.tournament.window import TournamentWindow
    from tallyo_desktop.app.window.file_commands import FileCommands
    from tallyo_desktop.app.window.prompter import Prompter
    from tallyo_desktop.core.record.format import SavedGame


class TournamentHost(Protocol):
    """What the tournament's commands need of the main window."""

    @property
    def controller(self) -> GameController: ...
    @property
    def prompter(self) -> Prompter: ...
    @property
    def files(self) -> GameFiles | None: ...
    @property
    def keeper(self) -> LibraryKeeper | None: ...
    @property
    def file_commands(self) -> FileCommands: ...
    @property
    def clock(self) -> ClockKeeper: ...
    def show_board(self, board: QWidget | None) -> bool: ...


class TournamentActions(QObject):
    def __init__(self, host: TournamentHost, window: QWidget) -> None:
        super().__init__(window)
        self.host = host
        self._parent = window
        self._window: TournamentWindow | None = None
        self.board: TournamentBoard | None = None
        self.board_shown = False
        self.actions_by_id: dict[str, QAction] = make_actions(
            "tournament",
            {
                "tournament.window": self.show_window,
                "tournament.new": lambda: self.window().ask_new(),
                "tournament.open": lambda: self.window().ask_open(),
                "tournament.gather": self.gather,
                "tournament.board": self.toggle_board,
            },
            self,
        )

    def retranslate(self) -> None:
        for spec_id, action in self.actions_by_id.items():
            action.setText(shown_text(ACTIONS[spec_id]))

    # The window
    def window(self) -> TournamentWindow:
        """The tournament window, made (hidden) the first time."""
        if self._window is None:
            # Imported when first asked for: a tournament is no part of keeping a game's score.
            from tallyo_desktop.app.tournament.window import TournamentWindow

            host = self.host
            made = TournamentWindow(
                host.prompter,
                self._parent,
                known_names=self.known_names,
                library_games=self.library_games,
                clock_text=self.clock_text,
            )
            made.startRequested.connect(self.start_table_game)
            made.boardRequested.connect(lambda: self.set_board(True))
            made.gatherRequested.connect(self.gather)
            made.controller.changed.connect(lambda _change: self._update_board())
            keeper = host.keeper
            if keeper is not None:
                keeper.changed.connect(made.later_take_library_results)
            host.clock.changed.connect(lambda: self._update_board())
            self._window = made
        return self._window

    def show_window(self) -> TournamentWindow:
        window = self.window()
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    # What the window is given
    def known_names(self) -> list[str]:
        """The most played of the library's players, as many as a tournament can register."""
        # Imported here: the tournament's core is not on the first screen (about 2 ms of a start).
        from tallyo_desktop.core.tournament.entrants import MOST_PLAYERS

        keeper = self.host.keeper
        library = keeper.library if keeper is not None else None
        if library is None:
            return []
        try:
            return library.known_names(MOST_PLAYERS)
        except TallyoError:
            return []

    def library_games(self) -> list[SavedGame] | None:
        keeper = self.host.keeper
        library = keeper.library if keeper is not None else None
        if library is None or self._window is None or not self._window.controller.has_tournament:
            return None
        from tallyo_desktop.core.tournament.library_games import library_games

        try:
            return library_games(library, self._window.controller.state)
        except TallyoError:
            return None

    def clock_text(self) -> str:
        clock = self.host.clock
        if clock.clock is None:
            return ""
        from tallyo_desktop.core.club.clock import clock_figures

        return clock_figures(clock.remaining())

    # Gathering the tables' games
    def gather(self) -> None:
        """Gather a folder of game files into the library: the tournament takes its tables'
        results once they are in (it follows the library)."""
        self.show_window()
        self.host.file_commands.gathering.gather_folder()

    def gather_paths(self, paths: Sequence[Path]) -> None:
        """Gather these files or folders, as Gather results… does with the folder chosen."""
        self.show_window()
        self.host.file_commands.gathering.gather(list(paths))

    # A table's game
    def start_table_game(self, controller: TournamentController, round_: int, table: int) -> bool:
        """The new-game dialog with the table's players in their seats (East first) and the
        tournament's rules; the game, once started, is the tournament's game of that table."""
        from tallyo_desktop.core.tournament.game_results import table_metadata

        state = controller.state
        tables = state.tables(round_)
        if not 0 <= table < len(tables):
            return False
        names = tuple(state.players[player].name for player in tables[table])
        parent = self._parent
        parent.raise_()
        parent.activateWindow()
        answer = self.host.prompter.new_game(names, state.rules.game)
        if answer is None:
            return False
        chosen, rules = answer
        belongs_to = table_metadata(state, round_, table)
        return self.host.file_commands.start_game(rules, chosen, belongs_to=belongs_to)

    # The big screen
    def toggle_board(self) -> None:
        self.set_board(not self.board_shown)

    def set_board(self, shown: bool) -> None:
        window = self.window()
        if shown and not window.controller.has_tournament:
            window.show()
            window.say(self.tr("Open a tournament first."))
            return
        if shown:
            from tallyo_desktop.app.tournament.board import TournamentBoard

            if self.board is None:
                self.board = TournamentBoard(window.board_content)
                self.board.destroyed.connect(self._board_gone)
            shown = self.host.show_board(self.board)
        elif self.board is not None:
            self.host.show_board(None)
        self.board_shown = shown
        self._update_board()

    def _update_board(self) -> None:
        if self.board is not None and self.board_shown:
            self.board.update()

    def _board_gone(self) -> None:
        self.board = None
        self.board_shown = False

    def display_closed(self) -> None:
        self.board_shown = False
