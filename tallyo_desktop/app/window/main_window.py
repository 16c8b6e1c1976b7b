"""The main window: the table (a seat on each side around the centre panel with the entry) and
beside it the history and the points chart.

The window wires widgets to the controller: it forwards what the user did and shows what the
controller reports. It holds no game state beyond what is being entered right now.

It is made in two steps, so that a start can put it on screen before anything else is loaded:
`MainWindow()` is the empty window (`restore_geometry` puts it where it was left), and `set_up`
gives it its table. This module imports only what the empty window needs; the table's modules
are imported by `set_up`. What the window remembers between runs (its place and size, the
splitter, the language and the look) is in app/window/remembering_window.py.

The table's parts, how they are made (`_make_table`, again in the new language when the
language changes, around the same controller: see app/window/retranslate.py) and wired, are in
app/window/table_window.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from tallyo_desktop.app.shared.translations import current_language, default_names
from tallyo_desktop.app.window import help_windows
from tallyo_desktop.app.window.remembering_window import fit_to_screen
from tallyo_desktop.app.window.table_window import TableWindow

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QCloseEvent

    from tallyo_desktop.app.files.game_files import GameFiles
    from tallyo_desktop.app.game.controller import GameController
    from tallyo_desktop.app.library.keeper import LibraryKeeper
    from tallyo_desktop.app.window.prompter import Prompter
    from tallyo_desktop.core.session.changes import GameChange

APP_TITLE = "Tallyo Desktop"
"""The empty window's title: the app's name, the same in every language."""
DEFAULT_SIZE = (1280, 720)
"""The window's first size, where the screen has room for it (`fit_to_screen`)."""


