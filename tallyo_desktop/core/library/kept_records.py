"""What the library keeps of a game's record, and the date it files the game under: the same
whichever way the game comes in (its end at this table, a rebuild, a gather, an import)."""

from __future__ import annotations

import contextlib
from datetime import datetime

from tallyo_desktop.core.record.format import Metadata, SavedGame, game_to_json


def library_record(saved: SavedGame) -> str:
    """The record the library keeps: without save times, so the same game is the same text;
    with its club night and season, which the library files it under, and the tournament's
    table it was played at, which the tournament takes its result from."""
    kept = saved.metadata
    return game_to_json(
        saved.game,
        Metadata(
            id=kept.id,
            event_id=kept.event_id,
            event_name=kept.event_name,
            season_id=kept.season_id,
            season_name=kept.season_name,
            source=kept.source,
            tournament_id=kept.tournament_id,
            tournament_name=kept.tournament_name,
            tournament_round=kept.tournament_round,
            tournament_table=kept.tournament_table,
        ),
    )


def recorded_date(*texts: object) -> datetime | None:
    """The first of `texts` that is an ISO 8601 date and time, read; None if none is."""
    for text in texts:
        if isinstance(text, str) and text:
            with contextlib.suppress(ValueError):
                return datetime.fromisoformat(text)
    return None


def game_date(metadata: Metadata) -> datetime:
    """When a finished game was played: when its record was last saved (its last hand), as the
    record says, so that opening it again later does not move it in the library."""
    return recorded_date(metadata.updated, metadata.created) or datetime.now()


def played_at(saved: SavedGame) -> datetime:
    """`game_date` of a saved game."""
    return game_date(saved.metadata)
