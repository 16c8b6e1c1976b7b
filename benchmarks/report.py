"""Every speed target of Tallyo Desktop in one table: `python benchmarks/report.py [--quick]`.

Each row is a figure beside its floor (what the same job costs without Tallyo, measured in the
same run, the two alternated), their ratio, the target and whether it is held:

- the game on screen: a reopened 16-hand game under an X server, against a bare PySide6 window
  mapped under the same server (and the same for the frozen builds, with --frozen);
- hand entry over a 2,000-hand session: its p95, and the last 100 hands against the first 100;
- a club's history: start-up with 10,000 finished games in the library against an empty one,
  the memory at start against a bare window's, the library window and its standings;
- the commands in a regular install, each against a minimal script doing the same job on the
  same libraries (benchmarks/floors/), with `python -c pass` as the absolute floor;
- the rows of other benchmark scripts (gathering and importing 1,000 games, the `standings`
  command, the club's standings and its window), registered in `script_rows()` below.

The machine is named above the table. Nothing here passes or fails: shared machines are noisy.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from benchmarks.report_rows import Row, ScriptRow

ROOT = Path(__file__).resolve().parent.parent


def script_rows() -> list[ScriptRow]:
    """The rows other benchmark scripts give, one entry a row: the figure, the script, the key
    of the line it prints for the report (`processes.report_figure`: the figure and its floor),
    the unit and the target (benchmarks/report_rows.py). Rows of one script share one run."""
    from benchmarks.report_rows import ScriptRow, Target, seconds, under_ms

    in_seconds, in_a_blink, in_two = seconds(10), under_ms(100), under_ms(200)
    rows = [
        ScriptRow("gathering 1,000 games (1,100 files)", "gather.py", "gather", "s", in_seconds),
        ScriptRow("  a file, vs one of 10 games", "gather.py", "gather-file"),
        ScriptRow("  gathering them again, all known", "gather.py", "gather-again", "s"),
        ScriptRow("importing 1,000 online logs", "import_logs.py", "import", "s", in_seconds),
        ScriptRow("  a log, vs one of the 27 kept", "import_logs.py", "import-log"),
        ScriptRow(
            "`standings` over 2,000 game files (vs `python -c pass`)",
            "standings_command.py",
            "files",
            "s",
            in_seconds,
        ),
    ]
    for games, target in ((10_000, in_a_blink), (50_000, in_two)):
        shown = f"{games:,} games (vs 50)"
        rows += [
            ScriptRow(
                f"the club's slowest standings, {shown}",
                "club_standings.py",
                f"slowest-{games}",
                "ms",
                target,
            ),
            ScriptRow(
                f"opening Club ▸ Standings, {shown}",
                "club_window.py",
                f"open-{games}",
                "ms",
                target,
            ),
            ScriptRow(
                f"  its slowest filter change, {shown}",
                "club_window.py",
                f"filter-{games}",
                "ms",
                target,
            ),
        ]
    rows += [
        ScriptRow(
            "a player's page, 10,000 games (vs 50)",
            "player_page.py",
            "player_page",
            "ms",
            in_a_blink,
        ),
        ScriptRow(
            "upgrading a version-4 library of 10,000 games", "library_upgrade.py", "upgrade", "s"
        ),
        ScriptRow(
            "  its longest wait between two reports of progress",
            "library_upgrade.py",
            "longest",
            "ms",
            in_a_blink,
        ),
        ScriptRow(
            "  kills during it that left the library broken (of 6)",
            "library_upgrade.py",
            "broken",
            "",
            Target(1, ratio=False),
        ),
    ]
    for games in (10_000, 50_000):
        shown = f"{games:,} games"
        rows += [
            ScriptRow(
                f"Rebuild from game files, {shown}", "library_rebuild.py", f"rebuild-{games}", "s"
            ),
            ScriptRow(
                "  a game, vs a game of a rebuild of 10,000",
                "library_rebuild.py",
                f"game-{games}",
                "ms",
                Target(1.2),
            ),
            ScriptRow(
                "  its longest wait between two reports of progress",
                "library_rebuild.py",
                f"longest-{games}",
                "ms",
                in_a_blink,
            ),
            ScriptRow(
                "  Cancel half-way, until the library is as it was",
                "library_rebuild.py",
                f"cancel-{games}",
                "ms",
                in_two,
            ),
        ]
    return rows


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        for line in cpuinfo.read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    qt = subprocess.run(
        [sys.executable, "-c", "import PySide6, PySide6.QtCore as c; "
         "print(PySide6.__version__, c.qVersion())"],
        capture_output=True, text=True, check=False,
    ).stdout.split()  # fmt: skip
    qt_text = f"PySide6 {qt[0]} (Qt {qt[1]})" if len(qt) == 2 else "no PySide6"
    display = os.environ.get("DISPLAY")
    server = f"X server {display}" if display else "no X server"
    return (
        f"{cpu}, {os.cpu_count()} cores; {platform.system()} {platform.release()}; "
        f"Python {platform.python_version()}; {qt_text}; {server}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--quick", action="store_true", help="fewer runs of each (a couple of minutes)"
    )
    parser.add_argument("--runs", type=int, help="alternated runs of each (11; --quick 5)")
    parser.add_argument("--hands", type=int, default=2000, help="hands in the entry session")
    parser.add_argument(
        "--frozen",
        action="store_true",
        help="the frozen builds too (packaging/measure_size.sh builds them if they are missing)",
    )
    parser.add_argument("--rebuild", action="store_true", help="build the frozen ones afresh")
    parser.add_argument("--only", nargs="+", metavar="PART", help="only these parts")
    args = parser.parse_args()
    from benchmarks.report_measures import PARTS
    from benchmarks.report_rows import Options, table

    runs = args.runs or (5 if args.quick else 11)
    started = time.perf_counter()
    rows: list[Row] = []
    outputs: list[tuple[str, str]] = []
    announced: set[str] = set()
    with tempfile.TemporaryDirectory(prefix="tallyo-report-") as work:
        options = Options(args.quick, runs, args.hands, args.frozen, args.rebuild, Path(work))
        # The libraries of 10,000 and 50,000 games are built once for every script.
        from benchmarks.built_libraries import CACHE_VARIABLE, fast_folder

        libraries = tempfile.mkdtemp(prefix="tallyo-report-libraries-", dir=fast_folder())
        os.environ[CACHE_VARIABLE] = libraries
        for name, measure in PARTS:
            if args.only and name not in args.only:
                continue
            print(f"measuring {name}...", file=sys.stderr, flush=True)
            rows += measure(options)
        if not args.only or "scripts" in args.only:
            for script in script_rows():
                if script.script not in announced:
                    print(f"measuring {script.script}...", file=sys.stderr, flush=True)
                    announced.add(script.script)
                row, output = script.measure(options)
                rows.append(row)
                if output and (script.script, output) not in outputs:
                    outputs.append((script.script, output))
    shutil.rmtree(libraries, ignore_errors=True)
    print(f"Measured on {machine()}; medians of {runs} alternated runs, "
          f"in {time.perf_counter() - started:.0f} s.\n")  # fmt: skip
    print(table(rows))
    for name, output in outputs:
        print(f"\nbenchmarks/{name}:\n{output.rstrip()}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
