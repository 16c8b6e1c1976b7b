"""The club window over a real library: the standings and their filters, sorting, players
merged (and the merge undone), a player's page, the exports, club nights and the game records
that name them, and the standings on the table display."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import json
from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QCompleter
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.club.player_page import ALIASES_SHOWN, PlayerPage
from tallyo_desktop.app.club.scopes import evening_scope
from tallyo_desktop.app.club.season_dialogs import ClubNightDialog
from tallyo_desktop.app.club.window import ClubWindow
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.standings_model import COLUMNS
from tallyo_desktop.app.rules.new_game_dialog import NewGameDialog
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.library.people import Person
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.export import BYTE_ORDER_MARK
from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.table.game import Game

from .club_library import DAY, RULES, club_keeper, four_player_game
from .fake_prompter import FakePrompter
from .modal_answers import answered


@pytest.fixture
def kept(tmp_path: Path) -> Iterator[tuple[LibraryKeeper, list[int]]]:
    keeper, ids = club_keeper(tmp_path)
    yield keeper, ids
    keeper.close()


@pytest.fixture
def club(qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]]) -> ClubWindow:
    window = ClubWindow(kept[0], today=date(2030, 1, 1))
    qtbot.addWidget(window)
    window.show()
    return window


def names(window: ClubWindow) -> list[str]:
    return [row.name for row in window.standings.rows()]


def everybody(window: ClubWindow) -> list[Person]:
    """The people the players' page lists, in its order, once it is shown (it is read then)."""
    window.tabs.setCurrentWidget(window.people)
    model = window.people.model
    return [person for row in range(model.rowCount()) if (person := model.person(row))]


def column(title: str) -> int:
    return next(number for number, (name, _order, _key) in enumerate(COLUMNS) if name == title)


def test_three_and_four_player_games_are_never_counted_together(club: ClubWindow) -> None:
    standings = club.standings
    assert sorted(names(club)) == ["Ann", "Bea", "Cid", "Dan", "bea k"]
    assert all(sum(row.places) == row.games for row in standings.rows())
    assert all(len(row.places) == 4 for row in standings.rows())
    standings.players.setCurrentIndex(standings.players.findData(3))
    assert sorted(names(club)) == ["Ann", "Bea", "Fay"]
    assert all(row.games == 2 and len(row.places) == 3 for row in standings.rows())
    assert standings.table.model().rowCount() == 3


def test_the_fewest_games_leave_players_out(club: ClubWindow) -> None:
    club.standings.min_games.setValue(2)
    # "bea k" played once; the others three times.
    assert sorted(names(club)) == ["Ann", "Bea", "Cid", "Dan"]
    club.standings.min_games.setValue(4)
    assert names(club) == []
    assert "enough games" in club.standings.status.text()


def test_the_dates_choose_the_games(qtbot: QtBot, club: ClubWindow) -> None:
    standings = club.standings
    everyone = sorted(names(club))
    # Half typed, the day chooses nothing yet: the standings stay as they were.
    qtbot.keyClicks(standings.date_from.edit, "2024-05-")
    assert sorted(names(club)) == everyone
    # The third game was played on the second day: only it is left from that day on.
    qtbot.keyClicks(standings.date_from.edit, "2")
    assert sorted(names(club)) == ["Ann", "Cid", "Dan", "bea k"]
    assert all(row.games == 1 for row in standings.rows())
    # Emptied, the field is open again: every day counts.
    standings.date_from.edit.clear()
    assert sorted(names(club)) == everyone


def test_a_column_sorts_the_rows(club: ClubWindow) -> None:
    table = club.standings.table
    table.sortByColumn(column("Player"), Qt.SortOrder.AscendingOrder)
    assert names(club) == ["Ann", "Bea", "bea k", "Cid", "Dan"]
    table.sortByColumn(column("Games"), Qt.SortOrder.AscendingOrder)
    assert names(club)[0] == "bea k"
    table.sortByColumn(column("Total"), Qt.SortOrder.DescendingOrder)
    totals = [row.total_result for row in club.standings.rows()]
    assert totals == sorted(totals, reverse=True)
    shown = table.model().index(0, column("Player")).data()
    assert shown == names(club)[0]


