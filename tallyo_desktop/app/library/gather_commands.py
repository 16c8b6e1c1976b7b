"""Library ▸ Gather games…: the game files of several laptops brought into the library (see
`core.library.gathering`), with a progress bar and a Cancel button, then a summary, and the
organiser's choice for each game whose copies contradict each other; and a folder watched while
the app runs (`folder_watch`), gathered whenever new or changed files arrive in it.

The gather runs on a thread of its own (`progress.in_background`), with a connection of its own
to the library: the window stays painted and Cancel answers at once, however many files there
are. The library's own copies are kept under the data folder's lock (`core.library.
folder_lock`), so another window gathering at the same moment waits its turn rather than
losing a copy. The organiser's choices are made on the window's thread, once the gather is
done.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget
from shiboken6 import isValid

from tallyo_desktop.app.library.folder_watch import INDEX_NAME, FolderWatch
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.progress import files_progress, in_background
from tallyo_desktop.app.shared.modal import asked
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.kept_records import library_record, played_at
from tallyo_desktop.core.record.format import FILE_SUFFIX

if TYPE_CHECKING:
    from collections.abc import Callable

    from tallyo_desktop.core.library.gathering import Conflict, GatherReport

GATHER_FOLDER_KEY = "library/gatherFolder"
"""Where the gather's file dialogs start: the folder gathered last."""


