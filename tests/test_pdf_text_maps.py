"""Mending the glyph maps of a PDF laid out as Qt writes one: each map read whole (single
glyphs, ranges of consecutive characters, lists), a glyph read as a radical the page does not
hold read as the ideograph it does, and every object found where the file says it is."""

from __future__ import annotations

import io
import re

from pypdf import PdfReader
from pypdf.generic import DictionaryObject, StreamObject

from tallyo_desktop.app.shared.pdf_text import findable

HEADER = (
    "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
    "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
    "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n"
)
FOOTER = "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n"


def pdf(maps: list[str]) -> bytes:
    """A PDF of one empty page and a font for each map, objects and table as Qt lays them."""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>",
    ]
    for number, body in enumerate(maps):
        data = (HEADER + body + FOOTER).encode("latin-1")
        own = len(objects) + 2
        objects.append(b"<< /Type /Font /Subtype /Type0 /ToUnicode %d 0 R >>" % own)
        objects.append(b"<< /Length %d >>\nstream\n" % len(data) + data + b"\nendstream")
        assert own == 5 + 2 * number
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, content in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + content + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d \n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return bytes(out)


def maps_of(data: bytes, count: int) -> list[str]:
    """The `count` fonts' maps, read through their objects as a reader finds them."""
    reader = PdfReader(io.BytesIO(data), strict=True)
    found = []
    for number in range(count):
        font = reader.get_object(4 + 2 * number)
        assert isinstance(font, DictionaryObject)
        stream = font["/ToUnicode"].get_object()
        assert isinstance(stream, StreamObject)
        found.append(stream.get_data().decode("latin-1"))
    return found


def offsets_hold_their_objects(data: bytes) -> bool:
    xref = int(re.search(rb"startxref\s+(\d+)", data).group(1))  # type: ignore[union-attr]
    lines = data[xref:].split(b"\n")[2:]
    for number, line in enumerate(lines):
        if not re.fullmatch(rb"\d{10} \d{5} [nf] ", line):
            break
        if line.endswith(b"n ") and not data[int(line[:10]) :].startswith(b"%d 0 obj" % number):
            return False
    return True


def test_radicals_the_page_does_not_hold_read_as_its_ideographs() -> None:
    ranges = "3 beginbfrange\n<0000> <0000> <0000>\n<0001> <0002> <2F00>\n"
    ranges += "<0003> <0004> [<2F2D> <0041>]\nendbfrange\n1 beginbfchar\n<0005> <2F65>\nendbfchar\n"
    latin = "1 beginbfrange\n<0001> <0002> [<0041> <006E>]\nendbfrange\n"
    data = pdf([ranges, latin])
    mended = findable(data, "一丨山A田 An")
    assert offsets_hold_their_objects(mended)
    first, second = maps_of(mended, 2)
    # The range 一丨 (radicals U+2F00, U+2F01) is written glyph by glyph: U+4E00, U+4E28.
    assert "<0001> <4E00>" in first and "<0002> <4E28>" in first
    assert "<0003> <5C71>" in first and "<0004> <0041>" in first and "<0005> <7530>" in first
    assert "2F" not in first.split("endcodespacerange")[1]
    assert second == HEADER + latin + FOOTER, "a map with nothing to mend is left as it was"


def test_a_radical_the_page_holds_is_kept() -> None:
    data = pdf(["1 beginbfchar\n<0001> <2F2D>\nendbfchar\n"])
    assert findable(data, "⼭ and 山") == data


def test_a_map_that_cannot_be_read_whole_leaves_the_file_as_it_is() -> None:
    for body in (
        "1 beginbfchar\n<0001> <2F2D> <0002>\nendbfchar\n",
        "1 beginbfrange\n<0002> <0001> <2F2D>\nendbfrange\n",
        "1 beginbfrange\n<0001> <0002> [<2F2D>]\nendbfrange\n",
        "1 beginbfchar\n<001> <2F2D>\nendbfchar\n",
        "1 beginbfchar\n<0001> <D800>\nendbfchar\n",
    ):
        data = pdf([body])
        assert findable(data, "山") == data, body
