"""Render resources/icon.svg into every icon file the app and its installers use.

    .venv/bin/python packaging/make_icons.py

writes the PNGs the app loads at run time (16 to 256 px) into tallyo_desktop/resources/, and what
only the installers use into resources/icons/: the 512 px PNG (Linux menus), tallyo.ico for
Windows and tallyo.icns for macOS. Each file is written once: the Linux installer takes the
smaller PNGs from the package. Run it after changing the SVG and commit what it writes: builds
and installs then need no SVG renderer.

Only Qt is used: it renders the SVG and writes the PNGs. The ICO and ICNS containers are
assembled here, because Qt's writers put one image in a file and both formats want a set, and
Qt's ICO writer leaves the mask's padding bytes unset, so its output changes from run to run.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgRenderer

from tallyo_desktop.app.shared.icon import ICON_SIZES

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icon.svg"
ICONS_DIR = ROOT / "resources" / "icons"
PACKAGE_DIR = ROOT / "tallyo_desktop" / "resources"

# The app loads ICON_SIZES, up to 256 px; Linux menus also take 512 px, for large screens.
INSTALLER_PNG_SIZES = (512,)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Windows reads PNG entries only from Vista on, and some resource tools still reject small ones:
# the usual layout keeps BMP below 256 px and PNG for 256 px.
ICO_PNG_FROM = 256
# ICNS chunk types that hold a PNG, and the pixel size of each (the @2x types count pixels).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    # Straight alpha: the ICO's BMP entries store it that way.
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def encode(image: QImage, fmt: str) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(fmt.encode("ascii")))
    if not writer.write(image):
        raise RuntimeError(f"Qt could not write {fmt}: {writer.errorString()}")
    buffer.close()
    return bytes(data.data())


def dib(image: QImage) -> bytes:
    """A 32-bit BMP (DIB) as an ICO entry stores it: header, bottom-up BGRA rows, AND mask."""
    width, height = image.width(), image.height()
    # A pixel is 0xAARRGGBB; packed little-endian it is B, G, R, A, the order BMP stores.
    pixels = b"".join(
        struct.pack(f"<{width}I", *(image.pixel(x, y) for x in range(width)))
        for y in reversed(range(height))
    )
    # The AND mask marks fully transparent pixels; Windows before XP draws from it alone.
    mask_row_bytes = (width + 31) // 32 * 4
    mask = bytearray()
    for y in reversed(range(height)):
        bits = bytearray(mask_row_bytes)
        for x in range(width):
            if image.pixelColor(x, y).alpha() == 0:
                bits[x // 8] |= 0x80 >> (x % 8)
        mask += bits
    header = struct.pack(
        "<IiiHHIIiiII", 40, width, 2 * height, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0
    )
    return header + pixels + bytes(mask)


def ico_file(images: Iterable[tuple[int, bytes]]) -> bytes:
    """An ICO container holding each (size, image data) pair: BMP (DIB) or PNG data."""
    entries = list(images)
    header = struct.pack("<HHH", 0, 1, len(entries))
    offset = len(header) + 16 * len(entries)
    directory = b""
    for size, data in entries:
        # A width or height of 0 means 256.
        edge = size % 256
        directory += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + directory + b"".join(data for _size, data in entries)


def icns_file(chunks: Iterable[tuple[bytes, bytes]]) -> bytes:
    """An ICNS container: a header, then one (type, length, PNG data) chunk for each image."""
    body = b"".join(struct.pack(">4sI", kind, 8 + len(data)) + data for kind, data in chunks)
    return struct.pack(">4sI", b"icns", 8 + len(body)) + body


def write_icons(renderer: QSvgRenderer, icons_dir: Path, package_dir: Path) -> list[Path]:
    sizes = set(ICON_SIZES) | set(INSTALLER_PNG_SIZES) | set(ICO_SIZES)
    sizes |= {size for _kind, size in ICNS_TYPES}
    images = {size: render(renderer, size) for size in sorted(sizes)}
    pngs = {size: encode(image, "PNG") for size, image in images.items()}
    files = {package_dir / f"tallyo-{size}.png": pngs[size] for size in ICON_SIZES}
    files |= {icons_dir / f"tallyo-{size}.png": pngs[size] for size in INSTALLER_PNG_SIZES}
    ico_images = [
        (size, pngs[size] if size >= ICO_PNG_FROM else dib(images[size])) for size in ICO_SIZES
    ]
    files[icons_dir / "tallyo.ico"] = ico_file(ico_images)
    files[icons_dir / "tallyo.icns"] = icns_file((kind, pngs[size]) for kind, size in ICNS_TYPES)
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return list(files)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--icons-dir", type=Path, default=ICONS_DIR, help="for installers")
    parser.add_argument("--package-dir", type=Path, default=PACKAGE_DIR, help="for the app")
    options = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"Cannot read {SOURCE}", file=sys.stderr)
        return 1
    for path in write_icons(renderer, options.icons_dir, options.package_dir):
        print(f"{path}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
