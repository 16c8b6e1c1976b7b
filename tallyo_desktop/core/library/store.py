"""The game library: finished games kept in a SQLite file, and standings across them.

Each game keeps its full record (JSON text, written elsewhere) next to the figures the library
shows, so the figures can be read without replaying anything, and the record can be opened again.

The schema version lives in `PRAGMA user_version` and the file is marked with its own
`PRAGMA application_id`, so a database that belongs to another program, or that a newer version
of the app has upgraded, is refused rather than changed. Each migration step runs in a single
transaction: a step that fails leaves the file at the version before it.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from os import PathLike
from pathlib import Path
from types import TracebackType
from typing import Any, Self

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.library.damage import is_busy, is_damage, visible_damage
from tallyo_desktop.core.library.practice_log import (
    ACCURACY_SQL,
    PracticeSession,
    accuracy_from_rows,
    insert_session,
    sessions_in,
)
from tallyo_desktop.core.library.rows import (
    GameSummary,
    ListedGame,
    ListedPlayer,
    PlayerResult,
    PlayerStanding,
    game_statistics,
)
from tallyo_desktop.core.library.schema import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION
from tallyo_desktop.core.practice.drill import Accuracy
from tallyo_desktop.core.rules.presets import name_of, rules_name
from tallyo_desktop.core.rules.rules import GameLength
from tallyo_desktop.core.table.game import Game

__all__ = [
    "APPLICATION_ID",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "DamagedLibraryError",
    "GameLibrary",
    "GameSummary",
    "LibraryError",
    "ListedGame",
    "ListedPlayer",
    "PlayerResult",
    "PlayerStanding",
    "PracticeSession",
    "game_statistics",
]


RECOUNTED_FROM = 3
"""Libraries of an older schema hold figures counted before the settlement followed each
preset's sources: they are counted again when upgraded."""


BUSY_TIMEOUT = 5.0
"""Seconds to wait for another connection's write to the library to end."""


class LibraryError(TallyoError):
    """The library file cannot be opened, read or written, or a request does not fit it."""


class DamagedLibraryError(LibraryError):
    """The library file is damaged: what it holds cannot be read as a library. It is left as it
    is; the finished games' files hold everything a new library needs."""

    def __init__(self, message: str, path: Path) -> None:
        super().__init__(message)
        self.path = path


def _stamp(moment: datetime) -> str:
    """A UTC timestamp in one fixed format, so that text order is time order."""
    if moment.tzinfo is None:
        # A naive time is what the clock on the wall said.
        moment = moment.astimezone()
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def _record_hash(record_json: str) -> str:
    return hashlib.sha256(record_json.encode("utf-8")).hexdigest()


