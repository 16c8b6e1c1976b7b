"""Texts that count something take Qt's plural forms: "1 game" and "2 games" in English (no
"1 games"), and Japanese's one form, in the widgets that show them."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QTabWidget
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.club.player_page import PlayerPage
from tallyo_desktop.app.library.conflict_dialog import ConflictDialog
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.window import LibraryWindow
from tallyo_desktop.app.shared.translations import install_translations
from tallyo_desktop.core.library.gathering import Conflict
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.table.events import ExhaustiveDraw

from .statistics_library import person_id, statistics_keeper
from .test_conflict_dialog import SMALL_SCREEN, copy_of, played
from .test_library_window import WHEN, all_draws, cell, with_wins
from .test_tournament_window import opened

Speak = Callable[[str], None]
"""Makes the app speak a language: "en" or "ja"."""


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Speak]:
    """Switch the app to a language for one test; English again after it."""

    def install(language: str) -> None:
        assert install_translations(qapp, language) == language

    yield install
    install_translations(qapp, "en")


@pytest.fixture
def library(tmp_path: Path) -> Iterator[GameLibrary]:
    opened = GameLibrary(tmp_path / "library.sqlite")
    yield opened
    opened.close()


def library_window(qtbot: QtBot, library: GameLibrary, games: int) -> LibraryWindow:
    for number in range(games):
        game = with_wins() if number % 2 else all_draws(("Ann", "Bea", "Cid", "Dan"))
        library.add_finished_game(game, f"g{number}", WHEN + timedelta(days=number))
    shown = LibraryWindow(LibraryKeeper(lambda: library))
    qtbot.addWidget(shown)
    shown.show()
    return shown


@pytest.mark.parametrize(
    ("language", "games", "expected"),
    [("en", 1, "1 game"), ("en", 2, "2 games"), ("ja", 1, "1対局"), ("ja", 2, "2対局")],
)
def test_the_library_counts_its_games_in_each_language(
    qtbot: QtBot, library: GameLibrary, speak: Speak, language: str, games: int, expected: str
) -> None:
    speak(language)
    window = library_window(qtbot, library, games)
    assert window.games_status.text() == expected


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["1 win in 8 hands", "0 wins in 8 hands", "1 deal-in in 8 hands"]),
        ("ja", ["8局中1回和了", "8局中0回和了", "8局中1回放銃"]),
    ],
)
def test_the_standings_tips_count_wins_and_hands_each_with_its_own_form(
    qtbot: QtBot, library: GameLibrary, speak: Speak, language: str, expected: list[str]
) -> None:
    speak(language)
    window = library_window(qtbot, library, 2)
    tabs = window.findChild(QTabWidget, "libraryTabs")
    assert tabs is not None
    tabs.setCurrentIndex(1)
    table = window.standings_table
    # Eight hands each; the second game has the wins: Cid's tsumo, Dan's ron off Bea.
    tips = {
        cell(table, row, 0): (
            cell(table, row, 5, Qt.ItemDataRole.ToolTipRole),
            cell(table, row, 6, Qt.ItemDataRole.ToolTipRole),
        )
        for row in range(table.model().rowCount())
    }
    one_win, no_win, one_deal_in = expected
    assert tips["Cid"][0] == one_win
    assert tips["Ann"][0] == no_win
    assert tips["Bea"][1] == one_deal_in
    assert all("1 wins" not in win and "1 deal-ins" not in deal for win, deal in tips.values())


@pytest.mark.parametrize(
    ("language", "remaining", "expected"),
    [
        ("en", 1, "Decide these and the 1 other later"),
        ("en", 3, "Decide these and the 3 others later"),
        ("ja", 1, "これと残りの 1 件をまとめて後で決める"),
    ],
)
def test_the_conflicts_left_to_decide_are_counted(
    qtbot: QtBot, speak: Speak, language: str, remaining: int, expected: str
) -> None:
    speak(language)
    draw = ExhaustiveDraw(frozenset())
    renamed = played(draw, names=("Ann", "Bea", "Cid", "Dee"))
    conflict = Conflict(
        "g1", (copy_of(played(draw), "a.tallyo"), copy_of(renamed, "b.tallyo")), None
    )
    dialog = ConflictDialog(conflict, room=SMALL_SCREEN, remaining=remaining)
    qtbot.addWidget(dialog)
    rest = dialog.findChild(QPushButton, "conflictAllLater")
    assert rest is not None and rest.text() == expected


@pytest.mark.parametrize(
    ("language", "players", "expected"),
    [("en", 4, "1 table of 4."), ("en", 8, "2 tables of 4."), ("ja", 4, "4人卓が1卓。")],
)
def test_the_tournaments_tables_are_counted(
    qtbot: QtBot, tmp_path: Path, speak: Speak, language: str, players: int, expected: str
) -> None:
    speak(language)
    page = opened(qtbot, tmp_path, players=players)
    page.everyone_here()
    assert page.window.players.count.text().endswith(" " + expected)


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", {"damaten_share": "1 win with tiles (shown from 5)", "places": "5 games"}),
        ("ja", {"damaten_share": "牌の残る和了1回（5から表示）", "places": "5対局"}),
    ],
)
def test_a_player_s_figures_count_what_they_are_over_in_each_language(
    qtbot: QtBot, tmp_path: Path, speak: Speak, language: str, expected: dict[str, str]
) -> None:
    speak(language)
    keeper, _ids = statistics_keeper(tmp_path)
    page = PlayerPage(keeper, person_id(keeper, "Cid"))
    qtbot.addWidget(page)
    figures = page.statistics.figures
    # Cid's one win counted from its tiles: too few for a figure, and said in the singular.
    assert figures.value("damaten_share", 2) == expected["damaten_share"]
    assert figures.value("first_rate", 2) == expected["places"]
    status = page.statistics.status.text()
    assert ("5 games, 24 hands." if language == "en" else "5対局、") in status
