"""The table on screen: a seat on each side around the centre panel.

Seat 0 sits at the bottom; turn order runs counter-clockwise, so its right-hand player (the next
seat) is on the right of the screen. The sides have fixed sizes taken from the font, and the
centre takes the rest: nothing a seat or the entry shows can change where anything is.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QSizePolicy, QWidget

from tallyo_desktop.app.shared.look import line_height
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
        metrics = self.fontMetrics()
        lines = line_height(self)
        # Room for a name line, the points in their large font, and the differences.
        self.wide_height = int(lines * 2.9) + 8
        self.narrow_width = metrics.averageCharWidth() * 19
        grid = QGridLayout(self)
        grid.setContentsMargins(4, 4, 4, 4)
        grid.setSpacing(4)
        for seat, panel in enumerate(self.seats):
            grid.addWidget(panel, *SEAT_CELLS[seat])
            if panel.wide:
                panel.setFixedHeight(self.wide_height)
            else:
                panel.setFixedWidth(self.narrow_width)
        grid.addWidget(centre, 1, 1)
        grid.setRowStretch(1, 1)
        grid.setColumnStretch(1, 1)
        # Three players leave the North side empty, at the size it would have.
        grid.setColumnMinimumWidth(0, self.narrow_width)
        grid.setColumnMinimumWidth(2, self.narrow_width)
        self.setMinimumSize(self.narrow_width * 2 + 360, self.wide_height * 2 + 300)

    def set_seats(self, seats: int) -> None:
        for panel in self.seats:
            panel.setVisible(panel.seat < seats)
