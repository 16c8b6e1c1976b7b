"""The history on a 1024-wide screen: the hands named short as along the chart ("E4-1"), what
happened given their room, every row two lines tall so that a screenful of hands shows, and the
words cut said whole in tooltips; on a wide screen, the hands named whole and rows as tall as
what happened needs."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.game.model import Column
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .table_driver import show

NAMES = ("Aiko", "Ben", "Chloé", "Daichi")
# Two riichi and a ron (a long line), a draw the dealer was tenpai in, and a tsumo in the hand
# it repeats (East 2, one honba).
HANDS = (
    Riichi(1),
    Riichi(2),
    Ron(0, (Win(2, Hand(4, 30)),)),
    ExhaustiveDraw(frozenset({1})),
    Tsumo(1, Hand(2, 40)),
)


def history_window(qtbot: QtBot, size: tuple[int, int]) -> MainWindow:
    window = MainWindow()
    window.set_up(GameController(Game.replay(presets.M_LEAGUE, NAMES, HANDS)), FakePrompter())
    qtbot.addWidget(window)
    window.resize(*size)
    show(qtbot, window)
    QApplication.processEvents()
    return window


def texts(window: MainWindow, column: int, role: Qt.ItemDataRole) -> list[str]:
    model = window.history.game_model
    return [
        # A tooltip is rich text that keeps its lines.
        str(model.index(row, column).data(role))
        .removeprefix("<p style='white-space:pre-wrap'>")
        .removesuffix("</p>")
        for row in range(model.rowCount())
    ]


def test_a_narrow_history_names_the_hands_short_and_keeps_rows_two_lines(qtbot: QtBot) -> None:
    # A 1024x600 screen, less the window's frame.
    window = history_window(qtbot, (1008, 540))
    history = window.history
    assert texts(window, Column.HAND, Qt.ItemDataRole.DisplayRole) == ["E1", "E2", "E2-1"]
    assert texts(window, Column.HAND, Qt.ItemDataRole.ToolTipRole) == [
        "East 1",
        "East 2",
        "East 2\n1 honba",
    ]
    characters = history.fontMetrics().averageCharWidth()
    assert history.columnWidth(Column.SUMMARY) >= 12 * characters
    assert history.columnWidth(Column.HAND) < history.columnWidth(Column.SUMMARY)
    usual = history.verticalHeader().defaultSectionSize()
    model = history.game_model
    assert [history.rowHeight(row) for row in range(model.rowCount())] == [usual] * 3
    # What a row cannot show, its tooltip says whole.
    summary = model.row_at(0).summary
    assert texts(window, Column.SUMMARY, Qt.ItemDataRole.ToolTipRole)[0] == summary
    # The headers' words, cut in a narrow column, are said whole.
    header_tip = model.headerData(
        Column.SUMMARY, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
    )
    assert header_tip == "What happened"


def test_a_wide_history_names_the_hands_whole(qtbot: QtBot) -> None:
    window = history_window(qtbot, (1920, 1000))
    assert texts(window, Column.HAND, Qt.ItemDataRole.DisplayRole) == [
        "East 1",
        "East 2",
        "East 2\n1 honba",
    ]
    history = window.history
    assert history.columnWidth(Column.SUMMARY) >= 30 * history.fontMetrics().averageCharWidth()
