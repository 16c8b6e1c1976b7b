"""Reading a file that may be a game log, trusting nothing about it.

A log is read whole into memory, so every way in is bounded: only a regular file is opened, at
most `MAX_FILE_BYTES` of it is read, and a gzip-compressed log may unpack to at most
`MAX_LOG_BYTES` (a real log, even of a long game, is well under 100 kB unpacked). What the
file is comes from its content, never from its name.
"""

from __future__ import annotations

import os
import stat
import zlib

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.importing.model import LogFormat, LogRefused

MAX_FILE_BYTES = 4 * 1024 * 1024
MAX_LOG_BYTES = 4 * 1024 * 1024
GZIP_MAGIC = b"\x1f\x8b"
_DEFLATE = 8
_GZIP_HEADER = 10
_FHCRC, _FEXTRA, _FNAME, _FCOMMENT = 0x02, 0x04, 0x08, 0x10
_HEAD = 4096
_CHUNK = 64 * 1024
_GZIP_CHUNK = 4096
"""Small, so that damage in the middle of a stream loses little of what came before it."""
_NO_WAIT = getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


class NotALog(LogRefused):
    """A file that is no game log at all: a folder's other files are skipped for this."""


def _megabytes(size: int) -> int:
    return size // (1024 * 1024)


def _gzip_body(data: bytes) -> int | None:
    """Where the compressed data of a gzip member begins, after its header; None if the header
    itself is damaged or cut short."""
    if len(data) < _GZIP_HEADER or data[:2] != GZIP_MAGIC or data[2] != _DEFLATE:
        return None
    flags = data[3]
    position = _GZIP_HEADER
    if flags & _FEXTRA:
        if len(data) < position + 2:
            return None
        position += 2 + int.from_bytes(data[position : position + 2], "little")
    for flag in (_FNAME, _FCOMMENT):
        if flags & flag:
            end = data.find(b"\x00", position)
            if end < 0:
                return None
            position = end + 1
    if flags & _FHCRC:
        position += 2
    return position if position <= len(data) else None


def _gunzip(data: bytes, *, limit: int) -> bytes:
    """What `data` unpacks to, at most `limit` bytes; a stream cut short or damaged gives what
    came before the damage, as a download cut off mid-way does.

    The header is read here and the compressed data unpacked raw, so that a damaged checksum at
    the end (which zlib's own gzip reading reports only once the whole stream is read, losing
    the last part of it) still gives everything before it: the hands are checked one by one
    against the rules afterwards, whatever the checksum says."""
    start = _gzip_body(data)
    if start is None:
        return b""
    unpacker = zlib.decompressobj(-zlib.MAX_WBITS)
    parts: list[bytes] = []
    size = 0
    for offset in range(start, len(data), _GZIP_CHUNK):
        try:
            part = unpacker.decompress(data[offset : offset + _GZIP_CHUNK], limit + 1 - size)
        except zlib.error:
            break
        size += len(part)
        parts.append(part)
        if size > limit or unpacker.unconsumed_tail:
            raise LogRefused(
                translate(
                    "importing",
                    "It unpacks to more than {size} MB, far more than any game log: it was not "
                    "imported.",
                ).format(size=_megabytes(limit))
            )
        if unpacker.eof:
            break
    return b"".join(parts)


def sniff(data: bytes) -> LogFormat | None:
    """The log format `data` starts like, or None if it starts like neither."""
    head = data[: _HEAD * 4].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith(b"<?xml"):
        head = head[head.find(b"?>") + 2 :].lstrip()
    # Copies kept by other programs may open with a comment (a notice of who owns the log).
    while head.startswith(b"<!--") and b"-->" in head:
        head = head[head.find(b"-->") + 3 :].lstrip()
    if head.startswith(b"<mjloggm"):
        return LogFormat.MJLOG
    if head.startswith(b"{") and b'"log"' in data[: _HEAD * 4]:
        return LogFormat.TENHOU6
    return None


def _head_is_a_log(head: bytes) -> bool:
    if head.startswith(GZIP_MAGIC):
        try:
            head = zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(head, _HEAD * 4)
        except zlib.error:
            return False
    return sniff(head) is not None


def read_log(path: str | os.PathLike[str]) -> tuple[LogFormat, bytes]:
    """The format and the (unpacked) bytes of the log at `path`. NotALog if it is no log at
    all, LogRefused for a log that cannot be read safely."""
    try:
        descriptor = os.open(path, os.O_RDONLY | _NO_WAIT)
    except FileNotFoundError:
        raise LogRefused(translate("importing", "There is no such file.")) from None
    except IsADirectoryError:
        raise LogRefused(translate("importing", "It is a folder, not a log.")) from None
    except PermissionError:
        raise LogRefused(
            translate("importing", "Tallyo Desktop is not allowed to read it.")
        ) from None
    except (OSError, ValueError) as error:
        raise LogRefused(
            translate("importing", "It cannot be read: {reason}.").format(
                reason=getattr(error, "strerror", None) or error
            )
        ) from None
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise NotALog(translate("importing", "It is not an ordinary file."))
        head = os.read(descriptor, _HEAD * 4)
        if info.st_size > MAX_FILE_BYTES:
            _refuse_large(head)
        chunks = [head]
        size = len(head)
        # The file may grow while it is read: stop at the limit, whatever stat said.
        while chunk := os.read(descriptor, _CHUNK):
            size += len(chunk)
            if size > MAX_FILE_BYTES:
                _refuse_large(head)
            chunks.append(chunk)
    except OSError as error:
        raise LogRefused(
            translate("importing", "It cannot be read: {reason}.").format(reason=error.strerror)
        ) from None
    finally:
        os.close(descriptor)
    content = b"".join(chunks)
    if content.startswith(GZIP_MAGIC):
        content = _gunzip(content, limit=MAX_LOG_BYTES)
    kind = sniff(content)
    if kind is None:
        raise NotALog(translate("importing", "It is not a Tenhou or Mahjong Soul game log."))
    return kind, content


def _refuse_large(head: bytes) -> None:
    if not _head_is_a_log(head):
        raise NotALog(translate("importing", "It is not a Tenhou or Mahjong Soul game log."))
    raise LogRefused(
        translate(
            "importing",
            "It is larger than {size} MB, far more than any game log: it was not imported.",
        ).format(size=_megabytes(MAX_FILE_BYTES))
    )


def text_of(content: bytes) -> str:
    """The log's text; LogRefused if it is not UTF-8."""
    try:
        return content.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise LogRefused(
            translate(
                "importing", "It is not UTF-8 text (a wrong byte at {position}): it is damaged."
            ).format(position=error.start)
        ) from None
