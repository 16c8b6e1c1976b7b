"""A whole East-South game typed at the keyboard, in English and in Japanese, on a small and a
large screen: after every key sequence every seat says its wind, the dealer's mark is on the
dealer alone, and a chombo kept for the end stays marked on its offender's seat, none of it
squeezed out or cut."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.model import signed
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import ChomboPenalty
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.settlement import pending_chombo

from .table_driver import press
from .test_keyboard_game import STEPS
from .test_seat_marks import NAMES, language, mark_problems, seat_mark_problems, table_window

# The language fixture is found by its name here; naming it keeps the import from looking unused.
__all__ = ["language"]

# Tenhou's table, with a chombo taken off the final result as WRC and many clubs do.
RULES = presets.TENHOU.with_changes(preset="custom", chombo=ChomboPenalty.AT_SETTLEMENT)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=["1024x600", "1920x1080"])
def test_a_whole_game_by_keys_shows_every_wind_and_the_dealer(
    qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    window = table_window(qtbot, RULES, [], size)
    expected = Game(RULES, NAMES)
    assert seat_mark_problems(window, expected.state) == []
    dealers = {expected.state.dealer}
    for keys, events in STEPS:
        press(qtbot, window, *keys)
        for event in events:
            expected.record(event)
        assert list(window.controller.game.events) == list(expected.events), keys
        state = expected.state
        dealers.add(state.dealer)
        assert seat_mark_problems(window, state) == [], (keys, state.hand_name)
        for panel in window.seats:
            penalty = pending_chombo(state, RULES, panel.seat)
            label = panel.chombo_label
            if penalty:
                text = QCoreApplication.translate("SeatPanel", "Chombo {points}\nat the settlement")
                assert label.text() == text.format(points=signed(penalty)), keys
                assert mark_problems(label, panel) == [], keys
            else:
                assert not label.isVisibleTo(window), keys
    assert expected.is_over and window.controller.state.is_over
    # Every seat dealt, and Bea's chombo waits for the end.
    assert dealers == {0, 1, 2, 3}
    assert window.seats[1].chombo_label.isVisibleTo(window)
