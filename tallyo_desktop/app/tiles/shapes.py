"""The kanji on the tiles as stroke skeletons, drawn by tile_art with a round pen.

Each glyph lives in a unit box: x runs right and y runs down from 0 to 1. A stroke is a polyline,
or a smooth curve through its points where the brush sweeps (the falling strokes of 八 and 東,
the hooks of 七 and 九). The shapes are plain numbers, free of Qt, so they can be read and
checked on their own; the app carries them instead of relying on a CJK font, which many of the
machines it runs on do not have.
"""

from __future__ import annotations

from tallyo_desktop.core.values import valueclass

Point = tuple[float, float]


@valueclass
class Stroke:
    points: tuple[Point, ...]
    curved: bool = False
    """True: a smooth curve that passes through the first and last point and is pulled towards
    the ones between; False: straight segments with round joins."""


@valueclass
class Glyph:
    strokes: tuple[Stroke, ...]
    weight: float
    """The pen's width as a share of the box's smaller side: busy glyphs need a thinner pen, or
    their strokes run together on a small tile."""


def line(*points: Point) -> Stroke:
    return Stroke(points)


def curve(*points: Point) -> Stroke:
    return Stroke(points, curved=True)


def glyph(weight: float, *strokes: Stroke) -> Glyph:
    return Glyph(strokes, weight)


NUMERALS: dict[int, Glyph] = {
    1: glyph(0.15, line((0.06, 0.52), (0.94, 0.47))),
    2: glyph(
        0.15,
        line((0.2, 0.24), (0.8, 0.22)),
        line((0.04, 0.78), (0.96, 0.76)),
    ),
    3: glyph(
        0.14,
        line((0.18, 0.12), (0.82, 0.1)),
        line((0.26, 0.46), (0.74, 0.44)),
        line((0.04, 0.86), (0.96, 0.84)),
    ),
    4: glyph(
        0.13,
        line((0.1, 0.12), (0.1, 0.9)),
        line((0.1, 0.12), (0.9, 0.12), (0.9, 0.9)),
        curve((0.39, 0.12), (0.39, 0.5), (0.24, 0.66)),
        curve((0.61, 0.12), (0.6, 0.6), (0.66, 0.64), (0.9, 0.64)),
        line((0.1, 0.88), (0.9, 0.88)),
    ),
    5: glyph(
        0.13,
        line((0.14, 0.1), (0.86, 0.1)),
        line((0.48, 0.1), (0.36, 0.88)),
        line((0.18, 0.46), (0.76, 0.46), (0.72, 0.88)),
        line((0.04, 0.9), (0.96, 0.9)),
    ),
    6: glyph(
        0.14,
        line((0.44, 0.04), (0.56, 0.2)),
        line((0.06, 0.36), (0.94, 0.36)),
        curve((0.36, 0.54), (0.3, 0.72), (0.12, 0.9)),
        curve((0.64, 0.54), (0.76, 0.7), (0.9, 0.88)),
    ),
    7: glyph(
        0.14,
        line((0.06, 0.48), (0.94, 0.34)),
        curve((0.38, 0.06), (0.38, 0.92), (0.92, 0.9), (0.93, 0.72)),
    ),
    8: glyph(
        0.14,
        curve((0.38, 0.16), (0.36, 0.6), (0.06, 0.9)),
        curve((0.6, 0.12), (0.62, 0.62), (0.94, 0.88)),
    ),
    9: glyph(
        0.14,
        curve((0.42, 0.04), (0.44, 0.62), (0.06, 0.92)),
        curve((0.1, 0.32), (0.64, 0.3), (0.6, 0.92), (0.94, 0.9), (0.95, 0.72)),
    ),
}

MAN = glyph(
    # 萬: the grass radical, then 禺 (a box with a central stem over 冂 with 厶 inside).
    0.075,
    line((0.06, 0.13), (0.94, 0.13)),
    line((0.32, 0.02), (0.32, 0.24)),
    line((0.68, 0.02), (0.68, 0.24)),
    line((0.24, 0.3), (0.24, 0.55)),
    line((0.24, 0.3), (0.76, 0.3), (0.76, 0.55)),
    line((0.24, 0.425), (0.76, 0.425)),
    line((0.24, 0.55), (0.76, 0.55)),
    line((0.5, 0.3), (0.5, 0.72)),
    line((0.12, 0.63), (0.12, 0.98)),
    line((0.12, 0.63), (0.88, 0.63), (0.88, 0.94), (0.8, 0.98)),
    line((0.42, 0.72), (0.3, 0.88), (0.7, 0.86)),
    line((0.62, 0.78), (0.72, 0.9)),
)

