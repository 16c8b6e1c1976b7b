"""A player's results over time: their running total after each game, and each game's result
as a bar, painted with QPainter as the points chart is (no charting library)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from tallyo_desktop.app.history.points_chart import grid_step
from tallyo_desktop.app.shared.look import is_dark, seat_colour
from tallyo_desktop.core.library.statistics import PersonGame
from tallyo_desktop.core.table.settlement import format_result

MARGIN = 56.0
MIN_SPAN = 5000
"""The least height the chart shows, in points: one step of its grid."""


class ResultsChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultsChart")
        self.setAccessibleName(self.tr("Results over time"))
        self.setMinimumSize(320, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.games: list[PersonGame] = []

    def show_games(self, games: list[PersonGame]) -> None:
        """The games in the order they were played."""
        self.games = games
        self.setToolTip(
            self.tr(
                "%n game(s): the line is the running total, the bars each game's result",
                "",
                len(games),
            )
        )
        self.update()

    def running_totals(self) -> list[int]:
        totals, total = [], 0
        for game in self.games:
            total += game.result
            totals.append(total)
        return totals

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        area = QRectF(MARGIN, 16.0, self.width() - MARGIN - 16.0, self.height() - 48.0)
        if not self.games or area.width() <= 0 or area.height() <= 0:
            painter.setPen(text)
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter,
                             self.tr("No games yet"))  # fmt: skip
            return
        totals = self.running_totals()
        results = [game.result for game in self.games]
        low = min(0, *totals, *results)
        high = max(0, *totals, *results)
        span = max(high - low, MIN_SPAN)
        count = len(totals)

        def y(value: float) -> float:
            return area.bottom() - (value - low) / span * area.height()

        def x(index: int) -> float:
            return area.left() + (index + 0.5) * area.width() / count

        # The grid: round steps in thousands, zero drawn stronger.
        step = grid_step(span)
        grid = QColor(text)
        grid.setAlphaF(0.25)
        level = (low // step) * step
        painter.setFont(self.font())
        while level <= high:
            painter.setPen(QPen(grid, 1.0 if level else 2.0))
            painter.drawLine(QPointF(area.left(), y(level)), QPointF(area.right(), y(level)))
            painter.setPen(text)
            painter.drawText(QRectF(0, y(level) - 10, MARGIN - 6, 20),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             format_result(level))  # fmt: skip
            level += step
        dark = is_dark(palette)
        bar_colour = QColor(seat_colour(1, dark))
        bar_colour.setAlphaF(0.55)
        width = max(1.0, area.width() / count * 0.6)
        for index, result in enumerate(results):
            top, bottom = sorted((y(result), y(0)))
            painter.fillRect(QRectF(x(index) - width / 2, top, width, bottom - top), bar_colour)
        line = QPolygonF([QPointF(x(index), y(total)) for index, total in enumerate(totals)])
        pen = QPen(seat_colour(0, dark), 2.5)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.drawPolyline(line)
        # The first and the last game's day along the bottom.
        painter.setPen(text)
        first, last = self.games[0], self.games[-1]
        for game, align in ((first, Qt.AlignmentFlag.AlignLeft),
                            (last, Qt.AlignmentFlag.AlignRight)):  # fmt: skip
            day = game.played_on or game.finished_at.date()
            painter.drawText(QRectF(area.left(), area.bottom() + 6, area.width(), 24),
                             align | Qt.AlignmentFlag.AlignTop, day.isoformat())  # fmt: skip
        painter.end()
