"""A library written by the version before the club (schema version 4) is upgraded: its games
get people, days and the points won and dealt in, counted again from their records.

`tests/data/library-v4.sqlite3` was made by that version: eight four-player games (names
written with spaces around them and "Zoë" in both NFC and NFD) and three three-player games,
one a day from 2024-05-01, each with its record.
"""

from __future__ import annotations

import shutil
import sqlite3
from datetime import date
from pathlib import Path
from typing import Any

from tallyo_desktop.core.library.schema import SCHEMA_VERSION
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import saved_game_from_json

EXAMPLE = Path(__file__).parent.parent / "data" / "library-v4.sqlite3"


def shown(library: GameLibrary, chosen: StatisticsFilter) -> list[dict[str, Any]]:
    """The rows, with the best game known by its identity: ids are each library's own."""
    uids = {
        game.id: saved_game_from_json(library.record_json(game.id)).metadata.id
        for game in library.games()
    }
    return [
        vars(row) | {"person_id": None, "best_game_id": uids[row.best_game_id]}
        for row in library.statistics(chosen)
    ]


def test_the_example_is_a_version_4_library() -> None:
    check = sqlite3.connect(f"file:{EXAMPLE}?mode=ro", uri=True)
    assert check.execute("PRAGMA user_version").fetchone() == (4,)
    assert check.execute("SELECT count(*) FROM games").fetchone() == (11,)
    check.close()


def test_a_version_4_library_is_upgraded_and_counted_again(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    shutil.copyfile(EXAMPLE, path)
    with GameLibrary(path) as upgraded:
        assert upgraded.schema_version == SCHEMA_VERSION == 8
        records = [(upgraded.record_json(game.id), game.finished_at) for game in upgraded.games()]
        assert {p.display_name for p in upgraded.people()} == {
            "Ann",
            "Bea",
            "Cid",
            "Dan",
            "Zoë",
        }
        ann = upgraded.person_named("Ann")
        assert ann is not None
        games = upgraded.person_results(ann.id)
        assert [point.played_on for point in games] == [date(2024, 5, day) for day in range(1, 12)]
        four = shown(upgraded, StatisticsFilter())
        three = shown(upgraded, StatisticsFilter(players=3))
        assert sum(row["wins"] for row in four) > 0
        assert sum(row["win_points"] for row in four) > 0
        assert sum(row["deal_in_points"] for row in four) > 0
        assert {row["name"] for row in three} == {"Ann", "Bea", "Cid"}
    # The same records in a new library give the same figures.
    with GameLibrary(tmp_path / "new.sqlite3") as fresh:
        assert fresh.rebuild(records) == 11
        assert shown(fresh, StatisticsFilter()) == four
        assert shown(fresh, StatisticsFilter(players=3)) == three
    # The records themselves were left as they were.
    for text, _ in records:
        assert saved_game_from_json(text).metadata.event_id is None
