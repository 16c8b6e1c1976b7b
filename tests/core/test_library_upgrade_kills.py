"""An upgrade killed at any point leaves the library as it was, and the next open upgrades it
whole; a library whose figures do not add up to its games is counted again when opened.

The library upgraded is `tests/data/library-v4.sqlite3` (schema version 4, eleven games) grown
to a few hundred games by copying them under identities of their own, so that its upgrade
(the games counted again from their records) takes long enough to be killed in the middle.
Each kill is a real one (SIGKILL) of a process upgrading the file, made when the upgrade
reports that it has got so far.
"""

from __future__ import annotations

import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from tallyo_desktop.core.library.schema import SCHEMA_VERSION
from tallyo_desktop.core.library.statistics import PersonStatistics, StatisticsFilter
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.library.work import Cancelled

EXAMPLE = Path(__file__).parent.parent / "data" / "library-v4.sqlite3"
GAMES = 11
COPIES = 40
"""Copies of the example's games besides them: 451 games."""

# Upgrades the library named on its command line, printing each report of its progress.
UPGRADE = textwrap.dedent(
    """
    import sys
    from tallyo_desktop.core.library.store import GameLibrary

    def report(done, total):
        print(done, total, flush=True)

    GameLibrary(sys.argv[1], progress=report).close()
    print("upgraded", flush=True)
    """
)


def grown_v4(path: Path, copies: int = COPIES) -> None:
    """The example, with `copies` more of each of its games (and their players)."""
    shutil.copyfile(EXAMPLE, path)
    with sqlite3.connect(path) as library:
        for copy in range(1, copies + 1):
            library.execute(
                "INSERT INTO games (id, finished_at, rules_name, hands_played, record_json,"
                " record_sha256, game_uid, players, rules_preset, east_only)"
                " SELECT id + ?, finished_at, rules_name, hands_played, record_json,"
                " record_sha256 || ?, game_uid || ?, players, rules_preset, east_only"
                f" FROM games WHERE id <= {GAMES}",
                (GAMES * copy, f"-{copy}", f"-{copy}"),
            )
            library.execute(
                "INSERT INTO players SELECT game_id + ?, seat, name, points, place, result,"
                f" wins, deal_ins, riichi FROM players WHERE game_id <= {GAMES}",
                (GAMES * copy,),
            )
    library.close()


def raw_state(path: Path) -> tuple[int, int, int]:
    """The file's schema version, games and player rows, read as SQLite finds them."""
    with sqlite3.connect(path) as check:
        ((version,),) = check.execute("PRAGMA user_version")
        ((games,),) = check.execute("SELECT count(*) FROM games")
        ((players,),) = check.execute("SELECT count(*) FROM players")
    check.close()
    return int(version), int(games), int(players)


def kill_when(path: Path, reached: Callable[[int, int], bool]) -> list[tuple[int, int]]:
    """Upgrade `path` in a process of its own, killed once its progress has `reached` a
    point; the reports it made."""
    upgrading = subprocess.Popen(
        [sys.executable, "-c", UPGRADE, str(path)], stdout=subprocess.PIPE, text=True
    )
    assert upgrading.stdout is not None
    reports: list[tuple[int, int]] = []
    for line in upgrading.stdout:
        assert line != "upgraded\n", "the upgrade ended before the point it was to be killed at"
        done, total = (int(number) for number in line.split())
        reports.append((done, total))
        if reached(done, total):
            upgrading.send_signal(signal.SIGKILL)
            break
    upgrading.wait(timeout=30)
    upgrading.stdout.close()
    assert upgrading.returncode == -signal.SIGKILL
    return reports


def figures(row: PersonStatistics) -> tuple[object, ...]:
    """What a row counts (its best game is one of the copies: left out)."""
    return (row.name, row.games, row.total_result, row.places, row.hands_played, row.wins,
            row.deal_ins, row.riichi, row.win_points, row.deal_in_points, row.busts,
            row.best_result)  # fmt: skip


