"""Where the circles of the pin tiles and the sticks of the sou tiles sit, and the bird of 1s.

Positions are shares of the tile's picture area: x runs right and y runs down from 0 to 1. Sizes
are shares of the area's width, so a circle stays round on a tile that is taller than wide. The
arrangements and colours follow the usual Japanese sets, because players read these tiles by
their pattern long before they count.
"""

from __future__ import annotations

import math
from typing import Literal

from tallyo_desktop.app.tiles.shapes import Point
from tallyo_desktop.core.values import valueclass

Ink = Literal["ink", "red", "green", "blue", "face"]
"""A colour by its role; the colour scheme decides the shade."""


@valueclass
class Pin:
    x: float
    y: float
    ink: Ink


@valueclass
class PinLayout:
    radius: float
    pins: tuple[Pin, ...]


Spot = tuple[float, float, Ink]


def pins(radius: float, *spots: Spot) -> PinLayout:
    return PinLayout(radius, tuple(Pin(x, y, ink) for x, y, ink in spots))


def grid(columns: tuple[float, ...], rows: tuple[tuple[float, Ink], ...]) -> tuple[Spot, ...]:
    """Circles in rows: each row at its height and in its colour, one circle per column."""
    return tuple((x, y, ink) for y, ink in rows for x in columns)


PIN_LAYOUTS: dict[int, PinLayout] = {
    2: pins(0.3, (0.5, 0.24, "green"), (0.5, 0.76, "blue")),
    3: pins(0.21, (0.24, 0.15, "blue"), (0.5, 0.5, "red"), (0.76, 0.85, "green")),
    4: pins(
        0.22,
        (0.26, 0.22, "blue"),
        (0.74, 0.22, "green"),
        (0.26, 0.78, "green"),
        (0.74, 0.78, "blue"),
    ),
    5: pins(
        0.2,
        (0.22, 0.15, "blue"),
        (0.78, 0.15, "green"),
        (0.5, 0.5, "red"),
        (0.22, 0.85, "green"),
        (0.78, 0.85, "blue"),
    ),
    6: pins(
        0.18,
        (0.28, 0.13, "green"),
        (0.72, 0.13, "green"),
        (0.28, 0.56, "red"),
        (0.72, 0.56, "red"),
        (0.28, 0.87, "red"),
        (0.72, 0.87, "red"),
    ),
    7: pins(
        0.16,
        (0.19, 0.1, "green"),
        (0.5, 0.2, "green"),
        (0.81, 0.3, "green"),
        (0.3, 0.6, "red"),
        (0.7, 0.6, "red"),
        (0.3, 0.89, "red"),
        (0.7, 0.89, "red"),
    ),
    8: pins(
        0.17,
        *grid((0.28, 0.72), ((0.11, "blue"), (0.37, "blue"), (0.63, "blue"), (0.89, "blue"))),
    ),
    9: pins(
        0.155,
        *grid((0.17, 0.5, 0.83), ((0.12, "blue"), (0.5, "red"), (0.88, "green"))),
    ),
}
"""1p is one large ornamented circle and is drawn on its own."""


@valueclass
class Stick:
    x: float
    y: float
    ink: Ink
    tilt: float = 0.0
    """Degrees clockwise from upright."""


@valueclass
class SouLayout:
    length: float
    """A share of the picture area's height."""
    width: float
    sticks: tuple[Stick, ...]


def sticks(length: float, width: float, *spots: tuple[float, float, Ink, float]) -> SouLayout:
    return SouLayout(length, width, tuple(Stick(x, y, ink, tilt) for x, y, ink, tilt in spots))


TWO_ROWS = (0.25, 0.75)
THREE_ACROSS = (0.2, 0.5, 0.8)

