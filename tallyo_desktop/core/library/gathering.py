"""Gathering game files from several laptops into the library: each table plays on its own, and
the organiser brings the files together (a stick, a shared folder, files received by mail).

The same game found several times counts once: copies with the same metadata id are one game,
and so are files without an id whose games are the same. Of two copies where one goes on from
the other, the longer counts; copies that went different ways are a conflict, which only the
organiser settles (`choose`). The files gathered are only ever read.

`gather` reads each file once (replaying its game once), decides each game against what the
library holds, then writes: first the library's own copy of each game it takes, beside the
copies there and never over one (`finished_copies`), then the library, in one transaction. A
cancel is honoured between files while they are read, and stores nothing.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.library.finished_copies import (
    copies_of,
    copy_name,
    keep_copies,
    keep_copy,
    write_held,
)
from tallyo_desktop.core.library.kept_records import library_record, played_at
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.copies import Copies, compare_copies
from tallyo_desktop.core.record.files import game_files_in, read_bytes, saved_game_from_bytes
from tallyo_desktop.core.record.format import (
    SavedGame,
    saved_game_from_json,
)
from tallyo_desktop.core.table.game import Game

NAMELESS = "nameless-"
"""Begins the key of a game without an id (the app gives a game 32 hexadecimal digits)."""
RecordOf = Callable[[SavedGame], str]
DateOf = Callable[[SavedGame], datetime]
_COVERS = (Copies.SAME, Copies.FIRST_LONGER)
"""How a copy stands to another it makes nothing new of."""


class GatherError(TallyoError):
    """The games gathered could not be kept: nothing was added to the library."""


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class Conflict:
    """Copies of one game that went different ways: the organiser chooses one (`choose`)."""

    key: str
    """The game's id."""
    copies: tuple[Copy, ...]
    held: int | None
    """The copy the library holds, when it is one of these."""


