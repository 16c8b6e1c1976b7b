"""The players' figures of the library's games, worked out once a game and kept.

A game's figures (`core.statistics.game_figures`) are worked out from its record the first time
they are asked for, and kept in a file beside the library (`<library>-figures.json`), checked
against the digest of the record the library holds: a game whose record changed is worked out
again, one taken out of the library is forgotten. The file is the app's own, made again from
the records whenever it cannot be read; the library is never written. In a run, the file is
read once, and each game's figures are made from it the first time they are needed.

A player here is a person of the library, whatever name each game wrote: the figures of a
scope name each seat by its person's id (`person_key`).
"""

from __future__ import annotations

import json
import weakref
from collections.abc import Iterable
from dataclasses import replace
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QIODevice, QObject, QSaveFile

from tallyo_desktop.app.club.ratings_cache import person_key, person_keys, ratings_cache
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.scope_games import ScopeGame
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.statistics.achievements import Award, achievements
from tallyo_desktop.core.statistics.game_figures import GameFigures, game_figures
from tallyo_desktop.core.statistics.kept_figures import (
    KEPT_FORMAT,
    figures_data,
    figures_from_data,
)
from tallyo_desktop.core.statistics.rating import RatedGame, RatingSeries, rated
from tallyo_desktop.core.statistics.totals import PlayerTotals, player_totals
from tallyo_desktop.core.values import valueclass


class Origin(StrEnum):
    """Which games a page counts by where they were played."""

    CLUB = "club"
    """The games played at the club's tables (the default: online games are kept apart)."""
    ONLINE = "online"
    """The games imported from online logs."""
    BOTH = "both"


def _kept(game: ScopeGame, origin: Origin) -> bool:
    if origin is Origin.BOTH:
        return True
    return (game.source is None) == (origin is Origin.CLUB)


@valueclass(frozen=False)
class ScopeFigures:
    """The games of one scope, and what is read from them all."""

    games: list[ScopeGame]
    """In the order they finished."""
    cache: FiguresCache
    _ratings: dict[str, RatingSeries] | None = None
    _awards: list[Award] | None = None

    def figures(self, person_id: int | None = None) -> list[GameFigures]:
        """The figures of the scope's games (those `person_id` played, if given), in order."""
        return self.cache.figures(
            game for game in self.games if person_id is None or person_id in game.people
        )

    def totals(self, person_id: int) -> PlayerTotals | None:
        """The person's totals over the scope; None if they played none of its games."""
        found = player_totals(self.figures(person_id), only=person_key(person_id))
        return found[0] if found else None

    def ratings(self) -> dict[str, RatingSeries]:
        """Every person's rating over the scope's games, in the order they finished."""
        if self._ratings is None:
            self._ratings = rated(
                RatedGame(
                    str(game.id),
                    game.played_on,
                    person_keys(game.people),
                    game.places,
                )
                for game in self.games
            )
        return self._ratings

    def rating(self, person_id: int) -> RatingSeries | None:
        return self.ratings().get(person_key(person_id))

    def awards(self) -> list[Award]:
        """The achievements over the scope's games (read once: the big screen asks at each
        painting)."""
        if self._awards is None:
            games = self.figures()
            self._awards = achievements(player_totals(games), games)
        return self._awards


