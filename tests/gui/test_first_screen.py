"""A start builds what its first screen shows, and leaves the rest until it is first needed.

Each start here is a fresh interpreter, as a player's is: it brings back an unfinished game,
shows the window, and reports which modules it imported.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.entry.abortive_form import AbortiveForm
from tallyo_desktop.app.entry.draw_form import DrawForm
from tallyo_desktop.app.entry.form import EntryForm
from tallyo_desktop.app.entry.seat_event_forms import ChomboForm, CorrectionForm
from tallyo_desktop.app.entry.win_form import WinForm
from tallyo_desktop.app.files.game_store import LAST_GAME, GameStore
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.start import Start, build_window
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.record.format import FILE_SUFFIX, Metadata, game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import ChomboPenalty
from tallyo_desktop.core.session.draft import EntryMode
from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter

START = """
import json, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.start import Start, build_window
from tallyo_desktop.app.window.main_window import MainWindow
app = QApplication(sys.argv[:1])
window, found, _ = build_window(Path(sys.argv[1]))
window.show()
app.processEvents()
assert found is Start.RECOVERED, found
from PySide6 import QtWidgets
print(json.dumps(sorted(sys.modules)))
print(json.dumps(sorted(vars(QtWidgets))))
"""


def unfinished_game(data: Path) -> None:
    """A data folder whose last game is unfinished, as a start finds it."""
    game = Game(presets.TENHOU, ("Ann", "Bea", "Cid", "Dan"))
    game.record(Riichi(1))
    game.record(ExhaustiveDraw(frozenset({1})))
    games = data / "games"
    games.mkdir(parents=True)
    metadata = Metadata.new()
    (games / f"{metadata.id}{FILE_SUFFIX}").write_text(game_to_json(game, metadata))
    (games / LAST_GAME).write_text(f"{metadata.id}{FILE_SUFFIX}\n")


@pytest.fixture(scope="module")
def start(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[str], list[str]]:
    """The modules a start imported, with an unfinished game to bring back, and the names
    PySide made in QtWidgets meanwhile (it makes each class when it is first used)."""
    data = tmp_path_factory.mktemp("data")
    unfinished_game(data)
    done = subprocess.run(
        [sys.executable, "-c", START, str(data)],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        check=True,
    )
    modules, widgets = (json.loads(line) for line in done.stdout.splitlines()[-2:])
    return modules, widgets


@pytest.fixture
def started(start: tuple[list[str], list[str]]) -> list[str]:
    return start[0]


def test_a_start_loads_no_openssl(started: list[str]) -> None:
    # hashlib loads OpenSSL: 3 MiB and 2 ms of every start, for the name of one lock file.
    assert "_hashlib" not in started
    assert "hashlib" not in started


def test_lock_files_keep_their_names(tmp_path: Path) -> None:
    # A window of an earlier version holding a game still keeps this one from taking it.
    store = GameStore(tmp_path)
    assert store.lock(game_id="g-1")
    old_name = "game-" + hashlib.sha256(b"g-1").hexdigest()[:32] + ".lock"
    assert (tmp_path / "locks" / old_name).exists()
    store.release_all()


def test_continuing_the_last_game_writes_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    unfinished_game(tmp_path)
    marker = tmp_path / "games" / LAST_GAME
    before = marker.stat()
    window, found, _ = build_window(tmp_path, prompter=FakePrompter())
    qtbot.addWidget(window)
    assert found is Start.RECOVERED
    # Written again, the marker would be a new file (it is replaced as a whole).
    assert marker.stat().st_ino == before.st_ino
    assert marker.stat().st_mtime_ns == before.st_mtime_ns
    window.close()


@pytest.mark.parametrize(
    "module",
    [
        # The round clock's dialog: shown when the clock is started.
        "tallyo_desktop.app.clock.dialog",
        # Library ▸ Gather games: made when first used, or when a folder is watched.
        "tallyo_desktop.app.library.gather_commands",
        "tallyo_desktop.core.library.kept_records",
        # Dates: a name suggested for Save as, a game entering the library.
        "datetime",
        # The names of 2,000 characters, for five that a tooltip escapes.
        "html",
    ],
)
def test_a_start_leaves_out_what_its_screen_does_not_use(started: list[str], module: str) -> None:
    assert module not in started


def test_a_start_makes_only_the_widget_classes_it_uses(
    start: tuple[list[str], list[str]],
) -> None:
    # A widget made by Qt and first handed to Python (a view's viewport) has PySide make
    # every widget class to find its own: 8 ms of a start, for wizards and dialogs unseen.
    _modules, widgets = start
    for unused in ("QWizard", "QMdiArea", "QFontDialog", "QCalendarWidget"):
        assert unused not in widgets
    assert "QTableView" in widgets


ENTRY_FORMS = ("win_form", "draw_form", "abortive_form", "seat_event_forms", "hand_grid")


def test_a_start_makes_no_entry_form(started: list[str]) -> None:
    # Each form is made when the player first enters its kind of event.
    for module in ENTRY_FORMS:
        assert f"tallyo_desktop.app.entry.{module}" not in started
    assert "tallyo_desktop.app.tiles.request" not in started


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    window = MainWindow()
    # Tenhou's table with a chombo: every form can be shown.
    rules = presets.TENHOU.with_changes(preset="custom", chombo=ChomboPenalty.REVERSE_MANGAN)
    window.set_up(GameController(Game(rules, ("Ann", "Bea", "Cid", "Dan"))))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()


@pytest.mark.parametrize(
    ("mode", "form"),
    [
        (EntryMode.RON, WinForm),
        (EntryMode.TSUMO, WinForm),
        (EntryMode.DRAW, DrawForm),
        (EntryMode.NAGASHI, DrawForm),
        (EntryMode.CHOMBO, ChomboForm),
        (EntryMode.ABORTIVE, AbortiveForm),
        (EntryMode.CORRECTION, CorrectionForm),
    ],
)
def test_an_entry_form_is_made_when_first_shown(
    window: MainWindow, mode: EntryMode, form: type[QWidget]
) -> None:
    assert window.entry.findChildren(EntryForm) == []
    window.entry.start(mode)
    made = window.entry.findChildren(form)
    assert len(made) == 1 and made[0].isVisible()
    window.entry.cancel()
    window.entry.start(mode)
    assert window.entry.findChildren(form) == made


def test_tab_goes_from_a_form_made_later_to_cancel_and_record(
    qtbot: QtBot, window: MainWindow
) -> None:
    # As it did when every form was made with the table: Qt puts what is made later at the
    # end of the window's tab order.
    window.entry.start(EntryMode.DRAW)
    window.entry.draw.all_noten.setFocus()
    order = []
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        order.append(focused.objectName() if focused is not None else "")
    assert order == ["cancelButton", "recordButton", "historyPanel"]


def test_what_happened_fills_the_history_to_its_edge(qtbot: QtBot, window: MainWindow) -> None:
    history = window.history
    header = history.horizontalHeader()
    for width, height in ((1280, 720), (1900, 1000), (1500, 800)):
        window.resize(width, height)
        qtbot.wait(10)
        widths = sum(header.sectionSize(column) for column in range(header.count()))
        assert widths == history.viewport().width()


COLLECTOR = """
import gc, sys
from tallyo_desktop import cli
from tallyo_desktop.app import start
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
seen = []
loading = start.load

def load(*arguments):
    seen.append(gc.isenabled())
    loading(*arguments)
    QTimer.singleShot(0, lambda: (seen.append(gc.isenabled()), QApplication.quit()))

start.load = load
sys.argv = ["tallyo-desktop"]
cli.run()
print(seen, gc.get_freeze_count() > 0)
"""


def test_the_start_loads_with_the_cycle_collector_off_then_turns_it_on(tmp_path: Path) -> None:
    # It would free nothing while the modules load; once on again, it leaves alone what the
    # start made, which lives as long as the app.
    unfinished_game(tmp_path / "data")
    done = subprocess.run(
        [sys.executable, "-c", COLLECTOR],
        capture_output=True,
        text=True,
        env={
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "TALLYO_DATA_DIR": str(tmp_path / "data"),
            "XDG_CONFIG_HOME": str(tmp_path / "config"),
        },
        check=True,
        timeout=60,
    )
    assert done.stdout.split("\n")[-2] == "[False, True] True"
