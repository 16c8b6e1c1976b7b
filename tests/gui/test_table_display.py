"""The table display: every seat reads its own numbers, from its own side."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.controller import GameController
from tallyo_desktop.app.main_window import MainWindow
from tallyo_desktop.app.table_display import SEAT_ANGLES
from tallyo_desktop.core import presets
from tallyo_desktop.core.events import Riichi, Ron, Win
from tallyo_desktop.core.game import Game
from tallyo_desktop.core.hand import Hand

NAMES = ("Ann", "Bea", "Cid", "Dan")


def test_each_seat_reads_its_points_and_the_others_from_its_view(qtbot: QtBot) -> None:
    controller = GameController(Game(presets.TENHOU, NAMES))
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.display_action.trigger()
    display = window.table_display
    assert display is not None
    qtbot.addWidget(display)
    assert display.isVisible()

    controller.record(Riichi(2))
    controller.record(Ron(0, (Win(1, Hand(4, 40)),)))
    # After East 1: Ann 17000, Bea 34000, Cid 24000, Dan 25000; Bea deals East 2.
    assert display.seat_lines(0) == ("North Ann", "17000", "Bea +17000   Cid +7000   Dan +8000")
    assert display.seat_lines(1) == (
        "East Bea · dealer",
        "34000",
        "Ann -17000   Cid -10000   Dan -9000",
    )
    assert display.seat_lines(2)[1] == "24000"
    assert display.seat_lines(3)[2] == "Ann -8000   Bea +9000   Cid -1000"
    assert display.centre_lines() == ("East 2", "Honba 0 · Riichi sticks 0")
    controller.record(Riichi(3))
    assert display.seat_lines(3)[0] == "West Dan · riichi"
    display.grab()

    with qtbot.waitSignal(display.closed):
        qtbot.keyClick(display, Qt.Key.Key_Escape)
    assert not display.isVisible()


def test_the_seats_face_the_four_sides_in_turn_order() -> None:
    # Seat 0 reads from the bottom; the next seat sits on its right, so its text is turned a
    # quarter counter-clockwise; the seat across reads upside down.
    assert SEAT_ANGLES == (0.0, -90.0, 180.0, 90.0)
