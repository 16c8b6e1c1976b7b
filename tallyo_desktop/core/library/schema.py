"""The library's SQL schema, one migration step per version.

A new version (a table, a column, an index) is a new step appended to `MIGRATIONS`; a released
step is never edited, as files out there were built by it (tests/core/test_person_totals.py
pins step 8's text). Every step from a file's version to this one runs in one transaction with
the rest of the upgrade (`opening`), so a step must not COMMIT, VACUUM or change the journal
mode, and a long one (filling a table from every game) is plain SQL, whose progress is
reported as it runs. Figures that need the games' records replayed are worked out by
`writing._insert_players` and its kin for new games; for the games already stored, raise
`opening.RECOUNTED_FROM` to the new version, and an upgrade counts every game again. A table of
figures by game goes with its game (ON DELETE CASCADE, or the `games_out` trigger), and one
the standings read is checked at each open by `mending.figures_add_up` if it can fall short.
"""

from __future__ import annotations

APPLICATION_ID = 0x54414C59
"""ASCII "TALY" in the database header: tells a Tallyo library from any other SQLite file."""

# --- each person's totals (version 8) -----------------------------------------------------------
# What follows is part of the released step 8: changing it changes that step.

BEST_SCALE = 1_000_000_000
"""Above any game id: one number, the best game's key, holds its result and (of equal results,
the earliest) its id: result * scale - id."""

TOTALS_TABLE = (
    "CREATE TABLE person_totals (person_id INTEGER NOT NULL, players INTEGER NOT NULL,"
    " rules_preset TEXT NOT NULL, games INTEGER NOT NULL, total INTEGER NOT NULL,"
    " firsts INTEGER NOT NULL, seconds INTEGER NOT NULL, thirds INTEGER NOT NULL,"
    " fourths INTEGER NOT NULL, hands INTEGER NOT NULL, wins INTEGER NOT NULL,"
    " deal_ins INTEGER NOT NULL, riichi INTEGER NOT NULL, win_points INTEGER NOT NULL,"
    " deal_in_points INTEGER NOT NULL, busts INTEGER NOT NULL, best INTEGER,"
    " PRIMARY KEY (person_id, players, rules_preset)) WITHOUT ROWID"
)
"""Each person's figures over the stored games of one player count and preset; `best` is the
best game's key (`BEST_SCALE`)."""

_SUMMED = (
    # (column, what one player row `R` of a game `g` adds to it)
    ("total", "R.result"),
    ("firsts", "R.place = 1"),
    ("seconds", "R.place = 2"),
    ("thirds", "R.place = 3"),
    ("fourths", "R.place = 4"),
    ("hands", "g.hands_played"),
    ("wins", "R.wins"),
    ("deal_ins", "R.deal_ins"),
    ("riichi", "R.riichi"),
    ("win_points", "R.win_points"),
    ("deal_in_points", "R.deal_in_points"),
    ("busts", "R.points < 0"),
)


def _counted(row: str) -> str:
    """The statements that add the player row `row` (NEW or OLD) to its person's totals."""
    added = ", ".join(value.replace("R.", f"{row}.") for _, value in _SUMMED)
    updated = ", ".join(f"{column} = {column} + excluded.{column}" for column, _ in _SUMMED)
    return (
        f"INSERT INTO person_totals SELECT {row}.person_id, g.players, g.rules_preset, 1,"
        f" {added}, {row}.result * {BEST_SCALE} - {row}.game_id FROM games AS g"
        f" WHERE g.id = {row}.game_id AND {row}.person_id IS NOT NULL"
        " ON CONFLICT (person_id, players, rules_preset) DO UPDATE SET games = games + 1,"
        f" {updated}, best = max(best, excluded.best);"
    )


def _uncounted(row: str) -> str:
    """The statements that take the player row `row` out of its person's totals (its game is
    still stored): the best game is looked for again when it was this one."""
    game = f"(SELECT {{}} FROM games WHERE id = {row}.game_id)"
    taken = ", ".join(
        f"{column} = {column} - "
        + (game.format("hands_played") if value == "g.hands_played" else
           f"({value.replace('R.', f'{row}.')})")
        for column, value in _SUMMED
    )  # fmt: skip
    return (
        f"UPDATE person_totals SET games = games - 1, {taken}"
        f" WHERE person_id = {row}.person_id"
        f" AND (players, rules_preset) = {game.format('players, rules_preset')};"
        f" DELETE FROM person_totals WHERE person_id = {row}.person_id AND games = 0;"
        f" UPDATE person_totals SET best = (SELECT max(p.result * {BEST_SCALE} - p.game_id)"
        " FROM players AS p JOIN games AS g ON g.id = p.game_id"
        " WHERE p.person_id = person_totals.person_id AND g.players = person_totals.players"
        " AND g.rules_preset = person_totals.rules_preset)"
        f" WHERE person_id = {row}.person_id"
        f" AND best = {row}.result * {BEST_SCALE} - {row}.game_id;"
    )


