"""The parts of benchmarks/report.py, each measuring its figures and floors alternately and
giving the table's rows. Each part is a function of the report's options; PARTS orders them."""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from benchmarks.report_rows import ROOT, Options, Row, Target

if TYPE_CHECKING:
    from benchmarks.x_paint import Paint

T = TypeVar("T")
FLOORS = Path(__file__).resolve().parent / "floors"
CLUB_GAMES = 10_000
BIG_CLUB_GAMES = 50_000
HAND = ["hand", "123m456p789s234m11z", "--win", "4m", "--ron", "--riichi"]
STANDINGS_FILES = 20
"""Game files the `standings` command sums: a club night's, so that its start shows."""
LOG = ROOT / "tests/data/tenhou/logs/2019021004gm-00a9-0000-e2f6516d.mjlog"
"""The log `import` takes in: one real Tenhou game."""


def alternated(jobs: dict[str, Callable[[], T]], runs: int) -> dict[str, list[T]]:
    """Each job run once to warm up (bytecode, the disk cache), then `runs` times in turn."""
    for job in jobs.values():
        job()
    results: dict[str, list[T]] = {name: [] for name in jobs}
    for _ in range(runs):
        for name, job in jobs.items():
            results[name].append(job())
    return results


def club_library(options: Options, games: int = CLUB_GAMES) -> Path:
    """A library of `games` finished games, built once a report (benchmarks/library_window.py,
    kept for the other scripts: benchmarks/built_libraries.py)."""
    built = options.work / f"library-{games}.sqlite3"
    if built.exists():
        return built
    from benchmarks.built_libraries import fast_folder
    from benchmarks.library_window import build

    with tempfile.TemporaryDirectory(prefix="tallyo-club-", dir=fast_folder()) as folder:
        shutil.copyfile(build(Path(folder), [games])[games], built)
    return built


def _ms(values: list[float]) -> float:
    return statistics.median(values) * 1000


def screen(options: Options, *, frozen: bool = False, cold: bool = False) -> list[Row]:
    """The reopened 16-hand game on screen under the X server, with an empty library and (from
    the checkout) with 10,000 games in it, against a bare window; the memory at that moment.
    With `cold`, each start after the page cache is dropped (benchmarks/page_cache.py)."""
    kind = ("frozen, cold" if cold else "frozen, warm") if frozen else "source"
    if not os.environ.get("DISPLAY"):
        return [Row(f"the game on screen ({kind})", None, note="no X server: set DISPLAY")]
    from benchmarks import page_cache
    from benchmarks.game_history import fill
    from benchmarks.x_paint import QUIET, XPaintWatch, x_server_env
    from benchmarks.x_startup import QUIET_COLD, commands, settings_left

    if cold and page_cache.how() is None:
        cannot = f"not measured: {page_cache.CANNOT}"
        return [Row(f"the game on screen ({kind})", None, note=cannot)]
    name = kind.replace(", ", "-")
    empty, club = options.work / f"screen-{name}-empty", options.work / f"screen-{name}-club"
    big = options.work / f"screen-{name}-big-club"
    fill(empty, history=False)
    app, bare = commands(frozen)
    watch = XPaintWatch()
    data, config = options.work / "data", options.work / "config"
    left = settings_left(watch, app, empty, options.work / f"screen-{name}")
    made_cold: set[str] = set()

    def start(command: list[str], template: Path) -> Callable[[], Paint]:
        def run() -> Paint:
            # Each from fresh copies of the same data and settings folders.
            shutil.rmtree(data, ignore_errors=True)
            shutil.rmtree(config, ignore_errors=True)
            shutil.copytree(template, data)
            shutil.copytree(left, config)
            # Written out before the start: the disk is not still busy with the copy meanwhile.
            os.sync()
            env = x_server_env()
            env.update(TALLYO_DATA_DIR=str(data), XDG_CONFIG_HOME=str(config))
            if cold:
                made_cold.add(page_cache.make_cold([Path(command[0]).parent]))
            # From the checkout's root, so that `-m tallyo_desktop` runs this tree's code.
            return watch.first_paint(command, env, ROOT, quiet=QUIET_COLD if cold else QUIET)

        return run

    jobs = {"bare": start(bare, empty), "app": start(app, empty)}
    if not frozen:
        fill(club, history=False)
        shutil.copyfile(club_library(options), club / "library.sqlite3")
        jobs["club"] = start(app, club)
        fill(big, history=False)
        shutil.copyfile(club_library(options, BIG_CLUB_GAMES), big / "library.sqlite3")
        jobs["big club"] = start(app, big)
    paints = alternated(jobs, options.runs)

    def median(name: str, figure: Callable[[Paint], float]) -> float:
        return statistics.median(figure(paint) for paint in paints[name])

    bare_ms = median("bare", lambda paint: paint.painted) * 1000
    app_ms = median("app", lambda paint: paint.settled) * 1000
    bare_kib = median("bare", lambda paint: paint.settled_peak_kib)
    target = Target(1.1 if cold else 1.5) if frozen else Target(1.3)
    rows = [
        Row(f"the game on screen, 16 hands ({kind})", app_ms, bare_ms, target=target),
        Row(
            f"  its first paint ({kind})",
            median("app", lambda paint: paint.painted) * 1000,
            bare_ms,
        ),
    ]
    if not cold:
        rows += instruction_rows(app, bare, kind)
    if cold:
        rows.append(Row(f"  how the starts were made cold: {', '.join(sorted(made_cold))}", None,
                        note="(information)"))  # fmt: skip
        return rows
    if frozen:
        app_kib = median("app", lambda paint: paint.settled_peak_kib)
        memory = f"memory at start ({kind}, vs a bare window)"
        return [*rows, Row(memory, app_kib / 1024, bare_kib / 1024, "MiB", Target(1.3))]
    club_ms = median("club", lambda paint: paint.settled) * 1000
    club_kib = median("club", lambda paint: paint.settled_peak_kib)
    return [
        *rows,
        Row(
            f"start-up, {CLUB_GAMES:,} games in the library (vs none)",
            club_ms,
            app_ms,
            target=Target(1.05),
        ),
        Row(
            f"start-up, {BIG_CLUB_GAMES:,} games in the library (vs none)",
            median("big club", lambda paint: paint.settled) * 1000,
            app_ms,
            target=Target(1.05),
        ),
        Row(
            f"memory at start, {CLUB_GAMES:,} games (vs a bare window)",
            club_kib / 1024,
            bare_kib / 1024,
            "MiB",
            Target(1.3),
        ),
    ]


