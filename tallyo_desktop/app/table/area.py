"""The table on screen: a seat on each side around the centre panel.

Seat 0 sits at the bottom; turn order runs counter-clockwise, so its right-hand player (the next
seat) is on the right of the screen. The sides have fixed sizes taken from the font, and the
centre takes the rest: nothing a seat or the entry shows can change where anything is. On a
larger screen the type of the seats and of the hand's name grows with the table (`table_scale`),
and the sides with it.
"""

from __future__ import annotations

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QWidget

from tallyo_desktop.app.shared.look import line_height, table_scale
from tallyo_desktop.app.table.centre_panel import CentrePanel
from tallyo_desktop.app.table.seat_panel import SeatPanel
from tallyo_desktop.core.rules.rules import MAX_PLAYERS

SEAT_CELLS = {0: (2, 0, 1, 3), 1: (1, 2, 1, 1), 2: (0, 0, 1, 3), 3: (1, 0, 1, 1)}
"""Each seat's row, column and spans: bottom, right, top, left."""


class TableArea(QWidget):
    def __init__(self, centre: CentrePanel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableArea")
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.seats = [SeatPanel(seat, wide=seat % 2 == 0) for seat in range(MAX_PLAYERS)]
        self.centre = centre
        self.scale = 1.0
        """How much larger than usual the table's type is."""
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(4, 4, 4, 4)
        self.grid.setSpacing(4)
        for seat, panel in enumerate(self.seats):
            self.grid.addWidget(panel, *SEAT_CELLS[seat])
        self.grid.addWidget(centre, 1, 1)
        self.grid.setRowStretch(1, 1)
        self.grid.setColumnStretch(1, 1)
        self._size_sides()
        # The least room the table needs, with its type at the usual size.
        self.setMinimumSize(self.narrow_width * 2 + 360, self.wide_height * 2 + 300)

    def _size_sides(self) -> None:
        scale = self.scale
        # Room for a name line, the points in their large font, and the differences.
        self.wide_height = int(line_height(self) * 2.9 * scale) + 8
        self.narrow_width = int(self.fontMetrics().averageCharWidth() * 19 * scale)
        for panel in self.seats:
            if panel.wide:
                panel.setFixedHeight(self.wide_height)
            else:
                panel.setFixedWidth(self.narrow_width)
        # Three players leave the North side empty, at the size it would have. The rows of the
        # top and bottom are held too: the grid shares the height out by the cells' minimums,
        # and a panel whose size is its own would otherwise count as none.
        self.grid.setColumnMinimumWidth(0, self.narrow_width)
        self.grid.setColumnMinimumWidth(2, self.narrow_width)
        self.grid.setRowMinimumHeight(0, self.wide_height)
        self.grid.setRowMinimumHeight(2, self.wide_height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        scale = table_scale(self, self.width(), self.height())
        if scale != self.scale:
            self.scale = scale
            for panel in self.seats:
                panel.set_scale(scale)
            self.centre.set_scale(scale)
            self._size_sides()

    def set_seats(self, seats: int) -> None:
        for panel in self.seats:
            panel.setVisible(panel.seat < seats)
