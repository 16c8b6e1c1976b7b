"""Start-up with 10,000 finished games and their library, against start-up with an empty one.

Both data folders hold the same unfinished game of 16 hands, played last; the second also holds
10,000 finished games, 20 more unfinished ones and a library made from them (as Rebuild from
game files makes it). A start reads the last game's file and the short list of games the
library is still to follow (`games/library-pending`, missing when none is), and opens no
library: `python benchmarks/start_with_library.py` prints both medians and their ratio
(target <= 1.05).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 1.05


def build_library(folder: Path) -> int:
    """The library of the finished games in `folder`, as Rebuild from game files makes it."""
    from PySide6.QtCore import QCoreApplication

    from tallyo_desktop.app.files.game_store import GameStore
    from tallyo_desktop.app.library.keeper import LibraryKeeper
    from tallyo_desktop.app.start import open_library

    app = QCoreApplication.instance() or QCoreApplication([])
    keeper = LibraryKeeper(lambda: open_library(folder), GameStore(folder))
    count = keeper.rebuild()
    keeper.close()
    del app
    return count


def measure(runs: int, games: int) -> tuple[float, float]:
    from benchmarks.game_history import fill
    from benchmarks.processes import PROBE, qt_env, timed_run

    env = qt_env()
    base = Path(tempfile.mkdtemp(prefix="tallyo-library-start-"))
    empty, club = base / "empty-library", base / "club"
    fill(empty, history=False)
    build_library(empty)
    fill(club, history=True, finished_games=games)
    assert build_library(club) == games
    times: dict[Path, list[float]] = {empty: [], club: []}
    for folder in times:
        timed_run([sys.executable, str(PROBE), "table", str(folder)], env)
    for _ in range(runs):
        # Alternated, so that the machine's load falls on both alike.
        for folder, spent in times.items():
            spent.append(timed_run([sys.executable, str(PROBE), "table", str(folder)], env)[0])
    return statistics.median(times[club]), statistics.median(times[empty])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11, help="start-ups of each (>= 11)")
    parser.add_argument("--games", type=int, default=10_000, help="finished games")
    args = parser.parse_args()
    club, empty = measure(args.runs, args.games)
    ratio = club / empty
    verdict = "meets" if ratio <= TARGET else "MISSES"
    print(
        f"start-up with {args.games} finished games and their library: {club * 1000:.0f} ms; "
        f"with an empty library: {empty * 1000:.0f} ms; ratio {ratio:.2f} "
        f"({verdict} <= {TARGET})"
    )
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
