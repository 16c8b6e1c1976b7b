"""A round of the seating on screen: each table with its players by wind, and who sits out. The
seating window shows it with a button to start each table's game; the big view shows it alone,
its text as large as the screen allows, to be read across the room.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.shared.look import SPACE, seat_colour_for
from tallyo_desktop.core.club.seating import Round
from tallyo_desktop.core.seats import Wind


class TableCard(QFrame):
    """One table: its number, then each wind and the player in it."""

    startRequested = Signal(int)
    """The organiser asked to start this table's game: carries the table's index."""

    def __init__(
        self, number: int, players: tuple[str, ...], *, button: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"table{number}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.players = players
        layout = self._layout = QGridLayout(self)
        layout.setContentsMargins(2 * SPACE, SPACE, 2 * SPACE, SPACE)
        self.title = QLabel(self.tr("Table {number}").format(number=number))
        self.title.setObjectName("tableTitle")
        layout.addWidget(self.title, 0, 0, 1, 2)
        self.winds: list[QLabel] = []
        self.names: list[QLabel] = []
        for seat, name in enumerate(players):
            wind = QLabel(Wind(seat).label)
            colour = seat_colour_for(self, seat).name()
            wind.setStyleSheet(f"color: {colour}")
            shown = QLabel(name)
            shown.setObjectName(f"seat{seat}")
            shown.setAccessibleName(
                self.tr("{wind}: {name}").format(wind=Wind(seat).label, name=name)
            )
            layout.addWidget(wind, seat + 1, 0)
            layout.addWidget(shown, seat + 1, 1)
            self.winds.append(wind)
            self.names.append(shown)
        layout.setColumnStretch(1, 1)
        # A table of three beside one of four keeps its lines together, the room below them.
        layout.setRowStretch(len(players) + 1, 1)
        self.start: QPushButton | None = None
        if button:
            self.start = QPushButton(self.tr("Start this table's game"))
            self.start.setObjectName("startTable")
            self.start.setToolTip(
                self.tr("A new game with these players in these seats, as a game of this night")
            )
            self.start.clicked.connect(lambda: self.startRequested.emit(number - 1))
            layout.addWidget(self.start, len(players) + 2, 0, 1, 2)

    def mark_started(self) -> None:
        """Say on the button that this table's game has started here: a second click would
        start another."""
        if self.start is not None:
            self.start.setText(self.tr("Game started: start again"))
            self.start.setToolTip(
                self.tr(
                    "This table's game has started on this laptop: this starts another, with "
                    "these players in these seats"
                )
            )

    def set_point_size(self, size: float) -> None:
        title = QFont(self.font())
        title.setPointSizeF(size * 1.1)
        title.setBold(True)
        self.title.setFont(title)
        for label in (*self.winds, *self.names):
            font = QFont(self.font())
            font.setPointSizeF(size)
            font.setBold(label in self.names)
            label.setFont(font)
        # The room between a wind and its player grows with the text: large, they would touch.
        pixels = size * self.logicalDpiY() / 72
        self._layout.setHorizontalSpacing(max(SPACE, round(pixels / 2)))


class RoundView(QWidget):
    """The tables of one round in a grid, and who sits out."""

    startRequested = Signal(int)
    """A table's game is to be started: carries the table's index."""

    def __init__(self, *, buttons: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundView")
        self._buttons = buttons
        self.cards: list[TableCard] = []
        self._grid = QGridLayout()
        self._grid.setSpacing(2 * SPACE)
        self.sitting_out = QLabel()
        self.sitting_out.setObjectName("sittingOut")
        self.sitting_out.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._grid)
        layout.addWidget(self.sitting_out)
        layout.addStretch(1)
        self.columns = 2
        self.point_size: float | None = None

    def show_round(self, seated: Round | None) -> None:
        for card in self.cards:
            self._grid.removeWidget(card)
            # Hidden at once: a question asked before the event loop deletes it (a modal
            # dialog runs a loop of its own) would show it under the new round's cards.
            card.hide()
            card.deleteLater()
        self.cards = []
        if seated is None:
            self.sitting_out.setText(self.tr("No round yet: Next round seats the players."))
            return
        for index, players in enumerate(seated.tables):
            card = TableCard(index + 1, players, button=self._buttons, parent=self)
            card.startRequested.connect(self.startRequested)
            self.cards.append(card)
            self._grid.addWidget(card, index // self.columns, index % self.columns)
        out = seated.sitting_out
        self.sitting_out.setText(
            self.tr("Sitting out: {names}").format(names=", ".join(out)) if out else ""
        )
        self.sitting_out.setVisible(bool(out))
        if self.point_size is not None:
            self.set_point_size(self.point_size)

    def mark_started(self, players: tuple[str, ...]) -> None:
        """The card of the table of `players` says its game has started."""
        for card in self.cards:
            if card.players == players:
                card.mark_started()

    def set_point_size(self, size: float) -> None:
        self.point_size = size
        for card in self.cards:
            card.set_point_size(size)
        font = QFont(self.font())
        font.setPointSizeF(size)
        self.sitting_out.setFont(font)


class BigView(QDialog):
    """The round alone, as large as the screen allows: for the room. Esc closes it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatingBigView")
        # Named apart from the seating window it shows a round of.
        self.setWindowTitle(self.tr("Seating — big view"))
        self.heading = QLabel()
        self.heading.setObjectName("bigHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.view = RoundView(buttons=False)
        self.full_screen = QPushButton(self.tr("&Full screen"))
        self.full_screen.setObjectName("fullScreen")
        self.full_screen.setCheckable(True)
        self.full_screen.toggled.connect(self._full_screen)
        close = QPushButton(self.tr("Close"))
        close.setToolTip(self.tr("Esc closes the big view too"))
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.full_screen)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self._round: Round | None = None
        self.resize(1200, 760)

    def show_round(self, heading: str, seated: Round | None) -> None:
        self.heading.setText(heading)
        self._round = seated
        tables = len(seated.tables) if seated is not None else 0
        # Columns so that the tables fill a wide screen: 1, 2, 2, 2, 3, 3, 4…
        self.view.columns = max(1, min(4, math.ceil(math.sqrt(tables * 1.5))))
        self.view.show_round(seated)
        self._fit()

    def _full_screen(self, full: bool) -> None:
        if full:
            self.showFullScreen()
        else:
            self.showNormal()

    def _fit(self) -> None:
        """Text as large as lets every table fit the window."""
        tables = len(self._round.tables) if self._round is not None else 0
        rows = max(1, math.ceil(tables / self.view.columns))
        # A table is its title and four lines, with its frame and the room between: about six
        # lines; the heading and who sits out take two more.
        lines = rows * 6 + (1.5 if self._round is not None and self._round.sitting_out else 0)
        line_pixels = (self.height() - 80) / (lines + 2)
        # A wind and a name of ten letters or so across a table.
        width_pixels = self.width() / (self.view.columns * 12)
        pixels = max(12.0, min(line_pixels / 1.4, width_pixels))
        points = pixels * 72 / max(1, self.logicalDpiY())
        self.view.set_point_size(points)
        heading = QFont(self.font())
        heading.setPointSizeF(points * 1.3)
        heading.setBold(True)
        self.heading.setFont(heading)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
