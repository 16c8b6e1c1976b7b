"""What the table does after an edit and what Ctrl+E calls the result: as the players expect."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.history.settlement_dialog import SettlementDialog
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Ron, Win
from tallyo_desktop.core.table.game import Game

from .five_hands import NAMES, five_hands, window_on_five_hands
from .pages import HistoryPage, TablePage
from .table_driver import press, show


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    return window_on_five_hands(qtbot)


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


def _settlement_seen(qtbot: QtBot, game: Game) -> tuple[str, str, list[str]]:
    """Ctrl+E in a window with the real dialogs: the result's window title, heading and
    buttons."""
    main = MainWindow()
    main.set_up(GameController(game))
    qtbot.addWidget(main)
    show(qtbot, main)
    # Read while it is shown: the result screen is deleted once it is closed.
    seen: list[tuple[str, str]] = []
    texts: list[str] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SettlementDialog)
        seen.append((dialog.windowTitle(), dialog.heading.text()))
        texts.extend(button.text() for button in dialog.findChildren(QDialogButtonBox)[0].buttons())
        dialog.reject()

    QTimer.singleShot(0, look)
    press(qtbot, main, "ctrl+e")
    ((title, heading),) = seen
    return title, heading, texts


def test_the_result_during_play_is_the_result_if_the_game_ended_now(qtbot: QtBot) -> None:
    title, heading, buttons = _settlement_seen(qtbot, five_hands())
    assert title == heading == "Result if the game ended now"
    assert "&New game" not in buttons
    assert "&Save as image…" in buttons


def test_the_result_at_the_end_is_the_final_result_with_a_new_game(qtbot: QtBot) -> None:
    # Four rons by non-dealers end an East-only game after East 4.
    east_only = presets.east_only(presets.WRC)
    rons = [Ron(discarder, (Win(winner, Hand(1, 30)),)) for winner, discarder in
            ((1, 0), (2, 1), (3, 2), (0, 3))]  # fmt: skip
    game = Game.replay(east_only, NAMES, rons)
    assert game.is_over
    title, heading, buttons = _settlement_seen(qtbot, game)
    assert title == heading == "Final result"
    assert "&New game" in buttons