def test_merged_names_count_once_and_the_undo_brings_both_back(
    qtbot: QtBot, club: ClubWindow
) -> None:
    people = club.people
    by_name = {person.display_name: person for person in everybody(club)}
    people.select([by_name["Bea"].id, by_name["bea k"].id])
    assert people.merge_button.isEnabled()
    assert people.merge([by_name["Bea"].id, by_name["bea k"].id], "Bea")
    assert sorted(names(club)) == ["Ann", "Bea", "Cid", "Dan"]
    bea = next(row for row in club.standings.rows() if row.name == "Bea")
    assert bea.games == 3
    # The window's own Undo, by its key.
    club.tabs.setCurrentWidget(people)
    club.activateWindow()
    qtbot.keyClick(people.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert sorted(names(club)) == ["Ann", "Bea", "Cid", "Dan", "bea k"]
    assert people.model.rowCount() == 6
    club.undo_stack.redo()
    assert sorted(names(club)) == ["Ann", "Bea", "Cid", "Dan"]


def test_a_rename_shows_in_the_standings_and_is_undone(club: ClubWindow) -> None:
    people = club.people
    dan = next(person for person in everybody(club) if person.display_name == "Dan")
    assert people.rename(dan.id, "Daniel")
    assert "Daniel" in names(club)
    club.undo_action.trigger()
    assert "Dan" in names(club) and "Daniel" not in names(club)


def test_a_standings_row_opens_the_players_page(qtbot: QtBot, club: ClubWindow) -> None:
    table = club.standings.table
    table.sortByColumn(column("Player"), Qt.SortOrder.AscendingOrder)
    table.activated.emit(table.model().index(0, 0))
    pages = [page for page in club.findChildren(PlayerPage) if page.isVisible()]
    assert len(pages) == 1
    page = pages[0]
    assert page.name.text() == "Ann"
    # The results over time and the recent games are read when their tab is shown.
    assert page.games_model.rowCount() == 0
    page.statistics.tabs.setCurrentWidget(page.games_tab)
    assert len(page.chart.games) == 3
    assert page.chart.running_totals()[-1] == sum(game.result for game in page.chart.games)
    # Her recent games: the two three-player ones too.
    assert page.games_model.rowCount() == 5
    assert not page.chart.grab().isNull()


def test_the_exports_are_written(club: ClubWindow, tmp_path: Path) -> None:
    standings = club.standings
    csv_path, pdf_path, png_path = (tmp_path / name for name in ("s.csv", "s.pdf", "s.png"))
    assert standings.save_csv(str(csv_path))
    text = csv_path.read_text(encoding="utf-8")
    assert text.startswith(BYTE_ORDER_MARK)
    lines = text[1:].splitlines()
    # A spreadsheet takes the first line as the header: no title above it.
    assert lines[0].split(",")[:4] == ["Player", "Total", "Games", "Average place"]
    assert "1st" in lines[0] and "4th" in lines[0]
    assert sorted(line.split(",")[0] for line in lines[1:]) == sorted(names(club))
    assert standings.save_pdf(str(pdf_path))
    assert pdf_path.read_bytes().startswith(b"%PDF")
    assert standings.save_png(str(png_path))
    image = QImage(str(png_path))
    assert image.width() == 1200
    assert image.height() > 5 * 54


def test_a_name_that_looks_like_a_formula_reaches_the_csv_as_text(
    club: ClubWindow, tmp_path: Path
) -> None:
    people = club.people
    dan = next(person for person in everybody(club) if person.display_name == "Dan")
    assert people.rename(dan.id, "=HYPERLINK(1)")
    path = tmp_path / "s.csv"
    assert club.standings.save_csv(str(path))
    assert "'=HYPERLINK(1)" in path.read_text(encoding="utf-8")


def test_a_game_put_in_a_club_night_says_so_in_its_file(
    club: ClubWindow, kept: tuple[LibraryKeeper, list[int]]
) -> None:
    keeper, ids = kept
    seasons = club.seasons
    season = seasons.add_season("Spring", date_from=date(2024, 4, 1), date_to=date(2024, 6, 30))
    assert season is not None
    night = seasons.add_night("Wednesday", date(2024, 5, 1), season.uid)
    assert night is not None
    assert seasons.assign([ids[0]], night.uid)
    assert seasons.games_model.rowCount() == 1
    store = keeper.store
    assert store is not None
    uid = f"{0:032x}"
    metadata = json.loads((store.finished_dir / f"{uid}.tallyo").read_text("utf-8"))["metadata"]
    assert metadata["event_id"] == night.uid
    assert metadata["event_name"] == "Wednesday"
    assert metadata["season_id"] == season.uid
    assert metadata["season_name"] == "Spring"
    # The club night's standings: the four players of that game only.
    club.standings.choose_scope("night", night.uid)
    assert sorted(names(club)) == ["Ann", "Bea", "Cid", "Dan"]
    assert all(row.games == 1 for row in club.standings.rows())
    # A library made again from the files alone finds the night and its game.
    assert keeper.rebuild() == 5
    library = keeper.library
    assert library is not None
    assert library.club_night(night.uid).games == 1
    club.standings.choose_scope("night", night.uid)
    assert sorted(names(club)) == ["Ann", "Bea", "Cid", "Dan"]
    # Taken out again, the file says no night.
    game_id = library.filtered_games(library_filter(night.uid))[0].id
    assert seasons.assign([game_id], None)
    metadata = json.loads((store.finished_dir / f"{uid}.tallyo").read_text("utf-8"))["metadata"]
    assert "event_id" not in metadata


def library_filter(night: str) -> StatisticsFilter:
    return StatisticsFilter(club_night_uid=night)


def test_the_window_opens_on_tonights_club_night(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]]
) -> None:
    keeper, _ids = kept
    library = keeper.library
    assert library is not None
    night = library.add_club_night("Tonight", date(2024, 5, 1))
    assert evening_scope(keeper, date(2024, 5, 1)) == ("night", night.uid)
    assert evening_scope(keeper, date(2024, 5, 2)) is None
    window = ClubWindow(keeper, today=date(2024, 5, 1))
    qtbot.addWidget(window)
    assert window.standings.current_filter().club_night_uid == night.uid


