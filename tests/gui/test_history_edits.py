"""Any past hand can be changed, put in or deleted from the history; players can be renamed."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.session.draft import EntryMode
from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, Riichi, Ron, Win
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.history import history_rows

from .fake_prompter import FakePrompter
from .five_hands import HANDS, NAMES, window_on_five_hands
from .pages import HistoryPage, TablePage


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    return window_on_five_hands(qtbot)


@pytest.fixture
def table(qtbot: QtBot, window: MainWindow) -> TablePage:
    return TablePage(qtbot, window)


@pytest.fixture
def history(qtbot: QtBot, window: MainWindow) -> HistoryPage:
    return HistoryPage(qtbot, window)


def _replayed(events: list[Event]) -> Game:
    return Game.replay(presets.TENHOU, NAMES, events)


def test_a_double_click_opens_the_hand_filled_in_and_record_replaces_it(
    window: MainWindow, table: TablePage, history: HistoryPage
) -> None:
    history.double_click(0)
    assert table.mode is EntryMode.RON
    assert table.round() == "East 1 (changing it)"
    row = table.winner_row(0)
    assert (row.winner, row.han, row.fu) == ("Bea", 3, 30)
    assert table.role_of("Bea") == "Winner"
    assert table.role_of("Ann") == "Dealt in"
    # The seats show the table as it was before East 1.
    assert table.points() == [25000] * 4
    table.hand(limit="mangan")
    assert table.preview().splitlines() == ["Mangan", "Ann pays 8000", "Bea receives 8000"]
    table.record()

    expected = _replayed([Ron(0, (Win(1, Hand(han=5)),)), *HANDS[1:]])
    assert window.controller.game.events == expected.events
    assert table.points() == list(expected.state.points)
    assert table.round() == "South 1"
    assert window.controller.model.rows == history_rows(expected)
    assert window.commands.undo.text() == "&Undo East 1 edited"
    window.commands.undo.trigger()
    assert window.controller.game.events == tuple(HANDS)
    window.commands.redo.trigger()
    assert window.controller.game.events == expected.events


def test_enter_on_a_selected_row_opens_it_and_a_forgotten_riichi_goes_in(
    window: MainWindow, table: TablePage, history: HistoryPage
) -> None:
    history.go_to(rows_up=2)
    assert history.selected() == 1
    table.press("enter")
    assert table.mode is EntryMode.TSUMO
    assert table.riichi_of("Cid") == "Riichi"
    # Ann's riichi was forgotten in East 2: Alt+1 puts it in that hand, not in the hand now.
    table.riichi("Ann")
    assert table.riichi_of("Ann") == "Riichi"
    assert "Cid receives 2000 + 2000 (2 riichi sticks)" in table.preview()
    table.record()
    events = list(HANDS)
    events.insert(1, Riichi(0))
    expected = _replayed(events)
    assert window.controller.game.events == expected.events
    assert table.points() == list(expected.state.points)
    assert window.controller.state.riichi == frozenset(), "the hand being played has none"


def test_a_forgotten_hand_is_put_in_before_a_row(
    window: MainWindow, table: TablePage, history: HistoryPage
) -> None:
    history.go_to(rows_up=2)
    table.press("insert")
    assert "forgotten hand" in table.message()
    assert table.round() == "East 2 (putting in a forgotten hand)"
    table.draw("Bea")
    expected = _replayed([HANDS[0], ExhaustiveDraw(frozenset({1})), *HANDS[1:]])
    assert window.controller.game.events == expected.events
    assert history.rows() == 5
    assert history.hand_name(1) == "East 2"
    assert history.hand_name(2) == "East 2"
    assert window.controller.model.row_at(2).honba == 1
    assert table.points() == list(expected.state.points)


def test_delete_takes_a_hand_out_and_undo_brings_it_back(
    window: MainWindow, table: TablePage, history: HistoryPage
) -> None:
    history.go_to(rows_up=1)
    table.press("delete")
    expected = _replayed([*HANDS[:3], HANDS[4]])
    assert window.controller.game.events == expected.events
    assert "East 3 deleted" in table.status()
    assert table.points() == list(expected.state.points)
    window.commands.undo.trigger()
    assert window.controller.game.events == tuple(HANDS)


def test_a_change_that_makes_a_later_hand_impossible_is_refused(
    qtbot: QtBot, window: MainWindow, table: TablePage, history: HistoryPage
) -> None:
    history.double_click(0)
    # A double yakuman from Ann busts her: East 2 could never have been played.
    table.winner_row(0).focus_yakuman()
    table.press("2")
    assert "Ann pays 64000" in table.preview()
    table.record()
    assert "game ends in East 1, so the hands after it" in table.message()
    assert window.controller.game.events == tuple(HANDS)
    assert table.mode is EntryMode.RON, "the entry stays open to be put right"
    table.cancel()
    assert table.points() == list(_replayed(HANDS).state.points)


def test_players_are_renamed_during_the_game(
    window: MainWindow, table: TablePage, history: HistoryPage
) -> None:
    prompter = window.prompter
    assert isinstance(prompter, FakePrompter)
    prompter.rename_answer = ("Ann", "Bea", "Cid", "Bea")
    table.press("f2")
    assert "same name" in table.status()
    assert window.controller.game.names == NAMES
    prompter.rename_answer = ("Ann", "Bea", "Cyd", "Dee")
    table.press("f2")
    assert window.controller.game.names == ("Ann", "Bea", "Cyd", "Dee")
    assert table.names()[2] == "Cyd"
    assert history.player_heading(3) == "Dee"
    assert "Cyd" in history.summary(1)
    assert window.commands.undo.text() == "&Undo renaming Dan to Dee"
    window.commands.undo.trigger()
    window.commands.undo.trigger()
    assert window.controller.game.names == NAMES


def test_the_context_menu_and_the_edit_menu_act_on_the_selected_hand(
    window: MainWindow, table: TablePage, history: HistoryPage
) -> None:
    assert not history.offers_change()
    history.select(3)
    assert history.offers_change()
    history.delete_selected()
    assert len(window.controller.game.events) == len(HANDS) - 1
    history.select(0)
    history.change_selected()
    assert table.mode is EntryMode.RON
    table.click_cancel()
    assert (table.mode, table.round()) == (EntryMode.IDLE, window.controller.state.hand_name)
