"""Labels that shorten players' names to the room they have, rather than cut them: the name
ends in "…" and the whole of it is in the tooltip. Whatever a seat or a column is given, a
long name never pushes anything out of place nor runs off its edge."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from tallyo_desktop.app.shared.plain_text import plain_tip

_ELIDE = Qt.TextElideMode.ElideRight
NO_BREAK = "\u00a0"
"""Between a name and its number: a name is never left at a line's end without it."""


def shares(widths: Sequence[int], room: int) -> list[int]:
    """Each width in `widths` cut down so that together they take no more than `room`: the
    narrow ones keep their width, the wide ones share what is left equally."""
    given = [0] * len(widths)
    left = max(0, room)
    order = sorted(range(len(widths)), key=lambda index: widths[index])
    for place, index in enumerate(order):
        share = left // (len(order) - place)
        given[index] = min(widths[index], share)
        left -= given[index]
    return given


def elided(metrics: QFontMetrics, text: str, room: int) -> str:
    return (
        text
        if metrics.horizontalAdvance(text) <= room
        else metrics.elidedText(text, _ELIDE, max(0, room))
    )


class _FittedLabel(QLabel):
    """A plain-text label that lays its text out again at each change of width or font."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._tip = ""

    def _room(self) -> int:
        return self.contentsRect().width() - 2 * self.margin()

    def _fit(self) -> None:
        raise NotImplementedError

    def _show(self, text: str, whole: str) -> None:
        if text != self.text():
            self.setText(text)
        tip = plain_tip(whole) if text != whole else ""
        if tip != self._tip:
            self._tip = tip
            self.setToolTip(tip)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()


class NameLabel(_FittedLabel):
    """One line of text, a name, shortened with "…" when it is wider than the label."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self._whole = ""
        super().__init__(parent)

    def whole_text(self) -> str:
        return self._whole

    def set_whole_text(self, text: str) -> None:
        self._whole = text
        self._fit()

    def _fit(self) -> None:
        self._show(elided(self.fontMetrics(), self._whole, self._room()), self._whole)


class DifferencesLabel(_FittedLabel):
    """Names, each with its number ("Bea +12000"): side by side on one line, or one a line. A
    name gives way to the room, never its number."""

    SEPARATOR = "   "

    def __init__(self, parent: QWidget | None = None) -> None:
        self._parts: tuple[tuple[str, str], ...] = ()
        self._one_line = True
        super().__init__(parent)

    def set_parts(self, parts: Sequence[tuple[str, str]], *, one_line: bool) -> None:
        self._parts = tuple(parts)
        self._one_line = one_line
        self._fit()

    def _fit(self) -> None:
        metrics = self.fontMetrics()
        room = self._room()
        numbers = [NO_BREAK + number for _name, number in self._parts]
        names = [name for name, _number in self._parts]
        widths = [metrics.horizontalAdvance(name) for name in names]
        if self._one_line:
            fixed = sum(metrics.horizontalAdvance(number) for number in numbers)
            fixed += metrics.horizontalAdvance(self.SEPARATOR) * max(0, len(names) - 1)
            rooms = shares(widths, room - fixed)
        else:
            rooms = [room - metrics.horizontalAdvance(number) for number in numbers]
        shown = [
            elided(metrics, name, name_room) + number
            for name, name_room, number in zip(names, rooms, numbers, strict=True)
        ]
        whole = [name + number for name, number in zip(names, numbers, strict=True)]
        join = self.SEPARATOR if self._one_line else "\n"
        self._show(join.join(shown), join.join(whole))
