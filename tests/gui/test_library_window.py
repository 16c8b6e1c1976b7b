"""The library window over a real library file: the games, the standings, and opening a game."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtWidgets import QApplication, QHeaderView, QPushButton, QTableView, QTabWidget
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.games_pages import PAGE
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.window import LibraryWindow
from tallyo_desktop.app.window.file_commands import FileCommands
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import GameLength, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import ExhaustiveDraw, PointCorrection, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter

RULES = Rules(game_length=GameLength.EAST_ONLY)
WHEN = datetime(2024, 5, 1, 20, 0, tzinfo=UTC)


def all_draws(names: tuple[str, str, str, str]) -> Game:
    """Everybody ends on 25000: the seat order gives +35.0, +5.0, -15.0, -25.0."""
    game = Game(RULES, names)
    for _ in range(4):
        game.record(ExhaustiveDraw(frozenset()))
    return game


def with_wins() -> Game:
    """Cid tsumo mangan (2000/4000 from dealer Ann), Bea deals Dan 3 han 30 fu (3900), two draws.

    Ann 21000, Bea 19100, Cid 33000, Dan 26900: Cid +43.0, Dan +6.9, Ann -19.0, Bea -30.9.
    """
    game = Game(RULES, ("Ann", "Bea", "Cid", "Dan"))
    game.record(Tsumo(2, Hand(han=5)))
    game.record(Ron(1, (Win(3, Hand(han=3, fu=30)),)))
    game.record(ExhaustiveDraw(frozenset()))
    game.record(ExhaustiveDraw(frozenset()))
    assert game.is_over
    return game


def three_players() -> Game:
    """Ann, Bea and Fay; Ann reaches the 40000 target, so the game ends after East 3."""
    game = Game(presets.east_only(presets.TENHOU_3P), ("Ann", "Bea", "Fay"))
    game.record(PointCorrection(1, 0, 5000, "Set up the table"))
    for _ in range(3):
        game.record(ExhaustiveDraw(frozenset()))
    assert game.is_over
    return game


@pytest.fixture
def library(tmp_path: Path) -> Iterator[GameLibrary]:
    opened = GameLibrary(tmp_path / "library.sqlite")
    yield opened
    opened.close()


@pytest.fixture
def window(qtbot: QtBot, library: GameLibrary) -> LibraryWindow:
    library.add_finished_game(all_draws(("Ann", "Bea", "Cid", "Dan")), "draws", WHEN)
    library.add_finished_game(with_wins(), "wins", WHEN + timedelta(days=1))
    shown = LibraryWindow(LibraryKeeper(lambda: library))
    qtbot.addWidget(shown)
    shown.show()
    return shown


def cell(table: QTableView, row: int, column: int, role: int = Qt.ItemDataRole.DisplayRole) -> str:
    text = table.model().index(row, column).data(role)
    assert isinstance(text, str), (row, column, text)
    return text


def row_count(table: QTableView) -> int:
    return table.model().rowCount()


def rows(table: QTableView) -> list[list[str]]:
    model = table.model()
    return [
        [cell(table, row, column) for column in range(model.columnCount())]
        for row in range(model.rowCount())
    ]


def click_header(qtbot: QtBot, table: QTableView, column: int) -> None:
    header = table.horizontalHeader()
    spot = header.rect().center()
    spot.setX(header.sectionViewportPosition(column) + header.sectionSize(column) // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=spot)


def test_the_games_tab_lists_the_newest_game_first(window: LibraryWindow) -> None:
    table = window.findChild(QTableView, "libraryGames")
    assert table is window.games_table
    listed = rows(table)
    assert [row[1:] for row in listed] == [
        ["Custom", "Cid +43.0", "Dan +6.9", "Ann -19.0", "Bea -30.9"],
        ["Custom", "Ann +35.0", "Bea +5.0", "Cid -15.0", "Dan -25.0"],
    ]
    newest = WHEN + timedelta(days=1)
    assert listed[0][0] == newest.astimezone().strftime("%Y-%m-%d %H:%M")
    assert window.games_status.text() == "2 games"
    tip = cell(table, 0, 2, Qt.ItemDataRole.ToolTipRole)
    assert "Cid: place 1, 33000 points, result +43.0" in tip


def test_the_standings_tab_shows_rates_and_places(window: LibraryWindow) -> None:
    tabs = window.findChild(QTabWidget, "libraryTabs")
    assert tabs is not None
    tabs.setCurrentIndex(1)
    table = window.standings_table
    # Cid: places 3 and 1, -15.0 + 43.0; one win in eight hands. Ann: 1 and 3, +35.0 - 19.0.
    # Bea dealt in once in eight hands; Dan won once.
    # Player, total, games, average place, places, win rate, deal-in rate: the columns the
    # club's standings show, as they show them.
    assert [row[:7] for row in rows(table)] == [
        ["Cid", "+28.0", "2", "2.00", "1 · 0 · 1 · 0", "12.5%", "0.0%"],
        ["Ann", "+16.0", "2", "2.00", "1 · 0 · 1 · 0", "0.0%", "0.0%"],
        ["Dan", "-18.1", "2", "3.00", "0 · 1 · 0 · 1", "12.5%", "0.0%"],
        ["Bea", "-25.9", "2", "3.00", "0 · 1 · 0 · 1", "0.0%", "12.5%"],
    ]
    assert "1 win in 8 hands" in cell(table, 0, 5, Qt.ItemDataRole.ToolTipRole)
    assert "1 deal-in in 8 hands" in cell(table, 3, 6, Qt.ItemDataRole.ToolTipRole)
    right = table.model().index(0, 1).data(Qt.ItemDataRole.TextAlignmentRole)
    assert right is not None and Qt.AlignmentFlag(right) & Qt.AlignmentFlag.AlignRight


def test_open_sends_the_selected_games_id(
    qtbot: QtBot, window: LibraryWindow, library: GameLibrary
) -> None:
    button = window.findChild(QPushButton, "libraryOpen")
    assert button is window.open_button
    assert not button.isEnabled()
    older_id = library.games()[1].id
    window.games_table.selectRow(1)
    assert button.isEnabled()
    with qtbot.waitSignal(window.openRequested, timeout=1000) as opened:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert opened.args == [older_id]


def test_refresh_shows_new_games_and_keeps_the_selection(
    qtbot: QtBot, window: LibraryWindow, library: GameLibrary
) -> None:
    selected_id = library.games()[0].id
    window.games_table.selectRow(0)
    library.add_finished_game(
        all_draws(("Eve", "Ann", "Bea", "Cid")), "new", WHEN + timedelta(days=9)
    )
    window.refresh()
    assert row_count(window.games_table) == 3
    assert cell(window.games_table, 0, 2) == "Eve +35.0"
    assert window.selected_game_id() == selected_id
    assert window.games_table.selectionModel().selectedRows()[0].row() == 1
    window.tabs.setCurrentIndex(1)
    assert row_count(window.standings_table) == 5
    window.tabs.setCurrentIndex(0)
    library.delete_game(selected_id)
    window.refresh()
    assert window.selected_game_id() is None
    assert not window.open_button.isEnabled()


def test_an_empty_library_says_so(qtbot: QtBot, library: GameLibrary) -> None:
    empty = LibraryWindow(LibraryKeeper(lambda: library))
    qtbot.addWidget(empty)
    assert row_count(empty.games_table) == 0
    assert row_count(empty.standings_table) == 0
    assert empty.games_status.text() == "No finished games yet."
    assert not empty.open_button.isEnabled()


def test_interactive_widgets_have_accessible_names(window: LibraryWindow) -> None:
    for widget in (window.games_table, window.standings_table, window.open_button, window.tabs):
        assert widget.accessibleName()


def test_a_double_click_on_a_game_opens_it(
    qtbot: QtBot, window: LibraryWindow, library: GameLibrary
) -> None:
    table = window.games_table
    newest_id = library.games()[0].id
    spot = table.visualRect(table.model().index(0, 1)).center()
    # A real double click starts with a press and release, which picks the row.
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    with qtbot.waitSignal(window.openRequested, timeout=1000) as opened:
        qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert opened.args == [newest_id]


def test_a_click_on_a_header_sorts_by_that_column_and_keeps_the_selection(
    qtbot: QtBot, window: LibraryWindow, library: GameLibrary
) -> None:
    table = window.games_table
    newest_id = library.games()[0].id
    table.selectRow(0)
    # The games come newest first, so the date's header turns them oldest first.
    click_header(qtbot, table, 0)
    assert [row[2] for row in rows(table)] == ["Ann +35.0", "Cid +43.0"]
    assert window.selected_game_id() == newest_id
    assert table.selectionModel().selectedRows()[0].row() == 1
    # A refresh keeps the order chosen.
    library.add_finished_game(
        all_draws(("Eve", "Ann", "Bea", "Cid")), "new", WHEN + timedelta(days=9)
    )
    window.refresh()
    assert [row[2] for row in rows(table)] == ["Ann +35.0", "Cid +43.0", "Eve +35.0"]
    assert window.selected_game_id() == newest_id

    window.tabs.setCurrentIndex(1)
    standings = window.standings_table
    click_header(qtbot, standings, 0)
    assert [row[0] for row in rows(standings)] == ["Ann", "Bea", "Cid", "Dan", "Eve"]
    click_header(qtbot, standings, 0)
    assert [row[0] for row in rows(standings)] == ["Eve", "Dan", "Cid", "Bea", "Ann"]
    # Rates read best first: the lowest deal-in rate at the top.
    click_header(qtbot, standings, 6)
    assert [row[0] for row in rows(standings)][-1] == "Bea"


def test_the_player_count_switch_shows_the_standings_of_those_games(
    qtbot: QtBot, window: LibraryWindow, library: GameLibrary
) -> None:
    library.add_finished_game(three_players(), "three", WHEN + timedelta(days=2))
    window.refresh()
    games = window.games_table
    assert cell(games, 0, 1) == "Tenhou three-player (East only)"
    assert cell(games, 0, 2).startswith("Ann +")
    assert games.model().index(0, 5).data() is None
    games.selectRow(1)
    selected = window.selected_game_id()
    window.tabs.setCurrentIndex(1)
    combo = window.standings_players
    combo.setCurrentIndex(combo.findData(3))
    standings = window.standings_table
    assert sorted(row[0] for row in rows(standings)) == ["Ann", "Bea", "Fay"]
    assert {row[2] for row in rows(standings)} == {"1"}
    assert window.selected_game_id() == selected
    combo.setCurrentIndex(combo.findData(4))
    assert sorted(row[0] for row in rows(standings)) == ["Ann", "Bea", "Cid", "Dan"]
    assert {row[2] for row in rows(standings)} == {"2"}
    assert row_count(games) == 3


# The offscreen platform says this when the library window is brought to the front.
@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_opening_refreshing_and_switching_read_each_list_once(
    qtbot: QtBot, library: GameLibrary, monkeypatch: pytest.MonkeyPatch
) -> None:
    library.add_finished_game(all_draws(("Ann", "Bea", "Cid", "Dan")), "draws", WHEN)
    reads: list[str] = []
    read = library._read

    def counted(sql: str, parameters: tuple[object, ...] = ()) -> list[object]:
        # The order of the games, or the standings; the pages of games are counted apart.
        if "WHERE g.id IN" not in sql:
            reads.append(sql)
        return read(sql, parameters)

    monkeypatch.setattr(library, "_read", counted)
    commands = FileCommands(GameController(), FakePrompter(), keeper=LibraryKeeper(lambda: library))
    commands.show_library()
    shown = commands._library_window
    assert shown is not None
    qtbot.addWidget(shown)
    assert row_count(shown.games_table) == 1
    # The games only: the standings are read when their page is shown.
    assert len(reads) == 1
    commands.show_library()
    assert len(reads) == 2
    shown.tabs.setCurrentIndex(1)
    assert len(reads) == 3
    # Back to the games, unchanged since: nothing read.
    shown.tabs.setCurrentIndex(0)
    shown.tabs.setCurrentIndex(1)
    assert len(reads) == 3
    # Another count of players changes the standings only.
    shown.standings_players.setCurrentIndex(1)
    assert len(reads) == 4
    # A refresh with the standings shown reads them, and the games when they are shown.
    commands.show_library()
    assert len(reads) == 5
    shown.tabs.setCurrentIndex(0)
    assert len(reads) == 6


@pytest.mark.parametrize("column", range(6))
def test_a_long_list_reads_the_pages_on_screen_only(
    qtbot: QtBot, library: GameLibrary, column: int
) -> None:
    game = all_draws(("Ann", "Bea", "Cid", "Dan"))
    stored = 3 * PAGE + 20
    library.add_finished_games(
        (game, f"game {number}", WHEN + timedelta(hours=number), None) for number in range(stored)
    )
    shown = LibraryWindow(LibraryKeeper(lambda: library))
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    table = shown.games_table
    model = shown.games_model
    assert row_count(table) == stored
    assert shown.games_status.text() == f"{stored} games"
    # The columns are fitted to the newest games: the first page.
    assert model.pages_read == 1
    shown.refresh()
    QApplication.processEvents()
    assert model.pages_read == 2
    # Any column sorts the whole list, and reads only the page now on screen.
    table.sortByColumn(column, Qt.SortOrder.AscendingOrder)
    table.viewport().repaint()
    assert model.pages_read == 3
    newest = (WHEN + timedelta(hours=stored - 1)).astimezone().strftime("%Y-%m-%d %H:%M")
    oldest = WHEN.astimezone().strftime("%Y-%m-%d %H:%M")
    # Equal games keep the newest first; the dates sort oldest first.
    assert cell(table, 0, 0) == (oldest if column == 0 else newest)
    # The last row, a page of its own.
    table.scrollToBottom()
    table.viewport().repaint()
    assert cell(table, stored - 1, 0) == (newest if column == 0 else oldest)
    assert model.pages_read == 4


def test_the_rules_and_player_columns_sort_the_games(
    qtbot: QtBot, window: LibraryWindow, library: GameLibrary
) -> None:
    library.add_finished_game(three_players(), "three", WHEN + timedelta(days=2))
    library.add_finished_game(
        all_draws(("eve", "Ann", "Bea", "Cid")), "new", WHEN + timedelta(days=3)
    )
    window.refresh()
    table = window.games_table
    window.games_table.selectRow(0)
    newest = window.selected_game_id()
    # The first place's name, in any case, then the result.
    click_header(qtbot, table, 2)
    firsts = [cell(table, row, 2) for row in range(row_count(table))]
    assert firsts == ["Ann +35.0", "Ann +35.0", "Cid +43.0", "eve +35.0"]
    assert window.selected_game_id() == newest
    assert table.selectionModel().selectedRows()[0].row() == 3
    # The three-player game has no fourth: it comes first.
    click_header(qtbot, table, 5)
    assert table.model().index(0, 5).data() is None
    assert cell(table, 0, 1) == "Tenhou three-player (East only)"
    click_header(qtbot, table, 1)
    assert cell(table, row_count(table) - 1, 1) == "Tenhou three-player (East only)"
    assert cell(table, 0, 1) == "Custom"


def test_a_refresh_leaves_the_column_widths_alone(
    qtbot: QtBot, window: LibraryWindow, library: GameLibrary
) -> None:
    table = window.games_table
    header = table.horizontalHeader()
    interactive = QHeaderView.ResizeMode.Interactive
    assert all(header.sectionResizeMode(column) == interactive for column in range(6))
    # Fitted to the games when they were first read.
    assert header.sectionSize(2) >= table.fontMetrics().horizontalAdvance("Cid +43.0")
    header.resizeSection(2, 40)
    library.add_finished_game(
        all_draws(("Bartholomew", "Ann", "Bea", "Cid")), "new", WHEN + timedelta(days=9)
    )
    window.refresh()
    assert header.sectionSize(2) == 40


def test_the_first_games_fit_the_columns_of_an_empty_library(
    qtbot: QtBot, library: GameLibrary
) -> None:
    shown = LibraryWindow(LibraryKeeper(lambda: library))
    qtbot.addWidget(shown)
    shown.show()
    header = shown.games_table.horizontalHeader()
    text = "Bartholomew-Alexander +35.0"
    assert header.sectionSize(2) < shown.fontMetrics().horizontalAdvance(text)
    library.add_finished_game(all_draws(("Bartholomew-Alexander", "Ann", "Bea", "Cid")), "a", WHEN)
    shown.refresh()
    assert header.sectionSize(2) >= shown.fontMetrics().horizontalAdvance(text)


def test_the_tables_are_models_over_the_rows_read(window: LibraryWindow) -> None:
    for table in (window.games_table, window.standings_table):
        assert isinstance(table.model(), QAbstractItemModel)
        assert type(table).__name__ == "QTableView"


def test_what_comes_from_a_file_is_shown_cut_to_a_sensible_length(
    qtbot: QtBot, library: GameLibrary
) -> None:
    from tallyo_desktop.core.record.format import Metadata, game_to_json

    long_name = "Bartholomew" * 10_000
    game = all_draws((long_name, "Ann\nBea", "Cid", "Dan"))
    source = "tenhou:" + "2019" * 750_000
    library.add_finished_game(game, game_to_json(game, Metadata(id="a", source=source)), WHEN)
    shown = LibraryWindow(LibraryKeeper(lambda: library))
    qtbot.addWidget(shown)
    table = shown.games_table
    assert cell(table, 0, 1).startswith("Custom · from Tenhou")
    tip = cell(table, 0, 1, Qt.ItemDataRole.ToolTipRole)
    assert "Imported from Tenhou, game 20192019" in tip
    assert len(tip) < 300
    first = cell(table, 0, 2)
    assert first.startswith("BartholomewBartholomew") and "…" in first
    assert len(first) < 60
    assert len(cell(table, 0, 2, Qt.ItemDataRole.ToolTipRole)) < 300
    assert cell(table, 0, 3) == "Ann Bea +5.0"
    shown.tabs.setCurrentIndex(1)
    names = [cell(shown.standings_table, row, 0) for row in range(4)]
    assert max(len(name) for name in names) <= 40
