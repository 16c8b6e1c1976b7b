"""Gathering game files from several laptops into the library: each table plays on its own, and
the organiser brings the files together (a stick, a shared folder, files received by mail).

The same game found several times counts once: copies with the same metadata id are one game,
and so are files without an id whose games are the same (`game_keys`). Which copy counts, which
copies conflict and which are games still being played is decided by `record.copies`, the one
answer the `standings` command gives too; the library's own copy of a game is one of its copies,
preferred to a copy that is the same. Copies that went different ways are a conflict, which only
the organiser settles (`choose`); the copies set aside then are remembered, so the same conflict
is not asked again. The files gathered are only ever read.

`gather` reads each file once (replaying its game once, and keeping only the copies no other
makes nothing of), then, with the lock of the library's copies held (`folder_lock`), decides
each game against what the library holds and writes: first the library's own copy of each game
it takes, beside the copies there and never over one (`finished_copies`), then the library, in
one transaction. Two windows gathering at once take turns for this part only. A cancel is
honoured between files while they are read, and stores nothing.
"""

from __future__ import annotations

import contextlib
import errno
from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.library.finished_copies import (
    KeptCopies,
    clear_partials,
    copy_name,
    read_set_aside,
    write_choices,
)
from tallyo_desktop.core.library.folder_lock import FolderBusy, FolderLock
from tallyo_desktop.core.library.game_keys import NAMELESS, nameless_key, record_digest
from tallyo_desktop.core.library.kept_records import library_record, played_at
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.copies import CopiesFound, outline
from tallyo_desktop.core.record.files import game_files_in, read_bytes, saved_game_from_bytes
from tallyo_desktop.core.record.format import SavedGame, saved_game_from_json
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.values import field, valueclass

__all__ = [
    "NAMELESS",
    "Conflict",
    "Copy",
    "GatherError",
    "GatherReport",
    "choose",
    "game_files",
    "gather",
    "gather_copies",
]

CHOICE_WAIT_SECONDS = 10.0
"""How long a choice waits for another window's gather before saying so."""
RecordOf = Callable[[SavedGame], str]
DateOf = Callable[[SavedGame], datetime]


class GatherError(TallyoError):
    """The games gathered could not be kept: nothing was added to the library."""


@valueclass
class Copy:
    """One copy of a game."""

    saved: SavedGame
    content: bytes
    """The file's bytes as read: the library keeps them as they are."""
    path: Path | None
    """Where it was found; None for the library's own copy when no file of it is known."""
    kept: Path | None = None
    """Its file among the library's own copies, once it is kept there."""

    @property
    def game(self) -> Game:
        return self.saved.game


@valueclass
class Conflict:
    """Copies of one game that went different ways: the organiser chooses one (`choose`)."""

    key: str
    """The game's id."""
    copies: tuple[Copy, ...]
    held: int | None
    """The copy the library holds, when it is one of these."""


@valueclass(frozen=False)
class GatherReport:
    """What a gather found, by file."""

    files: int = 0
    """Game files found in what was given."""
    new: list[Path] = field(default_factory=list)
    """Finished games the library did not hold: stored."""
    longer: list[Path] = field(default_factory=list)
    """Longer copies of games the library held: each replaced the library's copy."""
    same: list[Path] = field(default_factory=list)
    """Copies another copy (found, or the library's) makes nothing new of: the same, an
    earlier save, or found twice. Nothing to do."""
    unfinished: list[Path] = field(default_factory=list)
    """Games not over, that no other copy goes on from: left where they are."""
    refused: list[tuple[Path, str]] = field(default_factory=list)
    """Files that could not be read, and why."""
    conflicts: list[Conflict] = field(default_factory=list)
    set_aside: list[Path] = field(default_factory=list)
    """Copies the organiser set aside when choosing another copy of their game earlier."""
    cancelled: bool = False
    """Cancelled while the files were read: nothing was stored."""


def game_files(paths: Iterable[Path]) -> tuple[list[Path], list[tuple[Path, str]]]:
    """The game files in `paths` (`record.files.game_files_in`), in order of their paths; the
    folders that cannot be read, and why."""
    found, unlisted = game_files_in(paths)
    return sorted(found), [(folder, _folder_problem(error)) for folder, error in unlisted]


def _folder_problem(error: OSError) -> str:
    return translate("gathering", "The folder cannot be read: {reason}.").format(
        reason=error.strerror or error
    )