class MainWindow(TableWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.setWindowTitle(APP_TITLE)
        self.resize(*DEFAULT_SIZE)
        fit_to_screen(self)
        self.is_set_up = False

    def set_up(
        self,
        controller: GameController | None = None,
        prompter: Prompter | None = None,
        files: GameFiles | None = None,
        keeper: LibraryKeeper | None = None,
        settings: QSettings | None = None,
    ) -> None:
        """Build the table, with its menus and keys, around `controller`'s game."""
        # The table's modules are imported here, not with this module: at a start they load
        # after the empty window is on screen, and they are most of what a start loads.
        from tallyo_desktop.app.game.controller import GameController
        from tallyo_desktop.app.window.file_commands import FileCommands
        from tallyo_desktop.app.window.prompter import DialogPrompter

        self.controller = controller or GameController(parent=self)
        self.prompter: Prompter = prompter or DialogPrompter(self)
        self.files = files
        self.keeper = keeper
        self.file_commands = FileCommands(
            self.controller, self.prompter, files, keeper, self, settings
        )
        from tallyo_desktop.app.window.drops import FileDrops

        self.drops = FileDrops(self, self.file_commands)
        if files is not None:
            files.saveFailed.connect(self._save_failed)
            files.saveRecovered.connect(self._save_recovered)
            files.linkChanged.connect(self._show_file)
        if keeper is not None:
            keeper.problem.connect(self._refused)
        from tallyo_desktop.app.club.actions import ClubActions

        self.club = ClubActions(
            keeper,
            self.controller,
            self,
            self,
            self.file_commands.open_from_library,
            self.file_commands.open_from_library_at,
            settings,
        )
        self.file_commands.openedAt.connect(lambda event: self.history.choose_event(event))
        self.addActions(list(self.club.actions_by_id.values()))
        self.file_commands.gathered.connect(self.club.follow_gather)
        if keeper is not None and isinstance(self.prompter, DialogPrompter):
            self.prompter.known_names = self.club.known_names
        from tallyo_desktop.app.clock.keeper import ClockKeeper

        # Kept apart from the table's parts: the clock runs on when they are made again.
        def game_id() -> str | None:
            # A game only looked at (from the library) let go of its file: it has no id here.
            return files.metadata.id if files is not None and files.autosave_path else None

        self.clock = ClockKeeper(
            self.controller, self.prompter, settings, parent=self, game_id=game_id
        )
        from tallyo_desktop.app.window.tournament_commands import TournamentActions

        self.tournament = TournamentActions(self, self)
        self.addActions(list(self.tournament.actions_by_id.values()))
        self._make_table(self)
        controller = self.controller
        controller.changed.connect(self._follow)
        controller.refused.connect(self._refused)
        self.is_set_up = True
        self._reset()
        if self.isVisible():
            self._lay_out_now()
            self._size_splitter()

    # What the controller says
    def _reset(self) -> None:
        controller = self.controller
        seats = controller.state.seats if controller.has_game else 0
        self.table.set_seats(seats)
        # A three-player game has no player 4 to pick or to declare riichi (nor a fourth kind
        # of abortive draw for its key to choose): the menus leave them out. Without a game
        # they stay, greyed, to show the keys.
        keys = self.entry_actions
        for seat, riichi in enumerate(keys.riichi):
            for action in (keys.picks[seat], riichi):
                action.setVisible(not seats or seat < seats)
        self._show_table()
        self._show_file()

    def _follow(self, change: GameChange) -> None:
        """Follow the controller's change; the table itself is shown as the entry follows."""
        if change.reset:
            self._reset()
        elif change.names:
            self._show_file()
        if change.reset or change.edited:
            # A refusal is about what was tried before this change: it no longer applies.
            self.statusBar().clearMessage()
        if change.finished is not None:
            # Shown once the change that ended the game is complete: a dialog run while the
            # game is being changed could start another game in the middle of it.
            QTimer.singleShot(0, self.show_settlement)

    def _show_file(self) -> None:
        """The window title names the game's file; the banner (and the window's modified mark)
        says when a save failed or the player's file is not kept, until that is no longer so."""
        files = self.files
        title = self.tr("Tallyo Desktop")
        if self.controller.has_game:
            user = files.user_path if files is not None else None
            shown = user.name if user is not None else ", ".join(self.controller.state.names)
            #: The window title: the game's file (or its players), then the app's name.
            title = self.tr("{game} – Tallyo Desktop").format(game=shown)
        # "[*]" shows as a mark while a file is behind the game.
        self.setWindowTitle(title + "[*]")
        self.setWindowModified(self.banner.follow(files))

    def _refused(self, reason: str) -> None:
        self.statusBar().showMessage(reason, 8000)

    def _save_failed(self, reason: str) -> None:
        self._refused(reason)
        self._show_file()

    def _save_recovered(self) -> None:
        self.statusBar().showMessage(self.tr("Saved."), 3000)
        self._show_file()

    # What the user does
    def rename_players(self) -> None:
        controller = self.controller
        if not controller.has_game or controller.read_only:
            return
        names = self.prompter.rename(controller.state.names)
        if names is None:
            return
        for seat, (old, new) in enumerate(zip(controller.state.names, names, strict=True)):
            if new.strip() != old and not controller.rename(seat, new):
                return
        self._show_file()

    def change_rules(self) -> None:
        """Play the current game by other rules, chosen in the rules editor."""
        controller = self.controller
        if not controller.has_game or controller.read_only:
            return
        rules = self.prompter.change_rules(controller.rules, controller.rules_refusal)
        if rules is not None and controller.change_rules(rules):
            self.statusBar().showMessage(
                self.tr(
                    "Every hand is now counted by the new rules: Undo brings the old ones back."
                ),
                8000,
            )

    def go_to_history(self) -> None:
        """Give the history the focus, on the chosen hand or else the last."""
        self.history.take_focus()

    def show_about(self) -> None:
        help_windows.show_about(self.prompter)

    def show_rules(self) -> None:
        help_windows.show_rules(self.controller, self.prompter, self)

    def show_payment_chart(self) -> None:
        help_windows.show_payment_chart(self.controller, self, self.file_commands.settings)

    def show_practice(self) -> None:
        help_windows.show_practice(self.controller, self.keeper, self)

    def show_keys(self) -> None:
        help_windows.show_keys(self)

    def show_seating(self) -> None:
        # Imported when asked for: the club's windows are no part of a start.
        from tallyo_desktop.app.window.club_commands import show_seating

        show_seating(self, self)

    def new_game(self) -> None:
        # Imported where used: this module is imported before the core (see set_up).
        from tallyo_desktop.app.rules.last_rules import last_rules, save_last_rules
        from tallyo_desktop.core.rules.presets import DEFAULT

        # The window's own settings, kept as its files' are.
        settings = self.file_commands.settings
        if self.controller.has_game:
            names, rules = self.controller.state.names, self.controller.rules
        else:
            # After a restart: the rules last played, rather than the default.
            kept = last_rules(settings) if settings is not None else None
            names, rules = default_names(), kept or DEFAULT
        answer = self.prompter.new_game(names, rules)
        if answer is not None:
            names, rules = answer
            if self.file_commands.start_game(rules, names) and settings is not None:
                save_last_rules(settings, rules)

    def show_table_display(self) -> None:
        if not self.controller.has_game:
            return
        self._open_display()

    def show_board(self, board: QWidget | None) -> bool:
        """Show the club's `board` on the table display, also without a game (None: the table
        again)."""
        if board is None:
            if self.table_display is not None:
                self.table_display.set_board(None)
            return True
        self._open_display()
        assert self.table_display is not None
        self.table_display.set_board(board)
        return True

    def _open_display(self) -> None:
        if self.table_display is None:
            # Imported here to keep start-up fast.
            from tallyo_desktop.app.table.display import TableDisplay

            self.table_display = TableDisplay(self.entry, self.clock)
            self.table_display.addActions(self.entry_actions.actions)
            self.table_display.addActions([self.commands.undo, self.commands.redo])
            self.table_display.picked.connect(self.entry.pick)
            self.table_display.closed.connect(self.centre.take_entry)
            self.table_display.addActions([self.club.board_action])
            self.table_display.closed.connect(self.club.display_closed)
            self.table_display.closed.connect(self.tournament.display_closed)
        self.table_display.take_entry()
        self._show_table()
        self.table_display.showFullScreen()
        self.table_display.activateWindow()

    def show_settlement(self) -> None:
        if not self.controller.has_game:
            return
        state = self.controller.state
        over = state.ended is not None
        reason = state.ended.explanation if state.ended else self.tr("The game is not over yet.")
        result = self.controller.settlement()
        # Imported when the result is shown: a start needs none of it.
        from datetime import date

        from tallyo_desktop.core.record.export import result_caption

        metadata = self.files.metadata if self.files is not None else None
        caption = result_caption(self.controller.rules, metadata, date.today())
        shown = self.prompter.settlement(result, reason, self.controller.model, over, caption)
        if shown and over:
            self.new_game()

    def changeEvent(self, event: QEvent) -> None:
        # Sent once for each translator taken out or put in: the table is made again once.
        if (
            event.type() == QEvent.Type.LanguageChange
            and self.is_set_up
            and current_language() != self._table_language
        ):
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        """Make the table's parts again in the language now spoken, showing the same game, the
        same entry and as much of what the player saw as the old parts held."""
        # Imported here: the language changes seldom.
        from tallyo_desktop.app.window.retranslate import take_down
        from tallyo_desktop.core.session.changes import DRAFT_ONLY

        kept = take_down(self)
        controller = self.controller
        # The history's rows hold their texts in the language they were made in.
        controller.model.reset(controller.game if controller.has_game else None)
        self._make_table(self)
        self._reset()
        # The new entry shows the draft as it shows any change of it.
        controller.changed.emit(DRAFT_ONLY)
        if self.isVisible():
            self._lay_out_now()
        kept.show_again(self)

    def quit(self) -> None:
        """Close the window and everything it opened, then the app, unless the player chose
        to stay (a game that could not be saved)."""
        if not self.close():
            return
        app = QApplication.instance()
        if app is not None:
            QTimer.singleShot(0, app.quit)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.is_set_up:
            # Closed before the table was loaded into it: there is nothing to keep.
            super().closeEvent(event)
            return
        if not self.file_commands.may_let_go(quitting=True):
            event.ignore()
            return
        self.save_layout()
        self.file_commands.close_library()
        display, self.table_display = self.table_display, None
        if display is not None:
            display.close()
            # Deleted with the window, not left to Python's collector (app/shared/modal.py
            # says what that collector can take with a window it frees).
            shiboken6.delete(display)
        if self.files is not None:
            self.files.release()
        if self.keeper is not None:
            self.keeper.shut()
        super().closeEvent(event)
