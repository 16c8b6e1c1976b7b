"""How Tallyo looks: one colour per seat, used wherever that seat appears, and the sizes of
text and space. docs/look.md explains the choices.

Everything else comes from the system: Qt's Fusion style with the palette of the system's light
or dark scheme, so that the app sits well beside the others and follows the scheme as it
changes.
"""

from __future__ import annotations

import json
import math
import zlib
from enum import Enum

from PySide6.QtCore import QSettings, qVersion
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QGuiApplication,
    QPalette,
    QTextLayout,
)
from PySide6.QtWidgets import QApplication, QWidget

SEAT_HUES = (210, 20, 130, 290)
"""Blue, orange, green, purple: hues far apart on the colour wheel, which stay apart in light
and dark schemes and for the common kinds of colour blindness as lightness differs too."""

POINTS_SCALE = 2.0
"""The points on a seat, against the body text: readable from across a table."""
NAME_SCALE = 1.25
HEADING_SCALE = 1.5
RESULT_SCALE = 2.4
"""A player's final result on the settlement."""

SPACE = 6
"""The unit of space between things; margins are multiples of it."""

TABLE_REFERENCE = (110, 36)
"""The table's size, in average characters across and lines down, up to which its type has
its usual size: the table of a window of 1024 by 600."""
MAX_TABLE_SCALE = 2.0
"""The most the table's type grows, on a large screen."""


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def seat_colour(seat: int, dark: bool) -> QColor:
    """The colour of `seat` on a light or a dark window: strong enough for a line or a mark,
    and with text on the window's own colour beside it."""
    return QColor.fromHsl(SEAT_HUES[seat], 200, 170 if dark else 95)


def seat_colour_for(widget: QWidget, seat: int) -> QColor:
    return seat_colour(seat, is_dark(widget.palette()))


def scaled_font(widget: QWidget, scale: float, *, bold: bool = True) -> QFont:
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(bold)
    return font


class Scheme(Enum):
    """Light or dark: as the system says, or as the player chose in View ▸ Appearance."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"


SCHEME_KEY = "appearance"


def saved_scheme(settings: QSettings) -> Scheme:
    value = settings.value(SCHEME_KEY)
    return next((scheme for scheme in Scheme if scheme.value == value), Scheme.SYSTEM)


SHOWN_DARK_KEY = "shownDark"
"""Whether the window was last shown dark."""


def first_scheme(settings: QSettings) -> Scheme:
    """The colours of the empty window a start shows first, before it can ask the system (see
    launch.py): the player's choice, or the colours the window had last time."""
    scheme = saved_scheme(settings)
    if scheme is Scheme.SYSTEM and settings.value(SHOWN_DARK_KEY) in (True, "true"):
        return Scheme.DARK
    return scheme


def remember_shown(settings: QSettings, app: QApplication) -> None:
    """Keep whether the window is dark now, for the next start's first window."""
    settings.setValue(SHOWN_DARK_KEY, is_dark(app.palette()))


def save_scheme(settings: QSettings, scheme: Scheme) -> None:
    if scheme is Scheme.SYSTEM:
        settings.remove(SCHEME_KEY)
    else:
        settings.setValue(SCHEME_KEY, scheme.value)
    settings.sync()


def system_is_dark() -> bool:
    # Imported here: the Qt namespace takes 20 ms to load, and the empty window a start shows
    # first, in the colours the player chose, does without it.
    from PySide6.QtCore import Qt

    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


def dark_palette() -> QPalette:
    """Fusion's colours for a dark window: grey surfaces, light text, a blue selection."""
    palette = QPalette()
    window, base, text = QColor(45, 45, 48), QColor(30, 30, 32), QColor(230, 230, 230)
    for role, colour in (
        (QPalette.ColorRole.Window, window),
        (QPalette.ColorRole.WindowText, text),
        (QPalette.ColorRole.Base, base),
        (QPalette.ColorRole.AlternateBase, QColor(40, 40, 43)),
        (QPalette.ColorRole.ToolTipBase, QColor(60, 60, 64)),
        (QPalette.ColorRole.ToolTipText, text),
        (QPalette.ColorRole.PlaceholderText, QColor(150, 150, 150)),
        (QPalette.ColorRole.Text, text),
        (QPalette.ColorRole.Button, QColor(58, 58, 62)),
        (QPalette.ColorRole.ButtonText, text),
        (QPalette.ColorRole.BrightText, QColor(255, 90, 90)),
        (QPalette.ColorRole.Highlight, QColor(42, 130, 218)),
        (QPalette.ColorRole.HighlightedText, QColor(255, 255, 255)),
        (QPalette.ColorRole.Link, QColor(100, 170, 255)),
        (QPalette.ColorRole.Light, QColor(75, 75, 80)),
        (QPalette.ColorRole.Midlight, QColor(62, 62, 66)),
        (QPalette.ColorRole.Mid, QColor(50, 50, 54)),
        (QPalette.ColorRole.Dark, QColor(25, 25, 27)),
        (QPalette.ColorRole.Shadow, QColor(10, 10, 10)),
    ):
        palette.setColor(role, colour)
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(120, 120, 120))
    return palette


