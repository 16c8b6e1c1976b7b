"""The history's words, read in the real window: what a row says, how it is wrapped, and the
chart's hands along its axis."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.game.model import Column
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import ChomboPenalty, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Chombo, Event, ExhaustiveDraw, Ron, Tsumo, Win
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