class GameLibrary:
    """A library file, opened (and created or upgraded if needed) on construction."""

    def __init__(self, path: str | PathLike[str]) -> None:
        self.path = Path(path)
        seen = visible_damage(self.path)
        if seen is not None:
            raise DamagedLibraryError(seen, self.path)
        try:
            connection = sqlite3.connect(self.path, isolation_level=None, timeout=BUSY_TIMEOUT)
        except sqlite3.Error as error:
            raise LibraryError(
                translate("library", "The game library {path} cannot be opened: {reason}.").format(
                    path=self.path, reason=error
                )
            ) from None
        self._connection: sqlite3.Connection | None = connection
        try:
            self._open()
        except BaseException:
            connection.close()
            self._connection = None
            raise

    # --- opening and upgrading ------------------------------------------------------------------

    def _open(self) -> None:
        connection = self._db
        # Nothing may be written before the file is known to be a library this version can read.
        try:
            connection.execute("PRAGMA foreign_keys = ON")
            version = self._check_file()
        except sqlite3.DatabaseError as error:
            if is_damage(error):
                raise DamagedLibraryError(
                    translate(
                        "library",
                        "{path} is not a game library (the file is not a SQLite database: "
                        "{reason}). It was left as it is.",
                    ).format(path=self.path, reason=error),
                    self.path,
                ) from None
            raise self._not_opened(error) from None
        try:
            connection.execute("PRAGMA journal_mode = WAL")
            if version < SCHEMA_VERSION:
                self._migrate(version)
            if 0 < version < RECOUNTED_FROM:
                # Figures stored before the settlement followed each preset's sources.
                self.recount()
        except sqlite3.Error as error:
            message = translate(
                "library", "The game library {path} cannot be upgraded: {reason}."
            ).format(path=self.path, reason=error)
            if is_damage(error):
                raise DamagedLibraryError(message, self.path) from None
            if is_busy(error):
                raise self._not_opened(error) from None
            raise LibraryError(message) from None

    def _not_opened(self, error: sqlite3.Error) -> LibraryError:
        """Why a library that is not damaged cannot be opened now; it is left as it is."""
        if is_busy(error):
            return LibraryError(
                translate(
                    "library",
                    "The game library {path} is in use by another program ({reason}). Close "
                    "that program and try again; the file was left as it is.",
                ).format(path=self.path, reason=error)
            )
        return LibraryError(
            translate("library", "The game library {path} cannot be opened: {reason}.").format(
                path=self.path, reason=error
            )
        )

    def _read_version(self) -> tuple[int, int, int]:
        connection = self._db
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        application = connection.execute("PRAGMA application_id").fetchone()[0]
        objects = connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        return int(version), int(application), int(objects)

    def _check_file(self) -> int:
        version, application, objects = self._read_version()
        empty = objects == 0 and version == 0 and application == 0
        if not empty and application != APPLICATION_ID:
            raise LibraryError(
                translate(
                    "library",
                    "{path} is a database of another program, not a game library. "
                    "It was left as it is.",
                ).format(path=self.path)
            )
        self._refuse_newer(version)
        return version

    def _refuse_newer(self, version: int) -> None:
        if version > SCHEMA_VERSION:
            raise LibraryError(
                translate(
                    "library",
                    "The game library {path} was written by a newer version of Tallyo "
                    "(library format {version}; this version reads up to {readable}). "
                    "Update Tallyo to open it; the file was left as it is.",
                ).format(path=self.path, version=version, readable=SCHEMA_VERSION)
            )

    def _migrate(self, stored: int) -> None:
        connection = self._db
        for target in range(stored + 1, len(MIGRATIONS) + 1):
            # Another copy of the app may be upgrading the same file: read the version again
            # once the write lock is held.
            connection.execute("BEGIN IMMEDIATE")
            try:
                version = int(connection.execute("PRAGMA user_version").fetchone()[0])
                self._refuse_newer(version)
                if version < target:
                    for statement in MIGRATIONS[target - 1]:
                        connection.execute(statement)
                    connection.execute(f"PRAGMA user_version = {target}")
            except BaseException:
                connection.execute("ROLLBACK")
                raise
            connection.execute("COMMIT")

    # --- connection ----------------------------------------------------------------------------

    @property
    def _db(self) -> sqlite3.Connection:
        if self._connection is None:
            raise LibraryError(translate("library", "The game library is closed."))
        return self._connection

    def is_damaged(self) -> bool:
        """Whether SQLite finds damage anywhere in the file: it reads all of it."""
        try:
            rows = self._db.execute("PRAGMA quick_check").fetchall()
        except sqlite3.DatabaseError as error:
            return is_damage(error)
        return [tuple(row) for row in rows] != [("ok",)]

    @property
    def schema_version(self) -> int:
        return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    @contextmanager
    def _writing(self) -> Iterator[sqlite3.Connection]:
        """One write transaction; sqlite's own errors come out as LibraryError."""
        connection = self._db
        try:
            connection.execute("BEGIN IMMEDIATE")
            try:
                yield connection
                connection.execute("COMMIT")
            except BaseException:
                if connection.in_transaction:
                    connection.execute("ROLLBACK")
                raise
        except sqlite3.Error as error:
            raise LibraryError(
                translate("library", "The game library cannot be written: {reason}.").format(
                    reason=error
                )
            ) from None

    def _read(self, sql: str, parameters: Sequence[object] = ()) -> list[Any]:
        try:
            return self._db.execute(sql, parameters).fetchall()
        except sqlite3.Error as error:
            raise LibraryError(
                translate("library", "The game library cannot be read: {reason}.").format(
                    reason=error
                )
            ) from None

    # --- games ---------------------------------------------------------------------------------

    def add_finished_game(
        self, game: Game, record_json: str, finished_at: datetime, uid: str | None = None
    ) -> int:
        """Store a finished game and return its id in the library. A game known by its `uid`
        (its record's identity) replaces what was stored for it, unless that is the same record,
        which keeps its date; without one, a record already stored keeps its first id."""
        if not game.is_over:
            raise LibraryError(
                translate("library", "Only a finished game can be added to the library.")
            )
        digest = _record_hash(record_json)
        with self._writing() as connection:
            if uid is not None:
                # The same game stored again (opened again, say) keeps its place and its date.
                same = connection.execute(
                    "SELECT id FROM games WHERE game_uid = ? AND record_sha256 = ?", (uid, digest)
                ).fetchone()
                if same is not None:
                    return int(same[0])
                connection.execute("DELETE FROM games WHERE game_uid = ?", (uid,))
            found = connection.execute(
                "SELECT id FROM games WHERE record_sha256 = ?", (digest,)
            ).fetchone()
            if found is not None:
                if uid is not None:
                    connection.execute(
                        "UPDATE games SET game_uid = ? WHERE id = ?", (uid, int(found[0]))
                    )
                return int(found[0])
            return self._insert(connection, game, record_json, digest, _stamp(finished_at), uid)

    def _insert(
        self,
        connection: sqlite3.Connection,
        game: Game,
        record_json: str,
        digest: str,
        stamp: str,
        uid: str | None,
    ) -> int:
        rules = game.rules
        cursor = connection.execute(
            "INSERT INTO games (finished_at, rules_name, hands_played, record_json,"
            " record_sha256, game_uid, players, rules_preset, east_only)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                stamp,
                rules_name(rules),
                game.state.hands_played,
                record_json,
                digest,
                uid,
                rules.players,
                rules.preset,
                int(rules.game_length is GameLength.EAST_ONLY),
            ),
        )
        game_id = cursor.lastrowid
        assert game_id is not None
        self._insert_players(connection, game_id, game)
        return game_id

    @staticmethod
    def _insert_players(connection: sqlite3.Connection, game_id: int, game: Game) -> None:
        statistics = game_statistics(game)
        standings = game.settlement().standings
        connection.executemany(
            "INSERT INTO players (game_id, seat, name, points, place, result, wins,"
            " deal_ins, riichi) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    game_id,
                    standing.seat,
                    standing.name,
                    standing.points,
                    standing.place,
                    standing.result,
                    statistics[standing.seat].wins,
                    statistics[standing.seat].deal_ins,
                    statistics[standing.seat].riichi,
                )
                for standing in standings
            ],
        )

    def recount(self) -> None:
        """Work every stored game's figures out again from its record, as the core settles
        it now. A record that cannot be read keeps the figures it has."""
        # Imported here: the library does not otherwise read records.
        from tallyo_desktop.core.record.format import saved_game_from_json

        rows = self._read("SELECT id, record_json FROM games")
        with self._writing() as connection:
            for game_id, record_json in rows:
                try:
                    saved = saved_game_from_json(str(record_json))
                except TallyoError:
                    continue
                game, rules = saved.game, saved.game.rules
                connection.execute("DELETE FROM players WHERE game_id = ?", (game_id,))
                connection.execute(
                    "UPDATE games SET rules_name = ?, hands_played = ?, players = ?,"
                    " rules_preset = ?, east_only = ?,"
                    " game_uid = coalesce(game_uid, ?) WHERE id = ?",
                    (
                        rules_name(rules),
                        game.state.hands_played,
                        rules.players,
                        rules.preset,
                        int(rules.game_length is GameLength.EAST_ONLY),
                        saved.metadata.id,
                        game_id,
                    ),
                )
                self._insert_players(connection, int(game_id), game)

    def rebuild(self, records: Iterable[tuple[str, datetime]]) -> int:
        """Replace every stored game by the finished games of `records` (each a record's text
        and when the game finished); the number stored. Records that cannot be read are left
        out."""
        from tallyo_desktop.core.record.format import saved_game_from_json

        stored = 0
        with self._writing() as connection:
            connection.execute("DELETE FROM games")
            for record_json, finished_at in records:
                try:
                    saved = saved_game_from_json(record_json)
                except TallyoError:
                    continue
                if not saved.game.is_over:
                    continue
                digest = _record_hash(record_json)
                if connection.execute(
                    "SELECT 1 FROM games WHERE record_sha256 = ? OR game_uid = ?",
                    (digest, saved.metadata.id),
                ).fetchone():
                    continue
                self._insert(
                    connection,
                    saved.game,
                    record_json,
                    digest,
                    _stamp(finished_at),
                    saved.metadata.id,
                )
                stored += 1
        return stored

    def delete_game_uid(self, uid: str) -> bool:
        """Take the game known by `uid` out of the library; False if it was not in it."""
        with self._writing() as connection:
            return bool(connection.execute("DELETE FROM games WHERE game_uid = ?", (uid,)).rowcount)

    def games(self) -> list[GameSummary]:
        """Every stored game, the most recently finished first."""
        rows = self._read(
            "SELECT g.id, g.finished_at, g.rules_preset, g.east_only, g.hands_played,"
            " p.seat, p.name, p.points, p.place, p.result, p.wins, p.deal_ins, p.riichi"
            " FROM games AS g JOIN players AS p ON p.game_id = g.id"
            " ORDER BY g.finished_at DESC, g.id DESC, p.seat"
        )
        summaries: list[GameSummary] = []
        players: list[PlayerResult] = []
        for index, row in enumerate(rows):
            game_id, stamp, preset, east, hands, seat, name, points, place, result = row[:10]
            wins, deal_ins, riichi = row[10:]
            players.append(
                PlayerResult(
                    seat=int(seat),
                    name=str(name),
                    points=int(points),
                    place=int(place),
                    result=int(result),
                    hands_played=int(hands),
                    wins=int(wins),
                    deal_ins=int(deal_ins),
                    riichi=int(riichi),
                )
            )
            last_of_game = index + 1 == len(rows) or rows[index + 1][0] != game_id
            if last_of_game:
                summaries.append(
                    GameSummary(
                        id=int(game_id),
                        finished_at=datetime.fromisoformat(str(stamp)),
                        rules_name=name_of(str(preset), east_only=bool(east)),
                        players=tuple(players),
                    )
                )
                players = []
        return summaries

    def listed_games(self) -> list[ListedGame]:
        """Every stored game as the list of games shows it, the most recently finished first:
        what `games` returns without the figures the list does not show, one row a game."""
        rows = self._read(
            "SELECT g.id, g.finished_at, g.rules_preset, g.east_only,"
            " json_group_array(json_array(p.seat, p.name, p.points, p.place, p.result))"
            " FROM games AS g JOIN players AS p ON p.game_id = g.id"
            " GROUP BY g.id ORDER BY g.finished_at DESC, g.id DESC"
        )
        return list(map(ListedGame._make, rows))

    def record_json(self, game_id: int) -> str:
        rows = self._read("SELECT record_json FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise LibraryError(
                translate("library", "There is no game {id} in the library.").format(id=game_id)
            )
        return str(rows[0][0])

    def delete_game(self, game_id: int) -> None:
        with self._writing() as connection:
            deleted = connection.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount
            if not deleted:
                raise LibraryError(
                    translate("library", "There is no game {id} in the library.").format(id=game_id)
                )

    # --- standings -----------------------------------------------------------------------------

    def standings(self, players: int = 4) -> list[PlayerStanding]:
        """Each player name's figures over its games of `players` players (three- and
        four-player games are not counted together), the best total result first."""
        rows = self._read(
            "SELECT p.name, count(*), sum(p.place), sum(p.place = 1), sum(p.result),"
            " sum(g.hands_played), sum(p.wins), sum(p.deal_ins), sum(p.riichi)"
            # The games first: walking the players by name and looking up each one's game
            # takes twice as long.
            " FROM games AS g CROSS JOIN players AS p ON p.game_id = g.id"
            " WHERE g.players = ?"
            " GROUP BY p.name"
            " ORDER BY sum(p.result) DESC, CAST(sum(p.place) AS REAL) / count(*), p.name",
            (players,),
        )
        return [
            PlayerStanding(
                str(name),
                *(int(value) for value in figures),
            )
            for name, *figures in rows
        ]

    # --- the counting practice -----------------------------------------------------------------

    def add_practice_session(self, session: PracticeSession) -> None:
        with self._writing() as connection:
            insert_session(connection, session)

    def take_practice_from(self, path: Path) -> int:
        """Keep here the practice sessions the library file `path` still holds (one set aside
        as damaged): how many."""
        sessions = sessions_in(path)
        with self._writing() as connection:
            for session in sessions:
                insert_session(connection, session)
        return len(sessions)

    def practice_accuracy(self) -> Accuracy:
        """The accuracy by topic over every practice session kept."""
        return accuracy_from_rows(self._read(ACCURACY_SQL))
