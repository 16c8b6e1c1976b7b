"""Gathering game files from several laptops: each game counts once, the longer copy counts,
copies that contradict each other wait for the organiser, and nothing gathered is changed."""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from tallyo_desktop.core.library.finished_copies import (
    HELD_FILE,
    held_copies,
    read_held,
    read_set_aside,
)
from tallyo_desktop.core.library.folder_lock import LOCK_NAME
from tallyo_desktop.core.library.gathering import (
    GatherError,
    GatherReport,
    choose,
    gather,
    write_problem,
)
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import Metadata, game_to_json, saved_game_from_json
from tallyo_desktop.core.rules.rules import GameLength, Rules
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Bea", "Cid", "Dan")
EAST = Rules(game_length=GameLength.EAST_ONLY)
HANCHAN = Rules()


def draws(*tenpai: tuple[int, ...], rules: Rules = EAST, hands: int = 4) -> Game:
    """A game of exhaustive draws: the first ones with `tenpai`, the rest with nobody."""
    game = Game(rules, NAMES)
    for number in range(hands):
        game.record(ExhaustiveDraw(frozenset(tenpai[number] if number < len(tenpai) else ())))
    return game


SHORT = draws()
LONG = draws(rules=HANCHAN, hands=8)
"""The same first four hands, then a change to a full game and four more: it goes on."""
OTHER = draws((1,))
"""The same players, but Bea was tenpai in the first hand: it contradicts SHORT."""


def write(path: Path, game: Game, game_id: str | None = "g1", **metadata: Any) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    stamp = "2026-03-05T21:00:00+01:00"
    saved = Metadata(id=game_id, created=stamp, updated=stamp, **metadata)
    path.write_text(game_to_json(game, saved), encoding="utf-8")
    return path


@pytest.fixture
def library(tmp_path: Path) -> Iterator[GameLibrary]:
    (tmp_path / "data").mkdir()
    with GameLibrary(tmp_path / "data" / "library.sqlite3") as opened:
        yield opened


@pytest.fixture
def finished(tmp_path: Path) -> Path:
    return tmp_path / "data" / "games" / "finished"


def kept_names(finished: Path) -> list[str]:
    """The library's copies of games in the data folder (its lock file beside them aside)."""
    return sorted(path.name for path in finished.iterdir() if path.name != LOCK_NAME)


def run(library: GameLibrary, finished: Path, *paths: Path) -> GatherReport:
    return gather(paths, library, finished)


def held_games(library: GameLibrary) -> list[tuple[int, tuple[tuple[str, int], ...]]]:
    """What the library holds: each game's hands and its players' points, in order."""
    return sorted(
        (
            summary.players[0].hands_played,
            tuple((player.name, player.points) for player in summary.players),
        )
        for summary in library.games()
    )


def rebuilt(tmp_path: Path, finished: Path) -> list[tuple[int, tuple[tuple[str, int], ...]]]:
    """What a library made again from the finished games' files holds, as the app makes it."""
    paths = sorted(finished.glob("*.tallyo"))
    records = [
        (path.read_text(encoding="utf-8"), datetime(2026, 3, 5, tzinfo=UTC))
        for path in held_copies(paths, finished)
    ]
    with GameLibrary(tmp_path / "rebuilt.sqlite3") as other:
        other.rebuild(records)
        return held_games(other)


