"""Players' names and other text they typed, shown as they are and never read as markup, and
set apart from the words around them when laid out in a line (`isolated`).

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


FIRST_STRONG_ISOLATE = "\u2068"
POP_DIRECTIONAL_ISOLATE = "\u2069"


def isolated(text: str) -> str:
    """`text` (a player's name, a night's) set apart from the words around it, for laying out
    in a line of a page or a picture: its own direction comes from its first strong letter,
    and a right-to-left name, or a direction override typed in it, turns nothing after it
    around (the bidirectional algorithm's isolates, which draw nothing)."""
    return f"{FIRST_STRONG_ISOLATE}{text}{POP_DIRECTIONAL_ISOLATE}"


_MARK_HTML = "<span style='font-size: 1pt'>{mark}</span>"


def isolated_html(text: str) -> str:
    """`text` escaped and isolated for a line of an HTML page. The marks are set very small:
    no font the page uses has them, and the one a page falls back on for them would make the
    line taller. A table's cell needs none: it is a paragraph of its own."""
    return (
        _MARK_HTML.format(mark=FIRST_STRONG_ISOLATE)
        + _escaped(text)
        + _MARK_HTML.format(mark=POP_DIRECTIONAL_ISOLATE)
    )
