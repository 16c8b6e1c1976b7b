"""Seasons and club nights: which games were played at which evening, and which count for
which season.

A club night (an event) has an identity (`uid`) that game files carry in their metadata
(`event_id`, with `event_name`, `season_id` and `season_name`), so that the library made again
from the files alone finds its nights and seasons again. Whatever the library changes about a
game's night (assigning it, renaming the night or its season, deleting either) comes back as a
`RecordLink` for each game concerned: the library's own copy of the record is already changed,
and the game's file should be given the same metadata (`RecordLink.applied_to_record`).
"""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import date
from enum import StrEnum
from typing import NamedTuple

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.library.access import LibraryAccess
from tallyo_desktop.core.library.errors import LibraryError
from tallyo_desktop.core.library.record_links import LINK_SQL, RecordLink, rewrite_links
from tallyo_desktop.core.record.format import new_game_id
from tallyo_desktop.core.values import valueclass

__all__ = ["ClubNight", "Counting", "NightChoice", "RecordLink", "Season", "SeasonsMixin", "day"]


class Counting(StrEnum):
    """Which games count for a season."""

    BY_EVENTS = "events"
    """The games of its club nights."""
    BY_DATE = "date"
    """The games played in its date range (under its rules preset, if it has one)."""


@valueclass
class Season:
    uid: str
    name: str
    date_from: date | None = None
    """The first day that counts, if any."""
    date_to: date | None = None
    """The last day that counts, if any."""
    rules_preset: str | None = None
    """The preset its games are played under (a key of `core.rules.presets`), if it has one."""
    counting: Counting = Counting.BY_EVENTS


@valueclass
class ClubNight:
    """A club night (an event): an evening of games, in a season or none."""

    uid: str
    name: str
    date: date | None
    """The day it was set for; for a night known from game files only, its first game's day."""
    season_uid: str | None
    games: int = 0
    """The stored games played at it."""


class NightChoice(NamedTuple):
    """A club night as a list to choose from shows it: cheaper to read than a `ClubNight`."""

    uid: str
    name: str
    day: str | None
    """`ClubNight.date` as written (YYYY-MM-DD), if it has one."""


def day(text: object) -> date | None:
    return None if text is None else date.fromisoformat(str(text))


def _day_text(value: date | None) -> str | None:
    return None if value is None else value.isoformat()


def _games_where(connection: sqlite3.Connection, condition: str, value: str) -> list[int]:
    return [
        int(game_id)
        for (game_id,) in connection.execute(
            f"SELECT g.id FROM games AS g LEFT JOIN events AS e ON e.uid = g.event_uid"
            f" WHERE {condition} ORDER BY g.id",
            (value,),
        )
    ]


_NIGHT_SQL = (
    "SELECT e.uid, e.name, coalesce(e.date, min(g.played_on)), e.season_uid, count(g.id)"
    " FROM events AS e LEFT JOIN games AS g ON g.event_uid = e.uid"
)


def _night(row: tuple[object, ...]) -> ClubNight:
    uid, name, when, season, games = row
    return ClubNight(
        str(uid), str(name), day(when), None if season is None else str(season), int(str(games))
    )


def _season(row: tuple[object, ...]) -> Season:
    uid, name, first, last, preset, counting = row
    return Season(
        str(uid),
        str(name),
        day(first),
        day(last),
        None if preset is None else str(preset),
        Counting(str(counting)),
    )


def _checked_name(name: str) -> str:
    name = name.strip()
    if not name:
        raise LibraryError(translate("library", "Give it a name."))
    return name


def _checked_range(first: date | None, last: date | None) -> None:
    if first is not None and last is not None and last < first:
        raise LibraryError(
            translate("library", "The season ends before it begins: check its dates.")
        )


