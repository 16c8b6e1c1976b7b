"""Start the Qt application: put the main window on screen at once, then load the table and the
game into it (see app/start.py).

A start shows the empty window first, in its last size and place, because what takes a start
longest is what comes after: importing the table's modules and the core, building the table and
replaying the game. This module imports only what that first window needs.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from tallyo_desktop import __version__
from tallyo_desktop.app.icon import app_icon
from tallyo_desktop.app.look import Scheme, apply_scheme, saved_scheme
from tallyo_desktop.app.main_window import MainWindow

LOAD_ANYWAY_MS = 1000
"""Load the table after this long even if the window was not painted (a start minimised)."""


class FirstPaint(QObject):
    """Calls back once, as soon as the window it watches has been painted (or after
    LOAD_ANYWAY_MS), and then stops watching."""

    def __init__(self, window: MainWindow, callback: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._callback: Callable[[], None] | None = callback
        window.installEventFilter(self)
        QTimer.singleShot(LOAD_ANYWAY_MS, self._call)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            # Called from the event loop: the painted window reaches the screen first.
            QTimer.singleShot(0, self._call)
        return False

    def _call(self) -> None:
        callback, self._callback = self._callback, None
        if callback is not None:
            self._window.removeEventFilter(self)
            callback()


class FileOpener(QObject):
    """Opens the game files the system hands over (a double-click on macOS is a FileOpen event,
    which can come before the table is loaded: those wait for it)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._open: Callable[[str], object] | None = None
        self._waiting: list[str] = []

    def open_with(self, open_file: Callable[[str], object]) -> bool:
        """Open the files handed over from now on with `open_file`, and those that waited;
        whether any had."""
        self._open = open_file
        waiting, self._waiting = self._waiting, []
        for name in waiting:
            open_file(name)
        return bool(waiting)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            if self._open is None:
                self._waiting.append(event.file())
            else:
                self._open(event.file())
            return True
        return False


def launch(argv: list[str]) -> int:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0], *argv])
    # The names (not translated) choose where settings and games are kept.
    app.setApplicationName("Tallyo Desktop")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("Tallyo")
    QApplication.setWindowIcon(app_icon())
    settings = QSettings()
    scheme = saved_scheme(settings)
    if scheme is not Scheme.SYSTEM:
        # The empty window shows in the colours the player chose; the system's colours are
        # asked for with the table (asking loads the Qt namespace, which takes 20 ms).
        apply_scheme(app, scheme)
    window = MainWindow()
    window.restore_geometry(settings)
    opener = FileOpener(window)
    app.installEventFilter(opener)
    FirstPaint(window, lambda: _load(app, window, settings, argv, opener))
    window.show()
    return app.exec()


def _load(
    app: QApplication,
    window: MainWindow,
    settings: QSettings,
    argv: list[str],
    opener: FileOpener,
) -> None:
    # Imported once the window is on screen: the table's modules and the core are most of
    # what a start loads.
    from tallyo_desktop.app.start import load

    load(app, window, settings, argv, opener)
