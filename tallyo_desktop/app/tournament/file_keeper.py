"""The tournament's file, kept up to date: written whole and atomically after every change (the
old file or the new one, never half of each), before the pages show the change, so that a
crash loses nothing.

A file that cannot be read is never written over: it is not opened. A file another program
changed since it was last read or written here is not written over either: the change stays in
the app, and the window says so until the tournament is saved elsewhere.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from tallyo_desktop.app.files.game_store import write_atomically
from tallyo_desktop.app.tournament.controller import TournamentController
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.tournament.changes import TournamentChange
from tallyo_desktop.core.tournament.tournament import Tournament
from tallyo_desktop.core.tournament.tournament_file import (
    read_tournament_bytes,
    tournament_from_bytes,
    tournament_to_json,
)


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class TournamentFileKeeper(QObject):
    saveFailed = Signal(str)
    """The last change is not in the file: why, in the organiser's words."""
    saved = Signal()

    def __init__(self, controller: TournamentController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._digest: str | None = None
        """What the file held when it was last read or written here."""
        self.problem: str | None = None
        """Why the file is behind the tournament, while it is."""
        # Connected before any page, so that a change is on disk before it is shown.
        controller.changed.connect(self._follow)

    def create(self, tournament: Tournament, path: Path) -> str | None:
        """Write a new tournament's file and open it; why it could not be, or None."""
        if path.exists():
            try:
                read_tournament_bytes(path)
            except TallyoError:
                return self.tr(
                    "{file} is there already and is not a tournament: choose another name."
                ).format(file=path.name)
        text = tournament_to_json(tournament)
        reason = write_atomically(path, text)
        if reason is not None:
            return self.tr("{file} could not be written: {reason}.").format(
                file=path.name, reason=reason
            )
        self._digest = _digest(text.encode("utf-8"))
        self.problem = None
        self.controller.load(tournament, path)
        return None

    def open(self, path: Path) -> str | None:
        """Open the tournament in `path`; why it cannot be, or None. Nothing is written."""
        try:
            content = read_tournament_bytes(path)
            tournament = tournament_from_bytes(content)
        except TallyoError as error:
            return str(error)
        self._digest = _digest(content)
        self.problem = None
        self.controller.load(tournament, path)
        return None

    def save_as(self, path: Path) -> str | None:
        """Keep the tournament in `path` from now on; why it cannot be, or None."""
        tournament = self.controller.tournament
        if tournament is None:
            return None
        return self.create(tournament, path)

    def _follow(self, change: TournamentChange) -> None:
        if change.edited:
            self.save()

    def save(self) -> bool:
        controller = self.controller
        path = controller.path
        if controller.tournament is None or path is None:
            return False
        try:
            on_disk = _digest(read_tournament_bytes(path)) if path.exists() else None
        except TallyoError:
            on_disk = "unreadable"
        if on_disk is not None and on_disk != self._digest:
            return self._failed(
                self.tr(
                    "{file} was changed by another program: the tournament is not saved over "
                    "it. Save it as another file to keep this change."
                ).format(file=path.name)
            )
        text = tournament_to_json(controller.tournament)
        reason = write_atomically(path, text)
        if reason is not None:
            return self._failed(
                self.tr("The tournament could not be saved in {file}: {reason}.").format(
                    file=path.name, reason=reason
                )
            )
        self._digest = _digest(text.encode("utf-8"))
        if self.problem is not None:
            self.problem = None
        self.saved.emit()
        return True

    def _failed(self, reason: str) -> bool:
        self.problem = reason
        self.saveFailed.emit(reason)
        return False
