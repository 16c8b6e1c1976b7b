"""Start-up as a player sees it: from the command to the painted main window, under an X server.

Tallyo Desktop starts as a player starts it (`python -m tallyo_desktop`, or the frozen
executable) and brings back an unfinished game of 16 hands; a bare QMainWindow of the same size
(packaging/bare_window.py, or its frozen build) is started the same way. The two alternate, and
each run starts from a fresh copy of the same data and settings folders (the settings one
start of the app left, as a player's are when the game left open comes back).

    python benchmarks/x_startup.py [--runs N] [--frozen]
    python benchmarks/x_startup.py --instructions [--settled] [--frozen]   # valgrind
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from benchmarks.x_paint import Paint, XPaintWatch

ROOT = Path(__file__).resolve().parent.parent
FROZEN = ROOT / "build" / "size" / "dist"  # where packaging/measure_size.sh builds both


def commands(frozen: bool, dist: Path = FROZEN) -> tuple[list[str], list[str]]:
    """The app's command and the bare window's, from source or frozen (both built in `dist`)."""
    if frozen:
        return [str(dist / "tallyo-desktop" / "tallyo-desktop")], [
            str(dist / "bare-window" / "bare-window")
        ]
    bare = str(ROOT / "packaging" / "bare_window.py")
    return [sys.executable, "-m", "tallyo_desktop"], [sys.executable, bare]


QUIET_COLD = 2.0
"""How long the screen stays unchanged before a cold start counts as settled: the table's
modules are read from the disk after the empty window is painted, which can take longer than
a warm start's QUIET."""


def settings_left(watch: XPaintWatch, app: list[str], template: Path, base: Path) -> Path:
    """The settings folder one start of the app on a copy of `template` leaves in `base`: what
    the app finds when the game left open comes back (what it measured once and remembered)."""
    from benchmarks.x_paint import x_server_env

    data, config = base / "left-data", base / "left-settings"
    shutil.copytree(template, data)
    env = x_server_env()
    env.update(TALLYO_DATA_DIR=str(data), XDG_CONFIG_HOME=str(config))
    watch.first_paint(app, env, ROOT)
    shutil.rmtree(data, ignore_errors=True)
    return config


def alternated(
    runs: int, app: list[str], bare: list[str], *, cold: bool = False
) -> tuple[list[Paint], list[Paint]]:
    """`runs` starts of each, alternated, after one warm-up start of each; with `cold`, each
    with the page cache dropped first (benchmarks/page_cache.py)."""
    from benchmarks.game_history import fill
    from benchmarks.page_cache import make_cold
    from benchmarks.x_paint import QUIET, XPaintWatch, x_server_env

    base = Path(tempfile.mkdtemp(prefix="tallyo-x-"))
    template = base / "template"
    fill(template, history=False)
    watch = XPaintWatch()
    left = settings_left(watch, app, template, base)
    app_paints: list[Paint] = []
    bare_paints: list[Paint] = []
    for run in range(runs + 1):
        for command, paints in ((app, app_paints), (bare, bare_paints)):
            data, config = base / "data", base / "config"
            shutil.rmtree(data, ignore_errors=True)
            shutil.rmtree(config, ignore_errors=True)
            shutil.copytree(template, data)
            shutil.copytree(left, config)
            env = x_server_env()
            env.update(TALLYO_DATA_DIR=str(data), XDG_CONFIG_HOME=str(config))
            if cold:
                make_cold([Path(command[0]).parent])
            # From the checkout's root, so that `-m tallyo_desktop` runs this tree's code.
            paint = watch.first_paint(command, env, ROOT, quiet=QUIET_COLD if cold else QUIET)
            if run:  # the first start of each writes the bytecode and warms the disk cache
                paints.append(paint)
    shutil.rmtree(base, ignore_errors=True)
    return app_paints, bare_paints


SETTLED_UNDER_VALGRIND = 15.0
"""How long the screen stays unchanged under valgrind before a start counts as settled: the
table loads fifty times slower there, and the empty window stays still meanwhile."""


