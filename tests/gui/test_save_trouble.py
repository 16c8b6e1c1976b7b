"""When saving goes wrong: a full disk loses no hand on close, and a player's file changed by
another program is not written over."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.game_store import GameStore, write_atomically
from tallyo_desktop.app.files.player_file import Link
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.record.files import read_game_file, read_saved_game
from tallyo_desktop.core.record.format import game_to_json, saved_game_from_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .pages import TablePage

NAMES = ("Ann", "Bea", "Cid", "Dan")


class FullDisk:
    """Writes as the app does, except in the data folder while the disk is full."""

    def __init__(self, data: Path) -> None:
        self.data = data
        self.full = False

    def __call__(self, path: Path, text: str) -> str | None:
        if self.full and path.is_relative_to(self.data):
            return "No space left on device"
        return write_atomically(path, text)


@pytest.fixture
def answers() -> FakePrompter:
    return FakePrompter()


@pytest.fixture
def disk(tmp_path: Path) -> FullDisk:
    return FullDisk(tmp_path / "data")


@pytest.fixture
def window(qtbot: QtBot, disk: FullDisk, answers: FakePrompter) -> Iterator[MainWindow]:
    controller = GameController()
    files = GameFiles(controller, GameStore(disk.data), retry_ms=60_000, write=disk)
    main = MainWindow()
    main.set_up(controller, answers, files)
    qtbot.addWidget(main)
    main.show()
    main.file_commands.start_game(presets.TENHOU, NAMES)
    yield main
    disk.full = False
    answers.choose_answer = 1
    main.close()


def own_copy(window: MainWindow) -> Game:
    """The game's own copy on disk, also once the window has let go of it: among the unfinished
    games, or among the finished ones once it ended."""
    files = window.files
    assert files is not None and files.metadata.id is not None
    path = files.store.autosave_path(files.metadata.id)
    if not path.exists():
        path = files.store.finished_path(files.metadata.id)
    return read_game_file(path)


def record_rons(qtbot: QtBot, window: MainWindow, count: int) -> None:
    """Bea rons Ann for 3 han 30 fu, `count` times, from the keyboard."""
    table = TablePage(qtbot, window)
    for _ in range(count):
        table.ron("Bea", dealt_in="Ann", han=3)


# --- a full disk ----------------------------------------------------------------------------------


def test_a_failed_save_stays_in_sight_until_a_save_succeeds(
    qtbot: QtBot, window: MainWindow, disk: FullDisk
) -> None:
    record_rons(qtbot, window, 1)
    assert not window.banner.isVisible() and not window.isWindowModified()
    disk.full = True
    record_rons(qtbot, window, 3)
    assert len(window.controller.game.events) == 4
    # The status bar is cleared by the next change; the banner and the mark are not.
    assert window.banner.isVisible()
    assert "could not be saved" in window.banner.text()
    assert "No space left" in window.banner.text()
    assert window.isWindowModified()
    assert len(own_copy(window).events) == 1
    disk.full = False
    record_rons(qtbot, window, 1)
    assert not window.banner.isVisible() and not window.isWindowModified()
    assert own_copy(window).events == window.controller.game.events


def test_closing_with_unsaved_hands_asks_and_cancel_keeps_the_game(
    qtbot: QtBot, window: MainWindow, disk: FullDisk, answers: FakePrompter
) -> None:
    record_rons(qtbot, window, 1)
    disk.full = True
    record_rons(qtbot, window, 3)
    answers.choose_answer = None
    assert not window.close()
    assert window.isVisible()
    text, choices = answers.choices[-1]
    assert "3 hands recorded since the last save are not saved" in text
    assert choices == ("Save as…", "Quit and lose 3 hands")
    assert len(window.controller.game.events) == 4


def test_closing_tries_to_save_once_more_and_closes_when_it_works(
    qtbot: QtBot, window: MainWindow, disk: FullDisk, answers: FakePrompter
) -> None:
    disk.full = True
    record_rons(qtbot, window, 2)
    disk.full = False
    assert window.close()
    assert answers.choices == []
    assert len(own_copy(window).events) == 2


def test_closing_can_save_the_hands_elsewhere(
    qtbot: QtBot, window: MainWindow, disk: FullDisk, answers: FakePrompter, tmp_path: Path
) -> None:
    disk.full = True
    record_rons(qtbot, window, 3)
    answers.choose_answer = 0
    answers.path = tmp_path / "stick" / "evening.tallyo"
    assert window.close()
    assert len(read_game_file(answers.path).events) == 3


def test_closing_can_give_the_hands_up_when_the_player_says_so(
    qtbot: QtBot, window: MainWindow, disk: FullDisk, answers: FakePrompter
) -> None:
    record_rons(qtbot, window, 1)
    disk.full = True
    record_rons(qtbot, window, 1)
    answers.choose_answer = 1
    assert window.close()
    assert answers.choices[-1][1] == ("Save as…", "Quit and lose 1 hand")
    assert len(own_copy(window).events) == 1


def test_another_game_is_not_opened_over_unsaved_hands_without_asking(
    qtbot: QtBot, window: MainWindow, disk: FullDisk, answers: FakePrompter, tmp_path: Path
) -> None:
    disk.full = True
    record_rons(qtbot, window, 2)
    other = tmp_path / "other.tallyo"
    other.write_text(game_to_json(Game(presets.WRC, ("W", "X", "Y", "Z"))))
    answers.choose_answer = None
    assert not window.file_commands.open_path(other)
    assert window.controller.state.names == NAMES
    assert answers.choices[-1][1] == ("Save as…", "Go on and lose 2 hands")


# --- a player's file changed by another program ---------------------------------------------------


def kept_in(window: MainWindow, answers: FakePrompter, path: Path) -> GameFiles:
    files = window.files
    assert files is not None
    answers.path = path
    window.commands.save_as.trigger()
    assert files.link is Link.KEPT
    return files


def corrected_elsewhere(path: Path) -> str:
    """The file as another program leaves it: same game, a name fixed."""
    saved = read_saved_game(path)
    names = ("Ann", "Beatrice", "Cid", "Dan")
    text = game_to_json(Game.replay(saved.game.rules, names, saved.game.events), saved.metadata)
    path.write_text(text, encoding="utf-8")
    return text


def test_a_file_changed_outside_the_app_is_not_written_over(
    qtbot: QtBot, window: MainWindow, answers: FakePrompter, tmp_path: Path
) -> None:
    path = tmp_path / "evening.tallyo"
    files = kept_in(window, answers, path)
    record_rons(qtbot, window, 1)
    theirs = corrected_elsewhere(path)
    record_rons(qtbot, window, 1)
    assert path.read_text(encoding="utf-8") == theirs
    assert files.link is Link.CHANGED
    assert len(own_copy(window).events) == 2
    assert window.banner.isVisible() and "changed by another program" in window.banner.text()
    assert window.banner.reload_button.isVisible()
    assert window.isWindowModified()
    # Further hands leave it alone too, and the next start still knows the file.
    record_rons(qtbot, window, 1)
    assert path.read_text(encoding="utf-8") == theirs
    assert read_saved_game(files.store.autosave_path(files.metadata.id or "")).metadata.saved_as


def test_the_changed_file_can_be_reloaded_and_is_kept_again(
    qtbot: QtBot, window: MainWindow, answers: FakePrompter, tmp_path: Path
) -> None:
    path = tmp_path / "evening.tallyo"
    files = kept_in(window, answers, path)
    record_rons(qtbot, window, 1)
    corrected_elsewhere(path)
    record_rons(qtbot, window, 1)
    answers.choose_answer = 0
    qtbot.mouseClick(window.banner.reload_button, Qt.MouseButton.LeftButton)
    assert window.controller.state.names == ("Ann", "Beatrice", "Cid", "Dan")
    assert len(window.controller.game.events) == 1
    assert files.link is Link.KEPT and not window.banner.isVisible()
    TablePage(qtbot, window).ron("Beatrice", dealt_in="Ann", han=3)
    assert read_saved_game(path).game.state.names[1] == "Beatrice"
    assert len(read_game_file(path).events) == 2


def test_a_file_changed_while_the_app_was_closed_is_not_written_over(
    qtbot: QtBot, disk: FullDisk, answers: FakePrompter, tmp_path: Path
) -> None:
    path = tmp_path / "evening.tallyo"
    first = GameFiles(GameController(), GameStore(disk.data))
    first.start(Game(presets.TENHOU, NAMES))
    assert first.save_as(path)
    first.release()
    theirs = corrected_elsewhere(path)
    again = GameFiles(GameController(), GameStore(disk.data))
    last = again.store.last_game()
    assert last is not None
    again.continue_game(last)
    assert again.link is Link.CHANGED
    again.save_now()
    assert path.read_text(encoding="utf-8") == theirs
    assert saved_game_from_json(theirs).metadata.id == again.metadata.id
    again.release()


def test_a_game_whose_end_could_not_be_saved_stays_to_be_continued(
    qtbot: QtBot, window: MainWindow, disk: FullDisk, answers: FakePrompter
) -> None:
    files = window.files
    assert files is not None and files.metadata.id is not None
    game_id = files.metadata.id
    controller = window.controller
    disk.full = True
    while not controller.state.is_over:
        assert controller.record(ExhaustiveDraw(frozenset()))
    answers.choose_answer = 1
    assert window.close()
    # The own copy, unfinished as it was last written, is where the next start finds it: it
    # is not moved among the finished games it does not belong to.
    store = files.store
    assert [game.path.name for game in store.unfinished()] == [f"{game_id}.tallyo"]
    assert not list(store.finished())