def test_new_finished_games_are_stored_and_kept_as_they_were_read(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    first = write(tmp_path / "stick" / "a.tallyo", SHORT, "g1", event_name="Thursday")
    write(tmp_path / "stick" / "deeper" / "b.tallyo", OTHER, "g2")
    report = run(library, finished, tmp_path / "stick")
    assert (report.files, len(report.new), report.same, report.conflicts) == (2, 2, [], [])
    assert len(library.games()) == 2
    # The library's copy is the file's bytes: the club night in its metadata comes along.
    assert (finished / "g1.tallyo").read_bytes() == first.read_bytes()
    assert saved_game_from_json((finished / "g1.tallyo").read_text()).metadata.event_name == (
        "Thursday"
    )


def test_the_same_game_found_again_changes_nothing(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    one = write(tmp_path / "one" / "a.tallyo", SHORT)
    two = write(tmp_path / "two" / "copy of a.tallyo", SHORT)
    report = run(library, finished, one, two)
    assert (report.new, report.same) == ([one], [two])
    again = run(library, finished, tmp_path / "one", tmp_path / "two")
    assert (again.new, sorted(again.same)) == ([], sorted([one, two]))
    assert len(library.games()) == 1
    assert kept_names(finished) == ["g1.tallyo"]


def test_a_longer_copy_found_later_replaces_the_librarys_beside_it(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    short = write(tmp_path / "laptop1" / "g.tallyo", SHORT)
    run(library, finished, short)
    kept = (finished / "g1.tallyo").read_bytes()
    long = write(tmp_path / "laptop2" / "g.tallyo", LONG)
    report = run(library, finished, long)
    assert (report.longer, report.new, report.same) == ([long], [], [])
    assert [hands for hands, _ in held_games(library)] == [8]
    # Nothing written over: the first copy is still there, the longer one beside it.
    assert (finished / "g1.tallyo").read_bytes() == kept
    assert (finished / "g1.2.tallyo").read_bytes() == long.read_bytes()
    assert read_held(finished) == {"g1": "g1.2.tallyo"}
    assert rebuilt(tmp_path, finished) == held_games(library)


@pytest.mark.parametrize("names", [("a.tallyo", "b.tallyo"), ("b.tallyo", "a.tallyo")])
def test_of_two_copies_found_together_the_longer_counts_in_either_order(
    tmp_path: Path, library: GameLibrary, finished: Path, names: tuple[str, str]
) -> None:
    short = write(tmp_path / names[0], SHORT)
    long = write(tmp_path / names[1], LONG)
    report = run(library, finished, tmp_path)
    assert (report.new, report.same, report.longer) == ([long], [short], [])
    assert [hands for hands, _ in held_games(library)] == [8]
    assert rebuilt(tmp_path, finished) == held_games(library)


def test_a_shorter_copy_changes_nothing(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    run(library, finished, write(tmp_path / "long.tallyo", LONG))
    short = write(tmp_path / "later" / "short.tallyo", SHORT)
    report = run(library, finished, short)
    assert (report.same, report.new, report.longer) == ([short], [], [])
    assert [hands for hands, _ in held_games(library)] == [8]
    assert kept_names(finished) == ["g1.tallyo"]


def test_a_conflict_keeps_the_librarys_copy_until_the_organiser_chooses(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    run(library, finished, write(tmp_path / "laptop1" / "g.tallyo", SHORT))
    before = held_games(library)
    other = write(tmp_path / "laptop2" / "g.tallyo", OTHER)
    report = run(library, finished, other)
    assert (report.new, report.longer, report.same) == ([], [], [])
    [conflict] = report.conflicts
    assert conflict.key == "g1" and len(conflict.copies) == 2
    assert conflict.held is not None and conflict.copies[conflict.held].path is None
    # The library's copy is shown from its file, with the dates the library's record leaves out.
    ours = conflict.copies[conflict.held]
    assert ours.kept == finished / "g1.tallyo"
    assert ours.saved.metadata.updated == "2026-03-05T21:00:00+01:00"
    chosen = next(index for index, copy in enumerate(conflict.copies) if copy.path == other)
    # Neither wins silently: the library holds what it held, and keeps the other copy too.
    assert held_games(library) == before
    assert (finished / "g1.2.tallyo").read_bytes() == other.read_bytes()
    assert rebuilt(tmp_path, finished) == before
    choose(library, finished, conflict, chosen)
    assert held_games(library) != before
    assert held_games(library) == [(4, held_games(library)[0][1])]
    assert read_held(finished) == {"g1": "g1.2.tallyo"}
    assert rebuilt(tmp_path, finished) == held_games(library)


def test_a_conflict_between_copies_found_together_stores_none_until_chosen(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    write(tmp_path / "a.tallyo", SHORT)
    write(tmp_path / "b.tallyo", OTHER)
    report = run(library, finished, tmp_path)
    [conflict] = report.conflicts
    assert conflict.held is None
    assert library.games() == []
    assert read_held(finished) == {"g1": None}
    assert rebuilt(tmp_path, finished) == []
    choose(library, finished, conflict, 1)
    assert len(library.games()) == 1
    assert rebuilt(tmp_path, finished) == held_games(library)


def test_files_that_cannot_be_read_are_listed_with_the_reason(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    good = write(tmp_path / "good.tallyo", SHORT)
    (tmp_path / "empty.tallyo").write_bytes(b"")
    (tmp_path / "cut.tallyo").write_text(good.read_text()[:200], encoding="utf-8")
    (tmp_path / "picture.tallyo").write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    report = run(library, finished, tmp_path, tmp_path / "missing.tallyo")
    refused = {path.name: reason for path, reason in report.refused}
    assert set(refused) == {"empty.tallyo", "cut.tallyo", "picture.tallyo", "missing.tallyo"}
    assert "empty" in refused["empty.tallyo"] and "cut short" in refused["cut.tallyo"]
    assert report.new == [good]


def test_unfinished_games_are_listed_not_stored(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    playing = write(tmp_path / "playing.tallyo", draws(hands=2), "g2")
    report = run(library, finished, playing)
    assert (report.unfinished, report.new) == ([playing], [])
    assert library.games() == [] and not finished.exists()


def test_an_unfinished_copy_of_a_stored_game_is_already_there(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    run(library, finished, write(tmp_path / "done.tallyo", SHORT))
    earlier = write(tmp_path / "later" / "earlier.tallyo", draws(hands=2))
    report = run(library, finished, earlier)
    assert (report.same, report.unfinished) == ([earlier], [])


def test_files_without_an_id_are_one_game_when_their_games_are_the_same(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    mail = tmp_path / "mail"
    one = write(mail / "one.tallyo", SHORT, None)
    stamp = "2026-03-06T10:00:00+01:00"
    later = Metadata(created=stamp, updated=stamp)
    two = mail / "two.tallyo"
    two.write_text(game_to_json(SHORT, later), encoding="utf-8")
    three = write(mail / "three.tallyo", OTHER, None)
    report = run(library, finished, mail)
    assert (sorted(report.new), report.same) == (sorted([one, three]), [two])
    assert len(library.games()) == 2
    again = run(library, finished, mail)
    assert (again.new, len(again.same)) == ([], 3)
    assert rebuilt(tmp_path, finished) == held_games(library)


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {
        str(path.relative_to(folder)): (path.read_bytes(), path.stat().st_mtime_ns)
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    } | {str(path): (b"", 0) for path in folder.rglob("*") if path.is_dir()}


def test_nothing_is_written_to_the_folder_gathered(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    stick = tmp_path / "stick"
    write(stick / "a.tallyo", SHORT)
    write(stick / "b.tallyo", OTHER)
    write(stick / "c" / "long.tallyo", LONG, "g3")
    write(stick / "c" / "playing.tallyo", draws(hands=1), "g4")
    (stick / "bad.tallyo").write_text("{", encoding="utf-8")
    os.utime(stick / "a.tallyo", ns=(1_000_000_000, 1_000_000_000))
    before = snapshot(stick)
    report = run(library, finished, stick)
    assert report.conflicts and report.refused and report.unfinished and report.new
    choose(library, finished, report.conflicts[0], 0)
    assert snapshot(stick) == before


def test_the_rebuild_gives_the_same_library_after_longer_copies_and_a_choice(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    run(library, finished, write(tmp_path / "1" / "a.tallyo", SHORT, "g1"))
    run(library, finished, write(tmp_path / "1" / "b.tallyo", SHORT, "g2"))
    run(library, finished, write(tmp_path / "1" / "c.tallyo", OTHER, "g3"))
    report = run(
        library,
        finished,
        write(tmp_path / "2" / "a.tallyo", LONG, "g1"),
        write(tmp_path / "2" / "b.tallyo", OTHER, "g2"),
        write(tmp_path / "2" / "c.tallyo", SHORT, "g3"),
    )
    assert len(report.longer) == 1 and len(report.conflicts) == 2
    by_key = {conflict.key: conflict for conflict in report.conflicts}
    # g2: the organiser takes the gathered copy; g3: the library's own copy stays.
    choose(library, finished, by_key["g2"], 1 - (by_key["g2"].held or 0))
    choose(library, finished, by_key["g3"], by_key["g3"].held or 0)
    assert len(library.games()) == 3
    assert rebuilt(tmp_path, finished) == held_games(library)


def test_a_copy_already_in_the_data_folder_is_never_written_over(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    # A finished copy the library does not hold (a write to it failed, say).
    there = write(finished / "g1.tallyo", OTHER)
    kept = there.read_bytes()
    gathered = write(tmp_path / "stick" / "g.tallyo", SHORT)
    report = run(library, finished, gathered)
    assert report.new == [gathered]
    assert there.read_bytes() == kept
    assert (finished / "g1.2.tallyo").read_bytes() == gathered.read_bytes()
    assert read_held(finished) == {"g1": "g1.2.tallyo"}
    assert rebuilt(tmp_path, finished) == held_games(library)


def test_a_cancelled_gather_stores_nothing(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    for number in range(5):
        write(tmp_path / f"{number}.tallyo", SHORT, f"g{number}")
    told: list[tuple[int, int]] = []
    report = gather(
        [tmp_path],
        library,
        finished,
        progress=lambda done, total: told.append((done, total)),
        cancelled=lambda: len(told) >= 2,
    )
    assert report.cancelled and told == [(0, 5), (1, 5)]
    assert library.games() == [] and not finished.exists()


def test_progress_is_told_after_each_file(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    for number in range(3):
        write(tmp_path / f"{number}.tallyo", SHORT, f"g{number}")
    told: list[tuple[int, int]] = []
    gather([tmp_path], library, finished, progress=lambda *step: told.append(step))
    assert told == [(0, 3), (1, 3), (2, 3), (3, 3)]
    assert not (finished / HELD_FILE).exists()


def test_without_the_record_of_held_copies_the_rebuild_takes_the_longest(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    run(library, finished, write(tmp_path / "1" / "a.tallyo", SHORT))
    run(library, finished, write(tmp_path / "2" / "a.tallyo", LONG))
    (finished / HELD_FILE).write_text("not JSON", encoding="utf-8")
    assert read_held(finished) == {}
    assert rebuilt(tmp_path, finished) == held_games(library)


def test_a_file_named_like_a_copy_of_a_game_but_holding_another_stands_alone(
    tmp_path: Path, finished: Path
) -> None:
    first = write(finished / "g1.tallyo", SHORT, "g1")
    other = write(finished / "g1.2.tallyo", OTHER, "g9")
    assert sorted(held_copies([first, other], finished)) == sorted([first, other])
    assert not list(finished.glob("*.gathering"))


def test_a_conflict_decided_stays_decided_at_the_next_gather(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    one = write(tmp_path / "laptop1" / "g.tallyo", SHORT)
    two = write(tmp_path / "laptop2" / "g.tallyo", OTHER)
    [conflict] = run(library, finished, one, two).conflicts
    kept = next(index for index, copy in enumerate(conflict.copies) if copy.path == two)
    choose(library, finished, conflict, kept)
    chosen = held_games(library)
    again = run(library, finished, one, two)
    # The copy kept is the library's; the one set aside is not asked about again.
    assert (again.conflicts, again.set_aside, again.same, again.new) == ([], [one], [two], [])
    assert held_games(library) == chosen
    assert rebuilt(tmp_path, finished) == chosen
    # A copy that goes on from the one set aside is news: the organiser is asked again.
    three = write(tmp_path / "laptop3" / "g.tallyo", LONG)
    [asked] = run(library, finished, one, two, three).conflicts
    assert [copy.path for copy in asked.copies] == [two, three]
    assert asked.held == 0
    assert held_games(library) == chosen


def test_the_copies_set_aside_are_kept_beside_the_held_ones(
    tmp_path: Path, library: GameLibrary, finished: Path
) -> None:
    write(tmp_path / "a.tallyo", SHORT)
    write(tmp_path / "b.tallyo", OTHER)
    [conflict] = run(library, finished, tmp_path).conflicts
    choose(library, finished, conflict, 0)
    kept = conflict.copies[0].kept
    assert kept is not None and read_held(finished) == {"g1": kept.name}
    (aside,) = read_set_aside(finished)["g1"]
    assert len(aside) == 64


def test_a_write_that_fails_is_told_as_it_failed() -> None:
    full = write_problem(OSError(errno.ENOSPC, "No space left on device", "/data/g1.tallyo"))
    assert "full" in full and "free some space" in full
    gone = write_problem(
        FileNotFoundError(errno.ENOENT, "No such file or directory", "/data/held-copies.json")
    )
    assert "/data/held-copies.json could not be written (No such file or directory)" in gone
    assert "space" not in gone
    denied = write_problem(PermissionError(errno.EACCES, "Permission denied", "/data"))
    assert "may not write /data" in denied and "permissions" in denied


def test_a_gather_that_cannot_write_says_what_failed_and_adds_nothing(
    tmp_path: Path, library: GameLibrary, finished: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gathered = write(tmp_path / "stick" / "g.tallyo", SHORT)

    def refused(*_: object) -> None:
        raise OSError(errno.EIO, "Input/output error", str(finished / "g1.tallyo"))

    monkeypatch.setattr("tallyo_desktop.core.library.finished_copies._to_disk", refused)
    with pytest.raises(GatherError) as raised:
        run(library, finished, gathered)
    assert "g1.tallyo could not be written (Input/output error)" in str(raised.value)
    assert "space" not in str(raised.value)
    assert library.games() == [] and kept_names(finished) == []
