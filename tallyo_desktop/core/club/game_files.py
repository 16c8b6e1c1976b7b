"""Game files gathered from several laptops: found under folders, read without trusting them, and
sorted into games, one game however many copies of it were found.

Which copies are one game is the library's answer (`core.library.game_keys`: the metadata id,
or for a file without one the game it holds, whatever its save times or layout), and which copy
counts, which conflict and which are unfinished is `core.record.copies`' (`CopiesFound`), the
answer gathering into the library gives too.

Each file is read, replayed and let go: of each copy the gather keeps what listing it needs (its
path, player count and date), and of a copy that may count only a summary its caller makes of
it (for the standings, each seat's figures), so that the memory held grows with the number of
games, not with their length or the files that are copies of another.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Generic, TypeVar

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.library.game_keys import game_key
from tallyo_desktop.core.record.copies import CopiesFound, outline
from tallyo_desktop.core.record.files import game_files_in, read_saved_game
from tallyo_desktop.core.record.format import SavedGame
from tallyo_desktop.core.values import valueclass

S = TypeVar("S")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


@valueclass
class Refused:
    """A file, or a folder, that could not be read, and why, in a player's words."""

    path: str
    error: str


@valueclass(slots=True)
class Seen:
    """A copy of a game, as far as listing it needs."""

    path: str
    players: int
    date: str | None
    """The table's date (`game_date`)."""


@valueclass(frozen=False, slots=True)
class Copy(Generic[S]):
    """A copy that may count, with what the caller keeps of it."""

    seen: Seen
    summary: S | None = None

    @property
    def path(self) -> str:
        return self.seen.path


@valueclass
class FoundGame(Generic[S]):
    """One game: every copy of it found, and what they come to (see `record.copies`)."""

    copies: tuple[Seen, ...]
    """Every copy, in the order found."""
    counted: Copy[S] | None
    conflicting: tuple[Copy[S], ...]
    """The latest finished copies, when they went different ways: none counts."""
    unfinished: tuple[Copy[S], ...]
    """The unfinished copies no other copy goes on from."""


@valueclass
class GameFiles(Generic[S]):
    """What was found: the games, in the order their first copy came, and the files that could
    not be read."""

    games: tuple[FoundGame[S], ...]
    refused: tuple[Refused, ...]
    read: int
    """How many files could be read."""


def game_date(saved: SavedGame) -> str | None:
    """The date part of the record's `created`, as written: the table's local date. None when
    there is none, or it is not a date."""
    created = saved.metadata.created
    if created is None or not _DATE.match(created):
        return None
    date = created[:10]
    # Imported here: only a dated game needs it, and most commands load no `datetime`.
    from datetime import date as calendar_date

    try:
        calendar_date.fromisoformat(date)
    except ValueError:
        return None
    return date


def game_paths(paths: Iterable[str]) -> tuple[list[str], list[Refused]]:
    """The game files named and in the folders named (`record.files.game_files_in`), and the
    folders that could not be listed."""
    found, unlisted = game_files_in(paths)
    refused = [
        Refused(
            str(folder),
            translate("club", "The folder {path} cannot be read: {reason}.").format(
                path=folder, reason=error.strerror or error
            ),
        )
        for folder, error in unlisted
    ]
    return [str(path) for path in found], refused


def read_copy(path: str) -> SavedGame | Refused:
    """The game in the file at `path`, or why it cannot be read; the file is only read."""
    try:
        return read_saved_game(path)
    except TallyoError as error:
        return Refused(path, str(error))


class _Game(Generic[S]):
    __slots__ = ("copies", "found")

    def __init__(self) -> None:
        self.copies: list[Seen] = []
        self.found: CopiesFound[Copy[S]] = CopiesFound()


def gather(
    paths: Iterable[str], summarise: Callable[[SavedGame, str], S | None] | None = None
) -> GameFiles[S]:
    """Every game in the files and folders `paths` name; `summarise(saved, path)` is what is
    kept of a copy that may count (read from the file at `path`), made while its game is at
    hand."""
    files, refused = game_paths(paths)
    games: dict[str, _Game[S]] = {}
    read = 0
    for path in files:
        saved = read_copy(path)
        if isinstance(saved, Refused):
            refused.append(saved)
            continue
        read += 1
        seen = Seen(path, saved.game.rules.players, game_date(saved))
        key = game_key(saved)
        game = games.get(key)
        if game is None:
            game = games[key] = _Game()
        game.copies.append(seen)
        copy: Copy[S] = Copy(seen)
        dropped = game.found.add(outline(saved.game), copy)
        if summarise is not None and not any(one is copy for one in dropped):
            copy.summary = summarise(saved, path)
    found: list[FoundGame[S]] = []
    for game in games.values():
        decision = game.found.decision()
        found.append(
            FoundGame(
                tuple(game.copies), decision.counted, decision.conflicting, decision.unfinished
            )
        )
    return GameFiles(tuple(found), tuple(refused), read)
