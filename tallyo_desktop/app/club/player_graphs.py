"""A player's graphs, painted with QPainter in the app's own colours (no charting library):
their result over time, their places, their wins and deal-ins by size, their yaku and their
rating. Each graph shows one player, or two side by side, each in a seat's colour.

One painting serves the screen, a picture and a page (`graph_output`): `Graph.paint` draws in
any rectangle with any palette, so a picture or a printed page is the graph on the screen, in
light colours.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPalette,
    QPen,
    QPolygonF,
)

from tallyo_desktop.app.club.figure_words import band_label
from tallyo_desktop.app.history.points_chart import grid_step
from tallyo_desktop.app.shared.look import is_dark, seat_colour
from tallyo_desktop.core.counting.names import yaku_label
from tallyo_desktop.core.table.settlement import format_result
from tallyo_desktop.core.values import field, valueclass

YAKU_SHOWN = 12
"""The most frequent yaku a yaku graph shows."""
PICTURE_SIZE = (1200, 700)


@valueclass
class Series:
    """One player's values in a graph."""

    label: str
    values: tuple[float, ...]
    second: tuple[float, ...] = ()
    """Values drawn below the line: the deal-ins of a hands graph."""
    names: tuple[str, ...] = ()
    """What each value is of, where the graph names them (the yaku)."""


@valueclass(frozen=False)
class Graph:
    """What a graph shows and how it is drawn; `kind` names the drawing."""

    kind: str
    """"result", "rating", "places", "sizes" or "yaku"."""
    title: str
    series: list[Series] = field(default_factory=list)
    empty: str = ""
    """Said instead of the graph when there is nothing to draw."""
    labels: tuple[str, ...] = ()
    """The names along the bottom (the places, the bands)."""

    def has_values(self) -> bool:
        return any(series.values or series.second for series in self.series)

    def paint(self, painter: QPainter, area: QRectF, palette: QPalette, font: QFont) -> None:
        _paint(self, painter, area, palette, font)


