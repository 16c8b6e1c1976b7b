"""The game library: storing finished games, standings across them, and the file's life.

Games are played through the real core under Tenhou's rules cut to the East round, so they end
in a few hands; the points and results below are worked out by hand in the comments.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from tallyo_desktop.core.library import schema as library_module
from tallyo_desktop.core.library.errors import LibraryError
from tallyo_desktop.core.library.rows import PlayerResult
from tallyo_desktop.core.library.schema import APPLICATION_ID, SCHEMA_VERSION
from tallyo_desktop.core.library.statistics import PersonStatistics, StatisticsFilter
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import GameLength, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import (
    Event,
    ExhaustiveDraw,
    PointCorrection,
    Riichi,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.table.game import Game

RULES = presets.east_only(presets.TENHOU)
MANGAN = Hand(han=5)
H3 = Hand(han=3, fu=30)
WHEN = datetime(2024, 5, 1, 20, 0, tzinfo=UTC)


def play(rules: Rules, names: tuple[str, str, str, str], events: list[Event]) -> Game:
    game = Game(rules, names)
    for event in events:
        game.record(event)
    return game


def game_a() -> Game:
    """Ann, Bea, Cid, Dan; four hands, ends after East 4 with Dan above 30000.

    E1: Bea riichi, Cid deals in a mangan: Bea 24000 + 8000 + 1000 = 33000, Cid 17000.
    E2: Dan tsumo mangan, dealer Bea pays 4000: Ann 23000, Bea 29000, Cid 15000, Dan 33000.
    E3: draw, Ann alone tenpai: Ann 26000, Bea 28000, Cid 14000, Dan 32000 (honba 1).
    E4: Ann deals Cid 3 han 30 fu, 3900 + 300: Ann 21800, Cid 18200. Over: Dan has 30000.
    Results (return 30000, uma 20/10, oka 20000): Dan +42.0, Bea +8.0, Ann -18.2, Cid -31.8.
    """
    return play(
        RULES,
        ("Ann", "Bea", "Cid", "Dan"),
        [
            Riichi(1),
            Ron(2, (Win(1, MANGAN),)),
            Tsumo(3, MANGAN),
            ExhaustiveDraw(frozenset({0})),
            Ron(0, (Win(2, H3),)),
        ],
    )


def game_b() -> Game:
    """Bea, Ann, Eve, Cid in seats 0-3; Ann busts after four hands.

    E1: Eve riichi (24000), then a triple ron on Ann: under Tenhou an abortive draw, nobody
    paid, the stick stays, honba 1.
    E1-1: double ron on Ann: dealer Bea 5800, Eve 3900 + 300 honba + the stick (nearest the
    discarder): Ann 15000, Bea 30800, Eve 29200, Cid 25000; the dealer won, honba 2.
    E1-2: Bea tsumo mangan, 4000 all + 200: Bea 43400, Ann 10800, Eve 25000, Cid 20800.
    E1-3: Cid yakuman ron on Ann, 32000 + 900: Ann -22100, bust; Cid 53700.
    Results: Cid +63.7, Bea +23.4, Eve -15.0, Ann -72.1.
    """
    return play(
        RULES,
        ("Bea", "Ann", "Eve", "Cid"),
        [
            Riichi(2),
            Ron(1, (Win(0, H3), Win(2, H3), Win(3, H3))),
            Ron(1, (Win(0, H3), Win(2, H3))),
            Tsumo(0, MANGAN),
            Ron(1, (Win(3, Hand(yakuman=1)),)),
        ],
    )


def game_draws(names: tuple[str, str, str, str] = ("Ann", "Bea", "Cid", "Dan")) -> Game:
    """Four draws with nobody tenpai under rules with no extra round: everybody ends on 25000."""
    rules = Rules(game_length=GameLength.EAST_ONLY)
    return play(rules, names, [ExhaustiveDraw(frozenset()) for _ in range(4)])


@pytest.fixture
def library(tmp_path: Path) -> Iterator[GameLibrary]:
    opened = GameLibrary(tmp_path / "library.sqlite")
    yield opened
    opened.close()


def results(players: tuple[PlayerResult, ...]) -> list[tuple[str, int, int, int]]:
    return [(p.name, p.points, p.place, p.result) for p in players]


# --- adding and reading games ---------------------------------------------------------------


def test_a_finished_game_is_stored_with_results_and_statistics(library: GameLibrary) -> None:
    game_id = library.add_finished_game(game_a(), '{"game": "a"}', WHEN)
    (summary,) = library.games()
    assert summary.id == game_id
    assert summary.finished_at == WHEN
    assert summary.rules_name == "Tenhou (East only)"
    assert results(summary.players) == [
        ("Ann", 21800, 3, -18200),
        ("Bea", 28000, 2, 8000),
        ("Cid", 18200, 4, -31800),
        ("Dan", 32000, 1, 42000),
    ]
    figures = [(p.hands_played, p.wins, p.deal_ins, p.riichi) for p in summary.players]
    assert figures == [(4, 0, 1, 0), (4, 1, 0, 1), (4, 1, 1, 0), (4, 1, 0, 0)]
    assert [p.name for p in summary.by_place()] == ["Dan", "Bea", "Ann", "Cid"]
    assert library.record_json(game_id) == '{"game": "a"}'


def test_every_paid_ron_winner_counts_and_an_abortive_triple_ron_counts_nothing(
    library: GameLibrary,
) -> None:
    library.add_finished_game(game_b(), "{}", WHEN)
    (summary,) = library.games()
    assert results(summary.players) == [
        ("Bea", 43400, 2, 23400),
        ("Ann", -22100, 4, -72100),
        ("Eve", 25000, 3, -15000),
        ("Cid", 53700, 1, 63700),
    ]
    figures = {p.name: (p.hands_played, p.wins, p.deal_ins, p.riichi) for p in summary.players}
    # Ann dealt in twice: the double ron is one deal-in, the abortive triple ron none.
    assert figures == {
        "Bea": (4, 2, 0, 0),
        "Ann": (4, 0, 2, 0),
        "Eve": (4, 1, 0, 1),
        "Cid": (4, 1, 0, 0),
    }


def test_a_game_that_is_not_over_is_refused(library: GameLibrary) -> None:
    game = game_a()
    game.undo()
    with pytest.raises(LibraryError, match="finished"):
        library.add_finished_game(game, "{}", WHEN)
    assert library.games() == []


def test_the_same_record_twice_is_stored_once(library: GameLibrary) -> None:
    first = library.add_finished_game(game_a(), '{"same": true}', WHEN)
    again = library.add_finished_game(game_a(), '{"same": true}', WHEN + timedelta(hours=1))
    assert again == first
    assert [g.id for g in library.games()] == [first]
    other = library.add_finished_game(game_a(), '{"same": false}', WHEN)
    assert other != first
    assert len(library.games()) == 2


def test_games_come_newest_first(library: GameLibrary) -> None:
    middle = library.add_finished_game(game_a(), "1", WHEN)
    newest = library.add_finished_game(game_b(), "2", WHEN + timedelta(days=3))
    oldest = library.add_finished_game(game_draws(), "3", WHEN - timedelta(minutes=1))
    assert [g.id for g in library.games()] == [newest, middle, oldest]


def test_the_list_of_games_agrees_with_the_games(library: GameLibrary) -> None:
    library.add_finished_game(game_a(), "1", WHEN)
    library.add_finished_game(game_b(), "2", WHEN + timedelta(days=3))
    odd_names = ('"Ann"', "Bea\\", "Cid, [1]", "段")
    library.add_finished_game(game_draws(odd_names), "3", WHEN - timedelta(minutes=1))
    listed, games = library.listed_games(), library.games()
    assert [(g.id, g.when()) for g in listed] == [(g.id, g.finished_at) for g in games]
    rules = [presets.name_of(g.rules_preset, east_only=bool(g.east_only)) for g in listed]
    assert rules == [g.rules_name for g in games]
    assert [
        [(p.seat, p.name, p.points, p.place, p.result) for p in g.by_place()] for g in listed
    ] == [[(p.seat, p.name, p.points, p.place, p.result) for p in g.by_place()] for g in games]
    # Names that JSON would have to escape come back as they were written.
    assert {p.name for p in listed[2].by_place()} == set(odd_names)


@pytest.fixture
def clock_ahead_of_utc() -> Iterator[None]:
    """Local time nine hours ahead of UTC, so that local and UTC readings cannot agree."""
    saved = os.environ.get("TZ")
    os.environ["TZ"] = "JST-9"
    time.tzset()
    yield
    if saved is None:
        del os.environ["TZ"]
    else:
        os.environ["TZ"] = saved
    time.tzset()


@pytest.mark.usefixtures("clock_ahead_of_utc")
def test_times_are_kept_as_instants_whatever_their_zone(library: GameLibrary) -> None:
    # 21:30 at UTC+2 is 19:30 UTC: earlier than 20:00 UTC though its clock time is later.
    earlier = datetime(2024, 5, 1, 21, 30, tzinfo=timezone(timedelta(hours=2)))
    later_id = library.add_finished_game(game_a(), "later", WHEN)
    earlier_id = library.add_finished_game(game_b(), "earlier", earlier)
    naive = datetime(2023, 1, 2, 3, 4, 5)
    naive_id = library.add_finished_game(game_draws(), "naive", naive)
    games = library.games()
    assert [g.id for g in games] == [later_id, earlier_id, naive_id]
    assert games[1].finished_at == earlier
    # A time without a zone is read as local time.
    assert games[2].finished_at == naive.replace(tzinfo=timezone(timedelta(hours=9)))


def test_a_deleted_game_leaves_no_trace(library: GameLibrary) -> None:
    kept = library.add_finished_game(game_a(), "kept", WHEN)
    gone = library.add_finished_game(game_b(), "gone", WHEN)
    library.delete_game(gone)
    assert [g.id for g in library.games()] == [kept]
    assert {s.name for s in standings(library)} == {"Ann", "Bea", "Cid", "Dan"}
    with pytest.raises(LibraryError, match="no game"):
        library.record_json(gone)
    with pytest.raises(LibraryError, match="no game"):
        library.delete_game(gone)
    # The same record can come back once its first copy is gone.
    assert library.add_finished_game(game_b(), "gone", WHEN) != kept


# --- standings ------------------------------------------------------------------------------


def standings(library: GameLibrary, players: int = 4) -> list[PersonStatistics]:
    return library.statistics(StatisticsFilter(players=players))


def figures(row: PersonStatistics) -> tuple[object, ...]:
    """Name, games, place total, firsts, total result, hands, wins, deal-ins, riichi."""
    place_total = sum(place * count for place, count in enumerate(row.places, 1))
    return (
        row.name,
        row.games,
        place_total,
        row.places[0],
        row.total_result,
        row.hands_played,
        row.wins,
        row.deal_ins,
        row.riichi,
    )


def test_standings_over_two_games(library: GameLibrary) -> None:
    library.add_finished_game(game_a(), "a", WHEN)
    library.add_finished_game(game_b(), "b", WHEN + timedelta(hours=1))
    rows = standings(library)
    assert [figures(row) for row in rows] == [
        ("Dan", 1, 1, 1, 42000, 4, 1, 0, 0),
        ("Cid", 2, 4 + 1, 1, -31800 + 63700, 8, 2, 1, 0),
        ("Bea", 2, 2 + 2, 0, 8000 + 23400, 8, 3, 0, 1),
        ("Eve", 1, 3, 0, -15000, 4, 1, 0, 1),
        ("Ann", 2, 3 + 4, 0, -18200 - 72100, 8, 0, 3, 0),
    ]
    by_name = {s.name: s for s in rows}
    cid, ann, dan = by_name["Cid"], by_name["Ann"], by_name["Dan"]
    assert (cid.average_place, cid.first_rate, cid.win_rate, cid.deal_in_rate) == (
        2.5,
        0.5,
        0.25,
        0.125,
    )
    assert (ann.average_place, ann.first_rate, ann.win_rate, ann.deal_in_rate) == (
        3.5,
        0.0,
        0.0,
        0.375,
    )
    assert (dan.average_place, dan.first_rate, dan.win_rate) == (1.0, 1.0, 0.25)
    assert sum(s.total_result for s in rows) == 0


def test_equal_totals_rank_the_better_average_place_first(library: GameLibrary) -> None:
    # All-draw games give +35.0 / +5.0 / -15.0 / -25.0 by seat. Amy places 1 and 4, Zed 2 and 2:
    # both total +10.0, and Zed's better average place ranks him first despite his name.
    library.add_finished_game(game_draws(("Amy", "Zed", "Cid", "Dan")), "1", WHEN)
    library.add_finished_game(game_draws(("Cid", "Zed", "Dan", "Amy")), "2", WHEN)
    assert [(s.name, s.total_result, s.average_place) for s in standings(library)] == [
        ("Cid", 20000, 2.0),
        ("Zed", 10000, 2.0),
        ("Amy", 10000, 2.5),
        ("Dan", -40000, 3.5),
    ]


def test_a_player_with_no_hands_has_zero_rates() -> None:
    nobody = PersonStatistics(1, "Ann", 0, 0, (0, 0, 0, 0), 0, 0, 0, 0, 0, 0, 0, 0, 0)
    assert (nobody.average_place, nobody.first_rate, nobody.win_rate, nobody.deal_in_rate) == (
        0.0,
        0.0,
        0.0,
        0.0,
    )


# --- the file -------------------------------------------------------------------------------

# What version 1 of the app wrote, kept as it was released: a migration test that built its
# version-1 file from the module's own first step would not notice that step being edited.
V1_SQL = (
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
)


def _words(sql: str) -> list[str]:
    return sql.split()


def test_the_released_version_1_step_is_unchanged() -> None:
    assert [_words(s) for s in library_module.MIGRATIONS[0]] == [_words(s) for s in V1_SQL]
    assert SCHEMA_VERSION == 8


def write_v1_library(path: Path) -> None:
    """Game A as version 1 stored it: players without counts, one row per riichi, win, deal-in."""
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("BEGIN")
    for statement in V1_SQL:
        connection.execute(statement)
    connection.execute("PRAGMA user_version = 1")
    connection.execute(
        "INSERT INTO games VALUES (7, '2024-05-01T20:00:00.000000+00:00', 'Tenhou (East only)',"
        " 4, '{\"v\": 1}', 'hash-a')"
    )
    connection.executemany(
        "INSERT INTO players VALUES (7, ?, ?, ?, ?, ?)",
        [
            (0, "Ann", 21800, 3, -18200),
            (1, "Bea", 28000, 2, 8000),
            (2, "Cid", 18200, 4, -31800),
            (3, "Dan", 32000, 1, 42000),
        ],
    )
    connection.executemany(
        "INSERT INTO seat_events VALUES (7, ?, ?, ?)",
        [
            (1, 0, "riichi"),
            (1, 1, "win"),
            (2, 1, "deal_in"),
            (3, 2, "win"),
            (2, 4, "win"),
            (0, 4, "deal_in"),
        ],
    )
    connection.execute("COMMIT")
    connection.close()


def test_a_version_1_library_is_upgraded_with_its_games_and_counts(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    write_v1_library(path)
    with GameLibrary(path) as upgraded:
        assert upgraded.schema_version == 8
        (summary,) = upgraded.games()
        assert summary.id == 7
        assert summary.finished_at == WHEN
        assert upgraded.record_json(7) == '{"v": 1}'
        counts = [(p.hands_played, p.wins, p.deal_ins, p.riichi) for p in summary.players]
        # The same counts as game A added to a new library.
        assert counts == [(4, 0, 1, 0), (4, 1, 0, 1), (4, 1, 1, 0), (4, 1, 0, 0)]
        assert figures(standings(upgraded)[0]) == ("Dan", 1, 1, 1, 42000, 4, 1, 0, 0)
        # A game added after the upgrade sits next to the old one.
        upgraded.add_finished_game(game_b(), "b", WHEN + timedelta(days=1))
        assert [g.id for g in upgraded.games()][1] == 7
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA user_version").fetchone() == (8,)
    tables = {row[0] for row in check.execute("SELECT name FROM sqlite_master")}
    assert "seat_events" not in tables
    check.close()


def test_a_failing_migration_step_leaves_the_file_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "old.sqlite"
    write_v1_library(path)
    broken = (
        *library_module.MIGRATIONS,
        ("ALTER TABLE players ADD COLUMN broken INTEGER", "SELECT * FROM no_such_table"),
    )
    monkeypatch.setattr(library_module, "MIGRATIONS", broken)
    monkeypatch.setattr(library_module, "SCHEMA_VERSION", len(broken))
    with pytest.raises(LibraryError, match="cannot be upgraded"):
        GameLibrary(path)
    check = sqlite3.connect(path)
    # The upgrade is one transaction: none of its steps went through.
    assert check.execute("PRAGMA user_version").fetchone() == (1,)
    columns = {row[1] for row in check.execute("PRAGMA table_info(players)")}
    assert "wins" not in columns
    assert "broken" not in columns
    tables = {row[0] for row in check.execute("SELECT name FROM sqlite_master")}
    assert "seat_events" in tables
    check.close()
    # Without the broken step, the next open upgrades it whole.
    monkeypatch.setattr(library_module, "MIGRATIONS", broken[:-1])
    monkeypatch.setattr(library_module, "SCHEMA_VERSION", len(broken) - 1)
    with GameLibrary(path) as upgraded:
        assert upgraded.schema_version == SCHEMA_VERSION
        assert figures(standings(upgraded)[0]) == ("Dan", 1, 1, 1, 42000, 4, 1, 0, 0)


def test_a_new_library_uses_wal_and_enforces_foreign_keys(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite"
    with GameLibrary(path) as fresh:
        assert fresh.schema_version == SCHEMA_VERSION
        fresh.add_finished_game(game_a(), "a", WHEN)
        with pytest.raises(sqlite3.IntegrityError):
            fresh._db.execute(
                "INSERT INTO players (game_id, seat, name, points, place, result)"
                " VALUES (99, 0, 'Nobody', 0, 1, 0)"
            )
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert check.execute("PRAGMA application_id").fetchone() == (APPLICATION_ID,)
    check.close()
    # Reopening a current library changes nothing and keeps its games.
    with GameLibrary(path) as reopened:
        assert len(reopened.games()) == 1


def files_in(folder: Path) -> dict[str, bytes]:
    return {entry.name: entry.read_bytes() for entry in folder.iterdir()}


def test_a_library_from_a_newer_version_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite"
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    connection.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, shape TEXT)")
    connection.execute("INSERT INTO games VALUES (1, 'from the future')")
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    connection.commit()
    connection.close()
    before = files_in(tmp_path)
    with pytest.raises(LibraryError, match="newer version") as raised:
        GameLibrary(path)
    assert f"format {SCHEMA_VERSION + 1}" in str(raised.value)
    assert files_in(tmp_path) == before


def test_a_file_that_is_not_a_database_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite"
    path.write_bytes(b"Shopping list: tiles, a scoring sheet, tea.\n" * 50)
    before = files_in(tmp_path)
    with pytest.raises(LibraryError, match="not a game library"):
        GameLibrary(path)
    assert files_in(tmp_path) == before


def test_another_programs_database_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE contacts (name TEXT)")
    connection.commit()
    connection.close()
    before = files_in(tmp_path)
    with pytest.raises(LibraryError, match="another program"):
        GameLibrary(path)
    assert files_in(tmp_path) == before


def test_a_folder_that_does_not_exist_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(LibraryError, match="cannot be opened"):
        GameLibrary(tmp_path / "missing" / "library.sqlite")


def test_a_closed_library_says_so(tmp_path: Path) -> None:
    with GameLibrary(tmp_path / "library.sqlite") as opened:
        opened.add_finished_game(game_a(), "a", WHEN)
    with pytest.raises(LibraryError, match="closed"):
        opened.games()
    opened.close()


# --- games known by their identity, and figures counted again -----------------------------------


def test_a_game_known_by_its_identity_is_written_once(library: GameLibrary) -> None:
    first = library.add_finished_game(game_a(), "a", WHEN, uid="game-1")
    again = library.add_finished_game(game_a(), "a", WHEN, uid="game-1")
    assert len(library.games()) == 1
    # The same game finished differently (an undo, then other hands) replaces the first.
    library.add_finished_game(game_b(), "b", WHEN, uid="game-1")
    (only,) = library.games()
    assert {p.name for p in only.players} == {"Bea", "Ann", "Eve", "Cid"}
    assert first == again
    assert library.delete_game_uid("game-1")
    assert not library.delete_game_uid("game-1")
    assert library.games() == []


def test_three_and_four_player_standings_are_kept_apart(library: GameLibrary) -> None:
    library.add_finished_game(game_a(), "a", WHEN)
    three = Game(presets.east_only(presets.TENHOU_3P), ("Ann", "Bea", "Cid"))
    # Ann reaches the 40000 target, so the game ends after East 3.
    three.record(PointCorrection(1, 0, 5000, "Set up the table"))
    for _ in range(3):
        three.record(ExhaustiveDraw(frozenset()))
    assert three.is_over
    library.add_finished_game(three, "three", WHEN)
    assert {s.name for s in standings(library)} == {"Ann", "Bea", "Cid", "Dan"}
    assert {s.name: s.games for s in standings(library, 3)} == {"Ann": 1, "Bea": 1, "Cid": 1}
    assert all(s.games == 1 for s in standings(library, 4))
    (summary_three,) = [g for g in library.games() if len(g.players) == 3]
    assert summary_three.rules_name == "Tenhou three-player (East only)"


def _v2_library_with(path: Path, record_json: str, results: list[int]) -> None:
    """A version-2 library holding one game with the figures a version 2 app stored."""
    connection = sqlite3.connect(path, isolation_level=None)
    for step in library_module.MIGRATIONS[:2]:
        for statement in step:
            connection.execute(statement)
    connection.execute("PRAGMA user_version = 2")
    connection.execute(
        "INSERT INTO games VALUES (1, '2024-05-01T20:00:00.000000+00:00', 'Mahjong Soul', 8, ?,"
        " 'hash')",
        (record_json,),
    )
    for seat, result in enumerate(results):
        connection.execute(
            "INSERT INTO players VALUES (1, ?, ?, 25000, ?, ?, 0, 0, 0)",
            (seat, "ABCD"[seat], seat + 1, result),
        )
    connection.close()


def test_an_upgraded_library_counts_its_games_again(tmp_path: Path) -> None:
    # A game of format 1 under Mahjong Soul, stored with the oka version 1 gave first place:
    # the upgrade counts it again as Mahjong Soul's sources say, from 25000 with no oka.
    from tallyo_desktop.core.record.format import game_to_json

    game = Game(presets.MAHJONG_SOUL, ("A", "B", "C", "D"))
    for _ in range(8):
        game.record(ExhaustiveDraw(frozenset()))
    path = tmp_path / "v2.sqlite"
    _v2_library_with(path, game_to_json(game), [20000 - 5000 + 15000, 5000, -5000, -15000 - 5000])
    with GameLibrary(path) as upgraded:
        assert upgraded.schema_version == 8
        (summary,) = upgraded.games()
        # Everybody on 25000, ranked by seat: uma only.
        assert [p.result for p in summary.players] == [15000, 5000, -5000, -15000]
        assert summary.rules_name == "Mahjong Soul"


def test_the_library_is_rebuilt_from_records(library: GameLibrary) -> None:
    from tallyo_desktop.core.record.format import Metadata, game_to_json

    library.add_finished_game(game_b(), "stale", WHEN)
    first = game_to_json(game_a(), Metadata(id="a-1"))
    unfinished = game_to_json(Game(RULES, ("W", "X", "Y", "Z")), Metadata(id="w-1"))
    count = library.rebuild([(first, WHEN), ("not json", WHEN), (unfinished, WHEN), (first, WHEN)])
    assert count == 1
    (summary,) = library.games()
    assert {p.name for p in summary.players} == {"Ann", "Bea", "Cid", "Dan"}
