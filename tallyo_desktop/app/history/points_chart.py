"""Each seat's points over the hands of the game: one line per seat, wins and riichi marked.

Painted with QPainter rather than Qt Charts or a plotting library: Qt Charts is not in the
PySide6 Essentials wheel (it would add the Addons wheel to every install and bundle), and a few
polylines cost nothing at start-up.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from tallyo_desktop.app.game.model import GameModel, signed
from tallyo_desktop.app.shared.look import is_dark, seat_colour
from tallyo_desktop.app.shared.plain_text import plain_tip
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.history import HistoryRow
from tallyo_desktop.core.table.state import short_hand_name
from tallyo_desktop.core.values import valueclass

MARGIN = 48.0
LEVELS = 10
MARK_SPACING = 6.0
"""Fewer pixels than this between hands, and the win and riichi marks would run together."""
WIN_DOT = 4.5
RIICHI_RING = 7.0


@valueclass
class ChartPoint:
    x: int
    """0 is the start of the game, n the end of the n-th row of the history."""
    points: int
    won: bool
    riichi: bool


def possible_hand_labels() -> list[str]:
    """Every short label a hand can have: each round wind with hands 1 to 4, played once or
    repeated with honba (measured with two digits, the most a game reaches)."""
    hands = [short_hand_name(wind, number) for wind in Wind for number in range(1, 5)]
    return hands + [repeat_label(hand, 10) for hand in hands]


def repeat_label(hand: str, honba: int) -> str:
    """A hand along the axis with its honba, as the history gives them: "E2-1" for East 2
    with one honba, so that a hand played again does not read "E2 E2 E2"."""
    if not honba:
        return hand
    #: A hand along the chart's axis and its honba: "E2-1" is East 2 with one honba.
    return QCoreApplication.translate("PointsChart", "{hand}-{honba}").format(
        hand=hand, honba=honba
    )


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


class PointsChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pointsChart")
        self.setAccessibleName(self.tr("Points chart"))
        self.setMinimumSize(240, 160)
        self.setMouseTracking(True)
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
        # What a screen reader says of the chart: where everybody stands now. The pointer gets
        # the same for the hand under it.
        self.setAccessibleDescription(
            "\n".join(f"{name}: {points}" for name, points in zip(self.names, last, strict=True))
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

    def plot_area(self) -> QRectF:
        """Where the lines go: room left for the points, below for the hands and the legend,
        and at the right for the last marks."""
        line = self.fontMetrics().lineSpacing()
        below = (1 + len(self._legend_rows())) * line + 20
        return QRectF(self.rect()).adjusted(MARGIN + 16, 12, -14, -below)

    def _to_screen(self, area: QRectF) -> QTransform:
        low, high = self._range()
        scale_x = area.width() / max(len(self.rows), 1)
        scale_y = -area.height() / (high - low)
        return QTransform(scale_x, 0, 0, scale_y, area.left(), area.bottom() - scale_y * low)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        dark = is_dark(palette)
        area = self.plot_area()
        low, high = self._range()
        to_screen = self._to_screen(area)
        scale_x = to_screen.m11()

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
        self._paint_hands(painter, area, scale_x, text)
        painter.save()
        painter.setTransform(to_screen)
        # A long game has more hands than the chart has pixels: drawing every one would cost
        # each hand entered more and more and show nothing more, so the lines keep about one
        # point a pixel and the marks show only while they stand apart.
        stride = max(1, -(-len(self.rows) // max(int(area.width()), 1)))
        marks = scale_x >= MARK_SPACING
        # With about a point a pixel, smoothing the line's edges shows nothing and costs the
        # most of drawing it.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, marks)
        for seat in range(len(self.names)):
            colour = seat_colour(seat, dark)
            painter.setPen(cosmetic_pen(colour, 2.5))
            painter.drawPolyline(self.drawn_line(seat, stride))
        painter.restore()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if marks:
            for seat in range(len(self.names)):
                self._paint_marks(painter, to_screen, seat_colour(seat, dark), seat)
        self._paint_legend(painter, dark, text)
        painter.end()

    def _paint_hands(self, painter: QPainter, area: QRectF, scale_x: float, text: QColor) -> None:
        """The hands along the bottom, as many as fit: "E1 E2 E3"."""
        if not self.rows or scale_x <= 0:
            return
        metrics = painter.fontMetrics()
        # The widest a hand's label can be, not the widest of this game's: measuring every
        # row would make each hand of a long game cost more than the one before.
        widest = max(metrics.horizontalAdvance(label) for label in possible_hand_labels()) + 6
        # By the real width of a hand, below a pixel in a long game: as many labels as the
        # width holds, however many hands there are.
        every = max(1, math.ceil(widest / scale_x))
        painter.setPen(text)
        for x in range(every, len(self.rows) + 1, every):
            centre = area.left() + scale_x * (x - 0.5)
            painter.drawText(
                QRectF(centre - widest / 2, area.bottom() + 2, widest, metrics.lineSpacing()),
                Qt.AlignmentFlag.AlignCenter,
                self.hand_label(x - 1),
            )

    def hand_label(self, number: int) -> str:
        """What the axis says under history row `number`: "E2", or "E2-1" with one honba."""
        row = self.rows[number]
        return repeat_label(row.short_name, row.honba)

    def _paint_marks(
        self, painter: QPainter, to_screen: QTransform, colour: QColor, seat: int
    ) -> None:
        # A win is a dot on the line; a riichi a ring round the point, so a hand won in riichi
        # shows both.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        for point in self._wins[seat]:
            painter.drawEllipse(to_screen.map(point), WIN_DOT, WIN_DOT)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour, 2))
        for point in self._riichi[seat]:
            painter.drawEllipse(to_screen.map(point), RIICHI_RING, RIICHI_RING)

    def _legend_items(self) -> list[tuple[str, int | None, float]]:
        """Each entry of the legend: its text, the seat it stands for (None for the marks:
        -1 a win, -2 a riichi), and its width."""
        metrics = self.fontMetrics()
        items: list[tuple[str, int | None, float]] = [
            (name, seat, 24 + metrics.horizontalAdvance(name) + 14)
            for seat, name in enumerate(self.names)
        ]
        for text, mark in ((self.tr("win"), -1), (self.tr("riichi"), -2)):
            items.append((text, mark, 2 * RIICHI_RING + 8 + metrics.horizontalAdvance(text) + 14))
        return items

    def _legend_rows(self) -> list[list[tuple[str, int | None, float]]]:
        """The legend in as many rows as the chart's width asks for: nothing is cut."""
        room = self.width() - (MARGIN + 16) - 14
        rows: list[list[tuple[str, int | None, float]]] = [[]]
        used = 0.0
        for item in self._legend_items():
            if rows[-1] and used + item[2] > room:
                rows.append([])
                used = 0.0
            rows[-1].append(item)
            used += item[2]
        return rows

    def _paint_legend(self, painter: QPainter, dark: bool, text: QColor) -> None:
        line = self.fontMetrics().lineSpacing()
        rows = self._legend_rows()
        for number, row in enumerate(rows):
            y = self.height() - (len(rows) - number - 0.5) * line - 6
            x = self.plot_area().left()
            for label, seat, width in row:
                if seat is not None and seat >= 0:
                    painter.setPen(QPen(seat_colour(seat, dark), 3))
                    painter.drawLine(QPointF(x, y), QPointF(x + 18, y))
                    start = x + 22
                elif seat == -1:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(text)
                    painter.drawEllipse(QPointF(x + RIICHI_RING, y), WIN_DOT, WIN_DOT)
                    start = x + 2 * RIICHI_RING + 4
                else:
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.setPen(QPen(text, 2))
                    painter.drawEllipse(QPointF(x + RIICHI_RING, y), RIICHI_RING, RIICHI_RING)
                    start = x + 2 * RIICHI_RING + 4
                painter.setPen(text)
                painter.drawText(QPointF(start, y + 5), label)
                x += width

    def legend_key(self) -> str:
        """What the marks on the lines mean, as a screen reader says it."""
        return self.tr("A dot marks a win, a ring a riichi.")

    def hand_at(self, x: float) -> int | None:
        """The row of the history nearest the chart's x position `x`, if any."""
        if not self.rows:
            return None
        area = self.plot_area()
        scale_x = area.width() / max(len(self.rows), 1)
        row = round((x - area.left()) / scale_x)
        return min(max(row, 1), len(self.rows)) - 1

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        row = self.hand_at(event.position().x())
        if row is None:
            QToolTip.hideText()
            return
        QToolTip.showText(event.globalPosition().toPoint(), self.row_tip(row), self)

    def row_tip(self, number: int) -> str:
        """Where everybody stood after history row `number`, and what happened in it."""
        row = self.rows[number]
        lines = [f"{row.hand_name}: {row.summary}"]
        lines += [
            f"{name}: {total} ({signed(change)})"
            for name, total, change in zip(self.names, row.totals, row.changes, strict=True)
        ]
        return plain_tip("\n".join(lines))
