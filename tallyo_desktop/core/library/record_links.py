"""What a stored game's record says about its club night and season (`RecordLink`), and the
library's own copy of the record brought in line with what the library now knows of them: the
app gives the game's file the same metadata."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import replace

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.writing import record_hash
from tallyo_desktop.core.record.format import (
    FILE_SUFFIX,
    Metadata,
    game_to_json,
    saved_game_from_json,
)
from tallyo_desktop.core.values import valueclass


@valueclass
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


LINK_SQL = (
    "SELECT g.id, g.game_uid, e.uid, e.name, s.uid, s.name FROM games AS g"
    " LEFT JOIN events AS e ON e.uid = g.event_uid"
    " LEFT JOIN seasons AS s ON s.uid = e.season_uid"
)


def rewrite_links(connection: sqlite3.Connection, game_ids: Iterable[int]) -> list[RecordLink]:
    """Write each game's link into the library's copy of its record; the links."""
    links: list[RecordLink] = []
    for game_id in game_ids:
        row = connection.execute(LINK_SQL + " WHERE g.id = ?", (game_id,)).fetchone()
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