def gather(
    paths: Iterable[Path],
    library: GameLibrary,
    finished_dir: Path,
    *,
    record_of: RecordOf = library_record,
    date_of: DateOf = played_at,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> GatherReport:
    """Gather the game files in `paths` into `library`, whose own copies of finished games are
    in `finished_dir`. `progress(done, total)` is told once the files are found, then after each
    file; `cancelled()` is asked before each, and while another window keeps its copies.
    Raises GatherError (nothing added to the library) or LibraryError."""
    files, refused = game_files(paths)
    report = GatherReport(files=len(files), refused=refused)
    found = _Found(record_of, report)
    if progress is not None:
        progress(0, len(files))
    for done, path in enumerate(files):
        if cancelled is not None and cancelled():
            return GatherReport(files=len(files), cancelled=True)
        try:
            content = read_bytes(path)
            saved = saved_game_from_bytes(content, str(path))
        except TallyoError as error:
            report.refused.append((path, str(error)))
        else:
            found.add(saved, content, path)
        if progress is not None:
            progress(done + 1, len(files))
    if cancelled is not None and cancelled():
        return GatherReport(files=len(files), cancelled=True)
    gathering = _Gathering(library, finished_dir, record_of, date_of, report)
    try:
        gathering.run(found, cancelled)
    except _Cancelled:
        return GatherReport(files=len(files), cancelled=True)
    return report


def gather_copies(
    found: dict[str, list[Copy]],
    library: GameLibrary,
    finished_dir: Path,
    report: GatherReport,
    *,
    record_of: RecordOf = library_record,
    date_of: DateOf = played_at,
) -> GatherReport:
    """Gather copies already read (each game's key, its copies, each with a `path` the report
    names it by) as `gather` does, adding to `report`: how games read from elsewhere (an
    online log) enter the library the one way files do. GatherError or LibraryError."""
    copies = _Found(record_of, report)
    for key, group in found.items():
        for copy in group:
            copies.add(copy.saved, copy.content, copy.path, key)
    _Gathering(library, finished_dir, record_of, date_of, report).run(copies, None)
    return report


def choose(
    library: GameLibrary,
    finished_dir: Path,
    conflict: Conflict,
    index: int,
    *,
    record_of: RecordOf = library_record,
    date_of: DateOf = played_at,
) -> None:
    """The organiser chose copy `index` of `conflict`: the library holds it from now on, and so
    does a library made again from the files; the other copies are set aside, and gathering
    them again asks no more. GatherError or LibraryError if it cannot be recorded."""
    copy = conflict.copies[index]
    aside = {
        record_digest(record_of(other.saved))
        for number, other in enumerate(conflict.copies)
        if number != index
    }
    try:
        # Asked on the window's thread: another window's gather is waited for only so long.
        with FolderLock(finished_dir, wait=CHOICE_WAIT_SECONDS):
            kept = copy.kept or KeptCopies(finished_dir).keep([(conflict.key, copy.content)])[0]
            write_choices(finished_dir, {conflict.key: kept.name}, {conflict.key: aside})
            if index != conflict.held:
                library.add_finished_game(
                    copy.game, record_of(copy.saved), date_of(copy.saved), copy.saved.metadata.id
                )
    except FolderBusy as error:
        raise GatherError(str(error)) from None
    except OSError as error:
        raise GatherError(
            translate(
                "gathering",
                "The choice could not be kept in the data folder: {problem}. Nothing changed; "
                "choose again once that is put right.",
            ).format(problem=write_problem(error))
        ) from None


def write_problem(error: OSError) -> str:
    """What went wrong writing in the data folder, and what to do about it, in a player's
    words: the disk is not said to be full unless it is."""
    path = error.filename or ""
    reason = error.strerror or str(error)
    if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return translate("gathering", "the disk is full ({path}): free some space").format(
            path=path
        )
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return translate(
            "gathering",
            "Tallyo Desktop may not write {path} ({reason}): check the folder's permissions",
        ).format(path=path, reason=reason)
    return translate(
        "gathering", "{path} could not be written ({reason}): check the folder"
    ).format(path=path, reason=reason)


class _Cancelled(Exception):
    """Cancelled while waiting for another window to be done with the library's copies."""


@valueclass(frozen=False)
class _Item:
    """A copy found, as the gather keeps it while the other copies are read."""

    path: Path | None
    content: bytes
    saved: SavedGame
    record_digest: str
    """The digest of its record as the library keeps it."""
    digests: frozenset[str]
    """That digest, and the digest of the file's text (a library made again from the files
    keeps the text as it is)."""
    stored: bool = False
    """The library's own copy."""
    kept: Path | None = None


class _Found:
    """The copies read so far, by game: only those no other copy makes nothing of are kept
    (each game's `CopiesFound`); the others are told to the report as they go."""

    def __init__(self, record_of: RecordOf, report: GatherReport) -> None:
        self.record_of = record_of
        self.report = report
        self.games: dict[str, CopiesFound[_Item]] = {}

    def add(self, saved: SavedGame, content: bytes, path: Path | None, key: str = "") -> None:
        record = self.record_of(saved)
        digest = record_digest(record)
        digests = {digest}
        with contextlib.suppress(UnicodeDecodeError):
            digests.add(record_digest(content.decode("utf-8-sig")))
        key = key or saved.metadata.id or nameless_key(record)
        item = _Item(path, content, saved, digest, frozenset(digests))
        for dropped in self.games.setdefault(key, CopiesFound()).add(outline(saved.game), item):
            self._drop(dropped)

    def add_stored(self, key: str, item: _Item) -> None:
        """The library's own copy of the game `key`, preferred to a copy that is the same."""
        for dropped in self.games[key].add(outline(item.saved.game), item, preferred=True):
            self._drop(dropped)

    def _drop(self, item: _Item) -> None:
        if item.path is not None:
            self.report.same.append(item.path)


class _Gathering:
    """The decisions of one gather, then its writes."""

    def __init__(
        self,
        library: GameLibrary,
        folder: Path,
        record_of: RecordOf,
        date_of: DateOf,
        report: GatherReport,
    ) -> None:
        self.library, self.folder = library, folder
        self.record_of, self.date_of = record_of, date_of
        self.report = report
        self.taken: list[tuple[str, _Item, bool]] = []
        """The copies the library takes: each game's key, the copy, whether it is longer."""
        self.conflicts: list[tuple[str, tuple[_Item, ...], _Item | None]] = []
        """Each conflict's key, its copies, and the library's copy of the game, if any."""
        self.copies: KeptCopies | None = None

    def run(self, found: _Found, cancelled: Callable[[], bool] | None) -> None:
        by_uid, digests = self._library_state()
        if not self._may_store(found, by_uid, digests):
            # Only unfinished games the library does not hold: nothing is written.
            self._decide(found, by_uid, digests, None)
            return
        try:
            with FolderLock(self.folder, cancelled=cancelled):
                clear_partials(self.folder)
                # Read again: another window may have gathered while the files were read.
                by_uid, digests = self._library_state()
                self._decide(found, by_uid, digests, KeptCopies(self.folder))
                self._write()
        except FolderBusy as error:
            if cancelled is not None and cancelled():
                raise _Cancelled from None
            raise GatherError(str(error)) from None
        except OSError as error:
            raise GatherError(
                translate(
                    "gathering",
                    "The games gathered could not be kept in the data folder: {problem}. "
                    "Nothing was added to the library; gather them again once that is put "
                    "right.",
                ).format(problem=write_problem(error))
            ) from None

    def _library_state(self) -> tuple[dict[str, tuple[int, str]], set[str]]:
        """Each stored game's library id and record digest by its identity, and every record
        digest stored."""
        by_uid: dict[str, tuple[int, str]] = {}
        digests: set[str] = set()
        for game_id, uid, digest in self.library.record_digests():
            digests.add(digest)
            if uid is not None:
                by_uid[uid] = (game_id, digest)
        return by_uid, digests

    @staticmethod
    def _may_store(found: _Found, by_uid: dict[str, tuple[int, str]], digests: set[str]) -> bool:
        """Whether a finished copy was found, or a copy of a game the library holds."""
        for key, group in found.games.items():
            if key in by_uid:
                return True
            for item in group.items:
                if item.saved.game.is_over or item.digests & digests:
                    return True
        return False

    def _decide(
        self,
        found: _Found,
        by_uid: dict[str, tuple[int, str]],
        digests: set[str],
        copies: KeptCopies | None,
    ) -> None:
        """Decide each game found against what the library holds; `copies`, the library's
        copies, where anything may be kept."""
        set_aside = read_set_aside(self.folder) if copies is not None else {}
        for key, group in found.games.items():
            stored = self._stored(key, group, by_uid, digests)
            if stored is not None and stored.path is None:
                found.add_stored(key, stored)
            decision = group.decision(_set_aside(set_aside.get(key, frozenset())))
            self._report(decision.set_aside, self.report.set_aside)
            self._report(decision.unfinished, self.report.unfinished)
            self._report(decision.earlier, self.report.same)
            counted = decision.counted
            if counted is not None and not counted.stored:
                assert counted.path is not None
                (self.report.new if stored is None else self.report.longer).append(counted.path)
                self.taken.append((key, counted, stored is not None))
            elif counted is not None:
                self._report((counted,), self.report.same)
            elif decision.conflicting:
                self.conflicts.append((key, decision.conflicting, stored))
            else:
                # A finished copy an unfinished one goes on from: the game is played on.
                finished = [item for item in group.items if item.saved.game.is_over]
                self._report(tuple(finished), self.report.same)
        self.copies = copies

    def _write(self) -> None:
        copies = self.copies
        assert copies is not None
        held: dict[str, str | None] = {}
        kept_paths = copies.keep([(key, item.content) for key, item, _ in self.taken])
        for (key, item, longer), kept in zip(self.taken, kept_paths, strict=True):
            item.kept = kept
            if longer or kept.name != copy_name(key):
                held[key] = kept.name
        for key, heads, stored in self.conflicts:
            held[key] = self._keep_conflict(copies, key, heads, stored)
        write_choices(self.folder, held)
        self.library.add_finished_games(
            (
                item.saved.game,
                self.record_of(item.saved),
                self.date_of(item.saved),
                item.saved.metadata.id,
            )
            for _, item, _ in self.taken
        )

    def _report(self, items: Iterable[_Item], into: list[Path]) -> None:
        into += [item.path for item in items if item.path is not None]

    def _keep_conflict(
        self,
        copies: KeptCopies,
        key: str,
        heads: tuple[_Item, ...],
        stored: _Item | None,
    ) -> str | None:
        """Keep every copy of a conflict among the library's copies (the organiser chooses
        later, when the stick may be gone); the file of the copy the library holds."""
        kept = [self._keep(copies, key, item) for item in heads]
        held = next((index for index, item in enumerate(heads) if item is stored), None)
        self.report.conflicts.append(
            Conflict(
                key,
                tuple(Copy(item.saved, item.content, item.path, item.kept) for item in kept),
                held,
            )
        )
        if stored is None:
            return None
        # Else the library holds an older copy, which each of these goes on from.
        path = kept[held].kept if held is not None else self._keep(copies, key, stored).kept
        return None if path is None else path.name

    def _keep(self, copies: KeptCopies, key: str, item: _Item) -> _Item:
        """`item`, kept among the library's copies."""
        if item.kept is not None:
            return item
        if item.path is None:
            # The library's own copy: its file is kept already (with the dates the library's
            # record leaves out), unless it was lost.
            known = _file_of(copies, key, item.saved.game)
            if known is not None:
                item.kept, item.saved, item.content = known
                return item
        item.kept = copies.keep([(key, item.content)])[0]
        return item

    def _stored(
        self,
        key: str,
        group: CopiesFound[_Item],
        by_uid: dict[str, tuple[int, str]],
        digests: set[str],
    ) -> _Item | None:
        """The library's copy of the game `key`, if it holds one: a copy found, marked as the
        library's, when one is the same record; else read from the library (with no path)."""
        if key not in by_uid:
            if key.startswith(NAMELESS):
                for item in group.items:
                    if item.digests & digests:
                        item.stored = True
                        return item
            return None
        game_id, digest = by_uid[key]
        for item in group.items:
            if digest in item.digests:
                item.stored = True
                return item
        record = self.library.record_json(game_id)
        try:
            saved = saved_game_from_json(record)
        except TallyoError:
            # A stored record that no longer reads: any copy found is better.
            return None
        return _Item(None, record.encode("utf-8"), saved, digest, frozenset({digest}), True)


def _file_of(copies: KeptCopies, key: str, game: Game) -> tuple[Path, SavedGame, bytes] | None:
    """The library's file of the game `key` that holds `game`, if one does: the file, what it
    holds and its bytes."""
    shape = outline(game)
    for path in copies.of(key):
        try:
            content = read_bytes(path)
            saved = saved_game_from_bytes(content, str(path))
        except TallyoError:
            continue
        other = outline(saved.game)
        if other.covers(shape) and shape.covers(other):
            return path, saved, content
    return None


def _set_aside(digests: frozenset[str]) -> Callable[[_Item], bool]:
    """Whether a copy found is one the organiser set aside: never the library's own."""

    def aside(item: _Item) -> bool:
        return not item.stored and item.record_digest in digests

    return aside