@dataclass
class GatherReport:
    """What a gather found, by file."""

    files: int = 0
    """Game files found in what was given."""
    new: list[Path] = field(default_factory=list)
    """Finished games the library did not hold: stored."""
    longer: list[Path] = field(default_factory=list)
    """Longer copies of games the library held: each replaced the library's copy."""
    same: list[Path] = field(default_factory=list)
    """Copies of games already there (the same, shorter, or found twice): nothing to do."""
    unfinished: list[Path] = field(default_factory=list)
    """Games not over, that no finished copy goes on from: left where they are."""
    refused: list[tuple[Path, str]] = field(default_factory=list)
    """Files that could not be read, and why."""
    conflicts: list[Conflict] = field(default_factory=list)
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
    in `finished_dir`. `progress(done, total)` is told after each file; `cancelled()` is asked
    before each. Raises GatherError (nothing added to the library) or LibraryError."""
    files, refused = game_files(paths)
    report = GatherReport(files=len(files), refused=refused)
    found: dict[str, list[Copy]] = {}
    for done, path in enumerate(files):
        if cancelled is not None and cancelled():
            return GatherReport(files=len(files), cancelled=True)
        try:
            content = read_bytes(path)
            saved = saved_game_from_bytes(content, str(path))
        except TallyoError as error:
            report.refused.append((path, str(error)))
        else:
            key = saved.metadata.id or _nameless_key(record_of(saved))
            found.setdefault(key, []).append(Copy(saved, content, path))
        if progress is not None:
            progress(done + 1, len(files))
    if cancelled is not None and cancelled():
        return GatherReport(files=len(files), cancelled=True)
    return gather_copies(found, library, finished_dir, report, record_of=record_of, date_of=date_of)


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
    _Gathering(library, finished_dir, record_of, date_of, report).run(found)
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
    does a library made again from the files. GatherError or LibraryError if it cannot be
    recorded."""
    copy = conflict.copies[index]
    try:
        kept = copy.kept or keep_copy(finished_dir, conflict.key, copy.content)
        write_held(finished_dir, {conflict.key: kept.name})
    except OSError as error:
        raise GatherError(
            translate(
                "gathering",
                "The choice could not be kept in the data folder: {reason}. Nothing changed; "
                "check the folder, then choose again.",
            ).format(reason=error.strerror or error)
        ) from None
    if index != conflict.held:
        library.add_finished_game(
            copy.game, record_of(copy.saved), date_of(copy.saved), copy.saved.metadata.id
        )


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _nameless_key(record: str) -> str:
    """The key of a game without an id: its content, so the same game is found once."""
    return f"{NAMELESS}{_digest(record)[:24]}"


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
        self.by_uid: dict[str, tuple[int, str]] = {}
        self.digests: set[str] = set()
        for game_id, uid, digest in library.record_digests():
            self.digests.add(digest)
            if uid is not None:
                self.by_uid[uid] = (game_id, digest)
        self.taken: list[tuple[str, Copy, bool]] = []
        """The copies the library takes: each game's key, the copy, whether it is longer."""
        self.conflicts: list[tuple[str, list[Copy], Copy | None]] = []
        """Each conflict's key, its copies, and the library's copy of the game, if any."""

    def run(self, found: dict[str, list[Copy]]) -> None:
        for key, copies in found.items():
            self._decide(key, copies)
        held: dict[str, str | None] = {}
        try:
            kept_paths = keep_copies(
                self.folder, [(key, copy.content) for key, copy, _ in self.taken]
            )
            for index, kept in enumerate(kept_paths):
                key, copy, longer = self.taken[index]
                self.taken[index] = (key, _kept(copy, kept), longer)
                if longer or kept.name != copy_name(key):
                    held[key] = kept.name
            for key, heads, stored in self.conflicts:
                held[key] = self._keep_conflict(key, heads, stored)
            write_held(self.folder, held)
        except OSError as error:
            raise GatherError(
                translate(
                    "gathering",
                    "The games gathered could not be kept in the data folder: {reason}. "
                    "Nothing was added to the library; free some space or check the folder, "
                    "then gather them again.",
                ).format(reason=error.strerror or error)
            ) from None
        self.library.add_finished_games(
            (
                copy.game,
                self.record_of(copy.saved),
                self.date_of(copy.saved),
                copy.saved.metadata.id,
            )
            for _, copy, _ in self.taken
        )

    def _decide(self, key: str, copies: list[Copy]) -> None:
        report = self.report
        heads, repeated = _heads([copy for copy in copies if copy.game.is_over])
        stored = self._stored(key, heads)
        if stored is not None:
            heads, more = _heads([stored, *heads])
            repeated += more
        report.same += [copy.path for copy in repeated if copy.path is not None]
        for copy in copies:
            if not copy.game.is_over and copy.path is not None:
                covered = any(compare_copies(head.game, copy.game) in _COVERS for head in heads)
                (report.same if covered else report.unfinished).append(copy.path)
        if len(heads) == 1 and heads[0] is not stored:
            head = heads[0]
            assert head.path is not None
            (report.new if stored is None else report.longer).append(head.path)
            self.taken.append((key, head, stored is not None))
        elif len(heads) > 1:
            self.conflicts.append((key, heads, stored))

    def _keep_conflict(self, key: str, heads: list[Copy], stored: Copy | None) -> str | None:
        """Keep every copy of a conflict among the library's copies (the organiser chooses
        later, when the stick may be gone); the file of the copy the library holds."""
        kept = [self._keep(key, copy) for copy in heads]
        held = next((index for index, copy in enumerate(heads) if copy is stored), None)
        self.report.conflicts.append(Conflict(key, tuple(kept), held))
        if stored is None:
            return None
        # Else the library holds an older copy, which each of these goes on from.
        path = kept[held].kept if held is not None else self._keep(key, stored).kept
        return None if path is None else path.name

    def _keep(self, key: str, copy: Copy) -> Copy:
        """`copy`, kept among the library's copies."""
        if copy.path is None:
            # The library's own copy: its file is kept already (with the dates the library's
            # record leaves out), unless it was lost.
            found = _file_of(self.folder, key, copy.game)
            if found is not None:
                return Copy(found[1], found[2], None, found[0])
        return _kept(copy, keep_copy(self.folder, key, copy.content))

    def _stored(self, key: str, heads: list[Copy]) -> Copy | None:
        """The library's copy of the game `key`, if it holds one (with no path); replayed only
        when none of the copies found is the same record."""
        if key not in self.by_uid:
            if key.startswith(NAMELESS):
                for head in heads:
                    if self._same_record(head, self.digests):
                        return Copy(head.saved, head.content, None)
            return None
        game_id, digest = self.by_uid[key]
        for head in heads:
            if self._same_record(head, {digest}):
                return Copy(head.saved, head.content, None)
        record = self.library.record_json(game_id)
        try:
            saved = saved_game_from_json(record)
        except TallyoError:
            # A stored record that no longer reads: any copy found is better.
            return None
        return Copy(saved, record.encode("utf-8"), None)

    def _same_record(self, copy: Copy, digests: set[str]) -> bool:
        if _digest(self.record_of(copy.saved)) in digests:
            return True
        try:
            return _digest(copy.content.decode("utf-8-sig")) in digests
        except UnicodeDecodeError:
            return False


def _heads(copies: list[Copy]) -> tuple[list[Copy], list[Copy]]:
    """The copies no other copy makes nothing new of (they contradict each other, when there
    are several), and the others; an earlier copy wins over the same one found later."""
    heads: list[Copy] = []
    repeated: list[Copy] = []
    for copy in copies:
        if any(compare_copies(head.game, copy.game) in _COVERS for head in heads):
            repeated.append(copy)
            continue
        shorter = [h for h in heads if compare_copies(h.game, copy.game) is Copies.SECOND_LONGER]
        repeated += shorter
        heads = [head for head in heads if head not in shorter] + [copy]
    return heads, repeated


def _kept(copy: Copy, path: Path) -> Copy:
    return Copy(copy.saved, copy.content, copy.path, path)


def _file_of(folder: Path, key: str, game: Game) -> tuple[Path, SavedGame, bytes] | None:
    """The library's file of the game `key` that holds `game`, if one does: the file, what it
    holds and its bytes."""
    for path in copies_of(folder, key):
        try:
            content = read_bytes(path)
            saved = saved_game_from_bytes(content, str(path))
        except TallyoError:
            continue
        if compare_copies(saved.game, game) is Copies.SAME:
            return path, saved, content
    return None
