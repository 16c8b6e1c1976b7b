"""Reading back what a PDF of the app says, as a reader copies it: its text through pypdf, and
the test font whose glyphs CJK fonts share between an ideograph and a radical."""

from __future__ import annotations

import io
import unicodedata
from collections.abc import Iterator

import pytest
from pypdf import PdfWriter
from pypdf.generic import ContentStream, DecodedStreamObject, DictionaryObject, NameObject
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from .cjk_font import FAMILY, font_bytes

_loaded: list[int] = []


def pdf_text(data: bytes) -> str:
    """The text of every page of the PDF `data`, as a reader copies it. Qt draws a bold it
    makes up (a font without a bold face) twice, the second time marked as standing for no
    text (an empty ActualText), which readers skip: so is it skipped here."""
    # A writer's copy: its pages' content may be replaced.
    document = PdfWriter(clone_from=io.BytesIO(data))
    texts = []
    for page in document.pages:
        content = ContentStream(page.get_contents(), document)
        kept = []
        depth = 0
        for operands, operator in content.operations:
            if depth:
                depth += {b"BDC": 1, b"BMC": 1, b"EMC": -1}.get(operator, 0)
                continue
            if operator == b"BDC" and _stands_for_nothing(operands):
                depth = 1
                continue
            kept.append((operands, operator))
        content.operations = kept
        # As bytes again, read as a page's content is: its strings as the fonts encode them.
        stream = DecodedStreamObject()
        stream.set_data(content.get_data())
        page[NameObject("/Contents")] = stream
        texts.append(page.extract_text())
    return "\n".join(texts)


def _stands_for_nothing(operands: list[object]) -> bool:
    properties = operands[1] if len(operands) > 1 else None
    return isinstance(properties, DictionaryObject) and properties.get("/ActualText") == ""


def letters(text: str) -> list[str]:
    """The characters of `text` that are drawn, sorted: a page's text and what a reader copies
    of it have the same letters, laid out in lines and cells their own ways."""
    return sorted(
        char for char in text if not char.isspace() and unicodedata.category(char) != "Cf"
    )


@pytest.fixture
def han_font(qtbot: object) -> Iterator[str]:
    """The application's font is the test font, with its ideographs that share their glyphs
    with radicals (the rest of a page's text is drawn in the fonts Qt falls back to)."""
    if not _loaded:
        for bold in (False, True):
            _loaded.append(QFontDatabase.addApplicationFontFromData(font_bytes(bold)))
    assert all(number >= 0 for number in _loaded)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = QFont(app.font())
    app.setFont(QFont(FAMILY, before.pointSize()))
    try:
        yield FAMILY
    finally:
        app.setFont(before)
