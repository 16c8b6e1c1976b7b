"""The files and folders a command is told to write: refused in words, with status 2, before
anything is written, and a write that fails all the same said in the same words.

A command never writes over a game file, and a file it writes is either written whole or left
as it was: it goes to a file of its own beside the target first, which then takes its place.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
from pathlib import Path

from tallyo_desktop.commands.parser import printable
from tallyo_desktop.core.record.format import FILE_SUFFIX

REASONS = {
    errno.ENOENT: "the file could not be made there",
    errno.ENOTDIR: "part of the path is not a folder",
    errno.EISDIR: "it is a folder: name a file in it",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.EROFS: "the disk is read-only",
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.ENAMETOOLONG: "the name is too long",
}
"""What an error of the system means, in words, for a file being written."""


def reason_of(error: OSError) -> str:
    """Why writing failed, in words: not Python's `[Errno 2] No such file...`."""
    if error.errno in REASONS:
        return REASONS[error.errno]
    return error.strerror or str(error)


def _nearest_existing(path: Path) -> Path:
    """`path`, or the closest folder above it that exists."""
    for candidate in (path, *path.parents):
        if os.path.lexists(candidate):
            return candidate
    return path


def file_problem(path: str, wanted: str) -> str | None:
    """Why the file `path` cannot be written, as far as can be seen before writing it (None if
    nothing is against it); `wanted` is the kind of file the command writes (".csv")."""
    target = Path(path)
    if target.suffix.lower() == FILE_SUFFIX:
        return f"it would write over a game file: name a {wanted} file"
    if target.is_dir():
        return f"it is a folder: name a {wanted} file in it"
    folder = target.parent
    if not folder.is_dir():
        existing = _nearest_existing(folder)
        if existing.is_dir():
            return f"there is no folder {printable(str(folder))}"
        return f"{printable(str(existing))} is not a folder"
    if target.exists() and not os.access(target, os.W_OK):
        return "the file is read-only"
    if not os.access(folder, os.W_OK):
        return f"you may not write in {printable(str(folder))}"
    return None


def folder_problem(path: str) -> str | None:
    """Why files cannot be written into the folder `path`, made if it is missing, as far as can
    be seen before making it (None if nothing is against it)."""
    target = Path(path)
    existing = _nearest_existing(target)
    if not existing.is_dir():
        if existing == target:
            return "it is a file, not a folder"
        return f"{printable(str(existing))} is not a folder"
    if not os.access(existing, os.W_OK):
        return f"you may not write in {printable(str(existing))}"
    return None


def refuse(prog: str, path: str, reason: str) -> int:
    """Say that `path` cannot be written, and why; the status to end with."""
    print(f"{prog}: cannot write {printable(path)}: {reason}.", file=sys.stderr)
    return 2


def write_file(path: str, data: bytes) -> None:
    """Write `data` to the file `path` whole, or leave the file as it was; OSError if it
    cannot be written."""
    target = Path(path)
    # Beside the target, so that taking its place is one rename on one disk.
    scratch = target.with_name(f".{target.name}.{os.getpid()}.part")
    try:
        with open(scratch, "xb") as out:
            out.write(data)
        os.replace(scratch, target)
    except OSError:
        with contextlib.suppress(OSError):
            scratch.unlink()
        raise
