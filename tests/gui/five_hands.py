"""A game of five hands the history tests change: a ron, a tsumo with riichi, a draw, a ron."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .table_driver import show

NAMES = ("Ann", "Bea", "Cid", "Dan")
HANDS: list[Event] = [
    Ron(0, (Win(1, Hand(3, 30)),)),  # East 1: Bea rons Ann
    Riichi(2),
    Tsumo(2, Hand(2, 30)),  # East 2: Cid tsumo, with riichi
    ExhaustiveDraw(frozenset({3})),  # East 3: Dan alone tenpai
    Ron(3, (Win(0, Hand(1, 30)),)),  # East 4: Ann rons Dan
]


def five_hands() -> Game:
    return Game.replay(presets.TENHOU, NAMES, HANDS)


def window_on_five_hands(qtbot: QtBot) -> MainWindow:
    """The main window, shown, on the game of five hands."""
    main = MainWindow()
    main.set_up(GameController(five_hands()), FakePrompter())
    qtbot.addWidget(main)
    show(qtbot, main)
    return main
