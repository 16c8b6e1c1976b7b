"""The club window's standings over a club's history: opening them and changing the filter.

Libraries of 50, 10,000 and 50,000 finished games with seasons and club nights are built once
per run
(`club_standings.build`, in memory where there is a tmpfs). Each is then measured in processes
of its own, offscreen, through the Club menu's own command (`ClubActions.show_page`, what
Club ▸ Standings does):

- open: from the command to the window shown on its standings and its events processed (the
  club's modules are imported then, as in the app, which loads them when first asked for); the
  window opens on all games, the largest standings, as no season covers today;
- the longest the window then waits, in the two seconds after it opened, with nothing asked of
  it (what it reads a moment after its rows are shown: the ratings);
- each filter change, the standings read again and shown: three-player games and back, a season
  of club nights, one club night and all games again, a preset and any rules again, at least 20
  games and any number again. Each kind's figure is the median of its changes; the slowest kind
  is the figure of the report.

The first open is timed once a process: each figure is the median of `--processes` processes.
`python benchmarks/club_window.py [--processes 5] [--repeats 5]` prints each at 50, 10,000 and
50,000 games and the ratio of the largest to 50. Target: under 100 ms each at 10,000 games, under
200 ms at 50,000. It prints figures; nothing
here passes or fails.
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
SIZES = (50, 10000, 50000)
FILTERS = ("three players", "a season", "a club night", "a preset", "at least 20 games")


def probe(path: Path, repeats: int) -> dict[str, float]:
    """Run in a process of its own: the club window over the library at `path`, timed."""
    from PySide6.QtWidgets import QApplication, QWidget

    from tallyo_desktop.app.club.actions import ClubActions
    from tallyo_desktop.app.game.controller import GameController
    from tallyo_desktop.app.library.keeper import LibraryKeeper
    from tallyo_desktop.core.library.store import GameLibrary

    class NoDisplay:
        def show_board(self, board: QWidget | None) -> bool:
            return False

    app = QApplication([])
    keeper = LibraryKeeper(lambda: GameLibrary(path))
    parent = QWidget()
    actions = ClubActions(keeper, GameController(), NoDisplay(), parent, lambda _game: None)
    assert keeper.library is not None  # opening the file is not the window's work
    app.processEvents()

    def timed(action: Callable[[], object]) -> float:
        started = time.perf_counter()
        action()
        app.processEvents()
        return time.perf_counter() - started

    figures = {"open": timed(lambda: actions.show_page(0))}
    figures["wait after open"] = longest_wait(app, 2.0)
    page = actions.window().standings
    assert page.model.rowCount() > 0
    scope = page.scope
    season = next(n for n in range(scope.count()) if str(scope.itemData(n)).startswith("season:"))
    night = next(n for n in range(scope.count()) if str(scope.itemData(n)).startswith("night:"))
    wrc = page.preset.findData("wrc")
    changes: dict[str, list[Callable[[], object]]] = {
        "three players": [
            lambda: page.players.setCurrentIndex(1),
            lambda: page.players.setCurrentIndex(0),
        ],
        "a season": [lambda: scope.setCurrentIndex(season), lambda: scope.setCurrentIndex(0)],
        "a club night": [lambda: scope.setCurrentIndex(night), lambda: scope.setCurrentIndex(0)],
        "a preset": [
            lambda: page.preset.setCurrentIndex(wrc),
            lambda: page.preset.setCurrentIndex(0),
        ],
        "at least 20 games": [
            lambda: page.min_games.setValue(20),
            lambda: page.min_games.setValue(1),
        ],
    }
    for name, steps in changes.items():
        figures[name] = statistics.median(timed(step) for _ in range(repeats) for step in steps)
    keeper.close()
    return figures


def longest_wait(app: object, seconds: float) -> float:
    """The longest gap between ticks of a 10 ms timer over `seconds`: how long the window's
    thread was kept from its events."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

    clock = QElapsedTimer()
    clock.start()
    last, longest = [0], [0]

    def tick() -> None:
        now = clock.elapsed()
        longest[0] = max(longest[0], now - last[0])
        last[0] = now

    ticking = QTimer()
    ticking.setInterval(10)
    ticking.timeout.connect(tick)
    ticking.start()
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    ticking.stop()
    return longest[0] / 1000


def measure(path: Path, repeats: int, processes: int) -> dict[str, float]:
    """Each figure's median over `processes` processes, in seconds."""
    from benchmarks.processes import qt_env

    command = [sys.executable, __file__, "--probe", str(path), "--repeats", str(repeats)]
    runs = []
    for _ in range(processes):
        done = subprocess.run(command, capture_output=True, text=True, env=qt_env(), check=True)
        runs.append(cast("dict[str, float]", json.loads(done.stdout.splitlines()[-1])))
    return {key: statistics.median(run[key] for run in runs) for key in runs[0]}


def report(results: dict[int, dict[str, float]]) -> None:
    small, large = min(results), max(results)
    print(f"{'':>20}" + "".join(f"{size:>12,} games" for size in results) + "   ratio")
    for name in results[small]:
        cells = "".join(f"{results[size][name] * 1000:>15.1f} ms" for size in results)
        print(f"{name:>20}{cells}   {results[large][name] / results[small][name]:5.1f}")
    from benchmarks.library_window import target_ms
    from benchmarks.processes import report_figure

    for size in sorted(results)[1:]:
        figures = results[size]
        target = target_ms(size)
        print(f"opening Club > Standings at {size:,} games: {figures['open'] * 1000:.2f} ms "
              f"({results[small]['open'] * 1000:.2f} ms at {small:,} games; "
              f"target {target:.0f} ms)")  # fmt: skip
        slowest = max(FILTERS, key=lambda name: figures[name])
        print(f"slowest filter change at {size:,} games: {figures[slowest] * 1000:.2f} ms, "
              f"{slowest} ({results[small][slowest] * 1000:.2f} ms at {small:,} games; "
              f"target {target:.0f} ms)")  # fmt: skip
        waited, floor = figures["wait after open"], results[small]["wait after open"]
        print(f"longest wait after the standings opened at {size:,} games: {waited * 1000:.0f} ms "
              f"({floor * 1000:.0f} ms at {small:,} games)")  # fmt: skip
        report_figure(f"open-{size}", figures["open"] * 1000, results[small]["open"] * 1000)
        report_figure(f"filter-{size}", figures[slowest] * 1000, results[small][slowest] * 1000)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--processes", type=int, default=5, help="processes for each size")
    parser.add_argument("--repeats", type=int, default=5, help="changes of each filter timed")
    parser.add_argument("--probe", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.probe is not None:
        print(json.dumps(probe(args.probe, args.repeats)))
        return 0
    from benchmarks.built_libraries import fast_folder
    from benchmarks.club_standings import build

    with tempfile.TemporaryDirectory(prefix="tallyo-club-window-", dir=fast_folder()) as folder:
        started = time.perf_counter()
        built = build(Path(folder), sorted(args.sizes))
        print(f"built in {time.perf_counter() - started:.1f} s")
        report({size: measure(path, args.repeats, args.processes) for size, path in built.items()})
    return 0


if __name__ == "__main__":
    # Run as a script, the repository is not on the path that finds `benchmarks`.
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
