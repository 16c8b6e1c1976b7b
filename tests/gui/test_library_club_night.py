"""A finished game played at a club night enters the library at that night, and the library's
copy of its record keeps the night and season (and nothing of its save times)."""

from __future__ import annotations

import os
from pathlib import Path

from pytestqt.qtbot import QtBot

from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.core.library.kept_records import library_record
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import Metadata, SavedGame, saved_game_from_json
from tallyo_desktop.core.rules.rules import GameLength, Rules
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CLUB = Metadata(
    id="game-1",
    created="2024-05-01T19:00:00+09:00",
    updated="2024-05-01T21:00:00+09:00",
    event_id="night-1",
    event_name="Week 1",
    season_id="spring",
    season_name="Spring",
)


def finished() -> Game:
    game = Game(Rules(game_length=GameLength.EAST_ONLY), ("Ann", "Bea", "Cid", "Dan"))
    for _ in range(4):
        game.record(ExhaustiveDraw(frozenset()))
    assert game.is_over
    return game


def test_the_library_record_keeps_the_club_night() -> None:
    kept = saved_game_from_json(library_record(SavedGame(finished(), CLUB))).metadata
    assert kept == Metadata(
        id="game-1",
        event_id="night-1",
        event_name="Week 1",
        season_id="spring",
        season_name="Spring",
    )


def test_a_game_finished_at_a_club_night_is_filed_under_it(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    keeper = LibraryKeeper(lambda: GameLibrary(path))
    keeper.game_saved(SavedGame(finished(), CLUB))
    library = keeper.library
    assert library is not None
    (night,) = library.club_nights()
    assert (night.uid, night.name, night.season_uid, night.games) == (
        "night-1",
        "Week 1",
        "spring",
        1,
    )
    # The table's own day, not the day in UTC.
    assert str(night.date) == "2024-05-01"
    assert [season.name for season in library.seasons()] == ["Spring"]
    keeper.close()
