"""What the library raises: one error for a file it cannot use now, one for a damaged file."""

from __future__ import annotations

from pathlib import Path

from tallyo_desktop.core.errors import TallyoError


class LibraryError(TallyoError):
    """The library file cannot be opened, read or written, or a request does not fit it."""


class DamagedLibraryError(LibraryError):
    """The library file is damaged: what it holds cannot be read as a library. It is left as it
    is; the finished games' files hold everything a new library needs."""

    def __init__(self, message: str, path: Path) -> None:
        super().__init__(message)
        self.path = path
