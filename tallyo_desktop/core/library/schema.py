"""The library's SQL schema, one migration step per version."""

from __future__ import annotations

APPLICATION_ID = 0x54414C59
"""ASCII "TALY" in the database header: tells a Tallyo library from any other SQLite file."""

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
)
"""Step n (0-based) takes the schema from version n to version n + 1. Never edit a released step:
files out there were built by it. Add a new one instead."""

SCHEMA_VERSION = len(MIGRATIONS)
