"""What a launch does with the game file the system hands over."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.launch import FileOpener, build_window, game_file_argument
from tallyo_desktop.core import presets
from tallyo_desktop.core.events import Riichi
from tallyo_desktop.core.game import Game
from tallyo_desktop.core.record import game_to_json


def test_a_game_file_on_the_command_line_is_found() -> None:
    assert game_file_argument(["--verbose", "evening.tallyo"]) == Path("evening.tallyo")
    assert game_file_argument(["notes.txt"]) is None
    assert game_file_argument([]) is None


def test_a_file_open_event_opens_the_game(qtbot: QtBot, tmp_path: Path) -> None:
    game = Game(presets.WRC, ("W", "X", "Y", "Z"))
    game.record(Riichi(1))
    saved = tmp_path / "evening.tallyo"
    saved.write_text(game_to_json(game))
    window, recovered = build_window(tmp_path / "data")
    qtbot.addWidget(window)
    assert not recovered
    opener = FileOpener(window)
    app = QApplication.instance()
    assert app is not None
    event = QFileOpenEvent(QUrl.fromLocalFile(str(saved)))
    assert opener.eventFilter(app, event)
    assert window.controller.game.events == (Riichi(1),)
    assert window.controller.rules == presets.WRC
    window.files.release()  # type: ignore[union-attr]
