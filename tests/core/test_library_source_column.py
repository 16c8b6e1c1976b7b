"""Where a game came from (an online log) is kept in a column of its own: written as the game
is stored, and filled from the records when a library of version 6 is upgraded."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

WHEN = datetime(2026, 11, 5, 20, 0, tzinfo=UTC)


def finished(names: tuple[str, ...]) -> Game:
    game = Game(presets.east_only(presets.WRC), names)
    while not game.is_over:
        game.record(ExhaustiveDraw(frozenset()))
    return game


def store(library: GameLibrary, uid: str, source: str | None) -> None:
    game = finished(("Ann", "Bea", "Cid", "Dan"))
    record = game_to_json(game, Metadata(id=uid, source=source))
    library.add_finished_game(game, record, WHEN, uid)


def sources(library: GameLibrary) -> set[str | None]:
    return {game.source for game in library.listed_games()}


def test_a_stored_game_lists_where_it_came_from(tmp_path: Path) -> None:
    with GameLibrary(tmp_path / "library.sqlite3") as library:
        store(library, "online", "tenhou:2019020120gm-0009-10011-215330df")
        store(library, "here", None)
        assert sources(library) == {"tenhou:2019020120gm-0009-10011-215330df", None}


def test_an_upgrade_fills_the_column_from_the_records(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    with GameLibrary(path) as library:
        store(library, "online", "mahjong-soul:230101-abc")
        store(library, "here", None)
    # The file as version 6 left it: the same games, without the column (nor version 8's
    # totals and index).
    with sqlite3.connect(path) as old:
        for trigger in ("games_out", "games_counted", "players_in", "players_out",
                        "players_changed"):  # fmt: skip
            old.execute(f"DROP TRIGGER {trigger}")
        old.execute("DROP TABLE person_totals")
        old.execute("DROP INDEX players_shown")
        old.execute("ALTER TABLE players DROP COLUMN shown_place")
        old.execute("DROP INDEX games_by_date")
        old.execute("CREATE INDEX games_by_date ON games (finished_at)")
        old.execute("ALTER TABLE games DROP COLUMN source")
        old.execute("PRAGMA user_version = 6")
    with GameLibrary(path) as upgraded:
        assert upgraded.schema_version == 8
        assert sources(upgraded) == {"mahjong-soul:230101-abc", None}
