"""A library made again from the game files alone finds the same seasons, club nights and
standings; one rebuilt in place also keeps what only it knows (a season's dates, merges)."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

from club_games import random_game, record, when

from tallyo_desktop.core.library.club_carried import club_in, take_club
from tallyo_desktop.core.library.seasons import Counting, RecordLink
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.rules import presets

TABLES = [
    ("Ann", "Bea", "Cid", "Dan"),
    ("Eve", "Ann", "Bea", "Fay"),
    ("Cid", "Dan", "Eve", "Benny"),
]


class Files:
    """The finished games' files, as the app keeps them: game id -> (text, finished at)."""

    def __init__(self) -> None:
        self.texts: dict[str, tuple[str, datetime]] = {}

    def follow(self, links: list[RecordLink]) -> None:
        for link in links:
            assert link.game_uid is not None
            text, finished = self.texts[link.game_uid]
            self.texts[link.game_uid] = (link.applied_to_record(text), finished)

    def records(self) -> list[tuple[str, datetime]]:
        return list(self.texts.values())


def club_library(path: Path, files: Files) -> GameLibrary:
    """A library used as a club uses it: nights made in it, games played at nights (their
    files naming them), games put at nights afterwards, a night renamed, one deleted, a season
    renamed, three-player games too."""
    library = GameLibrary(path)
    spring = library.add_season("Spring")
    autumn = library.add_season("Autumn")
    nights = [library.add_club_night(f"Week {n}", None, spring.uid) for n in range(3)]
    late = library.add_club_night("Autumn opener", None, autumn.uid)
    for seed in range(18):
        game = random_game(TABLES[seed % 3], seed)
        night = nights[seed % 3] if seed < 9 else None
        season = spring if night else None
        club = {
            "event_id": night.uid if night else None,
            "event_name": night.name if night else None,
            "season_id": season.uid if season else None,
            "season_name": season.name if season else None,
        }
        uid = f"g{seed}"
        text, finished = record(game, uid, **club), when(seed)
        files.texts[uid] = (text, finished)
        game_id = library.add_finished_game(game, text, finished, uid)
        if 12 <= seed < 15:
            files.follow([library.assign_game(game_id, late.uid)])
    for seed in range(18, 22):
        game = random_game(("Ann", "Bea", "Cid"), seed, presets.MAHJONG_SOUL_3P)
        uid = f"g{seed}"
        text = record(game, uid, event_id=late.uid, event_name=late.name)
        files.texts[uid] = (text, when(seed))
        library.add_finished_game(game, text, when(seed), uid)
    files.follow(library.rename_club_night(nights[1].uid, "Week 1 (cup)"))
    files.follow(library.delete_club_night(nights[2].uid))
    files.follow(library.rename_season(spring.uid, "Spring 2024"))
    return library


def picture(library: GameLibrary) -> object:
    """What a club sees of its library: seasons, nights, and the standings of each."""
    seasons = [(s.uid, s.name, s.counting) for s in library.seasons()]
    nights = library.club_nights()
    standings = [library.statistics(StatisticsFilter(players=n)) for n in (3, 4)]
    for season in library.seasons():
        standings.append(library.statistics(StatisticsFilter(season_uid=season.uid)))
    for night in nights:
        for players in (3, 4):
            chosen = StatisticsFilter(players=players, club_night_uid=night.uid)
            standings.append(library.statistics(chosen))
    # People's ids are the library's own: compare what is shown.
    shown = [[(vars(row) | {"person_id": 0}) for row in rows] for rows in standings]
    return seasons, nights, shown


def test_the_files_alone_give_the_same_seasons_nights_and_standings(tmp_path: Path) -> None:
    files = Files()
    with club_library(tmp_path / "club.sqlite", files) as library:
        original = picture(library)
        names = {night.name for night in library.club_nights()}
        assert names == {"Week 0", "Week 1 (cup)", "Autumn opener"}
    with GameLibrary(tmp_path / "again.sqlite") as again:
        assert again.rebuild(files.records()) == 22
        assert picture(again) == original


def test_a_rebuild_in_place_keeps_what_only_the_library_knows(tmp_path: Path) -> None:
    files = Files()
    with club_library(tmp_path / "club.sqlite", files) as library:
        summer = library.add_season(
            "Summer",
            date_from=date(2024, 5, 3),
            date_to=date(2024, 5, 9),
            rules_preset="tenhou",
            counting=Counting.BY_DATE,
        )
        dated = library.add_club_night("Planned", date(2024, 6, 1), summer.uid)
        bea, benny = library.person_named("Bea"), library.person_named("Benny")
        assert bea is not None and benny is not None
        library.merge_people([bea.id, benny.id])
        original = picture(library)
        before = library.statistics(StatisticsFilter(season_uid=summer.uid))
        # The games of days 3 to 9, all four-player games under Tenhou.
        assert sum(row.games for row in before) == 7 * 4
        assert library.rebuild(files.records()) == 22
        assert picture(library) == original
        assert library.season(summer.uid) == summer
        assert library.club_night(dated.uid).date == date(2024, 6, 1)
        assert library.statistics(StatisticsFilter(season_uid=summer.uid)) == before
        assert library.person(bea.id).aliases == ("Bea", "Benny")


def test_a_library_made_anew_takes_what_only_the_damaged_copy_knew(tmp_path: Path) -> None:
    files = Files()
    damaged = tmp_path / "damaged.sqlite"
    with club_library(damaged, files) as library:
        summer = library.add_season(
            "Summer",
            date_from=date(2024, 5, 3),
            date_to=date(2024, 5, 9),
            rules_preset="tenhou",
            counting=Counting.BY_DATE,
        )
        planned = library.add_club_night("Planned", date(2024, 6, 1), summer.uid)
        bea, benny = library.person_named("Bea"), library.person_named("Benny")
        assert bea is not None and benny is not None
        library.merge_people([bea.id, benny.id], "Bea B.")
        original = picture(library)
    kept = club_in(damaged)
    with GameLibrary(tmp_path / "anew.sqlite") as anew:
        anew.rebuild(files.records())
        # From the files alone: no dates, no night without games, two people.
        assert picture(anew) != original
        assert take_club(anew, kept)
        assert picture(anew) == original
        assert anew.season(summer.uid) == summer
        assert anew.club_night(planned.uid).date == date(2024, 6, 1)
        merged = anew.person_named("Benny")
        assert merged is not None and merged.display_name == "Bea B."
        # Taking it again changes nothing more.
        assert not take_club(anew, kept)


def test_a_copy_that_cannot_be_read_gives_no_club(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.sqlite"
    garbage.write_bytes(b"not a library at all" * 100)
    assert not club_in(garbage)
    assert not club_in(tmp_path / "missing.sqlite")
