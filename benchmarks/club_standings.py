"""The club's standings and statistics over a growing library, against 50 games.

Libraries of finished games (by default 50 and 10,000) are built once per run in a temporary
folder: games played out at random by a club of 24 (`library_window.random_game`), one in five
with three players, four to eight games an evening, each evening a club night of a season of
three months (its games name the night and the season in their records, as the app writes
them), stored as the app stores them (`GameLibrary.add_finished_game`). One season counts by
date and preset instead. Then, for each library, in this process:

- open: `GameLibrary(path)` and close, against a library with no games;
- each filter's `statistics` (all four-player games, all three-player games, a season of club
  nights, a season by date and preset, one club night, a month, a preset, at least 20 games);
- `known_names` (what a name field completes from), `people`, and a person's results over time.

`python benchmarks/club_standings.py [--sizes 50 10000] [--repeats 9]` prints each figure (the
median of the repeats) and its ratio to the smallest library's. Target: any filter's standings
of 10,000 games under 100 ms, and the open as fast as with no games. It prints figures;
nothing here passes or fails.
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZES = (50, 10000)
TARGET_MS = 100.0
START = datetime(2021, 1, 5, 19, 0, tzinfo=UTC)


def build(folder: Path, sizes: list[int]) -> dict[int, Path]:
    """A library file of each size in `sizes`, each holding the games of the smaller ones."""
    from benchmarks.library_window import TEMPLATES, random_game
    from tallyo_desktop.core.library.seasons import Counting
    from tallyo_desktop.core.library.store import GameLibrary
    from tallyo_desktop.core.record.format import Metadata, game_to_json, new_game_id
    from tallyo_desktop.core.rules import presets

    rng = random.Random(28)
    kinds = [presets.east_only(presets.TENHOU), presets.MAHJONG_SOUL, presets.WRC]
    three = [presets.east_only(presets.TENHOU_3P)]
    games = [
        random_game(rng, rng.choice(three if index % 5 == 4 else kinds))
        for index in range(TEMPLATES)
    ]
    path = folder / "library.sqlite3"
    built: dict[int, Path] = {}
    stored = 0
    evening, left = 0, 0
    with GameLibrary(path) as library:
        library.add_season(
            "By date",
            uid="by-date",
            date_from=date(2021, 3, 1),
            date_to=date(2021, 8, 31),
            rules_preset="mahjong-soul",
            counting=Counting.BY_DATE,
        )
    for size in sorted(sizes):
        with GameLibrary(path) as library:
            for index in range(stored, size):
                if left == 0:
                    evening, left = evening + 1, rng.randrange(4, 9)
                left -= 1
                day = START + timedelta(days=7 * evening, minutes=rng.randrange(240))
                season = f"season-{evening // 13}"
                metadata = Metadata(
                    id=new_game_id(),
                    event_id=f"night-{evening}",
                    event_name=f"Night {evening}",
                    season_id=season,
                    season_name=season.replace("-", " ").title(),
                )
                game = games[index % TEMPLATES]
                record = game_to_json(game, metadata)
                library.add_finished_game(game, record, day, metadata.id)
        stored = size
        built[size] = folder / f"library-{size}.sqlite3"
        shutil.copyfile(path, built[size])
    return built


def timed(action: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def measure(path: Path, empty: Path, repeats: int) -> dict[str, float]:
    from tallyo_desktop.core.library.statistics import StatisticsFilter
    from tallyo_desktop.core.library.store import GameLibrary

    figures = {
        "open": timed(lambda: GameLibrary(path).close(), repeats),
        "open (no games)": timed(lambda: GameLibrary(empty).close(), repeats),
    }
    with GameLibrary(path) as library:
        seasons = sorted(s.uid for s in library.seasons() if s.uid.startswith("season-"))
        night = library.club_nights()[-1].uid
        filters = {
            "all 4p": StatisticsFilter(),
            "all 3p": StatisticsFilter(players=3),
            "season of nights": StatisticsFilter(season_uid=seasons[0]),
            "season by date": StatisticsFilter(season_uid="by-date"),
            "one night": StatisticsFilter(club_night_uid=night),
            "a month": StatisticsFilter(date_from=date(2021, 2, 1), date_to=date(2021, 2, 28)),
            "a preset": StatisticsFilter(rules_preset="wrc"),
            "20+ games": StatisticsFilter(min_games=20),
        }
        for name, chosen in filters.items():
            figures[name] = timed(partial(library.statistics, chosen), repeats)
        person = library.people()[0].id
        figures["known names"] = timed(library.known_names, repeats)
        figures["people"] = timed(library.people, repeats)
        figures["a person's results"] = timed(lambda: library.person_results(person), repeats)
    return figures


def report(results: dict[int, dict[str, float]]) -> None:
    sizes = list(results)
    base = results[sizes[0]]
    print(f"{'':>20}" + "".join(f"{size:>12,} games" for size in sizes) + "   ratio")
    for name in base:
        cells = "".join(f"{results[size][name] * 1000:>15.1f} ms" for size in sizes)
        ratio = results[sizes[-1]][name] / base[name] if base[name] else float("nan")
        print(f"{name:>20}{cells}   {ratio:5.1f}")
    largest = results[sizes[-1]]
    listed = [name for name in largest if not name.startswith(("open", "k"))]
    worst = max(listed, key=lambda name: largest[name])
    print(f"slowest standings or list at {sizes[-1]:,} games: {largest[worst] * 1000:.2f} ms, "
          f"{worst} ({base[worst] * 1000:.2f} ms at {sizes[0]:,} games; "
          f"target {TARGET_MS:.0f} ms)")  # fmt: skip
    from benchmarks.processes import report_figure

    report_figure("slowest", largest[worst] * 1000, base[worst] * 1000)


def main() -> None:
    # Run as a script, the repository is not on the path that finds `benchmarks`.
    sys.path.insert(0, str(ROOT))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--repeats", type=int, default=9)
    arguments = parser.parse_args()
    from tallyo_desktop.core.library.store import GameLibrary

    with tempfile.TemporaryDirectory(prefix="tallyo-club-bench-") as folder:
        started = time.perf_counter()
        built = build(Path(folder), sorted(arguments.sizes))
        print(f"built in {time.perf_counter() - started:.1f} s")
        empty = Path(folder) / "empty.sqlite3"
        GameLibrary(empty).close()
        report({size: measure(path, empty, arguments.repeats) for size, path in built.items()})


if __name__ == "__main__":
    main()
