"""A player's page over a club's history: opening it, from the command to the page shown with
its figures read, for the player with the most games.

Libraries of 50 and 10,000 finished games are built once per run (`club_standings.build`, in
memory where there is a tmpfs); the 50 games are the floor, measured in the same run. Each is
then measured in processes of their own, offscreen:

- "first": the first page opened ever, every game's figures worked out from its record (once
  per library: the figures are then kept beside it, `app/club/figures_cache.py`); measured in
  one process, the first;
- "next run": the first page opened in a process, the figures read from the file kept;
- "open": each page opened after that in the same process (the figures in memory), the
  median of `--repeats`; this is the figure of the target (under 100 ms at 10,000 games);
- "scope": another scope chosen on the page (three players and back, one club night and all
  games again), the median of the changes.

`python benchmarks/player_page.py [--processes 3] [--repeats 5]` prints each at 50 and 10,000
games and their ratio. It prints figures; nothing here passes or fails.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import cast

ROOT = Path(__file__).resolve().parent.parent
SIZES = (50, 10000)
TARGET_MS = 100.0


def probe(path: Path, repeats: int) -> dict[str, float]:
    """Run in a process of its own: player's pages over the library at `path`, timed."""
    from PySide6.QtWidgets import QApplication

    from tallyo_desktop.app.library.keeper import LibraryKeeper
    from tallyo_desktop.core.library.store import GameLibrary

    app = QApplication([])
    keeper = LibraryKeeper(lambda: GameLibrary(path))
    library = keeper.library
    assert library is not None  # opening the file is not the page's work
    person = library.people()[0].id
    from tallyo_desktop.app.club.player_page import PlayerPage

    app.processEvents()

    def timed(action: Callable[[], object]) -> float:
        started = time.perf_counter()
        action()
        app.processEvents()
        return time.perf_counter() - started

    pages: list[PlayerPage] = []

    def open_page() -> None:
        page = PlayerPage(keeper, person)
        page.show()
        pages.append(page)

    figures = {"first open": timed(open_page)}
    opens = []
    for _ in range(repeats):
        pages.pop().close()
        opens.append(timed(open_page))
    figures["open"] = statistics.median(opens)
    bar = pages[-1].statistics.scope_bar
    bar.read_scopes()  # what opening the list does
    night = next(
        n for n in range(bar.scope.count()) if str(bar.scope.itemData(n)).startswith("night:")
    )
    changes: list[Callable[[], object]] = [
        lambda: bar.players.setCurrentIndex(1),
        lambda: bar.players.setCurrentIndex(0),
        lambda: bar.scope.setCurrentIndex(night),
        lambda: bar.scope.setCurrentIndex(0),
    ]
    figures["scope"] = statistics.median(
        timed(change) for _ in range(repeats) for change in changes
    )
    keeper.close()
    return figures


def measure(path: Path, repeats: int, processes: int) -> dict[str, float]:
    """Each figure's median over `processes` processes, in seconds; "first" is the first
    process's first open, the others' first opens are "next run"."""
    from benchmarks.processes import qt_env

    command = [sys.executable, __file__, "--probe", str(path), "--repeats", str(repeats)]
    runs = []
    for _ in range(processes):
        done = subprocess.run(command, capture_output=True, text=True, env=qt_env(), check=True)
        runs.append(cast("dict[str, float]", json.loads(done.stdout.splitlines()[-1])))
    first, later = runs[0], runs[1:] or runs
    return {
        "first": first["first open"],
        "next run": statistics.median(run["first open"] for run in later),
        "open": statistics.median(run["open"] for run in runs),
        "scope": statistics.median(run["scope"] for run in runs),
    }


def report(results: dict[int, dict[str, float]]) -> None:
    small, large = min(results), max(results)
    print(f"{'':>12}" + "".join(f"{size:>12,} games" for size in results) + "   ratio")
    for name in results[small]:
        cells = "".join(f"{results[size][name] * 1000:>15.1f} ms" for size in results)
        print(f"{name:>12}{cells}   {results[large][name] / results[small][name]:7.1f}")
    opened = results[large]["open"], results[small]["open"]
    print(f"a player's page at {large:,} games: {opened[0] * 1000:.2f} ms "
          f"({opened[1] * 1000:.2f} ms at {small:,} games; target {TARGET_MS:.0f} ms)")  # fmt: skip
    from benchmarks.processes import report_figure

    report_figure("player_page", opened[0] * 1000, opened[1] * 1000)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--processes", type=int, default=3, help="processes for each size")
    parser.add_argument("--repeats", type=int, default=5, help="pages and changes timed")
    parser.add_argument("--probe", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.probe is not None:
        print(json.dumps(probe(args.probe, args.repeats)))
        return 0
    from benchmarks.built_libraries import fast_folder
    from benchmarks.club_standings import build

    # Each game is committed on its own: built in memory where there is a tmpfs, not on a disk.
    with tempfile.TemporaryDirectory(prefix="tallyo-player-page-", dir=fast_folder()) as folder:
        started = time.perf_counter()
        built = build(Path(folder), sorted(args.sizes))
        print(f"built in {time.perf_counter() - started:.1f} s")
        report({size: measure(path, args.repeats, args.processes) for size, path in built.items()})
    return 0


if __name__ == "__main__":
    # Run as a script, the repository is not on the path that finds `benchmarks`.
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
