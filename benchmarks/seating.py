"""The seating of a club night: how long an evening's rounds take to seat, and how good they are.

For evenings of 8, 16, 40 and 80 players (tables of four) over 8 rounds, seated round by round
as the seating window does (`core.club.seating.next_round`, the rounds so far given each time):

- time: the whole evening, median of `--runs` evenings (each drawn from its own seed), against
  the plainest seating measured in the same run: each table opened by the first player left and
  filled with whoever met its players least (`greedy_tables`), winds as they come;
- repeats: pairings met before that evening, summed over its rounds, against that greedy's;
- winds: players who sat in one wind twice within their first four games.

`python benchmarks/seating.py [--runs 5]` prints the figures; target: an evening of 40 players
and 8 rounds well under a second. Nothing here passes or fails.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tallyo_desktop.core.club.seating import (  # noqa: E402
    Round,
    TableSizes,
    next_round,
    pair_counts,
    table_sizes,
    wind_counts,
)
from tallyo_desktop.core.club.seating_search import Weights, greedy_tables  # noqa: E402

SIZES = (8, 16, 40, 80)
ROUNDS = 8
TARGET_MS = 1000.0


def seated(players: int, seed: int) -> list[Round]:
    rng = random.Random(seed)
    names = [f"Player {number}" for number in range(players)]
    played: list[Round] = []
    for _ in range(ROUNDS):
        played.append(next_round(names, TableSizes.FOURS, played, rng=rng))
    return played


def greedy(players: int, seed: int) -> list[Round]:
    """The baseline: each round the greedy tables, seats in the order they were filled."""
    rng = random.Random(seed)
    names = [f"Player {number}" for number in range(players)]
    rng.shuffle(names)
    sizes = table_sizes(players, TableSizes.FOURS)
    played: list[Round] = []
    for _ in range(ROUNDS):
        weights = Weights(names, pair_counts(played), {}, {}, {})
        tables = greedy_tables(range(len(names)), sizes, weights)
        played.append(Round(tuple(tuple(names[at] for at in table) for table in tables)))
    return played


def repeats(played: list[Round]) -> int:
    return sum(count - 1 for count in pair_counts(played).values())


def twice_in_a_wind(played: list[Round]) -> int:
    return sum(1 for counts in wind_counts(played[:4]).values() if max(counts) > 1)


def timed(seat: object, players: int, seed: int) -> tuple[float, list[Round]]:
    assert callable(seat)
    start = time.perf_counter()
    played = seat(players, seed)
    return (time.perf_counter() - start) * 1000, played


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    print(f"{'players':>7} {'evening':>10} {'greedy':>9} {'ratio':>6} "
          f"{'repeats':>8} {'greedy':>7} {'wind twice':>10}")  # fmt: skip
    for players in SIZES:
        times, baseline, ours, theirs, winds = [], [], [], [], []
        for seed in range(runs):
            spent, played = timed(seated, players, seed)
            times.append(spent)
            ours.append(repeats(played))
            winds.append(twice_in_a_wind(played))
            spent, plain = timed(greedy, players, seed)
            baseline.append(spent)
            theirs.append(repeats(plain))
        ms, floor = statistics.median(times), statistics.median(baseline)
        print(
            f"{players:>7} {ms:>7.0f} ms {floor:>6.1f} ms {ms / floor:>6.0f} "
            f"{statistics.mean(ours):>8.1f} {statistics.mean(theirs):>7.1f} "
            f"{statistics.mean(winds):>10.1f}"
        )
    print(f"target: 40 players, {ROUNDS} rounds under {TARGET_MS:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
