"""The table display: a full-screen table in which each seat's numbers face the player on that
side, and on which hands are entered as on the main window.

Lay the screen flat among the players: seat 0 reads it from the bottom edge, the next seat in turn
(on its right) from the right edge, and so on round the table. Each player sees their own points
large, whether they are dealer or in riichi, and how far each other player is from them. The
same keys and clicks enter a hand; the entry then shows in the middle, facing the bottom edge,
where the person entering sits, and the hand turns to face the far side.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import QWidget

from tallyo_desktop.app.clock.keeper import ClockKeeper
from tallyo_desktop.app.clock.view import clock_text
from tallyo_desktop.app.entry.panel import EntryPanel
from tallyo_desktop.app.game.model import signed
from tallyo_desktop.app.shared.action_table import ACTIONS
from tallyo_desktop.app.shared.qt_actions import pressed
from tallyo_desktop.app.shared.table_texts import counters, pick_key, seat_description
from tallyo_desktop.app.table.sticks import outline_for, paint_stick
from tallyo_desktop.core.seats import SeatRole
from tallyo_desktop.core.session.draft import EntryMode
from tallyo_desktop.core.table.history import differences
from tallyo_desktop.core.table.state import TableState

SEAT_ANGLES = (0.0, -90.0, 180.0, 90.0)
"""The turn of each seat's text, in degrees: seat 0 at the bottom, then counter-clockwise as
turns go round a mahjong table."""
BAND = 0.21
"""The depth of each seat's side, as a part of the screen's shorter edge."""


class TableDisplay(QWidget):
    closed = Signal()
    picked = Signal(int)
    """A seat's side was clicked."""

    def __init__(
        self, entry: EntryPanel, clock: ClockKeeper | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tableDisplay")
        self.setWindowTitle(self.tr("Tallyo Desktop: table display"))
        self.setAccessibleName(self.tr("Table display"))
        self.setAutoFillBackground(True)
        self.state: TableState | None = None
        self.roles: dict[int, SeatRole] = {}
        self.entry = entry
        entry.changed.connect(self._place_entry)
        self.board: QWidget | None = None
        """What is shown over the table instead of it (the club's standings), if anything."""
        self.clock = clock
        if clock is not None:
            clock.changed.connect(self.update)

    def take_entry(self) -> None:
        """Show the entry here while the display is up."""
        self.entry.setParent(self)
        self._place_entry()

    def show_table(self, state: TableState, roles: dict[int, SeatRole]) -> None:
        self.state = state
        self.roles = roles
        self.update()
        if self.board is not None:
            # The board names the table's game among the evening's live tables.
            self.board.update()

    def set_board(self, board: QWidget | None) -> None:
        """Show `board` over the whole display in place of the table (None: the table again).
        An entry begun meanwhile shows above it."""
        if self.board is not None and self.board is not board:
            self.board.hide()
            self.board.setParent(None)
        self.board = board
        if board is not None:
            board.setParent(self)
            board.setGeometry(self.rect())
            board.show()
        self._place_entry()

    def entering(self) -> bool:
        return self.entry.mode is not EntryMode.IDLE or not self.entry.place.at_end

    def _place_entry(self) -> None:
        if self.entry.parent() is not self:
            return
        self.entry.setGeometry(self.entry_rect())
        self.entry.setVisible(self.entering())
        if self.board is not None:
            self.entry.raise_()
        self.update()

    # Where things are
    def _band(self) -> float:
        return min(self.width(), self.height()) * BAND

    def centre_rect(self) -> QRectF:
        band = self._band()
        return QRectF(band, band, self.width() - 2 * band, self.height() - 2 * band)

    def entry_rect(self) -> QRect:
        """Under the hand's name, as wide as reads well."""
        centre = self.centre_rect()
        top = centre.top() + centre.height() * 0.22
        width = min(centre.width(), self.fontMetrics().averageCharWidth() * 90.0)
        left = centre.center().x() - width / 2
        return QRectF(left, top, width, centre.bottom() - top).toRect()

    def seat_at(self, point: QPointF) -> int | None:
        """The seat whose side holds `point`, or None in the middle."""
        band = self._band()
        x, y = point.x(), point.y()
        w, h = float(self.width()), float(self.height())
        sides = (h - y, w - x, y, x)
        seat = min(range(4), key=lambda side: sides[side])
        if sides[seat] > band or self.state is None or seat >= self.state.seats:
            return None
        return seat

    # What each seat reads
    def seat_lines(self, seat: int) -> tuple[str, str, str]:
        """What `seat` reads: who they are, their points, and the others from their view."""
        state = self.state
        if state is None:
            return ("", "", "")
        who = seat_description(state, seat)
        role = self.roles.get(seat)
        if role is not None:
            who = self.tr("{seat} ({number}) · {role}").format(
                seat=who, number=pick_key(seat), role=self._role_text(role)
            )
        others = "   ".join(f"{name} {signed(diff)}" for name, diff in differences(state, seat))
        return (who, str(state.points[seat]), others)

    def _role_text(self, role: SeatRole) -> str:
        texts = {
            SeatRole.WINNER: self.tr("winner"),
            SeatRole.DISCARDER: self.tr("dealt in"),
            SeatRole.LIABLE: self.tr("liable"),
            SeatRole.TENPAI: self.tr("tenpai"),
            SeatRole.NAGASHI: self.tr("nagashi mangan"),
            SeatRole.CHOMBO: self.tr("chombo"),
            SeatRole.PAYER: self.tr("pays"),
            SeatRole.RECEIVER: self.tr("receives"),
        }
        return texts.get(role, "")

    def centre_lines(self) -> tuple[str, str]:
        state = self.state
        if state is None:
            return ("", "")
        if state.is_over:
            return (self.tr("Game over"), state.ended.explanation if state.ended else "")
        return (state.hand_name, counters(state))

    def clock_line(self) -> str:
        """The round clock under the hand, facing the same way; "" without one."""
        return clock_text(self.clock) if self.clock is not None else ""

    def clock_lit(self) -> bool:
        """The middle of the table is lit: the round clock is flashing, and this is a flash."""
        return self.clock is not None and self.clock.flash_on()

    # Events
    def mousePressEvent(self, event: QMouseEvent) -> None:
        seat = self.seat_at(event.position())
        if seat is not None and event.button() == Qt.MouseButton.LeftButton:
            self.picked.emit(seat)
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Reached only when no shortcut took the key: Esc cancels an entry before it leaves.
        if pressed(event, ACTIONS["display.leave"].focus_keys):
            self.close()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.board is not None:
            self.board.setGeometry(self.rect())
        self._place_entry()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closed.emit()
        super().closeEvent(event)

    # Painting
    def _draw_block(
        self, painter: QPainter, centre: QPointF, angle: float, width: float, height: float,
        lines: tuple[str, ...], sizes: tuple[float, ...],
    ) -> None:  # fmt: skip
        painter.save()
        painter.translate(centre)
        painter.rotate(angle)
        top = -height / 2
        weights = sum(sizes)
        for text, size in zip(lines, sizes, strict=True):
            line_height = height * size / weights
            font = QFont(self.font())
            font.setBold(size == max(sizes))
            font.setPixelSize(max(8, int(line_height * 0.7)))
            # Narrow sides (the left and right seats of a wide screen) get a smaller font
            # rather than cut text.
            advance = QFontMetricsF(font).horizontalAdvance(text)
            if advance > width * 0.95:
                font.setPixelSize(max(8, int(font.pixelSize() * width * 0.95 / advance)))
            painter.setFont(font)
            painter.drawText(QRectF(-width / 2, top, width, line_height),
                             Qt.AlignmentFlag.AlignCenter, text)  # fmt: skip
            top += line_height
        painter.restore()

    def _draw_stick(self, painter: QPainter, centre: QPointF, angle: float, length: float) -> None:
        """A riichi stick beside the seat's points: the seat is in riichi."""
        painter.save()
        painter.translate(centre)
        painter.rotate(angle)
        height = max(6.0, length * 0.08)
        paint_stick(painter, QRectF(-length / 2, -height / 2, length, height), riichi=True,
                    outline=outline_for(self))  # fmt: skip
        painter.restore()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        w, h = float(self.width()), float(self.height())
        band = self._band()
        sizes = (1.0, 2.4, 0.9)
        spots = (
            (QPointF(w / 2, h - band / 2), w - 2 * band, band),
            (QPointF(w - band / 2, h / 2), h - 2 * band, band),
            (QPointF(w / 2, band / 2), w - 2 * band, band),
            (QPointF(band / 2, h / 2), h - 2 * band, band),
        )
        state = self.state
        seats = state.seats if state is not None else 0
        for seat in range(seats):
            centre, length, depth = spots[seat]
            angle = SEAT_ANGLES[seat]
            # The text keeps to the outer part of the side; a riichi stick lies on the inner
            # edge, in front of the player as on the table.
            inward = QPointF(w / 2, h / 2) - centre
            distance = (inward.x() ** 2 + inward.y() ** 2) ** 0.5 or 1.0
            towards = QPointF(inward.x() / distance, inward.y() / distance)
            text_centre = centre - towards * (depth * 0.06)
            self._draw_block(painter, text_centre, angle, length, depth * 0.8,
                             self.seat_lines(seat), sizes)  # fmt: skip
            if state is not None and seat in state.riichi:
                stick = centre + towards * (depth * 0.43)
                painter.save()
                self._draw_stick(painter, stick, angle, length * 0.25)
                painter.restore()
        middle = self.centre_rect()
        lines: tuple[str, ...] = self.centre_lines()
        line_sizes: tuple[float, ...] = (1.4, 1.0)
        clock = self.clock_line()
        if clock:
            lines, line_sizes = (*lines, clock), (1.4, 1.0, 1.4)
        if self.clock_lit():
            # The flash the room sees: the whole middle of the table in the highlight colours.
            palette = self.palette()
            painter.fillRect(middle, palette.color(QPalette.ColorRole.Highlight))
            painter.setPen(palette.color(QPalette.ColorRole.HighlightedText))
        if self.entering():
            # The entry faces the bottom; the hand faces the far side of the table.
            top = QRectF(middle.left(), middle.top(), middle.width(), middle.height() * 0.2)
            self._draw_block(painter, top.center(), 180.0, top.width(), top.height() * 0.9,
                             lines, line_sizes)  # fmt: skip
        else:
            half = middle.height() / 2
            for angle, y in ((0.0, middle.top() + half * 1.5), (180.0, middle.top() + half / 2)):
                self._draw_block(painter, QPointF(w / 2, y), angle, middle.width(), half * 0.8,
                                 lines, line_sizes)  # fmt: skip
        painter.end()
