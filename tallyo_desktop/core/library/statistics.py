"""Standings and statistics by person, for a season, a club night or all games, and a person's
results over time.

The query returns the rows in the standings' order (total result, highest first; then average
place, lowest first; then name); `sorted_by` orders them by any other column. Three- and
four-player games are never counted together: a filter names one.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from enum import StrEnum

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.library.access import LibraryAccess
from tallyo_desktop.core.library.errors import LibraryError
from tallyo_desktop.core.library.rows import LISTED_SOURCE, ListedGame
from tallyo_desktop.core.library.schema import BEST_SCALE
from tallyo_desktop.core.library.seasons import Counting, day
from tallyo_desktop.core.values import valueclass


@valueclass
class StatisticsFilter:
    """Which games count. Every part narrows the games; none of them, all games of `players`."""

    players: int = 4
    """3 or 4."""
    season_uid: str | None = None
    """A season's games (as it counts them: by its club nights, or by its dates and preset)."""
    club_night_uid: str | None = None
    date_from: date | None = None
    """Games played on this day or later (the table's local date)."""
    date_to: date | None = None
    """Games played on this day or earlier."""
    rules_preset: str | None = None
    min_games: int = 0
    """People with fewer games are left out of the rows (their games still count for others)."""


def _rate(count: int, total: int) -> float:
    return count / total if total else 0.0


@valueclass
class PersonStatistics:
    """One person's figures over the games of a filter. Results and sizes are in points
    (41300 is +41.3); rates are fractions (0.25 is 25 %), 0 over nothing."""

    person_id: int
    name: str
    games: int
    total_result: int
    places: tuple[int, ...]
    """How many firsts, seconds…: three or four entries."""
    hands_played: int
    wins: int
    deal_ins: int
    riichi: int
    win_points: int
    """Points the wins were paid, honba included, riichi sticks not."""
    deal_in_points: int
    """Points paid for the deal-ins."""
    busts: int
    """Games finished below zero points."""
    best_result: int
    best_game_id: int
    """The library id of the game of the best result (the earliest, of equal ones)."""

    @property
    def average_place(self) -> float:
        return _rate(sum(place * count for place, count in enumerate(self.places, 1)), self.games)

    @property
    def average_result(self) -> float:
        return _rate(self.total_result, self.games)

    @property
    def first_rate(self) -> float:
        return _rate(self.places[0], self.games)

    @property
    def win_rate(self) -> float:
        return _rate(self.wins, self.hands_played)

    @property
    def deal_in_rate(self) -> float:
        return _rate(self.deal_ins, self.hands_played)

    @property
    def riichi_rate(self) -> float:
        return _rate(self.riichi, self.hands_played)

    @property
    def average_win(self) -> float:
        return _rate(self.win_points, self.wins)

    @property
    def average_deal_in(self) -> float:
        return _rate(self.deal_in_points, self.deal_ins)

    @property
    def bust_rate(self) -> float:
        return _rate(self.busts, self.games)


class Column(StrEnum):
    """A column the statistics can be sorted by: the name of a `PersonStatistics` field or
    property."""

    NAME = "name"
    GAMES = "games"
    TOTAL = "total_result"
    AVERAGE_RESULT = "average_result"
    AVERAGE_PLACE = "average_place"
    FIRST_RATE = "first_rate"
    WIN_RATE = "win_rate"
    DEAL_IN_RATE = "deal_in_rate"
    RIICHI_RATE = "riichi_rate"
    AVERAGE_WIN = "average_win"
    AVERAGE_DEAL_IN = "average_deal_in"
    BUST_RATE = "bust_rate"
    BEST = "best_result"


def sorted_by(
    rows: Sequence[PersonStatistics], column: Column, descending: bool = True
) -> list[PersonStatistics]:
    """`rows` ordered by `column`; equal values keep the standings' order."""
    if column is Column.NAME:
        return sorted(rows, key=lambda row: row.name.casefold(), reverse=descending)
    return sorted(rows, key=lambda row: float(getattr(row, column.value)), reverse=descending)


