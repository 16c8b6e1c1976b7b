"""`tallyo-desktop standings` over a club's game files: `python benchmarks/standings_command.py`.

Makes game files as a club's laptops would leave them (finished half-games of 8 to 16 hands
among 30 players, over a year of evenings, in ten folders, one in twenty a second copy of a game
on another laptop), 200 and 2,000 of them, then times `standings --json` over each, alternately
with `python -c pass` (the same interpreter, from compiled bytecode), and prints each median in
seconds, the time a file and the most memory the command held (its peak resident set, where the
system tells it). `--sizes` adds larger folders (10000 50000): the memory a file says whether
the command keeps what it has counted.

It prints figures; nothing here is a pass/fail test (shared machines are too noisy for that).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FLOOR = "python -c pass"
PLAYERS = [f"Player {number:02}" for number in range(1, 31)]
SIZES = (200, 2000)


def a_game(chance: random.Random) -> object:
    """A finished half-game among four of `PLAYERS`, hands won and drawn at random."""
    from tallyo_desktop.core.rules.presets import MAHJONG_SOUL
    from tallyo_desktop.core.scoring.hand import Hand
    from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi, Ron, Tsumo, Win
    from tallyo_desktop.core.table.game import Game

    hands = [Hand(1, 30), Hand(2, 30), Hand(3, 40), Hand(4, 30), Hand(5), Hand(6)]
    game = Game(MAHJONG_SOUL, chance.sample(PLAYERS, 4))
    while not game.is_over:
        seats = chance.sample(range(4), 2)
        if chance.random() < 0.3 and game.state.points[seats[0]] >= 1000:
            game.record(Riichi(seats[0]))
        roll = chance.random()
        if roll < 0.5:
            game.record(Ron(seats[1], (Win(seats[0], chance.choice(hands)),)))
        elif roll < 0.8:
            game.record(Tsumo(seats[0], chance.choice(hands)))
        else:
            game.record(ExhaustiveDraw(frozenset(seats[:1])))
    return game


def fill(folder: Path, files: int) -> list[Path]:
    """`files` game files under `folder`, in ten folders; the paths in the order written."""
    from tallyo_desktop.core.record.format import Metadata, game_to_json
    from tallyo_desktop.core.table.game import Game

    chance = random.Random(28)
    copies = files // 20
    written: list[Path] = []
    records: list[tuple[Game, Metadata]] = []
    for number in range(files - copies):
        game = a_game(chance)
        assert isinstance(game, Game)
        day = 1 + number * 365 // (files - copies)
        month, date = min(12, 1 + day // 31), 1 + day % 28
        created = f"2025-{month:02}-{date:02}T19:{number % 60:02}:00+01:00"
        metadata = Metadata(id=f"{number:032x}", created=created, updated=created)
        records.append((game, metadata))
        path = folder / f"table-{number % 10}" / f"{metadata.id}.tallyo"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(game_to_json(game, metadata), encoding="utf-8")
        written.append(path)
    for number in range(copies):
        game, metadata = records[number * 19 % len(records)]
        path = folder / "stick" / f"{metadata.id}.tallyo"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(game_to_json(game, metadata), encoding="utf-8")
        written.append(path)
    return written


def timed(command: list[str], env: dict[str, str]) -> tuple[float, int | None]:
    """Seconds the command takes, and its peak resident memory in bytes (None where the
    system does not say)."""
    started = time.perf_counter()
    # From the checkout's root, so that `-m tallyo_desktop` runs this tree's code.
    process = subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=ROOT
    )
    wait4 = getattr(os, "wait4", None)
    if wait4 is None:
        status, peak = process.wait(), None
    else:
        _pid, code, usage = wait4(process.pid, 0)
        status = os.waitstatus_to_exitcode(code)
        process.returncode = status
        # Kilobytes on Linux, bytes on macOS.
        peak = usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)
    elapsed = time.perf_counter() - started
    if status != 0:
        raise SystemExit(f"{' '.join(command[:4])}… ended with {status}")
    return elapsed, peak


def measure(runs: int, sizes: list[int]) -> dict[str, tuple[float, int, int | None]]:
    """Each command's median wall time in seconds, how many files it reads and its largest
    peak memory."""
    from benchmarks.processes import command_env

    env = command_env()
    with tempfile.TemporaryDirectory(prefix="tallyo-standings-") as folder:
        app = [sys.executable, "-m", "tallyo_desktop", "standings", "--json"]
        started: dict[str, tuple[list[str], int]] = {FLOOR: ([sys.executable, "-c", "pass"], 0)}
        for size in sizes:
            place = Path(folder) / f"club-{size}"
            # Made by a process of its own: a child started by this one would otherwise count
            # the games made here in its own peak memory.
            subprocess.run(
                [sys.executable, __file__, "--fill", str(place), str(size)], check=True, env=env
            )
            started[f"standings, {size:,} files"] = ([*app, str(place)], size)
        times: dict[str, list[float]] = {name: [] for name in started}
        peaks: dict[str, list[int]] = {name: [] for name in started}
        for command, _ in started.values():
            timed(command, env)
        for _ in range(runs):
            for name, (command, _) in started.items():
                seconds, peak = timed(command, env)
                times[name].append(seconds)
                if peak is not None:
                    peaks[name].append(peak)
        return {
            name: (
                statistics.median(times[name]),
                files,
                max(peaks[name]) if peaks[name] else None,
            )
            for name, (_, files) in started.items()
        }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each")
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES), help="files")
    parser.add_argument("--fill", nargs=2, metavar=("FOLDER", "FILES"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.fill:
        fill(Path(args.fill[0]), int(args.fill[1]))
        return 0
    sizes = sorted(set(args.sizes) | {2000})
    results = measure(args.runs, sizes)
    floor, _, floor_peak = results[FLOOR]
    print(
        f"{'command':<26} {'median':>9} {'a file':>9} {'/ floor':>8} {'peak MB':>8} "
        f"{'KB a file':>10}  (median of {args.runs} runs)"
    )
    for name, (median, files, peak) in results.items():
        each = f"{(median - floor) / files * 1000:6.2f} ms" if files else ""
        shown_peak = f"{peak / 1e6:8.1f}" if peak is not None else "       -"
        per_file = ""
        if files and peak is not None and floor_peak is not None:
            per_file = f"{(peak - floor_peak) / files / 1e3:10.2f}"
        print(
            f"{name:<26} {median:>7.3f} s {each:>9} {median / floor:>8.1f} {shown_peak} "
            f"{per_file:>10}"
        )
    from benchmarks.processes import report_figure

    report_figure("files", results["standings, 2,000 files"][0], floor)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
