"""The Game menu's file side: new, open, continue, save, export, and the library."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, QTimer, Signal
from PySide6.QtWidgets import QWidget

from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.game_store import write_atomically
from tallyo_desktop.app.files.player_file import Link
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.folder_watch import WATCHED_KEY
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.shared.save_places import documents_folder
from tallyo_desktop.app.window.continue_commands import continue_a_game
from tallyo_desktop.app.window.file_names import suggested_name
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.files import read_game_file
from tallyo_desktop.core.record.format import FILE_SUFFIX, Metadata, game_from_json
from tallyo_desktop.core.record.safe_paths import inside
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.table.game import Game

if TYPE_CHECKING:
    from tallyo_desktop.app.library.gather_commands import GatherCommands
    from tallyo_desktop.app.library.import_commands import ImportCommands
    from tallyo_desktop.app.library.window import LibraryWindow
    from tallyo_desktop.app.window.prompter import Prompter

LAST_FOLDER_KEY = "files/lastFolder"


class FileCommands(QObject):
    """The Game menu's file commands. Without `files` (a window that only shows a game), games
    are loaded without being kept on disk."""

    watchingChanged = Signal(bool)
    gathered = Signal(object)
    openedAt = Signal(int)
    """A game was opened to be shown at the hand this event ended."""
    """The report of each gather (a GatherReport), once the gathering commands are made."""
    """A folder is watched for games from now on (True), or no longer (False)."""

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
        self._window = parent if isinstance(parent, QWidget) else None
        self._gathering: GatherCommands | None = None
        if settings is not None and settings.value(WATCHED_KEY):
            # A folder watched in the last run is watched again from the start.
            self._gathering = self.gathering
        self._importing: ImportCommands | None = None
        if files is not None and keeper is not None:
            files.saved.connect(keeper.game_saved)
        if files is not None:
            files.keptApart.connect(self._kept_apart)

    @property
    def gathering(self) -> GatherCommands:
        """The Library menu's gathering commands, made when first used (or at the start, when
        a folder is watched): a start without them loads neither their dialogs nor the
        library's records."""
        if self._gathering is None:
            from tallyo_desktop.app.library.gather_commands import GatherCommands

            self._gathering = GatherCommands(self.keeper, self.settings, self._window)
            self._gathering.watch.watchingChanged.connect(self.watchingChanged)
            self._gathering.gathered.connect(self.gathered)
        return self._gathering

    def watched_folder(self) -> Path | None:
        """The folder watched for games, if one is."""
        return self._gathering.watch.folder if self._gathering is not None else None

    @property
    def importing(self) -> ImportCommands:
        """Game ▸ Import game logs… and dropped logs, made when first used."""
        if self._importing is None:
            from tallyo_desktop.app.library.import_commands import ImportCommands

            self._importing = ImportCommands(
                self.keeper, self.gathering, self._open_id, self.settings, self.gathering.window
            )
        return self._importing

    def _open_id(self) -> str | None:
        return self.files.metadata.id if self.files is not None else None

    def game_filter(self) -> str:
        return self.tr("Tallyo games (*{suffix})").format(suffix=FILE_SUFFIX)

    def csv_filter(self) -> str:
        return self.tr("CSV files (*.csv)")

    # Where file dialogs start: the folder last used, else the player's documents.
    def _folder(self) -> Path:
        if self.settings is not None:
            last = self.settings.value(LAST_FOLDER_KEY)
            if isinstance(last, str) and last and Path(last).is_absolute() and Path(last).is_dir():
                return Path(last)
        return documents_folder()

    def _used(self, path: Path) -> None:
        if self.settings is not None:
            self.settings.setValue(LAST_FOLDER_KEY, str(path.parent))

    def _suggested(self, suffix: str) -> Path:
        # Imported when a name is suggested: datetime is no part of a start.
        from datetime import date

        names = self.controller.state.names if self.controller.has_game else ()
        folder = self._folder()
        path = folder / suggested_name(names, date.today(), suffix)
        # The players' names come from the game file: the name suggested stays in the folder.
        return path if inside(folder, path) else folder / suggested_name((), date.today(), suffix)

    # Games
    def may_let_go(self, *, quitting: bool = False) -> bool:
        """Whether the current game may be let go of, to quit or to play another: yes once its
        own copy holds every change; otherwise saving is tried once more, then the player
        chooses between saving it elsewhere, losing what is not saved, and staying."""
        files = self.files
        if files is None or not files.behind:
            return True
        files.save_now()
        if not files.behind:
            return True
        hands = files.unsaved_hands()
        if hands == 0:
            lost = self.tr("The last change to the game is not saved.")
        else:
            lost = self.tr("%n hand(s) recorded since the last save are not saved.", "", hands)
        if quitting:
            give_up = self.tr("Quit and lose %n hand(s)", "", hands)
        else:
            give_up = self.tr("Go on and lose %n hand(s)", "", hands)
        text = self.tr(
            "{lost} Tallyo Desktop could not write the game ({reasons}).\n\n"
            "Save as keeps the game in a file of your choice, on another disk say."
        )
        choice = self.prompter.choose(
            self.tr("The game is not saved"),
            text.format(lost=lost, reasons=files.failure_reasons),
            [self.tr("Save as…"), give_up],
        )
        if choice == 0:
            return self.save_as()
        return choice == 1

    def start_game(
        self, rules: Rules, names: Sequence[str], belongs_to: Metadata | None = None
    ) -> bool:
        """Start a new game of `rules` with `names` in seat order; of the club night
        `belongs_to` names (its event and season fields), if given."""
        try:
            game = Game(rules, names)
        except TallyoError as error:
            self.prompter.inform(self.tr("New game"), str(error))
            return False
        if not self.may_let_go():
            return False
        if self.files is None:
            self.controller.load(game)
            return True
        if not self.files.start(game, belongs_to):
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
        if not self.may_let_go():
            return False
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
        if self.files is not None and self.files.set_aside is not None:
            self.prompter.inform(
                self.tr("Open game"),
                self.tr(
                    "Tallyo's own copy of this game had hands that {file} does not have: it is "
                    "kept as another unfinished game (Game ▸ Continue a game), and {file} is "
                    "open as it is."
                ).format(file=path.name),
            )
        return True

    def continue_game(self) -> None:
        """Choose one of the unfinished games to go on with, or delete some (see
        `continue_commands`)."""
        if self.files is not None and self.may_let_go():
            continue_a_game(self.files, self.keeper, self.controller, self.prompter)

    def save(self) -> None:
        if self.files is None or not self.controller.has_game:
            return
        if self.files.user_path is None or self.files.link is not Link.KEPT:
            self.save_as()
        else:
            self.files.save_now()

    def save_as(self) -> bool:
        """Keep the game in a file the player chooses; whether it was written there."""
        if self.files is None or not self.controller.has_game:
            return False
        path = self.prompter.save_path(
            self.tr("Save game as"), self.game_filter(), FILE_SUFFIX, self._suggested(FILE_SUFFIX)
        )
        if path is None:
            return False
        self._used(path)
        return self.files.save_as(path)

    def reload(self) -> None:
        """Go on from the player's file as another program changed it, once the player agrees."""
        files = self.files
        if files is None or files.user_path is None:
            return
        name = files.user_path.name
        choice = self.prompter.choose(
            self.tr("Reload game"),
            self.tr(
                "Go on from {file} as the other program left it? What was recorded here since "
                "it changed is replaced by what the file holds."
            ).format(file=name),
            [self.tr("Reload")],
        )
        if choice != 0:
            return
        try:
            files.reload()
        except TallyoError as error:
            self.prompter.inform(self.tr("Reload game"), str(error))

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
        from tallyo_desktop.core.record.export import game_to_csv

        reason = write_atomically(path, game_to_csv(self.controller.game))
        if reason is not None:
            self.prompter.inform(
                self.tr("Export as CSV"),
                self.tr("{file} could not be written: {reason}.").format(
                    file=path.name, reason=reason
                ),
            )

    def _kept_apart(self, text: str) -> None:
        # Told once the change that ended the game is complete, as the settlement is.
        QTimer.singleShot(0, self, lambda: self.prompter.inform(self.tr("Game"), text))

    # Where the games are
    def show_data_folder(self) -> None:
        """Help ▸ Where the games are: the data folder, and a button that opens it."""
        if self.files is None or self._window is None:
            self.prompter.inform(
                self.tr("Where the games are"), self.tr("This window keeps no games on disk.")
            )
            return
        # Imported when asked for: it is no part of a start.
        from tallyo_desktop.app.window.data_folder_help import show_data_folder

        show_data_folder(self.files.store, self._window)

    def save_night(self) -> None:
        """Library ▸ Save this night's games to…: the current club night's games on this laptop,
        finished and unfinished, written to a folder or a stick."""
        # Imported when used: the night's games are saved once an evening.
        from tallyo_desktop.app.window.night_games import save_night

        save_night(self)

    def dialog_folder(self) -> Path:
        """Where a file dialog starts: the folder last used, else the player's documents."""
        return self._folder()

    def remember_folder(self, folder: Path) -> None:
        """The folder a file dialog starts in from now on."""
        if self.settings is not None:
            self.settings.setValue(LAST_FOLDER_KEY, str(folder))

    # The library of finished games
    def show_library(self) -> None:
        # Imported when first asked for: the Library window is no part of a start.
        from tallyo_desktop.app.library.window import LibraryWindow

        if self.keeper is None:
            self.prompter.inform(
                self.tr("Library"), self.tr("The library of finished games is not available.")
            )
            return
        if self._library_window is None:
            parent = self.parent()
            window = LibraryWindow(self.keeper, parent if isinstance(parent, QObject) else None)
            window.openRequested.connect(self.open_from_library)
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

    def open_from_library(self, game_id: int) -> bool:
        """Open the library's game `game_id` to look at; whether it was opened."""
        library = self.keeper.library if self.keeper is not None else None
        if library is None:
            return False
        try:
            game = game_from_json(library.record_json(game_id))
        except TallyoError as error:
            self.prompter.inform(
                self.tr("Library"),
                self.tr("This game cannot be opened. {reason}").format(reason=error),
            )
            return False
        if not self.may_let_go():
            return False
        if self.files is not None:
            self.files.retire_current()
        self.controller.load(game, read_only=True)
        return True

    def open_from_library_at(self, game_id: int, event: int) -> None:
        """Open the library's game `game_id` at the hand the event `event` ended (-1: at
        the end), its row chosen in the history."""
        if self.open_from_library(game_id) and event >= 0:
            self.openedAt.emit(event)
