"""A table's header whose sort arrow points the way its rows go: up (▲) for the smallest first,
down (▼) for the largest first, as file managers show it. Qt's own styles draw the arrow the
other way round: a standings sorted largest first would show ▲ over its Total."""

from __future__ import annotations

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QHeaderView,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionHeader,
    QWidget,
)

_UP = QStyleOptionHeader.SortIndicator.SortUp
_DOWN = QStyleOptionHeader.SortIndicator.SortDown


class SortArrows(QProxyStyle):
    """The app's style, with the header's sort arrow turned."""

    def __init__(self) -> None:
        super().__init__()
        self.drawn: QStyleOptionHeader.SortIndicator | None = None
        """The arrow drawn last, as it shows."""

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.PrimitiveElement.PE_IndicatorHeaderArrow and isinstance(
            option, QStyleOptionHeader
        ):
            turned = QStyleOptionHeader(option)
            turned.sortIndicator = _DOWN if option.sortIndicator == _UP else _UP
            self.drawn = turned.sortIndicator
            super().drawPrimitive(element, turned, painter, widget)
            return
        super().drawPrimitive(element, option, painter, widget)


def point_the_way_rows_go(header: QHeaderView) -> SortArrows:
    """Give `header` arrows that point the way its rows are sorted."""
    style = SortArrows()
    style.setParent(header)
    header.setStyle(style)
    return style
