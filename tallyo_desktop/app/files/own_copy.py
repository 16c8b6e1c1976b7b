"""The current game's own copy in the data folder: where it is, and how it moves.

While the game goes on, its own copy is among the unfinished games; from the moment it ends, among
the finished ones. A game that ends is written among the unfinished games, then moved among the
finished ones (and an undo past the end moves it back, then writes it), so that a kill at any
moment leaves the game whole in one of the two folders. Before anything moves, the game is put on
the list of games the library is to follow (`library_pending`), so that the next start makes good
what a kill interrupted.

A finished copy the app did not write there (a game gathered from another laptop, say) is never
written over, nor moved: a game that ends differently from it is kept under an id of its own
(`keptApart`), and both stay. `GameFiles` builds on this with the saving and the player's file.
"""

from __future__ import annotations

import contextlib
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from tallyo_desktop.app.files.finished_elsewhere import GameKey, is_earlier_moment, key_of
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.files.player_file import Writer
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.record.format import Metadata, RecordWriter, SavedGame, new_game_id
from tallyo_desktop.core.record.safe_paths import UnsafePath, inside
from tallyo_desktop.core.table.game import Game


class OwnCopy(QObject):
    keptApart = Signal(str)
    """The current game was given an id of its own as it ended, because a finished game of its
    id (gathered from another laptop, say) ended differently: carries the message for the
    player. Both games are kept."""

    def __init__(self, store: GameStore, write: Writer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.metadata = Metadata()
        self.autosave_path: Path | None = None
        """Where the game's own copy is: among the unfinished games, or the finished ones."""
        self.played_apart = False
        """Whether the game was given an id of its own when it was continued or as it ended,
        so that the finished game of its first id stays as it ended."""
        self._write = write
        self._on_disk_game: GameKey | None = None
        """The game the game's own copy holds, when it is known to hold it: a finished copy is
        written again or moved back only while it does."""
        self._superseded: Path | None = None
        """An unfinished copy of this game under the id it had before it was kept apart, taken
        away once the game is saved under its own."""
        # Lays out each event once, so the save after every hand stays quick in a long game.
        self._writer = RecordWriter()

    def _finished_game(self, game_id: str) -> tuple[Path, SavedGame] | None:
        """The finished copy of the game `game_id` and what it holds, if there is one."""
        path = self.store.finished_copy(game_id)
        if path is None:
            return None
        try:
            return path, read_saved_game(path)
        except TallyoError:
            return None

    # The game's own copy: among the unfinished games while the game goes on, among the
    # finished ones from the moment it ends. A finished copy the app did not write there is
    # never written over, nor moved.
    def _save_own_copy(self, game: Game) -> str | None:
        """Write the game's own copy where it belongs now; None, or why it could not be."""
        path = self.autosave_path
        assert path is not None and self.metadata.id is not None
        among_finished = path.parent == self.store.finished_dir
        if game.is_over and not among_finished:
            return self._finish(game)
        if not game.is_over and among_finished:
            return self._take_back(game)
        if among_finished:
            return self._rewrite_finished(game)
        return self._write_own_copy(path, game)

    def _write_own_copy(self, path: Path, game: Game) -> str | None:
        # Only inside the games folder, whatever named this path.
        if not inside(self.store.games_dir, path):
            return str(UnsafePath(self.tr("{path} is not in the games folder.").format(path=path)))
        return self._write(path, self._writer.text(game, self.metadata))

    def _finish(self, game: Game) -> str | None:
        """The game has just ended: its own copy joins the finished games, written first among
        the unfinished ones and then moved, so that a kill at any moment leaves it whole."""
        game_id = self.metadata.id
        assert game_id is not None and self.autosave_path is not None
        # Before anything moves: a kill from here on is made good by the next start.
        self.store.pending.add([game_id])
        target = self.store.finished_path(game_id)
        if target.exists():
            there = self._finished_game(game_id)
            if there is None or key_of(there[1].game) != key_of(game):
                return self._play_apart(game)
            # The same end, reached in another copy of the game (gathered meanwhile, say): that
            # copy is this game's, and this one, every hand of which is in it, goes.
            self._drop(self.autosave_path)
            self.autosave_path = target
            return None
        reason = self._write_own_copy(self.autosave_path, game)
        if reason is not None:
            return reason
        try:
            self.autosave_path = self.store.move_to_finished(game_id)
        except OSError as error:
            return error.strerror or str(error)
        return None

    def _take_back(self, game: Game) -> str | None:
        """An undo past the end: the game's finished copy moves back among the unfinished
        games, and is written there; a kill in between leaves it finished, where the next start
        finds it."""
        game_id = self.metadata.id
        finished = self.autosave_path
        assert game_id is not None and finished is not None
        self.store.pending.add([game_id])
        own = self.store.autosave_path(game_id)
        if own.exists():
            # Something holds the unfinished copy's place (a log cut short, imported): unless
            # it is an earlier moment of this game, it is kept as a game of its own.
            try:
                there = read_saved_game(own)
                if is_earlier_moment(there.game, game):
                    own.unlink()
                else:
                    self.store.keep_apart(own, there, self._write)
            except (TallyoError, OSError) as error:
                return str(error)
        if self._holds_what_was_written(finished):
            try:
                self.store.move_back(game_id)
            except OSError as error:
                return error.strerror or str(error)
        # Else another program replaced the finished copy: it stays as it is.
        self.autosave_path = own
        reason = self._write_own_copy(own, game)
        if reason is None:
            self.store.remember_last(own)
        return reason

    def _rewrite_finished(self, game: Game) -> str | None:
        """A finished game changed and is still finished (a name, a past hand): its finished
        copy is written again, unless it no longer holds what the app wrote there."""
        path = self.autosave_path
        game_id = self.metadata.id
        assert path is not None and game_id is not None
        if key_of(game) == self._on_disk_game:
            # Nothing of the game changed (a Save as, say): the finished copy holds it.
            return None
        self.store.pending.add([game_id])
        if path.exists():
            try:
                there = read_saved_game(path)
            except TallyoError:
                return self._play_apart(game)
            if key_of(there.game) != self._on_disk_game:
                return self._play_apart(game)
            # The library may have filed the game under another club night meanwhile: its
            # file says so, and keeps saying so.
            kept = there.metadata
            self.metadata = replace(
                self.metadata,
                event_id=kept.event_id,
                event_name=kept.event_name,
                season_id=kept.season_id,
                season_name=kept.season_name,
            )
        return self._write_own_copy(path, game)

    def _play_apart(self, game: Game) -> str | None:
        """The finished copy of this game's id is another end of it (gathered from another
        laptop, say), or cannot be read: this game is given an id of its own, and both are
        kept."""
        old_id, old_path = self.metadata.id, self.autosave_path
        assert old_path is not None
        kept_id = new_game_id()
        self.store.lock(game_id=kept_id)
        self.store.unlock(game_id=old_id)
        self.metadata = replace(self.metadata, id=kept_id)
        self.autosave_path = self.store.autosave_path(kept_id)
        self._on_disk_game = None
        if old_path.parent == self.store.games_dir:
            self._superseded = old_path
        self.played_apart = True
        self.keptApart.emit(
            self.tr(
                "This game ended differently from the finished game of the same identity that "
                "Tallyo already holds (gathered from another laptop, say). It is kept as a game "
                "of its own, and the other stays as it was."
            )
        )
        return (
            self._finish(game) if game.is_over else self._write_own_copy(self.autosave_path, game)
        )

    def _holds_what_was_written(self, path: Path) -> bool:
        try:
            return key_of(read_saved_game(path).game) == self._on_disk_game
        except TallyoError:
            return False

    def _drop_superseded(self) -> None:
        if self._superseded is not None:
            self._drop(self._superseded)
            self._superseded = None

    def _drop(self, path: Path) -> None:
        """Take away an unfinished copy of this game every hand of which is saved elsewhere."""
        if inside(self.store.games_dir, path):
            with contextlib.suppress(OSError):
                path.unlink()
