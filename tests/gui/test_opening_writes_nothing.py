"""Opening a game writes nothing of the player's: every way a game is opened (Game ▸ Open, the
command line, a double-click, Continue a game, the Library window, the last game at start-up)
leaves the player's file as it was, byte for byte and with its time, and a finished game's date
in the library where it was."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.handed_over import HandedOverFiles
from tallyo_desktop.app.start import Start, build_window
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.cli import AppStart, app_start
from tallyo_desktop.core.record.files import read_game_file
from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Ron, Win
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter

NAMES = ("Ann", "Bea", "Cid", "Dan")
OTHERS = ("Eve", "Fay", "Gus", "Hal")
# Four rons by non-dealers end an East-only game after East 4.
EAST_ONLY = presets.east_only(presets.WRC)
HANDS = [Ron(discarder, (Win(winner, Hand(1, 30)),)) for winner, discarder in
         ((1, 0), (2, 1), (3, 2), (0, 3))]  # fmt: skip
# A time long past, given to the player's files: any write of them shows.
LONG_AGO = 1_600_000_000


@dataclass(frozen=True)
class Seen:
    """What opening must not change: the player's files and the library's dates."""

    files: dict[Path, tuple[bytes, int]]
    library: dict[str, str]


class Table:
    """A data folder, with the windows started on it one after another, as a player does."""

    def __init__(self, qtbot: QtBot, tmp_path: Path) -> None:
        self.qtbot = qtbot
        self.tmp_path = tmp_path
        self.data = tmp_path / "data"
        self.windows: list[MainWindow] = []
        self.answers = FakePrompter()

    def start(self) -> tuple[MainWindow, Start]:
        window, found, _ = build_window(self.data, prompter=self.answers)
        self.qtbot.addWidget(window)
        self.windows.append(window)
        return window, found

    def play(self, names: tuple[str, ...], file: str | None, hands: int) -> Path | None:
        """A game of `names` started in the last window, saved as `file`, `hands` played."""
        window = self.windows[-1]
        window.file_commands.start_game(EAST_ONLY, names)
        path = None
        if file is not None:
            path = self.tmp_path / file
            self.answers.path = path
            window.commands.save_as.trigger()
        for hand in HANDS[:hands]:
            window.controller.record(hand)
        QApplication.processEvents()
        return path

    def seen(self, *files: Path) -> Seen:
        for path in files:
            assert path.is_file()
        rows = []
        library = self.data / "library.sqlite3"
        if library.exists():
            with closing(sqlite3.connect(library)) as db:
                rows = db.execute("SELECT game_uid, finished_at FROM games").fetchall()
        return Seen(
            {path: (path.read_bytes(), path.stat().st_mtime_ns) for path in files},
            {str(uid): str(when) for uid, when in rows},
        )


def age(*files: Path) -> None:
    for path in files:
        os.utime(path, (LONG_AGO, LONG_AGO))


@pytest.fixture
def table(qtbot: QtBot, tmp_path: Path) -> Iterator[Table]:
    played = Table(qtbot, tmp_path)
    yield played
    for window in played.windows:
        window.close()


@pytest.fixture
def finished(table: Table) -> Path:
    """A game played to its end in the app and saved as a file of the player's: it is in the
    library."""
    table.start()
    path = table.play(NAMES, "evening.tallyo", len(HANDS))
    assert path is not None and read_game_file(path).is_over
    table.windows[-1].close()
    age(path)
    assert len(table.seen(path).library) == 1
    return path


def _open_by_menu(window: MainWindow, table: Table, path: Path) -> None:
    table.answers.path = path
    window.commands.open.trigger()


def _open_from_command_line(
    window: MainWindow, table: Table, path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # As a shell passes it: a name relative to where the app was started.
    monkeypatch.chdir(path.parent)
    start = app_start([path.name])
    assert isinstance(start, AppStart) and start.games == [path.name]
    _open_by_double_click(window, Path(start.games[0]))


def _open_by_double_click(window: MainWindow, path: Path) -> None:
    handed_over = HandedOverFiles()
    handed_over.open_with(lambda name: window.file_commands.open_path(Path(name)))
    handed_over.take(str(path))


@pytest.mark.parametrize("way", ["menu", "command line", "double-click"])
def test_opening_a_finished_game_changes_neither_its_file_nor_its_date(
    table: Table, finished: Path, way: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = table.seen(finished)
    window, _ = table.start()
    if way == "menu":
        _open_by_menu(window, table, finished)
    elif way == "command line":
        _open_from_command_line(window, table, finished, monkeypatch)
    else:
        _open_by_double_click(window, finished)
    assert window.controller.game.events == tuple(HANDS)
    assert table.seen(finished) == before
    # Nor when the players move on to another game, and close the window.
    table.play(OTHERS, None, 1)
    window.close()
    assert table.seen(finished) == before


def test_opening_a_finished_file_from_elsewhere_dates_it_by_its_record(table: Table) -> None:
    game = Game.replay(EAST_ONLY, NAMES, HANDS)
    received = table.tmp_path / "received.tallyo"
    updated = "2020-01-02T06:11:00+09:00"
    metadata = Metadata(id="a" * 32, created="2020-01-02T05:00:00+09:00", updated=updated)
    received.write_text(game_to_json(game, metadata))
    age(received)
    window, _ = table.start()
    _open_by_menu(window, table, received)
    window.close()
    seen = table.seen(received)
    # The game's date is when it was played, not when it was opened.
    assert seen.library == {"a" * 32: "2020-01-01T21:11:00.000000+00:00"}
    again, _ = table.start()
    _open_by_menu(again, table, received)
    again.close()
    assert table.seen(received) == seen


def test_the_last_game_finished_at_start_up_keeps_its_date(table: Table, finished: Path) -> None:
    window, _ = table.start()
    _open_by_menu(window, table, finished)
    before = table.seen(finished)
    # The app is killed before it can put the finished game away: its locks are left behind.
    assert window.files is not None
    window.files.store.release_all()
    window.files.autosave_path = None
    _, found = table.start()
    assert found is Start.NEW
    assert table.seen(finished) == before


def test_the_last_game_at_start_up_leaves_its_file_alone(table: Table) -> None:
    table.start()
    path = table.play(NAMES, "evening.tallyo", 2)
    assert path is not None
    table.windows[-1].close()
    age(path)
    before = table.seen(path)
    window, found = table.start()
    assert found is Start.RECOVERED
    assert window.controller.game.events == tuple(HANDS[:2])
    assert window.files is not None and window.files.user_path == path
    window.close()
    assert table.seen(path) == before


def test_continuing_a_game_leaves_its_file_alone(table: Table) -> None:
    first, _ = table.start()
    path = table.play(NAMES, "evening.tallyo", 2)
    assert path is not None and first.files is not None
    own_copy = first.files.autosave_path
    # Another game is played after it: it is no longer the last.
    table.play(OTHERS, "later.tallyo", 1)
    first.close()
    age(path)
    before = table.seen(path)
    window, _ = table.start()
    assert window.controller.game.names == OTHERS
    table.answers.continue_answer = own_copy
    window.commands.continue_game.trigger()
    assert window.controller.game.names == NAMES
    assert table.seen(path) == before
    window.close()
    assert table.seen(path) == before


def test_opening_from_the_library_writes_nothing(
    qtbot: QtBot, table: Table, finished: Path
) -> None:
    table.start()
    current = table.play(OTHERS, "later.tallyo", 1)
    assert current is not None
    table.windows[-1].close()
    age(current)
    before = table.seen(finished, current)
    window, _ = table.start()
    assert window.controller.game.names == OTHERS
    window.commands.library.trigger()
    library = window.file_commands._library_window
    assert library is not None
    library.games_table.selectRow(0)
    qtbot.mouseClick(library.open_button, Qt.MouseButton.LeftButton)
    assert window.controller.read_only
    assert window.controller.game.events == tuple(HANDS)
    assert table.seen(finished, current) == before
    window.close()
    assert table.seen(finished, current) == before


def test_rebuilding_the_library_after_an_opening_keeps_the_date(
    table: Table, finished: Path
) -> None:
    before = table.seen(finished)
    window, _ = table.start()
    _open_by_menu(window, table, finished)
    window.close()
    again, _ = table.start()
    keeper = again.file_commands.keeper
    assert keeper is not None
    assert keeper.rebuild() == 1
    assert table.seen(finished) == before
