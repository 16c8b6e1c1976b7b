"""Game files gathered from several laptops: found under folders, read without trusting them, and
sorted into games, one game however many copies of it were found.

Copies with the same metadata id are one game. The longest copy counts when every other copy is
the same game or an earlier save of it (its events begin the longest one's); copies that went
different ways are a conflict, and none of them counts, since only the organiser can say which is
right. Files without an id are one game when their content is the same: the same record, whatever
its layout on disk or the format version it was saved in.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.record.copies import Copies, compare_copies
from tallyo_desktop.core.record.files import game_files_in, read_saved_game
from tallyo_desktop.core.record.format import SavedGame, game_to_json


@dataclass(frozen=True)
class Refused:
    """A file, or a folder, that could not be read, and why, in a player's words."""

    path: str
    error: str


@dataclass(frozen=True)
class Copy:
    """One readable game file."""

    path: str
    saved: SavedGame


@dataclass(frozen=True)
class FoundGame:
    """One game: the copy that counts, and every copy of it found."""

    counted: Copy
    copies: tuple[Copy, ...]


@dataclass(frozen=True)
class Conflict:
    """Copies of one game that went different ways: none of them counts."""

    copies: tuple[Copy, ...]

    @property
    def paths(self) -> tuple[str, ...]:
        return tuple(copy.path for copy in self.copies)


@dataclass(frozen=True)
class GameFiles:
    """What was found: the games, the conflicts and the files that could not be read."""

    games: tuple[FoundGame, ...]
    conflicts: tuple[Conflict, ...]
    refused: tuple[Refused, ...]
    read: int
    """How many files could be read."""


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


def read_copy(path: str) -> Copy | Refused:
    """The game in the file at `path`, or why it cannot be read; the file is only read."""
    try:
        return Copy(path, read_saved_game(path))
    except TallyoError as error:
        return Refused(path, str(error))


def _identity(copy: Copy) -> tuple[str, str]:
    game_id = copy.saved.metadata.id
    if game_id is not None:
        return ("id", game_id)
    # The record written again the one way the app writes it: the same game with the same
    # metadata gives the same text, however the file was laid out or upgraded.
    return ("content", game_to_json(copy.saved.game, copy.saved.metadata))


def sort_copies(copies: Iterable[Copy]) -> tuple[list[FoundGame], list[Conflict]]:
    """The games the copies make, in the order their first copy came, and the conflicts."""
    groups: dict[tuple[str, str], list[Copy]] = {}
    for copy in copies:
        groups.setdefault(_identity(copy), []).append(copy)
    games: list[FoundGame] = []
    conflicts: list[Conflict] = []
    for group in groups.values():
        found = one_game(group)
        if isinstance(found, Conflict):
            conflicts.append(found)
        else:
            games.append(found)
    return games, conflicts


def one_game(copies: list[Copy]) -> FoundGame | Conflict:
    """The game several copies of it make: the longest copy, if every other copy is the same or
    an earlier save of it; otherwise a conflict of all of them."""
    # The first of the longest, in the order found, so that the path shown does not depend on
    # how the sort breaks ties.
    longest = max(copies, key=lambda copy: len(copy.saved.game))
    for copy in copies:
        if copy is longest:
            continue
        if compare_copies(longest.saved.game, copy.saved.game) is Copies.CONFLICT:
            return Conflict(tuple(copies))
    return FoundGame(longest, tuple(copies))


def gather(paths: Iterable[str]) -> GameFiles:
    """Every game in the files and folders `paths` name."""
    files, refused = game_paths(paths)
    copies: list[Copy] = []
    for path in files:
        read = read_copy(path)
        if isinstance(read, Refused):
            refused.append(read)
        else:
            copies.append(read)
    games, conflicts = sort_copies(copies)
    return GameFiles(tuple(games), tuple(conflicts), tuple(refused), len(copies))
