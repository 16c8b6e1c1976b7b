"""Writing games into the library: one finished game, games counted again from their records,
or every game replaced. Each function runs inside the caller's write transaction; the people's
totals follow the players written (the file's triggers keep them, or, when many games are
written at once, they are counted again once at the end: `totals_counted_at_the_end`)."""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library import schema
from tallyo_desktop.core.library.club_links import club_metadata, link_from_metadata, played_on
from tallyo_desktop.core.library.figures import win_and_deal_in_points
from tallyo_desktop.core.library.people import link_players, person_for
from tallyo_desktop.core.library.rows import game_statistics
from tallyo_desktop.core.library.work import Progress, statements_reported
from tallyo_desktop.core.rules.presets import filed, rules_name
from tallyo_desktop.core.rules.rules import GameLength
from tallyo_desktop.core.table.game import Game

if TYPE_CHECKING:
    from tallyo_desktop.core.record.format import SavedGame


def stamp(moment: datetime) -> str:
    """A UTC timestamp in one fixed format, so that text order is time order."""
    if moment.tzinfo is None:
        # A naive time is what the clock on the wall said.
        moment = moment.astimezone()
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def record_hash(record_json: str) -> str:
    return hashlib.sha256(record_json.encode("utf-8")).hexdigest()


def add_game(
    connection: sqlite3.Connection,
    game: Game,
    record_json: str,
    finished_at: datetime,
    uid: str | None,
) -> int:
    """Store a finished game and return its id; see `GameLibrary.add_finished_game`."""
    digest = record_hash(record_json)
    if uid is not None:
        # The same game stored again (opened again, say) keeps its place and its date.
        same = connection.execute(
            "SELECT id FROM games WHERE game_uid = ? AND record_sha256 = ?", (uid, digest)
        ).fetchone()
        if same is not None:
            return int(same[0])
        connection.execute("DELETE FROM games WHERE game_uid = ?", (uid,))
    found = connection.execute("SELECT id FROM games WHERE record_sha256 = ?", (digest,)).fetchone()
    if found is not None:
        if uid is not None:
            connection.execute("UPDATE games SET game_uid = ? WHERE id = ?", (uid, int(found[0])))
        return int(found[0])
    metadata = club_metadata(record_json)
    event = link_from_metadata(connection, metadata)
    return _insert(connection, game, record_json, digest, finished_at, uid, event, metadata.source)


def _insert(
    connection: sqlite3.Connection,
    game: Game,
    record_json: str,
    digest: str,
    finished_at: datetime,
    uid: str | None,
    event_uid: str | None,
    source: str | None,
) -> int:
    rules = filed(game.rules)
    cursor = connection.execute(
        "INSERT INTO games (finished_at, rules_name, hands_played, record_json,"
        " record_sha256, game_uid, players, rules_preset, east_only, played_on, event_uid,"
        " source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            stamp(finished_at),
            rules_name(rules),
            game.state.hands_played,
            record_json,
            digest,
            uid,
            rules.players,
            rules.preset,
            int(rules.game_length is GameLength.EAST_ONLY),
            played_on(finished_at),
            event_uid,
            source,
        ),
    )
    game_id = cursor.lastrowid
    assert game_id is not None
    _insert_players(connection, game_id, game)
    return game_id


def _insert_players(connection: sqlite3.Connection, game_id: int, game: Game) -> None:
    statistics = game_statistics(game)
    sizes = win_and_deal_in_points(game)
    standings = game.settlement().standings
    # The order the list of games shows them in, as `ListedGame.by_place` gives it.
    shown = sorted(
        standings, key=lambda standing: (standing.place, -standing.points, standing.seat)
    )
    shown_place = {standing.seat: number for number, standing in enumerate(shown, 1)}
    connection.executemany(
        "INSERT INTO players (game_id, seat, name, points, place, result, wins,"
        " deal_ins, riichi, person_id, win_points, deal_in_points, shown_place)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
                person_for(connection, standing.name),
                *sizes[standing.seat],
                shown_place[standing.seat],
            )
            for standing in standings
        ],
    )


RECORDS_READ = 200
"""Records read from the library at a time when its games are counted again."""
MANY_GAMES = 10
"""Counting again one game in so many of the library's or more, the people's totals are
counted once at the end rather than row by row (the triggers make writing a player several
times slower); for fewer, counting all of them would cost more."""


