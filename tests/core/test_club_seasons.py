"""Seasons and club nights in the library: made, renamed, deleted, listed; games put at a night,
and what the game's record should then say."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from club_games import random_game, record, when

from tallyo_desktop.core.library.errors import LibraryError
from tallyo_desktop.core.library.seasons import ClubNight, Counting, RecordLink
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import Metadata, saved_game_from_json

NAMES = ("Ann", "Bea", "Cid", "Dan")


@pytest.fixture
def library(tmp_path: Path) -> Iterator[GameLibrary]:
    opened = GameLibrary(tmp_path / "library.sqlite")
    yield opened
    opened.close()


def add(library: GameLibrary, seed: int, day: int = 0, **club: str | None) -> int:
    game = random_game(NAMES, seed)
    uid = f"game-{seed}"
    return library.add_finished_game(game, record(game, uid, **club), when(day), uid)


def test_a_season_and_its_nights_are_made_listed_and_renamed(library: GameLibrary) -> None:
    spring = library.add_season(
        "Spring", date_from=date(2024, 3, 1), date_to=date(2024, 5, 31), rules_preset="tenhou"
    )
    first = library.add_club_night("Week 1", date(2024, 5, 1), spring.uid)
    second = library.add_club_night("Week 2", date(2024, 5, 8), spring.uid)
    loose = library.add_club_night("Friendly", None)
    assert library.seasons() == [spring]
    assert spring.counting is Counting.BY_EVENTS
    assert [night.uid for night in library.club_nights()] == [second.uid, first.uid, loose.uid]
    assert [night.uid for night in library.club_nights_of(spring.uid)] == [second.uid, first.uid]
    assert [night.uid for night in library.club_nights_of(None)] == [loose.uid]
    assert library.rename_club_night(first.uid, "  Opening night ") == []
    assert library.club_night(first.uid).name == "Opening night"
    library.rename_season(spring.uid, "Spring 2024")
    assert library.season(spring.uid).name == "Spring 2024"


def test_names_and_dates_that_do_not_fit_are_refused(library: GameLibrary) -> None:
    with pytest.raises(LibraryError, match="name"):
        library.add_season("  ")
    with pytest.raises(LibraryError, match="ends before it begins"):
        library.add_season("Odd", date_from=date(2024, 5, 2), date_to=date(2024, 5, 1))
    with pytest.raises(LibraryError, match="season is not in the library"):
        library.add_club_night("Week 1", None, "no-such-season")
    assert library.seasons() == [] and library.club_nights() == []


def test_a_game_put_at_a_night_gets_its_link_and_the_library_copy_says_so(
    library: GameLibrary,
) -> None:
    spring = library.add_season("Spring")
    night = library.add_club_night("Week 1", date(2024, 5, 1), spring.uid)
    game_id = add(library, 1)
    link = library.assign_game(game_id, night.uid)
    assert link == RecordLink(game_id, "game-1", night.uid, "Week 1", spring.uid, "Spring")
    assert link.file_name == "game-1.tallyo"
    stored = saved_game_from_json(library.record_json(game_id)).metadata
    assert stored == Metadata(
        id="game-1",
        event_id=night.uid,
        event_name="Week 1",
        season_id=spring.uid,
        season_name="Spring",
    )
    assert library.club_night(night.uid).games == 1
    assert library.game_link(game_id) == link
    assert library.assign_game(game_id, None).event_id is None
    assert saved_game_from_json(library.record_json(game_id)).metadata == Metadata(id="game-1")


def test_a_deleted_night_leaves_its_games_unassigned(library: GameLibrary) -> None:
    night = library.add_club_night("Week 1", date(2024, 5, 1))
    game_id = add(library, 2)
    library.assign_game(game_id, night.uid)
    (link,) = library.delete_club_night(night.uid)
    assert link.game_id == game_id and link.event_id is None
    assert library.club_nights() == []
    assert [game.id for game in library.games()] == [game_id]


def test_a_game_naming_a_night_makes_it_and_its_season(library: GameLibrary) -> None:
    add(library, 3, 0, event_id="ev", event_name="Week 9", season_id="s", season_name="Autumn")
    assert library.club_nights() == [ClubNight("ev", "Week 9", when(0).date(), "s", 1)]
    (season,) = library.seasons()
    assert (season.uid, season.name, season.counting) == ("s", "Autumn", Counting.BY_EVENTS)


def test_the_nights_to_choose_from_are_the_club_nights_in_their_order(
    library: GameLibrary,
) -> None:
    """What a list of nights to choose from shows is what `club_nights` says, read without
    counting their games: the day set, else the first game's, and nights of no day last."""
    spring = library.add_season("Spring")
    library.add_club_night("Week 1", date(2024, 5, 1), spring.uid)
    library.add_club_night("Week 2", date(2024, 5, 8), spring.uid)
    library.add_club_night("Friendly", None)
    library.add_club_night("Another friendly", None)
    add(library, 4, 3, event_id="ev", event_name="From a file")
    add(library, 5, 1, event_id="ev", event_name="From a file")
    nights = library.club_nights()
    assert [night.name for night in nights] == [
        "Week 2", "From a file", "Week 1", "Another friendly", "Friendly"
    ]  # fmt: skip
    assert library.night_choices() == [
        (night.uid, night.name, None if night.date is None else night.date.isoformat())
        for night in nights
    ]
    assert library.night_choices()[1].day == when(1).date().isoformat()
