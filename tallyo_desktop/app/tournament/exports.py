"""The tournament taken out of the app, into files: each written whole or not at all (text
through `write_atomically`, as the app writes its own files), or an error in the organiser's
words. The texts are the core's (`core.tournament.exports`, `web_page`); the pages on paper
are `printing`'s, laid out by `printed_page`; the picture is the big screen's painting.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QFont, QImageWriter, QPalette

from tallyo_desktop.app.files.game_store import write_atomically
from tallyo_desktop.app.shared import printed_page
from tallyo_desktop.app.tournament.board import BoardContent, board_image


def write_text(path: Path, text: str) -> str | None:
    """Why the file could not be written, or None."""
    return write_atomically(path, text)


def write_bytes(path: Path, data: bytes) -> str | None:
    try:
        # The bytes go whole into a file of their own, which then takes the name.
        partial = path.with_name(f".{path.name}.part")
        partial.write_bytes(data)
        partial.replace(path)
    except OSError as error:
        return error.strerror or str(error)
    return None


def pdf_bytes(page: str, title: str, point_size: float) -> bytes:
    return printed_page.pdf_bytes(page, title, point_size)


def png_bytes(content: BoardContent, palette: QPalette, font: QFont) -> bytes:
    image = board_image(content, palette, font)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"png"))
    writer.write(image)
    return bytes(buffer.data().data())