SOU_LAYOUTS: dict[int, SouLayout] = {
    2: sticks(0.4, 0.2, *((0.5, y, "green", 0.0) for y in TWO_ROWS)),
    3: sticks(
        0.4, 0.2, (0.5, 0.25, "green", 0.0), (0.26, 0.75, "green", 0.0), (0.74, 0.75, "green", 0.0)
    ),
    4: sticks(0.4, 0.2, *((x, y, "green", 0.0) for y in TWO_ROWS for x in (0.26, 0.74))),
    5: sticks(
        0.4,
        0.19,
        *((x, y, "green", 0.0) for y in TWO_ROWS for x in (0.16, 0.84)),
        (0.5, 0.5, "red", 0.0),
    ),
    6: sticks(0.4, 0.19, *((x, y, "green", 0.0) for y in TWO_ROWS for x in THREE_ACROSS)),
    7: sticks(
        0.27,
        0.19,
        (0.5, 0.15, "red", 0.0),
        *((x, y, "green", 0.0) for y in (0.5, 0.85) for x in THREE_ACROSS),
    ),
    # The middle pair leans in: a V in the upper row, an inverted V in the lower one.
    8: sticks(
        0.4,
        0.15,
        (0.1, 0.25, "green", 0.0),
        (0.36, 0.25, "green", -20.0),
        (0.64, 0.25, "green", 20.0),
        (0.9, 0.25, "green", 0.0),
        (0.1, 0.75, "green", 0.0),
        (0.36, 0.75, "green", 20.0),
        (0.64, 0.75, "green", -20.0),
        (0.9, 0.75, "green", 0.0),
    ),
    9: sticks(
        0.27,
        0.19,
        *(
            (x, y, "red" if x == 0.5 else "green", 0.0)
            for y in (0.15, 0.5, 0.85)
            for x in THREE_ACROSS
        ),
    ),
}
"""1s is the bird."""


@valueclass
class Patch:
    """A filled outline or, when `width` is set, a stroke of that width (a share of the box)."""

    points: tuple[Point, ...]
    ink: Ink
    curved: bool = True
    width: float = 0.0


def ring(x: float, y: float, r: float, ink: Ink) -> Patch:
    """A circle as a smooth outline through eight points."""
    # A quadratic through the midpoints of a regular polygon sits inside the polygon, so its
    # corners go out by 1/cos(pi/8) to keep the circle's size.
    reach = r / math.cos(math.pi / 8)
    corners = tuple(
        (x + reach * math.cos(k * math.pi / 4), y + reach * math.sin(k * math.pi / 4))
        for k in range(8)
    )
    return Patch(corners, ink)


BIRD: tuple[Patch, ...] = (
    # A small bird facing left, its tail fanned up behind it: drawn back to front in a square
    # box.
    Patch(((0.62, 0.56), (0.8, 0.28), (0.9, 0.06)), "green", width=0.09),
    Patch(((0.64, 0.6), (0.86, 0.44), (0.98, 0.26)), "blue", width=0.09),
    Patch(((0.64, 0.64), (0.86, 0.62), (0.98, 0.6)), "green", width=0.09),
    ring(0.9, 0.07, 0.055, "red"),
    ring(0.97, 0.27, 0.055, "red"),
    ring(0.97, 0.6, 0.055, "red"),
    Patch(((0.44, 0.74), (0.42, 0.95)), "red", curved=False, width=0.05),
    Patch(((0.54, 0.74), (0.58, 0.95)), "red", curved=False, width=0.05),
    Patch(
        (
            (0.16, 0.44),
            (0.34, 0.34),
            (0.62, 0.4),
            (0.78, 0.6),
            (0.6, 0.8),
            (0.34, 0.8),
            (0.2, 0.62),
        ),
        "green",
    ),
    Patch(((0.36, 0.52), (0.56, 0.46), (0.7, 0.6), (0.5, 0.68)), "red"),
    ring(0.24, 0.3, 0.13, "green"),
    Patch(((0.13, 0.24), (0.0, 0.32), (0.13, 0.36)), "red", curved=False),
    ring(0.22, 0.27, 0.04, "face"),
)