def times(row: PersonStatistics, copies: int) -> tuple[object, ...]:
    """`figures` of a row over `copies` times its games."""
    counts = (row.hands_played, row.wins, row.deal_ins, row.riichi, row.win_points,
              row.deal_in_points, row.busts)  # fmt: skip
    return (row.name, row.games * copies, row.total_result * copies,
            tuple(n * copies for n in row.places), *(count * copies for count in counts),
            row.best_result)  # fmt: skip


def test_an_upgrade_killed_anywhere_leaves_the_library_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    grown_v4(path)
    before = raw_state(path)
    assert before == (4, GAMES * (COPIES + 1), before[2])
    points: dict[str, Callable[[int, int], bool]] = {
        "after its schema's steps, before the first game": lambda done, total: done == 0,
        "half-way through counting the games again": lambda done, total: 0 < total <= 2 * done,
        "at its last game": lambda done, total: 0 < total == done + 1,
    }
    for point, reached in points.items():
        reports = kill_when(path, reached)
        assert reports, point
        # Nothing of it was kept: the next open starts it again.
        assert raw_state(path) == before, point
    # Left to end, it upgrades the library whole.
    with GameLibrary(path) as upgraded:
        assert upgraded.schema_version == SCHEMA_VERSION
        rows = upgraded.statistics(StatisticsFilter())
        three = upgraded.statistics(StatisticsFilter(players=3))
    with GameLibrary(shutil.copyfile(EXAMPLE, tmp_path / "example.sqlite3")) as example:
        wanted = [times(row, COPIES + 1) for row in example.statistics(StatisticsFilter())]
        wanted_three = [times(row, COPIES + 1) for row in example.statistics(StatisticsFilter(3))]
    assert wanted and wanted_three
    assert [figures(row) for row in rows] == wanted
    assert [figures(row) for row in three] == wanted_three


def test_an_upgrade_reports_its_progress_and_cannot_be_half_done(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    grown_v4(path, copies=4)
    reports: list[tuple[int, int]] = []

    def stopped_late(done: int, total: int) -> None:
        reports.append((done, total))
        if total and done == total - 1:
            raise Cancelled()

    with pytest.raises(Cancelled):
        GameLibrary(path, progress=stopped_late)
    counted = [report for report in reports if report[1]]
    assert [done for done, _ in counted] == list(range(GAMES * 5))
    assert {total for _, total in counted} == {GAMES * 5}
    assert raw_state(path)[0] == 4
    with GameLibrary(path) as upgraded:
        assert len(upgraded.statistics(StatisticsFilter())) == 5


def test_a_library_left_without_people_by_a_stopped_upgrade_is_counted_again(
    tmp_path: Path,
) -> None:
    """An older version upgraded in several transactions: killed while it counted the games
    again, it left version 7 with every player of a person-less row, and standings empty for
    good. Such a library is counted again when it is opened."""
    path = tmp_path / "library.sqlite3"
    shutil.copyfile(EXAMPLE, path)
    with GameLibrary(path) as upgraded:
        wanted = [figures(row) for row in upgraded.statistics(StatisticsFilter())]
    with sqlite3.connect(path) as broken:
        # Version 4's figures (no people, no points won or dealt in), as the kill left them.
        broken.execute("UPDATE players SET person_id = NULL, win_points = 0, deal_in_points = 0")
        broken.execute("DELETE FROM person_totals")
    broken.close()
    reports: list[tuple[int, int]] = []
    with GameLibrary(path, progress=lambda done, total: reports.append((done, total))) as mended:
        assert [figures(row) for row in mended.statistics(StatisticsFilter())] == wanted
    assert (GAMES, GAMES) in reports
    # Whole again, it is only checked at the next open.
    reports.clear()
    with GameLibrary(path, progress=lambda done, total: reports.append((done, total))):
        pass
    assert reports == []


def test_a_game_without_players_is_counted_again(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    shutil.copyfile(EXAMPLE, path)
    with GameLibrary(path) as upgraded:
        wanted = [figures(row) for row in upgraded.statistics(StatisticsFilter())]
    with sqlite3.connect(path) as broken:
        broken.execute("DELETE FROM players WHERE game_id IN (2, 5)")
    broken.close()
    with GameLibrary(path) as mended:
        assert [figures(row) for row in mended.statistics(StatisticsFilter())] == wanted
        assert len(mended.games()) == GAMES
