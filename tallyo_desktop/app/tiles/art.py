"""Pictures of the mahjong tiles, for any size, screen and colour scheme.

Tiles are named as players write them: 1m-9m, 1p-9p, 1s-9s, 0m/0p/0s for the red fives and
1z-7z for East, South, West, North and the white, green and red dragons; TILE_BACK is a tile
lying face down. Everything is drawn with paths and pens, never with text, so a machine without
a CJK font shows the same tiles.
"""

from __future__ import annotations

from dataclasses import astuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
    QPixmapCache,
)

from tallyo_desktop.app.tiles.faces import CORNER, DARK, LIGHT, TileScheme, paint_face

__all__ = [
    "DARK",
    "LIGHT",
    "TILE_ASPECT",
    "TILE_BACK",
    "TILE_NAMES",
    "TileScheme",
    "check_tile_name",
    "paint_tile",
    "scheme_for",
    "tile_pixmap",
    "tile_width",
]

SUITS = "mps"
TILE_NAMES: tuple[str, ...] = (
    *(f"{n}{suit}" for suit in SUITS for n in (*range(1, 10), 0)),
    *(f"{n}z" for n in range(1, 8)),
)
"""The 37 faces: each suit's 1-9 and red five, then the seven honours."""
TILE_BACK = "back"
TILE_ASPECT = 0.75
"""Width over height of the whole tile, its visible thickness included."""


def scheme_for(palette: QPalette) -> TileScheme:
    """The scheme that suits a widget's palette: DARK on a dark window, LIGHT otherwise."""
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    return DARK if dark else LIGHT


def tile_width(height: float) -> float:
    return height * TILE_ASPECT


def check_tile_name(name: str) -> None:
    if name != TILE_BACK and name not in TILE_NAMES:
        raise ValueError(
            f"unknown tile {name!r}: expected 1-9 or 0 (red five) with m, p or s, "
            f"1-7 with z, or {TILE_BACK!r}"
        )


def paint_tile(painter: QPainter, rect: QRectF, name: str, scheme: TileScheme = LIGHT) -> None:
    """Paint tile `name` as large as fits in `rect`, centred, keeping the tile's proportions."""
    check_tile_name(name)
    tile = fitted(rect)
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        face = paint_body(painter, tile, scheme, face_down=name == TILE_BACK)
        if name != TILE_BACK:
            paint_face(painter, face, name, scheme)
    finally:
        painter.restore()


def tile_pixmap(
    name: str, height: int, scheme: TileScheme = LIGHT, device_pixel_ratio: float = 1.0
) -> QPixmap:
    """Tile `name`, `height` device-independent pixels tall and sharp on a screen of the given
    device pixel ratio. Call it from the GUI thread, as any QPixmap.

    Pixmaps are kept in Qt's pixmap cache, which Qt empties before the application goes, so a
    picker that asks for the same tiles on every repaint draws each of them once.
    """
    check_tile_name(name)
    if height < 1 or device_pixel_ratio <= 0:
        raise ValueError(f"a tile cannot be {height} pixels tall at ratio {device_pixel_ratio}")
    key = "/".join(("tallyo-tile", name, str(height), repr(device_pixel_ratio), *astuple(scheme)))
    pixmap = QPixmap()
    if QPixmapCache.find(key, pixmap):
        return pixmap
    width = round(tile_width(height))
    pixmap = QPixmap(
        max(1, round(width * device_pixel_ratio)), max(1, round(height * device_pixel_ratio))
    )
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        paint_tile(painter, QRectF(0, 0, width, height), name, scheme)
    finally:
        # A painter left open on a pixmap brings the process down when either is freed.
        painter.end()
    # The caller's copy shares the cached pixels until someone paints on it, which leaves the
    # cached tile as it was.
    QPixmapCache.insert(key, pixmap)
    return pixmap


def fitted(rect: QRectF) -> QRectF:
    width = min(rect.width(), tile_width(rect.height()))
    height = width / TILE_ASPECT
    return QRectF(
        rect.x() + (rect.width() - width) / 2,
        rect.y() + (rect.height() - height) / 2,
        width,
        height,
    )


def paint_body(painter: QPainter, tile: QRectF, scheme: TileScheme, face_down: bool) -> QRectF:
    """The tile's shadow, its coloured back showing below the face, and the face; returns the
    face."""
    w, h = tile.width(), tile.height()
    drop = max(1.0, h * 0.03)
    depth = h * 0.08
    radius = w * CORNER
    edge = max(1.0, h / 48)
    solid = QRectF(tile.x(), tile.y(), w, h - drop).adjusted(edge / 2, edge / 2, -edge / 2, 0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(scheme.shadow))
    painter.drawRoundedRect(solid.translated(0, drop), radius, radius)
    painter.setBrush(QColor(scheme.body))
    painter.drawRoundedRect(solid, radius, radius)

    face = QRectF(solid.x(), solid.y(), solid.width(), solid.height() - depth)
    if face_down:
        painter.setBrush(QColor(scheme.back))
    else:
        shade = QLinearGradient(face.topLeft(), face.bottomLeft())
        shade.setColorAt(0, QColor(scheme.face_top))
        shade.setColorAt(1, QColor(scheme.face_bottom))
        painter.setBrush(QBrush(shade))
    painter.setPen(QPen(QColor(scheme.edge), edge))
    painter.drawRoundedRect(face, radius, radius)
    if face_down:
        inset = w * 0.16
        frame = face.adjusted(inset, inset, -inset, -inset)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(scheme.back_frame), max(1.0, w * 0.05)))
        painter.drawRoundedRect(frame, radius * 0.6, radius * 0.6)
    return face
