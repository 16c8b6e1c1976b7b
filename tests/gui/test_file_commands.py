"""The Game menu's file actions, through the main window with a stand-in for its dialogs."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.start import open_library
from tallyo_desktop.app.window.file_commands import LAST_FOLDER_KEY
from tallyo_desktop.app.window.file_names import suggested_name
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.library.schema import APPLICATION_ID, SCHEMA_VERSION
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.files import read_game_file
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Ron, Win
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter

NAMES = ("Ann", "Bea", "Cid", "Dan")
# Four non-dealer rons end an East-only game after East 4.
EAST_ONLY = presets.east_only(presets.WRC)
HANDS = [Ron(discarder, (Win(winner, Hand(1, 30)),)) for winner, discarder in
         ((1, 0), (2, 1), (3, 2), (0, 3))]  # fmt: skip


@pytest.fixture
def answers() -> FakePrompter:
    return FakePrompter()


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def make_window(
    qtbot: QtBot, data: Path, answers: FakePrompter, settings: QSettings | None = None
) -> MainWindow:
    controller = GameController()
    store = GameStore(data)
    files = GameFiles(controller, store)
    keeper = LibraryKeeper(lambda: open_library(data), store, retry_ms=20)
    main = MainWindow()
    main.set_up(controller, answers, files, keeper, settings)
    qtbot.addWidget(main)
    return main


@pytest.fixture
def window(
    qtbot: QtBot, tmp_path: Path, answers: FakePrompter, settings: QSettings
) -> Iterator[MainWindow]:
    main = make_window(qtbot, tmp_path / "data", answers, settings)
    main.file_commands.start_game(EAST_ONLY, NAMES)
    yield main
    main.close()


def library_games(data: Path) -> int:
    with GameLibrary(data / "library.sqlite3") as library:
        return len(library.games())


def test_a_bad_file_is_explained_and_the_game_goes_on(
    window: MainWindow, answers: FakePrompter, tmp_path: Path
) -> None:
    window.controller.record(HANDS[0])
    bad = tmp_path / "broken.tallyo"
    bad.write_text("{ not a game")
    answers.path = bad
    window.commands.open.trigger()
    assert answers.messages and "broken.tallyo cannot be opened" in answers.messages[0]
    assert window.controller.game.events == (HANDS[0],)
    assert bad.read_text() == "{ not a game"


def test_save_as_then_save_keeps_the_file(
    window: MainWindow, answers: FakePrompter, tmp_path: Path
) -> None:
    window.controller.record(HANDS[0])
    answers.path = tmp_path / "evening.tallyo"
    window.commands.save_as.trigger()
    assert read_game_file(answers.path).events == (HANDS[0],)
    assert window.windowTitle() == "evening.tallyo – Tallyo Desktop[*]"
    window.controller.record(HANDS[1])
    asked = len(answers.suggested)
    window.commands.save.trigger()
    # Ctrl+S asks for no name: the game has its file.
    assert len(answers.suggested) == asked
    assert read_game_file(answers.path).events == (HANDS[0], HANDS[1])


def test_file_dialogs_start_in_documents_then_the_last_folder(
    window: MainWindow, answers: FakePrompter, tmp_path: Path
) -> None:
    answers.path = None
    window.commands.save_as.trigger()
    (first,) = answers.suggested
    assert first.name == f"Ann Bea Cid Dan {date.today().isoformat()}.tallyo"
    folder = tmp_path / "club"
    folder.mkdir()
    answers.path = folder / "friday.tallyo"
    window.commands.save_as.trigger()
    answers.path = None
    window.commands.export.trigger()
    assert answers.suggested[-1].parent == folder
    assert answers.suggested[-1].suffix == ".csv"


def test_a_suggested_name_leaves_out_what_no_file_system_takes() -> None:
    name = suggested_name(("A/nn", "B:e*a", "Cid?", "D<a>n"), date(2026, 11, 30), ".tallyo")
    assert name == "Ann Bea Cid Dan 2026-11-30.tallyo"


@pytest.mark.parametrize(
    "names",
    [
        ("..", "...", "....", "victim"),
        ("../..", "/etc", "C:\\x", "\\\\server"),
        ("." * 300, "Bea", "Cid", "Dan"),
        ("x" * 600, "y" * 600, "z", "w"),
    ],
)
def test_a_suggested_name_is_one_short_file_in_the_folder(
    window: MainWindow,
    answers: FakePrompter,
    settings: QSettings,
    tmp_path: Path,
    names: tuple[str, ...],
) -> None:
    folder = tmp_path / "documents"
    folder.mkdir()
    settings.setValue(LAST_FOLDER_KEY, str(folder))
    # The names come from a game file received from someone else.
    window.controller.load(Game(EAST_ONLY, names))
    window.commands.save_as.trigger()
    suggested = answers.suggested[-1]
    assert suggested.parent == folder
    assert not suggested.name.startswith(".")
    assert len(suggested.name) <= 100


def test_export_csv_writes_the_hands_with_a_byte_order_mark(
    window: MainWindow, answers: FakePrompter, tmp_path: Path
) -> None:
    window.controller.record(HANDS[0])
    answers.path = tmp_path / "hands.csv"
    window.commands.export.trigger()
    data = answers.path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    text = data.decode("utf-8-sig")
    assert "Ann" in text and "East 1" in text


def test_the_library_follows_the_finished_game(
    window: MainWindow, answers: FakePrompter, tmp_path: Path, qtbot: QtBot
) -> None:
    data = tmp_path / "data"
    for event in HANDS:
        assert window.controller.record(event)
    assert window.controller.state.is_over
    qtbot.waitUntil(lambda: len(answers.settlements) == 1)
    assert library_games(data) == 1
    window.commands.undo.trigger()
    assert library_games(data) == 0
    window.commands.redo.trigger()
    assert library_games(data) == 1


def test_new_game_from_the_settlement_starts_with_an_empty_undo_stack(
    qtbot: QtBot, window: MainWindow, answers: FakePrompter
) -> None:
    answers.new_game_after_settlement = True
    answers.new_game_answer = (("Eve", "Fay", "Gus", "Hal"), presets.TENHOU)
    for event in HANDS:
        window.controller.record(event)
    qtbot.waitUntil(lambda: window.controller.game.names == ("Eve", "Fay", "Gus", "Hal"))
    assert not window.commands.undo.isEnabled()
    assert not window.controller.game.can_undo
    # Nothing from the old game is undone into the new one.
    window.commands.undo.trigger()
    assert window.controller.game.events == ()


def test_quit_with_the_library_open_closes_everything(qtbot: QtBot, window: MainWindow) -> None:
    window.show()
    window.commands.library.trigger()
    library_window = window.file_commands._library_window
    assert library_window is not None and library_window.isVisible()
    window.commands.quit.trigger()
    assert not window.isVisible()
    assert not library_window.isVisible()
    assert not [w for w in QApplication.topLevelWidgets() if w.isVisible()]


def future_library(path: Path) -> bytes:
    """A library a newer version of the app wrote: it cannot be opened, and is not damaged."""
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    connection.execute("CREATE TABLE games (id INTEGER PRIMARY KEY)")
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    connection.commit()
    connection.close()
    return path.read_bytes()


def test_a_library_that_cannot_be_opened_is_explained_and_left_alone(
    qtbot: QtBot, tmp_path: Path, answers: FakePrompter
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    damaged = data / "library.sqlite3"
    content = future_library(damaged)
    window = make_window(qtbot, data, answers)
    window.file_commands.start_game(EAST_ONLY, NAMES)
    messages: list[str] = []
    assert window.keeper is not None
    window.keeper.problem.connect(messages.append)
    for event in HANDS:
        window.controller.record(event)
    assert messages and "could not be added to the library" in messages[0]
    window.commands.library.trigger()
    library_window = window.file_commands._library_window
    assert library_window is not None
    assert "cannot be opened" in library_window.problem.text()
    assert damaged.read_bytes() == content
    window.close()


def test_a_finished_game_enters_the_library_after_a_failure_is_mended(
    qtbot: QtBot, tmp_path: Path, answers: FakePrompter
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    blocker = data / "library.sqlite3"
    future_library(blocker)  # it cannot be opened, and is left as it is
    window = make_window(qtbot, data, answers)
    window.file_commands.start_game(EAST_ONLY, NAMES)
    for event in HANDS:
        window.controller.record(event)
    assert window.keeper is not None
    blocker.unlink()
    qtbot.waitUntil(lambda: (data / "library.sqlite3").is_file(), timeout=3000)
    qtbot.waitUntil(lambda: library_games(data) == 1, timeout=3000)
    window.close()


def test_rebuild_makes_the_library_from_the_finished_games(
    qtbot: QtBot, tmp_path: Path, answers: FakePrompter
) -> None:
    data = tmp_path / "data"
    window = make_window(qtbot, data, answers)
    for names in (NAMES, ("Eve", "Fay", "Gus", "Hal")):
        window.file_commands.start_game(EAST_ONLY, names)
        for event in HANDS:
            window.controller.record(event)
    window.file_commands.start_game(EAST_ONLY, NAMES)
    assert library_games(data) == 2
    (data / "library.sqlite3").unlink()
    for leftover in data.glob("library.sqlite3-*"):
        leftover.unlink()
    assert window.keeper is not None
    window.keeper.close()
    assert window.keeper.rebuild() == 2
    assert library_games(data) == 2
    window.close()


def test_continue_a_game_lists_the_other_unfinished_games(
    qtbot: QtBot, tmp_path: Path, answers: FakePrompter
) -> None:
    data = tmp_path / "data"
    window = make_window(qtbot, data, answers)
    window.file_commands.start_game(EAST_ONLY, NAMES)
    window.controller.record(HANDS[0])
    window.file_commands.start_game(EAST_ONLY, ("Eve", "Fay", "Gus", "Hal"))
    window.commands.continue_game.trigger()
    (offered,) = answers.offered
    (other,) = offered
    assert other.saved is not None and other.saved.game.names == NAMES
    answers.continue_answer = other.path
    window.commands.continue_game.trigger()
    assert window.controller.game.names == NAMES
    assert window.controller.game.events == (HANDS[0],)
    window.close()
