"""The main window: the table (a seat on each side around the centre panel with the entry) and
beside it the history and the points chart.

The window wires widgets to the controller: it forwards what the user did and shows what the
controller reports. It holds no game state beyond what is being entered right now.

It is made in two steps, so that a start can put it on screen before anything else is loaded:
`MainWindow()` is the empty window (`restore_geometry` puts it where it was left), and `set_up`
gives it its table. This module imports only what the empty window needs; the table's modules
are imported by `set_up`. What the window remembers between runs (its place and size, the
splitter, the language and the look) is in app/window/remembering_window.py.

When the language changes, the window makes its table's parts (`_make_table`) again, in the new
language, around the same controller (see app/window/retranslate.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from tallyo_desktop.app.shared.translations import current_language, default_names
from tallyo_desktop.app.window import help_windows
from tallyo_desktop.app.window.remembering_window import RememberingWindow

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QSplitter

    from tallyo_desktop.app.clock.keeper import ClockKeeper
    from tallyo_desktop.app.club.actions import ClubActions
    from tallyo_desktop.app.entry.actions import EntryActions
    from tallyo_desktop.app.entry.panel import EntryPanel
    from tallyo_desktop.app.files.game_files import GameFiles
    from tallyo_desktop.app.game.controller import GameController
    from tallyo_desktop.app.history.panel import HistoryPanel
    from tallyo_desktop.app.history.points_chart import PointsChart
    from tallyo_desktop.app.library.keeper import LibraryKeeper
    from tallyo_desktop.app.table.area import TableArea
    from tallyo_desktop.app.table.centre_panel import CentrePanel
    from tallyo_desktop.app.table.display import TableDisplay
    from tallyo_desktop.app.table.seat_panel import SeatPanel
    from tallyo_desktop.app.tiles.request import TileRequest
    from tallyo_desktop.app.window.actions import WindowActions
    from tallyo_desktop.app.window.file_banner import FileBanner
    from tallyo_desktop.app.window.file_commands import FileCommands
    from tallyo_desktop.app.window.prompter import Prompter
    from tallyo_desktop.core.session.changes import GameChange

APP_TITLE = "Tallyo Desktop"
"""The empty window's title: the app's name, the same in every language."""
DEFAULT_SIZE = (1280, 720)


class MainWindow(RememberingWindow):
    controller: GameController
    prompter: Prompter
    files: GameFiles | None
    keeper: LibraryKeeper | None
    file_commands: FileCommands
    banner: FileBanner
    entry: EntryPanel
    centre: CentrePanel
    table: TableArea
    seats: list[SeatPanel]
    entry_actions: EntryActions
    history: HistoryPanel
    chart: PointsChart
    splitter: QSplitter
    commands: WindowActions
    club: ClubActions
    clock: ClockKeeper

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.setWindowTitle(APP_TITLE)
        self.resize(*DEFAULT_SIZE)
        self.is_set_up = False
        self._table_language = ""
        """The language the table's parts were made in."""
        self.table_display: TableDisplay | None = None

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
            keeper, self.controller, self, self, self.file_commands.open_from_library
        )
        self.addActions(list(self.club.actions_by_id.values()))
        self.file_commands.gathering.gathered.connect(self.club.follow_gather)
        if keeper is not None and isinstance(self.prompter, DialogPrompter):
            self.prompter.known_names = self.club.known_names
        from tallyo_desktop.app.clock.keeper import ClockKeeper

        # Kept apart from the table's parts: the clock runs on when they are made again.
        self.clock = ClockKeeper(self.controller, self.prompter, settings, parent=self)
        self._make_table()
        controller = self.controller
        controller.changed.connect(self._follow)
        controller.refused.connect(self._refused)
        self.is_set_up = True
        self._reset()
        if self.isVisible():
            self._lay_out_now()
            self._size_splitter()

    def _make_table(self) -> None:
        """Make the table's parts, their menus and keys, in the app's language, and wire them to
        the controller."""
        from tallyo_desktop.app.clock.actions import ClockActions
        from tallyo_desktop.app.entry.actions import EntryActions
        from tallyo_desktop.app.entry.panel import EntryPanel
        from tallyo_desktop.app.history.panel import HistoryPanel
        from tallyo_desktop.app.history.points_chart import PointsChart
        from tallyo_desktop.app.table.area import TableArea
        from tallyo_desktop.app.table.centre_panel import CentrePanel
        from tallyo_desktop.app.window.actions import WindowActions
        from tallyo_desktop.app.window.file_banner import FileBanner
        from tallyo_desktop.app.window.layout import lay_out

        self._table_language = current_language()
        self.banner = FileBanner()
        self.banner.reloadRequested.connect(self.file_commands.reload)
        self.banner.saveAsRequested.connect(self.file_commands.save_as)
        self.entry = EntryPanel(self.controller)
        self.centre = CentrePanel(self.entry, self.clock)
        self.table = TableArea(self.centre)
        self.seats = self.table.seats
        self.entry_actions = EntryActions(self.entry, self)
        self.addActions(self.entry_actions.actions)
        self.history = HistoryPanel(self.controller.model)
        self.chart = PointsChart()
        self.chart.follow(self.controller.model)
        self.splitter = lay_out(self, self.table, self.history, self.chart, self.banner)
        # Made now: a status bar made at the first message would push the table up.
        self.statusBar()
        self.commands = WindowActions(self, self)
        self.club.retranslate()
        # Made again with the window's commands, as they are in another language.
        clock_actions = ClockActions(self.clock, self, self.commands).actions_by_id
        self.commands.make_menus(
            self.entry_actions.actions_by_id,
            self.history.actions_by_id,
            self.club.actions_by_id,
            clock_actions,
        )

        for panel in self.seats:
            panel.picked.connect(self.entry.pick)
            panel.riichiRequested.connect(self.entry.toggle_riichi)
        self.entry.tilesRequested.connect(self._count_tiles)
        self.history.editRequested.connect(self.entry.edit)
        self.history.insertRequested.connect(self.entry.insert)
        self.history.deleteRequested.connect(self._delete)
        self.entry.changed.connect(self._show_table)

    def _lay_out_now(self) -> None:
        # Shown before its table: the table is shown and laid out now (Qt would do both later),
        # so that the splitter has its width to share.
        central, layout = self.centralWidget(), self.layout()
        if central is not None and layout is not None:
            central.show()
            layout.activate()

    # What the controller says
    def _reset(self) -> None:
        controller = self.controller
        self.table.set_seats(controller.state.seats if controller.has_game else 0)
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

    def _show_table(self) -> None:
        """Show the table the entry is about: now, or before the past hand being changed."""
        table = self.entry.table()
        if table is None:
            self.centre.show_no_game()
            return
        entry = self.entry
        can_riichi = entry.can_enter()
        roles = entry.roles()
        rules = self.controller.rules
        for panel in self.seats[: table.seats]:
            panel.show_state(table, rules, can_riichi=can_riichi, toggles=not entry.place.at_end)
            panel.set_role(roles.get(panel.seat))
        self.centre.show_state(table, changing=not entry.place.at_end)
        if self.table_display is not None:
            self.table_display.show_table(table, roles)

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
    def _delete(self, row: int) -> None:
        hand = self.controller.model.row_at(row).hand_name
        self.entry.delete(row)
        if self.controller.can_undo:
            self.statusBar().showMessage(
                self.tr("{hand} deleted: Undo brings it back.").format(hand=hand), 8000
            )

    def _count_tiles(self, request: TileRequest, seat: int) -> None:
        picked = self.prompter.count_tiles(request)
        if picked is not None:
            tiles, hand = picked
            self.entry.use_tiles(seat, tiles, hand)

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
        help_windows.show_payment_chart(self.controller, self)

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
        from tallyo_desktop.core.rules.presets import DEFAULT

        if self.controller.has_game:
            names, rules = self.controller.state.names, self.controller.rules
        else:
            names, rules = default_names(), DEFAULT
        answer = self.prompter.new_game(names, rules)
        if answer is not None:
            names, rules = answer
            self.file_commands.start_game(rules, names)

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
        if self.prompter.settlement(result, reason, self.controller.model, over) and over:
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
        self._make_table()
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
        if self.table_display is not None:
            self.table_display.close()
        if self.files is not None:
            self.files.release()
        if self.keeper is not None:
            self.keeper.close()
        super().closeEvent(event)
