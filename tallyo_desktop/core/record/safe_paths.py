"""Names and paths the app writes under, kept inside the folders they belong to.

A game's id comes from its file, and game files travel by mail and on sticks: an id is used in a
path only in its one safe form (`is_safe_game_id`), and every path the app writes is checked to
lie inside its folder before it is written (`inside`), so that a hostile file can neither name
another file nor reach out of the data folder.
"""

from __future__ import annotations

import os
import re
from typing import TYPE_CHECKING

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate

if TYPE_CHECKING:
    # Only for the hints: reading a game (`replay`) does not import pathlib.
    from pathlib import Path

MAX_ID_LENGTH = 64
# Letters, digits, "-" and "_" only, starting with a letter or digit: nothing a file system reads
# as a separator, a parent, a drive, a stream or a hidden file, on any system.
_SAFE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")
# Names Windows keeps for devices whatever follows them ("CON.tallyo" is the console too).
_WINDOWS_DEVICES = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
    + [f"{kind}{number}" for kind in ("COM", "LPT") for number in range(10)]
)


class UnsafePath(TallyoError):
    """A path the app was about to write lies outside the folder it belongs to."""


def is_safe_game_id(value: str) -> bool:
    """Whether `value` can name a game's files: ASCII letters, digits, "-" and "_", at most
    `MAX_ID_LENGTH` long, and no name Windows keeps for a device."""
    return (
        len(value) <= MAX_ID_LENGTH
        and value.isascii()
        and _SAFE_ID.fullmatch(value) is not None
        and value.upper() not in _WINDOWS_DEVICES
    )


def inside(folder: Path, path: Path) -> bool:
    """Whether `path` lies inside `folder`, once both are resolved (links followed, ".." taken
    away); a path that cannot be resolved is not inside."""
    try:
        root = os.path.realpath(folder)
        target = os.path.realpath(path)
        # Different drives (Windows) have no common path: a ValueError, and not inside.
        return target != root and os.path.commonpath([root, target]) == root
    except (OSError, ValueError):
        return False


def checked_inside(folder: Path, path: Path) -> Path:
    """`path`, once it is known to lie inside `folder`; UnsafePath in words otherwise."""
    if not inside(folder, path):
        raise UnsafePath(
            translate(
                "files",
                "{path} lies outside {folder}, where Tallyo Desktop writes: it was not written.",
            ).format(path=path, folder=folder)
        )
    return path