FILL_TOTALS = (
    "INSERT INTO person_totals SELECT p.person_id, g.players, g.rules_preset, count(*), "
    + ", ".join(f"sum({value.replace('R.', 'p.')})" for _, value in _SUMMED)
    + f", max(p.result * {BEST_SCALE} - g.id)"
    " FROM games AS g CROSS JOIN players AS p ON p.game_id = g.id"
    " WHERE p.person_id IS NOT NULL GROUP BY p.person_id, g.players, g.rules_preset"
)
"""Every person's totals counted from the stored games (into an empty table)."""

# --- the steps ----------------------------------------------------------------------------------

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # Version 1: games, their players, and one row per riichi, win or deal-in of each seat.
    (
        f"PRAGMA application_id = {APPLICATION_ID}",
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            finished_at TEXT NOT NULL,
            rules_name TEXT NOT NULL,
            hands_played INTEGER NOT NULL CHECK (hands_played >= 0),
            record_json TEXT NOT NULL,
            record_sha256 TEXT NOT NULL UNIQUE
        )
        """,
        "CREATE INDEX games_by_date ON games (finished_at)",
        """
        CREATE TABLE players (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
            name TEXT NOT NULL,
            points INTEGER NOT NULL,
            place INTEGER NOT NULL CHECK (place BETWEEN 1 AND 4),
            result INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        )
        """,
        "CREATE INDEX players_by_name ON players (name)",
        """
        CREATE TABLE seat_events (
            game_id INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            event_index INTEGER NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('riichi', 'win', 'deal_in')),
            FOREIGN KEY (game_id, seat) REFERENCES players (game_id, seat) ON DELETE CASCADE
        )
        """,
    ),
    # Version 2: standings only ever need each player's counts, so they become columns of
    # `players`; the per-event rows they are counted from go, as the record JSON holds every event.
    (
        "ALTER TABLE players ADD COLUMN wins INTEGER NOT NULL DEFAULT 0 CHECK (wins >= 0)",
        "ALTER TABLE players ADD COLUMN deal_ins INTEGER NOT NULL DEFAULT 0 CHECK (deal_ins >= 0)",
        "ALTER TABLE players ADD COLUMN riichi INTEGER NOT NULL DEFAULT 0 CHECK (riichi >= 0)",
        """
        UPDATE players SET
            wins = (SELECT count(*) FROM seat_events AS e
                    WHERE e.game_id = players.game_id AND e.seat = players.seat
                      AND e.kind = 'win'),
            deal_ins = (SELECT count(*) FROM seat_events AS e
                        WHERE e.game_id = players.game_id AND e.seat = players.seat
                          AND e.kind = 'deal_in'),
            riichi = (SELECT count(*) FROM seat_events AS e
                      WHERE e.game_id = players.game_id AND e.seat = players.seat
                        AND e.kind = 'riichi')
        """,
        "DROP TABLE seat_events",
    ),
    # Version 3: each game is known by its identity (the id in its record), so that writing it
    # again is harmless; the number of players keeps three- and four-player standings apart;
    # the preset and the game length name the rules in any language. The figures of the games
    # already stored are counted again from their records (`GameLibrary.recount`).
    (
        "ALTER TABLE games ADD COLUMN game_uid TEXT",
        "CREATE UNIQUE INDEX games_by_uid ON games (game_uid) WHERE game_uid IS NOT NULL",
        "ALTER TABLE games ADD COLUMN players INTEGER NOT NULL DEFAULT 4 CHECK (players IN (3, 4))",
        "ALTER TABLE games ADD COLUMN rules_preset TEXT NOT NULL DEFAULT 'custom'",
        "ALTER TABLE games ADD COLUMN east_only INTEGER NOT NULL DEFAULT 0"
        " CHECK (east_only IN (0, 1))",
    ),
    # Version 4: the counting practice's sessions, and how each went by topic, for the player's
    # accuracy by topic across sessions.
    (
        """
        CREATE TABLE practice_sessions (
            id INTEGER PRIMARY KEY,
            finished_at TEXT NOT NULL,
            rules_preset TEXT NOT NULL,
            mode TEXT NOT NULL,
            hands INTEGER NOT NULL CHECK (hands > 0),
            correct INTEGER NOT NULL CHECK (correct BETWEEN 0 AND hands)
        )
        """,
        """
        CREATE TABLE practice_topics (
            session_id INTEGER NOT NULL REFERENCES practice_sessions (id) ON DELETE CASCADE,
            topic TEXT NOT NULL,
            correct INTEGER NOT NULL CHECK (correct >= 0),
            asked INTEGER NOT NULL CHECK (asked >= correct),
            PRIMARY KEY (session_id, topic)
        )
        """,
    ),
    # Version 5: the club. Seasons and their club nights (each game at one night at most), the
    # people behind the names written in games (a name is an alias of one person; merged people
    # share one), the local day a game was played on, and each player's points won and dealt in.
    # People, days and points of the games already stored are worked out again from their
    # records (`GameLibrary.recount`). The statements are short: SQLite keeps their text, and
    # the whole schema fits the file's first page so.
    (
        "CREATE TABLE seasons (uid TEXT PRIMARY KEY, name TEXT NOT NULL, date_from TEXT,"
        " date_to TEXT, rules_preset TEXT, counting TEXT NOT NULL DEFAULT 'events'"
        " CHECK (counting IN ('date', 'events')))",
        "CREATE TABLE events (uid TEXT PRIMARY KEY, name TEXT NOT NULL, date TEXT,"
        " season_uid TEXT REFERENCES seasons ON DELETE SET NULL)",
        "CREATE INDEX events_by_season ON events (season_uid)",
        # AUTOINCREMENT: an id is never given again, so an undone merge brings its people back
        # under their own.
        "CREATE TABLE people (id INTEGER PRIMARY KEY AUTOINCREMENT, display_name TEXT NOT NULL)",
        "CREATE TABLE aliases (name TEXT PRIMARY KEY,"
        " person_id INTEGER NOT NULL REFERENCES people)",
        "CREATE INDEX aliases_by_person ON aliases (person_id)",
        "ALTER TABLE games ADD COLUMN played_on TEXT",
        "ALTER TABLE games ADD COLUMN event_uid TEXT REFERENCES events ON DELETE SET NULL",
        # Standings read these columns of the games they count, and no other: from the index
        # alone, past the records the table holds.
        "CREATE INDEX games_by_day ON games"
        " (players, played_on, rules_preset, event_uid, hands_played)",
        "CREATE INDEX games_by_event ON games (event_uid)",
        "ALTER TABLE players ADD COLUMN person_id INTEGER REFERENCES people",
        "ALTER TABLE players ADD COLUMN win_points INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE players ADD COLUMN deal_in_points INTEGER NOT NULL DEFAULT 0",
        "CREATE INDEX players_by_person ON players (person_id)",
    ),
    # Version 6: a club night's games by their day, so that the list of nights (and the day of
    # a night known from its games) is read from the index, past the records the table holds.
    (
        "CREATE INDEX games_by_event_day ON games (event_uid, played_on)",
        "DROP INDEX games_by_event",
    ),
    # Version 7: where a game not played here came from (an online log), kept beside it, so
    # that listing the games reads no record.
    (
        "ALTER TABLE games ADD COLUMN source TEXT",
        "UPDATE games SET source = json_extract(record_json, '$.metadata.source')"
        " WHERE instr(substr(record_json, 1, 2000), '\"source\":')",
    ),
    # Version 8: each person's figures by player count and preset, kept up to date by the
    # library itself (triggers) whatever writes its players, so that the standings of all games
    # read a row a person instead of every game; the games by date with their rules, so that a
    # list of games is ordered from the index alone, past the records the table holds; and the
    # column of the list each player is shown in.
    (
        TOTALS_TABLE,
        # A game's players go before it (its triggers still see the game), and a game with
        # players keeps the rules and length its totals were counted under.
        "CREATE TRIGGER games_out BEFORE DELETE ON games BEGIN"
        " DELETE FROM players WHERE game_id = OLD.id; END",
        "CREATE TRIGGER games_counted BEFORE UPDATE OF players, rules_preset, hands_played"
        " ON games WHEN (NEW.players IS NOT OLD.players"
        " OR NEW.rules_preset IS NOT OLD.rules_preset"
        " OR NEW.hands_played IS NOT OLD.hands_played)"
        " AND EXISTS (SELECT 1 FROM players WHERE game_id = OLD.id) BEGIN"
        " SELECT RAISE(ABORT, 'take the players of a game out before changing its rules'); END",
        f"CREATE TRIGGER players_in AFTER INSERT ON players BEGIN {_counted('NEW')} END",
        # Cheap when the totals are emptied first, as a rebuild does.
        "CREATE TRIGGER players_out AFTER DELETE ON players WHEN EXISTS"
        " (SELECT 1 FROM person_totals WHERE person_id = OLD.person_id)"
        f" BEGIN {_uncounted('OLD')} END",
        "CREATE TRIGGER players_changed AFTER UPDATE OF game_id, person_id, points, place,"
        " result, wins, deal_ins, riichi, win_points, deal_in_points ON players BEGIN"
        f" {_uncounted('OLD')} {_counted('NEW')} END",
        FILL_TOTALS,
        # Where the list of games shows each player: places in order, equal places by points,
        # then by seat. Sorting the list by a player column reads this, not every game's seats.
        "ALTER TABLE players ADD COLUMN shown_place INTEGER",
        "UPDATE players SET shown_place = 1 + (SELECT count(*) FROM players AS q"
        " WHERE q.game_id = players.game_id AND (q.place < players.place"
        " OR q.place = players.place AND (q.points > players.points"
        " OR q.points = players.points AND q.seat < players.seat)))",
        "CREATE INDEX players_shown ON players (shown_place, game_id, name, result)",
        "DROP INDEX games_by_date",
        "CREATE INDEX games_by_date ON games (finished_at, id, rules_preset, east_only)",
    ),
)
"""Step n (0-based) takes the schema from version n to version n + 1. Never edit a released step:
files out there were built by it. Add a new one instead."""

SCHEMA_VERSION = len(MIGRATIONS)
