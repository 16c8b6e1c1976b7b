"""A day that may be left open: typed (2026-09-01, also 2026/9/1 or 20260901) or picked on a
calendar that opens on the day the field holds, else on today. Empty, the field says what an
open day means ("open", "any day"); holding what is not a day, it says so and `value` refuses.

Not a QDateEdit: its open day has to be a date of its own (a minimum shown as a special text),
which opens the calendar on that date, decades back, and takes no typing until the text is
cleared section by section.
"""

from __future__ import annotations

import re
from datetime import date

from PySide6.QtCore import QDate, QRegularExpression, Qt, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCalendarWidget,
    QHBoxLayout,
    QLineEdit,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

_TYPED = re.compile(
    r"\s*(?:(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})|(\d{4})(\d{2})(\d{2}))\s*"
)
_ALLOWED = QRegularExpression(r"[0-9\-/. ]{0,12}")


def typed_day(text: str) -> date | None:
    """The day `text` names ("2026-09-01", "2026/9/1", "2026.09.01", "20260901"); None when it
    names none (an empty text included)."""
    found = _TYPED.fullmatch(text)
    if found is None:
        return None
    parts = found.groups()[:3] if found[1] else found.groups()[3:]
    year, month, day = (int(part) for part in parts)
    try:
        return date(year, month, day)
    except ValueError:
        return None


class DateField(QWidget):
    changed = Signal()
    """The text changed: the day it holds may differ, or it may hold none."""
    daySet = Signal()
    """The text changed and names a day, or is empty: a filter follows it, and waits while a
    day is half typed."""

    def __init__(
        self,
        value: date | None,
        empty: str,
        parent: QWidget | None = None,
        today: date | None = None,
    ) -> None:
        super().__init__(parent)
        self._today = today
        self.edit = QLineEdit()
        self.edit.setPlaceholderText(empty)
        self.edit.setClearButtonEnabled(True)
        self.edit.setValidator(QRegularExpressionValidator(_ALLOWED, self.edit))
        # Room for a day and the clear button, not the form's whole width.
        self.edit.setMaximumWidth(self.edit.fontMetrics().horizontalAdvance("0000-00-00") * 2)
        self.edit.textChanged.connect(self._typed)
        self.edit.editingFinished.connect(self._tidy)
        self.calendar_button = QToolButton()
        self.calendar_button.setArrowType(Qt.ArrowType.DownArrow)
        self.calendar_button.setToolTip(self.tr("Choose the day on a calendar"))
        self.calendar_button.setAccessibleName(self.tr("Calendar"))
        self.calendar_button.clicked.connect(self.open_calendar)
        self.calendar: QCalendarWidget | None = None
        """The calendar, while it is open."""
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.edit)
        layout.addWidget(self.calendar_button)
        layout.addStretch(1)
        self.setFocusProxy(self.edit)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.set_value(value)

    def today(self) -> date:
        return self._today or date.today()

    def set_value(self, value: date | None) -> None:
        self.edit.setText(value.isoformat() if value is not None else "")

    def is_valid(self) -> bool:
        """Whether the field is empty or holds a day."""
        return not self.edit.text().strip() or typed_day(self.edit.text()) is not None

    def value(self) -> date | None:
        """The day held; None when the field is empty. ValueError when it holds what is not a
        day (the dialogs accept only valid fields)."""
        text = self.edit.text()
        if not text.strip():
            return None
        day = typed_day(text)
        if day is None:
            raise ValueError(f"{text!r} is not a day")
        return day

    def day(self) -> date | None:
        """The day held; None when the field is empty or holds what is not a day yet."""
        return typed_day(self.edit.text())

    def _typed(self) -> None:
        self.changed.emit()
        if self.is_valid():
            self.daySet.emit()

    def _tidy(self) -> None:
        day = typed_day(self.edit.text())
        if day is not None and self.edit.text() != day.isoformat():
            self.edit.setText(day.isoformat())

    def open_calendar(self) -> None:
        """The calendar under the field, on the day it holds (today when it holds none)."""
        shown = typed_day(self.edit.text()) or self.today()
        popup = QWidget(self, Qt.WindowType.Popup)
        popup.setObjectName("dateFieldCalendar")
        calendar = QCalendarWidget(popup)
        calendar.setSelectedDate(QDate(shown.year, shown.month, shown.day))
        calendar.setCurrentPage(shown.year, shown.month)
        calendar.clicked.connect(lambda picked: self._picked(picked, popup))
        calendar.activated.connect(lambda picked: self._picked(picked, popup))
        layout = QVBoxLayout(popup)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(calendar)
        popup.adjustSize()
        popup.move(self.mapToGlobal(self.edit.geometry().bottomLeft()))
        self.calendar = calendar
        popup.destroyed.connect(self._calendar_gone)
        popup.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        popup.show()
        calendar.setFocus()

    def _picked(self, picked: QDate, popup: QWidget) -> None:
        self.set_value(date(picked.year(), picked.month(), picked.day()))
        # Closed, the popup is deleted only at the next pass of the event loop.
        self.calendar = None
        popup.close()
        self.edit.setFocus()

    def _calendar_gone(self) -> None:
        self.calendar = None
