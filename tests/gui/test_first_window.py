"""A start shows the empty main window first, then loads the table and the game into it."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tallyo_desktop.app import launch, start
from tallyo_desktop.app.data_folder import DATA_DIR_VARIABLE
from tallyo_desktop.app.handed_over import HandedOverFiles
from tallyo_desktop.app.launch import FirstPaint, load_table
from tallyo_desktop.app.shared.look import (
    SHOWN_DARK_KEY,
    Scheme,
    first_scheme,
    is_dark,
    save_scheme,
)
from tallyo_desktop.app.shared.translations import save_language
from tallyo_desktop.app.start import build_window, follow_scheme, load
from tallyo_desktop.app.window.main_window import DEFAULT_SIZE, MainWindow
from tallyo_desktop.app.window.remembering_window import TABLE_SHARE
from tallyo_desktop.core.record.format import game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi

from .fake_prompter import FakePrompter
from .pages import TablePage

EVENTS = (Riichi(2), ExhaustiveDraw(frozenset({2})))


@pytest.fixture
def app() -> Iterator[QApplication]:
    """The test application, its style and palette put back afterwards: a start sets them."""
    application = QApplication.instance()
    assert isinstance(application, QApplication)
    palette, style = application.palette(), application.style().name()
    yield application
    application.setStyle(style)
    application.setPalette(palette)


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    # The texts these tests read are English whatever the system's language.
    save_language(settings, "en")
    return settings


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder whose last game is unfinished, as a start finds it."""
    folder = tmp_path / "data"
    earlier, _, _ = build_window(folder, prompter=FakePrompter())
    earlier.file_commands.start_game(presets.TENHOU, ("Ann", "Bea", "Cid", "Dan"))
    for event in EVENTS:
        earlier.controller.record(event)
    earlier.close()
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(folder))
    return folder


