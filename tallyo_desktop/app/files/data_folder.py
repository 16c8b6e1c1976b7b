"""The app's data folder: its paths (each inside the folder it belongs to, whatever a game file
says), the marker of the game played last, the locks that keep two windows apart, writing a
file atomically, and tidying what a killed app leaves. `game_store` adds the games in it.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QCryptographicHash, QLockFile, QSaveFile

from tallyo_desktop.core.record.format import FILE_SUFFIX
from tallyo_desktop.core.record.safe_paths import UnsafePath, checked_inside, is_safe_game_id

LAST_GAME = "last-game"
# A temporary file QSaveFile leaves behind when the app is killed mid-save is this old at most
# while another copy of the app is still writing it.
STALE_TEMPORARY_SECONDS = 60.0


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


def can_write(path: Path) -> bool:
    """Whether `path` can be saved over: the file and its folder (where QSaveFile writes its
    temporary file) must both be writable."""
    folder = path.parent
    if path.exists() and not os.access(path, os.W_OK):
        return False
    return os.access(folder, os.W_OK)


class DataFolder:
    """The data folder's paths, the last game's marker and the locks; `GameStore` adds the
    games in it."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.games_dir = data_dir / "games"
        self.finished_dir = self.games_dir / "finished"
        self.locks_dir = data_dir / "locks"
        self._locks: dict[str, QLockFile] = {}

    # Paths: every one the app writes lies inside its folder, whatever a game file says.
    def autosave_path(self, game_id: str) -> Path:
        """The app's own copy of the game `game_id`; UnsafePath for an id that is not in its
        one safe form (the record reader never lets one through: this is a second wall)."""
        return self._game_path(self.games_dir, game_id)

    def finished_path(self, game_id: str) -> Path:
        """The finished copy of the game `game_id`, among the finished games; UnsafePath as
        `autosave_path`."""
        return self._game_path(self.finished_dir, game_id)

    def _game_path(self, folder: Path, game_id: str) -> Path:
        if not is_safe_game_id(game_id):
            raise UnsafePath(
                QCoreApplication.translate("GameFiles", "{id} cannot name a game's file.").format(
                    id=repr(game_id)
                )
            )
        return checked_inside(folder, folder / f"{game_id}{FILE_SUFFIX}")

    def last_game(self) -> Path | None:
        """The file of the game played last, if it is still among the unfinished games."""
        try:
            name = (self.games_dir / LAST_GAME).read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError):
            return None
        if not name or "/" in name or "\\" in name or not name.endswith(FILE_SUFFIX):
            return None
        path = self.games_dir / name
        return path if path.is_file() else None

    def remember_last(self, path: Path) -> None:
        # A start continuing the last game writes nothing: the marker names it already.
        if self.last_game() == path:
            return
        # Losing this only means the next start asks for a new game instead of continuing.
        marker = self.games_dir / LAST_GAME
        with contextlib.suppress(UnsafePath):
            write_atomically(checked_inside(self.games_dir, marker), path.name + "\n")

    # Locks: in the data folder, never beside a player's file, so a read-only folder or a shared
    # one is no reason to refuse a game.
    def _lock_key(self, kind: str, value: str) -> str:
        # Qt's hash rather than hashlib's: hashlib loads OpenSSL (3 MiB, 2 ms) at every start.
        sha256 = QCryptographicHash.Algorithm.Sha256
        digest = QCryptographicHash.hash(value.encode("utf-8"), sha256).toHex().toStdString()
        return f"{kind}-{digest[:32]}"

    def _keys(self, game_id: str | None, path: Path | None) -> list[str]:
        keys = []
        if game_id is not None:
            keys.append(self._lock_key("game", game_id))
        if path is not None:
            keys.append(self._lock_key("file", os.path.normcase(str(path.resolve()))))
        return keys

    def lock(self, *, game_id: str | None = None, path: Path | None = None) -> bool:
        """Hold the game `game_id` and the file `path` for this window; False if another
        window of the app holds either. Nothing is held then."""
        keys = self._keys(game_id, path)
        taken: list[str] = []
        for key in keys:
            if key in self._locks:
                continue
            with contextlib.suppress(OSError):
                self.locks_dir.mkdir(parents=True, exist_ok=True)
            lock = QLockFile(str(self.locks_dir / f"{key}.lock"))
            # A lock left by a copy that crashed is taken over: QLockFile sees its process is
            # gone.
            if not lock.tryLock(0) and lock.error() == QLockFile.LockError.LockFailedError:
                for earlier in taken:
                    self._locks.pop(earlier).unlock()
                return False
            # Without a writable data folder nothing can be locked, nor saved: the window says
            # so when it saves.
            self._locks[key] = lock
            taken.append(key)
        return True

    def unlock(self, *, game_id: str | None = None, path: Path | None = None) -> None:
        for key in self._keys(game_id, path):
            lock = self._locks.pop(key, None)
            if lock is not None:
                lock.unlock()

    def release_all(self) -> None:
        for lock in self._locks.values():
            lock.unlock()
        self._locks.clear()

    # Keeping the folder tidy
    def clean_up(self) -> None:
        """Remove what a killed app leaves among the unfinished games (QSaveFile's temporary
        files) and the stale locks. The finished games' folder, which may hold thousands of
        files, is tidied by `tidy_finished`, never at a start."""
        self._remove_temporaries(self.games_dir)
        try:
            locks = list(self.locks_dir.glob("*.lock"))
        except OSError:
            return
        for path in locks:
            lock = QLockFile(str(path))
            # Taken only when no running copy holds it: then it is stale, and unlocking removes
            # the file.
            if lock.tryLock(0):
                lock.unlock()

    def tidy_finished(self) -> None:
        """Remove the temporary files a killed app left among the finished games."""
        self._remove_temporaries(self.finished_dir)

    @staticmethod
    def _remove_temporaries(folder: Path) -> None:
        now = time.time()
        try:
            leftovers = list(folder.glob(f"*{FILE_SUFFIX}.*"))
        except OSError:
            return
        for leftover in leftovers:
            with contextlib.suppress(OSError):
                if now - leftover.stat().st_mtime > STALE_TEMPORARY_SECONDS:
                    leftover.unlink()