class GatherCommands(QObject):
    """The Library menu's gathering commands, for the window `parent`."""

    progress_after_ms = 500
    """A gather this quick shows no progress dialog."""
    gathered = Signal(object)
    """A gather was done: carries its GatherReport (the club lists its unfinished games)."""

    def __init__(
        self,
        keeper: LibraryKeeper | None,
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.keeper = keeper
        self.settings = settings
        self.window = parent
        self._busy = False
        self.last_report: GatherReport | None = None
        store = keeper.store if keeper is not None else None
        index = store.data_dir / INDEX_NAME if store is not None else None
        self.watch = FolderWatch(settings, self, index=index)
        self.watch.filesChanged.connect(self._gather_watched)

    # --- the commands ------------------------------------------------------------------------

    def gather_files(self) -> None:
        """Ask for game files, and gather them."""
        names, _ = QFileDialog.getOpenFileNames(
            self.window,
            self.tr("Gather games"),
            str(self._start_folder()),
            self.tr("Tallyo games (*{suffix})").format(suffix=FILE_SUFFIX),
        )
        if names:
            self._remember(Path(names[0]).parent)
            self.gather([Path(name) for name in names])

    def gather_folder(self) -> None:
        """Ask for a folder, and gather every game file in it and the folders in it."""
        folder = QFileDialog.getExistingDirectory(
            self.window, self.tr("Gather the games in a folder"), str(self._start_folder())
        )
        if folder:
            self._remember(Path(folder))
            self.gather([Path(folder)])

    def watch_folder(self) -> None:
        """Ask for a folder to watch while the app runs; its games are gathered at once."""
        folder = QFileDialog.getExistingDirectory(
            self.window, self.tr("Watch a folder for games"), str(self._start_folder())
        )
        if folder:
            self._remember(Path(folder))
            self.watch.watch(Path(folder))

    def stop_watching(self) -> None:
        folder = self.watch.folder
        self.watch.stop()
        if folder is not None and self.keeper is not None:
            self.keeper.problem.emit(
                self.tr("{folder} is no longer watched for games.").format(folder=folder)
            )

    # --- gathering ---------------------------------------------------------------------------

    def gather(self, paths: list[Path], *, quiet: bool = False) -> GatherReport | None:
        """Gather `paths` with a progress dialog; then, unless `quiet` (a watched folder), the
        summary and each conflict's choice. The report, or None if nothing could be done."""
        # Imported here: the library and the gathering load only when games are gathered.
        from tallyo_desktop.core.library.gathering import gather
        from tallyo_desktop.core.library.store import GameLibrary

        if self._busy:
            if quiet:
                # Handed on again a moment later, once this gather is done.
                self.watch.forget(paths)
            else:
                self._tell_problem(
                    self.tr("Games are being gathered already: try again once that is done."),
                    quiet,
                )
            return None
        keeper = self.keeper
        library = keeper.library if keeper is not None else None
        if keeper is None or keeper.store is None or library is None:
            self._tell_problem(
                self.tr("The library cannot be opened: {reason}").format(
                    reason=keeper.error if keeper is not None else ""
                ),
                quiet,
            )
            return None
        progress, step = files_progress(
            self.window,
            self.tr("Reading the game files…"),
            self.tr("Cancel"),
            self.tr("Gathering games"),
            "gatherProgress",
            self.progress_after_ms,
            # A watched folder is gathered while the game at this table goes on.
            modal=not quiet,
        )
        library_path, finished_dir = library.path, keeper.store.finished_dir

        def work(told: Callable[[int, int], None], cancelled: Callable[[], bool]) -> GatherReport:
            # A connection of this thread's own: SQLite's are not shared between threads.
            with GameLibrary(library_path) as own:
                return gather(
                    paths,
                    own,
                    finished_dir,
                    record_of=library_record,
                    date_of=played_at,
                    progress=told,
                    cancelled=cancelled,
                )

        self._busy = True
        try:
            report = in_background(progress, step, work)
        except TallyoError as error:
            if quiet:
                self.watch.forget(paths)
            self._tell_problem(
                self.tr("The games could not be gathered: {reason}").format(reason=error), quiet
            )
            return None
        finally:
            self._busy = False
            if isValid(progress):
                progress.close()
                progress.deleteLater()
        if not isValid(self):
            # The window was closed while the files were read: there is no one left to tell,
            # and a watched folder is read again at the next start.
            return report
        self.last_report = report
        self.gathered.emit(report)
        if report.new or report.longer:
            keeper.changed.emit()
        if quiet:
            if report.cancelled:
                self.watch.forget(paths)
            else:
                self.watch.gathered(paths)
            if report.new or report.longer or report.conflicts or report.refused:
                keeper.problem.emit(self._watched_summary(report))
        else:
            self._show_summary(report)
            for number, conflict in enumerate(report.conflicts):
                if not self.settle(conflict, len(report.conflicts) - number - 1):
                    break
        return report

    def settle(self, conflict: Conflict, remaining: int = 0) -> bool:
        """Show the copies of `conflict` side by side; the one the organiser keeps counts.
        False if the organiser leaves this one and the `remaining` others for later."""
        from tallyo_desktop.app.library.conflict_dialog import ConflictDialog
        from tallyo_desktop.core.library.gathering import choose

        with asked(ConflictDialog(conflict, self.window, remaining=remaining)) as dialog:
            dialog.exec()
            chosen, go_on = dialog.chosen, not dialog.later_for_all
        keeper = self.keeper
        library = keeper.library if keeper is not None else None
        if chosen is None or keeper is None or keeper.store is None or library is None:
            return go_on
        try:
            choose(
                library,
                keeper.store.finished_dir,
                conflict,
                chosen,
                record_of=library_record,
                date_of=played_at,
            )
        except TallyoError as error:
            self._tell_problem(str(error), False)
            return go_on
        keeper.changed.emit()
        return go_on

    def _gather_watched(self, paths: list[Path]) -> None:
        # Not run inside the watch's own signal: the gather waits for its thread in an event
        # loop, during which the window (and the watch and its timer with it) may be closed and
        # deleted; returning into a deleted timer's emission would crash the app.
        QTimer.singleShot(0, self, lambda: self.gather(paths, quiet=True))

    # --- what is said ------------------------------------------------------------------------

    def summary(self, report: GatherReport) -> str:
        """What a gather did, a line for each kind of file it found."""
        if report.cancelled:
            return self.tr("Gathering was cancelled: nothing was added to the library.")
        if not report.files and not report.refused:
            return self.tr("No game files (*{suffix}) were found there.").format(suffix=FILE_SUFFIX)
        # Translated with their counts, as every text with a count is: a language may word even
        # a label differently for one.
        lines = [
            self.tr("New games stored: %n", "", len(report.new)),
            self.tr("Longer copies taken: %n", "", len(report.longer)),
            self.tr("Already in the library: %n", "", len(report.same)),
            self.tr("Unfinished, left where they are: %n", "", len(report.unfinished)),
            self.tr("Could not be read: %n", "", len(report.refused)),
            self.tr("Copies that contradict each other: %n", "", len(report.conflicts)),
        ]
        if report.set_aside:
            lines.append(
                self.tr(
                    "Copies set aside before, when another copy was kept: %n",
                    "",
                    len(report.set_aside),
                )
            )
        return "\n".join(lines)

    def _details(self, report: GatherReport) -> str:
        parts = [
            self.tr("Could not be read:")
            + "".join(f"\n{path}: {reason}" for path, reason in report.refused)
            if report.refused
            else "",
            self.tr("Unfinished (open one to play it on):")
            + "".join(f"\n{path}" for path in report.unfinished)
            if report.unfinished
            else "",
        ]
        return "\n\n".join(part for part in parts if part)

    def _show_summary(self, report: GatherReport) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("Gathering games"),
            self.summary(report),
            parent=self.window,
        )
        box.setObjectName("gatherSummary")
        box.setTextFormat(Qt.TextFormat.PlainText)
        if report.conflicts:
            box.setInformativeText(
                self.tr("Next, for each game whose copies differ, choose the one that counts.")
            )
        details = self._details(report)
        if details:
            box.setDetailedText(details)
        with asked(box):
            box.exec()

    def _watched_summary(self, report: GatherReport) -> str:
        # Each count a text of its own, so that Qt's plural forms say "1 new game" and "2 new
        # games" in English, and each language as its grammar does.
        counts = [
            self.tr("%n new game(s)", "", len(report.new)),
            self.tr("%n longer copy(-ies)", "", len(report.longer)),
            self.tr("%n file(s) that could not be read", "", len(report.refused)),
        ]
        text = self.tr("Gathered from {folder}: {counts}.").format(
            folder=self.watch.folder,
            counts=self.tr(", ", "between the counts of a sentence").join(counts),
        )
        if report.conflicts:
            text += " " + self.tr(
                "%n game(s) have copies that differ: gather the folder with Gather a folder… "
                "to choose which counts.",
                "",
                len(report.conflicts),
            )
        return text

    def _tell_problem(self, text: str, quiet: bool) -> None:
        if quiet and self.keeper is not None:
            self.keeper.problem.emit(text)
            return
        box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("Gathering games"), text, parent=self.window
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        with asked(box):
            box.exec()

    # --- where the dialogs start ---------------------------------------------------------------

    def _start_folder(self) -> Path:
        last = self.settings.value(GATHER_FOLDER_KEY) if self.settings is not None else None
        if isinstance(last, str) and last and Path(last).is_dir():
            return Path(last)
        location = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        return Path(location) if location and Path(location).is_dir() else Path.home()

    def _remember(self, folder: Path) -> None:
        if self.settings is not None:
            self.settings.setValue(GATHER_FOLDER_KEY, str(folder))
