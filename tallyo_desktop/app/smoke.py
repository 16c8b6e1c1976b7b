"""`tallyo-desktop --smoke-test`: build the main window on a sample game, render it once, quit.

It answers "does this build start?" for an installed or frozen app, where a missing Qt plugin,
icon file or standard-library module shows only at run time. Besides the window it touches what
saving (json), export (csv) and the library (sqlite3, in memory) load, and the local socket on
which the running app takes a later start's file (a Unix socket, or QtNetwork's named pipe on
Windows, in a folder of its own). It reads and writes nothing in the player's data folder or
settings, so it is safe to run on a player's machine.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from tallyo_desktop import __version__
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.running_app import NAMED_PIPES, RunningApp, request
from tallyo_desktop.app.shared.icon import ICON_SIZES, app_icon
from tallyo_desktop.app.shared.translations import load_app_translator, load_qt_translator
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.library.schema import SCHEMA_VERSION
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.export import game_to_csv
from tallyo_desktop.core.record.format import game_from_json, game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

if TYPE_CHECKING:
    import socket

    from PySide6.QtNetwork import QLocalSocket

NAMES = ("Ann", "Bea", "Cid", "Dan")
SAMPLE = (
    Riichi(2),
    Ron(0, (Win(1, Hand(4, 40)),)),
    Tsumo(0, Hand(4, 40)),
    ExhaustiveDraw(frozenset({1})),
    Riichi(3),
)
# Hands that make a history row: a riichi alone does not.
SAMPLE_HANDS = 3
SMOKE_FILE = os.path.abspath("/smoke-test/evening.tallyo")
"""The file the smoke test's later start hands over (never opened)."""


def icon_problems() -> list[str]:
    icon = app_icon()
    QApplication.setWindowIcon(icon)
    missing = set(ICON_SIZES) - {size.width() for size in icon.availableSizes()}
    return [f"icon sizes missing: {sorted(missing)}"] if missing else []


def window_problems(controller: GameController) -> list[str]:
    found: list[str] = []
    # No GameFiles and no library: the window then never opens the data folder.
    window = MainWindow()
    window.set_up(controller)
    if window.controller.model.rowCount() != SAMPLE_HANDS:
        found.append(
            f"history shows {window.controller.model.rowCount()} hands, not {SAMPLE_HANDS}"
        )
    image = window.grab().toImage()
    if image.isNull():
        found.append("the window did not render")
    else:
        step_x, step_y = max(1, image.width() // 16), max(1, image.height() // 16)
        colours = {
            image.pixel(x, y)
            for x in range(0, image.width(), step_x)
            for y in range(0, image.height(), step_y)
        }
        if len(colours) < 2:
            found.append("the window rendered as a single colour")
    window.deleteLater()
    return found


def translation_problems() -> list[str]:
    """The Japanese texts, the app's and Qt's own (dialog buttons), are where the app looks."""
    app = QCoreApplication.instance()
    assert app is not None
    found = []
    if load_app_translator(app, "ja") is None:
        found.append("the app's Japanese translation cannot be loaded")
    if load_qt_translator(app, "ja") is None:
        found.append("Qt's own Japanese translation (qtbase_ja) cannot be loaded")
    return found


def record_problems(game: Game) -> list[str]:
    found: list[str] = []
    if game_from_json(game_to_json(game)).state != game.state:
        found.append("the game record did not read back the same")
    if game_to_csv(game).count("\n") <= SAMPLE_HANDS:
        found.append("the CSV export is missing rows")
    with GameLibrary(":memory:") as library:
        if library.schema_version != SCHEMA_VERSION:
            found.append(f"the library schema is at version {library.schema_version}")
    return found


def hand_over_problems() -> list[str]:
    """The running app takes what a later start sends: its local socket can be made and reached
    (on Windows, QtNetwork's named pipe). In a folder of its own, which it removes: never the
    player's data folder."""
    from PySide6.QtCore import QDeadlineTimer

    with tempfile.TemporaryDirectory(prefix="tallyo-smoke-") as folder:
        running = RunningApp(Path(folder))
        taken: list[list[str]] = []
        if not running.claim() or not running.listen(taken.append):
            return ["the running app cannot listen for later starts"]
        try:
            later = _later_start(running.name)
        except OSError as error:
            running.close()
            return [f"a later start cannot reach the running app: {error}"]
        deadline = QDeadlineTimer(5000)
        while not taken and not deadline.hasExpired():
            QCoreApplication.processEvents()
        later.close()
        running.close()
    if taken != [[SMOKE_FILE]]:
        return [f"a later start's file was not taken: {taken}"]
    return []


def _later_start(name: str) -> QLocalSocket | socket.socket:
    """A later start's connection to the running app, its request sent."""
    if NAMED_PIPES:
        from PySide6.QtNetwork import QLocalSocket

        pipe = QLocalSocket()
        pipe.connectToServer(name)
        pipe.write(request([SMOKE_FILE]))
        return pipe
    import socket

    from tallyo_desktop.app.shared.unix_socket import socket_path

    later = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    later.settimeout(5)
    later.connect(socket_path(name))
    later.sendall(request([SMOKE_FILE]))
    return later


def problems() -> list[str]:
    """What went wrong while building and drawing the sample game; empty if nothing did."""
    controller = GameController(Game(presets.TENHOU, NAMES))
    refused = [event for event in SAMPLE if not controller.record(event)]
    found = [f"sample events refused: {refused}"] if refused else []
    found += icon_problems()
    found += translation_problems()
    found += window_problems(controller)
    found += record_problems(controller.game)
    found += hand_over_problems()
    return found


def run_smoke_test() -> int:
    app = QApplication.instance()
    if app is None:
        # Only the program name: the flag is ours, not Qt's.
        app = QApplication(sys.argv[:1])
    found = problems()
    if found:
        print(f"Tallyo Desktop {__version__}: smoke test failed:", file=sys.stderr)
        for problem in found:
            print(f"  {problem}", file=sys.stderr)
        return 1
    print(f"Tallyo Desktop {__version__}: smoke test passed")
    return 0
