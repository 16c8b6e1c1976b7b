"""The pictures on the tiles' faces: the numerals and 萬 of the man suit, the circles of pin, the
sticks and bird of sou, the honours' kanji, and the colours they are painted in.

Each painter fills a picture area (the face less its margin) given in the painter's own
coordinates, so tile_art can paint a tile at any size and device pixel ratio.
"""

from __future__ import annotations

import itertools
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from tallyo_desktop.app.tiles.patterns import (
    BIRD,
    PIN_LAYOUTS,
    SOU_LAYOUTS,
    Ink,
    Patch,
    PinLayout,
    SouLayout,
)
from tallyo_desktop.app.tiles.shapes import HONOURS, MAN, NUMERALS, Glyph, Point
from tallyo_desktop.core.values import valueclass

CORNER = 0.14
"""The rounding of the tile's corners, as a share of its width."""


@valueclass
class TileScheme:
    """The colours of a tile, as #RRGGBB (or #AARRGGBB) names, so a scheme can key a cache."""

    face_top: str
    face_bottom: str
    edge: str
    body: str
    shadow: str
    ink: str
    red: str
    green: str
    blue: str
    back: str
    back_frame: str


LIGHT = TileScheme(
    face_top="#fffdf6",
    face_bottom="#f1e9d6",
    edge="#a89d84",
    body="#2f7d6d",
    shadow="#50302010",
    ink="#1c1c28",
    red="#c8231f",
    green="#177a3c",
    blue="#1f4ea3",
    back="#3a9480",
    back_frame="#8fd0bf",
)
DARK = TileScheme(
    # A face at about three quarters of white's lightness: bright enough for the usual inks
    # to read, dull enough not to glare out of a dark window.
    face_top="#c8c0ad",
    face_bottom="#b3ab96",
    edge="#e8e0cc",
    body="#23584d",
    shadow="#90000000",
    ink="#121219",
    red="#b01c18",
    green="#0f6630",
    blue="#173f8c",
    back="#2a6b5d",
    back_frame="#6fae9f",
)


def paint_face(painter: QPainter, face: QRectF, name: str, scheme: TileScheme) -> None:
    number, suit = int(name[0]), name[1]
    red_five = number == 0
    rank = 5 if red_five else number
    area = face.adjusted(
        face.width() * 0.13, face.height() * 0.075, -face.width() * 0.13, -face.height() * 0.075
    )
    if suit == "m":
        paint_man(painter, area, rank, red_five, scheme)
    elif suit == "p":
        paint_pins(painter, area, rank, red_five, scheme)
    elif suit == "s":
        paint_sou(painter, area, rank, red_five, scheme)
    else:
        paint_honour(painter, area, rank, scheme)
    if red_five:
        paint_red_five_mark(painter, face, scheme)


def colour(ink: Ink, scheme: TileScheme) -> QColor:
    return QColor(
        {
            "ink": scheme.ink,
            "red": scheme.red,
            "green": scheme.green,
            "blue": scheme.blue,
            "face": scheme.face_top,
        }[ink]
    )


def at(box: QRectF, point: Point) -> QPointF:
    return QPointF(box.x() + point[0] * box.width(), box.y() + point[1] * box.height())


def trace(box: QRectF, points: tuple[Point, ...], curved: bool, closed: bool) -> QPainterPath:
    """A path through `points` mapped into `box`; curved, it runs through the midpoints between
    them with each point as the control of its bend."""
    spots = [at(box, p) for p in points]
    path = QPainterPath()
    if not curved or len(spots) < 3:
        path.moveTo(spots[0])
        for spot in spots[1:]:
            path.lineTo(spot)
    elif closed:
        path.moveTo((spots[-1] + spots[0]) / 2)
        for here, there in zip(spots, spots[1:] + spots[:1], strict=True):
            path.quadTo(here, (here + there) / 2)
    else:
        path.moveTo(spots[0])
        for here, there in itertools.pairwise(spots[1:-1]):
            path.quadTo(here, (here + there) / 2)
        path.quadTo(spots[-2], spots[-1])
    if closed:
        path.closeSubpath()
    return path


def paint_glyph(painter: QPainter, box: QRectF, glyph: Glyph, ink: QColor) -> None:
    width = max(1.0, glyph.weight * min(box.width(), box.height()))
    pen = QPen(
        ink, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
    )
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for stroke in glyph.strokes:
        painter.drawPath(trace(box, stroke.points, stroke.curved, closed=False))


def paint_man(
    painter: QPainter, area: QRectF, rank: int, red_five: bool, scheme: TileScheme
) -> None:
    w, h = area.width(), area.height()
    numeral = QRectF(area.x() + w * 0.06, area.y(), w * 0.88, h * 0.42)
    man = QRectF(area.x(), area.y() + h * 0.5, w, h * 0.5)
    paint_glyph(painter, numeral, NUMERALS[rank], QColor(scheme.red if red_five else scheme.ink))
    paint_glyph(painter, man, MAN, QColor(scheme.red))


