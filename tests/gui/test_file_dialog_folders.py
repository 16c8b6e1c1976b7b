"""Where the real file dialogs start: in the player's documents, then where a game was saved;
never in the folder the app happened to be started from."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.record.files import read_game_file
from tallyo_desktop.core.rules import presets

# The documents folder follows HOME on Linux; elsewhere the system says where it is.
pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="HOME names the documents")

NAMES = ("Ann", "Bea", "Cid", "Dan")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A player's home without a documents folder yet, as on a fresh system, and the app
    started from another folder."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.delenv("XDG_DOCUMENTS_DIR", raising=False)
    started = tmp_path / "started-here"
    started.mkdir()
    monkeypatch.chdir(started)
    return home


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, home: Path) -> Iterator[MainWindow]:
    controller = GameController()
    files = GameFiles(controller, GameStore(tmp_path / "data"))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow()
    # No prompter given: the window asks with its real dialogs.
    main.set_up(controller, None, files, None, settings)
    qtbot.addWidget(main)
    main.file_commands.start_game(presets.TENHOU, NAMES)
    yield main
    main.close()


def _dialog_folder(trigger: QAction, answer: Path | None = None) -> Path:
    """The folder the file dialog `trigger` opens starts in; it then takes `answer`, or is
    cancelled."""
    shown: list[Path] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QFileDialog)
        shown.append(Path(dialog.directory().absolutePath()))
        if answer is None:
            dialog.reject()
        else:
            dialog.selectFile(str(answer))
            dialog.accept()

    QTimer.singleShot(0, look)
    trigger.trigger()
    (folder,) = shown
    return folder


def test_save_as_starts_in_documents_then_where_the_game_was_saved(
    window: MainWindow, home: Path, tmp_path: Path
) -> None:
    documents = home / "Documents"
    assert _dialog_folder(window.commands.save_as) == documents
    assert _dialog_folder(window.commands.export) == documents
    assert _dialog_folder(window.commands.open) == documents
    club = tmp_path / "club"
    club.mkdir()
    assert _dialog_folder(window.commands.save_as, club / "friday.tallyo") == documents
    assert read_game_file(club / "friday.tallyo").names == NAMES
    assert _dialog_folder(window.commands.export) == club
    assert _dialog_folder(window.commands.open) == club