@valueclass
class PersonGame:
    """One game of a person, for their results over time."""

    game_id: int
    played_on: date | None
    finished_at: datetime
    """In UTC."""
    result: int
    place: int
    points: int


def _check_players(chosen: StatisticsFilter) -> None:
    if chosen.players not in (3, 4):
        raise LibraryError(
            translate("library", "Standings are for three or for four players: choose one.")
        )


def filter_sql(
    chosen: StatisticsFilter, season: tuple[object, ...] | None
) -> tuple[str, list[object]]:
    """The WHERE clause over `games AS g` that keeps the games of `chosen`, and its values.
    `season` is the filter's season row (date_from, date_to, rules_preset, counting)."""
    _check_players(chosen)
    conditions = ["g.players = ?"]
    values: list[object] = [chosen.players]

    def narrow(condition: str, value: object) -> None:
        conditions.append(condition)
        values.append(value)

    if season is not None:
        first, last, preset, counting = season
        if Counting(str(counting)) is Counting.BY_EVENTS:
            narrow(
                "g.event_uid IN (SELECT uid FROM events WHERE season_uid = ?)", chosen.season_uid
            )
        else:
            if first is not None:
                narrow("g.played_on >= ?", first)
            if last is not None:
                narrow("g.played_on <= ?", last)
            if preset is not None:
                narrow("g.rules_preset = ?", preset)
    if chosen.club_night_uid is not None:
        narrow("g.event_uid = ?", chosen.club_night_uid)
    if chosen.date_from is not None:
        narrow("g.played_on >= ?", chosen.date_from.isoformat())
    if chosen.date_to is not None:
        narrow("g.played_on <= ?", chosen.date_to.isoformat())
    if chosen.rules_preset is not None:
        narrow("g.rules_preset = ?", chosen.rules_preset)
    return " AND ".join(conditions), values


_FIGURES_SQL = (
    "SELECT p.person_id, pe.display_name, count(*), sum(p.result),"
    " sum(p.place = 1), sum(p.place = 2), sum(p.place = 3), sum(p.place = 4),"
    " sum(g.hands_played), sum(p.wins), sum(p.deal_ins), sum(p.riichi),"
    " sum(p.win_points), sum(p.deal_in_points), sum(p.points < 0),"
    f" max(p.result * {BEST_SCALE} - g.id)"
    # The games first: walking the players and looking up each one's game takes longer.
    " FROM games AS g CROSS JOIN players AS p ON p.game_id = g.id"
    " JOIN people AS pe ON pe.id = p.person_id"
)
_TOTALS_SQL = (
    "SELECT t.person_id, pe.display_name, sum(t.games), sum(t.total), sum(t.firsts),"
    " sum(t.seconds), sum(t.thirds), sum(t.fourths), sum(t.hands), sum(t.wins),"
    " sum(t.deal_ins), sum(t.riichi), sum(t.win_points), sum(t.deal_in_points), sum(t.busts),"
    " max(t.best) FROM person_totals AS t JOIN people AS pe ON pe.id = t.person_id"
    " WHERE t.players = ?"
)
"""The same figures from each person's totals, for the games of a player count (and preset)."""


def _from_totals(chosen: StatisticsFilter) -> bool:
    """Whether the totals answer `chosen`: they count every game of a player count and preset,
    of any day and club night."""
    return (
        chosen.season_uid is None
        and chosen.club_night_uid is None
        and chosen.date_from is None
        and chosen.date_to is None
    )


