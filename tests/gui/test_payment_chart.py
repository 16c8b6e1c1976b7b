"""The payment chart window (Help ▸ Payment chart, F3): the sheet of the game's rules or of a
preset chosen in it, the cell of the hand being entered marked, and a PDF of it saved."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor, QTextTable, QTextTableCell
from PySide6.QtWidgets import QApplication, QComboBox, QTextBrowser
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.chart.window import PaymentChart
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .pages import TablePage
from .table_driver import show

NAMES = ("Ann", "Bea", "Cid", "Dan")


def main_window(qtbot: QtBot, game: Game) -> MainWindow:
    window = MainWindow()
    window.set_up(GameController(game), FakePrompter())
    qtbot.addWidget(window)
    show(qtbot, window)
    return window


def open_chart(qtbot: QtBot, window: MainWindow) -> PaymentChart:
    qtbot.keyClick(window, Qt.Key.Key_F3)
    chart = window.findChild(PaymentChart)
    assert chart is not None
    qtbot.waitExposed(chart)
    # Back to the table, to enter a hand while the chart stays open.
    show(qtbot, window)
    return chart


def tables(chart: PaymentChart) -> list[QTextTable]:
    page = chart.findChild(QTextBrowser, "paymentChartPage")
    assert page is not None
    document = page.document()
    found: list[QTextTable] = []
    block = document.begin()
    while block.isValid():
        table = QTextCursor(block).currentTable()
        if table is not None and table not in found:
            found.append(table)
        block = block.next()
    return found


def text_of(cell: QTextTableCell) -> str:
    cursor = cell.firstCursorPosition()
    cursor.setPosition(cell.lastCursorPosition().position(), QTextCursor.MoveMode.KeepAnchor)
    return cursor.selectedText()


def rows_of(table: QTextTable) -> list[list[str]]:
    return [
        [text_of(table.cellAt(row, column)) for column in range(table.columns())]
        for row in range(table.rows())
    ]


def marked(chart: PaymentChart) -> list[tuple[int, int, int, str]]:
    """The cells drawn white on black: (table, row, column, text)."""
    found = []
    for index, table in enumerate(tables(chart)):
        for row in range(table.rows()):
            for column in range(table.columns()):
                cell = table.cellAt(row, column)
                background = cell.format().background()
                painted = background.style() is not Qt.BrushStyle.NoBrush
                if painted and background.color().name() == "#000000":
                    found.append((index, row, column, text_of(cell)))
    return found


def test_the_chart_shows_the_game_s_rules_and_marks_the_hand_entered(qtbot: QtBot) -> None:
    window = main_window(qtbot, Game(presets.M_LEAGUE, NAMES))
    chart = open_chart(qtbot, window)
    assert chart.windowTitle() == "Payment chart"
    assert chart.isVisible()
    ron, tsumo, dealer_ron, dealer_tsumo, limits = tables(chart)
    non_dealer = rows_of(ron)
    assert non_dealer[0][:4] == ["han / fu", "20", "25", "30"]
    # M-League rounds 4 han 30 fu up to a mangan (kiriage); 20 fu is never won by ron.
    assert non_dealer[4][:4] == ["4", "—", "6400", "8000"]
    assert rows_of(tsumo)[1][3] == "300/500"
    assert rows_of(dealer_ron)[1][3] == "1500"
    assert rows_of(dealer_tsumo)[1][3] == "500"
    assert rows_of(limits)[1][:3] == ["mangan", "5", "8000"]
    assert marked(chart) == []

    table = TablePage(qtbot, window)
    # Bea (not the dealer) wins on Ann's discard: 3 han 40 fu lands on the non-dealer ron table.
    table.start_ron("Bea", dealt_in="Ann")
    table.hand(3, 40)
    assert marked(chart) == [(0, 3, 4, "5200")]
    # Ann is the dealer: her tsumo of 2 han 20 fu is on the dealer's tsumo table.
    table.cancel()
    assert marked(chart) == []
    table.start_tsumo("Ann")
    table.hand(2, 20)
    assert marked(chart) == [(3, 2, 1, "700")]
    # A haneman lands on the limits.
    table.cancel()
    table.start_ron("Cid", dealt_in="Dan")
    table.hand(limit="haneman")
    assert marked(chart) == [(4, 2, 2, "12000")]
    table.record()
    assert marked(chart) == []


def test_another_preset_can_be_chosen_and_saved_as_pdf(qtbot: QtBot, tmp_path: Path) -> None:
    window = main_window(qtbot, Game(presets.TENHOU, NAMES))
    chart = open_chart(qtbot, window)
    choice = chart.findChild(QComboBox, "paymentChartRules")
    assert choice is not None
    assert choice.currentText() == "This game's rules"
    assert rows_of(tables(chart)[0])[4][3] == "7700"
    choice.setCurrentIndex(choice.findText("M-League"))
    assert rows_of(tables(chart)[0])[4][3] == "8000"
    three = choice.findData("tenhou-3p")
    choice.setCurrentIndex(three)
    page = chart.findChild(QTextBrowser, "paymentChartPage")
    assert page is not None
    assert "Three players, tsumo loss" in page.toPlainText()
    path = tmp_path / "chart.pdf"
    assert chart.save_pdf(str(path))
    assert path.read_bytes().startswith(b"%PDF")


def test_f3_again_brings_the_same_chart_back(qtbot: QtBot) -> None:
    window = main_window(qtbot, Game(presets.TENHOU, NAMES))
    first = open_chart(qtbot, window)
    second = open_chart(qtbot, window)
    assert first is second
    assert len([w for w in QApplication.topLevelWidgets() if isinstance(w, PaymentChart)]) == 1


def marked_cell_in_view(chart: PaymentChart) -> bool:
    """Whether the cell drawn white on black is in the chart's view, not scrolled away."""
    page = chart.findChild(QTextBrowser, "paymentChartPage")
    assert page is not None
    ((index, row, column, _),) = marked(chart)
    cell = tables(chart)[index].cellAt(row, column)
    spot = page.cursorRect(cell.firstCursorPosition())
    return page.viewport().rect().contains(spot)


