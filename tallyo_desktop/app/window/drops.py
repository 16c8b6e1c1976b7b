"""Files dropped on the main window: a game file (`.tallyo`) opens, as Game ▸ Open… would;
game logs, and folders of them, are imported, as Game ▸ Import game logs… would."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QWidget

from tallyo_desktop.core.record.format import FILE_SUFFIX

if TYPE_CHECKING:
    from PySide6.QtCore import QMimeData

    from tallyo_desktop.app.window.file_commands import FileCommands


_DRAGS = (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop)


def dropped_paths(mime: QMimeData) -> list[Path]:
    """The local files and folders a drop carries, in order."""
    if not mime.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]


class FileDrops(QObject):
    """Takes the drops of files on `window` (an event filter, so the window's class stays as
    it is) and hands them to its file commands."""

    def __init__(self, window: QWidget, commands: FileCommands) -> None:
        super().__init__(window)
        self.window = window
        self.commands = commands
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is not self.window or kind not in _DRAGS:
            return False
        assert isinstance(event, QDropEvent)  # a drag's enter and move events are drop events
        paths = dropped_paths(event.mimeData())
        if not paths:
            return False
        event.acceptProposedAction()
        if kind == QEvent.Type.Drop:
            self.take(paths)
        return True

    def take(self, paths: list[Path]) -> None:
        """Import the logs among `paths`, then open the game file among them, if one is."""
        games = [path for path in paths if path.suffix.lower() == FILE_SUFFIX and path.is_file()]
        logs = [path for path in paths if path not in games]
        if logs:
            self.commands.importing.import_paths(logs)
        if len(games) == 1:
            self.commands.open_path(games[0])
        elif games:
            self.commands.prompter.inform(
                self.tr("Open game"),
                self.tr(
                    "Drop one game file to open it. To bring several into the library, use "
                    "Library ▸ Gather games…"
                ),
            )
