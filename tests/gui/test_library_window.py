"""The library window over a real library file: the games, the standings, and opening a game."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QTableWidget, QTabWidget
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.library_keeper import LibraryKeeper
from tallyo_desktop.app.library_window import LibraryWindow
from tallyo_desktop.core.events import ExhaustiveDraw, Ron, Tsumo, Win
from tallyo_desktop.core.game import Game
from tallyo_desktop.core.hand import Hand
from tallyo_desktop.core.library import GameLibrary
from tallyo_desktop.core.rules import GameLength, Rules

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


def cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None, (row, column)
    return item.text()


def rows(table: QTableWidget) -> list[list[str]]:
    return [
        [cell(table, row, column) for column in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


def test_the_games_tab_lists_the_newest_game_first(window: LibraryWindow) -> None:
    table = window.findChild(QTableWidget, "libraryGames")
    assert table is window.games_table
    listed = rows(table)
    assert [row[1:] for row in listed] == [
        ["Custom", "Cid +43.0", "Dan +6.9", "Ann -19.0", "Bea -30.9"],
        ["Custom", "Ann +35.0", "Bea +5.0", "Cid -15.0", "Dan -25.0"],
    ]
    newest = WHEN + timedelta(days=1)
    assert listed[0][0] == newest.astimezone().strftime("%Y-%m-%d %H:%M")
    assert window.games_status.text() == "2 games"


def test_the_standings_tab_shows_rates_and_places(window: LibraryWindow) -> None:
    tabs = window.findChild(QTabWidget, "libraryTabs")
    assert tabs is not None
    tabs.setCurrentIndex(1)
    table = window.standings_table
    # Cid: places 3 and 1, -15.0 + 43.0; one win in eight hands. Ann: 1 and 3, +35.0 - 19.0.
    # Bea dealt in once in eight hands; Dan won once.
    assert rows(table) == [
        ["Cid", "2", "2.00", "+28.0", "50.0%", "12.5%", "0.0%"],
        ["Ann", "2", "2.00", "+16.0", "50.0%", "0.0%", "0.0%"],
        ["Dan", "2", "3.00", "-18.1", "0.0%", "12.5%", "0.0%"],
        ["Bea", "2", "3.00", "-25.9", "0.0%", "0.0%", "12.5%"],
    ]


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
    assert window.games_table.rowCount() == 3
    assert cell(window.games_table, 0, 2) == "Eve +35.0"
    assert window.selected_game_id() == selected_id
    assert window.standings_table.rowCount() == 5
    library.delete_game(selected_id)
    window.refresh()
    assert window.selected_game_id() is None
    assert not window.open_button.isEnabled()


def test_an_empty_library_says_so(qtbot: QtBot, library: GameLibrary) -> None:
    empty = LibraryWindow(LibraryKeeper(lambda: library))
    qtbot.addWidget(empty)
    assert empty.games_table.rowCount() == 0
    assert empty.standings_table.rowCount() == 0
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
    item = table.item(0, 1)
    assert item is not None
    spot = table.visualItemRect(item).center()
    # A real double click starts with a press and release, which picks the row.
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    with qtbot.waitSignal(window.openRequested, timeout=1000) as opened:
        qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert opened.args == [newest_id]
