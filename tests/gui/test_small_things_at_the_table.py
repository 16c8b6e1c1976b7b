"""The small things at the table, through the real window: a hand being put in says so, a game
over says so in place of a hand it will not play, a three-player game offers no player 4, and
the practice counts a right answer as it is marked and takes a new number of hands at once."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.practice.window import PracticeWindow
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.practice.answer import Mode
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, Tsumo
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .table_driver import show

NAMES = ("Ann", "Bea", "Cid", "Dan")


def window_of(
    qtbot: QtBot, rules: Rules, names: tuple[str, ...], events: list[Event]
) -> MainWindow:
    window = MainWindow()
    window.set_up(GameController(Game.replay(rules, names, events)), FakePrompter())
    qtbot.addWidget(window)
    window.resize(1280, 720)
    show(qtbot, window)
    return window


def test_putting_a_hand_in_is_titled_so(qtbot: QtBot) -> None:
    window = window_of(qtbot, presets.TENHOU, NAMES, [Tsumo(1, Hand(3, 30)), Tsumo(2, Hand(2, 30))])
    title = window.centre.round_label
    assert title.text() == "East 3"
    window.history.insertRequested.emit(1)
    QApplication.processEvents()
    assert title.text() == "East 2 (putting in a forgotten hand)"
    window.entry_actions.cancel.trigger()
    QApplication.processEvents()
    window.history.editRequested.emit(1)
    QApplication.processEvents()
    assert title.text() == "East 2 (changing it)"
    window.entry_actions.cancel.trigger()
    QApplication.processEvents()
    assert title.text() == "East 3"


def test_a_game_over_says_so_in_place_of_the_next_hand(qtbot: QtBot) -> None:
    game = Game(presets.TENHOU, NAMES)
    # Every hand drawn: the honba the last draw leaves is for a hand nobody will play.
    while not game.is_over:
        game.record(ExhaustiveDraw(frozenset()))
    assert game.state.honba > 0
    window = window_of(qtbot, presets.TENHOU, NAMES, list(game.events))
    state = window.controller.state
    assert state.is_over and state.ended is not None
    assert window.centre.round_label.text() == "Game over"
    assert window.centre.counters_label.text() == state.ended.explanation
    assert state.hand_name not in window.centre.round_label.text()
    assert "Honba" not in window.centre.counters_label.text()
    assert not window.centre.sticks.isVisible()
    # Undone, the last hand is there to play again, with its sticks.
    window.controller.undo()
    QApplication.processEvents()
    assert window.centre.round_label.text() == window.controller.state.hand_name
    assert window.centre.sticks.isVisible()


def test_a_three_player_game_offers_no_player_4(qtbot: QtBot) -> None:
    window = window_of(qtbot, presets.TENHOU_3P, NAMES[:3], [])
    keys = window.entry_actions
    assert [action.isVisible() for action in keys.picks[:4]] == [True, True, True, False]
    assert [action.isVisible() for action in keys.riichi] == [True, True, True, False]
    hand_menu = next(
        menu for menu in window.menuBar().findChildren(QMenu) if keys.picks[0] in menu.actions()
    )
    shown = [action.text() for action in hand_menu.actions() if action.isVisible()]
    assert keys.picks[3].text() not in shown
    # A four-player game after it has every player again.
    window.controller.load(Game(presets.TENHOU, NAMES))
    QApplication.processEvents()
    assert all(action.isVisible() for action in window.entry_actions.picks)


def _answer(practice: PracticeWindow, right: bool) -> None:
    drill = practice.drill
    assert drill is not None
    practice.han_field.setText(str(drill.current.han + (0 if right else 1)))
    practice.check_button.click()


def test_a_right_answer_counts_as_soon_as_it_is_marked(qtbot: QtBot) -> None:
    practice = PracticeWindow([("Tenhou", presets.TENHOU)], None, seed=5)
    qtbot.addWidget(practice)
    practice.mode_box.setCurrentIndex(practice.mode_box.findData(Mode.HAN))
    assert practice.progress.text() == "Hand 1 of 10 · 0 right so far"
    _answer(practice, right=True)
    assert practice.progress.text() == "Hand 1 of 10 · 1 right so far"
    practice.next_button.click()
    _answer(practice, right=False)
    assert practice.progress.text() == "Hand 2 of 10 · 1 right so far"


def test_a_new_number_of_hands_takes_effect_at_once(qtbot: QtBot) -> None:
    practice = PracticeWindow([("Tenhou", presets.TENHOU)], None, seed=5)
    qtbot.addWidget(practice)
    practice.mode_box.setCurrentIndex(practice.mode_box.findData(Mode.HAN))
    first = practice.drill
    # Nothing answered yet: a session of the new length starts.
    practice.length_box.setCurrentIndex(practice.length_box.findData(5))
    assert practice.drill is not first and practice.drill is not None
    assert len(practice.drill.hands) == 5
    assert practice.progress.text() == "Hand 1 of 5 · 0 right so far"
    # Under way, the session keeps its answers and takes the new length.
    drill = practice.drill
    _answer(practice, right=True)
    practice.next_button.click()
    _answer(practice, right=True)
    practice.length_box.setCurrentIndex(practice.length_box.findData(20))
    assert practice.drill is drill and len(drill.hands) == 20
    assert practice.progress.text() == "Hand 2 of 20 · 2 right so far"
    # Shorter than the hands answered: the session ends with the hand being answered.
    practice.length_box.setCurrentIndex(practice.length_box.findData(5))
    assert len(drill.hands) == 5
    for _ in range(3):
        practice.next_button.click()
        _answer(practice, right=True)
    assert practice.next_button.text() == "See the &score"
    practice.next_button.click()
    assert practice.progress.text() == "Score: 5 of 5 hands right"
