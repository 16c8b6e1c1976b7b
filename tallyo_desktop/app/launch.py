"""Start the Qt application: put the main window on screen at once, then load the table and the
game into it (see app/start.py); or, when the app already runs on the same data folder, hand it
the game file given and end (app/running_app.py).

A start shows the empty window first, in its last size and place, because what takes a start
longest is what comes after: importing the table's modules and the core, building the table and
replaying the game. This module imports only what that first window needs.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QWidget

from tallyo_desktop import __version__
from tallyo_desktop.app.crash_log import start_crash_log
from tallyo_desktop.app.data_folder import data_dir
from tallyo_desktop.app.handed_over import HandedOverFiles
from tallyo_desktop.app.running_app import RunningApp
from tallyo_desktop.app.shared.icon import app_icon
from tallyo_desktop.app.shared.look import Scheme, apply_scheme, first_scheme
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.app.window_system import make_application

LOAD_ANYWAY_MS = 1000
"""Load the table after this long even if the window was not painted (a start minimised)."""


LISTEN_AFTER_MS = 250
"""How long after the table is loaded the app starts to listen for later starts: after the
table's first paint, which a timer of 0 could come before."""


class FirstPaint(QObject):
    """Calls back once, as soon as the window it watches has been painted (or after
    LOAD_ANYWAY_MS), and then stops watching; never if the window is closed first."""

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
        elif event.type() == QEvent.Type.Close:
            self._callback = None
        return False

    def _call(self) -> None:
        if self._callback is None:
            return
        # The painted window may still wait in the connection to the window system (X11
        # sends it once the event loop is idle): sent now, it shows while the rest loads.
        # This also handles the events waiting, a Close among them.
        QApplication.sync()
        callback, self._callback = self._callback, None
        self._window.removeEventFilter(self)
        if callback is not None:
            callback()


class Application(QApplication):
    """The application, which takes the game files the system hands over. It takes them in its
    own `event`: an event filter on the application would see every event of every widget."""

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self.handed_over = HandedOverFiles()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            self.handed_over.take(event.file())
            return True
        return super().event(event)


def launch(argv: list[str], games: Sequence[str] = ()) -> int:
    """Start the app with Qt's options `argv`, opening `games` once the table is loaded; or hand
    `games` to the app already running on the data folder, and end."""
    existing = QApplication.instance()
    app = (
        existing
        if isinstance(existing, Application)
        else make_application(lambda: Application([sys.argv[0], *argv]))
    )
    # The names (not translated) choose where settings and games are kept.
    app.setApplicationName("Tallyo Desktop")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("Tallyo")
    running = RunningApp(data_dir(), app)
    if not running.claim():
        if running.hand_over(games):
            return 0
        # The app that held the lock may have just ended; if not, it is stuck.
        if not running.claim():
            print(
                "tallyo-desktop: Tallyo Desktop is running but does not answer: this start "
                "opens a window of its own.",
                file=sys.stderr,
            )
    # From here on this start is the app: a native crash leaves its trace in the data folder.
    crash_log = start_crash_log(data_dir())
    # As a file the system hands over is opened (a double-click on macOS): once the table is
    # loaded, with what the window says if it cannot be opened, whatever its name.
    for game in games:
        app.handed_over.take(game)
    QApplication.setWindowIcon(app_icon())
    settings = QSettings()
    scheme = first_scheme(settings)
    if scheme is not Scheme.SYSTEM:
        # The empty window shows in the colours the player chose, or had last time; the
        # system is asked with the table (asking loads the Qt namespace, which takes 20 ms).
        apply_scheme(app, scheme)
    window = MainWindow()
    window.restore_geometry(settings)
    earlier_crash = crash_log.earlier if crash_log is not None else None
    FirstPaint(
        window,
        lambda: load_table(app, window, settings, app.handed_over, running, earlier_crash),
    )
    window.show()
    try:
        return app.exec()
    finally:
        running.close()
        if crash_log is not None:
            crash_log.close()


def load_table(
    app: QApplication,
    window: MainWindow,
    settings: QSettings,
    handed_over: HandedOverFiles,
    running: RunningApp | None = None,
    earlier_crash: Path | None = None,
) -> None:
    """Load the table and the game into the window on screen (app/start.py), then take what
    later starts hand over; if that fails, say so and end the start. `earlier_crash` is the log
    a crash of the last run left, for the start to say so."""
    try:
        # Imported once the window is on screen: the table's modules and the core are most of
        # what a start loads.
        from tallyo_desktop.app.start import load

        load(app, window, settings, handed_over, earlier_crash)
        if running is not None:
            # Once the table is on screen: listening costs a socket (and, on Windows,
            # QtNetwork). A later start meanwhile waits for it (app/running_app.py).
            QTimer.singleShot(
                LISTEN_AFTER_MS,
                lambda: running.listen(lambda files: take_over(window, handed_over, files)),
            )
    except Exception as error:
        # Raised in the event loop, it would only be printed, and leave an empty window open.
        # Imported here: only a start that fails needs them.
        import traceback

        from PySide6.QtWidgets import QMessageBox

        traceback.print_exc()

        QMessageBox.critical(
            window,
            QCoreApplication.translate("launch", "Tallyo Desktop cannot start"),
            QCoreApplication.translate(
                "launch", "Tallyo Desktop cannot start: {error}\nYour games were not changed."
            ).format(error=error),
        )
        app.exit(1)
    finally:
        collect_from_now_on()


def take_over(window: QWidget, handed_over: HandedOverFiles, files: list[str]) -> None:
    """What a later start handed over: its game files are opened as Game ▸ Open opens them,
    and the window comes to the front, as if the start had opened it."""
    for name in files:
        handed_over.take(name)
    to_the_front(window)


def to_the_front(window: QWidget) -> None:
    """The window shown in front, unminimised, with the focus; a dialog it has open in front of
    it. Where the system allows: some keep a window from taking the focus, and flash it."""
    # Imported here: PySide builds the Qt namespace's enums as it is imported (20 ms of a start).
    from PySide6.QtCore import Qt

    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    dialog = QApplication.activeModalWidget()
    if dialog is not None:
        dialog.raise_()
        dialog.activateWindow()


def collect_from_now_on() -> None:
    """Turn the cycle collector back on once the table is loaded, if the start turned it off
    (`tallyo_desktop.cli.run`). What the start made lives as long as the app: the collector
    leaves it alone from now on, and looks only at what comes after."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()