def close_chart(qtbot: QtBot, window: MainWindow, chart: PaymentChart) -> None:
    chart.close()
    assert not chart.isVisible()
    show(qtbot, window)


def test_f3_opens_on_this_game_s_rules_at_the_hand_entered(qtbot: QtBot) -> None:
    window = main_window(qtbot, Game(presets.TENHOU, NAMES))
    chart = open_chart(qtbot, window)
    choice = chart.findChild(QComboBox, "paymentChartRules")
    assert choice is not None
    choice.setCurrentIndex(choice.findText("M-League"))
    table = TablePage(qtbot, window)
    table.start_ron("Bea", dealt_in="Ann")
    table.hand(4, 30)
    # While it is open, the preset chosen stays: M-League rounds 4 han 30 fu up to a mangan.
    assert marked(chart) == [(0, 4, 3, "8000")]
    close_chart(qtbot, window, chart)

    again = open_chart(qtbot, window)
    assert again is chart
    assert choice.currentText() == "This game's rules"
    assert marked(chart) == [(0, 4, 3, "7700")], "Tenhou's 4 han 30 fu is no mangan"
    assert marked_cell_in_view(chart)


def test_the_hand_entered_is_scrolled_into_view(qtbot: QtBot) -> None:
    window = main_window(qtbot, Game(presets.TENHOU, NAMES))
    chart = open_chart(qtbot, window)
    chart.resize(700, 300)
    page = chart.findChild(QTextBrowser, "paymentChartPage")
    assert page is not None
    assert page.verticalScrollBar().value() == 0, "the chart opens at its top"
    table = TablePage(qtbot, window)
    # Ann deals: her tsumo is on the last of the four tables, far below the first.
    table.start_tsumo("Ann")
    table.hand(3, 40)
    assert marked(chart) == [(3, 3, 4, "2600")]
    assert page.verticalScrollBar().value() > 0
    assert marked_cell_in_view(chart)
    # A haneman is on the limits, on the sheet's second page.
    table.hand(limit="haneman")
    assert marked(chart) == [(4, 2, 5, "6000")]
    assert marked_cell_in_view(chart)
    # Opened during an entry, the chart shows its cell at once.
    close_chart(qtbot, window, chart)
    table.cancel()
    table.start_ron("Cid", dealt_in="Bea")
    table.hand(limit="baiman")
    open_chart(qtbot, window)
    assert marked(chart) == [(4, 3, 2, "16000")]
    assert marked_cell_in_view(chart)
