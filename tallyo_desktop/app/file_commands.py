"""The Game menu's file side: new, open, continue, save, export, and the library."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, QStandardPaths

from tallyo_desktop.app.controller import GameController
from tallyo_desktop.app.game_files import GameFiles
from tallyo_desktop.app.game_store import write_atomically
from tallyo_desktop.app.library_keeper import LibraryKeeper
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.game import Game
from tallyo_desktop.core.record import FILE_SUFFIX, game_from_json
from tallyo_desktop.core.record_file import read_game_file
from tallyo_desktop.core.rules import Rules

if TYPE_CHECKING:
    from tallyo_desktop.app.library_window import LibraryWindow
    from tallyo_desktop.app.prompter import Prompter

LAST_FOLDER_KEY = "files/lastFolder"


def suggested_name(names: Sequence[str], when: date, suffix: str) -> str:
    """A file name for a game: its players and the day, "Ann Bea Cid Dan 2026-11-30.tallyo"."""
    # Characters no file system takes in a name are left out.
    players = " ".join(names)
    kept = "".join(char for char in players if char not in '<>:"/\\|?*' and char >= " ")
    return f"{kept.strip() or 'game'} {when.isoformat()}{suffix}"


class FileCommands(QObject):
    """The Game menu's file commands. Without `files` (a window that only shows a game), games
    are loaded without being kept on disk."""

    def __init__(
        self,
        controller: GameController,
        prompter: Prompter,
        files: GameFiles | None = None,
        keeper: LibraryKeeper | None = None,
        parent: QObject | None = None,
        settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.prompter = prompter
        self.files = files
        self.keeper = keeper
        self.settings = settings
        self._library_window: LibraryWindow | None = None
        if files is not None and keeper is not None:
            files.saved.connect(keeper.game_saved)

    def game_filter(self) -> str:
        return self.tr("Tallyo games (*{suffix})").format(suffix=FILE_SUFFIX)

    def csv_filter(self) -> str:
        return self.tr("CSV files (*.csv)")

    # Where file dialogs start: the folder last used, else the player's documents.
    def _folder(self) -> Path:
        if self.settings is not None:
            last = self.settings.value(LAST_FOLDER_KEY)
            if isinstance(last, str) and last and Path(last).is_dir():
                return Path(last)
        documents = QStandardPaths.StandardLocation.DocumentsLocation
        return Path(QStandardPaths.writableLocation(documents) or Path.home())

    def _used(self, path: Path) -> None:
        if self.settings is not None:
            self.settings.setValue(LAST_FOLDER_KEY, str(path.parent))

    def _suggested(self, suffix: str) -> Path:
        names = self.controller.state.names if self.controller.has_game else ()
        return self._folder() / suggested_name(names, date.today(), suffix)

    # Games
    def start_game(self, rules: Rules, names: Sequence[str]) -> bool:
        try:
            game = Game(rules, names)
        except TallyoError as error:
            self.prompter.inform(self.tr("New game"), str(error))
            return False
        if self.files is None:
            self.controller.load(game)
            return True
        if not self.files.start(game):
            self.prompter.inform(
                self.tr("New game"),
                self.tr("The new game could not be held for this window: try again."),
            )
            return False
        return True

    def open_game(self) -> None:
        path = self.prompter.open_path(self.tr("Open game"), self.game_filter(), self._folder())
        if path is not None:
            self._used(path)
            self.open_path(path)

    def open_path(self, path: Path) -> bool:
        """Open the game in `path`; explain and change nothing if it cannot be opened."""
        try:
            if self.files is not None:
                self.files.open(path)
            else:
                self.controller.load(read_game_file(path))
        except TallyoError as error:
            self.prompter.inform(
                self.tr("Open game"),
                self.tr("{file} cannot be opened. {reason}").format(file=path.name, reason=error),
            )
            return False
        return True

    def continue_game(self) -> None:
        """Choose one of the unfinished games to go on with, or delete some."""
        if self.files is None:
            return
        store = self.files.store
        current = self.files.autosave_path
        games = [game for game in store.unfinished() if game.path != current]
        chosen = self.prompter.continue_game(games)
        if chosen is None:
            return
        try:
            self.files.continue_game(chosen)
        except TallyoError as error:
            self.prompter.inform(self.tr("Continue a game"), str(error))

    def save(self) -> None:
        if self.files is None or not self.controller.has_game:
            return
        if self.files.user_path is None or self.files.link.value != "kept":
            self.save_as()
        else:
            self.files.save_now()

    def save_as(self) -> None:
        if self.files is None or not self.controller.has_game:
            return
        path = self.prompter.save_path(
            self.tr("Save game as"), self.game_filter(), FILE_SUFFIX, self._suggested(FILE_SUFFIX)
        )
        if path is not None:
            self._used(path)
            self.files.save_as(path)

    def export_csv(self) -> None:
        if not self.controller.has_game:
            return
        path = self.prompter.save_path(
            self.tr("Export as CSV"), self.csv_filter(), ".csv", self._suggested(".csv")
        )
        if path is None:
            return
        self._used(path)
        # Imported here, with csv, to keep start-up fast.
        from tallyo_desktop.core.export import game_to_csv

        reason = write_atomically(path, game_to_csv(self.controller.game))
        if reason is not None:
            self.prompter.inform(
                self.tr("Export as CSV"),
                self.tr("{file} could not be written: {reason}.").format(
                    file=path.name, reason=reason
                ),
            )

    # The library of finished games
    def show_library(self) -> None:
        from tallyo_desktop.app.library_window import LibraryWindow

        if self.keeper is None:
            self.prompter.inform(
                self.tr("Library"), self.tr("The library of finished games is not available.")
            )
            return
        if self._library_window is None:
            parent = self.parent()
            window = LibraryWindow(self.keeper, parent if isinstance(parent, QObject) else None)
            window.openRequested.connect(self._open_from_library)
            self.keeper.changed.connect(window.refresh)
            self._library_window = window
        else:
            # A new window has just read the library.
            self._library_window.refresh()
        self._library_window.show()
        self._library_window.raise_()

    def close_library(self) -> None:
        if self._library_window is not None:
            self._library_window.close()

    def _open_from_library(self, game_id: int) -> None:
        library = self.keeper.library if self.keeper is not None else None
        if library is None:
            return
        try:
            game = game_from_json(library.record_json(game_id))
        except TallyoError as error:
            self.prompter.inform(
                self.tr("Library"),
                self.tr("This game cannot be opened. {reason}").format(reason=error),
            )
            return
        if self.files is not None:
            self.files.retire_current()
        self.controller.load(game, read_only=True)
