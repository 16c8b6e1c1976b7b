"""The games whose finished copies changed and that the library has not followed yet.

    <data>/games/library-pending    one game id a line

An id is written here before a game's finished copy is put among the finished games, moved
back out of them (an undo past the end) or written again, and taken off once the library holds
what the finished games' files say of that game. A library that could not be written (busy,
say), or an app killed in between, leaves the id here: the next start takes the game in. A start
reads this one small file, or finds it missing, however many games there are.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QLockFile

from tallyo_desktop.core.record.safe_paths import is_safe_game_id

PENDING_FILE = "library-pending"
Writer = Callable[[Path, str], "str | None"]
"""Writes a text to a file as a whole: None, or why it could not."""
LOCK_WAIT_MS = 2000
"""How long a change of the list waits for another window's change of it."""


class LibraryPending:
    """The list of games the library is still to follow, in `folder` (the games folder)."""

    def __init__(self, folder: Path, locks: Path, write: Writer) -> None:
        self.path = folder / PENDING_FILE
        self._lock_path = locks / "library-pending.lock"
        self._write = write

    def ids(self) -> list[str]:
        """The games the library is still to follow, in the order they were added."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return []
        found: list[str] = []
        for line in text.splitlines():
            game_id = line.strip()
            if is_safe_game_id(game_id) and game_id not in found:
                found.append(game_id)
        return found

    def add(self, ids: Iterable[str]) -> str | None:
        """Add `ids` to the list; None, or why the list could not be written."""
        wanted = [game_id for game_id in ids if is_safe_game_id(game_id)]
        return self._change(lambda kept: kept + [i for i in wanted if i not in kept])

    def remove(self, ids: Iterable[str] | None = None) -> str | None:
        """Take `ids` (every one, for None) off the list."""
        if ids is None:
            return self._change(lambda _kept: [])
        done = set(ids)
        return self._change(lambda kept: [game_id for game_id in kept if game_id not in done])

    def _change(self, change: Callable[[list[str]], list[str]]) -> str | None:
        with contextlib.suppress(OSError):
            self._lock_path.parent.mkdir(parents=True, exist_ok=True)
        # Two windows on one data folder change the list one after the other.
        lock = QLockFile(str(self._lock_path))
        locked = lock.tryLock(LOCK_WAIT_MS)
        try:
            before = self.ids()
            after = change(before)
            if after == before:
                return None
            if not after:
                try:
                    self.path.unlink(missing_ok=True)
                except OSError as error:
                    return error.strerror or str(error)
                return None
            return self._write(self.path, "".join(f"{game_id}\n" for game_id in after))
        finally:
            if locked:
                lock.unlock()
