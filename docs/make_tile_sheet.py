"""Render every tile into docs/tiles.png: the light scheme on a light window and the dark scheme
on a dark one, each at 32 and 64 pixels tall.

Run it whenever a tile's drawing changes, offscreen or on any display:

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/make_tile_sheet.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from tallyo_desktop.app.tiles.art import (
    DARK,
    LIGHT,
    TILE_BACK,
    TILE_NAMES,
    TileScheme,
    paint_tile,
    tile_width,
)

HERE = Path(__file__).parent
SIZES = (32, 64)
ROWS = (
    TILE_NAMES[0:10],
    TILE_NAMES[10:20],
    TILE_NAMES[20:30],
    (*TILE_NAMES[30:37], TILE_BACK),
)
SCHEMES = ((LIGHT, "#f4f4f2"), (DARK, "#262628"))
GAP = 6
MARGIN = 16


def block_size(height: int) -> tuple[int, int]:
    """The width and height one scheme's tiles take at one size."""
    columns = max(len(row) for row in ROWS)
    step = round(tile_width(height)) + GAP
    return columns * step - GAP, len(ROWS) * (height + GAP) - GAP


def paint_block(painter: QPainter, x: float, y: float, height: int, scheme: TileScheme) -> None:
    width = round(tile_width(height))
    for r, row in enumerate(ROWS):
        for c, name in enumerate(row):
            rect = QRectF(x + c * (width + GAP), y + r * (height + GAP), width, height)
            paint_tile(painter, rect, name, scheme)


def render(scale: float = 1.0) -> QImage:
    blocks = [block_size(height) for height in SIZES]
    panel_width = sum(w for w, _ in blocks) + MARGIN * (len(blocks) + 1)
    panel_height = max(h for _, h in blocks) + 2 * MARGIN
    image = QImage(
        round(panel_width * scale),
        round(panel_height * len(SCHEMES) * scale),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    painter = QPainter(image)
    painter.scale(scale, scale)
    for s, (scheme, window) in enumerate(SCHEMES):
        top = s * panel_height
        painter.fillRect(QRectF(0, top, panel_width, panel_height), QColor(window))
        x = float(MARGIN)
        for height, (width, _) in zip(SIZES, blocks, strict=True):
            paint_block(painter, x, top + MARGIN, height, scheme)
            x += width + MARGIN
    painter.end()
    return image


def main() -> int:
    app = QGuiApplication(sys.argv)
    ok = render().save(str(HERE / "tiles.png"))
    del app
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
