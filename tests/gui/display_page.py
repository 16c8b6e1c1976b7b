"""The table display on a second screen, laid flat between the players: each seat reads its
own lines from its own side, and a click on a player's side picks them."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.table.display import TableDisplay
from tallyo_desktop.app.window.main_window import MainWindow

from .table_driver import Key


class TableDisplayPage:
    def __init__(self, qtbot: QtBot, window: MainWindow, display: TableDisplay) -> None:
        self.qtbot = qtbot
        self.window = window
        self.display = display

    @classmethod
    def open(cls, qtbot: QtBot, window: MainWindow) -> TableDisplayPage:
        """Open the table display from the window's menu."""
        window.commands.display.trigger()
        display = window.table_display
        assert display is not None
        qtbot.addWidget(display)
        return cls(qtbot, window, display)

    def _seat(self, name: str) -> int:
        return self.window.controller.state.names.index(name)

    def resize(self, width: int, height: int) -> None:
        self.display.resize(width, height)

    def activate(self) -> None:
        """Bring the display to the front, as a player touching it would."""
        self.display.activateWindow()
        self.qtbot.waitUntil(lambda: QApplication.activeWindow() is self.display)

    def is_open(self) -> bool:
        return self.display.isVisible()

    # What it shows
    def seat_lines(self, name: str) -> tuple[str, str, str]:
        """What `name` reads on their side: who they are, their points, the others' distance."""
        return self.display.seat_lines(self._seat(name))

    def centre_lines(self) -> tuple[str, str]:
        return self.display.centre_lines()

    def paint(self) -> None:
        self.display.grab()

    def holds_entry(self) -> bool:
        """Whether the entry is on the display rather than in the main window."""
        return self.window.entry.parent() is self.display

    def entry_in_its_place(self) -> bool:
        """Whether the entry lies where the display keeps it, under the hand's name."""
        return self.display.entry_rect().contains(self.window.entry.geometry())

    # What the players do
    def press(self, *keys: Key) -> None:
        """Type `keys` to whatever has the focus on the display."""
        for key in keys:
            self.qtbot.keyClick(QApplication.focusWidget() or self.display, key)
            QApplication.processEvents()

    def riichi(self, name: str) -> None:
        self.qtbot.keyClick(
            self.display, str(self._seat(name) + 1), Qt.KeyboardModifier.AltModifier
        )

    def click_player(self, name: str) -> None:
        """Click the edge of the table on `name`'s side: seat 1 at the bottom, then round the
        table counter-clockwise."""
        width, height = self.display.width(), self.display.height()
        sides = (
            QPoint(width // 2, height - 10),
            QPoint(width - 10, height // 2),
            QPoint(width // 2, 10),
            QPoint(10, height // 2),
        )
        spot = sides[self._seat(name)]
        self.qtbot.mouseClick(self.display, Qt.MouseButton.LeftButton, pos=spot)

    def close_with_esc(self) -> None:
        with self.qtbot.waitSignal(self.display.closed):
            self.qtbot.keyClick(self.display, Qt.Key.Key_Escape)
