"""A folder watched while the app runs (a shared folder the tables' laptops save into): which
one is remembered between runs, and the game files in it that are new or changed since they
were last gathered are handed on, a moment after the folder stops changing, and once at start.

What was gathered is known by each file's name, size and modification time, and kept in the
data folder (`watched-folder.json`) once a gather of it is done, so that a later start reads
only the files that changed meanwhile, not the whole folder again. Two windows watching one
folder share that index: each writes it under the data folder's lock, adding to what the other
wrote.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QSettings, QTimer, Signal

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.format import FILE_SUFFIX

WATCHED_KEY = "library/watchedFolder"
INDEX_NAME = "watched-folder.json"
SETTLE_MS = 1500
"""How long the folder must stay still before its files are read: a file being copied in
changes many times."""
MOST_FILES_WATCHED = 2000
"""Beyond this many game files, each is no longer watched by itself (the system allows only
so many): a file saved over in place is then found at the folder's next change, or start."""
Mark = tuple[int, int]


class FolderWatch(QObject):
    filesChanged = Signal(list)
    """The game files (paths) new or changed since they were last gathered."""
    watchingChanged = Signal(bool)

    def __init__(
        self,
        settings: QSettings | None,
        parent: QObject | None = None,
        settle_ms: int = SETTLE_MS,
        index: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.index = index
        """Where what was gathered is kept between runs (None: in this run only)."""
        self.folder: Path | None = None
        self._seen: dict[str, Mark] = {}
        """Each file gathered, with its modification time and size then."""
        self._handed: dict[str, Mark] = {}
        """Files handed on and not yet gathered, with their marks."""
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
        self._handed.clear()
        if self.settings is not None:
            self.settings.remove(WATCHED_KEY)
        if self.index is not None:
            with contextlib.suppress(OSError):
                self.index.unlink()
        self.watchingChanged.emit(False)

    def _begin(self, folder: Path) -> None:
        self.folder = folder
        self._seen = _read_index(self.index, folder) if self.index is not None else {}
        self._follow()
        self.watchingChanged.emit(True)

    def _follow(self) -> None:
        """Watch the folder and each folder in it (a change deep inside is not told to the
        folder above), and each game file while they are few (saved over in place, the folder
        is not told)."""
        assert self.folder is not None
        folders, files = [str(self.folder)], []
        for root, names, found in os.walk(self.folder):
            folders += [os.path.join(root, name) for name in names]
            files += [os.path.join(root, name) for name in found if _is_game(name)]
        if len(files) > MOST_FILES_WATCHED:
            files = []
        watched = set(self._watcher.directories() + self._watcher.files())
        new = [path for path in folders + files if path not in watched]
        if new:
            self._watcher.addPaths(new)

    def _changed(self, _path: str) -> None:
        self._settle.start()

    def look(self) -> None:
        """Hand on the game files new or changed since they were last gathered."""
        if self.folder is None:
            return
        if not self.folder.is_dir():
            # Gone for now (a stick pulled out, a share offline): looked at again at its next
            # change, or at the next start.
            return
        self._follow()
        changed: list[Path] = []
        present: set[str] = set()
        for root, _names, found in os.walk(self.folder):
            for name in sorted(found):
                if not _is_game(name):
                    continue
                path = os.path.join(root, name)
                with contextlib.suppress(OSError):
                    info = os.stat(path)
                    mark = (info.st_mtime_ns, info.st_size)
                    present.add(path)
                    if mark not in (self._seen.get(path), self._handed.get(path)):
                        self._handed[path] = mark
                        changed.append(Path(path))
        for gone in set(self._seen) - present:
            del self._seen[gone]
        if changed:
            self.filesChanged.emit(changed)

    def gathered(self, paths: list[Path]) -> None:
        """`paths` were gathered: they are handed on again only once they change. Kept in the
        data folder for the next start."""
        for path in paths:
            mark = self._handed.pop(str(path), None)
            if mark is not None:
                self._seen[str(path)] = mark
        if self.index is not None and self.folder is not None:
            # Without it, the next start reads the folder again: slower, and nothing else.
            with contextlib.suppress(OSError, TallyoError):
                _write_index(self.index, self.folder, self._seen)

    def forget(self, paths: list[Path]) -> None:
        """`paths` were not gathered after all (cancelled, or another gather was going on):
        they are handed on again a moment later."""
        for path in paths:
            self._handed.pop(str(path), None)
        if self.folder is not None:
            self._settle.start()


def _is_game(name: str) -> bool:
    return name.lower().endswith(FILE_SUFFIX)


def _read_index(index: Path, folder: Path) -> dict[str, Mark]:
    """What the index says was gathered of `folder`; nothing if it is of another folder, or
    cannot be read (then the whole folder is gathered again, which changes nothing known)."""
    try:
        data = json.loads(index.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return {}
    if not isinstance(data, dict) or data.get("folder") != str(folder):
        return {}
    files = data.get("files")
    if not isinstance(files, dict):
        return {}
    seen: dict[str, Mark] = {}
    for name, mark in files.items():
        if (
            isinstance(name, str)
            and isinstance(mark, list)
            and len(mark) == 2
            and all(isinstance(part, int) for part in mark)
        ):
            seen[str(folder / name)] = (mark[0], mark[1])
    return seen


def _write_index(index: Path, folder: Path, seen: dict[str, Mark]) -> None:
    """Keep `seen` as the index of `folder`, with what another window wrote there of it."""
    # Imported here: the window's start loads this module (for WATCHED_KEY), not these.
    from tallyo_desktop.core.library.finished_copies import partial_path
    from tallyo_desktop.core.library.folder_lock import FolderLock

    with FolderLock(index.parent, wait=5.0):
        known = _read_index(index, folder) | seen
        files = {}
        for path, mark in sorted(known.items()):
            with contextlib.suppress(ValueError):
                files[os.path.relpath(path, folder)] = list(mark)
        text = json.dumps({"folder": str(folder), "files": files}, ensure_ascii=False)
        partial = partial_path(index)
        try:
            partial.write_text(text + "\n", encoding="utf-8")
            os.replace(partial, index)
        except OSError:
            with contextlib.suppress(OSError):
                partial.unlink()
            raise
