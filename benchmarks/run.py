"""Tallyo Desktop's speed and size, each figure beside its floor: `python benchmarks/run.py`.

- start-up as a player sees it, under an X server: from the command to the painted main window
  with an unfinished game of 16 hands to bring back, against a bare PySide6 QMainWindow started
  the same way (median of alternated runs), and the peak memory at that point; the same for the
  frozen builds when packaging/measure_size.sh has made them (x_startup.py);
- start-up offscreen, for information: to the empty window's first paint, and with the whole
  table built before a first paint (startup_probe.py);
- hand entry latency over a long session, from the Record click until every widget shows the
  new totals and the autosave is on disk: median, 95th percentile, last 100 hands / first 100;
- the subcommands (`score`, `rules`, `hand`, `replay` of a 16-hand game) against `python -c
  pass` (commands.py);
- the frozen bundle's size against a bare frozen window, when both builds are present
  (packaging/measure_size.sh makes them).

It prints figures; nothing here is a pass/fail test (shared machines are too noisy for that).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGETS = {
    "start-up": 1.3,
    "memory": 1.3,
    "p95 ms": 16.0,
    "drift": 1.5,
    "command": 2.0,
    "size": 1.0,
}


def startup(runs: int, kind: str = "app") -> tuple[list[float], list[float], list[int], list[int]]:
    """Offscreen: `runs` starts of the probe's `kind` and of the bare window, alternated; their
    times and peak memories."""
    from benchmarks.processes import PROBE, qt_env, timed_run

    env = qt_env()
    app_times: list[float] = []
    bare_times: list[float] = []
    app_memory: list[int] = []
    bare_memory: list[int] = []
    for probe in (kind, "bare"):
        timed_run([sys.executable, str(PROBE), probe], env)
    for _ in range(runs):
        for probe, times, memory in (
            (kind, app_times, app_memory),
            ("bare", bare_times, bare_memory),
        ):
            seconds, output = timed_run([sys.executable, str(PROBE), probe], env)
            times.append(seconds)
            memory.append(int(output.split()[-1]))
    return app_times, bare_times, app_memory, bare_memory


def x_server_startup(runs: int, *, frozen: bool, instructions: bool = False) -> None:
    """Print the start-up and memory figures under the X server named by DISPLAY."""
    from benchmarks.x_startup import alternated, commands, summary

    kind = "frozen" if frozen else "source"
    if not os.environ.get("DISPLAY"):
        print(f"start-up ({kind}): no X server; see benchmarks/README.md to start Xvfb")
        return
    app, bare = alternated(runs, *commands(frozen))
    app_s, bare_s, app_kib, bare_kib = summary(app, bare)
    line(f"start-up to first paint, {kind}", f"{app_s * 1000:.0f} ms", f"{bare_s * 1000:.0f} ms",
         app_s / bare_s, TARGETS["start-up"])  # fmt: skip
    line(f"peak memory at first paint, {kind}", f"{app_kib / 1024:.1f} MiB",
         f"{bare_kib / 1024:.1f} MiB", app_kib / bare_kib, TARGETS["memory"])  # fmt: skip
    app_cpu = statistics.median(paint.cpu for paint in app)
    bare_cpu = statistics.median(paint.cpu for paint in bare)
    print(f"{'  processor time to it (info)':<34} {app_cpu * 1000:>9.0f} ms "
          f"{bare_cpu * 1000:>9.0f} ms {app_cpu / bare_cpu:>7.2f}")  # fmt: skip
    settled = statistics.median(paint.settled for paint in app)
    print(f"{'  game on screen, settled (info)':<34} {settled * 1000:>9.0f} ms")
    if instructions:
        from benchmarks.x_startup import instructions as count

        app_command, bare_command = commands(frozen)
        app_count, bare_count = count(app_command), count(bare_command)
        print(f"{'  instructions to it (info)':<34} {app_count / 1e6:>10.0f} M "
              f"{bare_count / 1e6:>10.0f} M {app_count / bare_count:>7.2f}")  # fmt: skip


def folder_size(folder: Path) -> int:
    # Links inside a bundle point at files counted already.
    return sum(
        path.stat().st_size
        for path in folder.rglob("*")
        if path.is_file() and not path.is_symlink()
    )


def line(name: str, value: str, floor: str, ratio: float, target: float) -> None:
    verdict = "meets" if ratio <= target else "MISSES"
    print(f"{name:<34} {value:>12} {floor:>12} {ratio:>7.2f}  {verdict} target <= {target}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="start-up runs of each (>= 10)")
    parser.add_argument("--hands", type=int, default=2000, help="hands in the latency session")
    built = ROOT / "build" / "size" / "dist"  # where packaging/measure_size.sh builds both
    parser.add_argument("--bundle", type=Path, default=built / "tallyo-desktop")
    parser.add_argument("--bare-bundle", type=Path, default=built / "bare-window")
    parser.add_argument(
        "--instructions",
        action="store_true",
        help="also count the instructions to the first paint with valgrind (a minute more)",
    )
    args = parser.parse_args()

    print(f"{'figure':<34} {'Tallyo':>12} {'floor':>12} {'ratio':>7}")
    x_server_startup(args.runs, frozen=False, instructions=args.instructions)
    if (args.bundle / "tallyo-desktop").exists() and args.bare_bundle.is_dir():
        x_server_startup(args.runs, frozen=True, instructions=args.instructions)
    else:
        print("frozen start-up: build both first with packaging/measure_size.sh")
    for kind, name in (("app", "offscreen, first paint"), ("table", "offscreen, the whole table")):
        app_times, bare_times, _, _ = startup(args.runs, kind)
        app_start, bare_start = statistics.median(app_times), statistics.median(bare_times)
        print(f"{name + ' (info)':<34} {app_start * 1000:>9.0f} ms "
              f"{bare_start * 1000:>9.0f} ms {app_start / bare_start:>7.2f}")  # fmt: skip

    from benchmarks.entry_latency import measure

    latency = measure(args.hands)
    frame = 1000 / 60
    print(f"{'hand entry latency, median':<34} {latency.median_ms:>9.2f} ms")
    line("hand entry latency, p95", f"{latency.p95_ms:.2f} ms", f"{frame:.2f} ms",
         latency.p95_ms / frame, TARGETS["p95 ms"] / frame)  # fmt: skip
    line("last 100 hands / first 100", f"{latency.last_ms:.2f} ms", f"{latency.first_ms:.2f} ms",
         latency.last_ms / latency.first_ms, TARGETS["drift"])  # fmt: skip

    from benchmarks.commands import measure as measure_commands

    for name, (spent, floor) in measure_commands(max(args.runs, 15)).items():
        line(f"{name} command vs python -c pass", f"{spent * 1000:.0f} ms",
             f"{floor * 1000:.0f} ms", spent / floor, TARGETS["command"])  # fmt: skip

    if args.bundle.is_dir() and args.bare_bundle.is_dir():
        app_size, bare_size = folder_size(args.bundle), folder_size(args.bare_bundle)
        line("frozen bundle size", f"{app_size / 2**20:.1f} MiB", f"{bare_size / 2**20:.1f} MiB",
             app_size / bare_size, TARGETS["size"])  # fmt: skip
    else:
        print("frozen bundle size: build both first with packaging/measure_size.sh")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
