"""How the current game stands with the player's file: kept, read-only, lost, or changed by
another program; and what is done when the app's own copy of a game and the file went
different ways."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QCryptographicHash

from tallyo_desktop.app.files.finished_elsewhere import is_earlier_moment
from tallyo_desktop.app.files.game_store import GameStore, can_write
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.files import read_bytes, read_saved_game, saved_game_from_bytes
from tallyo_desktop.core.record.format import SavedGame, game_to_json, new_game_id

Writer = Callable[[Path, str], "str | None"]
"""Writes a text to a file as a whole: None, or why it could not."""


class Link(Enum):
    """How the current game stands with a player's file."""

    NONE = "none"
    """Kept in the app's own copy only."""
    KEPT = "kept"
    """The player's file is written with every change."""
    READ_ONLY = "read_only"
    """Opened from a file that cannot be written: play goes on in the app's own copy."""
    LOST = "lost"
    """The file no longer holds this game (replaced or damaged): it is not written over."""
    CHANGED = "changed"
    """Another program changed the file since the app last wrote it: it is not written over,
    and the player may reload the game from it."""


def digest(content: bytes) -> bytes:
    """What a file holds, in a few bytes: to tell whether it is still what the app wrote."""
    # Qt's hash rather than hashlib's: hashlib loads OpenSSL (3 MiB, 2 ms) at every start.
    return bytes(QCryptographicHash.hash(content, QCryptographicHash.Algorithm.Sha256).data())


def keep_other_way(
    store: GameStore, write: Writer, saved: SavedGame, own_copy: Path
) -> Path | None:
    """When the app's own copy `own_copy` of the game in `saved` went another way than the file
    (hands were recorded in each, apart), it is kept as a game of its own, to be continued,
    rather than written over: its new file, or None when the own copy is the file or behind it.
    TallyoError when it cannot be kept apart."""
    try:
        mine = read_saved_game(own_copy)
    except TallyoError:
        return None
    if mine.metadata.id != saved.metadata.id or is_earlier_moment(mine.game, saved.game):
        return None
    kept_id = new_game_id()
    kept = store.autosave_path(kept_id)
    metadata = replace(mine.metadata, id=kept_id, saved_as=None)
    reason = write(kept, game_to_json(mine.game, metadata))
    if reason is not None:
        raise TallyoError(
            QCoreApplication.translate(
                "GameFiles",
                "Tallyo's own copy of this game has hands the file does not, and it could "
                "not be kept apart ({reason}): the file was not opened.",
            ).format(reason=reason)
        )
    return kept


def newer_of(saved: SavedGame, own_copy: Path) -> SavedGame:
    """The app's own copy of the same game when it goes further than the file: the file
    was out of reach while hands were played (a removed stick, say)."""
    try:
        mine = read_saved_game(own_copy)
    except TallyoError:
        return saved
    events = saved.game.events
    further = len(mine.game.events) > len(events)
    if (
        further
        and mine.metadata.id == saved.metadata.id
        and mine.game.events[: len(events)] == events
    ):
        return replace(mine, metadata=replace(mine.metadata, saved_as=None))
    return saved


def relink(store: GameStore, saved: SavedGame) -> tuple[Path | None, Link, bytes | None]:
    """The player's file the game in `saved` was kept in (held for this window from now on),
    whether it can still be kept there, and what it holds now."""
    if saved.metadata.saved_as is None:
        return None, Link.NONE, None
    user = Path(saved.metadata.saved_as)
    try:
        content = read_bytes(user)
        there = saved_game_from_bytes(content, str(user))
    except TallyoError:
        # Gone or damaged: writing it again would put back a file the player removed, or
        # destroy one that is not this game any more.
        return user, Link.LOST, None
    if there.metadata.id != saved.metadata.id:
        return user, Link.LOST, None
    if not can_write(user):
        return user, Link.READ_ONLY, None
    if not store.lock(path=user):
        return user, Link.LOST, None
    if not is_earlier_moment(there.game, saved.game):
        # The file went its own way while the app was closed: another program changed it.
        return user, Link.CHANGED, digest(content)
    return user, Link.KEPT, digest(content)
