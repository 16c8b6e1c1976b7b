"""A key the rules leave without anything to do says why when it is pressed, and its menu entry
says so from the start: marked in its text, the reason in its tooltip, following a change of the
rules. The reasons are the core's."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.questions import another_winner_refusal
from tallyo_desktop.core.rules.rules import ChomboPenalty, MultipleRon, Rules
from tallyo_desktop.core.session.draft import EntryMode
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .pages import TablePage
from .table_driver import show

NAMES = ("Ann", "Bea", "Cid", "Dan")
HEAD_BUMP = another_winner_refusal(presets.M_LEAGUE, 4, 1)
MARK = " — not in these rules"


def table_on(qtbot: QtBot, game: Game, prompter: FakePrompter | None = None) -> TablePage:
    window = MainWindow()
    window.set_up(GameController(game), prompter or FakePrompter())
    qtbot.addWidget(window)
    show(qtbot, window)
    return TablePage(qtbot, window)


def menus_of(action: QAction) -> list[QMenu]:
    return [menu for menu in action.associatedObjects() if isinstance(menu, QMenu)]


def test_the_menu_marks_what_the_rules_leave_out_from_the_start(qtbot: QtBot) -> None:
    tenhou = table_on(qtbot, Game(presets.TENHOU, NAMES)).window.entry_actions
    assert tenhou.chombo.text() == "&Chombo" + MARK
    assert tenhou.chombo.toolTip().startswith("These rules have no chombo penalty.")
    assert tenhou.nagashi.text() == "&Nagashi mangan"
    assert tenhou.add_winner.text() == "Another &winner (double ron)"
    # The Hand menu and the entry's More events both show why, on the entry itself.
    menus = menus_of(tenhou.chombo)
    assert len(menus) == 2
    assert all(menu.toolTipsVisible() for menu in menus)

    m_league = table_on(qtbot, Game(presets.M_LEAGUE, NAMES)).window.entry_actions
    assert m_league.abortive.text() == "&Abortive draw" + MARK
    assert m_league.abortive.toolTip().startswith("These rules have no abortive draws.")
    assert m_league.add_winner.text() == "Another &winner (double ron)" + MARK
    assert m_league.add_winner.toolTip() == HEAD_BUMP
    assert m_league.chombo.text() == "&Chombo"
    assert m_league.chombo.toolTip() == "Chombo", "no tooltip that only repeats the entry"


def test_w_under_head_bump_says_why(qtbot: QtBot) -> None:
    table = table_on(qtbot, Game(presets.M_LEAGUE, NAMES))
    table.start_ron("Bea", dealt_in="Ann")
    table.hand(han=3)
    table.press("w")
    assert table.status() == HEAD_BUMP
    assert HEAD_BUMP is not None and "head bump" in HEAD_BUMP
    assert table.message() == HEAD_BUMP
    assert table.mode is EntryMode.RON
    assert len(table.window.entry.win.rows) == 1
    # The ron is as it was: Record still records it.
    table.record()
    assert table.points() == [25000 - 3900, 25000 + 3900, 25000, 25000]


def test_w_on_a_tsumo_says_a_tsumo_has_one_winner(qtbot: QtBot) -> None:
    table = table_on(qtbot, Game(presets.TENHOU, NAMES))
    table.start_tsumo("Cid")
    table.press("w")
    assert table.status().startswith("A tsumo has one winner")
    assert table.mode is EntryMode.TSUMO


def test_a_third_winner_where_three_rons_are_an_abortive_draw_says_so(qtbot: QtBot) -> None:
    table = table_on(qtbot, Game(presets.TENHOU, NAMES))
    table.start_ron("Bea", dealt_in="Ann")
    table.hand(han=3)
    table.another_winner("Cid", han=2)
    assert len(table.window.entry.win.rows) == 2
    table.press("w")
    assert table.status() == (
        "Under these rules three rons on one discard are an abortive draw: enter it as one."
    )
    assert len(table.window.entry.win.rows) == 2


@pytest.mark.parametrize(
    ("before", "after"),
    [(presets.TENHOU, presets.WRC), (presets.M_LEAGUE, presets.MAHJONG_SOUL)],
    ids=["tenhou to wrc", "m-league to mahjong soul"],
)
def test_the_marks_follow_a_change_of_the_rules(qtbot: QtBot, before: Rules, after: Rules) -> None:
    prompter = FakePrompter()
    table = table_on(qtbot, Game(before, NAMES), prompter)
    keys = table.window.entry_actions

    def marked() -> dict[str, bool]:
        return {
            name: getattr(keys, name).text().endswith(MARK)
            for name in ("nagashi", "chombo", "abortive", "add_winner")
        }

    def leaves_out(rules: Rules) -> dict[str, bool]:
        return {
            "nagashi": not rules.nagashi_mangan,
            "chombo": rules.chombo is ChomboPenalty.NONE,
            "abortive": not rules.abortive_draws,
            "add_winner": rules.multiple_ron is MultipleRon.HEAD_BUMP,
        }

    assert marked() == leaves_out(before)
    prompter.rules_answer = after
    table.window.commands.change_rules.trigger()
    show(qtbot, table.window)
    assert table.window.controller.rules == after
    assert marked() == leaves_out(after) != leaves_out(before)
    table.window.commands.undo.trigger()
    assert marked() == leaves_out(before), "Undo brings the old rules back, and their marks"
