"""Each seat's points over the hands of the game: one line per seat, wins and riichi marked.

Painted with QPainter rather than Qt Charts or a plotting library: Qt Charts is not in the
PySide6 Essentials wheel (it would add the Addons wheel to every install and bundle), and a few
polylines cost nothing at start-up.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from tallyo_desktop.core.history import HistoryRow
from tallyo_desktop.core.seats import SEATS

# Hues far apart on the colour wheel, so the four lines stay apart in light and dark schemes.
SEAT_HUES = (210, 20, 130, 290)
MARGIN = 48.0


@dataclass(frozen=True)
class ChartPoint:
    x: int
    """0 is the start of the game, n the end of the n-th row of the history."""
    points: int
    won: bool
    riichi: bool


def seat_colour(seat: int, dark: bool) -> QColor:
    return QColor.fromHsl(SEAT_HUES[seat], 200, 170 if dark else 95)


class PointsChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pointsChart")
        self.setAccessibleName(self.tr("Points chart"))
        self.setMinimumSize(240, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.names: tuple[str, ...] = ("", "", "", "")
        self.start = 0
        self.rows: list[HistoryRow] = []

    def reset(self, names: tuple[str, ...], start_points: int, rows: list[HistoryRow]) -> None:
        self.names = names
        self.start = start_points
        self.rows = list(rows)
        self._changed()

    def add_row(self, row: HistoryRow) -> None:
        self.rows.append(row)
        self._changed()

    def remove_last_row(self) -> None:
        if self.rows:
            self.rows.pop()
        self._changed()

    def _changed(self) -> None:
        last = self.rows[-1].totals if self.rows else (self.start,) * SEATS
        self.setToolTip(
            "\n".join(f"{name}: {points}" for name, points in zip(self.names, last, strict=True))
        )
        self.update()

    def series(self, seat: int) -> list[ChartPoint]:
        """The points of `seat` after each row, from the start of the game."""
        line = [ChartPoint(0, self.start, False, False)]
        for x, row in enumerate(self.rows, start=1):
            line.append(ChartPoint(x, row.totals[seat], seat in row.winners, seat in row.riichi))
        return line

    def _range(self) -> tuple[int, int]:
        values = [self.start, *(p for row in self.rows for p in row.totals)]
        low, high = min(values), max(values)
        if high - low < 10000:
            middle = (high + low) // 2
            low, high = middle - 5000, middle + 5000
        # A little room above and below, so no line runs along the edge.
        room = (high - low) // 10
        return low - room, high + room

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
        area = QRectF(self.rect()).adjusted(MARGIN + 16, 12, -12, -MARGIN)
        low, high = self._range()
        count = max(len(self.rows), 1)

        def place(x: int, points: int) -> QPointF:
            return QPointF(
                area.left() + area.width() * x / count,
                area.bottom() - area.height() * (points - low) / (high - low),
            )

        text = palette.color(QPalette.ColorRole.WindowText)
        grid = QColor(text)
        grid.setAlpha(60)
        painter.setPen(QPen(grid, 1))
        step = 10000 if high - low > 40000 else 5000
        for value in range(-(-low // step) * step, high + 1, step):
            y = place(0, value).y()
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - 10, MARGIN + 10, 20),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self.tr("{thousands}k").format(thousands=value // 1000))  # fmt: skip
            painter.setPen(QPen(grid, 1))
        for seat in range(SEATS):
            colour = seat_colour(seat, dark)
            line = self.series(seat)
            painter.setPen(QPen(colour, 2.5))
            painter.drawPolyline(QPolygonF([place(p.x, p.points) for p in line]))
            for p in line:
                spot = place(p.x, p.points)
                if p.won:
                    painter.setBrush(colour)
                    painter.drawEllipse(spot, 5, 5)
                if p.riichi:
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRect(QRectF(spot.x() - 4, spot.y() - 4, 8, 8))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        legend_y = self.height() - MARGIN + 22
        x = area.left()
        for seat in range(SEATS):
            painter.setPen(QPen(seat_colour(seat, dark), 3))
            painter.drawLine(QPointF(x, legend_y), QPointF(x + 18, legend_y))
            painter.setPen(text)
            painter.drawText(QPointF(x + 22, legend_y + 5), self.names[seat])
            x += 24 + painter.fontMetrics().horizontalAdvance(self.names[seat]) + 16
        painter.drawText(QPointF(x, legend_y + 5), self.legend_key())
        painter.end()

    def legend_key(self) -> str:
        """What the marks on the lines mean, drawn after the players' names."""
        return self.tr("● win   □ riichi")
