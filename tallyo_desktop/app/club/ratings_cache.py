"""The players' ratings over a filter's games (`core.statistics.rating`, counted as Tenhou's R
is), read from each game's people and places alone, and kept until the library, its people or
its seasons change. Light to load: the standings open with it, without the figures' machinery
(`figures_cache`), which follows its `forgotten` signal.

The standings ask for them on a thread of their own (`read_in_background`), with a connection
of its own: over a club's ten thousand games they take half a second, which the window does not
wait for."""

from __future__ import annotations

import contextlib
import sqlite3
import threading
import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot

from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.statistics.rating import RatedGame, rated

if TYPE_CHECKING:
    from tallyo_desktop.core.library.store import GameLibrary


def person_key(person_id: int) -> str:
    """How a scope's figures and ratings name a person."""
    return str(person_id)


_KEYS: dict[tuple[int, ...], tuple[str, ...]] = {}


def person_keys(people: tuple[int, ...]) -> tuple[str, ...]:
    """The seats' `person_key`s, made once for each table of people."""
    keys = _KEYS.get(people)
    if keys is None:
        keys = _KEYS[people] = tuple(map(person_key, people))
    return keys


def _read(library: GameLibrary, chosen: StatisticsFilter) -> dict[int, float]:
    series = rated(
        RatedGame(str(game.id), game.played_on, person_keys(game.people), game.places)
        for game in library.scope_places(chosen)
    )
    return {int(key): one.rating for key, one in series.items() if key != person_key(-1)}


class _Relay(QObject):
    """Emitted by the reading thread; its signal is queued to the cache's thread."""

    read = Signal(int, object, object)
    """The cache's generation when asked, the filter, and its ratings (None if unreadable)."""


class RatingsCache(QObject):
    forgotten = Signal()
    """What was read of the library's games is to be read again."""
    ready = Signal(object, object)
    """The ratings of a filter asked for in the background are known: the filter, and each
    person's rating by their id (none when the library cannot say)."""

    def __init__(self, keeper: LibraryKeeper) -> None:
        super().__init__(keeper)
        self.keeper = keeper
        self._ratings: dict[StatisticsFilter, dict[int, float]] = {}
        self._generation = 0
        """Counts the times the cache forgot: a reading asked for before is not kept."""
        self._reading: set[StatisticsFilter] = set()
        """The filters being read in the background in this generation."""
        keeper.changed.connect(self.forget)

    def forget(self) -> None:
        """Games came or went, people were merged or split, a season counts other games."""
        self._ratings.clear()
        self._generation += 1
        self._reading.clear()
        self.forgotten.emit()

    def ratings(self, chosen: StatisticsFilter) -> dict[int, float]:
        """Each person's rating after the games of `chosen` (of any origin, as the standings
        count them), by their id; TallyoError if the library cannot say."""
        found = self._ratings.get(chosen)
        if found is None:
            library = self.keeper.library
            if library is None:
                raise TallyoError(self.keeper.error or "")
            found = self._ratings[chosen] = _read(library, chosen)
        return found

    def read_in_background(self, chosen: StatisticsFilter) -> None:
        """Read the ratings of `chosen` on a thread of their own; `ready` tells them."""
        found = self._ratings.get(chosen)
        if found is not None:
            self.ready.emit(chosen, found)
            return
        if chosen in self._reading:
            return
        library = self.keeper.library
        if library is None:
            self.ready.emit(chosen, {})
            return
        path, generation = library.path, self._generation
        if str(path) == ":memory:":
            # No other connection sees a library held in memory.
            self.ready.emit(chosen, self.ratings(chosen))
            return
        self._reading.add(chosen)
        # A child of the cache: Qt deletes it, on this thread, once its reading is back.
        relay = _Relay(self)
        relay.read.connect(self._read_back)
        threading.Thread(
            target=_read_apart, args=(relay, generation, path, chosen), daemon=True
        ).start()

    @Slot(int, object, object)
    def _read_back(
        self, generation: int, chosen: StatisticsFilter, found: dict[int, float] | None
    ) -> None:
        relay = self.sender()
        if relay is not None:
            relay.deleteLater()
        if generation != self._generation:
            return
        self._reading.discard(chosen)
        if found is None:
            # Unreadable apart (being replaced, say): read here, as the sorting does.
            try:
                found = self.ratings(chosen)
            except TallyoError:
                found = {}
        self._ratings[chosen] = found
        self.ready.emit(chosen, found)


def _read_apart(relay: _Relay, generation: int, path: Path, chosen: StatisticsFilter) -> None:
    """On the reading thread: a connection of its own, as SQLite's are not shared."""
    # Imported here, with the library: the standings' module loads without it.
    from tallyo_desktop.core.library.store import GameLibrary

    try:
        with GameLibrary(path) as library:
            found: dict[int, float] | None = _read(library, chosen)
    except (TallyoError, sqlite3.Error, OSError):
        found = None
    # The window may have closed meanwhile, and the cache with it: no one is left to tell.
    with contextlib.suppress(RuntimeError):
        relay.read.emit(generation, chosen, found)


_CACHES: weakref.WeakKeyDictionary[LibraryKeeper, RatingsCache] = weakref.WeakKeyDictionary()


def ratings_cache(keeper: LibraryKeeper) -> RatingsCache:
    """The one ratings cache of `keeper`'s library."""
    cache = _CACHES.get(keeper)
    if cache is None:
        cache = _CACHES[keeper] = RatingsCache(keeper)
    return cache
