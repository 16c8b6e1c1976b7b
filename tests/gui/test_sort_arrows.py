"""The standings' sort arrow points the way the rows go: down (▼) over the Total they come
largest first by, up (▲) once sorted smallest first."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyleOptionHeader
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.club.standings_page import StandingsPage
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.standings_model import TOTAL_COLUMN
from tallyo_desktop.core.library.store import GameLibrary


def arrow_drawn(page: StandingsPage) -> QStyleOptionHeader.SortIndicator | None:
    """The arrow the header shows, drawn afresh."""
    page.table.horizontalHeader().grab()
    return page.sort_arrows.drawn


def test_the_total_arrow_points_the_way_the_standings_go(qtbot: QtBot, tmp_path: Path) -> None:
    library = GameLibrary(tmp_path / "library.sqlite3")
    page = StandingsPage(LibraryKeeper(lambda: library))
    qtbot.addWidget(page)
    page.resize(900, 500)
    page.show()
    header = page.table.horizontalHeader()
    assert header.sortIndicatorSection() == TOTAL_COLUMN
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    assert arrow_drawn(page) == QStyleOptionHeader.SortIndicator.SortDown
    header.setSortIndicator(TOTAL_COLUMN, Qt.SortOrder.AscendingOrder)
    assert arrow_drawn(page) == QStyleOptionHeader.SortIndicator.SortUp
