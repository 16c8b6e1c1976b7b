"""A damaged library file, and moving it aside so that a new one can be made in its place.

The library is derived from the finished games' files, so replacing a damaged one loses nothing.
What is moved aside is kept beside the new library as it was, and never written over: a damaged
library is told apart from one that is only busy (another program writing it) or written by a
newer version of the app, which are both left where they are.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import sqlite3
import struct
from datetime import datetime
from pathlib import Path

from tallyo_desktop.core.i18n import translate

COMPANIONS = ("-wal", "-shm", "-journal")
"""The files SQLite keeps beside a database, named after it: they belong to it."""

_DAMAGE_CODES = frozenset({11, 26})
"""SQLITE_CORRUPT and SQLITE_NOTADB: the file's contents are not a database SQLite can read."""
_BUSY_CODES = frozenset({5, 6})
"""SQLITE_BUSY and SQLITE_LOCKED: another connection holds the file."""
_WAL_MAGIC = {0x377F0682: "<", 0x377F0683: ">"}
"""A write-ahead log's first word, and the byte order of its checksums."""
_WAL_FORMAT = 3007000
_WAL_HEADER = 32


def is_damage(error: sqlite3.Error) -> bool:
    """Whether SQLite's `error` says the file itself is damaged (not busy, not missing)."""
    return (getattr(error, "sqlite_errorcode", 0) & 0xFF) in _DAMAGE_CODES


def is_busy(error: sqlite3.Error) -> bool:
    """Whether SQLite's `error` says another connection holds the file."""
    return (getattr(error, "sqlite_errorcode", 0) & 0xFF) in _BUSY_CODES


def visible_damage(path: Path) -> str | None:
    """What is wrong with the library `path` that shows before SQLite reads it, in the
    player's words; None if nothing does (a missing file is a new library, not a damaged one)."""
    if path.is_dir():
        return translate(
            "library", "{path} is a folder, not a game library. It was left as it is."
        ).format(path=path)
    try:
        empty = path.is_file() and path.stat().st_size == 0
    except OSError:
        return None
    if empty:
        # The app gives a library its schema in the same open that makes the file, so an empty
        # one lost what it held.
        return translate(
            "library", "{path} is empty, not a game library. It was left as it is."
        ).format(path=path)
    wal = Path(f"{path}{COMPANIONS[0]}")
    if _is_damaged_wal(wal):
        return translate(
            "library",
            "The game library {path} cannot be read: its journal {journal} is damaged. "
            "It was left as it is.",
        ).format(path=path, journal=wal.name)
    return None


def _is_damaged_wal(wal: Path) -> bool:
    """Whether the write-ahead log `wal` has a header SQLite would throw away, and with it
    whatever the log held. An empty log is an ordinary one."""
    try:
        with wal.open("rb") as file:
            header = file.read(_WAL_HEADER)
    except OSError:
        # Missing, or not readable by us: SQLite says what it makes of it.
        return False
    if not header:
        return False
    if len(header) < _WAL_HEADER:
        return True
    magic, version, page_size = struct.unpack(">III", header[:12])
    order = _WAL_MAGIC.get(magic)
    if order is None or version != _WAL_FORMAT:
        return True
    if page_size < 512 or page_size > 65536 or page_size & (page_size - 1):
        return True
    return _wal_checksum(header[:24], order) != struct.unpack(">II", header[24:32])


def _wal_checksum(data: bytes, order: str) -> tuple[int, int]:
    """SQLite's checksum of a write-ahead log header."""
    first = second = 0
    words = struct.unpack(f"{order}{len(data) // 4}I", data)
    for index in range(0, len(words), 2):
        first = (first + words[index] + second) & 0xFFFFFFFF
        second = (second + words[index + 1] + first) & 0xFFFFFFFF
    return first, second


def _taken(path: Path) -> bool:
    return os.path.lexists(path)


def damaged_copy_name(path: Path, now: datetime) -> Path:
    """Where the damaged library `path` goes: `<name>.damaged-<date>-<time>` beside it, with a
    number after it if that name, or one of its companions' names, is taken."""
    stamp = now.strftime("%Y-%m-%d-%H%M%S")
    for number in itertools.count(1):
        extra = "" if number == 1 else f"-{number}"
        target = path.with_name(f"{path.name}.damaged-{stamp}{extra}")
        if not any(_taken(Path(f"{target}{ending}")) for ending in ("", *COMPANIONS)):
            return target
    raise AssertionError("unreachable")  # pragma: no cover


def set_aside_damaged(path: Path, now: datetime) -> Path:
    """Move the damaged library `path` (a file or a folder), with the companions SQLite keeps
    beside it, under a name of its own beside it; where it went. Nothing is written over.
    Raises OSError if it cannot be moved; its companions are then put back."""
    target = damaged_copy_name(path, now)
    moved: list[tuple[Path, Path]] = []
    try:
        # The companions first: a journal left behind would be read into the new library.
        for ending in COMPANIONS:
            companion = Path(f"{path}{ending}")
            if _taken(companion):
                companion.rename(Path(f"{target}{ending}"))
                moved.append((Path(f"{target}{ending}"), companion))
        path.rename(target)
    except OSError:
        for source, back in reversed(moved):
            with contextlib.suppress(OSError):
                if not _taken(back):
                    source.rename(back)
        raise
    return target