class SeasonsMixin(LibraryAccess):
    """The seasons and club nights part of `GameLibrary`."""

    # --- seasons -------------------------------------------------------------------------------

    def seasons(self) -> list[Season]:
        """Every season, the latest first (by its first day; seasons without one last)."""
        rows = self._read(
            "SELECT uid, name, date_from, date_to, rules_preset, counting FROM seasons"
            " ORDER BY date_from IS NULL, date_from DESC, name"
        )
        return [_season(tuple(row)) for row in rows]

    def season(self, uid: str) -> Season:
        rows = self._read(
            "SELECT uid, name, date_from, date_to, rules_preset, counting FROM seasons"
            " WHERE uid = ?",
            (uid,),
        )
        if not rows:
            raise LibraryError(translate("library", "That season is not in the library."))
        return _season(tuple(rows[0]))

    def add_season(
        self,
        name: str,
        *,
        date_from: date | None = None,
        date_to: date | None = None,
        rules_preset: str | None = None,
        counting: Counting = Counting.BY_EVENTS,
        uid: str | None = None,
    ) -> Season:
        """A new season (with a new identity unless `uid` is given)."""
        season = Season(
            uid or new_game_id(), _checked_name(name), date_from, date_to, rules_preset, counting
        )
        _checked_range(date_from, date_to)
        with self._writing() as connection:
            if connection.execute("SELECT 1 FROM seasons WHERE uid = ?", (season.uid,)).fetchone():
                raise LibraryError(translate("library", "That season is already in the library."))
            connection.execute(
                "INSERT INTO seasons (uid, name, date_from, date_to, rules_preset, counting)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (
                    season.uid,
                    season.name,
                    _day_text(date_from),
                    _day_text(date_to),
                    rules_preset,
                    counting.value,
                ),
            )
        return season

    def update_season(self, season: Season) -> list[RecordLink]:
        """Give the season `season.uid` the name, dates, preset and counting of `season`; the
        links of the games whose records name it, when its name changed."""
        name = _checked_name(season.name)
        _checked_range(season.date_from, season.date_to)
        with self._writing() as connection:
            row = connection.execute(
                "SELECT name FROM seasons WHERE uid = ?", (season.uid,)
            ).fetchone()
            if row is None:
                raise LibraryError(translate("library", "That season is not in the library."))
            connection.execute(
                "UPDATE seasons SET name = ?, date_from = ?, date_to = ?, rules_preset = ?,"
                " counting = ? WHERE uid = ?",
                (
                    name,
                    _day_text(season.date_from),
                    _day_text(season.date_to),
                    season.rules_preset,
                    season.counting.value,
                    season.uid,
                ),
            )
            if row[0] == name:
                return []
            games = _games_where(connection, "e.season_uid = ?", season.uid)
            return rewrite_links(connection, games)

    def rename_season(self, uid: str, name: str) -> list[RecordLink]:
        return self.update_season(replace(self.season(uid), name=name))

    def delete_season(self, uid: str) -> list[RecordLink]:
        """Delete a season: its club nights and their games stay, in no season. The links of
        the games whose records named it."""
        with self._writing() as connection:
            games = _games_where(connection, "e.season_uid = ?", uid)
            if not connection.execute("DELETE FROM seasons WHERE uid = ?", (uid,)).rowcount:
                raise LibraryError(translate("library", "That season is not in the library."))
            return rewrite_links(connection, games)

    # --- club nights ---------------------------------------------------------------------------

    def club_nights(self) -> list[ClubNight]:
        """Every club night, the latest first (nights without a day last)."""
        rows = self._read(_NIGHT_SQL + " GROUP BY e.uid ORDER BY 3 IS NULL, 3 DESC, e.name")
        return [_night(tuple(row)) for row in rows]

    def night_choices(self) -> list[NightChoice]:
        """Every club night in the order of `club_nights`, without counting its games: each
        night's day is looked up in the index of its games, not counted from them."""
        rows = self._read(
            "SELECT uid, name, day FROM (SELECT e.uid, e.name, coalesce(e.date,"
            " (SELECT min(played_on) FROM games WHERE event_uid = e.uid)) AS day FROM events AS e)"
            " ORDER BY day IS NULL, day DESC, name"
        )
        return list(map(NightChoice._make, rows))

    def club_nights_of(self, season_uid: str | None) -> list[ClubNight]:
        """The club nights of a season (of none, for None), the latest first."""
        rows = self._read(
            _NIGHT_SQL + " WHERE e.season_uid IS ? GROUP BY e.uid"
            " ORDER BY 3 IS NULL, 3 DESC, e.name",
            (season_uid,),
        )
        return [_night(tuple(row)) for row in rows]

    def club_night(self, uid: str) -> ClubNight:
        rows = self._read(_NIGHT_SQL + " WHERE e.uid = ? GROUP BY e.uid", (uid,))
        if not rows:
            raise LibraryError(translate("library", "That club night is not in the library."))
        return _night(tuple(rows[0]))

    def add_club_night(
        self,
        name: str,
        when: date | None = None,
        season_uid: str | None = None,
        uid: str | None = None,
    ) -> ClubNight:
        """A new club night (with a new identity unless `uid` is given)."""
        night = ClubNight(uid or new_game_id(), _checked_name(name), when, season_uid)
        with self._writing() as connection:
            if connection.execute("SELECT 1 FROM events WHERE uid = ?", (night.uid,)).fetchone():
                raise LibraryError(
                    translate("library", "That club night is already in the library.")
                )
            _check_season(connection, season_uid)
            connection.execute(
                "INSERT INTO events (uid, name, date, season_uid) VALUES (?, ?, ?, ?)",
                (night.uid, night.name, _day_text(when), season_uid),
            )
        return night

    def update_club_night(self, night: ClubNight) -> list[RecordLink]:
        """Give the club night `night.uid` the name, day and season of `night` (its `games` are
        not read); the links of its games when their records change (name or season)."""
        name = _checked_name(night.name)
        with self._writing() as connection:
            row = connection.execute(
                "SELECT name, season_uid FROM events WHERE uid = ?", (night.uid,)
            ).fetchone()
            if row is None:
                raise LibraryError(translate("library", "That club night is not in the library."))
            _check_season(connection, night.season_uid)
            connection.execute(
                "UPDATE events SET name = ?, date = ?, season_uid = ? WHERE uid = ?",
                (name, _day_text(night.date), night.season_uid, night.uid),
            )
            if tuple(row) == (name, night.season_uid):
                return []
            return rewrite_links(connection, _games_where(connection, "g.event_uid = ?", night.uid))

    def rename_club_night(self, uid: str, name: str) -> list[RecordLink]:
        return self.update_club_night(replace(self.club_night(uid), name=name))

    def delete_club_night(self, uid: str) -> list[RecordLink]:
        """Delete a club night: its games stay in the library, at no night. Their links."""
        with self._writing() as connection:
            games = _games_where(connection, "g.event_uid = ?", uid)
            connection.execute("UPDATE games SET event_uid = NULL WHERE event_uid = ?", (uid,))
            if not connection.execute("DELETE FROM events WHERE uid = ?", (uid,)).rowcount:
                raise LibraryError(translate("library", "That club night is not in the library."))
            return rewrite_links(connection, games)

    # --- games at club nights ------------------------------------------------------------------

    def assign_game(self, game_id: int, night_uid: str | None) -> RecordLink:
        """Put the stored game `game_id` at the club night `night_uid` (at none, for None); its
        link, for its file."""
        with self._writing() as connection:
            if (
                night_uid is not None
                and not connection.execute(
                    "SELECT 1 FROM events WHERE uid = ?", (night_uid,)
                ).fetchone()
            ):
                raise LibraryError(translate("library", "That club night is not in the library."))
            if not connection.execute(
                "UPDATE games SET event_uid = ? WHERE id = ?", (night_uid, game_id)
            ).rowcount:
                raise LibraryError(
                    translate("library", "There is no game {id} in the library.").format(id=game_id)
                )
            (link,) = rewrite_links(connection, [game_id])
            return link

    def game_link(self, game_id: int) -> RecordLink:
        """What the record of the stored game `game_id` should say about its night and season."""
        rows = self._read(LINK_SQL + " WHERE g.id = ?", (game_id,))
        if not rows:
            raise LibraryError(
                translate("library", "There is no game {id} in the library.").format(id=game_id)
            )
        return RecordLink(int(rows[0][0]), *rows[0][1:])


def _check_season(connection: sqlite3.Connection, season_uid: str | None) -> None:
    if (
        season_uid is not None
        and not connection.execute("SELECT 1 FROM seasons WHERE uid = ?", (season_uid,)).fetchone()
    ):
        raise LibraryError(translate("library", "That season is not in the library."))
