"""Players' names and other text they typed, shown as they are and never read as markup.

A QLabel or a tooltip takes text that looks like HTML ("<b>Ann</b>") for rich text; text that
comes from players must not: labels get `Qt.TextFormat.PlainText`, tooltips go through here.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel


def plain_label(text: str = "") -> QLabel:
    """A label that shows `text`, and whatever is set on it later, as plain text."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_tip(text: str) -> str:
    """`text` as a tooltip that shows it letter for letter, line breaks kept."""
    if not text:
        return ""
    # A tooltip that starts with a tag is rich text: escaped, the player's text stays text.
    return "<p style='white-space:pre-wrap'>" + _escaped(text) + "</p>"


_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def _escaped(text: str) -> str:
    # Not html.escape: the html module loads its table of 2,000 named characters (1.5 ms of a
    # start) for what these five replacements do.
    return text.translate(_ESCAPES)
