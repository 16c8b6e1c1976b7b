"""The tile pictures: every tile paints, no two faces look alike, red fives stand out, and the
pixmaps follow the screen's pixel ratio and come from the cache."""

from __future__ import annotations

import itertools
from array import array

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette, QPixmap
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.tiles.art import (
    DARK,
    LIGHT,
    TILE_BACK,
    TILE_NAMES,
    TileScheme,
    fitted,
    paint_body,
    paint_tile,
    scheme_for,
    tile_pixmap,
)

SCHEMES = pytest.mark.parametrize("scheme", [LIGHT, DARK], ids=["light", "dark"])
SIZES = (32, 64)


def pixels(pixmap: QPixmap) -> array[int]:
    """The pixmap's pixels as 0xAARRGGBB numbers, row by row."""
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return array("I", bytes(image.constBits())[: image.sizeInBytes()])


def blank_tile(height: int, scheme: TileScheme) -> array[int]:
    """A tile with an empty face: what a face that paints nothing would look like."""
    width = round(height * 0.75)
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_body(painter, fitted(QRectF(0, 0, width, height)), scheme, face_down=False)
    painter.end()
    return pixels(pixmap)


def differing(a: array[int], b: array[int]) -> int:
    assert len(a) == len(b)
    return sum(1 for x, y in zip(a, b, strict=True) if x != y)


def reddish(a: array[int]) -> int:
    """How many opaque pixels are clearly red."""
    count = 0
    for argb in a:
        alpha, r, g, b = argb >> 24, (argb >> 16) & 255, (argb >> 8) & 255, argb & 255
        if alpha > 200 and r > g + 70 and r > b + 70:
            count += 1
    return count


def test_there_are_37_faces() -> None:
    assert len(TILE_NAMES) == len(set(TILE_NAMES)) == 37
    assert {"1m", "9m", "0m", "1p", "0p", "9s", "0s", "1z", "7z"} <= set(TILE_NAMES)
    assert "8z" not in TILE_NAMES
    assert "0z" not in TILE_NAMES


@SCHEMES
@pytest.mark.parametrize("height", SIZES)
def test_every_tile_paints_a_picture(qtbot: QtBot, scheme: TileScheme, height: int) -> None:
    blank = blank_tile(height, scheme)
    for name in (*TILE_NAMES, TILE_BACK):
        pixmap = tile_pixmap(name, height, scheme)
        assert (pixmap.width(), pixmap.height()) == (round(height * 0.75), height), name
        tile = pixels(pixmap)
        opaque = sum(1 for argb in tile if argb >> 24 == 255)
        assert opaque > 0.7 * len(tile), name
        # Far more than the antialiased edge of a stroke: the face carries a real picture.
        assert differing(tile, blank) > height * 2, name


@SCHEMES
def test_no_two_faces_look_alike(qtbot: QtBot, scheme: TileScheme) -> None:
    faces = {name: pixels(tile_pixmap(name, 32, scheme)) for name in TILE_NAMES}
    for (a, pa), (b, pb) in itertools.combinations(faces.items(), 2):
        assert differing(pa, pb) >= 20, f"{a} and {b} look alike at 32 px"


@SCHEMES
@pytest.mark.parametrize("suit", ["m", "p", "s"])
def test_a_red_five_is_redder_than_a_five(qtbot: QtBot, scheme: TileScheme, suit: str) -> None:
    five, red_five = (pixels(tile_pixmap(f"{n}{suit}", 32, scheme)) for n in (5, 0))
    assert differing(five, red_five) > 40
    assert reddish(red_five) > reddish(five) + 20


@SCHEMES
def test_the_red_fives_share_a_mark_the_fives_lack(qtbot: QtBot, scheme: TileScheme) -> None:
    # The top right corner of the face, inside the tile's rounded edge.
    def corner(name: str) -> QColor:
        return tile_pixmap(name, 64, scheme).toImage().pixelColor(44, 5)

    for suit in "mps":
        assert corner(f"0{suit}") == QColor(scheme.red), suit
        assert corner(f"5{suit}") != QColor(scheme.red), suit


def test_the_dark_scheme_dims_the_face(qtbot: QtBot) -> None:
    def face(scheme: TileScheme) -> QColor:
        # The middle of the white dragon, inside its frame: bare face.
        return tile_pixmap("5z", 64, scheme).toImage().pixelColor(24, 28)

    assert face(LIGHT).lightness() > 235
    assert face(DARK).lightness() < 200
    for name in TILE_NAMES:
        assert pixels(tile_pixmap(name, 32, LIGHT)) != pixels(tile_pixmap(name, 32, DARK)), name


def test_the_scheme_follows_the_window(qtbot: QtBot) -> None:
    assert scheme_for(QPalette(QColor("#f0f0f0"))) is LIGHT
    assert scheme_for(QPalette(QColor("#202124"))) is DARK


def test_pixmaps_are_sharp_on_high_density_screens(qtbot: QtBot) -> None:
    pixmap = tile_pixmap("7p", 32, LIGHT, device_pixel_ratio=2.0)
    assert (pixmap.width(), pixmap.height()) == (48, 64)
    assert pixmap.devicePixelRatio() == 2.0
    assert (pixmap.deviceIndependentSize().width(), pixmap.deviceIndependentSize().height()) == (
        24,
        32,
    )
    # Drawn anew at the finer grid, not the 32 px tile blown up.
    blown_up = tile_pixmap("7p", 32, LIGHT).toImage().scaled(48, 64)
    assert pixmap.toImage() != blown_up.convertToFormat(pixmap.toImage().format())


def test_repeated_requests_share_the_cached_pixels(qtbot: QtBot) -> None:
    first = tile_pixmap("3s", 48, DARK)
    assert tile_pixmap("3s", 48, DARK).cacheKey() == first.cacheKey()
    assert tile_pixmap("3s", 48, LIGHT).cacheKey() != first.cacheKey()
    assert tile_pixmap("3s", 47, DARK).cacheKey() != first.cacheKey()

    original = pixels(first)
    first.fill(Qt.GlobalColor.black)  # a caller drawing on its copy
    assert pixels(tile_pixmap("3s", 48, DARK)) == original


def test_painting_fits_the_tile_into_any_rectangle(qtbot: QtBot) -> None:
    image = QImage(200, 100, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_tile(painter, QRectF(0, 0, 200, 100), "1z", LIGHT)
    painter.end()
    # 75 wide and centred: the strips either side stay empty.
    assert image.pixelColor(50, 50).alpha() == 0
    assert image.pixelColor(149, 50).alpha() == 0
    assert image.pixelColor(100, 50).alpha() == 255


@pytest.mark.parametrize("name", ["", "10m", "8z", "0z", "5x", "1M", "m1", " 1m", "Back", "5"])
def test_an_unknown_tile_is_refused(qtbot: QtBot, name: str) -> None:
    with pytest.raises(ValueError, match="unknown tile"):
        tile_pixmap(name, 32)
    image = QImage(24, 32, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        with pytest.raises(ValueError, match="unknown tile"):
            paint_tile(painter, QRectF(0, 0, 24, 32), name)
    finally:
        painter.end()


@pytest.mark.parametrize(("height", "ratio"), [(0, 1.0), (32, 0.0), (-5, 2.0)])
def test_an_impossible_size_is_refused(qtbot: QtBot, height: int, ratio: float) -> None:
    with pytest.raises(ValueError, match="pixels tall"):
        tile_pixmap("1m", height, device_pixel_ratio=ratio)
