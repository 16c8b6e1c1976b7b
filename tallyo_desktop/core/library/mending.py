"""A library whose figures do not add up to its games, found cheaply when it is opened and counted
again from the records it holds.

Every write keeps the figures whole (one transaction each, and the totals kept by the file's
own triggers), but an older version could leave them short: an upgrade stopped half-way left
its players without people, so that the standings were empty at every start after. The check
reads counts that come from the indexes alone: every game has a player row for each of its
seats, every player is a person, and the people's totals count every player.
"""

from __future__ import annotations

import sqlite3

from tallyo_desktop.core.library import schema
from tallyo_desktop.core.library.work import Progress, statements_reported

_SHORT_GAMES = (
    "SELECT g.id FROM games AS g"
    " WHERE g.players != (SELECT count(*) FROM players WHERE game_id = g.id)"
    " OR EXISTS (SELECT 1 FROM players WHERE game_id = g.id AND person_id IS NULL)"
)


def figures_add_up(connection: sqlite3.Connection) -> bool:
    """Whether the figures of the library add up to its games (a few milliseconds)."""
    ((seats,),) = connection.execute("SELECT coalesce(sum(players), 0) FROM games")
    ((rows,),) = connection.execute("SELECT count(*) FROM players")
    if seats != rows:
        return False
    if connection.execute("SELECT 1 FROM players WHERE person_id IS NULL LIMIT 1").fetchone():
        return False
    return _totals_add_up(connection, rows)


def _totals_add_up(connection: sqlite3.Connection, rows: int) -> bool:
    ((counted,),) = connection.execute("SELECT coalesce(sum(games), 0) FROM person_totals")
    return bool(counted == rows)


def mend(connection: sqlite3.Connection, progress: Progress | None = None) -> int:
    """Count again, in the caller's write transaction, the games whose figures are short, and
    the people's totals if they do not count every player; the number of games counted again.
    A record that cannot be read keeps what it has."""
    # Imported here: counting a game again replays its record.
    from tallyo_desktop.core.library.writing import recount_games

    with statements_reported(connection, progress):
        short = [game_id for (game_id,) in connection.execute(_SHORT_GAMES)]
    recount_games(connection, short, progress)
    ((rows,),) = connection.execute("SELECT count(*) FROM players")
    if not _totals_add_up(connection, rows):
        with statements_reported(connection, progress):
            connection.execute("DELETE FROM person_totals")
            connection.execute(schema.FILL_TOTALS)
    return len(short)
