"""A whole East-South game entered from the keyboard alone, every total checked against the core."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import AbortiveDraw, ChomboPenalty
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import (
    AbortiveDrawEvent,
    Chombo,
    Event,
    ExhaustiveDraw,
    Riichi,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.history import history_rows

from .fake_prompter import FakePrompter
from .pages import HistoryPage, TablePage
from .table_driver import show

NAMES = ("Ann", "Bea", "Cid", "Dan")
# Tenhou's table with a chombo paid on the spot, as many clubs play it.
RULES = presets.TENHOU.with_changes(preset="custom", chombo=ChomboPenalty.REVERSE_MANGAN)

# Each step: the keys typed, and what the core is told for them.
STEPS: list[tuple[tuple[str, ...], list[Event]]] = [
    # East 1: Cid declares riichi; Bea rons Ann for 3 han 40 fu and takes the stick.
    (("alt+3",), [Riichi(2)]),
    (("r", "2", "1", "3", "tab", "4", "0", "enter"), [Ron(0, (Win(1, Hand(3, 40)),))]),
    # East 2: Ann tsumo, 2 han 30 fu (30 fu is where the fu start).
    (("t", "1", "2", "enter"), [Tsumo(0, Hand(2, 30))]),
    # East 3: Ann and Dan in riichi start ticked tenpai; the dealer Cid is ticked too.
    (("alt+1", "alt+4"), [Riichi(0), Riichi(3)]),
    (("d", "3", "enter"), [ExhaustiveDraw(frozenset({0, 2, 3}))]),
    # East 3, 1 honba: the dealer Cid tsumo a mangan, with the honba and two sticks.
    (("t", "3", "m", "enter"), [Tsumo(2, Hand(han=5))]),
    # East 3, 2 honba: double ron on Bea's discard: Dan 2 han 30 fu, then Ann 3 han 30 fu.
    (("r", "4", "2", "2", "w", "1", "3", "enter"),
     [Ron(1, (Win(3, Hand(2, 30)), Win(0, Hand(3, 30))))]),
    # East 4: Bea's chombo pays a reverse mangan; the hand is played again.
    (("c", "2", "enter"), [Chombo(1)]),
    # An abortive draw: nine terminals, the first kind offered.
    (("a", "enter"), [AbortiveDrawEvent(AbortiveDraw.NINE_TERMINALS)]),
    # East 4, 1 honba: Ann rons the dealer Dan for a haneman.
    (("r", "1", "4", "h", "enter"), [Ron(3, (Win(0, Hand(han=6)),))]),
    # South 1: Bea rons Cid, 1 han 30 fu.
    (("r", "2", "3", "1", "enter"), [Ron(2, (Win(1, Hand(1, 30)),))]),
    # South 2: nobody tenpai.
    (("d", "0", "enter"), [ExhaustiveDraw(frozenset())]),
    # South 3, 1 honba: Cid rons Dan for 2 han 30 fu.
    (("r", "3", "4", "2", "enter"), [Ron(3, (Win(2, Hand(2, 30)),))]),
    # South 3 again (Cid dealer, 2 honba): Ann rons Cid for 1 han 30 fu.
    (("r", "1", "3", "1", "enter"), [Ron(2, (Win(0, Hand(1, 30)),))]),
    # South 4: Bea tsumo 3 han 30 fu, and the game is over.
    (("t", "2", "3", "enter"), [Tsumo(1, Hand(3, 30))]),
]  # fmt: skip


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    main = MainWindow()
    main.set_up(GameController(Game(RULES, NAMES)), FakePrompter())
    qtbot.addWidget(main)
    show(qtbot, main)
    return main


def _totals(game: Game) -> list[tuple[int, ...]]:
    return [row.totals for row in history_rows(game)]


def test_a_whole_game_from_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    table, history = TablePage(qtbot, window), HistoryPage(qtbot, window)
    expected = Game(RULES, NAMES)
    for keys, events in STEPS:
        table.press(*keys)
        for event in events:
            expected.record(event)
        assert table.points() == list(expected.state.points), keys
        # A game over says so, not the hand it would have gone on to.
        shown = "Game over" if expected.is_over else expected.state.hand_name
        assert table.round() == shown, keys
        assert list(window.controller.game.events) == list(expected.events), keys
    assert expected.is_over
    assert window.controller.state.is_over
    # Said once, in the heading; the line under it says what comes next.
    assert window.centre.counters_label.text() == "The last hand is over."
    assert table.message() == "The result: Ctrl+E. A new game: Ctrl+N."
    assert "The last hand is over." not in table.message()

    # The third hand (the draw of East 3) changed: Bea was tenpai too, so nobody pays; every
    # later total moves, and nothing after it becomes impossible.
    before = [history.totals(row) for row in range(history.rows())]
    table.press("ctrl+h")
    assert history.has_focus()
    for _ in range(history.rows() - 3):
        table.press("up")
    assert history.selected() == 2
    table.press("enter")
    assert table.round() == "East 3 (changing it)"
    assert table.tenpai_ticks() == [True, False, True, True]
    table.press("2", "enter")

    edited = list(expected.events)
    draw_at = edited.index(ExhaustiveDraw(frozenset({0, 2, 3})))
    edited[draw_at] = ExhaustiveDraw(frozenset({0, 1, 2, 3}))
    expected = Game.replay(RULES, NAMES, edited)
    after = _totals(window.controller.game)
    assert after == _totals(expected)
    assert all(old != new for old, new in zip(before[2:], after[2:], strict=True))
    assert before[:2] == after[:2]
    assert table.points() == list(expected.state.points)

    # Dan is renamed; the history and the table say the new name.
    prompter = window.prompter
    assert isinstance(prompter, FakePrompter)
    prompter.rename_answer = ("Ann", "Bea", "Cid", "Dee")
    table.press("f2")
    assert table.names()[3] == "Dee"
    assert history.player_heading(3) == "Dee"
    assert window.controller.game.names == ("Ann", "Bea", "Cid", "Dee")
    assert table.points() == list(expected.state.points)