class FiguresCache(QObject):
    """The figures of one library's games, for every page that shows them."""

    def __init__(self, keeper: LibraryKeeper) -> None:
        super().__init__(keeper)
        self.keeper = keeper
        self._data: dict[str, list[object]] | None = None
        """What the file held, and each game worked out since: by game id, its record's digest
        and its figures as data."""
        self._made: dict[int, tuple[str, GameFigures]] = {}
        self._unsaved = False
        self._scopes: dict[tuple[StatisticsFilter, Origin], ScopeFigures] = {}
        self.worked_out = 0
        """How many games' figures were worked out from their records in this run."""
        # The ratings' cache is told of every change: the library's, and the club window's.
        ratings_cache(keeper).forgotten.connect(self.forget)

    def forget(self) -> None:
        """The games of each scope are read again when next asked for: games came or went,
        people were merged or split, a season counts other games."""
        self._scopes.clear()

    def path(self) -> Path | None:
        library = self.keeper.library
        if library is None:
            return None
        return library.path.with_name(library.path.stem + "-figures.json")

    def scope(self, chosen: StatisticsFilter, origin: Origin = Origin.CLUB) -> ScopeFigures:
        """The games of `chosen` from `origin`; TallyoError if the library cannot say."""
        key = (chosen, origin)
        found = self._scopes.get(key)
        if found is None:
            library = self.keeper.library
            if library is None:
                raise TallyoError(self.keeper.error or "")
            games = [game for game in library.scope_games(chosen) if _kept(game, origin)]
            found = self._scopes[key] = ScopeFigures(games, self)
        return found

    def figures(self, games: Iterable[ScopeGame]) -> list[GameFigures]:
        """The figures of `games`, each seat named by its person (`person_key`)."""
        made = []
        for game in games:
            one = self._made.get(game.id)
            if one is None or one[0] != game.digest:
                one = (game.digest, self._game_figures(game))
                self._made[game.id] = one
            figures = one[1]
            names = person_keys(game.people)
            if figures.facts.names != names:
                # Named by the game's names when worked out, or a merge or a split of people
                # since: the seats are named by their people.
                figures = replace(
                    figures,
                    facts=replace(figures.facts, names=names),
                    yakuman=tuple(replace(win, name=names[win.seat]) for win in figures.yakuman),
                )
                self._made[game.id] = (game.digest, figures)
            made.append(figures)
        if self._unsaved:
            self._save()
        return made

    def _game_figures(self, game: ScopeGame) -> GameFigures:
        data = self._read()
        kept = data.get(str(game.id))
        if kept is not None and kept[0] == game.digest:
            try:
                return figures_from_data(str(game.id), kept[1])
            except (ValueError, TypeError, KeyError, IndexError, AttributeError):
                pass
        figures = self._work_out(game)
        data[str(game.id)] = [game.digest, figures_data(figures)]
        self._unsaved = True
        return figures

    def _work_out(self, game: ScopeGame) -> GameFigures:
        # Imported here: only a game not yet worked out needs its record read.
        from tallyo_desktop.core.record.format import saved_game_from_json

        library = self.keeper.library
        if library is None:
            raise TallyoError(self.keeper.error or "")
        saved = saved_game_from_json(library.record_json(game.id))
        self.worked_out += 1
        return game_figures(saved.game, saved.metadata, str(game.id))

    def _read(self) -> dict[str, list[object]]:
        if self._data is None:
            self._data = {}
            path = self.path()
            if path is not None:
                try:
                    kept = json.loads(path.read_bytes())
                except (OSError, ValueError):
                    kept = None
                if isinstance(kept, dict) and kept.get("format") == KEPT_FORMAT:
                    games = kept.get("games")
                    if isinstance(games, dict):
                        self._data = games
        return self._data

    def _save(self) -> None:
        """Keep the figures worked out; a file that cannot be written is left, as the figures
        are worked out again the next time."""
        self._unsaved = False
        path = self.path()
        if path is None or self._data is None:
            return
        library = self.keeper.library
        if library is not None:
            try:
                stored = {str(game_id) for game_id, _uid, _digest in library.record_digests()}
            except TallyoError:
                stored = set(self._data)
            # The games taken out of the library are forgotten.
            for gone in set(self._data) - stored:
                del self._data[gone]
        text = json.dumps({"format": KEPT_FORMAT, "games": self._data}, separators=(",", ":"))
        file = QSaveFile(str(path))
        if file.open(QIODevice.OpenModeFlag.WriteOnly):
            file.write(text.encode("utf-8"))
            file.commit()


_CACHES: weakref.WeakKeyDictionary[LibraryKeeper, FiguresCache] = weakref.WeakKeyDictionary()


def figures_cache(keeper: LibraryKeeper) -> FiguresCache:
    """The one cache of `keeper`'s library, shared by every page."""
    cache = _CACHES.get(keeper)
    if cache is None:
        cache = _CACHES[keeper] = FiguresCache(keeper)
    return cache
