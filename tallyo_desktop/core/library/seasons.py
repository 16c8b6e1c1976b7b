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
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import date
from enum import StrEnum

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.library.access import LibraryAccess
from tallyo_desktop.core.library.errors import LibraryError
from tallyo_desktop.core.library.writing import record_hash
from tallyo_desktop.core.record.format import (
    FILE_SUFFIX,
    Metadata,
    game_to_json,
    new_game_id,
    saved_game_from_json,
)


class Counting(StrEnum):
    """Which games count for a season."""

    BY_EVENTS = "events"
    """The games of its club nights."""
    BY_DATE = "date"
    """The games played in its date range (under its rules preset, if it has one)."""


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class ClubNight:
    """A club night (an event): an evening of games, in a season or none."""

    uid: str
    name: str
    date: date | None
    """The day it was set for; for a night known from game files only, its first game's day."""
    season_uid: str | None
    games: int = 0
    """The stored games played at it."""


@dataclass(frozen=True)
class RecordLink:
    """What a game's record says about its club night and season, as the library has it now."""

    game_id: int
    """The game's id in the library."""
    game_uid: str | None
    """The game's identity: its file in the app's finished games is `file_name`."""
    event_id: str | None
    event_name: str | None
    season_id: str | None
    season_name: str | None

    @property
    def file_name(self) -> str | None:
        """The name of the game's file among the app's finished games, if it has an identity."""
        return None if self.game_uid is None else f"{self.game_uid}{FILE_SUFFIX}"

    def applied_to(self, metadata: Metadata) -> Metadata:
        """`metadata` naming this club night and season (and nothing else changed)."""
        return replace(
            metadata,
            event_id=self.event_id,
            event_name=self.event_name,
            season_id=self.season_id,
            season_name=self.season_name,
        )

    def applied_to_record(self, record_json: str) -> str:
        """The record `record_json` (a game file's text) naming this club night and season.
        Raises TallyoError if it cannot be read."""
        saved = saved_game_from_json(record_json)
        return game_to_json(saved.game, self.applied_to(saved.metadata))


def day(text: object) -> date | None:
    return None if text is None else date.fromisoformat(str(text))


def _day_text(value: date | None) -> str | None:
    return None if value is None else value.isoformat()


_LINK_SQL = (
    "SELECT g.id, g.game_uid, e.uid, e.name, s.uid, s.name FROM games AS g"
    " LEFT JOIN events AS e ON e.uid = g.event_uid"
    " LEFT JOIN seasons AS s ON s.uid = e.season_uid"
)


def _rewrite(connection: sqlite3.Connection, game_ids: Iterable[int]) -> list[RecordLink]:
    """Write each game's link into the library's copy of its record; the links."""
    links: list[RecordLink] = []
    for game_id in game_ids:
        row = connection.execute(_LINK_SQL + " WHERE g.id = ?", (game_id,)).fetchone()
        link = RecordLink(int(row[0]), *row[1:])
        (text,) = connection.execute(
            "SELECT record_json FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        try:
            new_text = link.applied_to_record(str(text))
        except TallyoError:
            # A record the library cannot read keeps its text; its link is still given.
            new_text = None
        if new_text is not None and new_text != text:
            connection.execute(
                "UPDATE games SET record_json = ?, record_sha256 = ? WHERE id = ?",
                (new_text, record_hash(new_text), game_id),
            )
        links.append(link)
    return links


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
            return _rewrite(connection, _games_where(connection, "e.season_uid = ?", season.uid))

    def rename_season(self, uid: str, name: str) -> list[RecordLink]:
        return self.update_season(replace(self.season(uid), name=name))

    def delete_season(self, uid: str) -> list[RecordLink]:
        """Delete a season: its club nights and their games stay, in no season. The links of
        the games whose records named it."""
        with self._writing() as connection:
            games = _games_where(connection, "e.season_uid = ?", uid)
            if not connection.execute("DELETE FROM seasons WHERE uid = ?", (uid,)).rowcount:
                raise LibraryError(translate("library", "That season is not in the library."))
            return _rewrite(connection, games)

    # --- club nights ---------------------------------------------------------------------------

    def club_nights(self) -> list[ClubNight]:
        """Every club night, the latest first (nights without a day last)."""
        rows = self._read(_NIGHT_SQL + " GROUP BY e.uid ORDER BY 3 IS NULL, 3 DESC, e.name")
        return [_night(tuple(row)) for row in rows]

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
            return _rewrite(connection, _games_where(connection, "g.event_uid = ?", night.uid))

    def rename_club_night(self, uid: str, name: str) -> list[RecordLink]:
        return self.update_club_night(replace(self.club_night(uid), name=name))

    def delete_club_night(self, uid: str) -> list[RecordLink]:
        """Delete a club night: its games stay in the library, at no night. Their links."""
        with self._writing() as connection:
            games = _games_where(connection, "g.event_uid = ?", uid)
            connection.execute("UPDATE games SET event_uid = NULL WHERE event_uid = ?", (uid,))
            if not connection.execute("DELETE FROM events WHERE uid = ?", (uid,)).rowcount:
                raise LibraryError(translate("library", "That club night is not in the library."))
            return _rewrite(connection, games)

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
            (link,) = _rewrite(connection, [game_id])
            return link

    def game_link(self, game_id: int) -> RecordLink:
        """What the record of the stored game `game_id` should say about its night and season."""
        rows = self._read(_LINK_SQL + " WHERE g.id = ?", (game_id,))
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
