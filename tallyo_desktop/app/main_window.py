"""The main window: four seat panels around the centre panel, and the hand history.

The window wires widgets to the controller: it forwards what the user did, and shows what the
controller reports. It holds no game state beyond what is being entered right now.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.centre_panel import CentrePanel
from tallyo_desktop.app.controller import GameController
from tallyo_desktop.app.file_commands import FileCommands
from tallyo_desktop.app.game_files import GameFiles, Link
from tallyo_desktop.app.history_panel import HistoryPanel
from tallyo_desktop.app.library_keeper import LibraryKeeper
from tallyo_desktop.app.points_chart import PointsChart
from tallyo_desktop.app.prompter import DialogPrompter, Prompter
from tallyo_desktop.app.seat_panel import SeatPanel
from tallyo_desktop.app.translations import LANGUAGES, default_names, save_language, saved_language
from tallyo_desktop.core.events import AbortiveDrawEvent, Chombo, Event, Riichi
from tallyo_desktop.core.presets import DEFAULT
from tallyo_desktop.core.rules import MAX_PLAYERS, AbortiveDraw, ChomboPenalty, Rules
from tallyo_desktop.core.state import TableState

if TYPE_CHECKING:
    from tallyo_desktop.app.table_display import TableDisplay

# Seat 0 sits at the bottom; turn order runs counter-clockwise, so its right-hand player
# (the next seat) is on the right of the screen.
SEAT_CELLS = {0: (2, 1), 1: (1, 2), 2: (0, 1), 3: (1, 0)}


class MainWindow(QMainWindow):
    def __init__(
        self,
        controller: GameController | None = None,
        prompter: Prompter | None = None,
        files: GameFiles | None = None,
        keeper: LibraryKeeper | None = None,
        settings: QSettings | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.controller = controller or GameController(parent=self)
        self.prompter: Prompter = prompter or DialogPrompter(self)
        self.files = files
        self.keeper = keeper
        self.file_commands = FileCommands(
            self.controller, self.prompter, files, keeper, self, settings
        )
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        self.banner.setTextFormat(Qt.TextFormat.PlainText)
        self.banner.setFrameShape(QFrame.Shape.StyledPanel)
        self.banner.setContentsMargins(8, 4, 8, 4)
        self.banner.hide()
        if files is not None:
            files.saveFailed.connect(self._refused)
            files.saveRecovered.connect(
                lambda: self.statusBar().showMessage(self.tr("Saved."), 3000)
            )
            files.linkChanged.connect(self._show_file)
        if keeper is not None:
            keeper.problem.connect(self._refused)
        self._make_actions()

        self.seats = [SeatPanel(seat) for seat in range(MAX_PLAYERS)]
        self.centre = CentrePanel(
            [self.ron_action, self.tsumo_action, self.draw_action], self.more_action
        )
        table = QWidget()
        grid = QGridLayout(table)
        for seat, panel in enumerate(self.seats):
            grid.addWidget(panel, *SEAT_CELLS[seat])
            panel.picked.connect(self._seat_picked)
            panel.riichiRequested.connect(self._riichi)
        grid.addWidget(self.centre, 1, 1)
        for index in range(3):
            grid.setRowStretch(index, 1)
            grid.setColumnStretch(index, 1)
        self.history = HistoryPanel()
        self.chart = PointsChart()
        side = QSplitter(Qt.Orientation.Vertical)
        side.setObjectName("sideSplitter")
        side.addWidget(self.history)
        side.addWidget(self.chart)
        side.setSizes([420, 300])
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setObjectName("mainSplitter")
        splitter.addWidget(table)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([760, 520])
        self.splitter = splitter
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.banner)
        column.addWidget(splitter, 1)
        self.setCentralWidget(central)
        self._settings: QSettings | None = None
        self._language: str | None = None
        self.table_display: TableDisplay | None = None
        self._make_menus()
        self._set_tab_order()

        entry = self.centre.win_entry
        entry.eventChanged.connect(self._preview_win)
        entry.confirmed.connect(self._record_entry)
        entry.cancelled.connect(self.cancel_entry)
        entry.highlightsChanged.connect(self._highlight)
        draw = self.centre.draw_entry
        draw.eventChanged.connect(self._preview_draw)
        draw.confirmed.connect(self._record_entry)
        draw.cancelled.connect(self.cancel_entry)

        controller = self.controller
        controller.stateChanged.connect(self._show_state)
        controller.rowAdded.connect(self.history.add_row)
        controller.rowRemoved.connect(self.history.remove_last_row)
        controller.rowAdded.connect(self.chart.add_row)
        controller.rowRemoved.connect(self.chart.remove_last_row)
        controller.gameReset.connect(self._reset)
        # The settlement is shown once the change that ended the game is complete: a dialog
        # run while the game is being changed could start another game in the middle of it.
        controller.gameOver.connect(self._game_over, Qt.ConnectionType.QueuedConnection)
        controller.refused.connect(self._refused)
        controller.stateChanged.connect(self._clear_stale_status)
        self._reset()
        self.resize(1280, 720)

    # Actions and menus
    def _action(
        self,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        tip: str = "",
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.setToolTip(tip or text.replace("&", ""))
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    @staticmethod
    def _for_seat(slot: Callable[[int], None], seat: int) -> Callable[[], None]:
        def call() -> None:
            slot(seat)

        return call

    def _make_actions(self) -> None:
        stack = self.controller.undo_stack
        # Qt's own undo actions glue "Undo" before the command; a translation needs the whole
        # sentence to put the command where its language wants it.
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(stack.undo)
        stack.canUndoChanged.connect(self.undo_action.setEnabled)
        stack.undoTextChanged.connect(self._show_undo_text)
        self.redo_action = QAction(self)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.redo_action.triggered.connect(stack.redo)
        stack.canRedoChanged.connect(self.redo_action.setEnabled)
        stack.redoTextChanged.connect(self._show_redo_text)
        self.undo_action.setEnabled(stack.canUndo())
        self.redo_action.setEnabled(stack.canRedo())
        self._show_undo_text(stack.undoText())
        self._show_redo_text(stack.redoText())
        for action in (self.undo_action, self.redo_action):
            self.addAction(action)
        self.new_action = self._action(
            self.tr("&New game…"), self.new_game, QKeySequence.StandardKey.New
        )
        commands = self.file_commands
        self.open_action = self._action(
            self.tr("&Open…"), commands.open_game, QKeySequence.StandardKey.Open
        )
        self.save_action = self._action(
            self.tr("&Save"), commands.save, QKeySequence.StandardKey.Save
        )
        self.save_as_action = self._action(
            self.tr("Save &as…"), commands.save_as, QKeySequence.StandardKey.SaveAs
        )
        self.export_action = self._action(
            self.tr("&Export as CSV…"), commands.export_csv, "Ctrl+Shift+E"
        )
        self.library_action = self._action(self.tr("&Library…"), commands.show_library, "Ctrl+L")
        self.settlement_action = self._action(
            self.tr("Show &settlement"), self.show_settlement, "Ctrl+E"
        )
        self.continue_action = self._action(
            self.tr("&Continue a game…"), commands.continue_game, "Ctrl+Shift+O"
        )
        self.quit_action = self._action(self.tr("&Quit"), self.quit, QKeySequence.StandardKey.Quit)
        self.ron_action = self._action(
            self.tr("&Ron"),
            lambda: self.start_win("ron"),
            "R",
            self.tr("A player won on another player's discard"),
        )
        self.tsumo_action = self._action(
            self.tr("&Tsumo"),
            lambda: self.start_win("tsumo"),
            "T",
            self.tr("A player won by self-draw"),
        )
        self.draw_action = self._action(
            self.tr("&Draw"),
            lambda: self.start_draw(False),
            "D",
            self.tr("Exhaustive draw: nobody won"),
        )
        self.nagashi_action = self._action(
            self.tr("&Nagashi mangan…"), lambda: self.start_draw(True), "N"
        )
        self.abortive_action = self._action(self.tr("&Abortive draw…"), self.abortive_draw, "A")
        self.chombo_action = self._action(self.tr("&Chombo…"), self.chombo, "C")
        self.correction_action = self._action(self.tr("Point c&orrection…"), self.correction, "O")
        self.cancel_action = self._action(self.tr("Cancel entry"), self.cancel_entry, "Esc")
        self.display_action = self._action(
            self.tr("&Table display"),
            self.show_table_display,
            "F11",
            self.tr("Full screen, each seat's points facing the player on that side"),
        )
        self.pick_actions = [
            self._action(
                self.tr("Pick seat {number}").format(number=seat + 1),
                self._for_seat(self._seat_picked, seat),
                f"Ctrl+{seat + 1}",
            )
            for seat in range(MAX_PLAYERS)
        ]
        self.riichi_actions = [
            self._action(
                self.tr("Riichi for seat {number}").format(number=seat + 1),
                self._for_seat(self._riichi, seat),
                f"Alt+{seat + 1}",
            )
            for seat in range(MAX_PLAYERS)
        ]
        self.more_menu = QMenu(self.tr("More"), self)
        for action in (
            self.nagashi_action,
            self.abortive_action,
            self.chombo_action,
            self.correction_action,
        ):
            self.more_menu.addAction(action)
        self.more_action = QAction(self.tr("More events…"), self)
        self.more_action.setMenu(self.more_menu)

    def _show_undo_text(self, command: str) -> None:
        self.undo_action.setText(
            self.tr("Undo {command}").format(command=command) if command else self.tr("Undo")
        )

    def _show_redo_text(self, command: str) -> None:
        self.redo_action.setText(
            self.tr("Redo {command}").format(command=command) if command else self.tr("Redo")
        )

    def _make_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        for action in (
            self.new_action,
            self.open_action,
            self.continue_action,
            self.save_action,
            self.save_as_action,
        ):
            game.addAction(action)
        game.addSeparator()
        for action in (self.export_action, self.settlement_action, self.library_action):
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.quit_action)
        edit = bar.addMenu(self.tr("&Edit"))
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        hand = bar.addMenu(self.tr("&Hand"))
        for action in (self.ron_action, self.tsumo_action, self.draw_action):
            hand.addAction(action)
        hand.addSeparator()
        for action in self.more_menu.actions():
            hand.addAction(action)
        hand.addSeparator()
        hand.addAction(self.cancel_action)
        view = bar.addMenu(self.tr("&View"))
        view.addAction(self.display_action)
        view.addSeparator()
        view.addMenu(self._make_language_menu())
        table = bar.addMenu(self.tr("T&able"))
        for action in (*self.pick_actions, *self.riichi_actions):
            table.addAction(action)

    def _make_language_menu(self) -> QMenu:
        menu = QMenu(self.tr("&Language"), self)
        group = QActionGroup(self)
        group.setExclusive(True)
        # Each language is named in itself, so players find theirs whatever language is shown.
        choices: list[tuple[str | None, str]] = [(None, self.tr("&System language"))]
        choices += list(LANGUAGES.items())
        self.language_actions: dict[str | None, QAction] = {}
        for code, text in choices:
            action = QAction(text, group)
            action.setCheckable(True)
            action.triggered.connect(self._for_language(code))
            menu.addAction(action)
            self.language_actions[code] = action
        self.language_actions[None].setChecked(True)
        return menu

    def _for_language(self, code: str | None) -> Callable[[], None]:
        def call() -> None:
            self.choose_language(code)

        return call

    def _set_tab_order(self) -> None:
        # Around the table in turn order, then the centre, then the history.
        widgets: list[QWidget] = []
        for panel in self.seats:
            widgets += [panel.name_button, panel.riichi_button]
        widgets.append(self.centre)
        widgets.append(self.history)
        for first, second in itertools.pairwise(widgets):
            self.setTabOrder(first, second)

    # What the controller says
    def _reset(self) -> None:
        controller = self.controller
        if not controller.has_game:
            for panel in self.seats:
                panel.hide()
            self.history.set_names(())
            self.chart.reset((), 0, [])
            self.centre.show_no_game()
            self._enable_actions(False)
            self._show_file()
            return
        seats = controller.state.seats
        # With three players the North side of the table stays empty.
        for panel in self.seats:
            panel.setVisible(panel.seat < seats)
        for actions in (self.pick_actions, self.riichi_actions):
            for seat, action in enumerate(actions):
                action.setEnabled(seat < seats)
        self.history.set_names(controller.state.names)
        for row in controller.rows:
            self.history.add_row(row)
        self.chart.reset(controller.state.names, controller.rules.start_points, controller.rows)
        self.cancel_entry()
        self._show_state(controller.state)
        self._show_file()

    def _show_state(self, state: TableState) -> None:
        picking = self.centre.pages.currentIndex() == CentrePanel.WIN
        for panel in self.seats[: state.seats]:
            panel.show_state(state, picking)
            name = state.names[panel.seat]
            self.riichi_actions[panel.seat].setText(self.tr("Riichi for {name}").format(name=name))
            self.pick_actions[panel.seat].setText(self.tr("Pick {name}").format(name=name))
        self.centre.show_state(state)
        self._enable_actions(not state.is_over, self.controller.rules)
        if state.is_over:
            self.cancel_entry()

    def _enable_actions(self, playing: bool, rules: Rules | None = None) -> None:
        for action in (
            self.ron_action,
            self.tsumo_action,
            self.draw_action,
            self.correction_action,
        ):
            action.setEnabled(playing)
        self.nagashi_action.setEnabled(playing and rules is not None and rules.nagashi_mangan)
        self.abortive_action.setEnabled(
            playing and rules is not None and bool(rules.abortive_draws)
        )
        self.chombo_action.setEnabled(
            playing and rules is not None and rules.chombo is not ChomboPenalty.NONE
        )
        has_game = self.controller.has_game
        for action in (self.save_action, self.save_as_action, self.export_action):
            action.setEnabled(has_game)
        self.settlement_action.setEnabled(has_game)

    def _show_file(self) -> None:
        """The window title names the game's file; the banner says when it is not kept."""
        files = self.files
        title = self.tr("Tallyo Desktop")
        if self.controller.has_game:
            user = files.user_path if files is not None else None
            shown = user.name if user is not None else ", ".join(self.controller.state.names)
            #: The window title: the game's file (or its players), then the app's name.
            title = self.tr("{game} – Tallyo Desktop").format(game=shown)
        banner = ""
        if files is not None and files.user_path is not None:
            name = files.user_path.name
            if files.link is Link.READ_ONLY:
                banner = self.tr(
                    "{file} cannot be changed (it or its folder is read-only). Your hands are "
                    "kept in Tallyo's own copy; use Save as to keep them in a file."
                ).format(file=name)
            elif files.link is Link.LOST:
                banner = self.tr(
                    "{file} no longer holds this game, so it is not written over. Your hands "
                    "are kept in Tallyo's own copy; use Save as to keep them in a file."
                ).format(file=name)
        # "[*]" shows as a mark when the player's file is behind the game.
        self.setWindowTitle(title + "[*]")
        self.setWindowModified(bool(banner))
        self.banner.setText(banner)
        self.banner.setVisible(bool(banner))

    def _game_over(self, _result: object) -> None:
        self.show_settlement()

    def _refused(self, reason: str) -> None:
        self.statusBar().showMessage(reason, 8000)
        self.centre.status_label.setText(reason)

    def _clear_stale_status(self, _state: object) -> None:
        # A refusal is about what was tried before this change: it no longer applies.
        self.statusBar().clearMessage()

    # What the user does
    def _playing(self) -> bool:
        return self.controller.has_game and not self.controller.state.is_over

    def start_win(self, mode: str) -> None:
        if not self._playing():
            return
        self.centre.win_entry.start(mode, self.controller.state, self.controller.rules)
        self.centre.pages.setCurrentIndex(CentrePanel.WIN)
        self._show_state(self.controller.state)

    def start_draw(self, nagashi: bool) -> None:
        if not self._playing():
            return
        self.centre.draw_entry.start(self.controller.state, nagashi)
        self.centre.pages.setCurrentIndex(CentrePanel.DRAW)

    def cancel_entry(self) -> None:
        self.centre.pages.setCurrentIndex(CentrePanel.IDLE)
        self._highlight({})

    def _seat_picked(self, seat: int) -> None:
        if self.centre.pages.currentIndex() == CentrePanel.WIN:
            self.centre.win_entry.seat_picked(seat)

    def _highlight(self, roles: dict[int, str]) -> None:
        for panel in self.seats:
            panel.set_highlight(roles.get(panel.seat, ""))

    def _preview_win(self) -> None:
        event = self.centre.win_entry.built_event()
        if event is not None:
            self.centre.win_entry.show_preview(self.controller.preview(event))

    def _preview_draw(self) -> None:
        event = self.centre.draw_entry.built_event()
        self.centre.draw_entry.show_preview(self.controller.preview(event))

    def _record_entry(self, event: Event) -> None:
        if self.controller.record(event):
            self.cancel_entry()

    def _riichi(self, seat: int) -> None:
        self.controller.record(Riichi(seat))

    def abortive_draw(self) -> None:
        if not self._playing():
            return
        # Imported here to keep start-up fast.
        from tallyo_desktop.app.rules_texts import choice_text

        kinds = sorted(self.controller.rules.abortive_draws, key=lambda kind: kind.value)
        choices: list[tuple[str, object]] = [(choice_text(kind)[0], kind) for kind in kinds]
        kind = self.prompter.choose(
            self.tr("Abortive draw"), self.tr("Which abortive draw?"), choices
        )
        if isinstance(kind, AbortiveDraw):
            self.controller.record(AbortiveDrawEvent(kind))

    def chombo(self) -> None:
        if not self._playing():
            return
        names = self.controller.state.names
        choices: list[tuple[str, object]] = [(name, seat) for seat, name in enumerate(names)]
        seat = self.prompter.choose(self.tr("Chombo"), self.tr("Who made the chombo?"), choices)
        if isinstance(seat, int):
            self.controller.record(Chombo(seat))

    def correction(self) -> None:
        if not self._playing():
            return
        event = self.prompter.correction(self.controller.state.names)
        if event is not None:
            self.controller.record(event)

    def new_game(self) -> None:
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
        if self.table_display is None:
            # Imported here to keep start-up fast.
            from tallyo_desktop.app.table_display import TableDisplay

            self.table_display = TableDisplay()
            self.controller.stateChanged.connect(self.table_display.show_state)
        self.table_display.show_state(self.controller.state)
        self.table_display.showFullScreen()
        self.table_display.activateWindow()

    def show_settlement(self) -> None:
        if not self.controller.has_game:
            return
        state = self.controller.state
        reason = state.ended.explanation if state.ended else self.tr("The game is not over yet.")
        if self.prompter.settlement(self.controller.settlement(), reason):
            self.new_game()

    def choose_language(self, code: str | None) -> None:
        """Use language `code` (None: the system's) from the next start on.

        The choice is kept in the settings given to `remember_layout`; without them it is only
        shown.
        """
        self.language_actions[code].setChecked(True)
        if code == self._language:
            return
        self._language = code
        if self._settings is None:
            return
        save_language(self._settings, code)
        # Every text is translated as it is made, so switching now would leave a window of
        # mixed languages; a start with the new translators installed shows one language.
        self.prompter.inform(
            self.tr("Language"),
            self.tr("The new language is used the next time Tallyo Desktop starts."),
        )

    # Window layout and language, remembered between runs
    def remember_layout(self, settings: QSettings) -> None:
        """Restore the size and splitter from `settings`, and save them there on close.

        The language chosen in the View menu is kept in `settings` too.
        """
        self._settings = settings
        self._language = saved_language(settings)
        self.language_actions[self._language].setChecked(True)
        geometry = settings.value("mainWindow/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        splitter = settings.value("mainWindow/splitter")
        if splitter is not None:
            self.splitter.restoreState(splitter)

    def quit(self) -> None:
        """Close the window and everything it opened, then the app."""
        self.close()
        app = QApplication.instance()
        if app is not None:
            QTimer.singleShot(0, app.quit)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._settings is not None:
            self._settings.setValue("mainWindow/geometry", self.saveGeometry())
            self._settings.setValue("mainWindow/splitter", self.splitter.saveState())
        self.file_commands.close_library()
        if self.table_display is not None:
            self.table_display.close()
        if self.files is not None:
            self.files.release()
        if self.keeper is not None:
            self.keeper.close()
        super().closeEvent(event)