def instructions(command: list[str], *, settled: bool = False) -> int:
    """The instructions `command` executes until its window is first painted (or with `settled`,
    until the screen is still: the game on screen), counted by valgrind (in a fresh copy of the
    16-hand game's folders, after a warm-up start)."""
    from benchmarks.game_history import fill
    from benchmarks.x_paint import XPaintWatch, x_server_env

    base = Path(tempfile.mkdtemp(prefix="tallyo-x-"))
    fill(base / "data", history=False)
    env = x_server_env()
    env.update(
        TALLYO_DATA_DIR=str(base / "data"),
        XDG_CONFIG_HOME=str(base / "config"),
        PYTHONHASHSEED="0",  # the same hashing, so the same work, in every run
    )
    # Followed through exec, as a frozen app's launcher starts itself again; one file per
    # process, as Qt forks a helper (to start a D-Bus session) that valgrind follows too.
    valgrind = [
        "valgrind",
        "--tool=callgrind",
        "--trace-children=yes",
        f"--callgrind-out-file={base}/callgrind.%p",
    ]
    watch = XPaintWatch()
    # The warm-up goes as far as the count does: it writes the bytecode of every module the
    # count imports.
    watch.first_paint(command, env, ROOT, settle=settled)
    started = watch.first_paint(
        valgrind + command,
        env,
        ROOT,
        timeout=600,
        settle=settled,
        quiet=SETTLED_UNDER_VALGRIND,
    )
    counts = (base / f"callgrind.{started.pid}").read_text().splitlines()
    shutil.rmtree(base, ignore_errors=True)
    return next(int(line.split()[1]) for line in counts if line.startswith("summary:"))


def summary(app: list[Paint], bare: list[Paint]) -> tuple[float, float, float, float]:
    """Medians: the app's painted time and the bare window's, then both peak memories."""
    return (
        statistics.median(paint.painted for paint in app),
        statistics.median(paint.painted for paint in bare),
        statistics.median(paint.peak_kib for paint in app),
        statistics.median(paint.peak_kib for paint in bare),
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11, help="starts of each (>= 11)")
    parser.add_argument("--frozen", action="store_true", help="the frozen builds")
    parser.add_argument(
        "--dist",
        type=Path,
        default=FROZEN,
        help=f"with --frozen: the folder both builds are in ({FROZEN.relative_to(ROOT)})",
    )
    parser.add_argument("--cold", action="store_true", help="drop the page cache before each start")
    parser.add_argument(
        "--instructions", action="store_true", help="count instructions with valgrind instead"
    )
    parser.add_argument(
        "--settled",
        action="store_true",
        help="with --instructions: count until the screen is still (the game on screen)",
    )
    args = parser.parse_args()
    if args.instructions:
        app_command, bare_command = commands(args.frozen, args.dist)
        app_count = instructions(app_command, settled=args.settled)
        bare_count = instructions(bare_command)
        until = "the game on screen" if args.settled else "first paint"
        print(f"instructions to {until}: app {app_count / 1e6:.0f} M, bare window (to its "
              f"first paint) {bare_count / 1e6:.0f} M, {app_count / bare_count:.2f}")  # fmt: skip
        return 0
    app, bare = alternated(args.runs, *commands(args.frozen, args.dist), cold=args.cold)
    app_ms, bare_ms, app_kib, bare_kib = summary(app, bare)
    mapped = statistics.median(paint.mapped for paint in app) * 1000
    print(
        f"app:  painted {app_ms * 1000:.0f} ms (mapped {mapped:.0f} ms), {app_kib / 1024:.1f} MiB"
    )
    print(f"bare: painted {bare_ms * 1000:.0f} ms, {bare_kib / 1024:.1f} MiB")
    app_cpu = statistics.median(paint.cpu for paint in app) * 1000
    bare_cpu = statistics.median(paint.cpu for paint in bare) * 1000
    print(f"processor time: app {app_cpu:.0f} ms, bare {bare_cpu:.0f} ms, {app_cpu / bare_cpu:.2f}")
    settled = statistics.median(paint.settled for paint in app) * 1000
    settled_kib = statistics.median(paint.settled_peak_kib for paint in app)
    print(f"app:  settled {settled:.0f} ms, {settled_kib / 1024:.1f} MiB")
    print(f"ratio {app_ms / bare_ms:.2f}, memory {app_kib / bare_kib:.2f}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
