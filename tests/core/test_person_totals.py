"""Each person's totals (schema version 8) are kept by the library file itself, whatever writes
its games and players: the standings read from them are the standings counted from the games,
after any sequence of additions, replacements, deletions, merges, splits and rebuilds."""

from __future__ import annotations

import contextlib
import hashlib
import random
import sqlite3
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from club_games import random_game, record, when

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.people import Merge
from tallyo_desktop.core.library.schema import MIGRATIONS
from tallyo_desktop.core.library.statistics import PersonStatistics, StatisticsFilter
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.library.work import Cancelled
from tallyo_desktop.core.rules import presets

NAMES = ("Ann", "Bea", "Cid", "Dan", "Eve", "Fay", " Ann", "Zoe\u0308")
RULES = (presets.east_only(presets.TENHOU), presets.WRC, presets.MAHJONG_SOUL)
THREE = presets.east_only(presets.TENHOU_3P)
EVERY_DAY = date(1900, 1, 1)
"""A date filter that keeps every game: the standings are then counted from the games."""


@pytest.fixture
def library(tmp_path: Path) -> Iterator[GameLibrary]:
    with GameLibrary(tmp_path / "library.sqlite3") as opened:
        yield opened


def _rows(rows: list[PersonStatistics]) -> list[tuple[object, ...]]:
    return [tuple(vars(row).values()) for row in rows]


def assert_totals_are_the_games(library: GameLibrary) -> None:
    for players in (3, 4):
        for preset in (None, *(rules.preset for rules in RULES), THREE.preset):
            for least in (0, 3):
                kept = StatisticsFilter(players=players, rules_preset=preset, min_games=least)
                counted = StatisticsFilter(
                    players=players, rules_preset=preset, min_games=least, date_from=EVERY_DAY
                )
                assert _rows(library.statistics(kept)) == _rows(library.statistics(counted))
    with sqlite3.connect(library.path) as check:
        games = dict(
            check.execute(
                "SELECT person_id, count(*) FROM players WHERE person_id IS NOT NULL"
                " GROUP BY person_id"
            )
        )
    assert {person.id: person.games for person in library.people()} == games
    assert {person.id: library.person(person.id).games for person in library.people()} == games


def triggers(library: GameLibrary) -> list[tuple[str, str]]:
    """The file's triggers, as SQLite finds them."""
    with sqlite3.connect(library.path) as check:
        found = check.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name"
        ).fetchall()
    check.close()
    return [(str(name), str(sql)) for name, sql in found]


def add_random(library: GameLibrary, rng: random.Random, number: int, uid: str) -> None:
    seats = 3 if rng.random() < 0.25 else 4
    rules = THREE if seats == 3 else rng.choice(RULES)
    names = tuple(rng.sample(NAMES[:6], seats))
    if rng.random() < 0.3 and "Ann" not in names[1:]:
        # The same person written otherwise: " Ann" is Ann; "Zoë" has its accent apart.
        names = (rng.choice(NAMES[6:]), *names[1:])
    game = random_game(names, number, rules)
    library.add_finished_game(game, record(game, uid), when(rng.randrange(60)), uid)


@pytest.mark.parametrize("seed", range(6))
def test_the_totals_follow_every_write(library: GameLibrary, seed: int) -> None:
    rng = random.Random(seed)
    uids: list[str] = []
    merges: list[Merge] = []
    for number in range(40):
        roll = rng.random()
        if roll < 0.5 or not uids:
            uid = f"game-{number}"
            uids.append(uid)
            add_random(library, rng, number, uid)
        elif roll < 0.6:
            # The same game finished otherwise: it replaces the one stored.
            add_random(library, rng, number, rng.choice(uids))
        elif roll < 0.7:
            uid = uids.pop(rng.randrange(len(uids)))
            library.delete_game_uid(uid)
        elif roll < 0.78:
            people = library.people()
            if len(people) >= 2:
                chosen = [person.id for person in rng.sample(people, 2)]
                # Two people who played in one game are refused: nothing changes then.
                with contextlib.suppress(TallyoError):
                    merges.append(library.merge_people(chosen))
        elif roll < 0.84 and merges:
            library.undo_merge(merges.pop())
        elif roll < 0.9:
            several = [person for person in library.people() if len(person.aliases) > 1]
            if several:
                person = rng.choice(several)
                library.split_alias(rng.choice(person.aliases))
                merges.clear()
        elif roll < 0.95:
            library.recount()
        else:
            games = library.games()
            if games:
                # Its identity may be deleted again later: nothing is then found.
                library.delete_game(rng.choice(games).id)
        assert_totals_are_the_games(library)


