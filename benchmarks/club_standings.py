"""The club's standings and statistics over a growing library, against 50 games.

Libraries of finished games (by default 50, 10,000 and 50,000) are built once per run in a
temporary folder (or taken from the report's, `built_libraries`): games played out at random by
a club of 24 (`library_window.random_game`), one in five with three players, four to eight
games an evening, each evening a club night of a season of three months (its games name the
night and the season in their records, as the app writes them), stored as the app stores them
(`GameLibrary.add_finished_games`). One season counts by date and preset instead. Then, for
each library, in this process:

- open: `GameLibrary(path)` and close, against a library with no games;
- each filter's `statistics` (all four-player games, all three-player games, a season of club
  nights, a season by date and preset, one club night, a month, a preset, at least 20 games);
- `known_names` (what a name field completes from), `people`, and a person's results over time.

`python benchmarks/club_standings.py [--sizes 50 10000 50000] [--repeats 9]` prints each figure
(the median of the repeats) and its ratio to the smallest library's. Target: any filter's
standings under 100 ms at 10,000 games and under 200 ms at 50,000, and the open as fast as with
no games. It prints figures; nothing here passes or fails.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from datetime import UTC, date, datetime, timedelta
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZES = (50, 10000, 50000)
START = datetime(2021, 1, 5, 19, 0, tzinfo=UTC)


def build(folder: Path, sizes: list[int]) -> dict[int, Path]:
    """A library file of each size in `sizes`, each holding the games of the smaller ones."""
    from benchmarks.built_libraries import Stored, built
    from benchmarks.library_window import TEMPLATES, random_game
    from tallyo_desktop.core.library.seasons import Counting
    from tallyo_desktop.core.library.store import GameLibrary
    from tallyo_desktop.core.record.format import Metadata, game_to_json, new_game_id
    from tallyo_desktop.core.rules import presets

    def games() -> Iterator[Stored]:
        rng = random.Random(28)
        kinds = [presets.east_only(presets.TENHOU), presets.MAHJONG_SOUL, presets.WRC]
        three = [presets.east_only(presets.TENHOU_3P)]
        played = [
            random_game(rng, rng.choice(three if index % 5 == 4 else kinds))
            for index in range(TEMPLATES)
        ]
        evening, left = 0, 0
        for index in itertools.count():
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
            game = played[index % TEMPLATES]
            uid = metadata.id
            assert uid is not None
            yield game, game_to_json(game, metadata), day, uid

    def with_a_season_by_date(library: GameLibrary) -> None:
        library.add_season(
            "By date",
            uid="by-date",
            date_from=date(2021, 3, 1),
            date_to=date(2021, 8, 31),
            rules_preset="mahjong-soul",
            counting=Counting.BY_DATE,
        )

    return built("club", folder, sizes, games, with_a_season_by_date)


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
    from benchmarks.library_window import target_ms
    from benchmarks.processes import report_figure

    for size in sizes[1:]:
        figures = results[size]
        listed = [name for name in figures if not name.startswith(("open", "k"))]
        worst = max(listed, key=lambda name: figures[name])
        print(f"slowest standings or list at {size:,} games: {figures[worst] * 1000:.2f} ms, "
              f"{worst} ({base[worst] * 1000:.2f} ms at {sizes[0]:,} games; "
              f"target {target_ms(size):.0f} ms)")  # fmt: skip
        report_figure(f"slowest-{size}", figures[worst] * 1000, base[worst] * 1000)


def main() -> None:
    # Run as a script, the repository is not on the path that finds `benchmarks`.
    sys.path.insert(0, str(ROOT))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--repeats", type=int, default=9)
    arguments = parser.parse_args()
    from benchmarks.built_libraries import fast_folder
    from tallyo_desktop.core.library.store import GameLibrary

    with tempfile.TemporaryDirectory(prefix="tallyo-club-bench-", dir=fast_folder()) as folder:
        started = time.perf_counter()
        built = build(Path(folder), sorted(arguments.sizes))
        print(f"built in {time.perf_counter() - started:.1f} s")
        empty = Path(folder) / "empty.sqlite3"
        GameLibrary(empty).close()
        report({size: measure(path, empty, arguments.repeats) for size, path in built.items()})


if __name__ == "__main__":
    main()
