"""What the table does after an edit and what Ctrl+E calls the result: as the players expect."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .pages import HistoryPage, TablePage
from .table_driver import show

NAMES = ("Ann", "Bea", "Cid", "Dan")
HANDS: list[Event] = [
    Ron(0, (Win(1, Hand(3, 30)),)),  # East 1: Bea rons Ann
    Riichi(2),
    Tsumo(2, Hand(2, 30)),  # East 2: Cid tsumo, with riichi
    ExhaustiveDraw(frozenset({3})),  # East 3: Dan alone tenpai
    Ron(3, (Win(0, Hand(1, 30)),)),  # East 4: Ann rons Dan
]


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    game = Game.replay(presets.TENHOU, NAMES, HANDS)
    main = MainWindow()
    main.set_up(GameController(game), FakePrompter())
    qtbot.addWidget(main)
    show(qtbot, main)
    return main


@pytest.mark.parametrize("row", [0, 1])
def test_after_changing_a_past_hand_the_history_stays_on_it(
    qtbot: QtBot, window: MainWindow, row: int
) -> None:
    table, history = TablePage(qtbot, window), HistoryPage(qtbot, window)
    history.double_click(row)
    assert history.selected() == row
    table.hand(limit="mangan")
    table.record()
    assert history.hand_name(row) == ("East 1", "East 2")[row]
    assert history.selected() == row
