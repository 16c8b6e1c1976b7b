"""A game's file says which club night and season it was played at, as the library does: when
the library changes that (a game put in a club night, a night or a season renamed or deleted),
the finished game's file is written again with the same metadata, so that a library made again
from the files alone finds the same nights, seasons and standings.

A file that cannot be read is left as it is (and named): it is never written over.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.app.files.game_store import GameStore, write_atomically
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.seasons import RecordLink
from tallyo_desktop.core.record.files import read_bytes
from tallyo_desktop.core.record.safe_paths import UnsafePath, checked_inside, is_safe_game_id


def write_links(store: GameStore | None, links: Iterable[RecordLink]) -> list[str]:
    """Give each linked game's finished file the link's club night and season; what could not
    be written, in the player's words (empty when all was)."""
    problems: list[str] = []
    if store is None:
        return problems
    for link in links:
        name = link.file_name
        if name is None or link.game_uid is None or not is_safe_game_id(link.game_uid):
            continue
        try:
            path = checked_inside(store.finished_dir, store.finished_dir / name)
        except UnsafePath:
            continue
        if not path.is_file():
            continue
        try:
            text = read_bytes(path).decode("utf-8-sig")
            changed = link.applied_to_record(text)
        except (TallyoError, OSError, UnicodeDecodeError) as error:
            problems.append(
                QCoreApplication.translate(
                    "ClubRecords",
                    "{file} cannot be read, so it still names its old club night: {reason}",
                ).format(file=path, reason=error)
            )
            continue
        if changed == text:
            continue
        failed = write_atomically(path, changed)
        if failed is not None:
            problems.append(
                QCoreApplication.translate(
                    "ClubRecords", "{file} could not be written: {reason}"
                ).format(file=path, reason=failed)
            )
    return problems
