"""Which texts a window shows cut: a label, a button or a check box whose text needs more room
than it has."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QCheckBox,
    QLabel,
    QRadioButton,
    QWidget,
)

SLACK = 2
"""Pixels of rounding a text may overrun by."""


def shown_text(text: str) -> str:
    """The text as drawn: a single & marks the mnemonic and is not shown."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _label_problem(label: QLabel) -> str | None:
    text = shown_text(label.text()) if label.buddy() is not None else label.text()
    if not text or (label.pixmap() is not None and not label.pixmap().isNull()):
        return None
    if label.textFormat() == Qt.TextFormat.RichText:
        return None
    room = label.contentsRect()
    room.adjust(label.margin(), label.margin(), -label.margin(), -label.margin())
    metrics = label.fontMetrics()
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height() + SLACK:
            return f"needs {needed} px of height, has {label.height()}"
        # A word longer than the line is cut even when wrapped.
        longest = max((metrics.horizontalAdvance(word) for word in text.split()), default=0)
        if longest > room.width() + SLACK:
            return f"a word needs {longest} px, the label has {room.width()}"
        return None
    lines = text.splitlines() or [text]
    wide = max(metrics.horizontalAdvance(line) for line in lines)
    high = metrics.lineSpacing() * len(lines)
    if wide > room.width() + SLACK:
        return f"needs {wide} px of width, has {room.width()}"
    if high > room.height() + metrics.leading() + SLACK + metrics.descent():
        return f"needs {high} px of height, has {room.height()}"
    return None


def _button_problem(button: QAbstractButton) -> str | None:
    if not button.text():
        return None
    if isinstance(button, QCheckBox | QRadioButton):
        # The box and its text.
        needed = button.minimumSizeHint().width()
    else:
        # The text and a little room on each side; the style's own padding may give way.
        needed = button.fontMetrics().horizontalAdvance(shown_text(button.text())) + 4
        needed += button.iconSize().width() if not button.icon().isNull() else 0
    if needed > button.width() + SLACK:
        return f"needs {needed} px of width, has {button.width()}"
    return None


def _spin_problem(spin: QAbstractSpinBox) -> str | None:
    # Qt works out the width the widest value needs, prefix and suffix included.
    needed = spin.sizeHint().width()
    if needed > spin.width() + SLACK:
        return f"needs {needed} px of width, has {spin.width()}"
    return None


def unfit_texts(top: QWidget) -> list[str]:
    """Each shown text in `top` that does not fit, with where it is and by how much."""
    found = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not widget.isVisibleTo(top) or widget.width() <= 0:
            continue
        problem = None
        if isinstance(widget, QLabel):
            problem = _label_problem(widget)
        elif isinstance(widget, QAbstractButton):
            problem = _button_problem(widget)
        elif isinstance(widget, QAbstractSpinBox):
            problem = _spin_problem(widget)
        if problem is not None:
            name = widget.objectName() or type(widget).__name__
            shown = widget.text() if isinstance(widget, QLabel | QAbstractButton) else ""
            if isinstance(widget, QAbstractSpinBox):
                shown = widget.accessibleName()
            text = shown.replace("\n", " / ")
            found.append(f"{name} {text!r}: {problem}")
    return found
