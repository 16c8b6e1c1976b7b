"""`tallyo-desktop stats` over a club's game files, and the per-game figures summed:
`python benchmarks/stats_command.py`.

Three parts, each the median of `--runs` runs, each beside a floor measured in the same run,
the two alternated:

- the command over 2,000 game files, `stats --json` against `standings --json` over the same
  files (which reads, sorts and replays them the same way; what `stats` adds is walking the
  hands of each game and working out its figures). Two sets of files: the club's games of
  benchmarks/standings_command.py (entered by han and fu), and the 20 real Tenhou games of
  tests/data, each written 100 times as a game of its own (a fresh id: a club of their 72
  players who met again and again), whose every win carries its tiles and yaku;
- in-process, the figures of each of those games (`game_figures`) against reading its record
  (`read_saved_game`, which replays it);
- 10,000 games' figures summed into each player's totals from their per-game rows
  (`player_totals` with a scope, 30 players), against one Python pass over the same rows.

It prints figures; nothing here is a pass/fail test (shared machines are too noisy for that).
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
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FILES = 2000
SUMMED = 10_000


def tenhou_files(folder: Path, files: int) -> list[Path]:
    """`files` records of the real Tenhou games kept in tests/data, each a game of its own."""
    from tallyo_desktop.core.importing.reading import read_game_log
    from tallyo_desktop.core.record.format import Metadata, game_to_json

    logs = sorted((ROOT / "tests/data/tenhou/logs").iterdir())
    games = []
    for log in logs:
        if log.suffix == ".json" or log.name.endswith((".md", "-no-game-end.mjlog")):
            continue
        imported = read_game_log(log)
        games.append((imported.game, imported.metadata))
    written = []
    for number in range(files):
        game, metadata = games[number % len(games)]
        created = metadata.created
        kept = Metadata(id=f"{number:032x}", created=created, updated=created, source="tenhou")
        path = folder / f"table-{number % 10}" / f"{kept.id}.tallyo"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(game_to_json(game, kept), encoding="utf-8")
        written.append(path)
    return written


def timed(command: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    # From the checkout's root, so that `-m tallyo_desktop` runs this tree's code.
    subprocess.run(command, capture_output=True, env=env, check=True, cwd=ROOT)
    return time.perf_counter() - started


def alternated(runs: int, jobs: dict[str, Callable[[], float]]) -> dict[str, float]:
    """Each job's median time, the jobs run in turn, once each before the measured runs."""
    times: dict[str, list[float]] = {name: [] for name in jobs}
    for job in jobs.values():
        job()
    for _ in range(runs):
        for name, job in jobs.items():
            times[name].append(job())
    return {name: statistics.median(values) for name, values in times.items()}


def commands(folder: Path, runs: int) -> dict[str, float]:
    from benchmarks.processes import command_env

    env = command_env()
    app = [sys.executable, "-m", "tallyo_desktop"]
    jobs: dict[str, Callable[[], float]] = {}
    for name in ("club", "tenhou"):
        for command in ("standings", "stats"):
            line = [*app, command, "--json", str(folder / name)]
            jobs[f"{command}, {name}"] = lambda line=line: timed(line, env)  # type: ignore[misc]
    return alternated(runs, jobs)


def per_game(paths: list[Path], runs: int) -> tuple[float, float]:
    """The seconds a game: its figures, and reading its record."""
    from tallyo_desktop.core.record.files import read_saved_game
    from tallyo_desktop.core.statistics.game_figures import game_figures

    saved = [read_saved_game(path) for path in paths]

    def figures() -> float:
        started = time.perf_counter()
        for one, path in zip(saved, paths, strict=True):
            game_figures(one.game, one.metadata, str(path))
        return time.perf_counter() - started

    def reading() -> float:
        started = time.perf_counter()
        for path in paths:
            read_saved_game(path)
        return time.perf_counter() - started

    medians = alternated(runs, {"figures": figures, "reading": reading})
    return medians["figures"] / len(paths), medians["reading"] / len(paths)


def summing(paths: list[Path], runs: int) -> tuple[float, float, int]:
    """The seconds to sum 10,000 games' figures into each player's totals, and one pass over
    their rows; and how many players."""
    from tallyo_desktop.core.record.files import read_saved_game
    from tallyo_desktop.core.statistics.game_figures import game_figures
    from tallyo_desktop.core.statistics.scope import Scope
    from tallyo_desktop.core.statistics.totals import player_totals

    once = []
    for path in paths:
        saved = read_saved_game(path)
        once.append(game_figures(saved.game, saved.metadata, str(path)))
    games = [
        replace(game, facts=replace(game.facts, key=f"{number}"))
        for number, game in zip(range(SUMMED), once * (SUMMED // len(once) + 1), strict=False)
    ]
    scope = Scope(players=4, start="2025-01-01", end="2025-12-31")
    kept = sum(scope.keeps(game.facts) for game in games)
    assert kept == SUMMED, f"the scope keeps {kept} of {SUMMED} games"
    found: list[int] = []

    def totals() -> float:
        started = time.perf_counter()
        found.append(len(player_totals(games, scope)))
        return time.perf_counter() - started

    def one_pass() -> float:
        started = time.perf_counter()
        wins = 0
        for game in games:
            for row in game.rows:
                wins += row.wins
        return time.perf_counter() - started

    medians = alternated(runs, {"totals": totals, "pass": one_pass})
    return medians["totals"], medians["pass"], found[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each")
    args = parser.parse_args()
    from benchmarks.processes import report_figure
    from benchmarks.standings_command import fill

    with tempfile.TemporaryDirectory(prefix="tallyo-stats-") as temporary:
        folder = Path(temporary)
        club = fill(folder / "club", FILES)
        tenhou = tenhou_files(folder / "tenhou", FILES)
        measured = commands(folder, args.runs)
        print(f"{'over 2,000 files':<22} {'stats':>9} {'standings':>10} {'ratio':>7}")
        for name in ("club", "tenhou"):
            stats, floor = measured[f"stats, {name}"], measured[f"standings, {name}"]
            print(f"{name + ' games':<22} {stats:>7.3f} s {floor:>8.3f} s {stats / floor:>7.2f}")
        print()
        print(f"{'a game, in-process':<22} {'figures':>9} {'reading':>10} {'ratio':>7}")
        for name, paths in (("club", club), ("tenhou", tenhou)):
            figures, reading = per_game(paths[:500], args.runs)
            print(
                f"{name + ' games':<22} {figures * 1000:>6.3f} ms {reading * 1000:>7.3f} ms "
                f"{figures / reading:>7.2f}"
            )
        print()
        total, one_pass, players = summing(club[:500], args.runs)
        print(
            f"10,000 games' figures summed for {players} players: {total * 1000:.1f} ms "
            f"(one pass over their rows: {one_pass * 1000:.1f} ms, ratio {total / one_pass:.1f})"
        )
        report_figure("files", measured["stats, club"], measured["standings, club"])
        report_figure("summed", total, one_pass)
    # The JSON of a run, for a script that keeps the figures.
    print(json.dumps({name: round(value, 4) for name, value in measured.items()}))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
