"""The text of a PDF the app writes, found and copied as it was typed.

A PDF tells readers which characters its glyphs are with a map for each font (ToUnicode). Qt's
PDF writer makes that map by looking each glyph up in the font's character map from the lowest
code point up, and keeps the first character found. CJK fonts draw many Kangxi radicals with the
glyph of the ideograph they look like: Noto Sans CJK, Meiryo and Yu Gothic do for about 200 of
them, ⼭ (U+2F2D) and 山 (U+5C71) among them. The radical has the lower code point, so the PDF
says that the glyph typed as 山 is ⼭: 山田 is searched and copied as ⼭⽥, and is not found.

`findable` mends the maps of a PDF the app wrote: a glyph that reads as a character the page
does not hold, but as one Unicode counts the same as a character the page does hold (NFKC: the
radical ⼭ as the ideograph 山), reads as that character. It knows the layout Qt writes (each
map in a stream of its own, uncompressed, listed in a classic cross-reference table) and leaves
a file of any other layout as it is.

No Qt here: bytes in, bytes out.
"""

from __future__ import annotations

import re
import unicodedata

_START_XREF = re.compile(rb"startxref\s+(\d+)\s+%%EOF\s*$")
_SUBSECTION = re.compile(rb"\s*(\d+) (\d+)[ \t]*\r?\n")
_ENTRY = re.compile(rb"(\d{10}) (\d{5}) ([nf])(?: \r| \n|\r\n)")
_TRAILER = re.compile(rb"\s*trailer")
_MAP_REFERENCE = re.compile(rb"/ToUnicode (\d+) 0 R")
_STREAM_OBJECT = re.compile(rb"(\d+) 0 obj\s*<<\s*/Length (\d+)\s*>>\s*stream\r?\n")
_STREAM_END = re.compile(rb"\s*endstream\s*endobj")

_CHARS = re.compile(r"(\d+)\s+beginbfchar(.*?)endbfchar", re.S)
_RANGES = re.compile(r"(\d+)\s+beginbfrange(.*?)endbfrange", re.S)
_SPACE = re.compile(r"\d+\s+begincodespacerange.*?endcodespacerange", re.S)
_HEX = re.compile(r"<([0-9A-Fa-f]*)>")
_RANGE = re.compile(
    r"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(?:<([0-9A-Fa-f]+)>|\[([^\]]*)\])", re.S
)
_SECTION_SIZE = 100
"""The most entries a section of a map may hold."""


class _Unexpected(Exception):
    """The file is not laid out as Qt lays it out: it is left as it is."""


def findable(pdf: bytes, typed: str) -> bytes:
    """`pdf` with each glyph read as the character of `typed` (the page's text) it stands for."""
    try:
        return _mended(pdf, typed)
    except (_Unexpected, ValueError):
        return pdf


def _mended(pdf: bytes, typed: str) -> bytes:
    xref, entries, trailer, trailer_end = _cross_references(pdf)
    offsets = {number: offset for number, offset, _gen, used in entries if used}
    replaced: list[tuple[int, int, bytes]] = []
    for number in sorted({int(found) for found in _MAP_REFERENCE.findall(pdf[:xref])}):
        if number not in offsets:
            raise _Unexpected
        start = offsets[number]
        head = _STREAM_OBJECT.match(pdf, start)
        if head is None or int(head.group(1)) != number:
            raise _Unexpected
        body_end = head.end() + int(head.group(2))
        closing = _STREAM_END.match(pdf, body_end)
        if closing is None:
            raise _Unexpected
        body = pdf[head.end() : body_end].decode("latin-1")
        glyphs = _read_map(body)
        mended = _mend(glyphs, typed)
        if mended != glyphs:
            text = _written_map(body, mended).encode("latin-1")
            stream = b"%d 0 obj\n<< /Length %d >>\nstream\n" % (number, len(text))
            replaced.append((start, closing.end(), stream + text + b"\nendstream\nendobj"))
    if not replaced:
        return pdf
    replaced.sort()
    out = bytearray()
    shifts: list[tuple[int, int]] = []
    at = 0
    for start, end, new in replaced:
        if start < at:
            raise _Unexpected
        out += pdf[at:start] + new
        shifts.append((start, len(new) - (end - start)))
        at = end
    out += pdf[at:xref]

    def moved(offset: int) -> int:
        return offset + sum(shift for start, shift in shifts if start < offset)

    table = [b"xref\n"]
    index = 0
    while index < len(entries):
        # The numbers in a run of the table follow each other.
        run = 1
        while index + run < len(entries) and entries[index + run][0] == entries[index][0] + run:
            run += 1
        table.append(b"%d %d\n" % (entries[index][0], run))
        for _number, offset, generation, used in entries[index : index + run]:
            position = moved(offset) if used else offset
            table.append(b"%010d %05d %s \n" % (position, generation, b"n" if used else b"f"))
        index += run
    new_xref = len(out)
    out += b"".join(table) + pdf[trailer:trailer_end]
    out += b"startxref\n%d\n%%%%EOF\n" % new_xref
    return bytes(out)


