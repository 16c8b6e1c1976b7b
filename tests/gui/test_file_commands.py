"""The Game menu's file actions, through the main window with a stand-in for its dialogs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.controller import GameController
from tallyo_desktop.app.game_files import GameFiles
from tallyo_desktop.app.main_window import MainWindow
from tallyo_desktop.core import presets
from tallyo_desktop.core.events import Ron, Win
from tallyo_desktop.core.hand import Hand
from tallyo_desktop.core.library import GameLibrary
from tallyo_desktop.core.record import read_game_file
from tallyo_desktop.core.rules import Rules
from tallyo_desktop.core.settlement import FinalResult

NAMES = ("Ann", "Bea", "Cid", "Dan")
# Four non-dealer rons end an East-only game after East 4.
EAST_ONLY = presets.east_only(presets.WRC)
HANDS = [Ron(discarder, (Win(winner, Hand(1, 30)),)) for winner, discarder in
         ((1, 0), (2, 1), (3, 2), (0, 3))]  # fmt: skip


class Answers:
    def __init__(self) -> None:
        self.path: Path | None = None
        self.messages: list[str] = []
        self.settlements = 0

    def new_game(self, names: tuple[str, ...], rules: Rules) -> None:
        return None

    def settlement(self, result: FinalResult, reason: str) -> bool:
        self.settlements += 1
        return False

    def inform(self, title: str, text: str) -> None:
        self.messages.append(text)

    def open_path(self, title: str, file_filter: str) -> Path | None:
        return self.path

    def save_path(self, title: str, file_filter: str, suffix: str) -> Path | None:
        return self.path


@pytest.fixture
def answers() -> Answers:
    return Answers()


@pytest.fixture
def library(tmp_path: Path) -> Iterator[GameLibrary]:
    with GameLibrary(tmp_path / "library.sqlite3") as opened:
        yield opened


@pytest.fixture
def window(
    qtbot: QtBot, tmp_path: Path, answers: Answers, library: GameLibrary
) -> Iterator[MainWindow]:
    controller = GameController(EAST_ONLY, NAMES)
    files = GameFiles(controller, tmp_path / "data")
    main = MainWindow(controller, answers, files, library)  # type: ignore[arg-type]
    qtbot.addWidget(main)
    files.start(controller.game)
    yield main
    files.release()


def test_a_bad_file_is_explained_and_the_game_goes_on(
    window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    window.controller.record(HANDS[0])
    bad = tmp_path / "broken.tallyo"
    bad.write_text("{ not a game")
    answers.path = bad
    window.open_action.trigger()
    assert answers.messages and "broken.tallyo cannot be opened" in answers.messages[0]
    assert window.controller.game.events == (HANDS[0],)
    assert bad.read_text() == "{ not a game"


def test_save_as_then_open_gives_the_same_game(
    window: MainWindow, answers: Answers, tmp_path: Path
) -> None:
    window.controller.record(HANDS[0])
    answers.path = tmp_path / "evening.tallyo"
    window.save_as_action.trigger()
    assert read_game_file(answers.path).events == (HANDS[0],)
    window.controller.record(HANDS[1])
    window.save_action.trigger()
    assert read_game_file(answers.path).events == (HANDS[0], HANDS[1])


def test_export_csv_writes_the_hands(window: MainWindow, answers: Answers, tmp_path: Path) -> None:
    window.controller.record(HANDS[0])
    answers.path = tmp_path / "hands.csv"
    window.export_action.trigger()
    text = answers.path.read_text()
    assert "Ann" in text and "East 1" in text


def test_a_finished_game_goes_into_the_library_and_an_undo_takes_it_out(
    window: MainWindow, answers: Answers, library: GameLibrary
) -> None:
    for event in HANDS:
        assert window.controller.record(event)
    assert window.controller.state.is_over
    assert answers.settlements == 1
    assert len(library.games()) == 1
    window.undo_action.trigger()
    assert library.games() == []
    window.redo_action.trigger()
    assert len(library.games()) == 1
    assert sorted(s.name for s in library.standings()) == sorted(NAMES)