def paint_pins(
    painter: QPainter, area: QRectF, rank: int, red_five: bool, scheme: TileScheme
) -> None:
    if rank == 1:
        paint_one_pin(painter, area, scheme)
        return
    layout: PinLayout = PIN_LAYOUTS[rank]
    radius = layout.radius * area.width()
    for pin in layout.pins:
        ink = colour("red" if red_five else pin.ink, scheme)
        paint_coin(painter, at(area, (pin.x, pin.y)), radius, ink, scheme)


def paint_coin(
    painter: QPainter, centre: QPointF, radius: float, ink: QColor, scheme: TileScheme
) -> None:
    """A circle of the pin suit: a coloured disc with a pale ring and a coloured heart."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawEllipse(centre, radius, radius)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(scheme.face_top), max(0.6, radius * 0.22)))
    painter.drawEllipse(centre, radius * 0.55, radius * 0.55)


def paint_one_pin(painter: QPainter, area: QRectF, scheme: TileScheme) -> None:
    centre = area.center()
    radius = min(area.width(), area.height()) * 0.5
    paint_coin(painter, centre, radius, QColor(scheme.green), scheme)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(scheme.red))
    painter.drawEllipse(centre, radius * 0.4, radius * 0.4)
    # A ring of petals round the heart: what marks 1p out from a lone circle of another tile.
    painter.setBrush(QColor(scheme.face_top))
    for k in range(8):
        angle = k * math.pi / 4
        spot = centre + QPointF(math.cos(angle), math.sin(angle)) * radius * 0.82
        painter.drawEllipse(spot, radius * 0.09, radius * 0.09)
    painter.drawEllipse(centre, radius * 0.13, radius * 0.13)


def paint_sou(
    painter: QPainter, area: QRectF, rank: int, red_five: bool, scheme: TileScheme
) -> None:
    if rank == 1:
        paint_bird(painter, area, scheme)
        return
    layout: SouLayout = SOU_LAYOUTS[rank]
    length, width = layout.length * area.height(), layout.width * area.width()
    for stick in layout.sticks:
        ink = colour("red" if red_five else stick.ink, scheme)
        painter.save()
        painter.translate(at(area, (stick.x, stick.y)))
        painter.rotate(stick.tilt)
        paint_stick(painter, length, width, ink, scheme)
        painter.restore()


def paint_stick(
    painter: QPainter, length: float, width: float, ink: QColor, scheme: TileScheme
) -> None:
    """One bamboo stick centred on the origin: a rod with a joint at its middle and its ends."""
    rod = QRectF(-width / 2, -length / 2, width, length)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawRoundedRect(rod, width * 0.4, width * 0.4)
    painter.setPen(QPen(QColor(scheme.face_top), max(0.6, length * 0.05)))
    for y in (-length * 0.26, length * 0.26):
        painter.drawLine(QPointF(-width / 2, y), QPointF(width / 2, y))


def paint_bird(painter: QPainter, area: QRectF, scheme: TileScheme) -> None:
    side = min(area.width(), area.height() * 0.85)
    box = QRectF(0, 0, side, side)
    box.moveCenter(area.center())
    for patch in BIRD:
        paint_patch(painter, box, patch, scheme)


def paint_patch(painter: QPainter, box: QRectF, patch: Patch, scheme: TileScheme) -> None:
    ink = colour(patch.ink, scheme)
    if patch.width:
        painter.setPen(
            QPen(
                ink,
                patch.width * box.width(),
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(trace(box, patch.points, patch.curved, closed=False))
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawPath(trace(box, patch.points, patch.curved, closed=True))


def paint_honour(painter: QPainter, area: QRectF, rank: int, scheme: TileScheme) -> None:
    if rank == 5:
        paint_white_dragon(painter, area, scheme)
        return
    ink = {6: scheme.green, 7: scheme.red}.get(rank, scheme.ink)
    side = min(area.width(), area.height())
    box = QRectF(0, 0, side, side * 1.1)
    box.moveCenter(area.center())
    paint_glyph(painter, box, HONOURS[rank], QColor(ink))


def paint_white_dragon(painter: QPainter, area: QRectF, scheme: TileScheme) -> None:
    # A blank face would read as a tile not yet chosen; the blue frame says "white dragon".
    frame = area.adjusted(area.width() * 0.04, area.height() * 0.1, -area.width() * 0.04, 0)
    frame.setHeight(area.height() * 0.8)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    blue = QColor(scheme.blue)
    painter.setPen(QPen(blue, max(1.0, area.width() * 0.1)))
    radius = area.width() * 0.08
    painter.drawRoundedRect(frame, radius, radius)
    inner = area.width() * 0.22
    painter.setPen(QPen(blue, max(0.7, area.width() * 0.035)))
    painter.drawRoundedRect(frame.adjusted(inner, inner, -inner, -inner), radius, radius)


def paint_red_five_mark(painter: QPainter, face: QRectF, scheme: TileScheme) -> None:
    """A red corner on the face, so a red five is told from a five by shape as well as colour."""
    leg = face.width() * 0.28
    corner = QPainterPath()
    corner.moveTo(face.topRight() + QPointF(-leg, 0))
    corner.lineTo(face.topRight())
    corner.lineTo(face.topRight() + QPointF(0, leg))
    corner.closeSubpath()
    outline = QPainterPath()
    radius = face.width() * CORNER
    outline.addRoundedRect(face, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(scheme.red))
    painter.drawPath(corner.intersected(outline))
