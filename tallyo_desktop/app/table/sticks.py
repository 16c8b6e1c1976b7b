"""Riichi and honba sticks as players see them on the table: a riichi stick is white with one
red dot, a honba (100-point) stick white with eight small black dots."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QWidget

from tallyo_desktop.app.shared.look import SPACE, is_dark

RED = QColor(205, 30, 40)
BODY = QColor(250, 250, 245)


def paint_stick(painter: QPainter, rect: QRectF, *, riichi: bool, outline: QColor) -> None:
    """A stick filling `rect` lengthwise, as tall as `rect` is."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(outline, 1))
    painter.setBrush(BODY)
    radius = rect.height() / 2
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    centre = rect.center()
    if riichi:
        painter.setBrush(RED)
        dot = rect.height() * 0.32
        painter.drawEllipse(centre, dot, dot)
    else:
        painter.setBrush(QColor(30, 30, 30))
        dot = rect.height() * 0.12
        # Eight dots, in two groups of four, as on a 100-point stick.
        for side in (-1, 1):
            for row in (-1, 1):
                for column in (0, 1):
                    x = centre.x() + side * rect.width() * (0.16 + 0.09 * column)
                    y = centre.y() + row * rect.height() * 0.2
                    painter.drawEllipse(QPointF(x, y), dot, dot)
    painter.restore()


def outline_for(widget: QWidget) -> QColor:
    # A dark line round a white stick on a light window; a softer one on a dark window.
    return QColor(90, 90, 90) if not is_dark(widget.palette()) else QColor(170, 170, 170)


class RiichiStick(QWidget):
    """One riichi stick, shown beside a player in riichi."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._fit_font()
        self.setAccessibleName(self.tr("Riichi stick"))

    def _fit_font(self) -> None:
        height = max(8, self.fontMetrics().height() // 2)
        self.setFixedSize(height * 6, height)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            # As large as the type beside it.
            self._fit_font()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_stick(painter, QRectF(self.rect()).adjusted(1, 1, -1, -1), riichi=True,
                    outline=outline_for(self))  # fmt: skip
        painter.end()


class CountersView(QWidget):
    """The honba and the riichi sticks on the table, drawn as sticks with their counts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("countersView")
        self.honba = 0
        self.sticks = 0
        self._fit_font()

    def _fit_font(self) -> None:
        self._stick = max(8, self.fontMetrics().height() // 2)
        # Its size comes from the font alone, never from the counts it shows.
        self.setFixedSize(self.sizeHint())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_font()

    def sizeHint(self) -> QSize:
        return QSize(self._stick * 16 + 8 * SPACE, self.fontMetrics().height() + 4)

    def show_counts(self, honba: int, sticks: int) -> None:
        self.honba, self.sticks = honba, sticks
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        metrics = self.fontMetrics()
        length = self._stick * 6
        right = float(self.width())
        # From the right edge: the riichi sticks and their count, then the honba before them.
        for count, riichi in ((self.sticks, True), (self.honba, False)):
            label = f"×{count}"
            width = metrics.horizontalAdvance(label)
            painter.setPen(text)
            painter.drawText(QRectF(right - width, 0, width, self.height()),
                             Qt.AlignmentFlag.AlignVCenter, label)  # fmt: skip
            right -= width + SPACE // 2 + length
            top = (self.height() - self._stick) / 2
            paint_stick(painter, QRectF(right, top, length, self._stick), riichi=riichi,
                        outline=outline_for(self))  # fmt: skip
            right -= 2 * SPACE
        painter.end()
