"""The Game menu's file side: new, open, save, export, and the library of finished games."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from tallyo_desktop.app.controller import GameController
from tallyo_desktop.app.game_files import GameFiles, write_atomically
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.game import Game
from tallyo_desktop.core.record import (
    FILE_SUFFIX,
    Metadata,
    game_from_json,
    game_to_json,
    read_game_file,
)
from tallyo_desktop.core.rules import Rules
from tallyo_desktop.core.state import TableState

if TYPE_CHECKING:
    from tallyo_desktop.app.library_window import LibraryWindow
    from tallyo_desktop.app.prompter import Prompter
    from tallyo_desktop.core.library import GameLibrary


class FileCommands(QObject):
    """The Game menu's file commands.

    The library is `library`, or the one `open_library` gives (None if it cannot be opened) the
    first time it is needed: start-up does not wait for a library it may not use.
    """

    def __init__(
        self,
        controller: GameController,
        prompter: Prompter,
        files: GameFiles | None = None,
        library: GameLibrary | None = None,
        parent: QObject | None = None,
        *,
        open_library: Callable[[], GameLibrary | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.prompter = prompter
        self.files = files
        self._library = library
        self._open_library = open_library
        self._library_id: int | None = None
        self._library_window: LibraryWindow | None = None
        controller.stateChanged.connect(self._keep_library_in_step)
        controller.gameReset.connect(self._forget_library_entry)

    @property
    def library(self) -> GameLibrary | None:
        if self._open_library is not None:
            open_library, self._open_library = self._open_library, None
            self._library = open_library()
        return self._library

    def game_filter(self) -> str:
        return self.tr("Tallyo games (*{suffix})").format(suffix=FILE_SUFFIX)

    def csv_filter(self) -> str:
        return self.tr("CSV files (*.csv)")

    def start_game(self, rules: Rules, names: Sequence[str]) -> bool:
        try:
            game = Game(rules, names)
        except TallyoError as error:
            self.prompter.inform(self.tr("New game"), str(error))
            return False
        if self.files is not None:
            self.files.start(game)
        else:
            self.controller.load(game)
        return True

    def open_game(self) -> None:
        path = self.prompter.open_path(self.tr("Open game"), self.game_filter())
        if path is not None:
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

    def save(self) -> None:
        if self.files is None:
            return
        if self.files.user_path is None:
            self.save_as()
        else:
            self.files.save_now()

    def save_as(self) -> None:
        if self.files is None:
            return
        path = self.prompter.save_path(self.tr("Save game as"), self.game_filter(), FILE_SUFFIX)
        if path is not None:
            self.files.save_as(path)

    def export_csv(self) -> None:
        path = self.prompter.save_path(self.tr("Export as CSV"), self.csv_filter(), ".csv")
        if path is None:
            return
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
        if self.library is None:
            self.prompter.inform(
                self.tr("Library"), self.tr("The library of finished games is not available.")
            )
            return
        from tallyo_desktop.app.library_window import LibraryWindow

        if self._library_window is None:
            self._library_window = LibraryWindow(self.library)
            self._library_window.openRequested.connect(self._open_from_library)
        self._library_window.refresh()
        self._library_window.show()
        self._library_window.raise_()

    def _open_from_library(self, game_id: int) -> None:
        assert self.library is not None
        try:
            game = game_from_json(self.library.record_json(game_id))
        except TallyoError as error:
            self.prompter.inform(
                self.tr("Library"),
                self.tr("This game cannot be opened. {reason}").format(reason=error),
            )
            return
        if self.files is not None:
            self.files.save_now()
        self.controller.load(game, read_only=True)

    def _forget_library_entry(self) -> None:
        self._library_id = None

    def _keep_library_in_step(self, state: TableState) -> None:
        """A finished game goes into the library; an undo past its end takes it out again."""
        if self.controller.read_only:
            return
        adding = state.is_over and self._library_id is None
        removing = not state.is_over and self._library_id is not None
        # Only a change opens the library: the states of a game being played do not.
        library = self.library if adding or removing else None
        if library is None:
            return
        try:
            if adding:
                game = self.controller.game
                # Without save times the same game always gives the same text, so the library
                # recognises a game it already holds.
                self._library_id = library.add_finished_game(
                    game, game_to_json(game, Metadata()), datetime.now()
                )
            elif self._library_id is not None:
                library.delete_game(self._library_id)
                self._library_id = None
        except (TallyoError, OSError) as error:
            self.prompter.inform(
                self.tr("Library"),
                self.tr("The library could not be updated: {reason}").format(reason=error),
            )
