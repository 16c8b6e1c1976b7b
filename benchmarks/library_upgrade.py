"""Upgrading a library of 10,000 games from schema version 4, and killing it half-way.

A version-4 library (the last before the club: no people, no points won or dealt in) of 10,000
games is made from the games of `library_window.py`'s library, as version 4 stored them. Then,
each in a process of its own, from a fresh copy:

- the upgrade, as the app opens the library (`GameLibrary(path, progress)`): its seconds, and
  the longest wait between two reports of its progress (what the app's progress dialog waits,
  at most, to handle the window's events);
- the upgrade killed (SIGKILL) at several moments of it, from 3 % to 95 % of its time: after
  each, the file is read as SQLite finds it, and must be as it was (version 4, every game and
  player) or upgraded whole (this version, every player a person, the totals every player);
  then opened, it must give standings.

`python benchmarks/library_upgrade.py [--games 10000] [--runs 3]` prints each figure. Nothing
here passes or fails.
"""

from __future__ import annotations

import argparse
import json
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KILLED_AT = (0.03, 0.1, 0.3, 0.5, 0.75, 0.95)
"""The moments of the kills, as parts of the upgrade's time."""

UPGRADE = textwrap.dedent(
    """
    import json, sys, time
    from tallyo_desktop.core.library.store import GameLibrary

    print("opening", flush=True)
    last = started = time.perf_counter()
    longest = 0.0
    reports = 0

    def report(done, total):
        global last, longest, reports
        now = time.perf_counter()
        longest = max(longest, now - last)
        last, reports = now, reports + 1

    GameLibrary(sys.argv[1], progress=report).close()
    ended = time.perf_counter()
    longest = max(longest, ended - last)
    print(json.dumps({"seconds": ended - started, "longest": longest, "reports": reports}))
    """
)

V4_COLUMNS = {
    "games": "id, finished_at, rules_name, hands_played, record_json, record_sha256, game_uid,"
    " players, rules_preset, east_only",
    "players": "game_id, seat, name, points, place, result, wins, deal_ins, riichi",
}


def version_4(source: Path, target: Path) -> tuple[int, int]:
    """The games of the library `source` in a new library `target` as version 4 kept them;
    how many games and player rows it holds."""
    from tallyo_desktop.core.library.schema import MIGRATIONS

    connection = sqlite3.connect(target, isolation_level=None)
    connection.execute("BEGIN")
    for step in MIGRATIONS[:4]:
        for statement in step:
            connection.execute(statement)
    connection.execute("PRAGMA user_version = 4")
    connection.execute("ATTACH DATABASE ? AS built", (str(source),))
    for table, columns in V4_COLUMNS.items():
        connection.execute(f"INSERT INTO {table} ({columns}) SELECT {columns} FROM built.{table}")
    connection.execute("COMMIT")
    connection.execute("DETACH DATABASE built")
    games = connection.execute("SELECT count(*) FROM games").fetchone()[0]
    players = connection.execute("SELECT count(*) FROM players").fetchone()[0]
    connection.close()
    return int(games), int(players)


def upgraded(path: Path) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-c", UPGRADE, str(path)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    return dict(json.loads(done.stdout.splitlines()[-1]))


def killed_after(path: Path, seconds: float) -> bool:
    """Upgrade `path` in a process of its own, killed `seconds` after it began to open the
    library; whether it was killed before it ended."""
    upgrading = subprocess.Popen(
        [sys.executable, "-c", UPGRADE, str(path)], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    assert upgrading.stdout is not None
    assert upgrading.stdout.readline() == "opening\n"
    time.sleep(seconds)
    upgrading.send_signal(signal.SIGKILL)
    upgrading.wait()
    ended = bool(upgrading.stdout.read())
    upgrading.stdout.close()
    return not ended


def state(path: Path, before: tuple[int, int]) -> str:
    """ "as it was", "upgraded whole", or what is wrong with the file after a kill."""
    from tallyo_desktop.core.library.mending import figures_add_up
    from tallyo_desktop.core.library.schema import SCHEMA_VERSION

    with sqlite3.connect(path) as check:
        version = check.execute("PRAGMA user_version").fetchone()[0]
        games = check.execute("SELECT count(*) FROM games").fetchone()[0]
        players = check.execute("SELECT count(*) FROM players").fetchone()[0]
        if version == 4 and (games, players) == before:
            found = "as it was"
        elif version == SCHEMA_VERSION and figures_add_up(check) and games == before[0]:
            found = "upgraded whole"
        else:
            found = f"version {version}, {games} games, {players} players: BROKEN"
    check.close()
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3, help="upgrades timed, the median shown")
    args = parser.parse_args()
    from benchmarks.built_libraries import fast_folder
    from benchmarks.library_window import build
    from benchmarks.processes import report_figure
    from tallyo_desktop.core.library.statistics import StatisticsFilter
    from tallyo_desktop.core.library.store import GameLibrary

    with tempfile.TemporaryDirectory(prefix="tallyo-upgrade-", dir=fast_folder()) as work:
        folder = Path(work)
        source = build(folder, [args.games])[args.games]
        old = folder / "version-4.sqlite3"
        before = version_4(source, old)
        print(f"a version-4 library of {before[0]:,} games and {before[1]:,} players")
        path = folder / "library.sqlite3"
        runs = []
        for _ in range(args.runs):
            shutil.copyfile(old, path)
            runs.append(upgraded(path))
        runs.sort(key=lambda run: run["seconds"])
        median = runs[len(runs) // 2]
        seconds = median["seconds"]
        print(f"upgrade: {seconds:.2f} s, {median['reports']:.0f} reports of its progress, "
              f"the longest wait between two {median['longest'] * 1000:.1f} ms")  # fmt: skip
        broken = 0
        for part in KILLED_AT:
            shutil.copyfile(old, path)
            in_time = killed_after(path, part * seconds)
            found = state(path, before) + ("" if in_time else " (it had ended)")
            with GameLibrary(path) as opened:
                people = len(opened.statistics(StatisticsFilter()))
            broken += found.endswith("BROKEN") or people == 0
            print(f"killed {part * seconds:5.2f} s into it: {found}; opened again, "
                  f"{people} people in the standings")  # fmt: skip
        report_figure("upgrade", seconds)
        report_figure("longest", median["longest"] * 1000)
        report_figure("broken", broken)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
