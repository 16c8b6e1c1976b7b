"""Reading a game record from disk, trusting nothing about the file.

Only a regular file is read (a named pipe would wait forever, a device would never end), and at
most `MAX_FILE_BYTES` of it: a real game, even a long one, is a few hundred kilobytes.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from pathlib import Path

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.record.format import (
    FILE_SUFFIX,
    BadGameFile,
    SavedGame,
    saved_game_from_json,
)
from tallyo_desktop.core.table.game import Game

MAX_FILE_BYTES = 16 * 1024 * 1024
_NO_WAIT = getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


def _cannot_read(shown: str, error: OSError | ValueError) -> BadGameFile:
    if isinstance(error, FileNotFoundError):
        return BadGameFile(
            translate("record", "There is no game file at {path}.").format(path=shown)
        )
    if isinstance(error, IsADirectoryError):
        return BadGameFile(
            translate("record", "{path} is a folder, not a game file.").format(path=shown)
        )
    if isinstance(error, PermissionError):
        return BadGameFile(
            translate("record", "Tallyo Desktop is not allowed to read {path}.").format(path=shown)
        )
    # ValueError: a path no system accepts, such as one holding a NUL character.
    reason = getattr(error, "strerror", None)
    if reason:
        return BadGameFile(
            translate("record", "The game file {path} cannot be read: {reason}.").format(
                path=shown, reason=reason
            )
        )
    return BadGameFile(
        translate("record", "The game file {path} cannot be read.").format(path=shown)
    )


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The content of the game file at `path`; BadGameFile in a player's words if it is not a
    regular file of a reasonable size, or cannot be read."""
    shown = os.fspath(path)
    try:
        descriptor = os.open(path, os.O_RDONLY | _NO_WAIT)
    except (OSError, ValueError) as error:
        raise _cannot_read(shown, error) from None
    try:
        info = os.fstat(descriptor)
        if stat.S_ISDIR(info.st_mode):
            raise _cannot_read(shown, IsADirectoryError())
        if not stat.S_ISREG(info.st_mode):
            raise BadGameFile(
                translate(
                    "record", "{path} is not a game file: it is not an ordinary file."
                ).format(path=shown)
            )
        if info.st_size > MAX_FILE_BYTES:
            raise _too_large(shown)
        chunks = []
        size = 0
        # The size can grow while the file is read: stop at the limit, whatever stat said.
        while chunk := os.read(descriptor, 1 << 20):
            size += len(chunk)
            if size > MAX_FILE_BYTES:
                raise _too_large(shown)
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as error:
        raise _cannot_read(shown, error) from None
    finally:
        os.close(descriptor)


def _too_large(shown: str) -> BadGameFile:
    return BadGameFile(
        translate(
            "record",
            "{path} is too large to be a game file (over {size} MB): it was left as it is.",
        ).format(path=shown, size=MAX_FILE_BYTES // (1024 * 1024))
    )


def read_saved_game(path: str | os.PathLike[str]) -> SavedGame:
    return saved_game_from_bytes(read_bytes(path), os.fspath(path))


def saved_game_from_bytes(content: bytes, shown: str) -> SavedGame:
    """The game in `content`, the bytes of the file `shown`; BadGameFile says why not."""
    try:
        # A byte order mark, as some Windows editors write, is not part of the JSON.
        decoded = content.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise BadGameFile(
            translate("record", "{path} is not a Tallyo game file: it is not text.").format(
                path=shown
            )
        ) from None
    return saved_game_from_json(decoded)


def read_game_file(path: str | os.PathLike[str]) -> Game:
    return read_saved_game(path).game


def game_files_in(
    paths: Iterable[str | os.PathLike[str]],
) -> tuple[list[Path], list[tuple[Path, OSError]]]:
    """Each path named that is not a folder (whatever its name: it was named), and every game
    file (`*.tallyo`) in each folder named and in the folders inside it; each once, in the order
    named, a folder's by name. Also the folders that could not be listed, with why.

    Links to folders are not followed inside a folder, so a link back up cannot loop.
    """
    found: list[Path] = []
    unlisted: list[tuple[Path, OSError]] = []
    seen: set[str] = set()

    def add(path: Path) -> None:
        key = os.path.normcase(os.path.abspath(path))
        if key not in seen:
            seen.add(key)
            found.append(path)

    for named in paths:
        path = Path(named)
        if not path.is_dir():
            add(path)
            continue

        def cannot_list(error: OSError, folder: Path = path) -> None:
            shown = error.filename if isinstance(error.filename, str) else folder
            unlisted.append((Path(shown), error))

        for root, folders, files in os.walk(path, onerror=cannot_list):
            folders.sort()
            for name in sorted(files):
                if name.lower().endswith(FILE_SUFFIX):
                    add(Path(root, name))
    return found, unlisted
