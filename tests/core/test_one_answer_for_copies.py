"""One answer to "which copy counts": the `standings` command and gathering into the library
decide alike over any set of copies (earlier saves, hands entered otherwise, renamed players,
changed rules, files without an id), and no game ever counts twice."""

from __future__ import annotations

import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tallyo_desktop.core.club.game_files import gather as find_games
from tallyo_desktop.core.club.standings import Selection, game_figures, standings
from tallyo_desktop.core.library.gathering import gather
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.copies import Copies, compare_copies, decide, outline
from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.rules.rules import GameLength, Rules
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

EAST = Rules(game_length=GameLength.EAST_ONLY)
HANCHAN = Rules()
NAMES = (("Ann", "Bea", "Cid", "Dan"), ("Ann", "Bea", "Cid", "Dee"))
TENPAI: tuple[frozenset[int], ...] = (
    frozenset(),
    frozenset(),
    frozenset({1}),
    frozenset({0, 2}),
)
"""Draws only: any of them can follow any other, and a dealer not tenpai moves the game on (the
first more often, so that most games end)."""
LENGTHS = st.one_of(st.just(12), st.integers(0, 12))
"""Most copies go as far as their way of playing goes; the others stop earlier."""


@dataclass(frozen=True)
class CopyPlan:
    line: int
    """Which of the example's ways of playing the game this copy follows."""
    length: int
    names: int
    hanchan: bool
    game_id: str | None
    saved_at: int
    """Which of two save times: a game without an id is the same game whenever saved."""


lines = st.lists(
    st.lists(st.sampled_from(range(len(TENPAI))), min_size=4, max_size=12), min_size=1, max_size=3
)
plans = st.lists(
    st.builds(
        CopyPlan,
        line=st.integers(0, 2),
        length=LENGTHS,
        names=st.integers(0, 1),
        hanchan=st.sampled_from([False, False, True]),
        game_id=st.sampled_from(["g1", "g1", "g2", None]),
        saved_at=st.integers(0, 1),
    ),
    min_size=1,
    max_size=8,
)


def played(line: list[int], plan: CopyPlan) -> Game:
    """The game `plan` makes of `line`: its first hands, up to the end of the game."""
    game = Game(HANCHAN if plan.hanchan else EAST, NAMES[plan.names])
    for choice in line[: plan.length]:
        if game.is_over:
            break
        game.record(ExhaustiveDraw(TENPAI[choice]))
    return game


def write_copies(folder: Path, ways: list[list[int]], copies: list[CopyPlan]) -> dict[str, Game]:
    """Each copy planned, as a file in `folder`; each file's game by its path."""
    games: dict[str, Game] = {}
    for number, plan in enumerate(copies):
        game = played(ways[plan.line % len(ways)], plan)
        stamp = f"2026-03-0{5 + plan.saved_at}T21:00:00+01:00"
        path = folder / f"{number:02}.tallyo"
        metadata = Metadata(id=plan.game_id, created=stamp, updated=stamp)
        path.write_text(game_to_json(game, metadata), encoding="utf-8")
        games[str(path)] = game
    return games


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ways=lines, copies=plans)
def test_the_command_and_the_library_decide_alike_and_count_each_game_once(
    ways: list[list[int]], copies: list[CopyPlan]
) -> None:
    with tempfile.TemporaryDirectory(prefix="tallyo-copies-") as folder:
        root = Path(folder)
        files = root / "laptops"
        files.mkdir()
        games = write_copies(files, ways, copies)

        found = find_games([str(files)], lambda saved, _path: game_figures(saved))
        counted = [game.counted.path for game in found.games if game.counted is not None]
        conflicting = sorted(
            sorted(copy.path for copy in game.conflicting)
            for game in found.games
            if game.conflicting
        )
        unfinished = sorted(copy.path for game in found.games for copy in game.unfinished)

        (root / "data").mkdir()
        with GameLibrary(root / "data" / "library.sqlite3") as library:
            finished_dir = root / "data" / "games" / "finished"
            report = gather([files], library, finished_dir)
            assert sorted(str(path) for path in report.new) == sorted(counted)
            assert report.longer == []
            assert (
                sorted(
                    sorted(str(copy.path) for copy in conflict.copies)
                    for conflict in report.conflicts
                )
                == conflicting
            )
            assert sorted(str(path) for path in report.unfinished) == unfinished
            # Every copy is accounted for once.
            told: list[Path | None] = [*report.new, *report.same, *report.unfinished]
            told += [copy.path for conflict in report.conflicts for copy in conflict.copies]
            assert sorted(map(str, told)) == sorted(games)

            # No game counts twice: one game in the library for each counted, each id once.
            stored = library.games()
            assert len(stored) == len(counted)
            uids = Counter(copy.game_id for copy in copies if copy.game_id is not None)
            assert len(counted) <= len(uids) + sum(copy.game_id is None for copy in copies)
            table = standings(found, Selection())
            assert table.games == len(counted)
            assert sum(row.games for row in table.players) == 4 * len(counted)

            # The copy that counts goes on from, or is, every finished copy of its game.
            for game in found.games:
                if game.counted is None:
                    continue
                chosen = games[game.counted.path]
                for seen in game.copies:
                    other = games[seen.path]
                    if other.is_over:
                        assert compare_copies(chosen, other) in (Copies.SAME, Copies.FIRST_LONGER)

            # Gathering again finds every game there already.
            again = gather([files], library, finished_dir)
            assert (again.new, again.longer) == ([], [])
            assert len(library.games()) == len(counted)


games_and_more = st.lists(
    st.builds(
        CopyPlan,
        line=st.integers(0, 2),
        length=LENGTHS,
        names=st.integers(0, 1),
        hanchan=st.sampled_from([False, False, True]),
        game_id=st.just("g1"),
        saved_at=st.just(0),
    ),
    min_size=1,
    max_size=7,
)


@settings(max_examples=150, deadline=None)
@given(ways=lines, copies=games_and_more)
def test_the_decision_is_the_one_the_definition_gives(
    ways: list[list[int]], copies: list[CopyPlan]
) -> None:
    """Against the definition written out over every pair of copies, in any order found."""
    played_copies = [played(ways[plan.line % len(ways)], plan) for plan in copies]
    decision = decide(outline(game) for game in played_copies)

    def covers(first: int, second: int) -> bool:
        return compare_copies(played_copies[first], played_copies[second]) in (
            Copies.SAME,
            Copies.FIRST_LONGER,
        )

    indexes = range(len(played_copies))
    for first in indexes:
        for second in indexes:
            assert outline(played_copies[first]).covers(outline(played_copies[second])) == covers(
                first, second
            )

    def latest(kind: bool) -> list[int]:
        """The copies of a kind no other of that kind covers; the first of those alike."""
        of_kind = [index for index in indexes if played_copies[index].is_over is kind]
        return [
            index
            for index in of_kind
            if not any(
                other != index
                and covers(other, index)
                and (not covers(index, other) or other < index)
                for other in of_kind
            )
        ]

    finished, unfinished = latest(True), latest(False)
    expected_counted = None
    if len(finished) == 1 and not any(covers(other, finished[0]) for other in unfinished):
        expected_counted = finished[0]
    assert decision.counted == expected_counted
    assert decision.conflicting == (tuple(finished) if len(finished) > 1 else ())
    assert sorted(decision.unfinished) == [
        index for index in unfinished if not any(covers(other, index) for other in finished)
    ]
