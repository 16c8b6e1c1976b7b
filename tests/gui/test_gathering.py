"""Library ▸ Gather games… in the real window: files and folders picked in the file dialogs, the
progress dialog and its Cancel button, the summary, the organiser's choice between copies that
differ, and a watched folder that picks up a new game file."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QGroupBox,
    QProgressDialog,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from tallyo_desktop.app.library.conflict_dialog import ConflictDialog
from tallyo_desktop.app.library.folder_watch import WATCHED_KEY
from tallyo_desktop.app.shared.translations import install_translations
from tallyo_desktop.app.start import build_window
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.record.files import saved_game_from_bytes
from tallyo_desktop.core.record.format import Metadata, SavedGame, game_to_json
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
    # A test may end with the window gone already (closed and deleted with its watch).
    if isValid(main):
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
    # The files are read on a thread of their own: the first waits until Cancel is pressed, so
    # that the cancel comes before the last file, however quick the files are to read.
    pressed = threading.Event()
    reading = saved_game_from_bytes

    def held_back(content: bytes, shown_path: str) -> SavedGame:
        pressed.wait(10)
        return reading(content, shown_path)

    monkeypatch.setattr("tallyo_desktop.core.library.gathering.saved_game_from_bytes", held_back)

    def cancel(progress: QProgressDialog) -> None:
        qtbot.waitUntil(lambda: progress.maximum() == 6)
        shown.append((progress.maximum(), progress.labelText()))
        # The window is painted and answers while the files are read.
        assert window.isEnabled() and progress.isVisible()
        (button,) = progress.findChildren(QPushButton)
        button.click()
        pressed.set()

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


def test_a_copy_kept_is_remembered_at_the_next_gather(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(tmp_path / "laptops" / "1" / "game.tallyo", draws(), "g1")
    write(tmp_path / "laptops" / "2" / "game.tallyo", draws((2,)), "g1")
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_: str(tmp_path / "laptops"))

    def keep_the_second(dialog: ConflictDialog) -> None:
        dialog.keep_buttons[1].click()

    answers = Answers(settle=keep_the_second)
    trigger(window, "window.gather_folder")
    assert len(answers.conflicts) == 1
    kept = stored_players(window)
    assert len(kept) == 1 and "Cid 28000" in kept[0]
    trigger(window, "window.gather_folder")
    answers.stop()
    # Asked once: the second gather knows the choice, and says so.
    assert len(answers.conflicts) == 1
    assert "Copies that contradict each other: 0" in answers.messages[-1]
    assert "Copies set aside before, when another copy was kept: 1" in answers.messages[-1]
    assert stored_players(window) == kept


def test_a_watched_folder_is_read_again_only_for_what_changed(
    qtbot: QtBot,
    window: MainWindow,
    tmp_path: Path,
    settings: QSettings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    shared = tmp_path / "shared"
    for number in range(5):
        write(shared / f"table {number}.tallyo", draws(), f"g{number}")
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_: str(shared))
    trigger(window, "window.watch_folder")
    qtbot.waitUntil(lambda: len(stored_players(window)) == 5, timeout=15000)
    window.file_commands.gathering.watch.stop()
    # Stopping forgets the folder; a next run that watches it again, as the last one did:
    settings.setValue(WATCHED_KEY, str(shared))
    handed: list[list[Path]] = []
    later, _found, _reason = build_window(tmp_path / "data", settings, FakePrompter())
    qtbot.addWidget(later)
    watch = later.file_commands.gathering.watch
    watch.filesChanged.connect(handed.append)
    qtbot.waitUntil(lambda: bool(handed), timeout=15000)
    # Stopped above: the index was let go, so the whole folder is read once more...
    assert len(handed[0]) == 5
    qtbot.waitUntil(lambda: later.file_commands.gathering.last_report is not None, timeout=15000)
    later.close()
    # ...and from then on only what changed: one new file, one saved over.
    write(shared / "table 9.tallyo", draws((1,)), "g9")
    write(shared / "table 2.tallyo", draws((2, 3)), "g2")
    handed.clear()
    again, _found, _reason = build_window(tmp_path / "data", settings, FakePrompter())
    qtbot.addWidget(again)
    again.file_commands.gathering.watch.filesChanged.connect(handed.append)
    qtbot.waitUntil(lambda: bool(handed), timeout=15000)
    assert sorted(path.name for path in handed[0]) == ["table 2.tallyo", "table 9.tallyo"]
    qtbot.waitUntil(lambda: len(stored_players(again)) == 6, timeout=15000)
    again.file_commands.gathering.watch.stop()
    again.close()


def test_a_window_closed_while_its_watched_folder_is_read_goes_quietly(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    shared = tmp_path / "shared"
    for number in range(300):
        write(shared / f"table {number}.tallyo", draws(), f"g{number}")
    settings.setValue(WATCHED_KEY, str(shared))
    main, _found, _reason = build_window(tmp_path / "data", settings, FakePrompter())
    main.file_commands.gathering.progress_after_ms = 0
    closed: list[bool] = []

    def close_while_reading() -> None:
        if closed:
            return
        if main.findChild(QProgressDialog, "gatherProgress") is not None:
            closed.append(True)
            main.close()
            main.deleteLater()

    looking = QTimer()
    looking.setInterval(5)
    looking.timeout.connect(close_while_reading)
    looking.start()
    # Any slot raising on the deleted window or its dialog fails this test through pytest-qt.
    qtbot.waitUntil(lambda: bool(closed), timeout=30000)
    qtbot.wait(1500)
    looking.stop()
    # The next start reads the folder again and takes every game.
    again, _found, _reason = build_window(tmp_path / "data", settings, FakePrompter())
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: len(stored_players(again)) == 300, timeout=60000)
    again.file_commands.gathering.watch.stop()
    again.close()


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["1 new game, 0 longer copies, 1 file that could not be read.",
                "1 game has copies that differ: gather the folder"]),
        ("ja", ["新しい対局 1 件、より長いコピー 0 件、読めなかったファイル 1 件。",
                "1 件の対局でコピーが食い違っています"]),
    ],
)  # fmt: skip
def test_a_watched_folders_counts_read_right_in_each_language(
    qtbot: QtBot,
    qapp: QApplication,
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    expected: list[str],
) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_: str(shared))
    keeper = window.keeper
    assert keeper is not None
    said: list[str] = []
    keeper.problem.connect(said.append)
    install_translations(qapp, language)
    try:
        trigger(window, "window.watch_folder")
        write(shared / "laptop 1.tallyo", draws(), "g1")
        write(shared / "laptop 2.tallyo", draws((2,)), "g1")
        write(shared / "new.tallyo", draws((1,)), "g2")
        (shared / "cut.tallyo").write_text("{", encoding="utf-8")
        qtbot.waitUntil(lambda: any(expected[-1] in text for text in said), timeout=15000)
    finally:
        install_translations(qapp, "en")
    (text,) = [text for text in said if expected[-1] in text]
    assert all(part in text for part in expected), text
    # No count reads "1 games" (or "1 files") in English.
    assert "1 games" not in text and "1 files" not in text
