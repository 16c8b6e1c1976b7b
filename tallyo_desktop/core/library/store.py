"""The game library: finished games kept in a SQLite file, and standings across them.

Each game keeps its full record (JSON text, written elsewhere) next to the figures the library
shows, so the figures can be read without replaying anything, and the record can be opened again.
How the file is opened and upgraded is in `opening`; how games are written into it, in `writing`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator, Sequence, Sized
from contextlib import contextmanager
from datetime import datetime
from os import PathLike
from pathlib import Path
from types import TracebackType
from typing import Any, Self

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.library.damage import is_damage
from tallyo_desktop.core.library.errors import LibraryError
from tallyo_desktop.core.library.listing import ListingMixin
from tallyo_desktop.core.library.opening import open_library_file
from tallyo_desktop.core.library.people import PeopleMixin
from tallyo_desktop.core.library.practice_log import (
    ACCURACY_SQL,
    PracticeSession,
    accuracy_from_rows,
    insert_session,
    sessions_in,
)
from tallyo_desktop.core.library.rows import (
    LISTED_SOURCE,
    GameSummary,
    ListedGame,
    PlayerResult,
)
from tallyo_desktop.core.library.scope_games import ScopeGamesMixin
from tallyo_desktop.core.library.seasons import SeasonsMixin
from tallyo_desktop.core.library.work import Progress, current, roomy_cache
from tallyo_desktop.core.library.writing import add_game, recount_games, replace_games
from tallyo_desktop.core.practice.drill import Accuracy
from tallyo_desktop.core.rules.presets import name_of
from tallyo_desktop.core.table.game import Game


class GameLibrary(SeasonsMixin, PeopleMixin, ScopeGamesMixin, ListingMixin):
    """A library file, opened (and created or upgraded if needed) on construction.

    Seasons and club nights are in `seasons`, players as people in `people`, standings and
    statistics by person in `statistics`, the list of games read a page at a time in `listing`.
    """

    def __init__(self, path: str | PathLike[str], progress: Progress | None = None) -> None:
        """A long upgrade (or mend) reports to `progress`, else to the one set up around the
        caller (`work.reported_to`)."""
        self.path = Path(path)
        connection, _version = open_library_file(self.path, current(progress))
        self._connection: sqlite3.Connection | None = connection

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
        with self._writing() as connection:
            return add_game(connection, game, record_json, finished_at, uid)

    def add_finished_games(
        self, games: Iterable[tuple[Game, str, datetime, str | None]]
    ) -> list[int]:
        """Store many finished games (each as `add_finished_game` takes it) in one transaction:
        all of them, or none if one cannot be stored; their ids in the library."""
        games = list(games)
        if not all(game.is_over for game, *_ in games):
            raise LibraryError(
                translate("library", "Only a finished game can be added to the library.")
            )
        with self._writing() as connection:
            return [add_game(connection, *game) for game in games]

    def record_digests(self) -> list[tuple[int, str | None, str]]:
        """Each stored game's id, its identity (if it has one) and its record's SHA-256."""
        return [
            (int(game_id), None if uid is None else str(uid), str(digest))
            for game_id, uid, digest in self._read("SELECT id, game_uid, record_sha256 FROM games")
        ]

    def recount(self, progress: Progress | None = None) -> None:
        """Work every stored game's figures out again from its record, as the core settles
        it now. A record that cannot be read keeps the figures it has."""
        ids = [int(game_id) for (game_id,) in self._read("SELECT id FROM games")]
        with self._writing() as connection, roomy_cache(connection):
            recount_games(connection, ids, current(progress))

    def rebuild(
        self,
        records: Iterable[tuple[str, datetime]],
        progress: Progress | None = None,
        total: int | None = None,
    ) -> int:
        """Replace every stored game by the finished games of `records` (each a record's text
        and when the game finished); the number stored. Records that cannot be read are left
        out. All of it or nothing: cancelled (`progress` raising `work.Cancelled`), it leaves
        the library as it was. `total`: how many records there are, if `records` cannot say."""
        if total is None:
            total = len(records) if isinstance(records, Sized) else 0
        with self._writing() as connection, roomy_cache(connection):
            return replace_games(connection, records, total, current(progress))

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
            " json_group_array(json_array(p.seat, p.name, p.points, p.place, p.result)),"
            f" {LISTED_SOURCE}"
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