EAST = glyph(
    # 東: 木 with 日 threaded on its stem. The two falling strokes below the box are what
    # tell it from 車.
    0.08,
    line((0.12, 0.14), (0.88, 0.14)),
    line((0.22, 0.25), (0.22, 0.6)),
    line((0.22, 0.25), (0.78, 0.25), (0.78, 0.6)),
    line((0.22, 0.425), (0.78, 0.425)),
    line((0.22, 0.6), (0.78, 0.6)),
    line((0.5, 0.02), (0.5, 0.98)),
    curve((0.44, 0.64), (0.3, 0.8), (0.06, 0.92)),
    curve((0.56, 0.64), (0.7, 0.8), (0.94, 0.92)),
)

SOUTH = glyph(
    # 南: 十 over 冂, which holds two short dots and 干.
    0.08,
    line((0.1, 0.14), (0.9, 0.14)),
    line((0.5, 0.02), (0.5, 0.3)),
    line((0.14, 0.31), (0.14, 0.98)),
    line((0.14, 0.31), (0.86, 0.31), (0.86, 0.93), (0.77, 0.98)),
    line((0.34, 0.4), (0.42, 0.5)),
    line((0.66, 0.4), (0.58, 0.5)),
    line((0.28, 0.57), (0.72, 0.57)),
    line((0.26, 0.74), (0.74, 0.74)),
    line((0.5, 0.57), (0.5, 0.96)),
)

WEST = glyph(
    # 西: a roof line, then a box whose two inner strokes hang from the roof.
    0.085,
    line((0.06, 0.12), (0.94, 0.12)),
    line((0.14, 0.36), (0.14, 0.94)),
    line((0.14, 0.36), (0.86, 0.36), (0.86, 0.94)),
    curve((0.39, 0.12), (0.39, 0.56), (0.26, 0.7)),
    curve((0.61, 0.12), (0.6, 0.68), (0.7, 0.68), (0.86, 0.68)),
    line((0.14, 0.92), (0.86, 0.92)),
)

NORTH = glyph(
    # 北: two halves back to back, the right one a stem with a hook.
    0.09,
    line((0.1, 0.34), (0.38, 0.34)),
    line((0.38, 0.04), (0.38, 0.94)),
    line((0.06, 0.8), (0.38, 0.66)),
    line((0.9, 0.24), (0.62, 0.44)),
    curve((0.62, 0.04), (0.62, 0.92), (0.94, 0.9), (0.95, 0.72)),
)

GREEN = glyph(
    # 發: 癶 on top; 弓 and 殳 side by side below.
    0.07,
    line((0.12, 0.08), (0.38, 0.08), (0.08, 0.42)),
    line((0.2, 0.2), (0.3, 0.3)),
    line((0.64, 0.04), (0.52, 0.2)),
    curve((0.58, 0.1), (0.68, 0.32), (0.94, 0.42)),
    line((0.76, 0.08), (0.86, 0.18)),
    line((0.1, 0.5), (0.38, 0.5), (0.36, 0.64), (0.14, 0.64), (0.12, 0.79), (0.42, 0.79)),
    curve((0.42, 0.79), (0.42, 0.98), (0.3, 0.96)),
    curve((0.6, 0.46), (0.6, 0.58), (0.52, 0.64)),
    line((0.6, 0.46), (0.78, 0.46), (0.78, 0.58), (0.92, 0.6)),
    line((0.52, 0.7), (0.86, 0.7), (0.54, 0.98)),
    line((0.62, 0.78), (0.94, 0.98)),
)

RED = glyph(
    # 中: a wide box speared by a long stem.
    0.11,
    line((0.14, 0.3), (0.14, 0.7)),
    line((0.14, 0.3), (0.86, 0.3), (0.86, 0.7)),
    line((0.14, 0.68), (0.86, 0.68)),
    line((0.5, 0.03), (0.5, 0.97)),
)

HONOURS: dict[int, Glyph] = {1: EAST, 2: SOUTH, 3: WEST, 4: NORTH, 6: GREEN, 7: RED}
"""By the number in the tile's name: 1z-4z the winds, 6z 發 and 7z 中; 5z, the white dragon,
has no glyph."""
