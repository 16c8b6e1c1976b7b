"""Library ▸ Gather games… in the real window: files and folders picked in the file dialogs, the
progress dialog and its Cancel button, the summary, the organiser's choice between copies that
differ, and a watched folder that picks up a new game file."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QFileDialog,
    QGroupBox,
    QProgressDialog,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.library.conflict_dialog import ConflictDialog
from tallyo_desktop.app.library.folder_watch import WATCHED_KEY
from tallyo_desktop.app.start import build_window
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.rules.rules import GameLength, Rules
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .modal_answers import Answers

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

NAMES = ("Ann", "Bea", "Cid", "Dan")


def draws(*tenpai: tuple[int, ...], names: tuple[str, ...] = NAMES) -> Game:
    game = Game(Rules(game_length=GameLength.EAST_ONLY), names)
    for number in range(4):
        game.record(ExhaustiveDraw(frozenset(tenpai[number] if number < len(tenpai) else ())))
    return game


def write(path: Path, game: Game, game_id: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    stamp = "2026-03-05T21:00:00+01:00"
    metadata = Metadata(id=game_id, created=stamp, updated=stamp)
    path.write_text(game_to_json(game, metadata), encoding="utf-8")
    return path


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, settings: QSettings) -> Iterator[MainWindow]:
    main, _found, _reason = build_window(tmp_path / "data", settings, FakePrompter())
    qtbot.addWidget(main)
    yield main
    main.file_commands.gathering.watch.stop()
    main.close()


def trigger(window: MainWindow, action_id: str) -> None:
    window.commands.actions_by_id[action_id].trigger()


def stored_players(window: MainWindow) -> list[tuple[str, ...]]:
    keeper = window.keeper
    assert keeper is not None and keeper.library is not None
    return sorted(
        tuple(f"{player.name} {player.points}" for player in game.players)
        for game in keeper.library.games()
    )


def test_gather_games_takes_the_files_picked_and_the_library_window_follows(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    picked = [
        write(tmp_path / "stick" / "table1.tallyo", draws(), "g1"),
        write(tmp_path / "stick" / "table2.tallyo", draws((1,)), "g2"),
        write(tmp_path / "stick" / "table2 again.tallyo", draws((1,)), "g2"),
    ]
    (tmp_path / "stick" / "broken.tallyo").write_text("{", encoding="utf-8")
    picked.append(tmp_path / "stick" / "broken.tallyo")
    asked: list[str] = []

    def pick(_parent: QWidget, title: str, *_rest: object) -> tuple[list[str], str]:
        asked.append(title)
        return [str(path) for path in picked], ""

    monkeypatch.setattr(QFileDialog, "getOpenFileNames", pick)
    window.file_commands.show_library()
    library_window = window.file_commands._library_window
    assert library_window is not None and library_window.games_model.rowCount() == 0
    answers = Answers()
    trigger(window, "window.gather_files")
    answers.stop()
    assert asked == ["Gather games"]
    [summary] = answers.messages
    assert "New games stored: 2" in summary and "Already in the library: 1" in summary
    assert "Could not be read: 1" in summary
    assert library_window.games_model.rowCount() == 2
    assert len(stored_players(window)) == 2


def test_the_progress_dialog_counts_the_files_and_cancel_stores_nothing(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for number in range(6):
        write(tmp_path / "stick" / f"{number}.tallyo", draws(), f"g{number}")
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_: str(tmp_path / "stick"))
    shown: list[tuple[int, str]] = []

    def cancel(progress: QProgressDialog) -> None:
        shown.append((progress.maximum(), progress.labelText()))
        progress.cancel()

    # Shown at once, however quick the files are to read.
    monkeypatch.setattr(window.file_commands.gathering, "progress_after_ms", 0)
    answers = Answers(progress=cancel)
    trigger(window, "window.gather_folder")
    answers.stop()
    assert shown == [(6, "Reading the game files…")]
    assert answers.messages == ["Gathering was cancelled: nothing was added to the library."]
    assert stored_players(window) == []
    assert not (tmp_path / "data" / "games" / "finished").exists()


def test_the_organiser_chooses_between_copies_that_differ(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folders = iter([tmp_path / "laptop1", tmp_path / "laptop2"])
    write(tmp_path / "laptop1" / "game.tallyo", draws(), "g1")
    write(tmp_path / "laptop2" / "game.tallyo", draws((2,)), "g1")
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_: str(next(folders)))
    answers = Answers()
    trigger(window, "window.gather_folder")
    before = stored_players(window)
    assert len(before) == 1 and answers.conflicts == []

    def keep_the_gathered(dialog: ConflictDialog) -> None:
        copies = [dialog.findChild(QGroupBox, f"conflictCopy{number}") for number in (1, 2)]
        titles = [copy.title() if copy is not None else "" for copy in copies]
        assert sum("in the library now" in title for title in titles) == 1
        gathered = next(index for index, title in enumerate(titles) if "library" not in title)
        dialog.keep_buttons[gathered].click()

    answers.settle = keep_the_gathered
    trigger(window, "window.gather_folder")
    answers.stop()
    assert len(answers.conflicts) == 1
    assert "Copies that contradict each other: 1" in answers.messages[-1]
    after = stored_players(window)
    assert len(after) == 1 and after != before
    # Cid was tenpai in the first hand: he took 3000 from the others.
    assert "Cid 28000" in after[0]


def test_a_watched_folder_gathers_a_new_file_and_is_remembered(
    qtbot: QtBot,
    window: MainWindow,
    tmp_path: Path,
    settings: QSettings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_: str(shared))
    stop = window.commands.actions_by_id["window.stop_watching"]
    assert not stop.isEnabled()
    trigger(window, "window.watch_folder")
    assert stop.isEnabled() and settings.value(WATCHED_KEY) == str(shared)
    write(shared / "table 3.tallyo", draws(), "g1")
    qtbot.waitUntil(lambda: len(stored_players(window)) == 1, timeout=15000)
    # The next run watches it too, and gathers what arrived meanwhile once at its start.
    write(shared / "table 4.tallyo", draws((3,)), "g2")
    window.file_commands.gathering.watch.stop()
    settings.setValue(WATCHED_KEY, str(shared))
    later, _found, _reason = build_window(tmp_path / "data", settings, FakePrompter())
    qtbot.addWidget(later)
    assert later.commands.actions_by_id["window.stop_watching"].isEnabled()
    qtbot.waitUntil(lambda: len(stored_players(later)) == 2, timeout=15000)
    trigger(later, "window.stop_watching")
    assert settings.value(WATCHED_KEY) is None
    assert not later.commands.actions_by_id["window.stop_watching"].isEnabled()
    later.close()
