"""The main window's commands and menus: the game and its files, undo and redo, the views,
the language, and the entry's keys."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from tallyo_desktop.app.shared.look import Scheme
from tallyo_desktop.app.shared.translations import LANGUAGES

if TYPE_CHECKING:
    from tallyo_desktop.app.window.main_window import MainWindow


class WindowActions(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        commands = window.file_commands
        controller = window.controller
        self.undo = self._action("", controller.undo, QKeySequence.StandardKey.Undo)
        self.redo = self._action("", controller.redo, QKeySequence.StandardKey.Redo)
        self.redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.new = self._action(
            self.tr("&New game…"), window.new_game, QKeySequence.StandardKey.New
        )
        self.open = self._action(
            self.tr("&Open…"), commands.open_game, QKeySequence.StandardKey.Open
        )
        self.save = self._action(self.tr("&Save"), commands.save, QKeySequence.StandardKey.Save)
        self.save_as = self._action(
            self.tr("Save &as…"), commands.save_as, QKeySequence.StandardKey.SaveAs
        )
        self.export = self._action(self.tr("&Export as CSV…"), commands.export_csv, "Ctrl+Shift+E")
        self.library = self._action(self.tr("&Library…"), commands.show_library, "Ctrl+L")
        self.settlement = self._action(
            self.tr("Show &settlement"), window.show_settlement, "Ctrl+E"
        )
        self.continue_game = self._action(
            self.tr("&Continue a game…"), commands.continue_game, "Ctrl+Shift+O"
        )
        self.quit = self._action(self.tr("&Quit"), window.quit, QKeySequence.StandardKey.Quit)
        self.rename = self._action(self.tr("&Rename players…"), window.rename_players, "F2")
        self.go_to_history = self._action(
            self.tr("Go to the &history"),
            window.go_to_history,
            "Ctrl+H",
            self.tr(
                "Up and Down choose a hand; Enter changes it, Insert puts a forgotten hand in "
                "before it, Delete deletes it"
            ),
        )
        self.display = self._action(
            self.tr("&Table display"),
            window.show_table_display,
            "F11",
            self.tr("Full screen, each seat's points facing the player on that side"),
        )
        self.keys = self._action(
            self.tr("&Keys…"), window.show_keys, QKeySequence.StandardKey.HelpContents
        )
        self.game_rules = self._action(self.tr("The &rules of this game…"), window.show_rules)
        self.about = self._action(self.tr("&About Tallyo Desktop"), window.show_about)
        controller.changed.connect(self.update)
        self.update()

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
        action.setToolTip(tip or text.replace("&", "").rstrip("…"))
        action.triggered.connect(slot)
        self.window.addAction(action)
        return action

    def update(self) -> None:
        controller = self.window.controller
        has_game = controller.has_game
        self.undo.setEnabled(controller.can_undo)
        self.redo.setEnabled(controller.can_redo)
        undo, redo = controller.undo_text(), controller.redo_text()
        # A translation needs the whole sentence to put the change where its language wants it.
        self.undo.setText(
            self.tr("&Undo {change}").format(change=undo) if undo else self.tr("&Undo")
        )
        self.redo.setText(
            self.tr("&Redo {change}").format(change=redo) if redo else self.tr("&Redo")
        )
        for action in (self.save, self.save_as, self.export, self.settlement, self.display):
            action.setEnabled(has_game)
        self.rename.setEnabled(has_game and not controller.read_only)
        self.game_rules.setEnabled(has_game)

    def make_menus(self) -> None:
        window = self.window
        entry = window.entry_actions
        bar = window.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        game.addActions([self.new, self.open, self.continue_game, self.save, self.save_as])
        game.addSeparator()
        game.addActions([self.export, self.settlement, self.library])
        game.addSeparator()
        game.addAction(self.quit)
        edit = bar.addMenu(self.tr("&Edit"))
        edit.addActions([self.undo, self.redo])
        edit.addSeparator()
        edit.addAction(self.rename)
        edit.addSeparator()
        history = window.history
        edit.addActions(
            [self.go_to_history, history.edit_action, history.insert_action, history.delete_action]
        )
        hand = bar.addMenu(self.tr("&Hand"))
        hand.addActions([entry.ron, entry.tsumo, entry.draw])
        hand.addActions(entry.more_menu.actions())
        hand.addSeparator()
        hand.addActions([entry.record, entry.cancel])
        hand.addSeparator()
        hand.addActions(entry.picks[:4])
        win = hand.addMenu(self.tr("Winner's &hand"))
        win.addActions([*entry.limits, entry.add_winner, entry.tiles])
        draw = hand.addMenu(self.tr("&Tenpai"))
        draw.addActions([entry.all_tenpai, entry.all_noten])
        riichi = bar.addMenu(self.tr("&Riichi"))
        riichi.addActions(entry.riichi)
        view = bar.addMenu(self.tr("&View"))
        view.addAction(self.display)
        view.addSeparator()
        view.addMenu(self.language_menu())
        view.addMenu(self.scheme_menu())
        help_menu = bar.addMenu(self.tr("He&lp"))
        help_menu.addActions([self.keys, self.game_rules])
        help_menu.addSeparator()
        help_menu.addAction(self.about)

    def language_menu(self) -> QMenu:
        window = self.window
        menu = QMenu(self.tr("&Language"), window)
        group = QActionGroup(self)
        group.setExclusive(True)
        # Each language is named in itself, so players find theirs whatever language is shown.
        choices: list[tuple[str | None, str]] = [(None, self.tr("&System language"))]
        choices += list(LANGUAGES.items())
        self.languages: dict[str | None, QAction] = {}
        for code, text in choices:
            action = QAction(text, group)
            action.setCheckable(True)
            action.triggered.connect(self._for_language(code))
            menu.addAction(action)
            self.languages[code] = action
        self.languages[None].setChecked(True)
        return menu

    def scheme_menu(self) -> QMenu:
        window = self.window
        menu = QMenu(self.tr("&Appearance"), window)
        group = QActionGroup(self)
        group.setExclusive(True)
        self.schemes: dict[Scheme, QAction] = {}
        for scheme, text in (
            (Scheme.SYSTEM, self.tr("As the &system")),
            (Scheme.LIGHT, self.tr("&Light")),
            (Scheme.DARK, self.tr("&Dark")),
        ):
            action = QAction(text, group)
            action.setCheckable(True)
            action.triggered.connect(self._for_scheme(scheme))
            menu.addAction(action)
            self.schemes[scheme] = action
        self.schemes[Scheme.SYSTEM].setChecked(True)
        return menu

    def _for_scheme(self, scheme: Scheme) -> Callable[[], None]:
        def call() -> None:
            self.window.choose_scheme(scheme)

        return call

    def _for_language(self, code: str | None) -> Callable[[], None]:
        def call() -> None:
            self.window.choose_language(code)

        return call
