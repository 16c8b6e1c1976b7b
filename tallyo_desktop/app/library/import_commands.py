"""Game ▸ Import game logs… and Import a folder of game logs…, and logs dropped on the window:
games played online (Tenhou, Mahjong Soul) taken into the library (see
`core.importing.into_library`), with a progress bar and a Cancel button, then a summary.

A finished game goes to the library the way a gathered game file does (the same game counts
once, whichever of its logs it came from); a game whose log stops before its end goes among
the unfinished games, where Game ▸ Continue a game finds it. The import runs on the window's
thread: the library is written from this one thread.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, QStandardPaths, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from tallyo_desktop.app.files.game_store import GameStore, write_atomically
from tallyo_desktop.app.library.gather_commands import GatherCommands
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.progress import files_progress
from tallyo_desktop.app.shared.modal import asked
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.copies import Copies, compare_copies
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.record.format import SavedGame, game_to_json

if TYPE_CHECKING:
    from tallyo_desktop.core.importing.into_library import LibraryImport

IMPORT_FOLDER_KEY = "library/importFolder"
"""Where the import's file dialogs start: the folder imported from last."""


def keep_unfinished(store: GameStore, saved: SavedGame, current: str | None) -> bool:
    """Put the unfinished game `saved` among the unfinished games (Continue a game), unless a
    copy of it is there already: that copy is replaced only by one that goes on from it, and
    never while it is open (`current` is this window's game). Whether it was written; OSError
    (its `strerror` in the player's words) if it could not be."""
    game_id = saved.metadata.id
    assert game_id is not None
    path = store.autosave_path(game_id)
    text = game_to_json(saved.game, saved.metadata)
    if path.exists():
        try:
            there = read_saved_game(path)
        except TallyoError:
            # An unreadable file is never written over: the player may yet mend it.
            return False
        if compare_copies(there.game, saved.game) is not Copies.SECOND_LONGER:
            return False
        if game_id == current or not store.lock(game_id=game_id):
            return False
        try:
            problem = write_atomically(path, text)
        finally:
            store.unlock(game_id=game_id)
    else:
        problem = write_atomically(path, text)
    if problem is not None:
        raise OSError(0, problem)
    return True


def _by_log(notes: list[tuple[Path, str]]) -> list[tuple[Path, list[str]]]:
    """The notes grouped by their log, in the order the logs came."""
    grouped: dict[Path, list[str]] = {}
    for path, note in notes:
        grouped.setdefault(path, []).append(note)
    return list(grouped.items())


