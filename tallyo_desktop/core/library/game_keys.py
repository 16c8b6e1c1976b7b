"""Which game a copy is a copy of, one answer for the `standings` command and for the library:
its metadata id, or, for a game without one, the record the library keeps of it
(`kept_records.library_record`: the players, rules, events and club night, not the save times),
so that the same game mailed twice is one game, and two games are never one."""

from __future__ import annotations

import hashlib

from tallyo_desktop.core.library.kept_records import library_record
from tallyo_desktop.core.record.format import SavedGame

NAMELESS = "nameless-"
"""Begins the key of a game without an id (the app gives a game 32 hexadecimal digits)."""


def record_digest(record: str) -> str:
    """The SHA-256 of a record's text, as the library stores it beside the record."""
    return hashlib.sha256(record.encode("utf-8")).hexdigest()


def nameless_key(record: str) -> str:
    """The key of a game without an id, whose record the library keeps as `record`."""
    return f"{NAMELESS}{record_digest(record)[:24]}"


def game_key(saved: SavedGame, record: str | None = None) -> str:
    """The key of the game `saved` holds; `record` is its `library_record`, if already made."""
    if saved.metadata.id is not None:
        return saved.metadata.id
    return nameless_key(library_record(saved) if record is None else record)