def _best(key: int) -> tuple[int, int]:
    """The best game's (result, id) from its key."""
    result = -(-key // BEST_SCALE)
    return result, result * BEST_SCALE - key


class StatisticsMixin(LibraryAccess):
    """The statistics part of `GameLibrary`."""

    def _season_row(self, chosen: StatisticsFilter) -> tuple[object, ...] | None:
        if chosen.season_uid is None:
            return None
        rows = self._read(
            "SELECT date_from, date_to, rules_preset, counting FROM seasons WHERE uid = ?",
            (chosen.season_uid,),
        )
        if not rows:
            raise LibraryError(translate("library", "That season is not in the library."))
        return tuple(rows[0])

    def statistics(self, chosen: StatisticsFilter) -> list[PersonStatistics]:
        """Each person's figures over the games of `chosen`, in the standings' order."""
        if _from_totals(chosen):
            _check_players(chosen)
            preset = [] if chosen.rules_preset is None else [chosen.rules_preset]
            rows = self._read(
                f"{_TOTALS_SQL}{' AND t.rules_preset = ?' if preset else ''}"
                " GROUP BY t.person_id HAVING sum(t.games) >= ?",
                (chosen.players, *preset, chosen.min_games),
            )
        else:
            where, values = filter_sql(chosen, self._season_row(chosen))
            rows = self._read(
                f"{_FIGURES_SQL} WHERE {where} GROUP BY p.person_id HAVING count(*) >= ?",
                (*values, chosen.min_games),
            )
        seats = chosen.players
        found = []
        for row in rows:
            person, name, games, total = int(row[0]), str(row[1]), int(row[2]), int(row[3])
            places = tuple(int(count) for count in row[4 : 4 + seats])
            hands, wins, deal_ins, riichi, won, dealt, busts = (int(v) for v in row[8:15])
            best_result, game_id = _best(int(row[15]))
            found.append(
                PersonStatistics(
                    person,
                    name,
                    games,
                    total,
                    places,
                    hands,
                    wins,
                    deal_ins,
                    riichi,
                    won,
                    dealt,
                    busts,
                    best_result,
                    game_id,
                )
            )
        return sorted(found, key=lambda row: (-row.total_result, row.average_place, row.name))

    def filtered_games(self, chosen: StatisticsFilter) -> list[ListedGame]:
        """The games `chosen` counts, the most recently finished first."""
        where, values = filter_sql(chosen, self._season_row(chosen))
        rows = self._read(
            "SELECT g.id, g.finished_at, g.rules_preset, g.east_only,"
            " json_group_array(json_array(p.seat, p.name, p.points, p.place, p.result)),"
            f" {LISTED_SOURCE}"
            f" FROM games AS g JOIN players AS p ON p.game_id = g.id WHERE {where}"
            " GROUP BY g.id ORDER BY g.finished_at DESC, g.id DESC",
            values,
        )
        return list(map(ListedGame._make, rows))

    def person_results(
        self, person_id: int, chosen: StatisticsFilter | None = None
    ) -> list[PersonGame]:
        """The person's games (those `chosen` counts, if given; else all, of any number of
        players) in the order they were played, with their result and place: the chart of their
        results over time."""
        where, values = (
            ("1", []) if chosen is None else filter_sql(chosen, self._season_row(chosen))
        )
        rows = self._read(
            "SELECT g.id, g.played_on, g.finished_at, p.result, p.place, p.points"
            " FROM players AS p JOIN games AS g ON g.id = p.game_id"
            f" WHERE p.person_id = ? AND {where} ORDER BY g.finished_at, g.id",
            (person_id, *values),
        )
        return [
            PersonGame(
                int(game),
                day(played),
                datetime.fromisoformat(str(finished)),
                int(result),
                int(place),
                int(points),
            )
            for game, played, finished, result, place, points in rows
        ]

    def recent_games(self, person_id: int, limit: int = 10) -> list[ListedGame]:
        """The person's `limit` most recently finished games, the latest first."""
        rows = self._read(
            "SELECT g.id, g.finished_at, g.rules_preset, g.east_only,"
            " json_group_array(json_array(p.seat, p.name, p.points, p.place, p.result)),"
            f" {LISTED_SOURCE}"
            " FROM games AS g JOIN players AS p ON p.game_id = g.id"
            " WHERE g.id IN (SELECT q.game_id FROM players AS q JOIN games AS h"
            "  ON h.id = q.game_id WHERE q.person_id = ?"
            "  ORDER BY h.finished_at DESC, h.id DESC LIMIT ?)"
            " GROUP BY g.id ORDER BY g.finished_at DESC, g.id DESC",
            (person_id, limit),
        )
        return list(map(ListedGame._make, rows))
