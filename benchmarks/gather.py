"""Gathering game files into the library: 1,000 files against 10, in the same run.

A club's laptops bring their games as files. The files are made once per run in a temporary
folder: finished games played out at random (as `library_window.py` plays them), each under an
identity of its own, saved as the app saves them, one in twenty unfinished and, for each size,
one game in ten also found a second time (a copy sent twice). Each size is then gathered, as
Library ▸ Gather games… gathers it (`core.library.gathering.gather`), into a new empty library
with its own data folder; and once more into the same library, where every game is already
there (what a watched folder does at each start).

`python benchmarks/gather.py [--sizes 10 1000] [--runs 3]` prints the median seconds of each,
and the time per file against the smallest size's. It prints figures; nothing here passes or
fails.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZES = (10, 1000)


def make_files(folder: Path, count: int, seed: int = 28) -> None:
    """`count` game files in `folder` (and a folder in it), with one in ten found twice."""
    from benchmarks.library_window import CLUB, random_game
    from tallyo_desktop.core.record.format import Metadata, game_to_json, new_game_id
    from tallyo_desktop.core.rules import presets
    from tallyo_desktop.core.table.game import Game

    rng = random.Random(seed)
    kinds = [presets.east_only(presets.TENHOU), presets.MAHJONG_SOUL, presets.WRC]
    stamp = "2026-03-05T21:00:00+01:00"
    (folder / "table 2").mkdir(parents=True)
    for index in range(count):
        rules = rng.choice(kinds)
        game = random_game(rng, rules)
        if index % 20 == 19:
            game = Game.replay(rules, tuple(rng.sample(CLUB, 4)), game.events[:3])
        text = game_to_json(game, Metadata(id=new_game_id(), created=stamp, updated=stamp))
        (folder / f"game {index:05}.tallyo").write_text(text, encoding="utf-8")
        if index % 10 == 0:
            (folder / "table 2" / f"game {index:05}.tallyo").write_text(text, encoding="utf-8")


def gathered(files: Path, data: Path) -> tuple[float, float, int]:
    """Seconds to gather `files` into a new library in `data`, and to gather them again; how
    many games the library then holds."""
    from tallyo_desktop.core.library.gathering import gather
    from tallyo_desktop.core.library.store import GameLibrary

    data.mkdir()
    with GameLibrary(data / "library.sqlite3") as library:
        started = time.perf_counter()
        gather([files], library, data / "games" / "finished")
        first = time.perf_counter() - started
        started = time.perf_counter()
        report = gather([files], library, data / "games" / "finished")
        again = time.perf_counter() - started
        assert not report.new
        return first, again, len(library.listed_games())


def main() -> None:
    sys.path.insert(0, str(ROOT))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    sizes = sorted(arguments.sizes)
    results: dict[int, tuple[float, float, int, int]] = {}
    with tempfile.TemporaryDirectory(prefix="tallyo-gather-") as folder:
        root = Path(folder)
        for size in sizes:
            files = root / f"files-{size}"
            make_files(files, size)
            found = len(list(files.rglob("*.tallyo")))
            firsts, agains, games = [], [], 0
            for run in range(arguments.runs):
                first, again, games = gathered(files, root / f"data-{size}-{run}")
                firsts.append(first)
                agains.append(again)
            results[size] = (statistics.median(firsts), statistics.median(agains), found, games)
    base_size = sizes[0]
    base = results[base_size][0] / results[base_size][2]
    print(f"{'games':>6} {'files':>6} {'stored':>6} {'gather (s)':>11} {'again (s)':>10} "
          f"{'ms a file':>10} {'a file vs ' + str(base_size):>14}")  # fmt: skip
    for size, (first, again, found, games) in results.items():
        per_file = first / found
        print(f"{size:>6} {found:>6} {games:>6} {first:>11.2f} {again:>10.2f} "
              f"{per_file * 1000:>10.2f} {per_file / base:>14.2f}")  # fmt: skip
    largest = sizes[-1]
    first, again, found, _ = results[largest]
    from benchmarks.processes import report_figure

    report_figure("gather", first)
    report_figure("gather-file", first / found * 1000, base * 1000)
    report_figure("gather-again", again)


if __name__ == "__main__":
    main()
