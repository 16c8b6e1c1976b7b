"""Each seat's points over the hands of the game: one line per seat, wins and riichi marked.

Painted with QPainter rather than Qt Charts or a plotting library: Qt Charts is not in the
PySide6 Essentials wheel (it would add the Addons wheel to every install and bundle), and a few
polylines cost nothing at start-up.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QSizePolicy, QWidget

from tallyo_desktop.app.game_model import GameModel
from tallyo_desktop.app.plain_text import plain_tip
from tallyo_desktop.core.history import HistoryRow

# Hues far apart on the colour wheel, so the four lines stay apart in light and dark schemes.
SEAT_HUES = (210, 20, 130, 290)
MARGIN = 48.0
LEVELS = 10
MARK_SPACING = 6.0
"""Fewer pixels than this between hands, and the win and riichi marks would run together."""


@dataclass(frozen=True)
class ChartPoint:
    x: int
    """0 is the start of the game, n the end of the n-th row of the history."""
    points: int
    won: bool
    riichi: bool


def grid_step(span: int) -> int:
    """A round step between grid lines that gives at most about six lines over `span`."""
    step = 5000
    while span / step > 6:
        # 5000, 10000, 20000, 50000, 100000 ...
        step = step * 5 // 2 if str(step)[0] == "2" else step * 2
    return step


def cosmetic_pen(
    colour: QColor, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.FlatCap
) -> QPen:
    """A pen as wide on screen whatever the chart's scale."""
    pen = QPen(colour, width)
    pen.setCosmetic(True)
    pen.setCapStyle(cap)
    return pen


def seat_colour(seat: int, dark: bool) -> QColor:
    return QColor.fromHsl(SEAT_HUES[seat], 200, 170 if dark else 95)


class PointsChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pointsChart")
        self.setAccessibleName(self.tr("Points chart"))
        self.setMinimumSize(240, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.model: GameModel | None = None
        self.reset((), 0, [])

    def reset(self, names: tuple[str, ...], start_points: int, rows: list[HistoryRow]) -> None:
        self.names = names
        self.start = start_points
        self.rows: list[HistoryRow] = []
        # Each seat's line, its wins and its riichi in chart units (x: row, y: points), grown
        # and shrunk one row at a time, so a hand costs the same in a long game.
        # Level k keeps every 2**k-th point of the line, so a long game draws a coarser level
        # with about one point a pixel, at no cost per hand.
        self._levels = [
            [QPolygonF([QPointF(0, start_points)]) for _ in range(LEVELS)] for _ in names
        ]
        self._wins: list[list[QPointF]] = [[] for _ in names]
        self._riichi: list[list[QPointF]] = [[] for _ in names]
        self._lows = [start_points]
        self._highs = [start_points]
        for row in rows:
            self._append(row)
        self._changed()

    def _append(self, row: HistoryRow) -> None:
        x = len(self.rows) + 1
        self.rows.append(row)
        for seat, points in enumerate(row.totals):
            spot = QPointF(x, points)
            for level, line in enumerate(self._levels[seat]):
                if x % (1 << level) == 0:
                    line.append(spot)
            if seat in row.winners:
                self._wins[seat].append(spot)
            if seat in row.riichi:
                self._riichi[seat].append(spot)
        self._lows.append(min(self._lows[-1], *row.totals))
        self._highs.append(max(self._highs[-1], *row.totals))

    def follow(self, model: GameModel) -> None:
        """Draw the rows of `model`, and keep them drawn as it changes: rows only ever go from
        its end or come at its end, or it is reset."""
        self.model = model
        model.modelReset.connect(self._reset_from_model)
        model.rowsInserted.connect(self._rows_inserted)
        model.rowsRemoved.connect(self._rows_removed)
        self._reset_from_model()

    def _reset_from_model(self) -> None:
        model = self.model
        assert model is not None
        self.reset(model.names, model.start_points, model.rows)

    def _rows_inserted(self, _parent: object, first: int, last: int) -> None:
        assert self.model is not None
        for row in self.model.rows[first : last + 1]:
            self._append(row)
        self._changed()

    def _rows_removed(self, _parent: object, first: int, last: int) -> None:
        while len(self.rows) > first:
            self._pop()
        self._changed()

    def _pop(self) -> None:
        row = self.rows.pop()
        x = len(self.rows) + 1
        for seat in range(len(self.names)):
            for level, line in enumerate(self._levels[seat]):
                if x % (1 << level) == 0:
                    line.remove(line.size() - 1)
            for marks, marked in ((self._wins, row.winners), (self._riichi, row.riichi)):
                if seat in marked and marks[seat] and marks[seat][-1].x() == x:
                    marks[seat].pop()
        self._lows.pop()
        self._highs.pop()

    def _changed(self) -> None:
        last = self.rows[-1].totals if self.rows else (self.start,) * len(self.names)
        self.setToolTip(
            plain_tip(
                "\n".join(
                    f"{name}: {points}" for name, points in zip(self.names, last, strict=True)
                )
            )
        )
        self.update()

    def series(self, seat: int) -> list[ChartPoint]:
        """The points of `seat` after each row, from the start of the game."""
        line = [ChartPoint(0, self.start, False, False)]
        for x, row in enumerate(self.rows, start=1):
            line.append(ChartPoint(x, row.totals[seat], seat in row.winners, seat in row.riichi))
        return line

    def drawn_line(self, seat: int, stride: int) -> QPolygonF:
        """The seat's line with at least every `stride`-th point, ending at its last point."""
        level = min(max(stride - 1, 0).bit_length(), LEVELS - 1)
        line = self._levels[seat][level]
        if level == 0:
            return line
        end = self._levels[seat][0].last()
        if line.last() == end:
            return line
        ended = QPolygonF(line)
        ended.append(end)
        return ended

    def _range(self) -> tuple[int, int]:
        low, high = self._lows[-1], self._highs[-1]
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
        scale_x = area.width() / max(len(self.rows), 1)
        scale_y = -area.height() / (high - low)
        to_screen = QTransform(scale_x, 0, 0, scale_y, area.left(), area.bottom() - scale_y * low)

        text = palette.color(QPalette.ColorRole.WindowText)
        grid = QColor(text)
        grid.setAlpha(60)
        step = grid_step(high - low)
        for value in range(-(-low // step) * step, high + 1, step):
            y = to_screen.map(QPointF(0, value)).y()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - 10, MARGIN + 10, 20),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self.tr("{thousands}k").format(thousands=value // 1000))  # fmt: skip
        painter.save()
        painter.setTransform(to_screen)
        # A long game has more hands than the chart has pixels: drawing every one would cost
        # each hand entered more and more and show nothing more, so the lines keep about one
        # point a pixel and the marks show only while they stand apart.
        stride = max(1, -(-len(self.rows) // max(int(area.width()), 1)))
        marks = scale_x >= MARK_SPACING
        for seat in range(len(self.names)):
            colour = seat_colour(seat, dark)
            painter.setPen(cosmetic_pen(colour, 2.5))
            painter.drawPolyline(self.drawn_line(seat, stride))
            if marks:
                painter.setPen(cosmetic_pen(colour, 8, Qt.PenCapStyle.SquareCap))
                painter.drawPoints(self._riichi[seat])
                painter.setPen(cosmetic_pen(colour, 11, Qt.PenCapStyle.RoundCap))
                painter.drawPoints(self._wins[seat])
        painter.restore()
        legend_y = self.height() - MARGIN + 22
        x = area.left()
        for seat in range(len(self.names)):
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