def test_the_standings_follow_the_evening_until_other_games_are_picked(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]]
) -> None:
    keeper, _ids = kept
    main = MainWindow()
    main.set_up(GameController(Game(RULES, ("Eve", "Gus", "Hal", "Ivy"))), FakePrompter(),
                keeper=keeper)  # fmt: skip
    qtbot.addWidget(main)
    main.show()
    # The big screen is shown before tonight's night is made: it shows all games.
    main.club.board_action.trigger()
    board = main.club.board
    assert board is not None
    assert board.content().title == "All games: Four-player games"
    window = main.club.window()

    def make_night(dialog: ClubNightDialog) -> None:
        assert dialog.day.value() == date.today()
        qtbot.keyClicks(dialog.name, "Thursday club")
        dialog.ok.click()

    done = answered(qtbot, ClubNightDialog, make_night)
    window.show_page(2)
    qtbot.mouseClick(window.seasons.new_night, Qt.MouseButton.LeftButton)
    assert done
    library = keeper.library
    assert library is not None
    (night,) = [n for n in library.club_nights() if n.name == "Thursday club"]
    standings = window.standings
    assert standings.current_filter().club_night_uid == night.uid
    tonight = f"Club night: Thursday club {date.today().isoformat()}: Four-player games"
    assert board.content().title == tonight
    # Once the organiser picks other games, they stay picked.
    standings.scope.setFocus()
    qtbot.keyClick(standings.scope, Qt.Key.Key_Home)
    assert standings.scope.currentIndex() == 0
    library.add_club_night("Late table", date.today())
    keeper.changed.emit()
    window.show_page(0)
    assert board.content().title == "All games: Four-player games"
    # The next start opens on tonight's night again.
    again = ClubWindow(keeper)
    qtbot.addWidget(again)
    assert again.standings.current_filter().club_night_uid in {
        n.uid for n in library.club_nights() if n.date == date.today()
    }


def test_the_big_screen_shows_the_standings_and_this_table(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]]
) -> None:
    keeper, _ids = kept
    game = Game(RULES, ("Eve", "Gus", "Hal", "Ivy"))
    main = MainWindow()
    main.set_up(GameController(game), FakePrompter(), keeper=keeper)
    qtbot.addWidget(main)
    main.show()
    main.club.board_action.trigger()
    display = main.table_display
    assert display is not None and display.isVisible()
    board = display.board
    assert board is main.club.board and board is not None and board.isVisible()
    content = board.content()
    assert [row[1] for row in content.rows][:1] == [names_by_total(main)[0]]
    assert len(content.rows) == 5
    # Each name is isolated, so that one written right to left turns no other around.
    assert len(content.live) == 1 and "\u2068Eve\u2069 25000" in content.live[0]
    assert content.live[0].startswith("This table, East 1:")
    board.resize(1920, 1080)
    board.grab()
    assert board.shown_rows == 5
    # Again: the table.
    main.club.board_action.trigger()
    assert display.board is None and not board.isVisible()
    assert not main.club.board_shown


