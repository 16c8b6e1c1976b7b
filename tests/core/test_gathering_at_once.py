"""Two copies of the app keeping games in one data folder at the same moment (two windows, or
two laptops on a shared data folder): no copy is lost, each is told where its own copy is, and
neither loses the other's choices. Real programs of their own, started together."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from gathering_instances import content

from tallyo_desktop.core.library.finished_copies import (
    KeptCopies,
    copies_of,
    read_held,
    write_choices,
)
from tallyo_desktop.core.library.folder_lock import FolderLock
from tallyo_desktop.core.library.gathering import gather
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.rules.rules import GameLength, Rules
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

INSTANCE = Path(__file__).with_name("gathering_instances.py")
GAMES = 150


def at_once(tmp_path: Path, *runs: list[str]) -> list[Any]:
    """Start a program for each of `runs` (an action and its arguments), let them begin at the
    same moment, and return what each printed."""
    start = tmp_path / "start"
    programs = [
        subprocess.Popen(
            [sys.executable, str(INSTANCE), run[0], str(start), *run[1:]],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for run in runs
    ]
    start.touch()
    results = []
    for program in programs:
        out, err = program.communicate(timeout=120)
        assert program.returncode == 0, err
        results.append(json.loads(out))
    return results


def test_two_programs_keeping_copies_of_the_same_games_lose_none(tmp_path: Path) -> None:
    finished = tmp_path / "data" / "games" / "finished"
    first, second = at_once(
        tmp_path,
        ["keep", str(finished), "first", str(GAMES)],
        ["keep", str(finished), "second", str(GAMES)],
    )
    for writer, kept in (("first", first), ("second", second)):
        for key, path in kept:
            # Each is told where its own copy is, and that file holds its copy.
            assert Path(path).read_bytes() == content(key, writer)
    for number in range(GAMES):
        key = f"game{number:04}"
        held = sorted(path.read_bytes() for path in copies_of(finished, key))
        assert held == sorted([content(key, "first"), content(key, "second")])
    assert not list(finished.glob("*.gathering"))


def test_a_copy_already_kept_by_the_other_program_is_not_kept_twice(tmp_path: Path) -> None:
    finished = tmp_path / "finished"
    with FolderLock(finished):
        (kept,) = KeptCopies(finished).keep([("g1", b"one copy\n")])
    with FolderLock(finished):
        assert KeptCopies(finished).keep([("g1", b"one copy\n")]) == [kept]
    assert [path.name for path in copies_of(finished, "g1")] == ["g1.tallyo"]


def test_two_programs_recording_choices_keep_every_one(tmp_path: Path) -> None:
    finished = tmp_path / "data" / "games" / "finished"
    write_choices(finished, {"before": None})
    counts = at_once(
        tmp_path,
        ["choices", str(finished), "a", "300"],
        ["choices", str(finished), "b", "300"],
    )
    assert counts == [300, 300]
    held = read_held(finished)
    assert len(held) == 601
    assert held["before"] is None and held["a0299"] == "a0299.2.tallyo"
    assert not list(finished.glob("*.gathering"))


def draws(tenpai: frozenset[int]) -> Game:
    game = Game(Rules(game_length=GameLength.EAST_ONLY), ("Ann", "Bea", "Cid", "Dan"))
    game.record(ExhaustiveDraw(tenpai))
    for _ in range(3):
        game.record(ExhaustiveDraw(frozenset()))
    return game


def test_two_programs_gathering_copies_that_differ_keep_both_and_one_game_each(
    tmp_path: Path,
) -> None:
    """Laptop 1's files in one window, laptop 2's in another, into one data folder: every game
    is in the library once, its other copy waits for the organiser beside it."""
    stamp = "2026-03-05T21:00:00+01:00"
    laptops = {}
    for laptop, tenpai in (("laptop1", frozenset()), ("laptop2", frozenset({1}))):
        folder = tmp_path / laptop
        folder.mkdir()
        text = game_to_json(draws(tenpai), Metadata(id="", created=stamp, updated=stamp))
        for number in range(GAMES):
            record = text.replace('"id": ""', f'"id": "g{number:04}"')
            (folder / f"g{number:04}.tallyo").write_text(record, encoding="utf-8")
        laptops[laptop] = folder
    data = tmp_path / "data"
    data.mkdir()
    with GameLibrary(data / "library.sqlite3"):
        pass
    reports = at_once(
        tmp_path,
        ["gather", str(laptops["laptop1"]), str(data)],
        ["gather", str(laptops["laptop2"]), str(data)],
    )
    # One gathered first: its games are new; the other's differ from them, and wait.
    assert sorted(len(report["new"]) for report in reports) == [0, GAMES]
    assert sorted(len(report["conflicts"]) for report in reports) == [0, GAMES]
    finished = data / "games" / "finished"
    for number in range(GAMES):
        key = f"g{number:04}"
        found = sorted(path.read_bytes() for path in copies_of(finished, key))
        wanted = sorted((laptops[laptop] / f"{key}.tallyo").read_bytes() for laptop in laptops)
        assert found == wanted
    for conflict in next(report["conflicts"] for report in reports if report["conflicts"]):
        for path, kept in conflict:
            if path != "None":
                assert Path(kept).read_bytes() == Path(path).read_bytes()
    with GameLibrary(data / "library.sqlite3") as library:
        assert len(library.games()) == GAMES
        # Gathering both again finds every game there, and asks again about each conflict.
        again = gather([tmp_path / "laptop1", tmp_path / "laptop2"], library, finished)
        assert (again.new, again.longer, len(again.conflicts)) == ([], [], GAMES)
    assert len(read_held(finished)) == GAMES
    assert not list(finished.glob("*.gathering"))
