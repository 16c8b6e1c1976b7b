"""The games of a filter as the players' statistics read them: each game's id, the digest of its
record (what its figures kept elsewhere are checked against), where it came from, and the
person and place at each seat, so that a player is a person whatever name each game wrote; and,
for a rating, the people and places alone, read without touching the records (the digest and
the source are kept after the record in each row, and reading them reads the record too)."""

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


class ScopeTable(NamedTuple):
    """A game as a rating reads it."""

    id: int
    played_on: str | None
    people: tuple[int, ...]
    places: tuple[int, ...]


class ScopeGamesMixin(StatisticsMixin):
    """The scope part of `GameLibrary`."""

    def scope_games(self, chosen: StatisticsFilter) -> list[ScopeGame]:
        """The games `chosen` counts, in the order they finished (then by id)."""
        where, values = filter_sql(chosen, self._season_row(chosen))
        # One row a game, its seats packed in one text: a row a seat costs four times the
        # reading, which a club's ten thousand games feel.
        rows = self._read(
            "SELECT g.id, g.record_sha256, g.source, g.played_on,"
            " group_concat(p.seat || ' ' || ifnull(p.person_id, -1) || ' ' || p.place, ' ')"
            " FROM games AS g CROSS JOIN players AS p ON p.game_id = g.id"
            f" WHERE {where} GROUP BY g.id ORDER BY g.finished_at, g.id",
            values,
        )
        found: list[ScopeGame] = []
        for game_id, digest, source, played_on, seats in rows:
            people, places = _seats(str(seats))
            found.append(
                ScopeGame(
                    int(game_id),
                    str(digest),
                    None if source is None else str(source),
                    None if played_on is None else str(played_on),
                    people,
                    places,
                )
            )
        return found

    def scope_places(self, chosen: StatisticsFilter) -> list[ScopeTable]:
        """The games `chosen` counts as a rating reads them, in the order they finished:
        read from the players and the games' indexed columns alone, past the records."""
        where, values = filter_sql(chosen, self._season_row(chosen))
        rows = self._read(
            "SELECT g.id, g.played_on,"
            " group_concat(p.seat || ' ' || ifnull(p.person_id, -1) || ' ' || p.place, ' ')"
            " FROM games AS g CROSS JOIN players AS p ON p.game_id = g.id"
            f" WHERE {where} GROUP BY g.id ORDER BY g.finished_at, g.id",
            values,
        )
        found: list[ScopeTable] = []
        for game_id, played_on, seats in rows:
            people, places = _seats(str(seats))
            found.append(
                ScopeTable(
                    int(game_id), None if played_on is None else str(played_on), people, places
                )
            )
        return found


def _seats(packed: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The people and places of a game's seats, in seat order, from "seat person place ..."
    in whatever order SQLite gathered them."""
    numbers = list(map(int, packed.split()))
    seats = numbers[::3]
    if seats == sorted(seats):
        # As SQLite reads the players, by their key (game, seat): nothing to sort.
        return tuple(numbers[1::3]), tuple(numbers[2::3])
    ordered = sorted(zip(seats, numbers[1::3], numbers[2::3], strict=True))
    return (
        tuple(person for _seat, person, _place in ordered),
        tuple(place for _seat, _person, place in ordered),
    )
