"""What a launch does with the game file the system hands over."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.handed_over import HandedOverFiles
from tallyo_desktop.app.start import Start, build_window
from tallyo_desktop.core.record import files as record_file
from tallyo_desktop.core.record.format import game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter


def test_a_file_open_event_opens_the_game(qtbot: QtBot, tmp_path: Path) -> None:
    game = Game(presets.WRC, ("W", "X", "Y", "Z"))
    game.record(Riichi(1))
    saved = tmp_path / "evening.tallyo"
    saved.write_text(game_to_json(game))
    window, found, _ = build_window(tmp_path / "data", prompter=FakePrompter())
    qtbot.addWidget(window)
    assert found is Start.NEW
    assert not window.controller.has_game
    handed_over = HandedOverFiles()
    handed_over.open_with(lambda name: window.file_commands.open_path(Path(name)))
    handed_over.take(str(saved))
    assert window.controller.game.events == (Riichi(1),)
    assert window.controller.rules == presets.WRC
    assert window.files is not None
    window.files.release()


def test_a_file_handed_over_before_the_table_is_loaded_waits_for_it() -> None:
    handed_over = HandedOverFiles()
    handed_over.take("/games/evening.tallyo")
    opened: list[str] = []
    assert handed_over.open_with(opened.append)
    assert opened == ["/games/evening.tallyo"]
    handed_over.take("/games/late.tallyo")
    assert opened == ["/games/evening.tallyo", "/games/late.tallyo"]
    # Nothing waits a second time.
    assert not handed_over.open_with(opened.append)


def test_the_application_takes_the_file_open_events_itself(tmp_path: Path) -> None:
    # A QApplication of its own needs a process of its own.
    script = (
        "import sys\n"
        "from PySide6.QtCore import QCoreApplication, QUrl\n"
        "from PySide6.QtGui import QFileOpenEvent\n"
        "from tallyo_desktop.app.launch import Application\n"
        "app = Application(sys.argv[:1])\n"
        "event = QFileOpenEvent(QUrl.fromLocalFile(sys.argv[1]))\n"
        "assert QCoreApplication.sendEvent(app, event)\n"
        "opened = []\n"
        "assert app.handed_over.open_with(opened.append)\n"
        "print(opened[0])\n"
    )
    wanted = str(tmp_path / "evening.tallyo")
    done = subprocess.run(
        [sys.executable, "-c", script, wanted],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        check=True,
    )
    assert done.stdout.strip() == wanted


def test_a_first_launch_creates_no_game(qtbot: QtBot, tmp_path: Path) -> None:
    window, found, _ = build_window(tmp_path / "data", prompter=FakePrompter())
    qtbot.addWidget(window)
    assert found is Start.NEW
    assert not window.controller.has_game
    assert not window.entry_actions.ron.isEnabled()
    # Nothing was written: a game exists only once the players confirm one.
    assert not list((tmp_path / "data").rglob("*.tallyo"))
    window.close()


def test_after_a_finished_game_the_next_launch_starts_afresh(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "data"
    window, _, _ = build_window(data, prompter=FakePrompter())
    qtbot.addWidget(window)
    # An abandoned game, then one played to the end.
    window.file_commands.start_game(presets.TENHOU, ("A", "B", "C", "D"))
    window.controller.record(Riichi(0))
    window.file_commands.start_game(presets.east_only(presets.WRC), ("W", "X", "Y", "Z"))
    while not window.controller.state.is_over:
        window.controller.record(ExhaustiveDraw(frozenset()))
    window.close()
    again, found, _ = build_window(data, prompter=FakePrompter())
    qtbot.addWidget(again)
    assert found is Start.NEW
    assert not again.controller.has_game
    # The abandoned game is not lost: it waits in the list of unfinished games.
    assert again.files is not None
    unfinished = again.files.store.unfinished()
    assert [game.saved.game.names for game in unfinished if game.saved] == [("A", "B", "C", "D")]
    again.close()


def test_an_unreadable_last_game_is_said_so_not_replaced_by_an_older_one(
    qtbot: QtBot, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    window, _, _ = build_window(data, prompter=FakePrompter())
    qtbot.addWidget(window)
    window.file_commands.start_game(presets.TENHOU, ("A", "B", "C", "D"))
    window.file_commands.start_game(presets.TENHOU, ("W", "X", "Y", "Z"))
    assert window.files is not None
    last = window.files.autosave_path
    window.close()
    assert last is not None
    last.write_text('{"format": "tallyo-game", "version": 1, "rul')
    again, found, reason = build_window(data, prompter=FakePrompter())
    qtbot.addWidget(again)
    assert found is Start.UNREADABLE
    assert "ends too early" in reason
    assert not again.controller.has_game
    assert last.read_text() == '{"format": "tallyo-game", "version": 1, "rul'
    again.close()


def test_start_up_reads_the_last_game_only(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    window, _, _ = build_window(data, prompter=FakePrompter())
    qtbot.addWidget(window)
    for names in (("A", "B", "C", "D"), ("E", "F", "G", "H"), ("W", "X", "Y", "Z")):
        window.file_commands.start_game(presets.TENHOU, names)
        window.controller.record(Riichi(0))
    window.close()
    read: list[Path] = []
    real = record_file.read_bytes

    def counted(path: str | os.PathLike[str]) -> bytes:
        read.append(Path(path))
        return real(path)

    monkeypatch.setattr(record_file, "read_bytes", counted)
    again, found, _ = build_window(data, prompter=FakePrompter())
    qtbot.addWidget(again)
    assert found is Start.RECOVERED
    assert again.controller.game.names == ("W", "X", "Y", "Z")
    assert again.files is not None
    assert read == [again.files.autosave_path]
    again.close()
