"""Logs taken into the library: each log read and checked (`read_game_log`), then its game
handed to the gathering (`core.library.gathering.gather_copies`), the one way games from
elsewhere enter the library. So a game imported twice, or from both its logs, is one game; a
finished game becomes one of the library's own copies; and a log cut short, that no finished
copy of its game goes on from, is handed back to be played on (Continue a game).

Nothing is written for a log until every log is read: a cancel while they are read stores
nothing. This needs no display; the app's Game ▸ Import game logs… and drops run it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path

from tallyo_desktop.core.importing.importer import log_files
from tallyo_desktop.core.importing.model import LogRefused
from tallyo_desktop.core.importing.reading import ImportedGame, former_game_id, read_game_log
from tallyo_desktop.core.importing.recognise import NotALog
from tallyo_desktop.core.library.gathering import Conflict, Copy, GatherReport, gather_copies
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import Metadata, SavedGame, game_to_json
from tallyo_desktop.core.values import field, valueclass


@valueclass(frozen=False)
class LibraryImport:
    """What an import into the library did, by log file (as found: given, or in a folder)."""

    logs: int = 0
    """Log files read (a folder's other files are not counted)."""
    new: list[Path] = field(default_factory=list)
    """Finished games the library did not hold: stored."""
    longer: list[Path] = field(default_factory=list)
    """Longer copies of games the library held: each replaced the library's copy."""
    same: list[Path] = field(default_factory=list)
    """Games already in the library, or imported twice now: nothing to do."""
    unfinished: list[tuple[Path, SavedGame]] = field(default_factory=list)
    """Games cut short that no finished copy goes on from: to be played on."""
    refused: list[tuple[Path, str]] = field(default_factory=list)
    """Logs not taken in, and why, in one sentence."""
    notes: list[tuple[Path, str]] = field(default_factory=list)
    """What the logs taken in do not say and was read from their hands or results."""
    conflicts: list[Conflict] = field(default_factory=list)
    """Games whose copies went different ways: the player chooses the one that counts."""
    cancelled: bool = False
    """Cancelled while the logs were read: nothing was stored."""


def import_into_library(
    paths: Iterable[str | os.PathLike[str]],
    library: GameLibrary,
    finished_dir: Path,
    *,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> LibraryImport:
    """Import the logs in `paths` (a folder: every log in it) into `library`, whose own copies
    of finished games are in `finished_dir`. `progress(done, total)` is told after each file;
    `cancelled()` is asked before each. GatherError or LibraryError if the games read cannot be
    kept (nothing is added to the library then)."""
    files = log_files(paths)
    result = LibraryImport()
    known = {uid for _game, uid, _digest in library.record_digests() if uid}
    found: dict[str, list[Copy]] = {}
    games: dict[Path, SavedGame] = {}
    for done, (name, in_folder) in enumerate(files):
        if cancelled is not None and cancelled():
            return LibraryImport(cancelled=True)
        path = Path(name)
        try:
            imported = read_game_log(name)
        except NotALog as error:
            if not in_folder:
                result.logs += 1
                result.refused.append((path, str(error)))
        except LogRefused as error:
            result.logs += 1
            result.refused.append((path, str(error)))
        else:
            result.logs += 1
            saved = SavedGame(imported.game, _known_metadata(imported, known))
            content = game_to_json(saved.game, saved.metadata).encode("utf-8")
            key = saved.metadata.id
            assert key is not None
            found.setdefault(key, []).append(Copy(saved, content, path))
            games[path] = saved
            result.notes += [(path, note) for note in imported.notes]
        if progress is not None:
            progress(done + 1, len(files))
    if cancelled is not None and cancelled():
        return LibraryImport(cancelled=True)
    report = gather_copies(found, library, finished_dir, GatherReport(files=len(games)))
    result.new, result.longer, result.same = report.new, report.longer, report.same
    result.unfinished = [(path, games[path]) for path in report.unfinished]
    result.conflicts = report.conflicts
    return result


def _known_metadata(imported: ImportedGame, known: set[str]) -> Metadata:
    """The game's metadata, under the id the library already knows it by: a game imported by
    an earlier version is held under the id made from its players' names too."""
    metadata = imported.metadata
    if metadata.id in known:
        return metadata
    former = former_game_id(imported.log)
    return replace(metadata, id=former) if former in known else metadata
