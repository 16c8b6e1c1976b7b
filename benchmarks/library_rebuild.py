"""Rebuild from game files (the Library window's button) at 10,000 and 50,000 games: its time, the
time a game, how long its progress leaves the window without handling its events, and Cancel.

The finished games' files are written once per run, in the app's data folder layout, from the
records of `library_window.py`'s library (each dated as the app dates them). Each size is then
rebuilt in a process of its own, offscreen, through `LibraryKeeper.rebuild` as the window calls
it, with its progress dialog:

- rebuild: from the call to the library made again from every file;
- a game: the rebuild's time over its games, against the same at the smallest size: a rebuild
  linear in the games makes it 1;
- longest wait: the longest time between two reports of progress once the dialog is shown (it
  handles the window's events at each);
- cancel: Cancel pressed half-way, and the time until the library is as it was again (checked:
  the games and people it held before).

`python benchmarks/library_rebuild.py [--sizes 10000 50000]` prints each figure. The folders are
in memory where there is a tmpfs: the figures are the app's work, not the disk's. Nothing here
passes or fails.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import cast

ROOT = Path(__file__).resolve().parent.parent
SIZES = (10_000, 50_000)


def write_files(library: Path, data: Path, games: int) -> None:
    """The first `games` games of `library` as finished games' files in the data folder `data`."""
    from dataclasses import replace

    from tallyo_desktop.app.files.game_store import GameStore
    from tallyo_desktop.core.record.format import game_to_json, saved_game_from_json

    finished = GameStore(data).finished_dir
    finished.mkdir(parents=True)
    with sqlite3.connect(library) as connection:
        rows = connection.execute(
            "SELECT game_uid, record_json, finished_at FROM games ORDER BY id LIMIT ?", (games,)
        ).fetchall()
    connection.close()
    for uid, text, when in rows:
        saved = saved_game_from_json(text)
        metadata = replace(saved.metadata, created=when, updated=when)
        (finished / f"{uid}.tallyo").write_text(game_to_json(saved.game, metadata), "utf-8")


def probe(data: Path) -> dict[str, float]:
    """In a process of its own: the rebuild of the data folder `data`, then one cancelled."""
    import time

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QProgressDialog

    from tallyo_desktop.app.files.game_store import GameStore
    from tallyo_desktop.app.library import long_work
    from tallyo_desktop.app.library.keeper import LibraryKeeper
    from tallyo_desktop.app.start import open_library
    from tallyo_desktop.core.library.statistics import StatisticsFilter
    from tallyo_desktop.core.library.work import Cancelled

    app = QApplication([])
    keeper = LibraryKeeper(lambda: open_library(data), GameStore(data))
    reports: list[tuple[float, int, int]] = []
    shown: list[float] = []
    """When the reports came once the dialog was shown: it handles events at each."""
    told = long_work.LongWork.__call__

    def timed(work: long_work.LongWork, done: int, total: int) -> None:
        reports.append((time.perf_counter(), done, total))
        told(work, done, total)
        if work.dialog is not None:
            shown.append(time.perf_counter())

    setattr(long_work.LongWork, "__call__", timed)  # noqa: B010
    started = time.perf_counter()
    games = keeper.rebuild()
    ended = time.perf_counter()
    stamps = [*shown, ended]
    longest = max(later - earlier for earlier, later in itertools.pairwise(stamps))
    library = keeper.library
    assert library is not None
    before = library.statistics(StatisticsFilter()), len(library.game_ids())

    pressed: list[float] = []

    def cancel_half_way() -> None:
        dialog = QApplication.activeModalWidget()
        half = bool(reports) and 0 < reports[-1][2] <= 2 * reports[-1][1]
        if half and isinstance(dialog, QProgressDialog):
            pressed.append(time.perf_counter())
            dialog.cancel()
            return
        QTimer.singleShot(10, cancel_half_way)

    reports.clear()
    QTimer.singleShot(0, cancel_half_way)
    try:
        keeper.rebuild()
    except Cancelled:
        back = time.perf_counter()
    else:
        raise AssertionError("the rebuild was not cancelled")
    library = keeper.library
    assert library is not None
    assert (library.statistics(StatisticsFilter()), len(library.game_ids())) == before
    keeper.close()
    app.quit()
    return {
        "games": games,
        "rebuild": ended - started,
        "longest": longest,
        "cancel": back - pressed[0],
    }


def measure(data: Path) -> dict[str, float]:
    from benchmarks.processes import qt_env

    done = subprocess.run(
        [sys.executable, __file__, "--probe", str(data)],
        capture_output=True,
        text=True,
        env=qt_env(),
        check=True,
        cwd=ROOT,
    )
    return cast("dict[str, float]", json.loads(done.stdout.splitlines()[-1]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--probe", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.probe is not None:
        print(json.dumps(probe(args.probe)))
        return 0
    from benchmarks.built_libraries import fast_folder
    from benchmarks.library_window import build
    from benchmarks.processes import report_figure

    sizes = sorted(args.sizes)
    with tempfile.TemporaryDirectory(prefix="tallyo-rebuild-", dir=fast_folder()) as work:
        folder = Path(work)
        library = build(folder, [sizes[-1]])[sizes[-1]]
        results = {}
        for size in sizes:
            data = folder / f"data-{size}"
            write_files(library, data, size)
            results[size] = measure(data)
            shutil.rmtree(data)
        base = results[sizes[0]]
        for size, figures in results.items():
            per_game = figures["rebuild"] / figures["games"]
            ratio = per_game / (base["rebuild"] / base["games"])
            print(f"{size:>7,} games: rebuilt in {figures['rebuild']:.1f} s "
                  f"({per_game * 1000:.2f} ms a game, {ratio:.2f} times the smallest size's); "
                  f"the longest wait between two reports {figures['longest'] * 1000:.0f} ms; "
                  "cancelled half-way, as it was after "
                  f"{figures['cancel'] * 1000:.0f} ms")  # fmt: skip
            report_figure(f"rebuild-{size}", figures["rebuild"])
            report_figure(f"game-{size}", per_game * 1000, base["rebuild"] / base["games"] * 1000)
            report_figure(f"longest-{size}", figures["longest"] * 1000)
            report_figure(f"cancel-{size}", figures["cancel"] * 1000)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    if os.environ.get("QT_QPA_PLATFORM") is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.exit(main())
