"""The main window's commands and menus: the game and its files, undo and redo, the views,
the language, and the entry's keys.

What each command is, its keys and its place in the menus are declared in the action table
(`app.shared.action_table`); this binds the window's to what the window does, through
`WindowCommands`, and makes the menu bar from the table.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from tallyo_desktop.app.shared.action_table import SCHEMES, menu_bar
from tallyo_desktop.app.shared.look import Scheme
from tallyo_desktop.app.shared.qt_actions import fill_menu, make_actions
from tallyo_desktop.app.shared.translations import LANGUAGES

if TYPE_CHECKING:
    from tallyo_desktop.app.game.controller import GameController
    from tallyo_desktop.app.window.file_commands import FileCommands

T = TypeVar("T")


class WindowCommands(Protocol):
    """What the window does for its commands (the main window does all of it)."""

    @property
    def controller(self) -> GameController: ...
    @property
    def file_commands(self) -> FileCommands: ...
    def new_game(self) -> None: ...
    def quit(self) -> None: ...
    def rename_players(self) -> None: ...
    def change_rules(self) -> None: ...
    def go_to_history(self) -> None: ...
    def show_settlement(self) -> None: ...
    def show_table_display(self) -> None: ...
    def show_keys(self) -> None: ...
    def show_rules(self) -> None: ...
    def show_payment_chart(self) -> None: ...
    def show_practice(self) -> None: ...
    def show_seating(self) -> None: ...
    def show_about(self) -> None: ...
    def choose_language(self, code: str | None) -> None: ...
    def choose_scheme(self, scheme: Scheme) -> None: ...


class WindowActions(QObject):
    def __init__(self, window: QMainWindow, commands: WindowCommands) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller = commands.controller
        self.actions_by_id = make_actions("window", self._handlers(commands), self)
        # The choices of the language and the look have no keys.
        window.addActions(
            [action for action in self.actions_by_id.values() if action.actionGroup() is None]
        )
        found = self.actions_by_id
        self.undo, self.redo = found["window.undo"], found["window.redo"]
        # Their tooltips follow their texts, which name the change to undo or redo.
        self.undo.setToolTip("")
        self.redo.setToolTip("")
        self.new, self.open = found["window.new"], found["window.open"]
        self.save, self.save_as = found["window.save"], found["window.save_as"]
        self.export, self.library = found["window.export"], found["window.library"]
        self.settlement, self.change_rules = (
            found["window.settlement"],
            found["window.change_rules"],
        )
        self.continue_game, self.quit = found["window.continue_game"], found["window.quit"]
        self.rename, self.go_to_history = found["window.rename"], found["window.go_to_history"]
        self.display, self.keys = found["window.display"], found["window.keys"]
        self.game_rules, self.about = found["window.game_rules"], found["window.about"]
        self.languages: dict[str | None, QAction] = {None: found["window.language_system"]}
        self.languages.update({code: found[f"window.language_{code}"] for code in LANGUAGES})
        self.languages[None].setChecked(True)
        self.schemes = {Scheme(value): found[f"window.scheme_{value}"] for value, _ in SCHEMES}
        self.schemes[Scheme.SYSTEM].setChecked(True)
        # Stop watching is there while a folder is watched.
        stop_watching, files = found["window.stop_watching"], commands.file_commands
        stop_watching.setEnabled(files.watched_folder() is not None)
        files.watchingChanged.connect(stop_watching.setEnabled)
        controller.changed.connect(self.update)
        self.update()

    def _handlers(self, window: WindowCommands) -> dict[str, Callable[[], object]]:
        files, controller = window.file_commands, window.controller
        handlers: dict[str, Callable[[], object]] = {
            "window.new": window.new_game,
            "window.open": files.open_game,
            "window.continue_game": files.continue_game,
            "window.save": files.save,
            "window.save_as": files.save_as,
            "window.export": files.export_csv,
            "window.settlement": window.show_settlement,
            "window.change_rules": window.change_rules,
            "window.library": files.show_library,
            "window.import_logs": lambda: files.importing.import_files(),
            "window.import_folder": lambda: files.importing.import_folder(),
            # The gathering commands are made when first used (see FileCommands.gathering).
            "window.gather_files": lambda: files.gathering.gather_files(),
            "window.gather_folder": lambda: files.gathering.gather_folder(),
            "window.save_night": files.save_night,
            "window.watch_folder": lambda: files.gathering.watch_folder(),
            "window.stop_watching": lambda: files.gathering.stop_watching(),
            "window.quit": window.quit,
            "window.undo": controller.undo,
            "window.redo": controller.redo,
            "window.rename": window.rename_players,
            "window.go_to_history": window.go_to_history,
            "window.display": window.show_table_display,
            "window.keys": window.show_keys,
            "window.game_rules": window.show_rules,
            "window.payment_chart": window.show_payment_chart,
            "window.practice": window.show_practice,
            "window.seating": window.show_seating,
            "window.data_folder": files.show_data_folder,
            "window.about": window.show_about,
            "window.language_system": self._with(window.choose_language, None),
        }
        for code in LANGUAGES:
            handlers[f"window.language_{code}"] = self._with(window.choose_language, code)
        for value, _text in SCHEMES:
            handlers[f"window.scheme_{value}"] = self._with(window.choose_scheme, Scheme(value))
        return handlers

    @staticmethod
    def _with(slot: Callable[[T], None], value: T) -> Callable[[], None]:
        def call() -> None:
            slot(value)

        return call

    def update(self) -> None:
        controller = self.controller
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
        self.change_rules.setEnabled(has_game and not controller.read_only)
        self.game_rules.setEnabled(has_game)

    def make_menus(self, *others: Mapping[str, QAction]) -> None:
        """Make the menu bar, with these actions and those of the other parts of the window
        (`others`, by id)."""
        actions: dict[str, QAction] = dict(self.actions_by_id)
        for more in others:
            actions.update(more)
        bar = self.window.menuBar()
        for menu in menu_bar():
            fill_menu(bar.addMenu(QCoreApplication.translate(menu.context, menu.title)), menu.id,
                      actions)  # fmt: skip