def apply_scheme(app: QApplication, scheme: Scheme) -> None:
    """Fusion, in the colours of `scheme`: the system's own palette for a light window (or a
    dark one where the system gives it), Fusion's dark colours where it does not."""
    app.setStyle("Fusion")
    dark = system_is_dark() if scheme is Scheme.SYSTEM else scheme is Scheme.DARK
    standard = app.style().standardPalette()
    if dark and not is_dark(standard):
        app.setPalette(dark_palette())
    elif not dark and is_dark(standard):
        # A dark system, and the player chose light: Fusion's own light colours.
        app.setPalette(QPalette(QColor(239, 239, 239)))
    else:
        app.setPalette(standard)


def line_height(widget: QWidget) -> int:
    """The height of one line of text in `widget`'s font, Japanese included: the font's own
    line spacing leaves out the taller fonts Qt falls back on for Japanese."""
    font = widget.font()
    return _line_height(font, widget.fontMetrics().lineSpacing())


_LINE_HEIGHTS: dict[str, int] = {}
LINE_HEIGHTS_KEY = "lineHeights"
"""The line heights measured at earlier starts, by font and the fonts installed (JSON)."""
MOST_LINE_HEIGHTS = 32
"""More fonts than the app uses: the rest were measured with fonts since changed."""
_remembered: QSettings | None = None


def remember_line_heights(settings: QSettings) -> None:
    """Take the line heights measured at earlier starts from `settings`, and keep there those
    measured from now on. Measuring lays out Japanese, which loads the fallback font Qt finds
    for it (2.6 MiB, and milliseconds of a start) even where no Japanese is on screen; an
    unreadable or foreign value is measured again."""
    global _remembered
    _remembered = settings
    try:
        saved = json.loads(str(settings.value(LINE_HEIGHTS_KEY, "{}")))
    except ValueError:
        return
    if isinstance(saved, dict):
        _LINE_HEIGHTS.update(
            (key, height) for key, height in saved.items() if type(height) is int and height > 0
        )


def _fonts_key(font: QFont) -> str:
    # The fallback font for Japanese is whichever the system has: a font installed or removed
    # since, or another Qt, measures afresh.
    installed = zlib.crc32("\n".join(QFontDatabase.families()).encode())
    return f"{qVersion()} {installed:08x} {font.key()}"


def _line_height(font: QFont, spacing: int) -> int:
    key = _fonts_key(font)
    # Laying out Japanese loads the fallback fonts: once per font is enough.
    if key not in _LINE_HEIGHTS:
        layout = QTextLayout("Ag 漢字 あ", font)
        layout.beginLayout()
        line = layout.createLine()
        layout.endLayout()
        _LINE_HEIGHTS[key] = max(spacing, math.ceil(line.height()))
        while len(_LINE_HEIGHTS) > MOST_LINE_HEIGHTS:
            # The earliest measured go first: those of fonts no longer installed among them.
            del _LINE_HEIGHTS[next(iter(_LINE_HEIGHTS))]
        if _remembered is not None:
            _remembered.setValue(LINE_HEIGHTS_KEY, json.dumps(_LINE_HEIGHTS))
    return _LINE_HEIGHTS[key]


def table_scale(widget: QWidget, width: int, height: int) -> float:
    """How much larger than usual the table's type is in a table `width` by `height` pixels
    large, `widget`'s font being the usual: 1 up to the reference size, then as the table
    grows, the lesser of its growth across and down, up to `MAX_TABLE_SCALE`."""
    across, down = TABLE_REFERENCE
    scale = min(
        width / (widget.fontMetrics().averageCharWidth() * across),
        height / (line_height(widget) * down),
    )
    # In twentieths: a drag of the window's edge changes the fonts only now and then.
    return max(1.0, min(MAX_TABLE_SCALE, math.floor(scale * 20) / 20))
