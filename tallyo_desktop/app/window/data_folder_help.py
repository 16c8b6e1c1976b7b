"""Help ▸ Where the games are: the data folder, what is in it, and a button that opens it in the
system's file manager, so that a player can copy their games without knowing where the system
keeps an app's data.

Imported when first asked for: it is no part of a start.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.core.record.format import FILE_SUFFIX

OpenUrl = Callable[[QUrl], bool]


def count_games(folder: Path) -> int:
    """How many game files `folder` holds (not the folders in it)."""
    try:
        with os.scandir(folder) as entries:
            return sum(
                1 for entry in entries if entry.name.endswith(FILE_SUFFIX) and entry.is_file()
            )
    except OSError:
        return 0


class DataFolderDialog(QDialog):
    """Where the games are, beside the main window."""

    def __init__(
        self,
        store: GameStore,
        parent: QWidget | None = None,
        open_url: OpenUrl | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("dataFolder")
        self.setWindowTitle(self.tr("Where the games are"))
        self.store = store
        self._open_url = open_url
        heading = QLabel(self.tr("Tallyo Desktop keeps your games and the library in this folder:"))
        self.path = QLineEdit(str(store.data_dir))
        self.path.setObjectName("dataFolderPath")
        self.path.setReadOnly(True)
        self.path.setAccessibleName(self.tr("The data folder"))
        self.contents = QLabel()
        self.contents.setObjectName("dataFolderContents")
        self.contents.setTextFormat(Qt.TextFormat.PlainText)
        self.contents.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setObjectName("dataFolderProblem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_button = QPushButton(self.tr("&Open the folder"))
        self.open_button.setObjectName("dataFolderOpen")
        self.copy_button = QPushButton(self.tr("&Copy the path"))
        self.copy_button.setObjectName("dataFolderCopy")
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.close)
        self.open_button.clicked.connect(self.open_folder)
        self.copy_button.clicked.connect(self.copy_path)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.path)
        layout.addWidget(self.contents)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        # Opening the folder is what the window is for. Made the default once it is in the
        # window: before, the window would not know it, and would make Close the default as
        # it shows.
        self.open_button.setDefault(True)
        self.refresh()
        self.resize(640, self.sizeHint().height())

    def refresh(self) -> None:
        """Count the games in the folder again."""
        store = self.store
        unfinished, finished = count_games(store.games_dir), count_games(store.finished_dir)
        lines = [
            self.tr("games: the unfinished games (%n)", "", unfinished),
            self.tr(
                "games/finished: the finished games (%n), each from the moment it ends; "
                "the library is made from them",
                "",
                finished,
            ),
            self.tr("library.sqlite3: the library, with the club's seasons and nights"),
            "",
            self.tr(
                "Copy the games folder to keep every game safe, or to take them to another "
                "laptop. Library ▸ Save this night's games to… writes a club night's games to "
                "a stick or a folder in one step."
            ),
        ]
        self.contents.setText("\n".join(lines))

    def open_folder(self) -> None:
        """Show the folder in the system's file manager."""
        folder = self.store.data_dir
        # A data folder nothing was saved in yet is made, so that there is something to open.
        with contextlib.suppress(OSError):
            folder.mkdir(parents=True, exist_ok=True)
        open_url = self._open_url or QDesktopServices.openUrl
        if open_url(QUrl.fromLocalFile(str(folder))):
            self.problem.hide()
            return
        self.problem.setText(
            self.tr("The folder could not be opened here: copy its path and open it yourself.")
        )
        self.problem.show()

    def copy_path(self) -> None:
        QGuiApplication.clipboard().setText(str(self.store.data_dir))


def show_data_folder(store: GameStore, parent: QWidget) -> DataFolderDialog:
    """The data folder's window beside `parent`, made the first time (asking again brings the
    same one to the front, counted again)."""
    shown = parent.findChild(DataFolderDialog)
    if shown is None:
        shown = DataFolderDialog(store, parent)
    else:
        shown.refresh()
    shown.show()
    shown.raise_()
    shown.activateWindow()
    return shown
