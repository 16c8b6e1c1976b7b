"""Where the files a player saves go: a save dialog starts in the folder they last saved such a
file in (remembered across runs), else in their documents folder, never in the folder the app
happened to be started from; and it proposes a name that says what the file holds
("standings-spring-2026.csv")."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QStandardPaths

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

NAME_LENGTH = 80
"""The most characters a proposed name takes before its suffix: what it names may be long, a
file name may not."""
_DROPPED = "'’"
"""Left out of a name rather than made a dash: "Ann's night" is "anns-night"."""


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


def file_name(*parts: str, suffix: str) -> str:
    """A file name made of `parts`, in lower case, words joined by dashes: ("Standings",
    "Spring 2026") and ".csv" give "standings-spring-2026.csv". Letters of every script are
    kept; everything a file system may refuse (and the controls that turn text around) is not."""
    words = []
    for part in parts:
        word = []
        for char in part.lower():
            if char.isalnum():
                word.append(char)
            elif char not in _DROPPED:
                word.append("-")
        words.append("".join(word))
    name = "-".join(words)
    while "--" in name:
        name = name.replace("--", "-")
    name = name[:NAME_LENGTH].strip("-")
    return f"{name or 'tallyo'}{suffix}"


class SavePlaces:
    """Where the save dialogs of one kind of file start: the folder last saved in, kept in
    `settings` under `key`; the documents folder before that (or without settings)."""

    def __init__(self, settings: QSettings | None, key: str) -> None:
        self.settings = settings
        self.key = key

    def folder(self) -> Path:
        if self.settings is not None:
            last = self.settings.value(self.key)
            if isinstance(last, str) and last and Path(last).is_absolute() and Path(last).is_dir():
                return Path(last)
        return documents_folder()

    def proposed(self, name: str) -> Path:
        """The file `name` in the folder a dialog starts in."""
        return self.folder() / name

    def used(self, path: Path) -> None:
        """A file was saved as (or opened from) `path`: the next dialog starts in its folder."""
        if self.settings is not None and path.parent.is_absolute():
            self.settings.setValue(self.key, str(path.parent))


def ask_save_path(
    parent: QWidget | None, title: str, file_filter: str, places: SavePlaces, name: str
) -> Path | None:
    """Ask where to save a file, proposing `name` in the folder `places` starts in: the path
    chosen, with the suffix of `name` if none was typed; None when the dialog was cancelled.
    The next dialog of `places` starts in the folder chosen."""
    # Imported here: a start needs only the documents folder, and PySide makes the dialog's
    # class with its enums when it is first named.
    from PySide6.QtWidgets import QFileDialog

    chosen, _ = QFileDialog.getSaveFileName(parent, title, str(places.proposed(name)), file_filter)
    if not chosen:
        return None
    path = Path(chosen)
    if not path.suffix:
        path = path.with_suffix(Path(name).suffix)
    places.used(path)
    return path
