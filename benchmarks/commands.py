"""The command-line subcommands against `python -c pass`: `python benchmarks/commands.py`.

Each subcommand is started as a process, as a player starts it, alternately with `python -c pass`
(the same interpreter, from compiled bytecode); it prints each command's median wall time, the
floor's and their ratio (target <= 2.0). `replay` reads an unfinished game of 16 hands, made
as `game_history.py` makes its own.

It prints figures; nothing here is a pass/fail test (shared machines are too noisy for that).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 2.0
FLOOR = "python -c pass"


def timed(command: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    # From the checkout's root, so that `-m tallyo_desktop` runs this tree's code.
    subprocess.run(command, capture_output=True, env=env, check=True, cwd=ROOT)
    return time.perf_counter() - started


def commands(game_file: Path) -> dict[str, list[str]]:
    app = [sys.executable, "-m", "tallyo_desktop"]
    return {
        "score": [*app, "score", "4", "30", "--ron"],
        "rules": [*app, "rules", "tenhou"],
        "hand": [*app, "hand", "123m456p789s234m11z", "--win", "4m", "--ron", "--riichi"],
        "replay": [*app, "replay", str(game_file)],
    }


def measure(runs: int) -> dict[str, tuple[float, float]]:
    """Each command's median wall time, with the median of `python -c pass` run in turn with
    them (the same floor for all), in seconds."""
    from benchmarks.game_history import fill

    with tempfile.TemporaryDirectory(prefix="tallyo-commands-") as folder:
        fill(Path(folder), history=False)
        (game_file,) = (Path(folder) / "games").glob("*.tallyo")
        return _alternated(commands(game_file), runs)


def _alternated(started: dict[str, list[str]], runs: int) -> dict[str, tuple[float, float]]:
    from benchmarks.processes import command_env

    env = command_env()
    started = {FLOOR: [sys.executable, "-c", "pass"], **started}
    times: dict[str, list[float]] = {name: [] for name in started}
    for command in started.values():
        timed(command, env)
    for _ in range(runs):
        for name, command in started.items():
            times[name].append(timed(command, env))
    floor = statistics.median(times.pop(FLOOR))
    return {name: (statistics.median(spent), floor) for name, spent in times.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="runs of each (>= 11)")
    args = parser.parse_args()
    results = measure(args.runs)
    print(f"{'command':<8} {'median':>9} {'floor':>9} {'ratio':>6}  (median of {args.runs} runs)")
    for name, (median, floor) in results.items():
        verdict = "meets" if median / floor <= TARGET else "MISSES"
        print(
            f"{name:<8} {median * 1000:>6.1f} ms {floor * 1000:>6.1f} ms {median / floor:>6.2f}"
            f"  {verdict} target <= {TARGET}"
        )
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
