"""Where games live in the app's data folder.

    <data>/games/<id>.tallyo           each unfinished game: the app's own copy, always current
    <data>/games/finished/<id>.tallyo  each finished game, from the moment it ends; the library
                                       is built from these (and from the copies gathered
                                       beside them: core.library.finished_copies)
    <data>/games/last-game             the file name of the game played last
    <data>/games/library-pending       the games the library has still to follow
    <data>/locks/                      one lock per game (and per player's file) in use

A game's own copy is in one of the two folders at a time and moves between them whole: a game
that ends is written among the unfinished games, then moved among the finished ones, so that a
kill at any moment leaves it complete in one of them. A finished copy is never written over by
another game, nor taken away by an unfinished copy of its game: a game that ends differently
from the finished copy of its id is kept under an id of its own.

Start-up reads the last game's file only, and the short list of games the library is to follow:
how many games were ever played does not matter. docs/game-files.md describes the design.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.app.files.data_folder import LAST_GAME as LAST_GAME
from tallyo_desktop.app.files.data_folder import DataFolder
from tallyo_desktop.app.files.data_folder import can_write as can_write
from tallyo_desktop.app.files.data_folder import write_atomically as write_atomically
from tallyo_desktop.app.files.finished_elsewhere import Stands, is_earlier_moment, key_of, stands_to
from tallyo_desktop.app.files.library_pending import LibraryPending, Writer
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.record.format import FILE_SUFFIX, SavedGame, game_to_json, new_game_id
from tallyo_desktop.core.record.safe_paths import UnsafePath, checked_inside, is_safe_game_id
from tallyo_desktop.core.values import valueclass


@valueclass
class StoredGame:
    """An unfinished game in the data folder, as the "Continue a game" list shows it."""

    path: Path
    modified: float
    saved: SavedGame | None
    problem: str | None = None
    """Why the file cannot be read, when it cannot."""
    finished: SavedGame | None = None
    """The finished game of the same id, when there is one: this copy is behind it, or went
    another way."""
    stands: Stands | None = None
    """How this copy stands to `finished`."""


class GameStore(DataFolder):
    def __init__(self, data_dir: Path) -> None:
        super().__init__(data_dir)
        self.pending = LibraryPending(self.games_dir, self.locks_dir, write_atomically)
        """The games whose finished copies the library has still to follow."""

    def clean_up(self) -> None:
        """Remove what a killed app leaves (QSaveFile's temporary files, stale locks), and put a
        game that had just ended among the finished games."""
        super().clean_up()
        # A game that ends is first written among the unfinished games, then moved: a kill in
        # between leaves it there, and its id on the library's list.
        for game_id in self.pending.ids():
            with contextlib.suppress(UnsafePath, TallyoError):
                path = self.autosave_path(game_id)
                if path.is_file():
                    saved = read_saved_game(path)
                    if saved.game.is_over:
                        self.retire(path, saved)

    # Unfinished games
    def unfinished(self) -> list[StoredGame]:
        """The unfinished games, the most recently played first, each with the finished game of
        its id when there is one. Finished games found among them (the app stopped before it
        could move them) are moved to the finished folder."""
        found: list[StoredGame] = []
        for path in self._game_files(self.games_dir):
            try:
                modified = path.stat().st_mtime
                saved = read_saved_game(path)
            except TallyoError as error:
                found.append(StoredGame(path, _mtime(path), None, str(error)))
                continue
            except OSError:
                continue
            if saved.game.is_over:
                self.retire(path, saved)
                continue
            stale = self.stands(saved)
            if stale is None:
                found.append(StoredGame(path, modified, saved))
            else:
                found.append(StoredGame(path, modified, saved, None, stale[1], stale[0]))
        return sorted(found, key=lambda game: game.modified, reverse=True)

    def stands(self, saved: SavedGame) -> tuple[Stands, SavedGame] | None:
        """How the unfinished game `saved` stands to the finished game of its id, and that
        game; None when there is none."""
        game_id = saved.metadata.id
        # One look at the first finished copy's name (`<id>.tallyo`), so that continuing a game at
        # a start costs the same however many finished games there are. A game without it (its
        # own taken back by an undo past its end) is the players' to play on.
        if game_id is None or self.finished_copy(game_id) is None:
            return None
        finished = self.finished_games_of(game_id)
        if not finished:
            return None
        stands = stands_to(saved.game, [game.game for game in finished])
        shown = next(
            (game for game in finished if is_earlier_moment(saved.game, game.game)), finished[0]
        )
        return stands, shown

    def keep_apart(self, path: Path, saved: SavedGame, write: Writer = write_atomically) -> Path:
        """Give the unfinished game `saved`, in the app's own copy `path`, an id of its own, so
        that played on it never touches the finished game of its id: its new file (`path` is
        taken away once that is written). TallyoError says why it cannot be."""
        kept_id = new_game_id()
        kept = self.autosave_path(kept_id)
        metadata = replace(saved.metadata, id=kept_id, saved_as=None)
        reason = write(kept, game_to_json(saved.game, metadata))
        if reason is not None:
            raise TallyoError(
                QCoreApplication.translate(
                    "GameFiles",
                    "This copy could not be kept as a game of its own ({reason}): it was not "
                    "continued.",
                ).format(reason=reason)
            )
        # Every hand of it is in the new file now.
        with contextlib.suppress(OSError, UnsafePath):
            checked_inside(self.games_dir, path).unlink()
        return kept

    # Finished games
    def finished_games_of(self, game_id: str) -> list[SavedGame]:
        """The finished copies of the game `game_id` that can be read, the first one first."""
        # Imported here: the naming of the finished copies is no part of a start.
        from tallyo_desktop.core.library.finished_copies import copies_of

        if not is_safe_game_id(game_id):
            return []
        games: list[SavedGame] = []
        for path in copies_of(self.finished_dir, game_id):
            with contextlib.suppress(TallyoError):
                saved = read_saved_game(path)
                if saved.metadata.id == game_id and saved.game.is_over:
                    games.append(saved)
        return games

    def retire(self, path: Path, saved: SavedGame) -> Path | None:
        """Move the finished game in `path` among the finished games; its new path, or None
        if it could not be moved (it is then found again, and moved, later). A finished copy
        of another game, or of the same game ended differently, is never written over: the
        game is then kept under an id of its own."""
        game_id = saved.metadata.id
        try:
            checked_inside(self.games_dir, path)
            self.finished_dir.mkdir(parents=True, exist_ok=True)
            if game_id is None or not is_safe_game_id(game_id):
                target = checked_inside(self.finished_dir, self.finished_dir / path.name)
                if target.exists():
                    return None
                os.replace(path, target)
                return target
            self.pending.add([game_id])
            target = self.finished_path(game_id)
            if not target.exists():
                os.replace(path, target)
                return target
            if self._holds(target, saved):
                # The same game is among the finished games already: this copy adds nothing.
                path.unlink()
                return target
            return self._retire_apart(path, saved)
        except (OSError, UnsafePath):
            return None

    def _holds(self, path: Path, saved: SavedGame) -> bool:
        try:
            there = read_saved_game(path)
        except TallyoError:
            return False
        return key_of(there.game) == key_of(saved.game)

    def _retire_apart(self, path: Path, saved: SavedGame) -> Path | None:
        kept_id = new_game_id()
        self.pending.add([kept_id])
        own = self.autosave_path(kept_id)
        metadata = replace(saved.metadata, id=kept_id, saved_as=None)
        if write_atomically(own, game_to_json(saved.game, metadata)) is not None:
            return None
        target = self.move_to_finished(kept_id)
        path.unlink()
        return target

    def move_to_finished(self, game_id: str) -> Path:
        """Move the app's own copy of the finished game `game_id` among the finished games; its
        new path. OSError if it cannot be moved, or if a finished copy is in its place."""
        source, target = self.autosave_path(game_id), self.finished_path(game_id)
        self.finished_dir.mkdir(parents=True, exist_ok=True)
        if target.exists():
            raise FileExistsError(
                0,
                QCoreApplication.translate(
                    "GameFiles", "a finished copy of this game is in the way"
                ),
            )
        os.replace(source, target)
        return target

    def move_back(self, game_id: str) -> Path:
        """Move the finished copy of the game `game_id` back among the unfinished games, as an
        undo past its end takes the game back; its new path. OSError if it cannot be moved, or
        if another copy is in its place."""
        source, target = self.finished_path(game_id), self.autosave_path(game_id)
        if target.exists():
            raise FileExistsError(
                0,
                QCoreApplication.translate("GameFiles", "another copy of this game is in the way"),
            )
        os.replace(source, target)
        return target

    def finished_copy(self, game_id: str) -> Path | None:
        """The finished games' copy of the game `game_id`, if it is among them."""
        try:
            path = self.finished_path(game_id)
        except UnsafePath:
            return None
        return path if path.is_file() else None

    def finished(self) -> Iterator[Path]:
        """The files of the finished games, which the library is rebuilt from."""
        return iter(sorted(self._game_files(self.finished_dir)))

    @staticmethod
    def _game_files(folder: Path) -> list[Path]:
        try:
            return [path for path in folder.glob(f"*{FILE_SUFFIX}") if path.is_file()]
        except OSError:
            return []


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
