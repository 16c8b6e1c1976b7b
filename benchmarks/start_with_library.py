"""Start-up with 10,000 finished games and their library, against start-up with an empty one.

Both data folders hold the same unfinished game of 16 hands, played last; the second also holds
10,000 finished games, 20 more unfinished ones and a library made from them (as Rebuild from
game files makes it). A start reads the last game's file and the short list of games the
library is still to follow (`games/library-pending`, missing when none is), and opens no
library: `python benchmarks/start_with_library.py` prints both medians and their ratio
(target <= 1.05), and the ratio of a second empty data folder to the first, which says how
noisy the machine was.
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
    from tallyo_desktop.app.files.game_store import GameStore
    from tallyo_desktop.app.library.keeper import LibraryKeeper
    from tallyo_desktop.app.start import open_library

    keeper = LibraryKeeper(lambda: open_library(folder), GameStore(folder))
    count = keeper.rebuild()
    keeper.close()
    return count


def in_process(folders: list[Path], runs: int) -> list[float]:
    """The median time to build the table and load the last game (`build_window`) in each of
    `folders`, in this process: what the data folder can change of a start, without the
    noise of starting Python and Qt."""
    import time

    from PySide6.QtWidgets import QApplication

    from tallyo_desktop.app.start import build_window

    app = QApplication.instance()
    times: list[list[float]] = [[] for _ in folders]
    for run in range(runs + 1):
        for index, folder in enumerate(folders):
            started = time.perf_counter()
            window, _found, _reason = build_window(folder)
            spent = time.perf_counter() - started
            window.close()
            window.deleteLater()
            if app is not None:
                app.processEvents()
            if run:
                times[index].append(spent)
    return [statistics.median(spent) for spent in times]


def measure(runs: int, games: int) -> tuple[float, float, float]:
    from benchmarks.game_history import fill
    from benchmarks.processes import PROBE, qt_env, timed_run

    env = qt_env()
    base = Path(tempfile.mkdtemp(prefix="tallyo-library-start-"))
    empty, club, again = base / "empty-library", base / "club", base / "empty-again"
    for folder in (empty, again):
        fill(folder, history=False)
        build_library(folder)
    fill(club, history=True, finished_games=games)
    assert build_library(club) == games
    inside = in_process([club, empty], runs * 3)
    print(
        f"the table and last game built in process: {inside[0] * 1000:.1f} ms with {games} "
        f"games, {inside[1] * 1000:.1f} ms with an empty library; ratio {inside[0] / inside[1]:.2f}"
    )
    times: dict[Path, list[float]] = {empty: [], club: [], again: []}
    for folder in times:
        timed_run([sys.executable, str(PROBE), "table", str(folder)], env)
    for _ in range(runs):
        # Alternated, so that the machine's load falls on both alike.
        for folder, spent in times.items():
            spent.append(timed_run([sys.executable, str(PROBE), "table", str(folder)], env)[0])
    return tuple(statistics.median(times[folder]) for folder in (club, empty, again))  # type: ignore[return-value]


def main() -> int:
    import os

    # This process builds the data folders and times the table in itself, off screen.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11, help="start-ups of each (>= 11)")
    parser.add_argument("--games", type=int, default=10_000, help="finished games")
    args = parser.parse_args()
    club, empty, again = measure(args.runs, args.games)
    ratio = club / empty
    verdict = "meets" if ratio <= TARGET else "MISSES"
    print(
        f"start-up with {args.games} finished games and their library: {club * 1000:.0f} ms; "
        f"with an empty library: {empty * 1000:.0f} ms; ratio {ratio:.2f} "
        f"({verdict} <= {TARGET}); another empty library against the first: "
        f"{again / empty:.2f}"
    )
    del app
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
