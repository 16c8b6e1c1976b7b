"""Any past hand can be changed, put in or deleted from the history; players can be renamed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.game.model import Column
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.session.draft import EntryMode
from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.history import history_rows

from .fake_prompter import FakePrompter
from .table_driver import click, points, press, preview, show

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


def _open_row(qtbot: QtBot, window: MainWindow, row: int) -> None:
    view = window.history
    index = window.controller.model.index(row, Column.SUMMARY)
    view.scrollTo(index)
    rect = view.visualRect(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _replayed(events: list[Event]) -> Game:
    return Game.replay(presets.TENHOU, NAMES, events)


def test_a_double_click_opens_the_hand_filled_in_and_record_replaces_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    _open_row(qtbot, window, 0)
    entry = window.entry
    assert entry.mode is EntryMode.RON
    assert window.centre.round_label.text() == "East 1 (changing it)"
    row = entry.win.rows[0]
    assert (row.seat, row.han.value(), row.fu.fu()) == (1, 3, 30)
    assert window.seats[1].role_label.text() == "Winner"
    assert window.seats[0].role_label.text() == "Dealt in"
    # The seats show the table as it was before East 1.
    assert points(window) == [25000] * 4
    press(qtbot, window, "m")
    assert preview(window).splitlines() == ["Mangan", "Ann pays 8000", "Bea receives 8000"]
    press(qtbot, window, "enter")

    expected = _replayed([Ron(0, (Win(1, Hand(han=5)),)), *HANDS[1:]])
    assert window.controller.game.events == expected.events
    assert points(window) == list(expected.state.points)
    assert window.centre.round_label.text() == "South 1"
    assert window.controller.model.rows == history_rows(expected)
    assert window.commands.undo.text() == "&Undo East 1 edited"
    window.commands.undo.trigger()
    assert window.controller.game.events == tuple(HANDS)
    window.commands.redo.trigger()
    assert window.controller.game.events == expected.events


def test_enter_on_a_selected_row_opens_it_and_a_forgotten_riichi_goes_in(
    qtbot: QtBot, window: MainWindow
) -> None:
    press(qtbot, window, "ctrl+h", "up", "up")
    assert window.history.selected_row() == 1
    press(qtbot, window, "enter")
    assert window.entry.mode is EntryMode.TSUMO
    assert window.seats[2].riichi_label.text() == "Riichi"
    # Ann's riichi was forgotten in East 2: Alt+1 puts it in that hand, not in the hand now.
    press(qtbot, window, "alt+1")
    assert window.seats[0].riichi_label.text() == "Riichi"
    assert "Cid receives 2000 + 2000 (2 riichi sticks)" in preview(window)
    press(qtbot, window, "enter")
    events = list(HANDS)
    events.insert(1, Riichi(0))
    expected = _replayed(events)
    assert window.controller.game.events == expected.events
    assert points(window) == list(expected.state.points)
    assert window.controller.state.riichi == frozenset(), "the hand being played has none"


def test_a_forgotten_hand_is_put_in_before_a_row(qtbot: QtBot, window: MainWindow) -> None:
    press(qtbot, window, "ctrl+h", "up", "up", "insert")
    assert "forgotten hand" in window.entry.message.text()
    assert window.centre.round_label.text() == "East 2 (changing it)"
    press(qtbot, window, "d", "2", "enter")
    expected = _replayed([HANDS[0], ExhaustiveDraw(frozenset({1})), *HANDS[1:]])
    assert window.controller.game.events == expected.events
    assert window.controller.model.rowCount() == 5
    assert window.controller.model.row_at(1).hand_name == "East 2"
    assert window.controller.model.row_at(2).hand_name == "East 2"
    assert window.controller.model.row_at(2).honba == 1
    assert points(window) == list(expected.state.points)


def test_delete_takes_a_hand_out_and_undo_brings_it_back(qtbot: QtBot, window: MainWindow) -> None:
    press(qtbot, window, "ctrl+h", "up", "delete")
    expected = _replayed([*HANDS[:3], HANDS[4]])
    assert window.controller.game.events == expected.events
    assert "East 3 deleted" in window.statusBar().currentMessage()
    assert points(window) == list(expected.state.points)
    window.commands.undo.trigger()
    assert window.controller.game.events == tuple(HANDS)


def test_a_change_that_makes_a_later_hand_impossible_is_refused(
    qtbot: QtBot, window: MainWindow
) -> None:
    _open_row(qtbot, window, 0)
    # A double yakuman from Ann busts her: East 2 could never have been played.
    row = window.entry.win.rows[0]
    row.yakuman.setFocus()
    qtbot.wait(1)
    press(qtbot, window, "2")
    assert "Ann pays 64000" in preview(window)
    press(qtbot, window, "enter")
    message = window.entry.message.text()
    assert "game ends in East 1, so the hands after it" in message
    assert window.controller.game.events == tuple(HANDS)
    assert window.entry.mode is EntryMode.RON, "the entry stays open to be put right"
    press(qtbot, window, "esc")
    assert points(window) == list(_replayed(HANDS).state.points)


def test_players_are_renamed_during_the_game(qtbot: QtBot, window: MainWindow) -> None:
    prompter = window.prompter
    assert isinstance(prompter, FakePrompter)
    prompter.rename_answer = ("Ann", "Bea", "Cid", "Bea")
    press(qtbot, window, "f2")
    assert "same name" in window.statusBar().currentMessage()
    assert window.controller.game.names == NAMES
    prompter.rename_answer = ("Ann", "Bea", "Cyd", "Dee")
    press(qtbot, window, "f2")
    assert window.controller.game.names == ("Ann", "Bea", "Cyd", "Dee")
    assert window.seats[2].name_label.text() == "Cyd"
    header = window.controller.model.headerData(Column.FIRST_SEAT + 3, Qt.Orientation.Horizontal)
    assert header == "Dee"
    assert "Cyd" in window.controller.model.row_at(1).summary
    assert window.commands.undo.text() == "&Undo renaming Dan to Dee"
    window.commands.undo.trigger()
    window.commands.undo.trigger()
    assert window.controller.game.names == NAMES


def test_the_context_menu_and_the_edit_menu_act_on_the_selected_hand(
    qtbot: QtBot, window: MainWindow
) -> None:
    history = window.history
    assert not history.edit_action.isEnabled()
    history.selectRow(3)
    assert history.edit_action.isEnabled()
    history.delete_action.trigger()
    assert len(window.controller.game.events) == len(HANDS) - 1
    history.selectRow(0)
    history.edit_action.trigger()
    assert window.entry.mode is EntryMode.RON
    click(qtbot, window.entry.cancel_button)
    hand = window.controller.state.hand_name
    assert (window.entry.mode, window.centre.round_label.text()) == (EntryMode.IDLE, hand)