def names_by_total(main: MainWindow) -> list[str]:
    return [row.name for row in main.club.window().standings.rows()]


def test_the_club_menu_holds_its_actions(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]]
) -> None:
    main = MainWindow()
    main.set_up(GameController(), FakePrompter(), keeper=kept[0])
    qtbot.addWidget(main)
    titles = [action.text() for action in main.menuBar().actions()]
    assert "&Club" in titles
    main.club.actions_by_id["club.people"].trigger()
    window = main.club.window()
    assert window.isVisible() and window.tabs.currentWidget() is window.people
    QApplication.processEvents()


def test_the_new_game_names_complete_from_the_known_players(qtbot: QtBot) -> None:
    dialog = NewGameDialog(known=["Ann", "Bea", "Cid"])
    qtbot.addWidget(dialog)
    completer = dialog.completer
    assert isinstance(completer, QCompleter)
    model = completer.model()
    assert [model.index(row, 0).data() for row in range(model.rowCount())] == ["Ann", "Bea", "Cid"]
    assert all(edit.completer() is completer for edit in dialog._name_edits)


def test_the_players_and_seasons_are_read_when_their_page_is_first_shown(
    club: ClubWindow,
) -> None:
    # Opened on the standings, the window has read neither page yet.
    assert club.tabs.currentWidget() is club.standings
    assert club.people.model.rowCount() == 0
    club.tabs.setCurrentWidget(club.people)
    assert club.people.model.rowCount() > 0


def test_what_comes_from_a_file_is_shown_cut_in_the_club_windows(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Names of megabytes, and a name written many ways, as game files may hold them: each is
    shown on one line of a sensible length."""
    path = tmp_path / "library.sqlite"
    long_name = "Bartholomew" * 10_000
    night_name = "Night\n" + "x" * 3_000_000
    with GameLibrary(path) as library:
        for number in range(ALIASES_SHOWN + 3):
            game = four_player_game((f"Ann {number}", long_name, "Cid", "Dan"), 0)
            club = Metadata(id=f"g{number}", event_id="night", event_name=night_name,
                            season_id="season", season_name=long_name)  # fmt: skip
            when = DAY + timedelta(days=number)
            library.add_finished_game(game, game_to_json(game, club), when, f"g{number}")
        anns = [library.person_named(f"Ann {number}") for number in range(ALIASES_SHOWN + 3)]
        merge = library.merge_people([ann.id for ann in anns if ann is not None], "Ann")
        long_person = library.person_named(long_name)
    assert long_person is not None
    keeper = LibraryKeeper(lambda: GameLibrary(path))
    window = ClubWindow(keeper, today=date(2030, 1, 1))
    qtbot.addWidget(window)
    window.show()
    box = window.standings.scope
    texts = [box.itemText(row) for row in range(box.count())]
    assert texts[0] == "All games"
    assert texts[1].startswith("Season: BartholomewBartholomew") and "…" in texts[1]
    assert texts[2].startswith("Club night: Night xxx") and "\n" not in texts[2]
    assert max(len(text) for text in texts) < 80
    window.standings.choose_scope("night", "night")
    assert window.standings.current_filter().club_night_uid == "night"
    assert len(window.standings.title()) < 120
    assert max(len(name) for name in names(window)) > 1000
    table = window.standings.table
    shown = [table.model().index(row, 0).data() for row in range(table.model().rowCount())]
    assert all(len(name) <= 40 for name in shown)

    page = window.open_person(long_person.id, everything=True)
    qtbot.addWidget(page)
    assert page.name.text().startswith("BartholomewBartholomew") and len(page.name.text()) <= 40
    assert len(page.windowTitle()) < 80
    page = window.open_person(merge.into.id, everything=True)
    qtbot.addWidget(page)
    (aliases,) = (line for line in page.details.text().splitlines() if "written as" in line)
    assert aliases.endswith(", …")
    assert aliases.count("Ann ") == ALIASES_SHOWN
    keeper.close()
