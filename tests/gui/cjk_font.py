"""A tiny TrueType font made for the tests, drawn as CJK fonts draw some ideographs: the ideograph
and the Kangxi radical it looks like share one glyph, as in Noto Sans CJK, Meiryo and Yu Gothic.

The machines the tests run on may have no such font (Droid Sans Fallback gives the radicals
glyphs of their own), so the tests that check a PDF's text make this one: with it, a PDF writer
that reads each glyph back as its lowest code point writes 山 as ⼭. Its glyphs are plain bars,
each ideograph's its own shape; a regular and a bold face, so that no bold is made up by
drawing a glyph twice. Made from nothing but `struct`, the project's own.

It also draws every other letter the app's Japanese texts have (kana, kanji, punctuation), each
with a glyph of its own: a machine may have no Japanese font at all, and a letter drawn by none
is written into a PDF as nothing.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Sequence
from functools import cache
from pathlib import Path

FAMILY = "Tallyo Test Han"
IDEOGRAPHS = "山田一丨人"
"""The ideographs the font has, each sharing its glyph with the radical that looks like it."""
RADICALS = "⼭⽥⼀⼁⼈"
"""U+2F2D, U+2F65, U+2F00, U+2F01, U+2F08: the radicals, in the same order."""
UNITS = 1000
ADVANCE = 1000
JAPANESE_TEXTS = Path(__file__).resolve().parents[2] / "tallyo_desktop/translations/tallyo_ja.ts"

Box = tuple[int, int, int, int]
"""A bar of a glyph: left, bottom, right, top, in font units."""


def _shapes(weight: int) -> list[list[Box]]:
    """Each ideograph's bars, its strokes `weight` units thick."""
    w = weight
    return [
        # 山: three uprights on a base.
        [(100, 100, 100 + w, 600), (450, 100, 450 + w, 800), (900 - w, 100, 900, 600),
         (100, 100, 900, 100 + w)],
        # 田: a frame and a cross.
        [(100, 100, 100 + w, 800), (900 - w, 100, 900, 800), (100, 100, 900, 100 + w),
         (100, 800 - w, 900, 800), (500 - w // 2, 100, 500 + w // 2, 800),
         (100, 450 - w // 2, 900, 450 + w // 2)],
        # 一: one bar across.
        [(50, 400, 950, 400 + w)],
        # 丨: one bar down.
        [(500 - w // 2, 0, 500 + w // 2, 850)],
        # 人: two legs, drawn as bars.
        [(450, 300, 450 + w, 850), (150, 100, 850, 100 + w)],
    ]  # fmt: skip


@cache
def japanese_letters() -> str:
    """Every letter beyond ASCII in the app's Japanese texts, but the font's ideographs and
    radicals."""
    text = JAPANESE_TEXTS.read_text(encoding="utf-8")
    shared = set(IDEOGRAPHS + RADICALS)
    return "".join(sorted({char for char in text if ord(char) > 0x7E} - shared))


def _numbered(number: int, stroke: int) -> list[Box]:
    """A glyph of its own for the `number`th other letter: a base, and an upright for each of
    the number's binary digits that is 1."""
    bars = [(50, 50, 950, 50 + stroke)]
    for digit in range(number.bit_length()):
        if number >> digit & 1:
            left = 60 + digit * 70
            bars.append((left, 150, left + stroke // 2, 850))
    return bars


def _glyph(boxes: Sequence[Box]) -> bytes:
    """A simple glyph of rectangles, each a clockwise contour of four points on the curve."""
    if not boxes:
        return b""
    points = []
    for left, bottom, right, top in boxes:
        points += [(left, bottom), (left, top), (right, top), (right, bottom)]
    ends = [4 * number + 3 for number in range(len(boxes))]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    data = struct.pack(">hhhhh", len(boxes), min(xs), min(ys), max(xs), max(ys))
    data += struct.pack(f">{len(ends)}H", *ends) + struct.pack(">H", 0)
    data += bytes([1] * len(points))
    previous = (0, 0)
    dx, dy = [], []
    for x, y in points:
        dx.append(x - previous[0])
        dy.append(y - previous[1])
        previous = (x, y)
    data += struct.pack(f">{len(dx)}h", *dx) + struct.pack(f">{len(dy)}h", *dy)
    return data + b"\0" * (-len(data) % 4)


def _cmap(mapping: dict[int, int]) -> bytes:
    """A format 4 character map (the Basic Multilingual Plane): one segment a character."""
    codes = sorted(mapping)
    ends = [*codes, 0xFFFF]
    starts = [*codes, 0xFFFF]
    deltas = [(mapping[code] - code) % 0x10000 for code in codes] + [1]
    count = len(ends)
    search = 2 * 2 ** int(math.log2(count))
    body = struct.pack(f">{count}H", *ends) + struct.pack(">H", 0)
    body += struct.pack(f">{count}H", *starts) + struct.pack(f">{count}H", *deltas)
    body += struct.pack(f">{count}H", *([0] * count))
    length = 14 + len(body)
    table = struct.pack(
        ">HHHHHHH", 4, length, 0, 2 * count, search, int(math.log2(count)), 2 * count - search
    )
    return struct.pack(">HHHHI", 0, 1, 3, 1, 12) + table + body


def _name(family: str, style: str) -> bytes:
    postscript = (family + "-" + style).replace(" ", "")
    names = {1: family, 2: style, 3: postscript, 4: f"{family} {style}", 6: postscript}
    records, strings = b"", b""
    for number, text in names.items():
        encoded = text.encode("utf-16-be")
        records += struct.pack(">HHHHHH", 3, 1, 0x409, number, len(encoded), len(strings))
        strings += encoded
    return struct.pack(">HHH", 0, len(names), 6 + len(records)) + records + strings


def _checksum(data: bytes) -> int:
    padded = data + b"\0" * (-len(data) % 4)
    words: tuple[int, ...] = struct.unpack(f">{len(padded) // 4}I", padded)
    return sum(words) & 0xFFFFFFFF


def font_bytes(bold: bool = False) -> bytes:
    """The font file: the regular face, or the bold one."""
    stroke = 140 if bold else 70
    others = japanese_letters()
    shapes = [[], *_shapes(stroke), *(_numbered(number, stroke) for number in
                                       range(1, len(others) + 1))]  # fmt: skip
    glyphs = [_glyph(boxes) for boxes in shapes]
    mapping = {}
    for number, (ideograph, radical) in enumerate(zip(IDEOGRAPHS, RADICALS, strict=True), 1):
        mapping[ord(ideograph)] = number
        mapping[ord(radical)] = number
    for number, letter in enumerate(others, len(IDEOGRAPHS) + 1):
        mapping[ord(letter)] = number
    offsets = [0]
    for glyph in glyphs:
        offsets.append(offsets[-1] + len(glyph))
    count = len(glyphs)
    points = max(1, *(4 * len(boxes) for boxes in shapes))
    contours = max(1, *(len(boxes) for boxes in shapes))
    weight = 700 if bold else 400
    tables = {
        b"head": struct.pack(
            ">IIIIHHqqhhhhHHhhh", 0x00010000, 0x00010000, 0, 0x5F0F3CF5, 0x000B, UNITS,
            0, 0, 0, 0, ADVANCE, 900, 1 if bold else 0, 8, 2, 1, 0,
        ),
        b"hhea": struct.pack(
            ">IhhhHhhhhhhhhhhhH", 0x00010000, 880, -120, 0, ADVANCE, 0, 0, ADVANCE, 1, 0, 0,
            0, 0, 0, 0, 0, count,
        ),
        b"maxp": struct.pack(
            ">IHHHHHHHHHHHHHH", 0x00010000, count, points, contours, 0, 0, 2, 0, 0, 0, 0, 0,
            0, 0, 0,
        ),
        b"OS/2": struct.pack(
            ">HhHHHhhhhhhhhhhh10sIIII4sHHHhhhHHIIhhHHH", 4, ADVANCE, weight, 5, 0,
            650, 700, 0, 140, 650, 700, 0, 480, 50, 250, 0, bytes(10),
            0, 1 << 27, 0, 0, b"TLYO", 0x20 if bold else 0x40, 0x2F00, 0x7530,
            880, -120, 0, 880, 120, 1 << 17, 0, 500, 700, 0, 0x20, 1,
        ),
        b"hmtx": b"".join(struct.pack(">Hh", ADVANCE, 0) for _ in glyphs),
        b"cmap": _cmap(mapping),
        b"loca": struct.pack(f">{len(offsets)}I", *offsets),
        b"glyf": b"".join(glyphs),
        b"name": _name(FAMILY, "Bold" if bold else "Regular"),
        b"post": struct.pack(">IIhhIIIII", 0x00030000, 0, -100, 50, 0, 0, 0, 0, 0),
    }  # fmt: skip
    tags = sorted(tables)
    header = struct.pack(
        ">IHHHH", 0x00010000, len(tags), 16 * 2 ** int(math.log2(len(tags))),
        int(math.log2(len(tags))), 16 * len(tags) - 16 * 2 ** int(math.log2(len(tags))),
    )  # fmt: skip
    offset = len(header) + 16 * len(tags)
    directory, data = b"", b""
    head_at = 0
    for tag in tags:
        table = tables[tag]
        if tag == b"head":
            head_at = offset + len(data)
        directory += struct.pack(">4sIII", tag, _checksum(table), offset + len(data), len(table))
        data += table + b"\0" * (-len(table) % 4)
    font = bytearray(header + directory + data)
    # The whole file sums to the magic number once the head table says by how much.
    adjustment = (0xB1B0AFBA - _checksum(bytes(font))) & 0xFFFFFFFF
    head_at = offset + sum(
        len(tables[tag]) + -len(tables[tag]) % 4 for tag in tags[: tags.index(b"head")]
    )
    struct.pack_into(">I", font, head_at + 8, adjustment)
    return bytes(font)
