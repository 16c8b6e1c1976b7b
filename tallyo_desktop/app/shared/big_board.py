"""What the club's standings board and the tournament's board paint alike: a text made smaller
to fit its cell, the painting as a picture to send, and the widget that paints it again each
time it is shown (the clock ticks, results come in)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QWidget

Content = TypeVar("Content")
Painting = Callable[[QPainter, QRectF, Content, QPalette, QFont], int]
"""Paints a board's content in an area, with a palette and a base font; the rows it showed."""


def fitted(font: QFont, text: str, width: float) -> QFont:
    """`font`, made smaller if `text` would not fit `width`."""
    advance = QFontMetricsF(font).horizontalAdvance(text)
    if advance <= width or advance <= 0:
        return font
    smaller = QFont(font)
    smaller.setPixelSize(max(8, int(font.pixelSize() * width / advance)))
    return smaller


def painted_image(width: int, height: int, paint: Callable[[QPainter, QRectF], object]) -> QImage:
    """A picture of `width` by `height` pixels, painted by `paint` over the whole of it."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    paint(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


class PaintedBoard(QWidget, Generic[Content]):
    """A board made again from `content` each time it is painted."""

    def __init__(
        self,
        content: Callable[[], Content],
        paint: Painting[Content],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self._content = content
        self._paint = paint
        self.shown_rows = 0
        """How many rows the last painting showed."""

    def content(self) -> Content:
        return self._content()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.shown_rows = self._paint(
            painter, QRectF(self.rect()), self.content(), self.palette(), self.font()
        )
        painter.end()
