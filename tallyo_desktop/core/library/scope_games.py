"""The games of a filter as the players' statistics read them: each game's id, the digest of its
record (what its figures kept elsewhere are checked against), where it came from, and the
person at each seat, so that a player is a person whatever name each game wrote."""

from __future__ import annotations

from typing import NamedTuple

from tallyo_desktop.core.library.statistics import StatisticsFilter, StatisticsMixin, filter_sql


class ScopeGame(NamedTuple):
    id: int
    digest: str
    """The SHA-256 of the record the library keeps."""
    source: str | None
    """Where a game not played here came from (an online log); None for the club's own."""
    played_on: str | None
    """The local day it was played, YYYY-MM-DD."""
    people: tuple[int, ...]
    """The person at each seat, in seat order."""
    places: tuple[int, ...]
    """Each seat's place."""


class ScopeGamesMixin(StatisticsMixin):
    """The scope part of `GameLibrary`."""

    def scope_games(self, chosen: StatisticsFilter) -> list[ScopeGame]:
        """The games `chosen` counts, in the order they finished (then by id)."""
        where, values = filter_sql(chosen, self._season_row(chosen))
        rows = self._read(
            "SELECT g.id, g.record_sha256, g.source, g.played_on, p.person_id, p.place"
            " FROM games AS g CROSS JOIN players AS p ON p.game_id = g.id"
            f" WHERE {where} ORDER BY g.finished_at, g.id, p.seat",
            values,
        )
        found: list[ScopeGame] = []
        current: int | None = None
        people: list[int] = []
        places: list[int] = []
        digest, source, day = "", None, None
        for game_id, game_digest, game_source, played_on, person, place in rows:
            if game_id != current:
                if current is not None:
                    found.append(
                        ScopeGame(current, digest, source, day, tuple(people), tuple(places))
                    )
                current, digest, source, day = game_id, game_digest, game_source, played_on
                people, places = [], []
            people.append(-1 if person is None else int(person))
            places.append(int(place))
        if current is not None:
            found.append(ScopeGame(current, digest, source, day, tuple(people), tuple(places)))
        return found
