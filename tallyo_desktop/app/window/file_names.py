"""The name the file dialogs offer for a game's file: its players and its day. The folder they
start in is `app.shared.save_places`'s, as for every file the app saves."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    # Only a type here: datetime is no part of a start.
    from datetime import date

SUGGESTED_NAME_LENGTH = 80
"""The most characters of the players' names a suggested file name takes: names may be long,
file names may not."""


def suggested_name(names: Sequence[str], when: date, suffix: str) -> str:
    """A file name for a game: its players and the day, "Ann Bea Cid Dan 2026-11-30.tallyo"."""
    # Characters no file system takes in a name are left out, and so are the dots a name may
    # not start with (a hidden file, or a folder above).
    players = " ".join(names)
    kept = "".join(char for char in players if char not in '<>:"/\\|?*' and char >= " ")
    kept = kept[:SUGGESTED_NAME_LENGTH].strip(" .")
    return f"{kept or 'game'} {when.isoformat()}{suffix}"