def instruction_rows(app: list[str], bare: list[str], kind: str) -> list[Row]:
    """The instructions until the game is on screen against the bare window's until its first
    paint, counted by valgrind: steady from run to run where the times wander with the
    machine's load (benchmarks/x_startup.py --instructions)."""
    figure = f"  its instructions, to the bare window's first paint ({kind})"
    if shutil.which("valgrind") is None:
        return [Row(figure, None, note="not measured: no valgrind")]
    from benchmarks.x_startup import instructions

    counted = instructions(app, settled=True) / 1e6
    return [Row(figure, counted, instructions(bare) / 1e6, "M")]


def frozen_screen(options: Options) -> list[Row]:
    """The frozen builds (packaging/measure_size.sh), warm and cold."""
    if not options.frozen:
        return []
    from benchmarks.x_startup import FROZEN

    if options.rebuild or not (FROZEN / "tallyo-desktop").is_dir():
        script = ROOT / "packaging" / "measure_size.sh"
        env = {**os.environ, "TALLYO_PYTHON": sys.executable}
        subprocess.run(["bash", str(script)], check=True, env=env, capture_output=True)
    return screen(options, frozen=True) + screen(options, frozen=True, cold=True)


def entry(options: Options) -> list[Row]:
    """A session of 2,000 hands entered at the keyboard (benchmarks/entry_latency.py)."""
    import json

    from benchmarks.processes import qt_env

    script = Path(__file__).with_name("entry_latency.py")
    command = [sys.executable, str(script), "--hands", str(options.hands), "--json"]
    done = subprocess.run(command, capture_output=True, text=True, env=qt_env(), check=True)
    figures = json.loads(done.stdout.splitlines()[-1])
    frame = 1000 / 60
    return [
        Row(
            f"hand entry, p95 of {options.hands:,} hands",
            figures["p95"],
            frame,
            target=Target(16, ratio=False, unit="ms"),
        ),
        Row("  its median", figures["median"]),
        Row(
            "hand entry, last 100 hands vs the first 100",
            figures["last"],
            figures["first"],
            target=Target(1.1),
        ),
    ]