class _Canvas:
    """What every drawing shares: the colours, the fonts and where the plot goes."""

    def __init__(
        self, graph: Graph, painter: QPainter, area: QRectF, palette: QPalette, font: QFont
    ) -> None:
        self.graph, self.painter, self.palette = graph, painter, palette
        self.text = palette.color(QPalette.ColorRole.WindowText)
        self.dark = is_dark(palette)
        self.font = QFont(font)
        size = max(8.0, min(area.height() / 30, area.width() / 55))
        self.font.setPixelSize(int(size))
        self.line = size * 1.5
        title_font = QFont(self.font)
        title_font.setBold(True)
        title_font.setPixelSize(int(size * 1.25))
        painter.fillRect(area, palette.color(QPalette.ColorRole.Window))
        painter.setPen(self.text)
        painter.setFont(title_font)
        painter.drawText(
            QRectF(area.left(), area.top(), area.width(), self.line * 1.3),
            Qt.AlignmentFlag.AlignCenter,
            graph.title,
        )
        painter.setFont(self.font)
        legend = self.line if len(graph.series) > 1 else 0.0
        self.plot = QRectF(
            area.left() + size * 5,
            area.top() + self.line * 1.5 + legend,
            area.width() - size * 6,
            area.height() - self.line * 3.2 - legend,
        )
        if legend:
            self._legend(area.top() + self.line * 1.3)

    def colour(self, index: int, alpha: float = 1.0) -> QColor:
        colour = QColor(seat_colour(index, self.dark))
        colour.setAlphaF(alpha)
        return colour

    def muted(self, alpha: float = 0.25) -> QColor:
        colour = QColor(self.text)
        colour.setAlphaF(alpha)
        return colour

    def _legend(self, top: float) -> None:
        x = self.plot.left()
        for index, series in enumerate(self.graph.series):
            self.painter.fillRect(
                QRectF(x, top + self.line * 0.3, self.line * 0.6, self.line * 0.5),
                self.colour(index),
            )
            x += self.line
            width = self.painter.fontMetrics().horizontalAdvance(series.label) + self.line
            self.painter.setPen(self.text)
            self.painter.drawText(
                QRectF(x, top, width, self.line), Qt.AlignmentFlag.AlignVCenter, series.label
            )
            x += width

    def y_grid(self, low: float, high: float, step: float, text: Callable[[float], str]) -> None:
        level = (low // step) * step
        while level <= high + 1e-9:
            y = self.y(level, low, high)
            pen = QPen(self.muted(), 1.0 if level else 2.0)
            self.painter.setPen(pen)
            self.painter.drawLine(QPointF(self.plot.left(), y), QPointF(self.plot.right(), y))
            self.painter.setPen(self.text)
            self.painter.drawText(
                QRectF(
                    self.plot.left() - self.line * 4, y - self.line / 2, self.line * 3.7, self.line
                ),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                text(level),
            )
            level += step

    def y(self, value: float, low: float, high: float) -> float:
        span = (high - low) or 1.0
        return self.plot.bottom() - (value - low) / span * self.plot.height()

    def bottom_labels(self, labels: Sequence[str]) -> None:
        if not labels:
            return
        width = self.plot.width() / len(labels)
        self.painter.setPen(self.text)
        for index, label in enumerate(labels):
            box = QRectF(
                self.plot.left() + index * width, self.plot.bottom() + 4, width, self.line * 1.4
            )
            self.painter.drawText(
                box,
                Qt.AlignmentFlag.AlignHCenter
                | Qt.AlignmentFlag.AlignTop
                | Qt.TextFlag.TextWordWrap,
                label,
            )


def _paint(graph: Graph, painter: QPainter, area: QRectF, palette: QPalette, font: QFont) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    canvas = _Canvas(graph, painter, area, palette, font)
    if not graph.has_values() or canvas.plot.width() <= 0 or canvas.plot.height() <= 0:
        painter.setPen(canvas.text)
        painter.drawText(
            canvas.plot, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, graph.empty
        )
    else:
        _DRAWINGS[graph.kind](canvas)
    painter.restore()


def _lines(canvas: _Canvas) -> None:
    """Each series as a line over its games: a running result, or a rating."""
    graph = canvas.graph
    values = [value for series in graph.series for value in series.values]
    result = graph.kind == "result"
    low, high = min(values), max(values)
    if result:
        low, high = min(0.0, low), max(0.0, high)
        step = float(grid_step(int(max(high - low, 5000))))
    else:
        step = 50.0 if high - low <= 300 else 100.0
        low, high = min(low, 1500.0), max(high, 1500.0)
    low, high = (low // step) * step, -(-high // step) * step
    if high == low:
        high = low + step
    canvas.y_grid(
        low, high, step, (lambda v: format_result(int(v))) if result else (lambda v: f"{v:.0f}")
    )
    longest = max(len(series.values) for series in graph.series)
    for index, series in enumerate(graph.series):
        if not series.values:
            continue
        count = max(1, longest - 1)
        points = QPolygonF(
            [
                QPointF(
                    canvas.plot.left() + number / count * canvas.plot.width(),
                    canvas.y(value, low, high),
                )
                for number, value in enumerate(series.values)
            ]
        )
        pen = QPen(canvas.colour(index), max(2.0, canvas.line / 8))
        canvas.painter.setPen(pen)
        canvas.painter.drawPolyline(points)
    canvas.bottom_labels(graph.labels)


def _bars(canvas: _Canvas) -> None:
    """Shares side by side for each label: the places."""
    graph = canvas.graph
    high = max(0.1, *(value for series in graph.series for value in series.values))
    high = min(1.0, -(-high // 0.1) * 0.1)
    canvas.y_grid(0.0, high, 0.1 if high <= 0.5 else 0.2, lambda v: f"{v * 100:.0f} %")
    groups = len(graph.labels)
    width = canvas.plot.width() / max(1, groups)
    bar = width * 0.7 / max(1, len(graph.series))
    for index, series in enumerate(graph.series):
        for group, value in enumerate(series.values):
            x = canvas.plot.left() + group * width + width * 0.15 + index * bar
            top = canvas.y(value, 0.0, high)
            box = QRectF(x, top, bar * 0.92, canvas.plot.bottom() - top)
            canvas.painter.fillRect(box, canvas.colour(index))
            canvas.painter.setPen(canvas.text)
            canvas.painter.drawText(
                QRectF(x, top - canvas.line, bar, canvas.line),
                Qt.AlignmentFlag.AlignCenter,
                f"{value * 100:.0f}",
            )
    canvas.bottom_labels(graph.labels)


def _sizes(canvas: _Canvas) -> None:
    """Wins above the line and deal-ins below it, by band of size."""
    graph = canvas.graph
    high = max(1.0, *(v for series in graph.series for v in (*series.values, *series.second)))
    step = max(1.0, float(-(-high // 5)))
    high = step * 5
    low = -high
    canvas.y_grid(low, high, step, lambda v: f"{abs(v):.0f}")
    groups = len(graph.labels)
    width = canvas.plot.width() / max(1, groups)
    bar = width * 0.7 / max(1, len(graph.series))
    zero = canvas.y(0.0, low, high)
    for index, series in enumerate(graph.series):
        for group in range(groups):
            x = canvas.plot.left() + group * width + width * 0.15 + index * bar
            won = series.values[group] if group < len(series.values) else 0.0
            dealt = series.second[group] if group < len(series.second) else 0.0
            top = canvas.y(won, low, high)
            canvas.painter.fillRect(QRectF(x, top, bar * 0.92, zero - top), canvas.colour(index))
            bottom = canvas.y(-dealt, low, high)
            canvas.painter.fillRect(
                QRectF(x, zero, bar * 0.92, bottom - zero), canvas.colour(index, 0.45)
            )
    canvas.painter.setPen(canvas.text)
    canvas.painter.drawText(
        QRectF(canvas.plot.left() + 4, canvas.plot.top(), canvas.plot.width(), canvas.line),
        Qt.AlignmentFlag.AlignLeft,
        graph.series[0].names[0] if graph.series[0].names else "",
    )
    canvas.painter.drawText(
        QRectF(
            canvas.plot.left() + 4,
            canvas.plot.bottom() - canvas.line,
            canvas.plot.width(),
            canvas.line,
        ),
        Qt.AlignmentFlag.AlignLeft,
        graph.series[0].names[1] if len(graph.series[0].names) > 1 else "",
    )
    canvas.bottom_labels(graph.labels)


def _yaku(canvas: _Canvas) -> None:
    """The yaku as bars across: how often each came in the wins whose tiles were kept."""
    graph = canvas.graph
    names = list(graph.labels)
    rows = max(1, len(names))
    height = canvas.plot.height() / rows
    label_width = canvas.plot.width() * 0.3
    left = canvas.plot.left() + label_width
    span = canvas.plot.width() - label_width - canvas.line * 2.5
    high = max(0.01, *(value for series in graph.series for value in series.values))
    bar = height * 0.75 / max(1, len(graph.series))
    for row, name in enumerate(names):
        top = canvas.plot.top() + row * height
        canvas.painter.setPen(canvas.text)
        canvas.painter.drawText(
            QRectF(
                canvas.plot.left() - canvas.line * 4, top, label_width + canvas.line * 3.6, height
            ),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            yaku_label(name),
        )
        for index, series in enumerate(graph.series):
            if not series.values:
                # No win of theirs had its tiles kept: nothing to say, not 0 %.
                continue
            value = series.values[row] if row < len(series.values) else 0.0
            y = top + height * 0.125 + index * bar
            length = value / high * span
            canvas.painter.fillRect(QRectF(left, y, length, bar * 0.9), canvas.colour(index))
            canvas.painter.setPen(canvas.text)
            canvas.painter.drawText(
                QRectF(left + length + 4, y, canvas.line * 3, bar),
                Qt.AlignmentFlag.AlignVCenter,
                f"{value * 100:.0f} %",
            )


_DRAWINGS: dict[str, Callable[[_Canvas], None]] = {
    "result": _lines,
    "rating": _lines,
    "places": _bars,
    "sizes": _sizes,
    "yaku": _yaku,
}
"""How each kind of graph is drawn."""


def band_labels() -> tuple[str, ...]:
    from tallyo_desktop.core.statistics.seat_row import SIZE_BANDS

    return tuple(band_label(index) for index in range(len(SIZE_BANDS)))


def top_yaku(series: Sequence[dict[str, int]], over: Sequence[int]) -> tuple[str, ...]:
    """The yaku a yaku graph names: the most frequent over all series, then by name."""
    shares: dict[str, float] = {}
    for yaku, wins in zip(series, over, strict=True):
        for name, count in yaku.items():
            shares[name] = max(shares.get(name, 0.0), count / wins if wins else 0.0)
    ranked = sorted(shares, key=lambda name: (-shares[name], name))
    return tuple(ranked[:YAKU_SHOWN])
