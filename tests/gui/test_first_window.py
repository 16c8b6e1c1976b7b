"""A start shows the empty main window first, then loads the table and the game into it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.launch import FirstPaint, HandedOverFiles
from tallyo_desktop.app.main_window import TABLE_SHARE, MainWindow
from tallyo_desktop.app.start import DATA_DIR_VARIABLE, build_window, load
from tallyo_desktop.core import presets
from tallyo_desktop.core.events import ExhaustiveDraw, Riichi

from .fake_prompter import FakePrompter


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_the_game_is_loaded_into_the_window_once_it_is_painted(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    earlier, _, _ = build_window(data, prompter=FakePrompter())
    earlier.file_commands.start_game(presets.TENHOU, ("Ann", "Bea", "Cid", "Dan"))
    earlier.controller.record(Riichi(2))
    earlier.controller.record(ExhaustiveDraw(frozenset({2})))
    earlier.close()
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(data))
    app = QApplication.instance()
    assert isinstance(app, QApplication)

    window = MainWindow()
    qtbot.addWidget(window)
    FirstPaint(window, lambda: load(app, window, settings, [], HandedOverFiles()))
    window.show()
    assert not window.is_set_up
    qtbot.waitUntil(lambda: window.is_set_up)

    assert window.controller.game.events == (Riichi(2), ExhaustiveDraw(frozenset({2})))
    assert window.statusBar().currentMessage() == "Your unfinished game is back where you left it."
    assert "Ann, Bea, Cid, Dan" in window.windowTitle()
    assert window.seats[2].isVisible()
    # The table takes its share of a window that was already on screen.
    table, side = window.splitter.sizes()
    assert table / (table + side) == pytest.approx(TABLE_SHARE, abs=0.01)
    window.close()


def test_the_empty_window_closes_before_anything_is_loaded(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    loaded: list[bool] = []
    FirstPaint(window, lambda: loaded.append(True))
    window.show()
    assert window.close()
    assert not window.is_set_up


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
    assert "tallyo_desktop.app.main_window" in loaded
    assert [name for name in loaded if name.startswith("tallyo_desktop.core.")] == [
        "tallyo_desktop.core.i18n"
    ]
    for table_module in ("start", "controller", "entry_panel", "seat_panel", "points_chart"):
        assert f"tallyo_desktop.app.{table_module}" not in loaded
