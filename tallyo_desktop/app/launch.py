"""Start the Qt application: reopen the unfinished game, or ask for a new one."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication

from tallyo_desktop import __version__
from tallyo_desktop.app.controller import GameController
from tallyo_desktop.app.game_files import GameFiles
from tallyo_desktop.app.icon import app_icon
from tallyo_desktop.app.main_window import DEFAULT_NAMES, MainWindow
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library import GameLibrary
from tallyo_desktop.core.presets import DEFAULT

DATA_DIR_VARIABLE = "TALLYO_DATA_DIR"
"""Where games and the library are kept, instead of the platform's app-data folder."""


def data_dir() -> Path:
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))


def open_library(folder: Path) -> GameLibrary | None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        return GameLibrary(folder / "library.sqlite3")
    except (TallyoError, OSError):
        # Playing matters more than the library: without one, finished games stay in files.
        return None


def build_window(folder: Path) -> tuple[MainWindow, bool]:
    """The main window with the newest unfinished game; True if one was brought back."""
    controller = GameController(DEFAULT, DEFAULT_NAMES)
    files = GameFiles(controller, folder)
    window = MainWindow(controller, files=files, library=open_library(folder))
    controller.setParent(window)
    files.setParent(window)
    recovered = files.recover()
    if not recovered:
        files.start(controller.game)
    return window, recovered


def launch(argv: list[str]) -> int:
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("Tallyo Desktop")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("Tallyo")
    QApplication.setWindowIcon(app_icon())
    window, recovered = build_window(data_dir())
    window.remember_layout(QSettings())
    window.show()
    if recovered:
        window.statusBar().showMessage("Your unfinished game is back where you left it.", 8000)
    else:
        # A new table starts with naming the players and choosing the rules.
        QTimer.singleShot(0, window.new_game)
    return app.exec()
