"""A club evening run start to finish in the app, on two laptops, each with its own data folder.

The organiser's laptop takes the attendance of eight and seats round 1; table 1 plays there,
started from the seating. The night's seating goes to the second laptop on a stick as a file;
table 2 is started from it there, saved to the stick, and ended by the round clock. The organiser
gathers the stick while table 2 still plays (the big screen lists it) and again once it is over;
the club night's standings then hold the eight players with the totals the `standings` command
gives over the same files; the night is put in a season, whose standings are the same, shown on
the big screen (F12), and exported as CSV, PDF and a picture.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QFileDialog,
    QMessageBox,
    QPushButton,
)
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.clock.dialog import StartClockDialog
from tallyo_desktop.app.club.season_dialogs import ClubNightDialog
from tallyo_desktop.app.club.seating_window import SeatingWindow
from tallyo_desktop.app.club.window import ClubWindow
from tallyo_desktop.app.start import build_window
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.record.format import saved_game_from_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.table.state import EndReason

from .fake_prompter import FakePrompter
from .pages import TablePage
from .table_driver import show

EIGHT = ("Ann", "Bea", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")


class TablePrompter(FakePrompter):
    """The new-game dialog accepted with the players the seating filled in, East only."""

    def new_game(
        self, names: tuple[str, ...], rules: Rules
    ) -> tuple[tuple[str, ...], Rules] | None:
        return names, presets.east_only(rules)


class Steady:
    """The round clock's time, moved on by the test."""

    def __init__(self) -> None:
        self.steady, self.wall = 1000.0, 1_700_000_000.0

    def now(self) -> float:
        return self.steady

    def wall_now(self) -> float:
        return self.wall

    def advance(self, seconds: float) -> None:
        self.steady += seconds
        self.wall += seconds


def laptop(qtbot: QtBot, folder: Path) -> MainWindow:
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    prompter = TablePrompter()
    prompter.choose_answer = 1  # End the game when the round's time is up (not the default).
    window, _found, _reason = build_window(folder / "data", settings, prompter)
    qtbot.addWidget(window)
    show(qtbot, window)
    return window


@pytest.fixture
def laptops(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, MainWindow]]:
    organiser, second = laptop(qtbot, tmp_path / "organiser"), laptop(qtbot, tmp_path / "second")
    yield organiser, second
    for window in (organiser, second):
        window.file_commands.gathering.watch.stop()
        window.close()


def seating_of(qtbot: QtBot, window: MainWindow) -> SeatingWindow:
    """Club ▸ Seating…"""
    window.commands.actions_by_id["window.seating"].trigger()
    seating = window.findChild(SeatingWindow)
    assert seating is not None and seating.isVisible()
    return seating


def click(qtbot: QtBot, button: QPushButton | None) -> None:
    assert button is not None and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def play_to_the_end(table: TablePage, window: MainWindow) -> None:
    names = window.controller.state.names
    table.ron(names[1], dealt_in=names[0], han=3, fu=30)
    table.tsumo(names[2], han=5)
    table.ron(names[0], dealt_in=names[3], han=2, fu=30)
    for _ in range(12):
        if window.controller.state.is_over:
            break
        table.draw_nobody_tenpai()
    assert window.controller.state.is_over


