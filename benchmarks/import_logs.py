"""Importing online logs, in seconds per 100 games: `python benchmarks/import_logs.py`.

Two figures, each the median of `--runs` runs:
- the import in-process (`import_logs`: reading, checking every hand, writing the records) of
  the real logs kept in tests/data/tenhou/logs and tests/data/tenhou-sanma/logs, each into a
  fresh folder, per 100 games;
- `tallyo-desktop import FOLDER --json` as a process over those logs, per 100 games, beside
  `python -c pass` (the same interpreter) as the floor.

With `--logs DIR`, also every log in DIR (for instance the 178 games of the Tenhou data set) is
imported once and the command says how many were taken in and why any were refused.

It prints figures; nothing here is a pass/fail test (shared machines are too noisy for that).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KEPT = (ROOT / "tests/data/tenhou/logs", ROOT / "tests/data/tenhou-sanma/logs")


def _in_process(runs: int) -> tuple[float, int]:
    from tallyo_desktop.core.importing.importer import import_logs

    times = []
    games = 0
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="tallyo-import-") as folder:
            started = time.perf_counter()
            outcomes = import_logs(KEPT, folder)
            times.append(time.perf_counter() - started)
            games = sum(outcome.imported for outcome in outcomes)
    return statistics.median(times), games


def _process(runs: int) -> tuple[float, float]:
    from benchmarks.processes import command_env

    env = command_env()
    command_times, floor_times = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="tallyo-import-") as folder:
            command = [sys.executable, "-m", "tallyo_desktop", "import", *map(str, KEPT)]
            started = time.perf_counter()
            subprocess.run(
                [*command, "--out", folder, "--json"],
                capture_output=True,
                env=env,
                check=True,
                cwd=ROOT,
            )
            command_times.append(time.perf_counter() - started)
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], env=env, check=True, cwd=ROOT)
        floor_times.append(time.perf_counter() - started)
    return statistics.median(command_times), statistics.median(floor_times)


def _all_of(folder: Path) -> None:
    from tallyo_desktop.core.importing.importer import import_logs

    with tempfile.TemporaryDirectory(prefix="tallyo-import-") as out:
        started = time.perf_counter()
        outcomes = import_logs([folder], out)
        took = time.perf_counter() - started
    taken = sum(outcome.imported for outcome in outcomes)
    print(f"{folder}: {taken} of {len(outcomes)} logs imported in {took:.2f} s")
    reasons = Counter(outcome.error for outcome in outcomes if outcome.error)
    for reason, count in reasons.most_common():
        print(f"  refused {count}: {reason}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--logs", type=Path, help="a folder of logs to import once, all of them")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    in_process, games = _in_process(args.runs)
    command, floor = _process(args.runs)
    per_100 = 100 / games
    print(f"logs kept in tests/data: {games}, each a game read and checked")
    print(f"import in-process: {in_process * per_100:.3f} s per 100 games")
    print(f"tallyo-desktop import (process): {command * per_100:.3f} s per 100 games")
    print(f"python -c pass (floor): {floor:.3f} s; the command took {command:.3f} s in all,")
    print(f"  {command / floor:.1f} x the floor, {(command - floor) * per_100:.3f} s per 100 games")
    if args.logs is not None:
        _all_of(args.logs)


if __name__ == "__main__":
    main()
