"""Keeping the current game on disk, so no recorded hand is ever lost.

The game's own copy in the data folder is written atomically after every change (record, undo,
redo); so is the player's file, once the game was saved as or opened from one, across restarts.
Loading a game writes nothing. A write that fails is reported and retried until one succeeds;
the game in memory is untouched, so play goes on, and `unsaved_hands` says what a quit would lose
meanwhile. The player's file is written only while it holds what the app last wrote or read
there: a file another program changed is left alone. Where the own copy is, and how it moves
among the finished games when the game ends, is `own_copy`'s. docs/game-files.md describes the
design.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from tallyo_desktop.app.files.finished_elsewhere import (
    Stands,
    is_earlier_moment,
    key_of,
)
from tallyo_desktop.app.files.game_store import GameStore, can_write, write_atomically
from tallyo_desktop.app.files.own_copy import OwnCopy
from tallyo_desktop.app.files.player_file import (
    Link,
    Writer,
    digest,
    keep_other_way,
    newer_of,
    relink,
)
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.files import read_bytes, read_saved_game, saved_game_from_bytes
from tallyo_desktop.core.record.format import (
    Metadata,
    SavedGame,
    new_game_id,
)
from tallyo_desktop.core.session.changes import GameChange
from tallyo_desktop.core.table.events import Event
from tallyo_desktop.core.table.game import Game

RETRY_MS = 5000


class StaleCopy(TallyoError):
    """The unfinished copy asked for is an earlier moment of a game finished since."""


class GameFiles(OwnCopy):
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
        write: Writer = write_atomically,
    ) -> None:
        super().__init__(store, write, parent)
        self.controller = controller
        self.user_path: Path | None = None
        self.link = Link.NONE
        self.failure: str | None = None
        """Why the last save failed, for the banner, until one succeeds."""
        self.set_aside: Path | None = None
        """Where the last `open` kept the app's own copy of the game, when it had gone another
        way than the file opened."""
        self.failure_reasons = ""
        """What failed in the last save and why, in a few words."""
        self._on_disk: tuple[Event, ...] = ()
        """The events the game's own copy holds."""
        self._own_copy_current = True
        """Whether the game's own copy holds the game as it is: its last write succeeded."""
        self._user_digest: bytes | None = None
        """What the player's file held when the app last wrote or read it."""
        self._retry = QTimer(self)
        self._retry.setInterval(retry_ms)
        self._retry.timeout.connect(self.save_now)
        controller.changed.connect(self._follow)

    def _follow(self, change: GameChange) -> None:
        # Every change the players make is on disk before the window shows it.
        if change.edited:
            self.save_now()

    # Which game this is
    def _switch_to(
        self,
        saved: SavedGame,
        autosave: Path,
        user: Path | None,
        link: Link,
        user_digest: bytes | None = None,
    ) -> None:
        self.retire_current()
        self.metadata = saved.metadata
        self.autosave_path = autosave
        self.user_path = user
        self.link = link
        self._user_digest = user_digest
        self._on_disk = saved.game.events
        self._on_disk_game = key_of(saved.game)
        self._superseded = None
        self.played_apart = False
        self._own_copy_current = True
        self.controller.load(saved.game)
        self.linkChanged.emit()

    def start(self, game: Game, belongs_to: Metadata | None = None) -> bool:
        """Make the newly confirmed `game` the current game, in a new file of its own; a game
        of the club night and season that `belongs_to`'s event and season fields name, or of
        the tournament's round and table its tournament fields name."""
        metadata = Metadata.new()
        if belongs_to is not None:
            metadata = replace(
                metadata,
                event_id=belongs_to.event_id,
                event_name=belongs_to.event_name,
                season_id=belongs_to.season_id,
                season_name=belongs_to.season_name,
                tournament_id=belongs_to.tournament_id,
                tournament_name=belongs_to.tournament_name,
                tournament_round=belongs_to.tournament_round,
                tournament_table=belongs_to.tournament_table,
            )
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

    def continue_game(self, path: Path, *, apart: bool = False) -> None:
        """Continue the unfinished game in the app's own copy `path`; TallyoError says why it
        cannot be, and nothing changes then. A copy of a game that is finished (on another
        laptop, say) never takes the finished game back: one that went another way is played
        on under an id of its own, and so is an earlier moment of it when `apart` asks for
        that; otherwise an earlier moment is refused (StaleCopy)."""
        saved = read_saved_game(path)
        if saved.game.is_over:
            raise TallyoError(self.tr("That game is finished: it is in the library."))
        game_id = saved.metadata.id or new_game_id()
        saved = replace(saved, metadata=replace(saved.metadata, id=game_id))
        if not self.store.lock(game_id=game_id):
            raise TallyoError(self.tr("This game is open in another Tallyo Desktop window."))
        stale = self.store.stands(saved)
        if stale is not None:
            if stale[0] is Stands.EARLIER and not apart:
                self.store.unlock(game_id=game_id)
                raise StaleCopy(
                    self.tr(
                        "This copy is an earlier moment of a game that was finished since (on "
                        "another laptop, say), and that is in the library."
                    )
                )
            try:
                path = self.store.keep_apart(path, saved, self._write)
                saved = read_saved_game(path)
            except TallyoError:
                self.store.unlock(game_id=game_id)
                raise
            self.store.unlock(game_id=game_id)
            assert saved.metadata.id is not None
            self.store.lock(game_id=saved.metadata.id)
        user, link, digest = relink(self.store, saved)
        self._switch_to(saved, path, user, link, digest)
        self.played_apart = stale is not None
        self.store.remember_last(path)

    def open(self, path: Path) -> None:
        """Open the game in the player's file `path`; TallyoError says why it cannot be, and
        nothing changes then. The file is not written until the game changes."""
        path = path.resolve()
        content = read_bytes(path)
        saved = saved_game_from_bytes(content, str(path))
        given = saved.metadata.id
        finished = self._finished_game(given) if given is not None else None
        if finished is not None and not is_earlier_moment(saved.game, finished[1].game):
            # The file went another way than the finished game the library holds under its id:
            # it is opened as a game of its own, and the finished one stays as it ended.
            given, finished = None, None
        game_id = given or new_game_id()
        if not self.store.lock(game_id=game_id, path=path):
            raise TallyoError(self.tr("This game is open in another Tallyo Desktop window."))
        self.set_aside = None
        link = Link.KEPT if can_write(path) else Link.READ_ONLY
        if finished is not None:
            # The file is the finished game, or an earlier moment of it: the game as it ended,
            # whose finished copy stays as it is. A file that is behind is brought up to date.
            finished_path, ended = finished
            behind = key_of(saved.game) != key_of(ended.game)
            ended = replace(ended, metadata=replace(ended.metadata, saved_as=None))
            self._switch_to(ended, finished_path, path, link, digest(content))
            if behind:
                self.save_now()
            return
        own_copy = self.store.autosave_path(game_id)
        newer = newer_of(saved, own_copy) if given is not None else saved
        behind = newer is not saved
        if given is not None and not behind:
            try:
                self.set_aside = keep_other_way(self.store, self._write, saved, own_copy)
            except TallyoError:
                self.store.unlock(game_id=game_id, path=path)
                raise
        saved = replace(newer, metadata=replace(newer.metadata, id=game_id, saved_as=None))
        self._switch_to(saved, own_copy, path, link, digest(content))
        # The own copy holds nothing of this game yet.
        self._on_disk = ()
        self._on_disk_game = None
        if behind:
            # The file was out of reach while hands were played: it is brought up to date.
            self.save_now()
        else:
            # The player's file stays as it is; the app's own copy is made from it as it was
            # read, its times too, so that the game keeps its date.
            self.save_now(own_copy_only=True, stamp=False)
        if not saved.game.is_over:
            self.store.remember_last(own_copy)

    def retire_current(self) -> None:
        """Let go of the current game."""
        if self.autosave_path is None or not self.controller.has_game:
            return
        # Every change was saved as it was made: only a save that failed is tried again. A game
        # that was only looked at is left as it was read, its files and their times too.
        if self.failure is not None:
            self.save_now()
        game = self.controller.game
        # A finished game is among the finished games from the moment it ended; one whose
        # move there failed is moved now. One whose end could not be saved stays among the
        # unfinished ones, as its file says.
        own = self.autosave_path
        if game.is_over and not self.behind and own.parent == self.store.games_dir:
            self.store.retire(own, SavedGame(game, self.metadata))
        self.store.unlock(game_id=self.metadata.id, path=self.user_path)
        self.autosave_path = None
        self.user_path = None
        self.link = Link.NONE

    def release(self) -> None:
        self.retire_current()
        self.store.release_all()

    # Saving
    def save_now(self, *, own_copy_only: bool = False, stamp: bool = True) -> bool:
        """Write the current game to its own copy, and to the player's file if it is kept;
        as saved now, or (not `stamp`) with the times it was read with."""
        if self.controller.read_only or self.autosave_path is None:
            return True
        game = self.controller.game
        kept = self.user_path if self.link is Link.KEPT else None
        # The app's own copy remembers the player's file, so the next start keeps it too; a
        # file changed by another program too, so that the next start offers it again.
        remembered = self.user_path if self.link in (Link.KEPT, Link.CHANGED) else None
        self.metadata = replace(
            self.metadata.stamped() if stamp else self.metadata,
            saved_as=None if remembered is None else str(remembered),
        )
        failures = []
        reason = self._save_own_copy(game)
        self._own_copy_current = reason is None
        if reason is None:
            self._on_disk = game.events
            self._on_disk_game = key_of(game)
            self._drop_superseded()
        else:
            failures.append(self.tr("Tallyo's own copy: {reason}").format(reason=reason))
        if kept is not None and not own_copy_only:
            reason = self._write_user_file(
                kept, self._writer.text(game, replace(self.metadata, saved_as=None))
            )
            if reason is not None:
                failures.append(self.tr("{file}: {reason}").format(file=kept.name, reason=reason))
        if failures:
            self._retry.start()
            message = self.tr(
                "The game could not be saved ({failures}). "
                "Keep playing: nothing is lost while Tallyo Desktop is open, and saving is "
                "tried again."
            )
            # "; " between the failures: a list of one or two file names needs no translation.
            self.failure_reasons = "; ".join(failures)
            self.failure = message.format(failures=self.failure_reasons)
            self.saveFailed.emit(self.failure)
            return False
        if self.failure is not None:
            self.failure = None
            self._retry.stop()
            self.saveRecovered.emit()
        self.saved.emit(SavedGame(game, self.metadata))
        return True

    def _write_user_file(self, path: Path, text: str) -> str | None:
        """Write the player's file, unless another program changed it since the app last
        wrote or read it: then it is left alone, and the link says so."""
        try:
            now = digest(read_bytes(path))
        except TallyoError:
            # Not there (a stick pulled out, say) or unreadable for now: the write says which,
            # and is tried again.
            now = None
        if now is not None and self._user_digest is not None and now != self._user_digest:
            self.link = Link.CHANGED
            self.linkChanged.emit()
            return None
        reason = self._write(path, text)
        if reason is None:
            self._user_digest = digest(text.encode("utf-8"))
        return reason

    @property
    def behind(self) -> bool:
        """Whether the game's own copy misses changes, which letting go of the game loses."""
        return not self._own_copy_current and self.autosave_path is not None

    def unsaved_hands(self) -> int:
        """How many of the game's hands its own copy does not hold: what letting go of the game
        now would lose."""
        if not self.behind or not self.controller.has_game:
            return 0
        events, on_disk = self.controller.game.events, self._on_disk
        same = 0
        for mine, theirs in zip(events, on_disk, strict=False):
            if mine != theirs:
                break
            same += 1
        return len(events) - same

    def reload(self) -> None:
        """Go on from the player's file as another program changed it: the game in the app
        becomes the file's. TallyoError says why it cannot be, and nothing changes then."""
        path = self.user_path
        if path is None or self.link is not Link.CHANGED:
            return
        content = read_bytes(path)
        saved = saved_game_from_bytes(content, str(path))
        if saved.metadata.id != self.metadata.id:
            self.link = Link.LOST
            self.linkChanged.emit()
            raise TallyoError(
                self.tr("{file} no longer holds this game: it was not loaded.").format(
                    file=path.name
                )
            )
        self.metadata = replace(saved.metadata, saved_as=None)
        self._user_digest = digest(content)
        self.link = Link.KEPT if can_write(path) else Link.READ_ONLY
        self.controller.load(saved.game)
        # The own copy follows the file; the file itself stays as the other program left it.
        self.save_now(own_copy_only=True)
        self.linkChanged.emit()

    def save_as(self, path: Path) -> bool:
        """Keep the current game in `path` too, from now on; False with a message if not."""
        path = Path(os.path.abspath(path))
        if path != self.user_path and not self.store.lock(path=path):
            self.saveFailed.emit(self.tr("That file is open in another Tallyo Desktop window."))
            return False
        game = self.controller.game
        text = self._writer.text(game, replace(self.metadata.stamped(), saved_as=None))
        reason = self._write(path, text)
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
        self._user_digest = digest(text.encode("utf-8"))
        self.save_now()
        self.linkChanged.emit()
        return True
