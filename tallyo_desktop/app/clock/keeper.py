"""The round clock kept running for the window: it ticks for the views, flashes and beeps when
the time runs out, and once the hands left are played offers to end the game by time.

The clock times one game (`RoundClock.game`): the one being played when it was started, or the
next one started. While another game is on the table (the next round's, or an old one opened to
look at) the table shows no clock, and the kept one comes back with its own game.

The time left is always worked out from a steady clock (`time.monotonic` unless a test gives
its own), never counted in ticks: a busy window that misses a tick does not slow the clock.
The clock is kept in the settings, as a wall-clock deadline, so that it survives a restart of
the app within the evening.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QObject, QSettings, QTimer, Signal
from PySide6.QtWidgets import QApplication

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.core.club.clock import ClockEnd, RoundClock
from tallyo_desktop.core.session.changes import GameChange

SETTINGS_KEY = "roundClock/state"
TICK_MS = 1000
FLASH_TICK_MS = 125
"""Ticks while the clock flashes, so each blink shows when the time says."""


class Chooser(Protocol):
    def choose(self, title: str, text: str, choices: Sequence[str]) -> int | None: ...


class ClockKeeper(QObject):
    changed = Signal()
    """What the clock shows may differ: a tick, a start, a pause, the end."""
    ranOut = Signal()

    def __init__(
        self,
        controller: GameController,
        chooser: Chooser,
        settings: QSettings | None = None,
        now: Callable[[], float] | None = None,
        wall: Callable[[], float] | None = None,
        parent: QObject | None = None,
        game_id: Callable[[], str | None] | None = None,
    ) -> None:
        """`game_id`: the id of the game on the table (its file's), which names the game a
        clock times across restarts; without it, a game is told apart only while it is loaded."""
        super().__init__(parent)
        self.controller = controller
        self.chooser = chooser
        self.settings = settings
        # Looked up here, not bound as defaults: a test puts its own time in the module.
        self.now = now or time.monotonic
        self.wall = wall or time.time
        self.game_id = game_id
        self.kept: RoundClock | None = None
        """The clock, whichever game it times."""
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.tick)
        controller.changed.connect(self._follow)
        self._restore()

    # Which game
    def playing(self) -> str | None:
        """The id of the game being played on the table; None without one, or once it is over
        (or only open to look at): a clock started then waits for the next game."""
        controller = self.controller
        if not controller.has_game or controller.read_only or controller.state.is_over:
            return None
        return self._shown_id()

    def _shown_id(self) -> str | None:
        if not self.controller.has_game:
            return None
        found = self.game_id() if self.game_id is not None else None
        # Without files a game has no id: the loaded game stands for itself.
        return found or f"loaded:{id(self.controller.game)}"

    @property
    def clock(self) -> RoundClock | None:
        """The clock the table shows: the one of the game on it, or one waiting for a game;
        None when there is no clock, or it times another game."""
        kept = self.kept
        if kept is None or not kept.times(self._shown_id()):
            return None
        return kept

    # What the organiser does
    def start(self, minutes: int, end: ClockEnd) -> None:
        self.kept = RoundClock.started(minutes, end, self.now(), self.playing())
        self._changed()

    def pause(self) -> None:
        if self.clock is not None:
            self.kept = self.clock.paused(self.now())
            self._changed()

    def resume(self) -> None:
        if self.clock is not None:
            self.kept = self.clock.resumed(self.now())
            self._changed()

    def stop(self) -> None:
        self.kept = None
        self._changed()

    # What the views read
    def remaining(self) -> float:
        return 0.0 if self.clock is None else self.clock.remaining(self.now())

    def is_out(self) -> bool:
        return self.clock is not None and self.clock.is_out(self.now())

    def flash_on(self) -> bool:
        return self.clock is not None and self.clock.flash_on(self.now())

    def hands_to_go(self) -> int | None:
        """Hands still to end before the game may end by time; None while time is left, or
        while the clock waits for its game."""
        clock = self.clock
        if clock is None or clock.game is None or not self.controller.has_game:
            return None
        return clock.hands_to_go(self.controller.state.hands_played)

    def game_over(self) -> bool:
        """Whether the game on the table is over: the time being up no longer concerns it."""
        return self.controller.has_game and self.controller.state.is_over

    # Time going by
    def tick(self) -> None:
        """Bring the clock up to the time now: called each second by the timer (tests call it
        once they have moved their time on)."""
        clock = self.clock
        if clock is not None and clock.is_out(self.now()) and clock.hands_at_out is None:
            timed = clock.game is not None and self.controller.has_game
            self.kept = clock.counted_out(self.controller.state.hands_played if timed else 0)
            self._save()
            QApplication.beep()
            self.ranOut.emit()
            self._offer_if_due()
        self._schedule()
        self.changed.emit()

    def _follow(self, change: GameChange) -> None:
        kept = self.kept
        if kept is None:
            return
        playing = self.playing()
        if change.reset and kept.game is None and playing is not None:
            # The game the clock was started for.
            hands = self.controller.state.hands_played
            self.kept = kept.taken_by(playing, hands, self.now())
            self._save()
        if change.reset:
            # Its own game back (after a restart, or from another): the time may have run out
            # meanwhile, and the table shows this game's clock, or none.
            self.tick()
        if change.table:
            self._offer_if_due()
            self.changed.emit()

    def _offer_if_due(self) -> None:
        clock = self.clock
        controller = self.controller
        if clock is None or clock.offered or not controller.has_game or controller.read_only:
            return
        if controller.state.is_over or self.hands_to_go() != 0:
            return
        self.kept = replace(clock, offered=True)
        self._save()
        # Asked once the change that ended the hand is complete, as the settlement is.
        QTimer.singleShot(0, self._offer)

    def _offer(self) -> None:
        controller = self.controller
        if self.clock is None or not controller.has_game or controller.state.is_over:
            return
        if self.clock.end is ClockEnd.FINISH_HAND:
            text = self.tr(
                "The round's time is up and the hand is over. End the game by time now? It is "
                "settled as it stands. Play on, and Club ▸ Round clock ▸ End the game by time "
                "ends it later."
            )
        else:
            text = self.tr(
                "The round's time is up and the one more hand is over. End the game by time now? "
                "It is settled as it stands. Play on, and Club ▸ Round clock ▸ End the game by "
                "time ends it later."
            )
        # Playing on is the default: Enter, pressed for the next hand, never ends the game.
        choices = [self.tr("Play on"), self.tr("End the game")]
        if self.chooser.choose(self.tr("Time is up"), text, choices) == 1:
            controller.end_by_time()

    # Keeping it
    def _changed(self) -> None:
        self._save()
        self.tick()

    def _schedule(self) -> None:
        clock = self.clock
        if clock is None or not clock.running or (clock.is_out(self.now()) and not self.flashing()):
            self.timer.stop()
            return
        interval = FLASH_TICK_MS if self.flashing() else TICK_MS
        if not self.timer.isActive() or self.timer.interval() != interval:
            self.timer.start(interval)

    def flashing(self) -> bool:
        return self.clock is not None and self.clock.flashing(self.now())

    def _save(self) -> None:
        if self.settings is None:
            return
        if self.kept is None:
            self.settings.remove(SETTINGS_KEY)
        else:
            kept = self.kept.saved(self.now(), self.wall())
            self.settings.setValue(SETTINGS_KEY, json.dumps(kept))

    def _restore(self) -> None:
        if self.settings is None:
            return
        text = self.settings.value(SETTINGS_KEY)
        try:
            kept = json.loads(text) if isinstance(text, str) else None
        except ValueError:
            kept = None
        if isinstance(kept, dict):
            # Start-up goes on with the last game: the clock is its own again once it is
            # loaded, and its hands since the time ran out still count.
            self.kept = RoundClock.restored(kept, self.now(), self.wall())
        if self.kept is None:
            self.settings.remove(SETTINGS_KEY)
        else:
            # Once the window has its game: a clock that ran out while the app was closed
            # counts its hands from the game it comes back to.
            QTimer.singleShot(0, self.tick)