def start_clock(qtbot: QtBot, window: MainWindow, minutes: int) -> None:
    """Clock ▸ Start the round clock…, to finish the hand being played when the time is up."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, StartClockDialog)
        dialog.minutes.setValue(minutes)
        dialog.finish.setChecked(True)
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(0, answer)
    found = {action.objectName(): action for action in window.findChildren(QAction)}
    found["clock.start"].trigger()
    show(qtbot, window)


def gather(window: MainWindow, folder: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """Library ▸ Gather a folder…, its summary read and closed; the summary."""
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_: str(folder))
    said: list[str] = []

    def read() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            said.append(box.text())
            box.accept()
        else:
            QTimer.singleShot(10, read)

    QTimer.singleShot(0, read)
    window.commands.actions_by_id["window.gather_folder"].trigger()
    assert len(said) == 1
    return said[0]


def command_standings(*paths: Path) -> dict[str, tuple[int, int, list[int]]]:
    """`tallyo-desktop standings PATH... --json`: each player's total, games and places."""
    ran = subprocess.run(
        [sys.executable, "-m", "tallyo_desktop", "standings", *map(str, paths), "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    rows = json.loads(ran.stdout)["players"]
    return {row["name"]: (row["total"], row["games"], row["places"]) for row in rows}


def shown_standings(club: ClubWindow) -> dict[str, tuple[int, int, list[int]]]:
    return {
        row.name: (row.total_result, row.games, list(row.places)) for row in club.standings.rows()
    }


def test_a_club_evening_from_attendance_to_the_seasons_standings(
    qtbot: QtBot,
    laptops: tuple[MainWindow, MainWindow],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    organiser, second = laptops
    stick = tmp_path / "stick"
    stick.mkdir()

    # Attendance, then round 1, on the organiser's laptop.
    seating = seating_of(qtbot, organiser)
    seating.night_name.setText("Thursday club")
    seating.night_name.editingFinished.emit()
    seating.attendance.clear()
    for number, name in enumerate(EIGHT):
        if number:
            qtbot.keyClick(seating.attendance, Qt.Key.Key_Return)
        qtbot.keyClicks(seating.attendance, name)
    assert seating.count.text() == "8 players: 2 tables"
    click(qtbot, seating.next)
    night = seating.plan.night_id
    first, second_table = seating.plan.rounds[0].tables

    # The night's seating goes to the second laptop on the stick.
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_: (str(stick / "thursday"), ""))
    click(qtbot, seating.night.save_file)
    seating_file = stick / "thursday.tallyo-seating"
    assert seating_file.is_file()

    # Table 1 starts on the organiser's laptop, from the seating.
    click(qtbot, seating.view.cards[0].start)
    assert organiser.controller.state.names == first
    files = organiser.files
    assert files is not None and files.autosave_path is not None
    kept = read_saved_game(files.autosave_path).metadata
    assert (kept.event_id, kept.event_name) == (night, "Thursday club")
    seating.close()

    # Table 2 starts on the second laptop, from the seating file, and is kept on the stick.
    show(qtbot, second)
    theirs = seating_of(qtbot, second)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_: (str(seating_file), ""))
    click(qtbot, theirs.night.open_file)
    assert theirs.plan.night_id == night and theirs.night_name.text() == "Thursday club"
    click(qtbot, theirs.view.cards[1].start)
    theirs.close()
    assert second.controller.state.names == second_table
    assert second.files is not None
    table_2_file = stick / "table 2.tallyo"
    assert second.files.save_as(table_2_file)
    assert read_saved_game(table_2_file).metadata.event_id == night

    # Table 2 plays with the round clock: 45 minutes, then the hand being played is the last.
    show(qtbot, second)
    time = Steady()
    second.clock.now, second.clock.wall = time.now, time.wall_now
    start_clock(qtbot, second, 45)
    table_2 = TablePage(qtbot, second)
    names_2 = second_table
    table_2.ron(names_2[2], dealt_in=names_2[1], han=4, fu=30)

    # Table 1 plays to its end: the game is the night's in the organiser's library.
    show(qtbot, organiser)
    play_to_the_end(TablePage(qtbot, organiser), organiser)
    keeper = organiser.keeper
    assert keeper is not None and keeper.library is not None
    (in_library,) = keeper.library.club_nights()
    assert (in_library.uid, in_library.name, in_library.games) == (night, "Thursday club", 1)

    # The organiser gathers the stick while table 2 plays: it is one of the tables now.
    summary = gather(organiser, stick, monkeypatch)
    assert "Unfinished, left where they are: 1" in summary
    organiser.club.actions_by_id["club.board"].trigger()  # F12
    board = organiser.club.board
    assert board is not None and board.isVisible()
    content = board.content()
    assert sorted(row[1] for row in content.rows) == sorted(first)
    # Table 2 of the seating, its names isolated (one written right to left turns no other).
    assert content.live == [
        "Table 2, East 2:   "
        + "   ".join(
            f"\u2068{name}\u2069 {points}"
            for name, points in zip(names_2, second.controller.state.points, strict=True)
        )
    ]
    organiser.club.actions_by_id["club.board"].trigger()
    show(qtbot, organiser)

    # Time is up on table 2: its hand is the last, and the game ends by time.
    time.advance(45 * 60)
    second.clock.tick()
    show(qtbot, second)
    table_2.tsumo(names_2[3], han=2, fu=30)
    qtbot.waitUntil(lambda: second.controller.state.is_over)
    assert second.controller.state.ended is EndReason.TIME
    assert read_saved_game(table_2_file).game.is_over

    # Gathered again: the finished game joins the night, and no table plays any more.
    show(qtbot, organiser)
    summary = gather(organiser, stick, monkeypatch)
    assert "New games stored: 1" in summary
    organiser.club.actions_by_id["club.standings"].trigger()
    club = organiser.club.window()
    assert club.isVisible()
    # It opens on tonight's club night.
    assert club.standings.current_filter().club_night_uid == night
    standings = shown_standings(club)
    assert sorted(standings) == sorted(EIGHT)
    # Table 1's file is still the organiser's current game; table 2's is on the stick.
    assert files.autosave_path is not None
    assert standings == command_standings(files.autosave_path, table_2_file)
    assert sum(total for total, _games, _places in standings.values()) == 0

    # The night, in a season: the season's standings are the night's.
    seasons = club.seasons
    club.tabs.setCurrentWidget(seasons)
    season = seasons.add_season("Autumn")
    assert season is not None
    seasons.choose("night", night)
    assert seasons.games_model.rowCount() == 2

    def put_in_the_season() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, ClubNightDialog)
        assert dialog.name.text() == "Thursday club"
        dialog.season.setCurrentIndex(dialog.season.findData(season.uid))
        dialog.accept()

    QTimer.singleShot(0, put_in_the_season)
    click(qtbot, seasons.edit_button)
    # The library's records and the gathered game's file name the season.
    library = keeper.library
    counted = library.filtered_games(StatisticsFilter(season_uid=season.uid))
    assert len(counted) == 2
    assert {
        saved_game_from_json(library.record_json(game.id)).metadata.season_name for game in counted
    } == {"Autumn"}
    # So do the files: the gathered game's, and table 1's, among the finished games since its end.
    finished = sorted(files.store.finished_dir.glob("*.tallyo"))
    assert files.autosave_path in finished and len(finished) == 2
    assert {read_saved_game(path).metadata.season_name for path in finished} == {"Autumn"}
    club.standings.choose_scope("season", season.uid)
    assert shown_standings(club) == standings

    # On the big screen, then printed and exported.
    club.tabs.setCurrentWidget(club.standings)
    click(qtbot, club.standings.board_button)
    board = organiser.club.board
    assert board is not None and board.isVisible()
    content = board.content()
    assert content.title.startswith("Season: Autumn")
    assert [row[1] for row in content.rows] == [row.name for row in club.standings.rows()]
    assert content.live == []
    exports = {"csv": tmp_path / "autumn.csv", "pdf": tmp_path / "autumn.pdf",
               "png": tmp_path / "autumn.png"}  # fmt: skip
    for kind, button in (("csv", club.standings.csv_button), ("pdf", club.standings.pdf_button),
                         ("png", club.standings.png_button)):  # fmt: skip
        path = exports[kind]
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_, p=path: (str(p), ""))
        click(qtbot, button)
    lines = exports["csv"].read_text(encoding="utf-8-sig").splitlines()
    assert lines[0].startswith("Player,Total,Games")
    assert sorted(line.split(",")[0] for line in lines[1:]) == sorted(EIGHT)
    assert exports["pdf"].read_bytes().startswith(b"%PDF")
    assert QImage(str(exports["png"])).height() > 8 * 54
