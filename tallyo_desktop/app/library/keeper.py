"""The library of finished games, kept in step with the game files and never ahead of them.

A finished game enters the library only once its final save is on disk, under its identity, so
writing it again is harmless; an undo past the end takes it out again. What the library holds of
a game is what the finished games' files say of it, as a rebuild would find it: each game whose
finished copy changed is on the data folder's list of games the library is to follow
(`app.files.library_pending`) until the library holds it. A write that fails is retried while
the app runs, and the player is told; a game still on the list when the app stops (the library
was busy, or the app was killed) is taken in at the next start. A damaged library is moved aside
when it is opened (or rebuilt) and made again from the finished games' files, and the player is
told where the damaged copy is; one that cannot be opened for another reason (busy, or from a
newer version) is left as it is. "Rebuild library" makes it again from the finished games'
files.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.files import read_bytes

if TYPE_CHECKING:
    from datetime import datetime

    from tallyo_desktop.core.library.store import GameLibrary
    from tallyo_desktop.core.record.format import SavedGame

RETRY_MS = 15000


class LibraryKeeper(QObject):
    problem = Signal(str)
    """Something the player should know about the library, in their words."""
    recovered = Signal()
    """The library could be written again after a problem."""
    changed = Signal()
    """Games were added to the library or taken out."""

    def __init__(
        self,
        open_library: Callable[[], GameLibrary],
        store: GameStore | None = None,
        parent: QObject | None = None,
        retry_ms: int = RETRY_MS,
    ) -> None:
        super().__init__(parent)
        self._open_library = open_library
        self.store = store
        self._library: GameLibrary | None = None
        self.error: str | None = None
        """Why the library cannot be opened, if it cannot."""
        self.notice = ""
        """Where a damaged library was moved, once it has been replaced."""
        self._pending: dict[str, SavedGame | None] = {}
        """Without a data folder: what is still to be written, a finished game or None to take
        it out."""
        self._stored: set[str] = set()
        self._busy = False
        """Whether long work on the library (an upgrade, a rebuild) is under way, its progress
        shown: the library is not handed out meanwhile."""
        self._retry = QTimer(self)
        self._retry.setInterval(retry_ms)
        self._retry.timeout.connect(self._write_pending)
        # What the last run could not take in is taken in now, once the window is up: a start
        # reads the short list of such games, or finds none.
        if store is not None and store.pending.ids():
            QTimer.singleShot(0, self, self._take_in_at_start)

    @property
    def library(self) -> GameLibrary | None:
        """The library, opened the first time it is needed; None (with `error` saying why) if
        it cannot be."""
        if self._busy:
            # Asked for by something the progress dialog let run (a timer): later.
            self.error = self.tr(
                "The library is being brought up to date. Try again when it is done."
            )
            return None
        if self._library is None:
            try:
                self._library = self._open_mending()
            except TallyoError as error:
                self.error = str(error)
                return None
            self.error = None
        return self._library

    def _open_mending(self) -> GameLibrary:
        """The library, made again from the game files if it is damaged. A long upgrade (or
        mend, or making it again) shows its progress."""
        from tallyo_desktop.app.library.long_work import LongWork
        from tallyo_desktop.core.library.work import reported_to

        work = LongWork(self.tr("Bringing the game library up to date…"))
        self._busy = True
        try:
            with reported_to(work):
                return self._open_checked()
        finally:
            self._busy = False
            work.close()

    def _open_checked(self) -> GameLibrary:
        try:
            library = self._open_library()
        except TallyoError as error:
            path = _damaged_path(error)
            if path is None:
                raise
            return self._replace(path)
        # Damage deep in the file shows only when all of it is read: a small price, once.
        if library.is_damaged():
            library.close()
            return self._replace(library.path)
        return library

    def _replace(self, path: Path) -> GameLibrary:
        """Move the damaged library `path` aside, make a new one from the finished games'
        files, and tell the player where the damaged copy is."""
        # Imported here, with sqlite3, to keep start-up fast.
        from datetime import datetime

        from tallyo_desktop.core.library.club_carried import club_in, take_club
        from tallyo_desktop.core.library.damage import set_aside_damaged

        try:
            kept = set_aside_damaged(path, datetime.now())
        except OSError as error:
            raise TallyoError(
                self.tr(
                    "The game library {path} is damaged, and it could not be moved aside: "
                    "{reason}. Move or delete it, then Rebuild library makes a new one from "
                    "the game files."
                ).format(path=path, reason=error.strerror or error)
            ) from None
        library = self._open_library()
        try:
            count = library.rebuild(self._finished_records()) if self.store is not None else 0
            # The practice is kept in the library alone: what the damaged copy still holds of
            # it comes along.
            practised = library.take_practice_from(kept)
            # So are the seasons' settings, the nights' days and the merged names.
            club_kept = take_club(library, club_in(kept))
        except TallyoError:
            library.close()
            raise
        self.notice = self.tr(
            "The game library was damaged, so it was made again from the game files "
            "(%n game(s)). The damaged copy is kept as {path}.",
            "",
            count,
        ).format(path=kept)
        if practised:
            self.notice += " " + self.tr(
                "The %n practice session(s) it still held were kept.", "", practised
            )
        if club_kept:
            self.notice += " " + self.tr(
                "Its seasons, club nights and players merged into one were kept as far as it "
                "could still be read."
            )
        # Told once what opened the library is done: the window clears its status line when a
        # game changes, and a game's end is what opens the library most often.
        notice = self.notice
        QTimer.singleShot(0, self, lambda: self.problem.emit(notice))
        return library

    def shut(self) -> None:
        """The window closes: what is still to be written is written now, and nothing after;
        what cannot be is taken in at the next start."""
        self.close()
        self._retry.stop()

    def close(self) -> None:
        # A start that was closed before it could take in the last run's games does it now.
        if self.store is not None and self.error is None and self.store.pending.ids():
            self._write_pending()
        if self._library is not None:
            self._library.close()
            self._library = None

    def game_saved(self, saved: SavedGame) -> None:
        """Called after every save of the current game: the library follows the files."""
        uid = saved.metadata.id
        if uid is None:
            return
        if self.store is not None:
            # A finished game's copy may have changed: the library follows its files. A write
            # that failed is tried again by the timer, not at every hand.
            if saved.game.is_over:
                self.store.pending.add([uid])
            if not self._retry.isActive() and uid in self.store.pending.ids():
                self._write_pending()
            return
        if saved.game.is_over:
            self._pending[uid] = saved
        elif uid in self._stored or uid in self._pending:
            # An undo past the end: only a game this window put in the library is taken out.
            self._pending[uid] = None
        else:
            return
        self._write_pending()

    def follow_files(self) -> None:
        """Take in what the finished games' files say of each game the library is still to
        follow, if any is."""
        if self.store is not None and self.store.pending.ids():
            self._write_pending()

    def _take_in_at_start(self) -> None:
        assert self.store is not None
        count = len(self.store.pending.ids())
        if count and self._write_pending():
            self.problem.emit(
                self.tr(
                    "The library took in the %n game(s) it had missed when Tallyo Desktop last "
                    "ran.",
                    "",
                    count,
                )
            )

    def _write_pending(self) -> bool:
        """Bring the library up to date with what is still to be written; whether it is."""
        # Imported here, with the library (and datetime), to keep start-up fast.
        from tallyo_desktop.core.library.kept_records import game_date, library_record

        library = self.library
        if library is None:
            self._failed(
                self.tr(
                    "The finished game could not be added to the library: {reason} Its file "
                    "is kept, and the library takes it in at the next start, or with Rebuild "
                    "library."
                ).format(reason=self.error)
            )
            return False
        if self.store is not None:
            return self._follow_files(library)
        for uid, saved in list(self._pending.items()):
            try:
                if saved is None:
                    library.delete_game_uid(uid)
                    self._stored.discard(uid)
                else:
                    library.add_finished_game(
                        saved.game, library_record(saved), game_date(saved.metadata), uid
                    )
                    self._stored.add(uid)
            except TallyoError as error:
                self._failed(self._not_updated(error))
                return False
            del self._pending[uid]
        self._updated()
        return True

    def _follow_files(self, library: GameLibrary) -> bool:
        """Give the library what the finished games' files say of each game on the list."""
        assert self.store is not None
        done: list[str] = []
        try:
            for uid in self.store.pending.ids():
                self._follow_file(library, uid)
                done.append(uid)
        except TallyoError as error:
            self._failed(self._not_updated(error))
            return False
        finally:
            self.store.pending.remove(done)
        self._updated()
        return True

    def _follow_file(self, library: GameLibrary, uid: str) -> None:
        """The library holds the game `uid` as a rebuild would: the copy of it the library
        holds among the finished games' files, or none."""
        assert self.store is not None
        from tallyo_desktop.core.library.finished_copies import copies_of, held_copies
        from tallyo_desktop.core.library.kept_records import library_record, recorded_date
        from tallyo_desktop.core.record.files import read_saved_game

        folder = self.store.finished_dir
        for path in held_copies(copies_of(folder, uid), folder):
            try:
                saved = read_saved_game(path)
            except TallyoError:
                continue
            if saved.metadata.id == uid and saved.game.is_over:
                kept = saved.metadata
                when = recorded_date(kept.updated, kept.created) or _modified(path)
                library.add_finished_game(saved.game, library_record(saved), when, uid)
                self._stored.add(uid)
                return
        library.delete_game_uid(uid)
        self._stored.discard(uid)

    def _not_updated(self, error: TallyoError) -> str:
        return self.tr(
            "The library could not be updated: {reason} It is tried again while you play, and "
            "at the next start."
        ).format(reason=error)

    def _updated(self) -> None:
        if self._retry.isActive():
            self._retry.stop()
            self.recovered.emit()
        self.changed.emit()

    def _failed(self, message: str) -> None:
        if not self._retry.isActive():
            self._retry.start()
            self.problem.emit(message)

    def rebuild(self) -> int:
        """Make the library again from the finished games' files; the number of games in it.
        A damaged library is replaced. A long rebuild shows its progress and can be cancelled:
        it is then left as it was (`work.Cancelled`). Raises TallyoError with the reason if it
        cannot be done."""
        self.notice = ""
        if self.store is not None:
            # Finished games the app could not move yet are found and moved first, and what a
            # killed app left among the finished ones is taken away.
            self.store.unfinished()
            self.store.tidy_finished()
        # Opened again: a connection of its own reads the file as it is now, so a library
        # damaged since it was opened is replaced, as it would be at the next start.
        self.close()
        library = self.library
        if library is None:
            raise TallyoError(self.error or "")
        if self.store is None:
            return len(library.game_ids())
        from tallyo_desktop.app.library.long_work import LongWork

        records = self._finished_records()
        work = LongWork(self.tr("Making the library again from the game files…"), True)
        self._busy = True
        try:
            count = library.rebuild(records, work)
        finally:
            self._busy = False
            work.close()
        self._stored.clear()
        # Everything the library was still to follow is in it now, as the files say.
        self.store.pending.remove()
        self.changed.emit()
        return count

    def _finished_records(self) -> _FileRecords:
        assert self.store is not None
        # Imported here, with the library, to keep start-up fast.
        from tallyo_desktop.core.library.finished_copies import held_copies

        # Of a game with several copies (gathered), the one the library holds.
        return _FileRecords(list(held_copies(self.store.finished(), self.store.finished_dir)))


