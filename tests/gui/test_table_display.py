"""The table display: every seat reads its own numbers, from its own side."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.table.display import SEAT_ANGLES
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.session.draft import EntryMode
from tallyo_desktop.core.table.events import Riichi, Ron, Win
from tallyo_desktop.core.table.game import Game

from .pages import TableDisplayPage, TablePage

NAMES = ("Ann", "Bea", "Cid", "Dan")


def test_each_seat_reads_its_points_and_the_others_from_its_view(qtbot: QtBot) -> None:
    controller = GameController(Game(presets.TENHOU, NAMES))
    window = MainWindow()
    window.set_up(controller)
    qtbot.addWidget(window)
    display = TableDisplayPage.open(qtbot, window)
    assert display.is_open()

    controller.record(Riichi(2))
    controller.record(Ron(0, (Win(1, Hand(4, 40)),)))
    # After East 1: Ann 17000, Bea 34000, Cid 24000, Dan 25000; Bea deals East 2.
    assert display.seat_lines("Ann") == (
        "North Ann",
        "17000",
        "Bea +17000   Cid +7000   Dan +8000",
    )
    assert display.seat_lines("Bea") == (
        "East Bea · dealer",
        "34000",
        "Ann -17000   Cid -10000   Dan -9000",
    )
    assert display.seat_lines("Cid")[1] == "24000"
    assert display.seat_lines("Dan")[2] == "Ann -8000   Bea +9000   Cid -1000"
    assert display.centre_lines() == ("East 2", "Honba 0 · Riichi sticks 0")
    controller.record(Riichi(3))
    assert display.seat_lines("Dan")[0] == "West Dan · riichi"
    display.paint()

    display.close_with_esc()
    assert not display.is_open()


def test_the_seats_face_the_four_sides_in_turn_order() -> None:
    # Seat 0 reads from the bottom; the next seat sits on its right, so its text is turned a
    # quarter counter-clockwise; the seat across reads upside down.
    assert SEAT_ANGLES == (0.0, -90.0, 180.0, 90.0)


def test_hands_are_entered_on_the_table_display(qtbot: QtBot) -> None:
    controller = GameController(Game(presets.TENHOU, NAMES))
    window = MainWindow()
    window.set_up(controller)
    qtbot.addWidget(window)
    window.show()
    table = TablePage(qtbot, window)
    display = TableDisplayPage.open(qtbot, window)
    display.resize(1200, 800)
    display.activate()
    assert display.holds_entry() and table.entry_hidden(), "only shown while entering"

    # The same keys as on the main window: riichi, then a ron; the winner is clicked on
    # her side of the table (Bea's, on the right), the discarder picked by key.
    display.riichi("Bea")
    assert display.seat_lines("Bea")[0] == "South Bea · riichi"
    # The seat on the main window describes her in the same words.
    assert table.seat_spoken("Bea") == "South Bea · riichi, 24000 points"
    assert "(Alt+2)" in table.riichi_tip("Bea")
    display.press("r")
    assert (table.mode, table.entry_shown()) == (EntryMode.RON, True)
    assert display.entry_in_its_place()
    display.click_player("Bea")
    display.press("3", "m")
    assert display.seat_lines("Bea")[0] == "South Bea · riichi (2) · winner"
    assert display.seat_lines("Cid")[0] == "West Cid (3) · dealt in"
    display.press(Qt.Key.Key_Return)
    assert controller.state.points == (25000, 33000, 17000, 25000)
    assert (table.mode, table.entry_hidden()) == (EntryMode.IDLE, True)
    assert display.centre_lines() == ("East 2", "Honba 0 · Riichi sticks 0")

    display.close_with_esc()
    assert not display.holds_entry() and table.entry_shown()
    assert table.entry_in_centre()
