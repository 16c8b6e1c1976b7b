"""Help ▸ Where the games are shows the data folder and opens it; Library ▸ Save this night's
games to… writes the current club night's games on this laptop to a folder in one step, never
over a file that holds something else."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.files.finished_elsewhere import key_of
from tallyo_desktop.app.start import build_window
from tallyo_desktop.app.window.data_folder_help import DataFolderDialog
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter

NAMES = ("Ann", "Bea", "Cid", "Dan")
OTHERS = ("Eve", "Fay", "Gus", "Hal")
EAST_ONLY = presets.east_only(presets.WRC)
TONIGHT = Metadata(event_id="3" * 32, event_name="Thursday club, week 3")
LAST_WEEK = Metadata(event_id="2" * 32, event_name="Thursday club, week 2")


@pytest.fixture
def answers() -> FakePrompter:
    return FakePrompter()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, answers: FakePrompter) -> Iterator[MainWindow]:
    main, _found, _reason = build_window(tmp_path / "data", prompter=answers)
    qtbot.addWidget(main)
    yield main
    main.close()


def trigger(window: MainWindow, action: str) -> None:
    window.commands.actions_by_id[action].trigger()


def test_help_shows_the_data_folder_and_opens_it(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.file_commands.start_game(EAST_ONLY, NAMES)
    while not window.controller.state.is_over:
        window.controller.record(ExhaustiveDraw(frozenset()))
    window.file_commands.start_game(EAST_ONLY, OTHERS)
    opened: list[QUrl] = []

    def open_url(url: QUrl) -> bool:
        opened.append(url)
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", open_url)
    trigger(window, "window.data_folder")
    dialog = window.findChild(DataFolderDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.path.text() == str(tmp_path / "data")
    text = dialog.contents.text()
    assert "the unfinished games (1)" in text and "the finished games (1)" in text
    dialog.open_button.click()
    assert opened == [QUrl.fromLocalFile(str(tmp_path / "data"))]
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == str(tmp_path / "data")
    # Asked again, the same window comes to the front.
    trigger(window, "window.data_folder")
    assert window.findChildren(DataFolderDialog) == [dialog]


def test_return_opens_the_folder(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[QUrl] = []

    def open_url(url: QUrl) -> bool:
        opened.append(url)
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", open_url)
    trigger(window, "window.data_folder")
    dialog = window.findChild(DataFolderDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    # Shown, the window keeps Open the folder as its default, not the first button it finds.
    assert dialog.open_button.isDefault()
    qtbot.keyClick(dialog.path, Qt.Key.Key_Return)
    assert opened == [QUrl.fromLocalFile(str(dialog.store.data_dir))]
    assert dialog.isVisible()


def test_a_folder_that_cannot_be_opened_says_so(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: False)
    trigger(window, "window.data_folder")
    dialog = window.findChild(DataFolderDialog)
    assert dialog is not None
    dialog.open_button.click()
    assert not dialog.problem.isHidden() and "copy its path" in dialog.problem.text()


def night_game(window: MainWindow, night: Metadata, names: tuple[str, ...], draws: int) -> str:
    """A game of `night`, started in the window, `draws` draws played: its id."""
    assert window.file_commands.start_game(EAST_ONLY, names, belongs_to=night)
    for _ in range(draws):
        window.controller.record(ExhaustiveDraw(frozenset()))
    assert window.files is not None and window.files.metadata.id is not None
    return window.files.metadata.id


def test_the_nights_games_are_saved_to_a_folder_in_one_step(
    window: MainWindow, tmp_path: Path, answers: FakePrompter
) -> None:
    finished = night_game(window, TONIGHT, NAMES, 4)
    night_game(window, LAST_WEEK, NAMES, 4)
    playing = night_game(window, TONIGHT, OTHERS, 2)
    stick = tmp_path / "stick"
    stick.mkdir()
    # A file of the players' day that holds something else: it is not written over.
    today = date.today().isoformat()
    taken = stick / f"Ann Bea Cid Dan {today}.tallyo"
    taken.write_text("my notes", encoding="utf-8")
    answers.folder_answer = stick
    trigger(window, "window.save_night")
    summary = answers.messages[-1]
    assert "The games of Thursday club, week 3 on this laptop, saved to" in summary
    # The folder on a line of its own, whole.
    assert f"\n{stick}\n" in summary
    assert "1 finished, 1 still being played" in summary
    assert f"Written as Ann Bea Cid Dan {today} (2).tallyo, beside {taken.name}" in summary
    assert f"Written: Eve Fay Gus Hal {today}.tallyo" in summary
    assert taken.read_text(encoding="utf-8") == "my notes"
    written = [*stick.glob("* (2).tallyo"), stick / f"Eve Fay Gus Hal {today}.tallyo"]
    assert {read_saved_game(path).metadata.id for path in written} == {finished, playing}

    # Two more hands, then again: the copy of the game still being played is brought up to
    # date, the finished one is there already.
    window.controller.record(ExhaustiveDraw(frozenset()))
    trigger(window, "window.save_night")
    summary = answers.messages[-1]
    assert f"Brought up to date: Eve Fay Gus Hal {today}.tallyo" in summary
    assert f"Already there: Ann Bea Cid Dan {today} (2).tallyo" in summary
    copy = read_saved_game(stick / f"Eve Fay Gus Hal {today}.tallyo")
    assert key_of(copy.game) == key_of(window.controller.game)
    assert copy.metadata.saved_as is None
    assert len(list(stick.glob("*.tallyo"))) == 3


def test_a_copy_there_that_went_another_way_is_kept_and_the_game_written_beside(
    window: MainWindow, tmp_path: Path, answers: FakePrompter
) -> None:
    playing = night_game(window, TONIGHT, NAMES, 2)
    stick = tmp_path / "stick"
    stick.mkdir()
    other_way = Game(EAST_ONLY, NAMES)
    other_way.record(ExhaustiveDraw(frozenset({0})))
    mine = stick / "table 1.tallyo"
    mine.write_text(game_to_json(other_way, Metadata(id=playing, event_id=TONIGHT.event_id)))
    before = mine.read_bytes()
    answers.folder_answer = stick
    trigger(window, "window.save_night")
    assert mine.read_bytes() == before
    assert "beside table 1.tallyo" in answers.messages[-1]
    assert len(list(stick.glob("*.tallyo"))) == 2


def test_without_a_night_nothing_is_asked_and_the_player_is_told(
    window: MainWindow, answers: FakePrompter
) -> None:
    window.file_commands.start_game(EAST_ONLY, NAMES)
    trigger(window, "window.save_night")
    assert answers.folders == []
    assert "No club night is known for today" in answers.messages[-1]


def test_the_night_seated_today_is_the_current_night(
    window: MainWindow, tmp_path: Path, answers: FakePrompter
) -> None:
    from tallyo_desktop.app.club.seating_store import SeatingStore
    from tallyo_desktop.core.club.seating_plan import SeatingPlan

    played = night_game(window, TONIGHT, NAMES, 4)
    # The next game is no night's; the seating of today names the night.
    window.file_commands.start_game(EAST_ONLY, OTHERS)
    assert window.files is not None
    store = SeatingStore(window.files.store.data_dir / "seating")
    plan = SeatingPlan(str(TONIGHT.event_id), str(TONIGHT.event_name), date.today().isoformat())
    assert store.save(plan) is None
    answers.folder_answer = tmp_path
    trigger(window, "window.save_night")
    QApplication.processEvents()
    assert "1 finished, 0 still being played" in answers.messages[-1]
    (written,) = tmp_path.glob("*.tallyo")
    assert read_saved_game(written).metadata.id == played
