"""The players' statistics in the app: the player's page over the scope chosen on it, its graphs,
another player beside, the achievements on the big screen, the rating in the standings, and
finding games by what happened in them, opened at the hand.

The games are tests/gui/statistics_library.py's, whose hands are worked out one by one in
tests/core/test_statistics_figures.py. Ann plays all five club games: four of the five-hand
game where she comes fourth, deals in twice (8300 and 2000) and declares riichi once, and the
four-hand game of the tiles, where she busts (fourth again) without a win or a deal-in: 24
hands, 8 deal-ins costing 41200, 4 riichi, no win.
"""

from __future__ import annotations

import json
import threading
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.club import ratings_cache as ratings_cache_module
from tallyo_desktop.app.club.board import board_image
from tallyo_desktop.app.club.figures_cache import FiguresCache, figures_cache
from tallyo_desktop.app.club.graph_output import graph_image
from tallyo_desktop.app.club.player_page import PlayerPage
from tallyo_desktop.app.club.player_statistics import GRAPHS
from tallyo_desktop.app.club.rated_standings import RATING_COLUMN
from tallyo_desktop.app.club.ratings_cache import ratings_cache
from tallyo_desktop.app.club.window import ClubWindow
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.shared.look import dark_palette, seat_colour
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.library.store import GameLibrary

from .fake_prompter import FakePrompter
from .statistics_library import CLUB_GAMES, person_id, statistics_keeper


@pytest.fixture
def kept(tmp_path: Path) -> tuple[LibraryKeeper, list[int]]:
    return statistics_keeper(tmp_path)


def page_of(qtbot: QtBot, keeper: LibraryKeeper, name: str) -> PlayerPage:
    page = PlayerPage(keeper, person_id(keeper, name))
    qtbot.addWidget(page)
    return page


def test_a_player_s_figures_each_say_what_they_are_counted_over(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]]
) -> None:
    keeper, _ids = kept
    page = page_of(qtbot, keeper, "Ann")  # kept: the page is a window of its own
    figures = page.statistics.figures
    shown = {key: (figures.value(key), figures.value(key, 2)) for key in figures.rows}
    assert shown["average_place"] == ("4.00", "5 games")
    assert shown["fourth_rate"] == ("100.0 %", "5 games")
    assert shown["bust_rate"] == ("20.0 %", "5 games")
    assert shown["deal_in_rate"] == ("33.3 %", "24 hands")
    assert shown["win_rate"] == ("0.0 %", "24 hands")
    # 41200 over the 8 deal-ins; each of the four went to Ben once, who declared riichi.
    assert shown["average_deal_in"] == ("5,150", "8 deal-ins")
    assert shown["deal_in_to_riichi_share"] == ("50.0 %", "8 deal-ins")
    assert shown["deal_in_in_riichi_share"] == ("0.0 %", "8 deal-ins")
    # From too few: a dash, and the fewest it is shown from.
    assert shown["riichi_win_rate"] == ("–", "4 riichi (shown from 5)")
    assert shown["average_win"] == ("–", "0 wins (shown from 5)")
    assert figures.value("games") == "5" and figures.value("hands") == "24"
    assert figures.value("busts") == "1" and figures.value("deal_ins") == "8"


def test_the_wins_whose_tiles_were_kept_give_open_closed_damaten_and_yaku(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]]
) -> None:
    keeper, _ids = kept
    page = page_of(qtbot, keeper, "Cid")  # kept: the page is a window of its own
    figures = page.statistics.figures
    # Cid's tsumo in each of the four five-hand games was entered by han; the damaten pinfu
    # of the tiles' game was counted from its tiles: one win with tiles, too few for a figure.
    assert figures.value("damaten_share", 2) == "1 win with tiles (shown from 5)"
    assert figures.value("yaku:Pinfu") == "–"
    assert figures.value("yaku:Tanyao", 2) == "1 win with tiles (shown from 5)"
    assert figures.value("wins") == "5 (1 / 4)"
    assert "yaku:Riichi" not in figures.rows


def test_online_games_are_kept_apart_unless_asked_for(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]]
) -> None:
    keeper, _ids = kept
    page = page_of(qtbot, keeper, "Ann")  # kept: the page is a window of its own
    statistics = page.statistics
    origin = statistics.scope_bar.origin
    origin.setCurrentIndex(origin.findData("online"))
    assert statistics.figures.value("games") == "1"
    assert statistics.figures.value("average_place") == "–"
    origin.setCurrentIndex(origin.findData("both"))
    assert statistics.figures.value("games") == str(CLUB_GAMES + 1)
    assert statistics.figures.value("hands") == "29"
    assert "Club and online games" in statistics.status.text()


