"""Logs taken in as game records in a folder: each game one `.tallyo` file, never overwriting
one, and a game already there (from the same log or another log of it) left as it is.

This is what `tallyo-desktop import` and the app's import share; it needs no display.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.importing.model import LogRefused
from tallyo_desktop.core.importing.reading import ImportedGame, read_game_log
from tallyo_desktop.core.importing.recognise import NotALog
from tallyo_desktop.core.record.files import read_bytes, read_saved_game
from tallyo_desktop.core.record.format import FILE_SUFFIX, BadGameFile, game_to_json
from tallyo_desktop.core.record.safe_paths import is_safe_game_id
from tallyo_desktop.core.values import valueclass

LOG_SUFFIXES = (".gz", ".mjlog", ".xml", ".json", ".txt", ".log")
MAX_COPIES = 1000
"""The most `-2`, `-3`… names tried for one game before giving up."""


@valueclass
class Outcome:
    """What became of one log file."""

    source: str
    """The log as given, or the file found in a folder given."""
    file: Path | None = None
    """The game record written, or the one already there that holds the same game."""
    game: ImportedGame | None = None
    error: str | None = None
    """Why the log was refused, in one sentence; None when it was taken in."""
    written: bool = False
    """False when a record of the same game was there already and was left as it is."""

    @property
    def imported(self) -> bool:
        return self.error is None


def log_files(paths: Iterable[str | os.PathLike[str]]) -> list[tuple[str, bool]]:
    """Every file to read, in the order given, a folder's files (recursively, in name order)
    where it stood; each with whether it was found in a folder."""
    found: list[tuple[str, bool]] = []
    for path in paths:
        shown = os.fspath(path)
        if os.path.isdir(shown):
            for folder, folders, files in os.walk(shown):
                folders.sort()
                found += [(os.path.join(folder, name), True) for name in sorted(files)]
        else:
            found.append((shown, False))
    return found


def record_name(imported: ImportedGame, log_path: str) -> str:
    """The record's name without its suffix: the game's id at its site where the log has one,
    else the log file's name."""
    if imported.log_id and is_safe_game_id(imported.log_id):
        return imported.log_id
    name = os.path.basename(log_path)
    while (stem := os.path.splitext(name))[1].lower() in LOG_SUFFIXES:
        name = stem[0]
    safe = re.sub(r"[^A-Za-z0-9_-]+", "_", name).strip("_-")[:60]
    return safe if safe and is_safe_game_id(safe) else "game"


Known = dict[str, tuple[Path, int]]
"""The games already in a folder: each id's record and how many events it holds."""


def known_games(folder: Path) -> Known:
    """The records in `folder` by their game's id; a file that is not one is passed over."""
    known: Known = {}
    try:
        paths = sorted(folder.glob(f"*{FILE_SUFFIX}"))
    except OSError:
        return known
    for path in paths:
        try:
            data = json.loads(read_bytes(path).decode("utf-8-sig"))
        except (BadGameFile, ValueError, RecursionError):
            continue
        metadata = data.get("metadata") if isinstance(data, dict) else None
        events = data.get("events") if isinstance(data, dict) else None
        game_id = metadata.get("id") if isinstance(metadata, dict) else None
        if isinstance(game_id, str) and isinstance(events, list) and game_id not in known:
            known[game_id] = (path, len(events))
    return known


def _holds_same_game(path: Path, imported: ImportedGame) -> bool:
    """Whether the record at `path` holds this game, at least as far as the log goes."""
    try:
        saved = read_saved_game(path)
    except BadGameFile:
        return False
    return saved.metadata.id == imported.metadata.id and len(saved.game) >= len(imported.game)


def _write_new(path: Path, text: str) -> bool:
    """Write `text` at `path` only if nothing is there; whole or not at all."""
    handle, temporary = tempfile.mkstemp(prefix=".import-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        try:
            # A link fails where a file is already there: nothing is ever overwritten.
            os.link(temporary, path)
        except FileExistsError:
            return False
        except OSError:
            # A file system without links: claim the name first, then fill it.
            try:
                descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL)
            except FileExistsError:
                return False
            with os.fdopen(descriptor, "w", encoding="utf-8", newline="\n") as out:
                out.write(text)
        return True
    finally:
        os.unlink(temporary)


def save_imported(
    imported: ImportedGame, log_path: str, out_dir: Path, known: Known | None = None
) -> tuple[Path, bool]:
    """Where the game's record is: written under a free name, or a record of the same game
    already there (under any name, where `known` lists the folder's games); and whether it was
    written now."""
    game_id = imported.metadata.id
    if known is not None and game_id in known:
        path, events = known[game_id]
        if events >= len(imported.game) and os.path.isfile(path):
            return path, False
    base = record_name(imported, log_path)
    text = game_to_json(imported.game, imported.metadata)
    for copy in range(1, MAX_COPIES + 1):
        path = out_dir / f"{base}{'' if copy == 1 else f'-{copy}'}{FILE_SUFFIX}"
        if os.path.lexists(path):
            if _holds_same_game(path, imported):
                return path, False
            continue
        if _write_new(path, text):
            if known is not None and game_id is not None:
                known[game_id] = (path, len(imported.game))
            return path, True
    raise LogRefused(
        translate("importing", "{folder} holds too many games of that name.").format(folder=out_dir)
    )


def import_log(
    path: str, out_dir: Path, *, pass_over_others: bool = False, known: Known | None = None
) -> Outcome | None:
    """One log taken in; None for a file that is no log at all when `pass_over_others`."""
    try:
        imported = read_game_log(path)
        file, written = save_imported(imported, path, out_dir, known)
    except NotALog as error:
        return None if pass_over_others else Outcome(path, error=str(error))
    except LogRefused as error:
        return Outcome(path, error=str(error))
    except OSError as error:
        return Outcome(
            path,
            error=translate(
                "importing", "Its game could not be written in {folder}: {reason}."
            ).format(folder=out_dir, reason=error.strerror or error),
        )
    return Outcome(path, file=file, game=imported, written=written)


def import_logs(
    paths: Sequence[str | os.PathLike[str]], out_dir: str | os.PathLike[str]
) -> list[Outcome]:
    """Each log in `paths` (a folder: every log in it) taken in as a game record in `out_dir`,
    made if missing; one outcome per log file, in order. A folder's files that are no game log
    at all are passed over without an outcome."""
    folder = Path(out_dir)
    outcomes: list[Outcome] = []
    try:
        folder.mkdir(parents=True, exist_ok=True)
        problem = None
    except OSError as error:
        problem = translate("importing", "The folder {folder} cannot be made: {reason}.").format(
            folder=folder, reason=error.strerror or error
        )
    known = known_games(folder) if problem is None else {}
    for path, in_folder in log_files(paths):
        if problem is not None:
            outcomes.append(Outcome(path, error=problem))
            continue
        outcome = import_log(path, folder, pass_over_others=in_folder, known=known)
        if outcome is not None:
            outcomes.append(outcome)
    return outcomes
