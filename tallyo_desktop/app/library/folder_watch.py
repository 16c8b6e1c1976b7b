"""A folder watched while the app runs (a shared folder the tables' laptops save into): which
one is remembered between runs, and the game files in it that are new or changed since they
were last gathered are handed on, a moment after the folder stops changing, and once at start.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QSettings, QTimer, Signal

from tallyo_desktop.core.record.format import FILE_SUFFIX

WATCHED_KEY = "library/watchedFolder"
SETTLE_MS = 1500
"""How long the folder must stay still before its files are read: a file being copied in
changes many times."""


class FolderWatch(QObject):
    filesChanged = Signal(list)
    """The game files (paths) new or changed since they were last handed on."""
    watchingChanged = Signal(bool)

    def __init__(
        self, settings: QSettings | None, parent: QObject | None = None, settle_ms: int = SETTLE_MS
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.folder: Path | None = None
        self._seen: dict[str, tuple[int, int]] = {}
        """Each file handed on, with its modification time and size then."""
        self._watcher = QFileSystemWatcher(self)
        self._watcher.directoryChanged.connect(self._changed)
        self._watcher.fileChanged.connect(self._changed)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(settle_ms)
        self._settle.timeout.connect(self.look)
        remembered = settings.value(WATCHED_KEY) if settings is not None else None
        if isinstance(remembered, str) and remembered and Path(remembered).is_dir():
            self._begin(Path(remembered))
            # Once at start, when the window is up: what was saved there while the app was not
            # running.
            self._settle.start()

    def watch(self, folder: Path) -> None:
        """Watch `folder` from now on, in this run and the next ones; it is read at once."""
        self.stop()
        if self.settings is not None:
            self.settings.setValue(WATCHED_KEY, str(folder))
        self._begin(folder)
        self.look()

    def stop(self) -> None:
        if self.folder is None:
            return
        paths = self._watcher.directories() + self._watcher.files()
        if paths:
            self._watcher.removePaths(paths)
        self._settle.stop()
        self.folder = None
        self._seen.clear()
        if self.settings is not None:
            self.settings.remove(WATCHED_KEY)
        self.watchingChanged.emit(False)

    def _begin(self, folder: Path) -> None:
        self.folder = folder
        self._follow()
        self.watchingChanged.emit(True)

    def _follow(self) -> None:
        """Watch the folder and each folder in it (a change deep inside is not told to the
        folder above), and each game file (saved over in place, the folder is not told)."""
        assert self.folder is not None
        folders, files = [str(self.folder)], []
        for root, names, found in os.walk(self.folder):
            folders += [os.path.join(root, name) for name in names]
            files += [os.path.join(root, name) for name in found if _is_game(name)]
        watched = set(self._watcher.directories() + self._watcher.files())
        new = [path for path in folders + files if path not in watched]
        if new:
            self._watcher.addPaths(new)

    def _changed(self, _path: str) -> None:
        self._settle.start()

    def look(self) -> None:
        """Hand on the game files new or changed since they were last handed on."""
        if self.folder is None:
            return
        if not self.folder.is_dir():
            # Gone for now (a stick pulled out, a share offline): looked at again at its next
            # change, or at the next start.
            return
        self._follow()
        changed: list[Path] = []
        for root, _names, found in os.walk(self.folder):
            for name in sorted(found):
                if not _is_game(name):
                    continue
                path = os.path.join(root, name)
                with contextlib.suppress(OSError):
                    info = os.stat(path)
                    mark = (info.st_mtime_ns, info.st_size)
                    if self._seen.get(path) != mark:
                        self._seen[path] = mark
                        changed.append(Path(path))
        if changed:
            self.filesChanged.emit(changed)

    def forget(self, paths: list[Path]) -> None:
        """`paths` were not gathered after all (cancelled): they are handed on again later."""
        for path in paths:
            self._seen.pop(str(path), None)


def _is_game(name: str) -> bool:
    return name.lower().endswith(FILE_SUFFIX)