def test_the_scope_chosen_on_the_page_narrows_the_figures(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]]
) -> None:
    keeper, _ids = kept
    page = page_of(qtbot, keeper, "Ann")  # kept: the page is a window of its own
    statistics = page.statistics
    preset = statistics.scope_bar.preset
    preset.setCurrentIndex(preset.findData("tenhou"))
    # The tiles' game alone is played under Tenhou's rules.
    assert statistics.figures.value("games") == "1"
    assert statistics.figures.value("hands") == "4"
    preset.setCurrentIndex(0)
    players = statistics.scope_bar.players
    players.setCurrentIndex(players.findData(3))
    assert statistics.figures.value("games") == "0"
    assert "fourth_rate" not in statistics.figures.rows


def test_another_player_beside_and_head_to_head(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]]
) -> None:
    keeper, _ids = kept
    page = page_of(qtbot, keeper, "Ann")  # kept: the page is a window of its own
    statistics = page.statistics
    statistics.compare_with(person_id(keeper, "Cid"))
    figures = statistics.figures
    assert figures.headerItem().text(3) == "Cid"
    assert figures.value("average_place") == "4.00"
    # Cid: third in each five-hand game, and below Ann nowhere.
    assert figures.value("third_rate", 3) != "–"
    text = statistics.head_to_head.text()
    assert "At one table 5 times" in text and "above Cid 0 times, below 5" in text
    found = statistics.head_to_head_figures()
    assert found is not None and (found.games, found.first_places) == (5, 20)
    places = statistics.make_graph("places")
    assert [series.label for series in places.series] == ["Ann", "Cid"]
    assert places.series[0].values == (0.0, 0.0, 0.0, 1.0)
    statistics.compare_with(None)
    assert statistics.figures.columnCount() == 3 and statistics.head_to_head.text() == ""


def _has_colour(image: QImage, colour: QColor) -> bool:
    wanted = colour.rgb() & 0xFFFFFF
    return any(
        image.pixel(x, y) & 0xFFFFFF == wanted
        for y in range(0, image.height(), 3)
        for x in range(0, image.width(), 3)
    )


@pytest.mark.parametrize("dark", [False, True])
def test_each_graph_is_drawn_in_the_app_s_colours(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]], dark: bool
) -> None:
    keeper, _ids = kept
    page = page_of(qtbot, keeper, "Cid")  # kept: the page is a window of its own
    statistics = page.statistics
    palette = dark_palette() if dark else QApplication.style().standardPalette()
    for kind in GRAPHS:
        graph = statistics.make_graph(kind)
        image = graph_image(graph, palette, statistics.font(), (600, 360))
        background = palette.color(QPalette.ColorRole.Window)
        assert QColor(image.pixel(2, 2)) == background, kind
        if kind == "yaku":
            assert graph.labels == ("Pinfu", "Tanyao")
        assert _has_colour(image, seat_colour(0, dark)), kind
    sizes = statistics.make_graph("sizes")
    # Cid's wins: four tsumo of 2000 and the pinfu's 2000; deal-ins: four of 5200.
    assert sizes.series[0].values == (0.0, 5.0, 0.0, 0.0, 0.0, 0.0)
    assert sizes.series[0].second == (0.0, 0.0, 4.0, 0.0, 0.0, 0.0)
    rating = statistics.make_graph("rating")
    assert rating.series[0].values[0] == 1500.0 and len(rating.series[0].values) == 6


def test_the_graphs_are_saved_as_a_picture_and_a_printable_page(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]], tmp_path: Path
) -> None:
    keeper, _ids = kept
    page = page_of(qtbot, keeper, "Ann")  # kept: the page is a window of its own
    statistics = page.statistics
    statistics.graph_choice.setCurrentIndex(GRAPHS.index("rating"))
    assert statistics.graph.graph.kind == "rating"
    picture, pdf = tmp_path / "rating.png", tmp_path / "graphs.pdf"
    assert statistics.save_png(str(picture)) and statistics.save_pdf(str(pdf))
    assert not QImage(str(picture)).isNull()
    text = pdf.read_bytes()
    assert (
        text.startswith(b"%PDF")
        and text.count(b"/Type /Page\n")
        + text.count(b"/Type /Page\r")
        + text.count(b"/Type /Page ")
        + text.count(b"/Type/Page")
        >= 1
    )


