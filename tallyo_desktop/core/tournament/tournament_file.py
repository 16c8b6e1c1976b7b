"""A tournament as a file (`.tallyo-tournament`): versioned JSON holding every change the
organiser made, each the events recorded together, so that the file opened elsewhere replays
the same tournament (players, schedule, results, penalties), checked whole on reading.

`FORMAT_VERSION` goes up whenever the shape or the meaning of the file changes; a file of a
newer version is refused with a message asking for an update. Only a regular file of at most
`MAX_FILE_BYTES` is read. docs/tournament.md describes the format.
"""

from __future__ import annotations

import json
import os
import stat

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.tournament.event_format import BadTournamentFile as BadTournamentFile
from tallyo_desktop.core.tournament.event_format import (
    damaged,
    event_from_dict,
    event_to_dict,
)
from tallyo_desktop.core.tournament.events import Step
from tallyo_desktop.core.tournament.tournament import MOST_STEPS, Tournament

FORMAT_NAME = "tallyo-tournament"
FORMAT_VERSION = 1
FILE_SUFFIX = ".tallyo-tournament"
MAX_FILE_BYTES = 32 * 1024 * 1024
"""A tournament of 1000 players and 100 rounds, every slip corrected twice, is well below."""
MOST_EVENTS = 1_000_000
_NO_WAIT = getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


def tournament_to_json(tournament: Tournament) -> str:
    """The file's text: one change a line, so that a change costs a line to read."""
    lines = [
        json.dumps([event_to_dict(event) for event in step], ensure_ascii=False)
        for step in tournament.steps
    ]
    head = json.dumps({"format": FORMAT_NAME, "version": FORMAT_VERSION}, ensure_ascii=False)
    return head[:-1] + ', "changes": [\n' + ",\n".join(lines) + "\n]}\n"


class _Duplicate(Exception):
    pass


def _no_duplicates(pairs: list[tuple[str, object]]) -> dict[str, object]:
    found = dict(pairs)
    if len(found) != len(pairs):
        raise _Duplicate
    return found


def tournament_from_json(text: str) -> Tournament:
    """The tournament a file's text holds; BadTournamentFile says why it cannot be read."""
    if not text.strip():
        raise BadTournamentFile(translate("Tournament file", "The tournament file is empty."))
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates)
    except _Duplicate:
        raise damaged(translate("Tournament file", "a field is given twice")) from None
    except json.JSONDecodeError as error:
        raise BadTournamentFile(
            translate(
                "Tournament file",
                "This is not a tournament file: it is not valid JSON (line {line}, column "
                "{column}), or it was cut short while it was copied.",
            ).format(line=error.lineno, column=error.colno)
        ) from None
    except (RecursionError, ValueError):
        raise BadTournamentFile(
            translate("Tournament file", "This is not a tournament file.")
        ) from None
    return tournament_from_dict(data)


def tournament_from_dict(data: object) -> Tournament:
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise BadTournamentFile(
            translate("Tournament file", "This is not a tournament file: it does not say so.")
        )
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise damaged(translate("Tournament file", 'it has no format "version"'))
    if version > FORMAT_VERSION:
        raise BadTournamentFile(
            translate(
                "Tournament file",
                "This tournament was saved by a newer version of Tallyo Desktop (format "
                "{version}); this version reads up to format {readable}. Update Tallyo Desktop "
                "to open it.",
            ).format(version=version, readable=FORMAT_VERSION)
        )
    unknown = sorted(set(data) - {"format", "version", "changes"})
    if unknown:
        raise damaged(
            translate("Tournament file", "it has a field it should not: {field}").format(
                field=str(unknown[0])[:40]
            )
        )
    changes = data.get("changes")
    if not isinstance(changes, list) or not changes:
        raise damaged(translate("Tournament file", "it has no list of changes"))
    if len(changes) > MOST_STEPS:
        raise damaged(translate("Tournament file", "it has more changes than a tournament makes"))
    steps: list[Step] = []
    count = 0
    for change in changes:
        if not isinstance(change, list) or not change:
            raise damaged(translate("Tournament file", "a change is not a list of events"))
        count += len(change)
        if count > MOST_EVENTS:
            raise damaged(
                translate("Tournament file", "it has more events than a tournament makes")
            )
        steps.append(tuple(event_from_dict(event) for event in change))
    try:
        return Tournament.replay(steps)
    except BadTournamentFile:
        raise
    except TallyoError as error:
        raise BadTournamentFile(
            translate(
                "Tournament file", "The tournament in this file cannot be replayed. {reason}"
            ).format(reason=error)
        ) from None


def read_tournament_bytes(path: str | os.PathLike[str]) -> bytes:
    """The file's bytes, if it is a regular file of a tournament's size; BadTournamentFile in
    the organiser's words otherwise."""
    shown = os.fspath(path)
    try:
        descriptor = os.open(path, os.O_RDONLY | _NO_WAIT)
    except FileNotFoundError:
        raise BadTournamentFile(
            translate("Tournament file", "There is no tournament file at {path}.").format(
                path=shown
            )
        ) from None
    except (OSError, ValueError) as error:
        raise _cannot_read(shown, error) from None
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise BadTournamentFile(
                translate("Tournament file", "{path} is not a tournament file.").format(path=shown)
            )
        if info.st_size > MAX_FILE_BYTES:
            raise _too_large(shown)
        chunks = []
        size = 0
        while chunk := os.read(descriptor, 1 << 20):
            size += len(chunk)
            if size > MAX_FILE_BYTES:
                raise _too_large(shown)
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as error:
        raise _cannot_read(shown, error) from None
    finally:
        os.close(descriptor)


def _cannot_read(shown: str, error: OSError | ValueError) -> BadTournamentFile:
    reason = getattr(error, "strerror", None) or str(error)
    return BadTournamentFile(
        translate("Tournament file", "The tournament file {path} cannot be read: {reason}.").format(
            path=shown, reason=reason
        )
    )


def _too_large(shown: str) -> BadTournamentFile:
    return BadTournamentFile(
        translate(
            "Tournament file", "{path} is larger than any tournament file: it is not one."
        ).format(path=shown)
    )


def tournament_from_bytes(content: bytes) -> Tournament:
    try:
        text = content.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise BadTournamentFile(
            translate("Tournament file", "This is not a tournament file: it is not UTF-8 text.")
        ) from None
    return tournament_from_json(text)


def read_tournament(path: str | os.PathLike[str]) -> Tournament:
    """The tournament in the file at `path`; BadTournamentFile says why it cannot be."""
    return tournament_from_bytes(read_tournament_bytes(path))
