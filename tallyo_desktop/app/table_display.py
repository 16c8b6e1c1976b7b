"""The table display: a full-screen view in which each seat's numbers face the player on that side.

Lay the screen flat among the players: seat 0 reads it from the bottom edge, the next seat in turn
(on its right) from the right edge, and so on round the table. Each player sees their own points
large, and how far each other player is from them.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
)
from PySide6.QtWidgets import QWidget

from tallyo_desktop.app.seat_panel import signed
from tallyo_desktop.core.history import differences
from tallyo_desktop.core.state import TableState

# The turn of each seat's text, in degrees: seat 0 at the bottom, then counter-clockwise as
# turns go round a mahjong table.
SEAT_ANGLES = (0.0, -90.0, 180.0, 90.0)


class TableDisplay(QWidget):
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableDisplay")
        self.setWindowTitle(self.tr("Tallyo Desktop: table display"))
        self.setAccessibleName(self.tr("Table display"))
        self.setAutoFillBackground(True)
        self.state: TableState | None = None

    def show_state(self, state: TableState) -> None:
        self.state = state
        self.update()

    def seat_lines(self, seat: int) -> tuple[str, str, str]:
        """What `seat` reads: who they are, their points, and the others from their view."""
        state = self.state
        if state is None:
            return ("", "", "")
        dealer, riichi = state.dealer == seat, seat in state.riichi
        if dealer and riichi:
            who = self.tr("{wind} {name} · dealer · riichi")
        elif dealer:
            who = self.tr("{wind} {name} · dealer")
        elif riichi:
            who = self.tr("{wind} {name} · riichi")
        else:
            who = self.tr("{wind} {name}")
        who = who.format(wind=state.wind_of(seat).label, name=state.names[seat])
        others = "   ".join(f"{name} {signed(diff)}" for name, diff in differences(state, seat))
        return (who, str(state.points[seat]), others)

    def centre_lines(self) -> tuple[str, str]:
        state = self.state
        if state is None:
            return ("", "")
        if state.is_over:
            return (self.tr("Game over"), state.ended.explanation if state.ended else "")
        counters = self.tr("Honba {honba} · Riichi sticks {sticks}").format(
            honba=state.honba, sticks=state.sticks
        )
        return (state.hand_name, counters)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_F11):
            self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closed.emit()
        super().closeEvent(event)

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

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        w, h = float(self.width()), float(self.height())
        band = min(w, h) * 0.26
        sizes = (1.0, 2.4, 0.9)
        spots = (
            (QPointF(w / 2, h - band / 2), w - 2 * band, band),
            (QPointF(w - band / 2, h / 2), h - 2 * band, band),
            (QPointF(w / 2, band / 2), w - 2 * band, band),
            (QPointF(band / 2, h / 2), h - 2 * band, band),
        )
        seats = self.state.seats if self.state is not None else 0
        for seat in range(seats):
            centre, length, depth = spots[seat]
            self._draw_block(painter, centre, SEAT_ANGLES[seat], length, depth * 0.9,
                             self.seat_lines(seat), sizes)  # fmt: skip
        # The hand in the middle, once for each half of the table.
        middle_w, middle_h = w - 2 * band, (h - 2 * band) / 2
        for angle, y in ((0.0, h / 2 + middle_h / 2), (180.0, h / 2 - middle_h / 2)):
            self._draw_block(painter, QPointF(w / 2, y), angle, middle_w, middle_h * 0.8,
                             self.centre_lines(), (1.4, 1.0))  # fmt: skip
        painter.end()