def test_the_figures_are_kept_and_worked_out_again_only_when_a_record_changes(
    kept: tuple[LibraryKeeper, list[int]], tmp_path: Path
) -> None:
    keeper, ids = kept
    first = figures_cache(keeper)
    ann = person_id(keeper, "Ann")
    totals = first.scope(StatisticsFilter()).totals(ann)
    assert totals is not None and first.worked_out == CLUB_GAMES
    path = first.path()
    assert path is not None and path.is_file()
    # Another run reads them from the file.
    again = FiguresCache(LibraryKeeper(lambda: GameLibrary(tmp_path / "library.sqlite")))
    assert again.scope(StatisticsFilter()).totals(ann) == totals
    assert again.worked_out == 0
    # A file that is not the app's is left aside: the figures are worked out again.
    path.write_text(json.dumps({"format": "other"}), encoding="utf-8")
    fresh = FiguresCache(LibraryKeeper(lambda: GameLibrary(tmp_path / "library.sqlite")))
    assert fresh.scope(StatisticsFilter()).totals(ann) == totals
    assert fresh.worked_out == CLUB_GAMES
    kept_games = json.loads(path.read_text(encoding="utf-8"))["games"]
    assert sorted(kept_games, key=int) == [str(game) for game in ids[:CLUB_GAMES]]


def test_the_big_screen_and_the_standings_picture_show_the_night_s_achievements(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]]
) -> None:
    keeper, _ids = kept
    club = ClubWindow(keeper)
    qtbot.addWidget(club)
    standings = club.standings
    assert standings.board_content().achievements == []
    standings.choose_scope("night", "night-march")
    content = standings.board_content()
    assert content.achievements_title == "Achievements"
    assert content.achievements == [
        "Best hand: Dan (32,000 points)",
        "Most wins: Ben (8)",
        "Fewest deal-ins: Ben, Dee (0 in 20 hands, 0.0 %)",
        "Most deal-ins: Ann (8)",
        "Most damaten wins: Cid (1)",
        "Yakuman: Dan (32,000 points)",
        "Longest dealer streak: Ann, Cid (1 repeat)",
        "Biggest comeback: Dee (6,200 points)",
    ]
    palette = QApplication.style().standardPalette()
    with_awards = board_image(content, palette, club.font())
    content.achievements.clear()
    assert with_awards.height() > board_image(content, palette, club.font()).height()


def test_the_standings_show_each_player_s_rating(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]]
) -> None:
    keeper, _ids = kept
    club = ClubWindow(keeper)
    qtbot.addWidget(club)
    model = club.standings.model
    assert model.headerData(RATING_COLUMN, Qt.Orientation.Horizontal) == "Rating"
    # Read once the rows are shown.
    assert model.index(0, RATING_COLUMN).data() == ""
    qtbot.waitUntil(lambda: model.index(0, RATING_COLUMN).data() != "", timeout=2000)
    ratings = {
        model.index(row, 0).data(): model.index(row, RATING_COLUMN).data()
        for row in range(model.rowCount())
    }
    # Over the games the standings count, the online one too: Ann fourth in all six.
    page = page_of(qtbot, keeper, "Ann")
    origin = page.statistics.scope_bar.origin
    origin.setCurrentIndex(origin.findData("both"))
    assert page.statistics.figures.value("rating") == f"{ratings['Ann']} after 6 games"
    assert ratings["Ann"] == "1331" and int(ratings["Dee"]) > 1500
    # After the first game alone, everyone at 1500: Ann fourth loses 1.0 * (-30 + 0).
    first = StatisticsFilter(date_to=date(2026, 3, 5))
    assert ratings_cache(keeper).ratings(first)[person_id(keeper, "Ann")] == 1470.0


