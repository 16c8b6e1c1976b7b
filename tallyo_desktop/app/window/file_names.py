"""The names and folders the file dialogs offer: a game's file named after its players and its
day, and the player's documents folder to start in."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths

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


def documents_folder() -> Path:
    """The player's documents folder, made if the system names one that is not there yet; else
    their home folder."""
    # A file dialog given a folder that does not exist starts in the folder the app was started
    # from instead, which is where a fresh system without a documents folder saved games.
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    documents = Path(location)
    if location and documents.is_absolute():
        with contextlib.suppress(OSError):
            documents.mkdir(exist_ok=True)
        if documents.is_dir():
            return documents
    return Path.home()