@pytest.fixture
def never_anyway(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the paint can start the loading."""
    monkeypatch.setattr(launch, "LOAD_ANYWAY_MS", 60_000)


@pytest.mark.usefixtures("data", "never_anyway")
def test_the_game_is_loaded_into_the_window_once_it_is_painted(
    qtbot: QtBot, app: QApplication, settings: QSettings
) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    # As large as on a screen with room for it: the test's screen is 800 px wide.
    window.resize(*DEFAULT_SIZE)
    FirstPaint(window, lambda: load(app, window, settings, HandedOverFiles()))
    window.show()
    assert not window.is_set_up
    qtbot.waitUntil(lambda: window.is_set_up, timeout=2000)

    page = TablePage(qtbot, window)
    assert window.controller.game.events == EVENTS
    assert page.status() == "Your unfinished game is back where you left it."
    assert "Ann, Bea, Cid, Dan" in page.title()
    assert page.seats_shown()[2]
    # The table takes its share of a window that was already on screen.
    table, side = window.splitter.sizes()
    assert table / (table + side) == pytest.approx(TABLE_SHARE, abs=0.01)
    window.close()


@pytest.mark.usefixtures("data")
def test_a_file_given_at_a_start_is_opened_instead_of_the_last_game(
    qtbot: QtBot, app: QApplication, settings: QSettings, tmp_path: Path
) -> None:
    # Named on the command line or handed over by the system, a file comes the same way (the
    # command line's own test, in test_cli, starts the real app with one).
    named = _game_file(tmp_path)
    handed_over = HandedOverFiles()
    handed_over.take(str(named))
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    load(app, window, settings, handed_over)
    assert window.controller.state.names == ("W", "X", "Y", "Z")
    assert window.statusBar().currentMessage() != (
        "Your unfinished game is back where you left it."
    )
    window.close()


def _game_file(tmp_path: Path) -> Path:
    other = build_window(tmp_path / "elsewhere", prompter=FakePrompter())[0]
    other.file_commands.start_game(presets.WRC, ("W", "X", "Y", "Z"))
    handed = tmp_path / "handed.tallyo"
    handed.write_text(game_to_json(other.controller.game))
    other.close()
    return handed


@pytest.mark.parametrize("when", ["before the table", "before a new game is asked for"])
def test_a_file_handed_over_at_a_start_is_opened_and_no_game_is_asked_for(
    qtbot: QtBot,
    app: QApplication,
    settings: QSettings,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    when: str,
) -> None:
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(tmp_path / "no-games-yet"))
    handed = _game_file(tmp_path)
    handed_over = HandedOverFiles()
    if when == "before the table":
        handed_over.take(str(handed))
    window = MainWindow()
    qtbot.addWidget(window)
    asked: list[bool] = []
    monkeypatch.setattr(window, "new_game", lambda: asked.append(True))
    window.show()
    load(app, window, settings, handed_over)
    if when == "before a new game is asked for":
        handed_over.take(str(handed))
    qtbot.wait(50)  # a new game would be asked for from the event loop
    assert window.controller.state.names == ("W", "X", "Y", "Z")
    assert not asked
    window.close()


def test_with_nothing_to_go_on_with_a_new_game_is_asked_for(
    qtbot: QtBot,
    app: QApplication,
    settings: QSettings,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(tmp_path / "no-games-yet"))
    window = MainWindow()
    qtbot.addWidget(window)
    asked: list[bool] = []
    monkeypatch.setattr(window, "new_game", lambda: asked.append(True))
    window.show()
    load(app, window, settings, HandedOverFiles())
    qtbot.waitUntil(lambda: asked == [True], timeout=2000)
    window.close()


def test_a_start_that_cannot_load_the_table_says_so_and_ends(
    qtbot: QtBot,
    app: QApplication,
    settings: QSettings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    def broken(*_arguments: object) -> None:
        raise OSError("the disk is gone")

    monkeypatch.setattr(start, "load", broken)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda _parent, _title, text: shown.append(text))
    exits: list[int] = []
    monkeypatch.setattr(app, "exit", exits.append)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    load_table(app, window, settings, HandedOverFiles())
    assert shown == ["Tallyo Desktop cannot start: the disk is gone\nYour games were not changed."]
    assert exits == [1]
    assert not window.is_set_up
    assert "OSError: the disk is gone" in capsys.readouterr().err


def test_a_window_never_painted_is_loaded_anyway(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(launch, "LOAD_ANYWAY_MS", 50)
    window = MainWindow()
    qtbot.addWidget(window)
    loaded: list[bool] = []
    FirstPaint(window, lambda: loaded.append(True))
    qtbot.waitUntil(lambda: loaded == [True], timeout=2000)


def test_a_window_closed_before_it_is_loaded_is_left_alone(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(launch, "LOAD_ANYWAY_MS", 50)
    window = MainWindow()
    qtbot.addWidget(window)
    loaded: list[bool] = []
    FirstPaint(window, lambda: loaded.append(True))
    window.show()
    assert window.close()
    qtbot.wait(200)
    assert not loaded
    assert not window.is_set_up


def test_the_empty_window_has_the_colours_the_window_had_last(
    app: QApplication, settings: QSettings
) -> None:
    assert first_scheme(settings) is Scheme.SYSTEM
    save_scheme(settings, Scheme.DARK)
    follow_scheme(app, settings)
    assert is_dark(app.palette())
    # Back to following the system, which was dark when the window was last shown.
    save_scheme(settings, Scheme.SYSTEM)
    assert settings.value(SHOWN_DARK_KEY) in (True, "true")
    assert first_scheme(settings) is Scheme.DARK
    save_scheme(settings, Scheme.LIGHT)
    assert first_scheme(settings) is Scheme.LIGHT


def test_the_first_window_needs_neither_the_core_nor_the_table() -> None:
    # A fresh interpreter, as at a start: what importing the launch module loads.
    loaded = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, tallyo_desktop.app.launch; "
            "print(' '.join(name for name in sys.modules if name.startswith('tallyo_desktop')))",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert "tallyo_desktop.app.window.main_window" in loaded
    assert [name for name in loaded if name.startswith("tallyo_desktop.core.")] == [
        "tallyo_desktop.core.i18n"
    ]
    for table_module in ("start", "controller", "entry_panel", "seat_panel", "points_chart"):
        assert f"tallyo_desktop.app.{table_module}" not in loaded


def test_a_damaged_layout_in_the_settings_is_left_out(qtbot: QtBot, settings: QSettings) -> None:
    settings.setValue("mainWindow/geometry", "abc")
    settings.setValue("mainWindow/splitter", 42)
    window = MainWindow()
    qtbot.addWidget(window)
    window.restore_geometry(settings)
    window.resize(*DEFAULT_SIZE)
    window.show()
    window.set_up(prompter=FakePrompter())
    window.remember_layout(settings)
    table, side = window.splitter.sizes()
    assert table / (table + side) == pytest.approx(TABLE_SHARE, abs=0.01)
    window.close()