def _cross_references(pdf: bytes) -> tuple[int, list[tuple[int, int, int, bool]], int, int]:
    """Where the cross-reference table starts, its entries (object number, offset,
    generation, in use) in order, and where the trailer starts and ends."""
    found = _START_XREF.search(pdf)
    if found is None:
        raise _Unexpected
    xref = int(found.group(1))
    if not pdf.startswith(b"xref", xref):
        raise _Unexpected
    at = xref + 4
    entries: list[tuple[int, int, int, bool]] = []
    while (section := _SUBSECTION.match(pdf, at)) is not None:
        first, count = int(section.group(1)), int(section.group(2))
        at = section.end()
        for number in range(first, first + count):
            entry = _ENTRY.match(pdf, at)
            if entry is None:
                raise _Unexpected
            used = entry.group(3) == b"n"
            entries.append((number, int(entry.group(1)), int(entry.group(2)), used))
            at = entry.end()
    numbers = [entry[0] for entry in entries]
    if not entries or len(set(numbers)) != len(numbers) or numbers != sorted(numbers):
        raise _Unexpected
    if _TRAILER.match(pdf, at) is None:
        raise _Unexpected
    return xref, entries, at, found.start()


def _text_of(digits: str) -> str:
    """The characters a map's hexadecimal destination holds (UTF-16, big-endian)."""
    if len(digits) % 4:
        raise _Unexpected
    try:
        return bytes.fromhex(digits).decode("utf-16-be")
    except UnicodeDecodeError:
        raise _Unexpected from None


def _read_map(body: str) -> dict[int, str]:
    """The characters of each glyph a ToUnicode map names, by the glyph's code."""
    glyphs: dict[int, str] = {}
    left = _SPACE.sub("", body)
    for section in _CHARS.finditer(body):
        tokens = _HEX.findall(section.group(2))
        if len(tokens) % 2:
            raise _Unexpected
        for code, text in zip(tokens[::2], tokens[1::2], strict=True):
            glyphs[_code(code)] = _text_of(text)
    for section in _RANGES.finditer(body):
        inside = section.group(2)
        for found in _RANGE.finditer(inside):
            low, high = _code(found.group(1)), _code(found.group(2))
            if high < low:
                raise _Unexpected
            if found.group(3) is not None:
                start = _text_of(found.group(3))
                if not start:
                    raise _Unexpected
                # A range's destination counts up in its last character.
                for step, code in enumerate(range(low, high + 1)):
                    glyphs[code] = start[:-1] + chr(ord(start[-1]) + step)
            else:
                texts = _HEX.findall(found.group(4))
                if len(texts) != high - low + 1:
                    raise _Unexpected
                for code, text in zip(range(low, high + 1), texts, strict=True):
                    glyphs[code] = _text_of(text)
        if _HEX.search(_RANGE.sub("", inside)):
            raise _Unexpected
    # Nothing of the map may be left unread: what is written again must say all it said.
    if _HEX.search(_RANGES.sub("", _CHARS.sub("", left))):
        raise _Unexpected
    return glyphs


def _code(digits: str) -> int:
    # The maps Qt writes have two-byte codes, <0000> to <FFFF>: written again the same way.
    if len(digits) != 4:
        raise _Unexpected
    return int(digits, 16)


def _mend(glyphs: dict[int, str], typed: str) -> dict[int, str]:
    """Each glyph read as the character of `typed` it stands for."""
    present = set(typed)
    standing_for: dict[str, str] = {}
    for char in sorted(present):
        folded = unicodedata.normalize("NFKC", char)
        if folded == char or folded not in standing_for:
            standing_for[folded] = char
    mended = {}
    for code, text in glyphs.items():
        if len(text) == 1 and text not in present:
            text = standing_for.get(unicodedata.normalize("NFKC", text), text)
        mended[code] = text
    return mended


def _written_map(body: str, glyphs: dict[int, str]) -> str:
    """The map `body` again, with the characters `glyphs` gives, one entry a glyph."""
    first = min(
        (found.start() for pattern in (_CHARS, _RANGES) if (found := pattern.search(body))),
        default=None,
    )
    end = body.find("endcmap")
    if first is None or end < first:
        raise _Unexpected
    entries = [
        f"<{code:04X}> <{text.encode('utf-16-be').hex().upper()}>\n"
        for code, text in sorted(glyphs.items())
    ]
    sections = []
    for start in range(0, len(entries), _SECTION_SIZE):
        part = entries[start : start + _SECTION_SIZE]
        sections.append(f"{len(part)} beginbfchar\n{''.join(part)}endbfchar\n")
    return body[:first] + "".join(sections) + body[end:]
