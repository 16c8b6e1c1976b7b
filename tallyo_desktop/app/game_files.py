"""Keeping the current game on disk, so no recorded hand is ever lost.

The game's own copy in the data folder is written atomically after every change (record, undo,
redo); so is the player's file, once the game was saved as or opened from one, across restarts.
Loading a game writes nothing. A write that fails is reported and retried; the game in memory is
untouched, so play goes on. docs/game-files.md describes the design.
"""

from __future__ import annotations

import os
from dataclasses import replace
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from tallyo_desktop.app.controller import GameController
from tallyo_desktop.app.game_store import GameStore, can_write, write_atomically
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.game import Game
from tallyo_desktop.core.record import Metadata, RecordWriter, SavedGame, new_game_id
from tallyo_desktop.core.record_file import read_saved_game

RETRY_MS = 5000


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


class GameFiles(QObject):
    saveFailed = Signal(str)
    """A save failed: carries the message for the player. Saving is retried."""
    saveRecovered = Signal()
    """Saving works again after a failure."""
    saved = Signal(object)
    """The game's own copy was written: carries the SavedGame as written."""
    linkChanged = Signal()
    """The player's file of the current game changed, or how it stands (`link`)."""

    def __init__(
        self,
        controller: GameController,
        store: GameStore,
        parent: QObject | None = None,
        retry_ms: int = RETRY_MS,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.store = store
        self.metadata = Metadata()
        self.autosave_path: Path | None = None
        self.user_path: Path | None = None
        self.link = Link.NONE
        self._failing = False
        # Lays out each event once, so the save after every hand stays quick in a long game.
        self._writer = RecordWriter()
        self._retry = QTimer(self)
        self._retry.setInterval(retry_ms)
        self._retry.timeout.connect(self.save_now)
        controller.edited.connect(self.save_now)

    # Which game this is
    def _switch_to(self, saved: SavedGame, autosave: Path, user: Path | None, link: Link) -> None:
        self.retire_current()
        self.metadata = saved.metadata
        self.autosave_path = autosave
        self.user_path = user
        self.link = link
        self.controller.load(saved.game)
        self.linkChanged.emit()

    def start(self, game: Game) -> bool:
        """Make the newly confirmed `game` the current game, in a new file of its own."""
        metadata = Metadata.new()
        assert metadata.id is not None
        if not self.store.lock(game_id=metadata.id):
            return False
        autosave = self.store.autosave_path(metadata.id)
        self._switch_to(SavedGame(game, metadata), autosave, None, Link.NONE)
        # The game exists from now on: its file too, so a crash before the first hand keeps it.
        # Only then is it the game to continue: a kill in between leaves the last one so.
        self.save_now()
        self.store.remember_last(autosave)
        return True

    def continue_game(self, path: Path) -> None:
        """Continue the unfinished game in the app's own copy `path`; TallyoError says why it
        cannot be, and nothing changes then."""
        saved = read_saved_game(path)
        if saved.game.is_over:
            raise TallyoError(self.tr("That game is finished: it is in the library."))
        game_id = saved.metadata.id or new_game_id()
        saved = replace(saved, metadata=replace(saved.metadata, id=game_id))
        if not self.store.lock(game_id=game_id):
            raise TallyoError(self.tr("This game is open in another Tallyo Desktop window."))
        user, link = self._relink(saved)
        self._switch_to(saved, path, user, link)
        self.store.remember_last(path)

    def _relink(self, saved: SavedGame) -> tuple[Path | None, Link]:
        """The player's file the game was kept in, and whether it can still be kept there."""
        if saved.metadata.saved_as is None:
            return None, Link.NONE
        user = Path(saved.metadata.saved_as)
        try:
            there = read_saved_game(user)
        except TallyoError:
            # Gone or damaged: writing it again would put back a file the player removed, or
            # destroy one that is not this game any more.
            return user, Link.LOST
        if there.metadata.id != saved.metadata.id:
            return user, Link.LOST
        if not can_write(user):
            return user, Link.READ_ONLY
        if not self.store.lock(path=user):
            return user, Link.LOST
        return user, Link.KEPT

    def open(self, path: Path) -> None:
        """Open the game in the player's file `path`; TallyoError says why it cannot be, and
        nothing changes then. The file is not written until the game changes."""
        path = path.resolve()
        saved = read_saved_game(path)
        given = saved.metadata.id
        game_id = given or new_game_id()
        if not self.store.lock(game_id=game_id, path=path):
            raise TallyoError(self.tr("This game is open in another Tallyo Desktop window."))
        own_copy = self.store.autosave_path(game_id)
        newer = self._newer_of(saved, own_copy) if given is not None else saved
        behind = newer is not saved
        saved = replace(newer, metadata=replace(newer.metadata, id=game_id, saved_as=None))
        link = Link.KEPT if can_write(path) else Link.READ_ONLY
        self._switch_to(saved, own_copy, path, link)
        # The player's file stays as it is unless it was behind the app's own copy.
        self.save_now(own_copy_only=not behind)
        self.store.remember_last(own_copy)

    @staticmethod
    def _newer_of(saved: SavedGame, own_copy: Path) -> SavedGame:
        """The app's own copy of the same game when it goes further than the file: the file
        was out of reach while hands were played (a removed stick, say)."""
        try:
            mine = read_saved_game(own_copy)
        except TallyoError:
            return saved
        events = saved.game.events
        if mine.metadata.id == saved.metadata.id and mine.game.events[: len(events)] == events:
            return replace(mine, metadata=replace(mine.metadata, saved_as=None))
        return saved

    def retire_current(self) -> None:
        """Let go of the current game: a finished game joins the finished games."""
        if self.autosave_path is None or not self.controller.has_game:
            return
        self.save_now()
        game = self.controller.game
        if game.is_over and self.metadata.id is not None:
            self.store.retire(self.autosave_path, SavedGame(game, self.metadata))
        self.store.unlock(game_id=self.metadata.id, path=self.user_path)
        self.autosave_path = None
        self.user_path = None
        self.link = Link.NONE

    def release(self) -> None:
        self.retire_current()
        self.store.release_all()

    # Saving
    def save_now(self, *, own_copy_only: bool = False) -> bool:
        """Write the current game to its own copy, and to the player's file if it is kept."""
        if self.controller.read_only or self.autosave_path is None:
            return True
        game = self.controller.game
        kept = self.user_path if self.link is Link.KEPT else None
        # The app's own copy remembers the player's file, so the next start keeps it too.
        self.metadata = replace(
            self.metadata.stamped(), saved_as=None if kept is None else str(kept)
        )
        copies = [(self.autosave_path, self.metadata)]
        if kept is not None and not own_copy_only:
            copies.append((kept, replace(self.metadata, saved_as=None)))
        failures = []
        for path, metadata in copies:
            reason = write_atomically(path, self._writer.text(game, metadata))
            if reason is not None:
                failures.append(self.tr("{file}: {reason}").format(file=path.name, reason=reason))
        if failures:
            self._failing = True
            self._retry.start()
            message = self.tr(
                "The game could not be saved ({failures}). "
                "Keep playing: nothing is lost, and saving is tried again."
            )
            # "; " between the failures: a list of one or two file names needs no translation.
            self.saveFailed.emit(message.format(failures="; ".join(failures)))
            return False
        if self._failing:
            self._failing = False
            self._retry.stop()
            self.saveRecovered.emit()
        if not game.is_over and self.metadata.id is not None:
            self.store.unretire(self.metadata.id)
        self.saved.emit(SavedGame(game, self.metadata))
        return True

    def save_as(self, path: Path) -> bool:
        """Keep the current game in `path` too, from now on; False with a message if not."""
        path = Path(os.path.abspath(path))
        if path != self.user_path and not self.store.lock(path=path):
            self.saveFailed.emit(self.tr("That file is open in another Tallyo Desktop window."))
            return False
        game = self.controller.game
        reason = write_atomically(
            path, self._writer.text(game, replace(self.metadata.stamped(), saved_as=None))
        )
        if reason is not None:
            if path != self.user_path:
                self.store.unlock(path=path)
            self.saveFailed.emit(
                self.tr("The game could not be saved as {file}: {reason}.").format(
                    file=path.name, reason=reason
                )
            )
            return False
        if self.user_path is not None and self.user_path != path:
            self.store.unlock(path=self.user_path)
        self.user_path = path
        self.link = Link.KEPT
        self.save_now()
        self.linkChanged.emit()
        return True
