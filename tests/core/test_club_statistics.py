"""Statistics by person for every kind of filter, each figure checked against a count made
from the games themselves (`club_games.tally`)."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import pytest
from club_games import Tally, random_game, record, tally, when

from tallyo_desktop.core.library.errors import LibraryError
from tallyo_desktop.core.library.people import name_key
from tallyo_desktop.core.library.seasons import Counting
from tallyo_desktop.core.library.statistics import (
    Column,
    PersonStatistics,
    StatisticsFilter,
    sorted_by,
)
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.game import Game

NFD_ZOE = unicodedata.normalize("NFD", "Zoë")
FOUR = [
    ("Ann", "Bea", "Cid", "Dan"),
    (" Ann", "Eve", NFD_ZOE, "Bea"),
    ("Zoë", "Cid ", "Eve", "Dan"),
    ("Fay", "Ann", "Cid", "Benny"),
]
THREE = [("Ann", "Bea", "Cid"), ("Eve", "Ann", "Zoë")]


@dataclass(frozen=True)
class Stored:
    game_id: int
    game: Game
    day: date
    preset: str
    night: str | None


@dataclass
class Club:
    library: GameLibrary
    games: list[Stored]
    spring: str
    summer: str
    nights: list[str]
    merged: dict[str, str]
    """Names merged into another person's: the name they count under."""

    def person(self, name: str) -> str:
        key = name_key(name)
        return self.merged.get(key, key)


@pytest.fixture
def club(tmp_path: Path) -> Iterator[Club]:
    library = GameLibrary(tmp_path / "library.sqlite")
    spring = library.add_season("Spring").uid
    summer = library.add_season(
        "Summer",
        date_from=when(10).date(),
        date_to=when(25).date(),
        rules_preset="tenhou",
        counting=Counting.BY_DATE,
    ).uid
    nights = [library.add_club_night(f"Week {n}", None, spring).uid for n in range(3)]
    games: list[Stored] = []
    for seed in range(40):
        rules = presets.TENHOU if seed % 3 else presets.MAHJONG_SOUL
        game = random_game(FOUR[seed % len(FOUR)], seed, rules)
        night = nights[seed % 3] if seed < 12 else None
        games.append(_add(library, game, seed, night))
    for seed in range(40, 52):
        game = random_game(THREE[seed % 2], seed, presets.MAHJONG_SOUL_3P)
        games.append(_add(library, game, seed, nights[0] if seed < 44 else None))
    # Benny is Ben: never at one table with Ben's other name.
    benny = library.person_named("Benny")
    ben = library.person_named("Bea")
    assert benny is not None and ben is not None
    library.merge_people([ben.id, benny.id])
    yield Club(library, games, spring, summer, nights, {"Benny": "Bea"})
    library.close()


def _add(library: GameLibrary, game: Game, seed: int, night: str | None) -> Stored:
    uid = f"g{seed}"
    day = seed % 30
    game_id = library.add_finished_game(game, record(game, uid), when(day), uid)
    if night is not None:
        library.assign_game(game_id, night)
    return Stored(game_id, game, when(day).date(), game.rules.preset, night)


def expected(club: Club, keep: Callable[[Stored], bool], min_games: int = 0) -> dict[str, Tally]:
    counted = tally(((s.game_id, s.game) for s in club.games if keep(s)), club.person)
    return {name: row for name, row in counted.items() if row.games >= min_games}


def check(rows: list[PersonStatistics], wanted: dict[str, Tally], players: int) -> None:
    assert {row.name for row in rows} == set(wanted)
    for row in rows:
        want = wanted[row.name]
        assert row.games == want.games
        assert row.total_result == want.total
        assert row.places == tuple(want.places[:players])
        assert (row.hands_played, row.wins, row.deal_ins, row.riichi) == (
            want.hands,
            want.wins,
            want.deal_ins,
            want.riichi,
        )
        assert (row.win_points, row.deal_in_points) == (want.win_points, want.deal_in_points)
        assert row.busts == want.busts
        assert (row.best_result, row.best_game_id) == want.best
        assert row.average_place == pytest.approx(
            sum(place * count for place, count in enumerate(want.places, 1)) / want.games
        )
        assert row.win_rate == pytest.approx(want.wins / want.hands)
        assert row.bust_rate == pytest.approx(want.busts / want.games)
        if want.wins:
            assert row.average_win == pytest.approx(want.win_points / want.wins)
    order = [(-row.total_result, row.average_place, row.name) for row in rows]
    assert order == sorted(order)