class ImportCommands(QObject):
    """The Game menu's import commands and the window's drops of logs, for the window `parent`;
    `current` says which game the window has open, so it is never written under it."""

    progress_after_ms = 500
    """An import this quick shows no progress dialog."""

    def __init__(
        self,
        keeper: LibraryKeeper | None,
        gathering: GatherCommands,
        current: Callable[[], str | None] = lambda: None,
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.keeper = keeper
        self.gathering = gathering
        self.current = current
        self.settings = settings
        self.window = parent
        self._busy = False
        self.last_result: LibraryImport | None = None

    # --- the commands ------------------------------------------------------------------------

    def import_files(self) -> None:
        """Ask for log files, and import them."""
        names, _ = QFileDialog.getOpenFileNames(
            self.window,
            self.tr("Import game logs"),
            str(self._start_folder()),
            self.tr("Game logs (*.mjlog *.xml *.json *.gz *.txt *.log);;All files (*)"),
        )
        if names:
            self._remember(Path(names[0]).parent)
            self.import_paths([Path(name) for name in names])

    def import_folder(self) -> None:
        """Ask for a folder, and import every log in it and in the folders in it."""
        folder = QFileDialog.getExistingDirectory(
            self.window, self.tr("Import the game logs in a folder"), str(self._start_folder())
        )
        if folder:
            self._remember(Path(folder))
            self.import_paths([Path(folder)])

    # --- importing ---------------------------------------------------------------------------

    def import_paths(self, paths: list[Path]) -> LibraryImport | None:
        """Import the logs in `paths` with a progress dialog, then show the summary. The
        result, or None if nothing could be done."""
        # Imported here: the importing loads only when logs are imported.
        from tallyo_desktop.core.importing.into_library import import_into_library

        keeper = self.keeper
        library = keeper.library if keeper is not None else None
        if self._busy:
            return None
        if keeper is None or keeper.store is None or library is None:
            self._tell_problem(
                self.tr("The library cannot be opened: {reason}").format(
                    reason=keeper.error if keeper is not None else ""
                )
            )
            return None
        progress, step = files_progress(
            self.window,
            self.tr("Reading the game logs…"),
            self.tr("Cancel"),
            self.tr("Importing game logs"),
            "importProgress",
            self.progress_after_ms,
        )

        self._busy = True
        try:
            result = import_into_library(
                paths,
                library,
                keeper.store.finished_dir,
                progress=step,
                cancelled=progress.wasCanceled,
            )
        except TallyoError as error:
            self._tell_problem(
                self.tr("The games could not be imported: {reason}").format(reason=error)
            )
            return None
        finally:
            self._busy = False
            progress.close()
            progress.deleteLater()
        self._keep_unfinished(keeper.store, result)
        self.last_result = result
        if result.new or result.longer:
            keeper.changed.emit()
        self._show_summary(result)
        for conflict in result.conflicts:
            self.gathering.settle(conflict)
        return result

    def _keep_unfinished(self, store: GameStore, result: LibraryImport) -> None:
        """The unfinished games put among the unfinished games; one there already is counted
        as such, and one that could not be kept as not imported, with why."""
        kept = []
        for path, saved in result.unfinished:
            try:
                written = keep_unfinished(store, saved, self.current())
            except OSError as error:
                result.refused.append(
                    (
                        path,
                        self.tr(
                            "Its unfinished game could not be kept with the others: {reason}."
                        ).format(reason=error.strerror),
                    )
                )
                continue
            if written:
                kept.append((path, saved))
            else:
                result.same.append(path)
        result.unfinished = kept

    # --- what is said ------------------------------------------------------------------------

    def summary(self, result: LibraryImport) -> str:
        """What an import did, a line for each kind of log it found."""
        if result.cancelled:
            return self.tr("The import was cancelled: nothing was added to the library.")
        if not result.logs:
            return self.tr("No game logs were found there.")
        # Translated with their counts, as every text with a count is: a language may word even
        # a label differently for one.
        lines = [
            self.tr(
                "Games imported into the library: %n", "", len(result.new) + len(result.longer)
            ),
            self.tr("Already there: %n", "", len(result.same)),
            self.tr(
                "Unfinished, to play on with Game ▸ Continue a game: %n",
                "",
                len(result.unfinished),
            ),
            self.tr("Not imported: %n", "", len(result.refused)),
        ]
        if result.conflicts:
            lines.append(
                self.tr("Games whose copies contradict each other: %n", "", len(result.conflicts))
            )
        return "\n".join(lines)

    def details(self, result: LibraryImport) -> str:
        """Each log not imported with why, each unfinished one, and what was read where a log
        does not say it (the game's length, the room's uma)."""
        parts = [
            self.tr("Not imported:")
            + "".join(f"\n{path}: {reason}" for path, reason in result.refused)
            if result.refused
            else "",
            self.tr("Unfinished (Game ▸ Continue a game):")
            + "".join(f"\n{path}" for path, _ in result.unfinished)
            if result.unfinished
            else "",
            self.tr("Read from the hands or the results, where the log does not say:")
            + "".join(
                f"\n{path}:" + "".join(f"\n  {note}" for note in notes)
                for path, notes in _by_log(result.notes)
            )
            if result.notes
            else "",
        ]
        return "\n\n".join(part for part in parts if part)

    def _show_summary(self, result: LibraryImport) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("Importing game logs"),
            self.summary(result),
            parent=self.window,
        )
        box.setObjectName("importSummary")
        box.setTextFormat(Qt.TextFormat.PlainText)
        if result.notes:
            box.setInformativeText(
                self.tr("Show Details says what was read where a log does not say it.")
            )
        if result.refused:
            box.setInformativeText(self.tr("Show Details names each log not imported, and why."))
        if result.conflicts:
            box.setInformativeText(
                self.tr("Next, for each game whose copies differ, choose the one that counts.")
            )
        details = self.details(result)
        if details:
            box.setDetailedText(details)
        with asked(box):
            box.exec()

    def _tell_problem(self, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("Importing game logs"), text, parent=self.window
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        with asked(box):
            box.exec()

    # --- where the dialogs start ---------------------------------------------------------------

    def _start_folder(self) -> Path:
        last = self.settings.value(IMPORT_FOLDER_KEY) if self.settings is not None else None
        if isinstance(last, str) and last and Path(last).is_dir():
            return Path(last)
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DownloadLocation)
        return Path(location) if location and Path(location).is_dir() else Path.home()

    def _remember(self, folder: Path) -> None:
        if self.settings is not None:
            self.settings.setValue(IMPORT_FOLDER_KEY, str(folder))
