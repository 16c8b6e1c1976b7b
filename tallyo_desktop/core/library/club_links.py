"""A stored game's club night, as its record's metadata names it: the night and its season are
made in the library when it does not know them yet, so that a library made again from the game
files alone finds them again."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime

from tallyo_desktop.core.record.format import Metadata

CLUB_FIELDS = ("event_id", "event_name", "season_id", "season_name")


def club_metadata(record_json: str) -> Metadata:
    """The club night and season `record_json` names, and where its game came from (nothing
    else of its metadata); none if it names none or cannot be read. Cheaper than reading the
    game."""
    try:
        data = json.loads(record_json)
    except ValueError:
        return Metadata()
    metadata = data.get("metadata") if isinstance(data, dict) else None
    if not isinstance(metadata, dict):
        return Metadata()
    fields: dict[str, str | None] = {}
    for name in (*CLUB_FIELDS, "source"):
        value = metadata.get(name)
        fields[name] = value if isinstance(value, str) and value else None
    return Metadata(
        event_id=fields["event_id"],
        event_name=fields["event_name"],
        season_id=fields["season_id"],
        season_name=fields["season_name"],
        source=fields["source"],
    )


def played_on(finished_at: datetime) -> str:
    """The day a game was played, as the table's clock said (in its own offset from UTC)."""
    return finished_at.date().isoformat()


def link_from_metadata(connection: sqlite3.Connection, metadata: Metadata) -> str | None:
    """The club night a game whose record says `metadata` belongs to, made (with its season)
    if the library does not know it yet; None if the record names none."""
    season = metadata.season_id
    if season is not None:
        connection.execute(
            "INSERT INTO seasons (uid, name) VALUES (?, ?) ON CONFLICT (uid) DO NOTHING",
            (season, metadata.season_name or season),
        )
    event = metadata.event_id
    if event is None:
        return None
    connection.execute(
        "INSERT INTO events (uid, name, season_uid) VALUES (?, ?, ?)"
        " ON CONFLICT (uid) DO UPDATE SET season_uid = coalesce(season_uid, excluded.season_uid)",
        (event, metadata.event_name or event, season),
    )
    return event