CASES: dict[str, tuple[StatisticsFilter, Callable[[Club, Stored], bool]]] = {
    "all four-player games": (StatisticsFilter(), lambda c, s: s.game.rules.players == 4),
    "all three-player games": (
        StatisticsFilter(players=3),
        lambda c, s: s.game.rules.players == 3,
    ),
    "a season of club nights": (
        StatisticsFilter(season_uid="spring"),
        lambda c, s: s.night is not None and s.game.rules.players == 4,
    ),
    "a season by date and preset": (
        StatisticsFilter(season_uid="summer"),
        lambda c, s: (
            s.game.rules.players == 4
            and when(10).date() <= s.day <= when(25).date()
            and s.preset == "tenhou"
        ),
    ),
    "a club night": (
        StatisticsFilter(club_night_uid="night 1"),
        lambda c, s: s.night == c.nights[1],
    ),
    "three players at a club night": (
        StatisticsFilter(players=3, club_night_uid="night 0"),
        lambda c, s: s.night == c.nights[0] and s.game.rules.players == 3,
    ),
    "from a day": (
        StatisticsFilter(date_from=when(20).date()),
        lambda c, s: s.game.rules.players == 4 and s.day >= when(20).date(),
    ),
    "to a day": (
        StatisticsFilter(date_to=when(5).date()),
        lambda c, s: s.game.rules.players == 4 and s.day <= when(5).date(),
    ),
    "a date range and a preset": (
        StatisticsFilter(date_from=when(3).date(), date_to=when(18).date(), rules_preset="tenhou"),
        lambda c, s: (
            (s.game.rules.players == 4 and when(3).date() <= s.day <= when(18).date())
            and s.preset == "tenhou"
        ),
    ),
    "a preset": (
        StatisticsFilter(rules_preset="mahjong-soul"),
        lambda c, s: s.game.rules.players == 4 and s.preset == "mahjong-soul",
    ),
    "a season and a date range": (
        StatisticsFilter(season_uid="spring", date_to=when(6).date()),
        lambda c, s: s.night is not None and s.game.rules.players == 4 and s.day <= when(6).date(),
    ),
}


def _resolved(club: Club, chosen: StatisticsFilter) -> StatisticsFilter:
    """The case's filter with the fixture's uids in place of their stand-ins."""
    seasons = {"spring": club.spring, "summer": club.summer}
    nights = {f"night {n}": uid for n, uid in enumerate(club.nights)}
    return StatisticsFilter(
        players=chosen.players,
        season_uid=None if chosen.season_uid is None else seasons[chosen.season_uid],
        club_night_uid=None if chosen.club_night_uid is None else nights[chosen.club_night_uid],
        date_from=chosen.date_from,
        date_to=chosen.date_to,
        rules_preset=chosen.rules_preset,
        min_games=chosen.min_games,
    )


@pytest.mark.parametrize("case", list(CASES))
def test_each_filter_counts_the_games_it_names(club: Club, case: str) -> None:
    chosen, keep = CASES[case]
    chosen = _resolved(club, chosen)
    wanted = expected(club, lambda stored: keep(club, stored))
    assert wanted, "the case should count some games"
    rows = club.library.statistics(chosen)
    check(rows, wanted, chosen.players)
    games = {stored.game_id for stored in club.games if keep(club, stored)}
    assert {game.id for game in club.library.filtered_games(chosen)} == games


def test_a_minimum_of_games_leaves_people_out_but_not_their_games(club: Club) -> None:
    everybody = club.library.statistics(StatisticsFilter())
    fewest = min(row.games for row in everybody)
    assert fewest < max(row.games for row in everybody)
    rows = club.library.statistics(StatisticsFilter(min_games=fewest + 1))
    assert {row.name for row in rows} == {row.name for row in everybody if row.games > fewest}
    for row in rows:
        assert row == next(other for other in everybody if other.name == row.name)


def test_names_count_as_people_trimmed_in_nfc_and_merged(club: Club) -> None:
    names = {row.name for row in club.library.statistics(StatisticsFilter())}
    assert names == {"Ann", "Bea", "Cid", "Dan", "Eve", "Fay", "Zoë"}
    assert "Benny" in next(p for p in club.library.people() if p.display_name == "Bea").aliases


def test_three_and_four_players_are_never_counted_together(club: Club) -> None:
    with pytest.raises(LibraryError, match="three or for four"):
        club.library.statistics(StatisticsFilter(players=5))


@pytest.mark.parametrize("column", list(Column))
def test_any_column_sorts(club: Club, column: Column) -> None:
    rows = club.library.statistics(StatisticsFilter())
    for descending in (True, False):
        ordered = sorted_by(rows, column, descending)
        assert sorted(ordered, key=id) == sorted(rows, key=id)
        values = [
            row.name.casefold() if column is Column.NAME else getattr(row, column.value)
            for row in ordered
        ]
        assert values == sorted(values, reverse=descending)


def test_a_persons_results_over_time_and_recent_games(club: Club) -> None:
    ann = club.library.person_named("Ann")
    assert ann is not None
    mine = [s for s in club.games if "Ann" in {name_key(name) for name in s.game.names}]
    results = club.library.person_results(ann.id)
    assert [r.game_id for r in results] == [
        s.game_id for s in sorted(mine, key=lambda s: (s.day, s.game_id))
    ]
    for point in results:
        stored = next(s for s in mine if s.game_id == point.game_id)
        seat = [name_key(name) for name in stored.game.names].index("Ann")
        standing = stored.game.settlement().standings[seat]
        assert (point.result, point.place, point.points) == (
            standing.result,
            standing.place,
            standing.points,
        )
        assert point.played_on == stored.day
    only_three = club.library.person_results(ann.id, StatisticsFilter(players=3))
    assert {r.game_id for r in only_three} == {s.game_id for s in mine if s.game.rules.players == 3}
    recent = club.library.recent_games(ann.id, 5)
    assert [g.id for g in recent] == [r.game_id for r in reversed(results)][:5]
