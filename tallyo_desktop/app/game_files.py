"""Keeping the current game on disk, so no recorded hand is ever lost.

Every game has its own autosave file in the app's data folder, written atomically (QSaveFile)
after every recorded event, undo and redo. A game stays in its autosave file until the players
start another one; the next launch reopens the newest unfinished game. A file is held with a lock
while a window has it, so two running copies never write the same file. A write that fails is
reported and retried; the game in memory is untouched, so play goes on.
"""

from __future__ import annotations

import contextlib
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QSaveFile, QTimer, Signal

from tallyo_desktop.app.controller import GameController
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.game import Game
from tallyo_desktop.core.record import (
    FILE_SUFFIX,
    BadGameFile,
    RecordWriter,
    game_to_json,
    read_game_file,
)

RETRY_MS = 5000


def write_atomically(path: Path, text: str) -> str | None:
    """Write `text` to `path` so that the file holds either the old or the new text.

    Returns None on success, or the reason of the failure in words.
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return QCoreApplication.translate(
            "GameFiles", "the folder {folder} cannot be created ({reason})"
        ).format(folder=path.parent, reason=error.strerror)
    target = QSaveFile(str(path))
    if not target.open(QSaveFile.OpenModeFlag.WriteOnly):
        return target.errorString() or QCoreApplication.translate(
            "GameFiles", "the file cannot be opened for writing"
        )
    data = text.encode("utf-8")
    if target.write(data) != len(data):
        reason = target.errorString()
        target.cancelWriting()
        return reason or QCoreApplication.translate("GameFiles", "not everything could be written")
    if not target.commit():
        return target.errorString() or QCoreApplication.translate(
            "GameFiles", "the file could not be completed"
        )
    return None


class GameFiles(QObject):
    saveFailed = Signal(str)
    """A save failed: carries the message for the player. Saving is retried."""
    saveRecovered = Signal()
    """Saving works again after a failure."""

    def __init__(
        self,
        controller: GameController,
        data_dir: Path,
        parent: QObject | None = None,
        retry_ms: int = RETRY_MS,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.games_dir = data_dir / "games"
        self.autosave_path: Path | None = None
        self.user_path: Path | None = None
        self._locks: dict[Path, QLockFile] = {}
        self._failing = False
        # Lays out each event once, so the save after every hand stays quick in a long game.
        self._writer = RecordWriter()
        self._retry = QTimer(self)
        self._retry.setInterval(retry_ms)
        self._retry.timeout.connect(self.save_now)
        controller.gameChanged.connect(self.save_now)

    # Locks
    def _lock(self, path: Path) -> bool:
        if path in self._locks:
            return True
        lock = QLockFile(str(path) + ".lock")
        # A lock left by a copy that crashed is taken over: QLockFile sees its process is gone.
        if not lock.tryLock(0):
            return False
        self._locks[path] = lock
        return True

    def _unlock(self, path: Path | None) -> None:
        if path is not None and path in self._locks:
            self._locks.pop(path).unlock()

    def release(self) -> None:
        for path in list(self._locks):
            self._unlock(path)

    # Choosing the files of the current game
    def _new_autosave_path(self) -> Path:
        stamp = datetime.now().strftime("%Y-%m-%d %H-%M-%S-%f")
        return self.games_dir / f"game {stamp}{FILE_SUFFIX}"

    def _switch(self, autosave: Path | None, user: Path | None) -> None:
        for old in (self.autosave_path, self.user_path):
            if old not in (autosave, user):
                self._unlock(old)
        self.autosave_path = autosave
        self.user_path = user

    def start(self, game: Game, *, user_path: Path | None = None) -> None:
        """Make `game` the current game, kept in a new autosave file (and `user_path`)."""
        autosave = self._new_autosave_path()
        # An unwritable folder is reported by the first save, and saving is retried.
        with contextlib.suppress(OSError):
            self.games_dir.mkdir(parents=True, exist_ok=True)
        # The name is new, so only an unwritable folder keeps the lock from being taken.
        self._lock(autosave)
        self._switch(autosave, user_path)
        self.controller.load(game)

    def recover(self) -> bool:
        """Reopen the newest unfinished game that no other window holds. False if none."""
        for path in self.unfinished_games():
            if not self._lock(path):
                continue
            try:
                game = read_game_file(path)
            except BadGameFile:
                self._unlock(path)
                continue
            self._switch(path, None)
            self.controller.load(game)
            return True
        return False

    def unfinished_games(self) -> list[Path]:
        """Autosave files of unfinished games, newest first. Unreadable files are left alone."""
        try:
            paths = list(self.games_dir.glob(f"*{FILE_SUFFIX}"))
        except OSError:
            return []
        found: list[tuple[float, Path]] = []
        for path in paths:
            try:
                game = read_game_file(path)
                modified = path.stat().st_mtime
            except (BadGameFile, OSError):
                continue
            if not game.is_over:
                found.append((modified, path))
        return [path for _, path in sorted(found, reverse=True)]

    def open(self, path: Path) -> None:
        """Open the game in `path`; raises TallyoError with the reason and changes nothing."""
        if not self._lock(path):
            raise TallyoError(self.tr("This game is open in another Tallyo Desktop window."))
        try:
            game = read_game_file(path)
        except BadGameFile:
            self._unlock(path)
            raise
        self.start(game, user_path=path)

    # Saving
    def save_now(self) -> bool:
        """Write the current game to its autosave file (and its own file, if it has one)."""
        if self.controller.read_only or self.autosave_path is None:
            return True
        text = self._writer.text(self.controller.game)
        failures = [
            self.tr("{file}: {reason}").format(file=path.name, reason=reason)
            for path in (self.autosave_path, self.user_path)
            if path is not None and (reason := write_atomically(path, text)) is not None
        ]
        if failures:
            self._failing = True
            self._retry.start()
            message = self.tr(
                "The game could not be saved ({failures}). "
                "Keep playing: nothing is lost, and saving is tried again."
            )
            # "; " between the failures: a list of one or two file names needs no translation.
            self.saveFailed.emit(message.format(failures="; ".join(failures)))
            return False
        if self._failing:
            self._failing = False
            self._retry.stop()
            self.saveRecovered.emit()
        return True

    def save_as(self, path: Path) -> bool:
        """Keep the current game in `path` too, from now on; False with a message if not."""
        if path != self.user_path and not self._lock(path):
            self.saveFailed.emit(self.tr("That file is open in another Tallyo Desktop window."))
            return False
        reason = write_atomically(path, game_to_json(self.controller.game))
        if reason is not None:
            if path != self.user_path:
                self._unlock(path)
            self.saveFailed.emit(
                self.tr("The game could not be saved as {file}: {reason}.").format(
                    file=path.name, reason=reason
                )
            )
            return False
        if self.user_path != path:
            self._unlock(self.user_path)
        self.user_path = path
        return True
