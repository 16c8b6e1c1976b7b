"""`tallyo-desktop standings` over a club's game files: `python benchmarks/standings_command.py`.

Makes 2,000 game files as a club's laptops would leave them (finished half-games of 8 to 16
hands among 30 players, over a year of evenings, in ten folders, a hundred of them a second
copy of a game on another laptop), then times `standings` over all of them and over the first
200, alternately with `python -c pass` (the same interpreter, from compiled bytecode). Prints
each median in seconds and the time a file.

It prints figures; nothing here is a pass/fail test (shared machines are too noisy for that).
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FLOOR = "python -c pass"
PLAYERS = [f"Player {number:02}" for number in range(1, 31)]


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


def timed(command: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    # From the checkout's root, so that `-m tallyo_desktop` runs this tree's code.
    subprocess.run(command, capture_output=True, env=env, check=True, cwd=ROOT)
    return time.perf_counter() - started


def measure(runs: int) -> dict[str, tuple[float, int]]:
    """Each command's median wall time in seconds, and how many files it reads."""
    from benchmarks.processes import command_env

    env = command_env()
    with tempfile.TemporaryDirectory(prefix="tallyo-standings-") as folder:
        everything = Path(folder) / "club"
        paths = fill(everything, 2000)
        some = Path(folder) / "some"
        for path in paths[:200]:
            target = some / path.relative_to(everything)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
        app = [sys.executable, "-m", "tallyo_desktop", "standings", "--json"]
        started = {
            FLOOR: ([sys.executable, "-c", "pass"], 0),
            "standings, 200 files": ([*app, str(some)], 200),
            "standings, 2,000 files": ([*app, str(everything)], 2000),
        }
        times: dict[str, list[float]] = {name: [] for name in started}
        for command, _ in started.values():
            timed(command, env)
        for _ in range(runs):
            for name, (command, _) in started.items():
                times[name].append(timed(command, env))
        return {
            name: (statistics.median(times[name]), files) for name, (_, files) in started.items()
        }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each")
    args = parser.parse_args()
    results = measure(args.runs)
    floor = results[FLOOR][0]
    print(
        f"{'command':<24} {'median':>9} {'a file':>9} {'/ floor':>8}  (median of {args.runs} runs)"
    )
    for name, (median, files) in results.items():
        each = f"{(median - floor) / files * 1000:6.2f} ms" if files else ""
        print(f"{name:<24} {median:>7.3f} s {each:>9} {median / floor:>8.1f}")
    from benchmarks.processes import report_figure

    report_figure("files", results["standings, 2,000 files"][0], floor)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
