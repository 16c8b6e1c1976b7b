"""The seating and the library as one: names completed from the library's people, a Swiss round
seated by the library's standings, the seating's night in the library (same identity, name and
day, and its season on the games started from it), the night's seating opened from a file, and
the unfinished games gathered listed among the tables on the big screen."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.club.live_tables import GatheredTables
from tallyo_desktop.app.club.seating_links import night_in_library, standings_order
from tallyo_desktop.app.club.seating_window import SeatingWindow
from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.library.gathering import GatherReport
from tallyo_desktop.core.library.seasons import ClubNight, Counting
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

from .club_library import DAY, RULES, club_keeper, four_player_game
from .fake_prompter import FakePrompter

EIGHT = ("Ann", "Bea", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")


class Seated(FakePrompter):
    def new_game(
        self, names: tuple[str, ...], rules: Rules
    ) -> tuple[tuple[str, ...], Rules] | None:
        return names, rules


@pytest.fixture
def kept(tmp_path: Path) -> Iterator[LibraryKeeper]:
    keeper, _ids = club_keeper(tmp_path)
    yield keeper
    keeper.close()


def organiser(qtbot: QtBot, keeper: LibraryKeeper) -> MainWindow:
    assert keeper.store is not None
    controller = GameController()
    window = MainWindow()
    window.set_up(controller, Seated(), GameFiles(controller, keeper.store), keeper)
    qtbot.addWidget(window)
    window.show()
    return window


def seating_of(window: MainWindow) -> SeatingWindow:
    window.commands.actions_by_id["window.seating"].trigger()
    found = window.findChild(SeatingWindow)
    assert found is not None
    return found


def click(qtbot: QtBot, button: QPushButton | None) -> None:
    assert button is not None and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_names_complete_from_the_players_as_people(qtbot: QtBot, kept: LibraryKeeper) -> None:
    library = kept.library
    assert library is not None
    bea, bea_k = library.person_named("Bea"), library.person_named("bea k")
    assert bea is not None and bea_k is not None
    library.merge_people([bea.id, bea_k.id], "Bea")
    seating = seating_of(organiser(qtbot, kept))
    completer = seating.add_name.completer()
    model = completer.model()
    offered = [model.index(row, 0).data() for row in range(model.rowCount())]
    # One name for Bea, however she was written; three-player games' players too.
    assert sorted(offered) == ["Ann", "Bea", "Cid", "Dan", "Fay"]


def eight_players_library(tmp_path: Path) -> LibraryKeeper:
    path = tmp_path / "eight.sqlite3"
    with GameLibrary(path) as library:
        for number, table in enumerate((EIGHT[:4], EIGHT[4:])):
            game = four_player_game((table[0], table[1], table[2], table[3]), 0)
            uid = f"{number:032x}"
            library.add_finished_game(game, game_to_json(game, Metadata(id=uid)), DAY, uid)
    return LibraryKeeper(lambda: GameLibrary(path))


def test_a_swiss_round_seats_by_the_library_standings(qtbot: QtBot, tmp_path: Path) -> None:
    keeper = eight_players_library(tmp_path)
    library = keeper.library
    assert library is not None
    season = library.add_season("Spring", date_from=date(2024, 1, 1), counting=Counting.BY_DATE)
    leaders = [row.name for row in library.statistics(StatisticsFilter(season_uid=season.uid))]
    assert set(leaders[:4]) != set(EIGHT[:4])
    seating = SeatingWindow(
        None, standings=lambda night, names, players: standings_order(keeper, night, names, players)
    )
    qtbot.addWidget(seating)
    seating.attendance.setPlainText("\n".join(EIGHT))
    seating.swiss.setChecked(True)
    click(qtbot, seating.next)
    top, rest = seating.plan.rounds[0].tables
    assert set(top) == set(leaders[:4]) and set(rest) == set(leaders[4:])
    assert seating.tables.order_said.text() == "Seated by the standings of Season: Spring."
    keeper.close()


def test_the_standings_of_the_nights_season_then_the_night_then_none(tmp_path: Path) -> None:
    keeper = eight_players_library(tmp_path)
    library = keeper.library
    assert library is not None
    today = date(2030, 1, 1)
    assert standings_order(keeper, "0" * 32, EIGHT, today=today) is None
    night = library.add_club_night("Week 1", None)
    library.assign_game(library.games()[0].id, night.uid)
    found = standings_order(keeper, night.uid, EIGHT, today=today)
    assert found is not None and found.title == "Club night: Week 1"
    # Only those who played that night are ranked: the others follow in the list's order.
    assert sorted(found.names) == sorted(EIGHT[:4]) or sorted(found.names) == sorted(EIGHT[4:])
    season = library.add_season("Spring")
    library.update_club_night(ClubNight(night.uid, "Week 1", None, season.uid))
    found = standings_order(keeper, night.uid, ("Zoe", *EIGHT), today=today)
    assert found is not None and found.title == "Season: Spring"
    assert "Zoe" not in found.names
    keeper.close()


def test_a_tables_game_puts_the_night_in_the_library_and_names_its_season(
    qtbot: QtBot, kept: LibraryKeeper
) -> None:
    window = organiser(qtbot, kept)
    seating = seating_of(window)
    seating.night_name.setText("Thursday club")
    seating.night_name.editingFinished.emit()
    seating.attendance.setPlainText("\n".join(EIGHT))
    click(qtbot, seating.next)
    click(qtbot, seating.view.cards[0].start)
    library = kept.library
    assert library is not None
    night = library.club_night(seating.plan.night_id)
    assert (night.name, str(night.date), night.games) == ("Thursday club", seating.plan.day, 0)
    # In the Seasons page at once, with its name.
    window.club.actions_by_id["club.seasons"].trigger()
    seasons = window.club.window().seasons
    seasons.choose("night", night.uid)
    assert seasons.chosen() == ("night", night.uid)
    item = seasons.tree.currentItem()
    assert item is not None and item.text(0) == "Thursday club"
    # Put in a season, the night's next game names it in its file.
    season = seasons.add_season("Autumn")
    assert season is not None
    library.update_club_night(ClubNight(night.uid, night.name, night.date, season.uid))
    click(qtbot, seating.view.cards[1].start)
    files = window.files
    assert files is not None and files.autosave_path is not None
    kept_metadata = read_saved_game(files.autosave_path).metadata
    assert (kept_metadata.event_id, kept_metadata.season_id, kept_metadata.season_name) == (
        night.uid,
        season.uid,
        "Autumn",
    )


def test_a_night_in_no_library_is_left_as_the_seating_says() -> None:
    night = Metadata(event_id="1" * 32, event_name="Thursday club")
    assert night_in_library(None, night, "2030-01-01") == night


def test_an_unreadable_seating_file_changes_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    seating = SeatingWindow(None)
    qtbot.addWidget(seating)
    before = seating.plan
    bad = tmp_path / "night.tallyo-seating"
    bad.write_bytes(b"\xff\xfe not a seating")
    assert not seating.open_file(bad)
    assert seating.plan == before
    assert "cannot be read" in seating.problem.text()
    assert "Nothing was changed" in seating.problem.text()
    # A seating saved is opened again the same.
    good = tmp_path / "good.tallyo-seating"
    seating.attendance.setPlainText("\n".join(EIGHT))
    click(qtbot, seating.next)
    assert seating.save_file(good)
    other = SeatingWindow(None)
    qtbot.addWidget(other)
    assert other.open_file(good)
    # The other laptop follows it: the same night and rounds, received.
    assert replace(other.plan, received_rounds=None) == seating.plan
    assert other.plan.received_rounds == 1
    assert other.attendance.toPlainText().splitlines() == list(EIGHT)


def unfinished(path: Path, names: tuple[str, ...], night: str | None, uid: str) -> Path:
    game = Game(RULES, names)
    game.record(ExhaustiveDraw(frozenset()))
    path.write_text(game_to_json(game, Metadata(id=uid, event_id=night)), encoding="utf-8")
    return path


def test_the_unfinished_games_gathered_are_tables_until_they_are_finished(tmp_path: Path) -> None:
    tonight, other = "a" * 32, "b" * 32
    report = GatherReport(
        unfinished=[
            unfinished(tmp_path / "t2.tallyo", EIGHT[:4], tonight, "c" * 32),
            unfinished(tmp_path / "t3.tallyo", EIGHT[4:], other, "d" * 32),
        ]
    )
    tables = GatheredTables()
    tables.follow(report)
    finished = tmp_path / "finished"
    finished.mkdir()
    # Each name isolated, so that one written right to left turns no other around.
    players = "   ".join(f"\u2068{name}\u2069 25000" for name in EIGHT[:4])
    assert tables.lines(tonight, finished) == [f"East 2:   {players}"]
    # A table the night's seating seated carries its number.
    assert tables.lines(tonight, finished, lambda _night, _names: 3) == [
        f"Table 3, East 2:   {players}"
    ]
    assert len(tables.lines(None, finished)) == 2
    # Gathered finished, it is played no more.
    (finished / f"{'c' * 32}.tallyo").write_text("{}", encoding="utf-8")
    assert tables.lines(tonight, finished) == []
    assert len(tables.lines(None, finished)) == 1


def test_in_the_big_view_a_wind_and_its_player_keep_apart(qtbot: QtBot) -> None:
    seating = SeatingWindow(None)
    qtbot.addWidget(seating)
    seating.attendance.setPlainText("\n".join(EIGHT))
    click(qtbot, seating.next)
    seating.show_big_view()
    big = seating.big_view
    assert big is not None
    big.showNormal()
    big.resize(1600, 900)
    QApplication.processEvents()
    card = big.view.cards[0]
    gap = min(
        name.x() - wind.geometry().right()
        for wind, name in zip(card.winds, card.names, strict=True)
    )
    assert gap >= card.names[0].fontMetrics().height() / 3
