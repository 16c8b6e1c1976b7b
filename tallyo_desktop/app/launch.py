"""Start the Qt application: reopen the unfinished game, or ask for a new one."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QStandardPaths, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from tallyo_desktop import __version__
from tallyo_desktop.app.controller import GameController
from tallyo_desktop.app.game_files import GameFiles
from tallyo_desktop.app.icon import app_icon
from tallyo_desktop.app.main_window import MainWindow
from tallyo_desktop.app.translations import default_names, install_translations, saved_language
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.presets import DEFAULT
from tallyo_desktop.core.record import FILE_SUFFIX

if TYPE_CHECKING:
    from tallyo_desktop.core.library import GameLibrary

DATA_DIR_VARIABLE = "TALLYO_DATA_DIR"
"""Where games and the library are kept, instead of the platform's app-data folder."""


def data_dir() -> Path:
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))


def open_library(folder: Path) -> GameLibrary | None:
    # Imported here, with sqlite3, to keep start-up fast.
    from tallyo_desktop.core.library import GameLibrary

    try:
        folder.mkdir(parents=True, exist_ok=True)
        return GameLibrary(folder / "library.sqlite3")
    except (TallyoError, OSError):
        # Playing matters more than the library: without one, finished games stay in files.
        return None


def build_window(folder: Path) -> tuple[MainWindow, bool]:
    """The main window with the newest unfinished game; True if one was brought back."""
    controller = GameController(DEFAULT, default_names())
    files = GameFiles(controller, folder)
    # The library waits until a game ends or the player opens it: start-up need not open it.
    window = MainWindow(controller, files=files, open_library=lambda: open_library(folder))
    controller.setParent(window)
    files.setParent(window)
    recovered = files.recover()
    if not recovered:
        files.start(controller.game)
    return window, recovered


class FileOpener(QObject):
    """Opens the game files the system hands over: a double-click on macOS (a FileOpen event)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            self.window.file_commands.open_path(Path(event.file()))
            return True
        return False


def game_file_argument(argv: list[str]) -> Path | None:
    """A game file named on the command line, as Windows and Linux pass a double-clicked file."""
    for argument in argv:
        if argument.endswith(FILE_SUFFIX) and not argument.startswith("-"):
            return Path(argument)
    return None


def launch(argv: list[str]) -> int:
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    # The names (not translated) choose where settings and games are kept.
    app.setApplicationName("Tallyo Desktop")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("Tallyo")
    QApplication.setWindowIcon(app_icon())
    settings = QSettings()
    install_translations(app, saved_language(settings))
    window, recovered = build_window(data_dir())
    window.remember_layout(settings)
    app.installEventFilter(FileOpener(window))
    window.show()
    requested = game_file_argument(argv)
    if requested is not None:
        window.file_commands.open_path(requested)
    elif recovered:
        window.statusBar().showMessage(
            QCoreApplication.translate("launch", "Your unfinished game is back where you left it."),
            8000,
        )
    else:
        # A new table starts with naming the players and choosing the rules.
        QTimer.singleShot(0, window.new_game)
    return app.exec()
