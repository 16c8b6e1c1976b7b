"""The players' ratings over a filter's games (`core.statistics.rating`, counted as Tenhou's R
is), read from each game's people and places alone, and kept until the library, its people or
its seasons change. Light to load: the standings open with it, without the figures' machinery
(`figures_cache`), which follows its `forgotten` signal."""

from __future__ import annotations

import weakref

from PySide6.QtCore import QObject, Signal

from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.statistics.rating import RatedGame, rated


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


class RatingsCache(QObject):
    forgotten = Signal()
    """What was read of the library's games is to be read again."""

    def __init__(self, keeper: LibraryKeeper) -> None:
        super().__init__(keeper)
        self.keeper = keeper
        self._ratings: dict[StatisticsFilter, dict[int, float]] = {}
        keeper.changed.connect(self.forget)

    def forget(self) -> None:
        """Games came or went, people were merged or split, a season counts other games."""
        self._ratings.clear()
        self.forgotten.emit()

    def ratings(self, chosen: StatisticsFilter) -> dict[int, float]:
        """Each person's rating after the games of `chosen` (of any origin, as the standings
        count them), by their id; TallyoError if the library cannot say."""
        found = self._ratings.get(chosen)
        if found is None:
            library = self.keeper.library
            if library is None:
                raise TallyoError(self.keeper.error or "")
            series = rated(
                RatedGame(str(game.id), game.played_on, person_keys(game.people), game.places)
                for game in library.scope_places(chosen)
            )
            found = self._ratings[chosen] = {
                int(key): one.rating for key, one in series.items() if key != person_key(-1)
            }
        return found


_CACHES: weakref.WeakKeyDictionary[LibraryKeeper, RatingsCache] = weakref.WeakKeyDictionary()


def ratings_cache(keeper: LibraryKeeper) -> RatingsCache:
    """The one ratings cache of `keeper`'s library."""
    cache = _CACHES.get(keeper)
    if cache is None:
        cache = _CACHES[keeper] = RatingsCache(keeper)
    return cache