@contextmanager
def totals_counted_at_the_end(
    connection: sqlite3.Connection, progress: Progress | None = None
) -> Iterator[None]:
    """Within it, in the caller's write transaction, players are written without the file's
    triggers that keep the people's totals; at its end the totals are counted again from
    every player, and the triggers put back as they were. Stopped half-way (an error, a
    cancel, a kill), the transaction is rolled back, the triggers with it."""
    triggers = connection.execute(
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'players'"
        " ORDER BY name"
    ).fetchall()
    for name, _sql in triggers:
        connection.execute(f'DROP TRIGGER "{name}"')
    yield
    with statements_reported(connection, progress):
        connection.execute("DELETE FROM person_totals")
        connection.execute(schema.FILL_TOTALS)
    for _name, sql in triggers:
        connection.execute(sql)


def recount_games(
    connection: sqlite3.Connection, game_ids: Sequence[int], progress: Progress | None = None
) -> None:
    """Work the figures of the stored games `game_ids` out again from their records, reporting
    each game to `progress`; a record that cannot be read keeps the figures it has."""
    total = len(game_ids)
    ((stored,),) = connection.execute("SELECT count(*) FROM games")
    if total and total * MANY_GAMES >= stored:
        with totals_counted_at_the_end(connection, progress):
            _recount_all(connection, game_ids, progress)
    else:
        _recount_all(connection, game_ids, progress)


def _recount_all(
    connection: sqlite3.Connection, game_ids: Sequence[int], progress: Progress | None
) -> None:
    # Imported here: the library does not otherwise read records.
    from tallyo_desktop.core.record.format import saved_game_from_json

    total = len(game_ids)
    for start in range(0, total, RECORDS_READ):
        chunk = list(game_ids[start : start + RECORDS_READ])
        marks = ",".join("?" * len(chunk))
        records = dict(
            connection.execute(f"SELECT id, record_json FROM games WHERE id IN ({marks})", chunk)
        )
        for done, game_id in enumerate(chunk, start + 1):
            if progress is not None:
                progress(done - 1, total)
            try:
                saved = saved_game_from_json(str(records.get(game_id, "")))
            except TallyoError:
                continue
            _recount(connection, int(game_id), saved)
        # Games whose records could not be read keep their figures, and get a person and a
        # day; an older library's games get their day.
        link_players(connection, chunk)
        connection.execute(
            "UPDATE games SET played_on = date(finished_at, 'localtime')"
            f" WHERE id IN ({marks}) AND played_on IS NULL",
            chunk,
        )
    if progress is not None:
        progress(total, total)


def _recount(connection: sqlite3.Connection, game_id: int, saved: SavedGame) -> None:
    game, rules = saved.game, saved.game.rules
    # Its players first: the totals they were counted into go with them.
    connection.execute("DELETE FROM players WHERE game_id = ?", (game_id,))
    connection.execute(
        "UPDATE games SET rules_name = ?, hands_played = ?, players = ?,"
        " rules_preset = ?, east_only = ?,"
        " game_uid = coalesce(game_uid, ?), event_uid = coalesce(event_uid, ?) WHERE id = ?",
        (
            rules_name(rules),
            game.state.hands_played,
            rules.players,
            rules.preset,
            int(rules.game_length is GameLength.EAST_ONLY),
            saved.metadata.id,
            link_from_metadata(connection, saved.metadata),
            game_id,
        ),
    )
    _insert_players(connection, game_id, game)


def replace_games(
    connection: sqlite3.Connection,
    records: Iterable[tuple[str, datetime]],
    total: int = 0,
    progress: Progress | None = None,
) -> int:
    """Replace every stored game by the finished games of `records` (`total` of them, 0 if
    not known), reporting each to `progress`; the number stored."""
    from tallyo_desktop.core.record.format import saved_game_from_json

    stored = 0
    # Every player is written again: the totals are counted once, at the end.
    with totals_counted_at_the_end(connection, progress):
        with statements_reported(connection, progress):
            connection.execute("DELETE FROM games")
        for done, (record_json, finished_at) in enumerate(records):
            if progress is not None:
                progress(done, total)
            try:
                saved = saved_game_from_json(record_json)
            except TallyoError:
                continue
            if not saved.game.is_over:
                continue
            digest = record_hash(record_json)
            if connection.execute(
                "SELECT 1 FROM games WHERE record_sha256 = ? OR game_uid = ?",
                (digest, saved.metadata.id),
            ).fetchone():
                continue
            _insert(
                connection,
                saved.game,
                record_json,
                digest,
                finished_at,
                saved.metadata.id,
                link_from_metadata(connection, saved.metadata),
                saved.metadata.source,
            )
            stored += 1
        if progress is not None:
            progress(total, total)
    return stored