def test_the_ratings_are_read_away_from_the_window_and_follow_the_library(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]], monkeypatch: pytest.MonkeyPatch
) -> None:
    keeper, _ids = kept
    read_on: list[threading.Thread] = []
    real = ratings_cache_module._read

    def read(library: Any, chosen: StatisticsFilter) -> dict[int, float]:
        read_on.append(threading.current_thread())
        return real(library, chosen)

    monkeypatch.setattr(ratings_cache_module, "_read", read)
    club = ClubWindow(keeper)
    qtbot.addWidget(club)
    model = club.standings.model
    qtbot.waitUntil(lambda: model.index(0, RATING_COLUMN).data() != "", timeout=5000)
    assert read_on and threading.main_thread() not in read_on
    # Games counted again (a merge, a game gathered): the ratings are read again.
    read_on.clear()
    keeper.changed.emit()
    qtbot.waitUntil(lambda: bool(read_on), timeout=5000)
    qtbot.waitUntil(lambda: model.index(0, RATING_COLUMN).data() != "", timeout=5000)
    assert threading.main_thread() not in read_on
    # Sorted by rating, they are read at once, as the sort needs them.
    club.standings.table.sortByColumn(RATING_COLUMN, Qt.SortOrder.DescendingOrder)
    shown = [int(model.index(row, RATING_COLUMN).data()) for row in range(model.rowCount())]
    assert shown == sorted(shown, reverse=True)


def test_games_are_found_by_what_happened_and_open_at_that_hand(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]]
) -> None:
    keeper, ids = kept
    main = MainWindow()
    main.set_up(GameController(), FakePrompter(), keeper=keeper)
    qtbot.addWidget(main)
    club = main.club.window()
    search = club.open_search()
    search.yakuman.setChecked(True)
    search.find_button.click()
    assert [(found.game_id, found.winners) for found in search.found] == [(ids[4], "Dan")]
    cell = search.results.item(0, 1)
    assert cell is not None and cell.text() == "East 3"
    search.yakuman.setChecked(False)
    search.yaku.setCurrentIndex(search.yaku.findData("Pinfu"))
    search.find_button.click()
    assert [(found.game_id, found.winners) for found in search.found] == [(ids[4], "Cid")]
    # Nobody's double ron here: the tiles' triple ron was an abortive draw.
    search.yaku.setCurrentIndex(0)
    search.double_ron.setChecked(True)
    search.find_button.click()
    assert search.found == [] and search.status.text() == "Nothing found."
    search.double_ron.setChecked(False)
    search.player.setCurrentIndex(search.player.findData(person_id(keeper, "Ben")))
    search.won.setChecked(True)
    search.find_button.click()
    assert len(search.found) == 8
    # The second: Ben's ron in the last hand of the first game, event 6 of its record.
    with qtbot.waitSignal(club.openAtRequested, timeout=1000) as opened:
        search.open_found(1)
    assert opened.args == [ids[0], 6]
    history = main.history
    assert main.controller.has_game and history.selected_row() is not None
    row = history.game_model.row_at(history.selected_row() or 0)
    assert row.first_event <= 6 <= row.last_event


def test_the_page_opened_from_a_night_s_standings_is_over_that_night(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]]
) -> None:
    keeper, _ids = kept
    club = ClubWindow(keeper)
    qtbot.addWidget(club)
    club.standings.choose_scope("night", "night-march")
    page = club.open_person(person_id(keeper, "Ann"))
    qtbot.addWidget(page)
    bar = page.statistics.scope_bar
    assert bar.scope.currentData() == "night:night-march"
    assert page.statistics.figures.value("games") == str(CLUB_GAMES)
    assert page.details.text().startswith("5 games here, total -159.3, average place 4.00")
    bar.scope.setCurrentIndex(0)
    bar.origin.setCurrentIndex(bar.origin.findData("both"))
    # The online game is at no club night: all games count it.
    assert page.statistics.figures.value("games") == str(CLUB_GAMES + 1)


def test_people_merged_are_one_player_in_the_figures_and_the_ratings(
    qtbot: QtBot, kept: tuple[LibraryKeeper, list[int]]
) -> None:
    keeper, _ids = kept
    club = ClubWindow(keeper)
    qtbot.addWidget(club)
    ben, bea = person_id(keeper, "Ben"), person_id(keeper, "Bea")
    page = club.open_person(ben)
    qtbot.addWidget(page)
    assert page.statistics.figures.value("games") == "4"
    # Ben and Bea, one player written two ways: five games, and one rating.
    assert club.people.merge([ben, bea], "Ben")
    page.refresh()
    assert page.statistics.figures.value("games") == "5"
    model = club.standings.model
    names = [model.index(row, 0).data() for row in range(model.rowCount())]
    assert names.count("Ben") == 1 and "Bea" not in names
