"""The table display: every seat reads its own numbers, from its own side."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.table.display import SEAT_ANGLES
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Riichi, Ron, Win
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Bea", "Cid", "Dan")


def test_each_seat_reads_its_points_and_the_others_from_its_view(qtbot: QtBot) -> None:
    controller = GameController(Game(presets.TENHOU, NAMES))
    window = MainWindow()
    window.set_up(controller)
    qtbot.addWidget(window)
    window.commands.display.trigger()
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


def test_hands_are_entered_on_the_table_display(qtbot: QtBot) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    from tallyo_desktop.core.session.draft import EntryMode

    controller = GameController(Game(presets.TENHOU, NAMES))
    window = MainWindow()
    window.set_up(controller)
    qtbot.addWidget(window)
    window.show()
    window.commands.display.trigger()
    display = window.table_display
    assert display is not None
    qtbot.addWidget(display)
    display.resize(1200, 800)
    display.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is display)
    entry = window.entry
    assert entry.parent() is display and entry.isHidden(), "only shown while entering"

    def press(*keys: str | Qt.Key) -> None:
        for key in keys:
            qtbot.keyClick(QApplication.focusWidget() or display, key)
            QApplication.processEvents()

    # The same keys as on the main window: riichi, then a ron; the winner is clicked on
    # her side of the table (Bea's, on the right), the discarder picked by key.
    qtbot.keyClick(display, "2", Qt.KeyboardModifier.AltModifier)
    assert display.seat_lines(1)[0] == "South Bea · riichi"
    # The seat on the main window describes her in the same words.
    assert window.seats[1].accessibleName() == "South Bea · riichi, 24000 points"
    assert "(Alt+2)" in window.seats[1].riichi_button.toolTip()
    press("r")
    assert (entry.mode, entry.isVisible()) == (EntryMode.RON, True)
    assert display.entry_rect().contains(entry.geometry())
    qtbot.mouseClick(display, Qt.MouseButton.LeftButton, pos=QPoint(1190, 400))
    press("3", "m")
    assert display.seat_lines(1)[0] == "South Bea · riichi (2) · winner"
    assert display.seat_lines(2)[0] == "West Cid (3) · dealt in"
    press(Qt.Key.Key_Return)
    assert controller.state.points == (25000, 33000, 17000, 25000)
    assert (entry.mode, entry.isHidden()) == (EntryMode.IDLE, True)
    assert display.centre_lines() == ("East 2", "Honba 0 · Riichi sticks 0")

    with qtbot.waitSignal(display.closed):
        qtbot.keyClick(display, Qt.Key.Key_Escape)
    assert entry.parent() is not display and entry.isVisible()
    assert window.centre.isAncestorOf(entry)