class _FileRecords:
    """The records of game files, read one at a time as they are asked for; how many there are
    is known beforehand, for the progress of a rebuild."""

    def __init__(self, paths: list[Path]) -> None:
        self.paths = paths

    def __len__(self) -> int:
        return len(self.paths)

    def __iter__(self) -> Iterator[tuple[str, datetime]]:
        for path in self.paths:
            with contextlib.suppress(TallyoError, OSError, UnicodeDecodeError):
                text = read_bytes(path).decode("utf-8-sig")
                yield text, _record_date(text) or _modified(path)


def _damaged_path(error: TallyoError) -> Path | None:
    """Where the damaged library is, if `error` says the library is damaged."""
    # Imported here, with sqlite3, to keep start-up fast.
    from tallyo_desktop.core.library.errors import DamagedLibraryError

    return error.path if isinstance(error, DamagedLibraryError) else None


def _record_date(text: str) -> datetime | None:
    """The date a record gives its game, as `game_date`; None if it gives none."""
    from tallyo_desktop.core.library.kept_records import recorded_date

    try:
        metadata = json.loads(text).get("metadata")
    except (ValueError, AttributeError):
        return None
    if not isinstance(metadata, dict):
        return None
    return recorded_date(metadata.get("updated"), metadata.get("created"))


def _modified(path: Path) -> datetime:
    from datetime import datetime

    return datetime.fromtimestamp(path.stat().st_mtime).astimezone()
