"""A library whose figures do not add up to its games, found cheaply when it is opened and counted
again from the records it holds.

Every write keeps the figures whole (one transaction each, and the totals kept by the file's
own triggers), but an older version could leave them short: an upgrade stopped half-way left
its players without people, so that the standings were empty at every start after. The check
reads counts that come from the indexes alone: every player is a person, the people's totals
count every player, and they count a player row for each seat of each game.
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
    """Whether the figures of the library add up to its games: counts the indexes give, and
    the totals of a few rows a person (a millisecond or two at 50,000 games)."""
    # Counted in the smallest index of the games, not in their digests' (64 letters a game).
    ((games,),) = connection.execute("SELECT count(*) FROM games INDEXED BY games_by_event_day")
    ((rows,),) = connection.execute("SELECT count(*) FROM players")
    if connection.execute("SELECT 1 FROM players WHERE person_id IS NULL LIMIT 1").fetchone():
        return False
    counted = dict(
        connection.execute("SELECT players, sum(games) FROM person_totals GROUP BY players")
    )
    # Every player row is counted once, under its game's player count: so many games.
    if sum(counted.values()) != rows or any(seats % players for players, seats in counted.items()):
        return False
    return bool(games == sum(seats // players for players, seats in counted.items()))


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
    ((counted,),) = connection.execute("SELECT coalesce(sum(games), 0) FROM person_totals")
    if counted != rows:
        with statements_reported(connection, progress):
            connection.execute("DELETE FROM person_totals")
            connection.execute(schema.FILL_TOTALS)
    return len(short)