def test_a_rebuild_counts_the_totals_again(library: GameLibrary) -> None:
    rng = random.Random(7)
    for number in range(12):
        add_random(library, rng, number, f"game-{number}")
    records = [(library.record_json(game.id), game.finished_at) for game in library.games()]
    game = random_game(("Gus", "Hal", "Ida", "Jo"), 99)
    library.add_finished_game(game, record(game, "strangers"), when(70), "strangers")
    gus, ann = library.person_named("Gus"), library.person_named("Ann")
    assert gus is not None and ann is not None
    assert library.merge_people([ann.id, gus.id]).merged
    kept = triggers(library)
    assert len(kept) == 5
    assert library.rebuild(records[:7]) == 7
    assert_totals_are_the_games(library)
    # Written without them, counted at the end: the triggers are back, and keep the totals.
    assert triggers(library) == kept
    add_random(library, rng, 50, "after")
    assert_totals_are_the_games(library)
    assert sum(person.games for person in library.people()) == sum(
        len(game.players) for game in library.games()
    )


def test_a_game_with_players_keeps_its_rules(library: GameLibrary) -> None:
    """The totals were counted under a game's player count and preset: changing those without
    taking its players out first is refused, by the file itself."""
    rng = random.Random(3)
    add_random(library, rng, 1, "game-1")
    (game,) = library.games()
    with sqlite3.connect(library.path) as other, pytest.raises(sqlite3.IntegrityError):
        other.execute("UPDATE games SET rules_preset = 'wrc', hands_played = 99 WHERE id = ?",
                      (game.id,))  # fmt: skip
    assert_totals_are_the_games(library)


def test_a_cancelled_rebuild_leaves_the_library_as_it_was(library: GameLibrary) -> None:
    rng = random.Random(11)
    for number in range(10):
        add_random(library, rng, number, f"game-{number}")
    game = random_game(("Gus", "Hal", "Ida", "Jo"), 99)
    library.add_finished_game(game, record(game, "strangers"), when(70), "strangers")
    gus, ann = library.person_named("Gus"), library.person_named("Ann")
    assert gus is not None and ann is not None
    merged = library.merge_people([ann.id, gus.id])
    before = (library.games(), library.people(), library.statistics(StatisticsFilter()))
    records = [(library.record_json(game.id), game.finished_at) for game in library.games()]
    reports: list[tuple[int, int]] = []

    def stopped(done: int, total: int) -> None:
        reports.append((done, total))
        if done == 6:
            raise Cancelled()

    kept = triggers(library)
    with pytest.raises(Cancelled):
        library.rebuild(records[:8], stopped)
    assert reports[-1] == (6, 8)
    assert triggers(library) == kept
    assert len(before[0]) == 11
    assert (library.games(), library.people(), library.statistics(StatisticsFilter())) == before
    library.undo_merge(merged)
    assert_totals_are_the_games(library)


def test_the_released_version_8_step_is_unchanged() -> None:
    """Libraries out there were built by it: a change is a new step."""
    text = "\n".join(MIGRATIONS[7])
    assert hashlib.sha256(text.encode()).hexdigest() == STEP_8


STEP_8 = "a7f17c9333b2e75a0ebe01cd795a5d7444ae0221e4fefbdb9ff4cbead703a74d"
