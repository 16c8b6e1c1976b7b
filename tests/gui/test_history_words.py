"""The history's words, read in the real window: what a row says, how it is wrapped, and the
chart's hands along its axis."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QStyle
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.game.model import Column
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import ChomboPenalty, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Chombo, Event, ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .pages import TablePage
from .table_driver import show

NAMES = ("Ann", "Bea", "Cid", "Dan")


def _window(qtbot: QtBot, rules: Rules, events: list[Event]) -> MainWindow:
    main = MainWindow()
    main.set_up(GameController(Game.replay(rules, NAMES, events)), FakePrompter())
    qtbot.addWidget(main)
    show(qtbot, main)
    return main


def _cell(window: MainWindow, row: int, column: int, role: Qt.ItemDataRole) -> object:
    model = window.controller.model
    return model.data(model.index(row, column), int(role.value))


def _summary(window: MainWindow, row: int) -> str:
    text = _cell(window, row, Column.SUMMARY, Qt.ItemDataRole.DisplayRole)
    assert isinstance(text, str)
    return text


# --- A chombo paid at the settlement -------------------------------------------------------------


def test_a_chombo_paid_at_the_settlement_says_what_it_will_cost(qtbot: QtBot) -> None:
    rules = presets.WRC
    assert rules.chombo_points == 20000
    window = _window(qtbot, rules, [])
    table = TablePage(qtbot, window)
    table.press("c", table.seat_key("Bea"))
    table.record()
    assert window.controller.model.rowCount() == 1
    assert _summary(window, 0) == "Chombo by Bea: -20000 at the settlement"
    # The table points do not move: the seats' cells still say so.
    seats = [
        _cell(window, 0, Column.FIRST_SEAT + seat, Qt.ItemDataRole.DisplayRole) for seat in range(4)
    ]
    assert seats == ["±0\n30000"] * 4


def test_a_chombo_paid_at_the_table_names_only_the_offender(qtbot: QtBot) -> None:
    rules = presets.WRC.with_changes(chombo=ChomboPenalty.REVERSE_MANGAN)
    window = _window(qtbot, rules, [])
    table = TablePage(qtbot, window)
    table.press("c", table.seat_key("Bea"))
    table.record()
    # The payments are in the seats' cells; nothing is left for the settlement.
    assert _summary(window, 0) == "Chombo by Bea"


# --- The chart's axis -----------------------------------------------------------------------------


def test_the_chart_tells_a_hand_played_again_by_its_honba(qtbot: QtBot) -> None:
    events: list[Event] = [
        Ron(2, (Win(1, Hand(3, 40)),)),  # East 1
        ExhaustiveDraw(frozenset({1})),  # East 2: Bea deals, tenpai, and stays
        ExhaustiveDraw(frozenset({1})),  # East 2, 1 honba
        Chombo(1),  # East 2, 2 honba, played again
        Ron(2, (Win(3, Hand(3, 30)),)),  # East 2, 2 honba
        Tsumo(2, Hand(2, 30)),  # East 3
    ]
    window = _window(qtbot, presets.WRC, events)
    chart = window.chart
    labels = [chart.hand_label(row) for row in range(len(chart.rows))]
    # As the history shows them: the hand, then its honba.
    assert labels == ["E1", "E2", "E2-1", "E2-2", "E2-2", "E3"]
    chart.resize(600, 300)
    chart.grab()  # paints the labels without error


# --- A long row wraps ----------------------------------------------------------------------------


def _text_height(window: MainWindow, row: int) -> int:
    """How tall the summary of `row` is, wrapped in its column."""
    view = window.history
    # The item's text keeps a margin each side: the focus frame's, and a pixel.
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
    width = view.columnWidth(Column.SUMMARY) - 2 * margin
    bound = QRect(0, 0, width, 10_000)
    flags = int(Qt.TextFlag.TextWordWrap.value)
    return view.fontMetrics().boundingRect(bound, flags, _summary(window, row)).height()


def test_a_double_ron_row_is_wrapped_whole_with_its_text_in_a_tooltip(qtbot: QtBot) -> None:
    rules = presets.EMA_2025
    window = _window(qtbot, rules, [Ron(2, (Win(1, Hand(3, 40)),))])
    # Wide enough that the column narrows when the window does (it stops at its least width).
    window.resize(1600, 720)
    view = window.history
    usual = view.verticalHeader().defaultSectionSize()
    assert view.rowHeight(0) == usual
    # Recorded as the entry records it: the row comes in at the end of the model.
    for event in (Riichi(0), Riichi(3), Ron(2, (Win(3, Hand(3, 30)), Win(0, Hand(4, 40))))):
        assert window.controller.record(event)
    summary = _summary(window, 1)
    assert summary.startswith("Double ron from Cid: Dan 3 han 30 fu: 3900 + 1000 (1 riichi stick)")
    assert _text_height(window, 1) > usual, "the text needs more than the usual two lines"
    assert view.rowHeight(1) >= _text_height(window, 1)
    tip = _cell(window, 1, Column.SUMMARY, Qt.ItemDataRole.ToolTipRole)
    assert isinstance(tip, str) and "Ann mangan (4 han 40 fu): 8000 + 1000 (1 riichi stick)" in tip
    # On a 1024-wide screen every row keeps its two lines, so that a screenful of hands shows:
    # the tooltip says the row whole.
    window.resize(1008, 540)
    qtbot.waitUntil(lambda: view.rowHeight(1) == usual)
    assert view.rowHeight(0) == usual