def library(options: Options) -> list[Row]:
    """The Library window over 10,000 and 50,000 games against 50 (benchmarks/library_window.py),
    offscreen."""
    from benchmarks.library_window import measure, target_ms

    sizes = (50, CLUB_GAMES, BIG_CLUB_GAMES)
    paths = {size: club_library(options, size) for size in sizes}
    os.sync()  # the disk is not still writing the libraries out meanwhile
    # The first open is timed once a process: the medians of several, the sizes alternated.
    runs: dict[int, list[dict[str, float] | None]] = {size: [] for size in sizes}
    for _ in range(3 if options.quick else 7):
        for size, path in paths.items():
            runs[size].append(measure(path, 3, 300))
    keys = ("open", "standings", "refresh", "switch", "sort")
    if any(run is None for measured in runs.values() for run in measured):
        return [Row("the library window", None, note="did not end in 300 s")]
    figures = {
        size: {
            key: statistics.median(run[key] for run in measured if run is not None) * 1000
            for key in keys
        }
        for size, measured in runs.items()
    }
    floor = figures[50]
    rows = []
    for size in sizes[1:]:
        games, under = f"{size:,} games (vs 50)", Target(target_ms(size), ratio=False, unit="ms")
        shown = figures[size]
        rows += [
            Row(f"opening the library window, {games}", shown["open"], floor["open"], target=under),
            Row(f"  showing its standings, {games}", shown["standings"], floor["standings"],
                target=under),
            Row(f"  refreshing it (Ctrl+L), {games}", shown["refresh"], floor["refresh"],
                target=under),
            Row(f"  standings of 3 or 4 players, {games}", shown["switch"], floor["switch"],
                target=under),
            Row(f"  sorting its games by a player, {games}", shown["sort"], floor["sort"],
                target=under),
        ]  # fmt: skip
    return rows


def commands(options: Options) -> list[Row]:
    """The commands in a regular install against the same job done by a minimal script
    (benchmarks/floors/), and against `python -c pass`."""
    from benchmarks.game_history import fill
    from benchmarks.processes import command_env
    from benchmarks.regular_install import make
    from benchmarks.standings_command import fill as fill_club

    python = make(options.work / "venv")
    command = [str(python.parent / "tallyo-desktop")]
    fill(options.work / "commands", history=False)
    (game,) = (options.work / "commands" / "games").glob("*.tallyo")
    club = options.work / "club"
    fill_club(club, STANDINGS_FILES)
    out = options.work / "imported"
    floor = str(python)
    pairs = {
        "hand": ([*command, *HAND], [floor, str(FLOORS / "hand.py")]),
        "score": (
            [*command, "score", "4", "30", "--ron", "--json"],
            [floor, str(FLOORS / "score.py")],
        ),
        "replay": ([*command, "replay", str(game)], [floor, str(FLOORS / "replay.py"), str(game)]),
        "--help": ([*command, "--help"], [floor, str(FLOORS / "help.py")]),
        "standings": (
            [*command, "standings", str(club), "--json"],
            [floor, str(FLOORS / "standings.py"), str(club)],
        ),
        "import": (
            [*command, "import", str(LOG), "--out", str(out), "--json"],
            [floor, str(FLOORS / "import_logs.py"), str(LOG), str(out)],
        ),
    }
    env = command_env()
    # Away from the tree, so that nothing of it is imported instead of the install.
    away = options.work / "away"
    away.mkdir()

    def timed(started: list[str]) -> Callable[[], float]:
        def run() -> float:
            # Each import writes its game into an empty folder.
            shutil.rmtree(out, ignore_errors=True)
            begun = time.perf_counter()
            subprocess.run(started, capture_output=True, env=env, check=True, cwd=away)
            return time.perf_counter() - begun

        return run

    jobs: dict[str, Callable[[], float]] = {"pass": timed([floor, "-c", "pass"])}
    for name, (subject, its_floor) in pairs.items():
        jobs[name] = timed(subject)
        jobs[f"{name} floor"] = timed(its_floor)
    times = alternated(jobs, max(options.runs, 11 if options.quick else 21))
    pass_ms = _ms(times["pass"])
    rows = [
        Row(
            f"`{name}` (regular install) vs a minimal script",
            _ms(times[name]),
            _ms(times[f"{name} floor"]),
            target=Target(1.3),
        )
        for name in pairs
    ]
    rows.append(Row("`python -c pass`, the absolute floor", pass_ms))
    rows += [Row(f"  `{name}` vs `python -c pass`", _ms(times[name]), pass_ms) for name in pairs]
    return rows


PARTS: list[tuple[str, Callable[[Options], list[Row]]]] = [
    ("screen", screen),
    ("frozen", frozen_screen),
    ("entry", entry),
    ("library", library),
    ("commands", commands),
]
