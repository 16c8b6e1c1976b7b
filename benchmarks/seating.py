"""The seating of a club night: how long a round takes to seat, what memory it takes as the
players grow, and how good the rounds are.

Three tables:

- evenings of 8, 16, 40 and 80 players (tables of four) over 8 rounds, seated round by round as
  the seating window does (`core.club.seating.next_round`, the rounds so far given each time):
  the time of the whole evening, median of `--runs` evenings (each drawn from its own seed),
  against the plainest seating measured in the same run (each table opened by the first player
  left and filled with whoever met its players least, `greedy_tables`, winds as they come); the
  pairings met before that evening, summed over its rounds, against that greedy's; the players
  who sat in one wind twice within their first four games;
- growth: 50, 200, 500, 1,000 and 2,000 names, each in a process of its own: the seconds to seat
  a first round and a second one after it, and the process's peak memory above what it took
  once the seating was imported; 2,000 is over the list's bound (`seating.MAX_PLAYERS`), which
  this process lifts to show how the search grows past it;
- repeats of longer evenings: 24 players over 6 rounds, 28 over 8, 32 over 8: the repeated
  meetings of the evening drawn from seed 8, their mean over `--runs` seeds, and the pairs that
  met three times or more.

With `--against DIR` (another copy of the project, an earlier commit unpacked there), the
growth and the repeats are measured for that copy too, in the same run, alternated, and the
ratios printed. `python benchmarks/seating.py [--runs 5] [--against DIR] [--sizes 50 200]`.
Nothing here passes or fails.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if __name__ == "__main__" and sys.argv[1:2] == ["--child"]:
    # A child measures the copy of the project it is given: that copy comes first.
    sys.path.insert(0, sys.argv[2])
elif str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tallyo_desktop.core.club.seating import (  # noqa: E402
    Round,
    TableSizes,
    next_round,
    pair_counts,
    table_sizes,
    wind_counts,
)

SIZES = (8, 16, 40, 80)
ROUNDS = 8
TARGET_MS = 1000.0
GROWTH = (50, 200, 500, 1000, 2000)
LONG_EVENINGS = ((24, 6), (28, 8), (32, 8))
SEED = 8


# The children: each runs in a process of its own, with the copy of the project it measures
# first on its path, and prints one line of JSON.
def _growth_child(players: int) -> dict[str, float]:
    import resource

    from tallyo_desktop.core.club import seating

    if hasattr(seating, "MAX_PLAYERS"):
        seating.MAX_PLAYERS = max(seating.MAX_PLAYERS, players)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    names = [f"Player {number}" for number in range(players)]
    rng = random.Random(0)
    started = time.perf_counter()
    first = seating.next_round(names, rng=rng)
    middle = time.perf_counter()
    seating.next_round(names, played=[first], rng=rng)
    ended = time.perf_counter()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    # Linux counts in KiB.
    return {
        "first": middle - started,
        "second": ended - middle,
        "mib": (peak - before) / 1024,
        "peak": peak / 1024,
    }


def _repeats_child(players: int, rounds: int, runs: int) -> dict[str, float]:
    def evening(seed: int) -> tuple[int, int]:
        names = [f"Player {number}" for number in range(players)]
        rng = random.Random(seed)
        played: list[Round] = []
        for _ in range(rounds):
            played.append(next_round(names, played=played, rng=rng))
        counts = pair_counts(played).values()
        return sum(count - 1 for count in counts), sum(1 for count in counts if count >= 3)

    started = time.perf_counter()
    found = [evening(seed) for seed in range(runs)]
    spent = (time.perf_counter() - started) / runs
    return {
        "seed8": evening(SEED)[0],
        "mean": statistics.mean(repeats for repeats, _third in found),
        "third": statistics.mean(third for _repeats, third in found),
        "seconds": spent,
    }


def _child(code: Path, arguments: list[str]) -> dict[str, float]:
    found = subprocess.run(
        [sys.executable, __file__, "--child", str(code), *arguments],
        check=True,
        capture_output=True,
        text=True,
    )
    result: dict[str, float] = json.loads(found.stdout.splitlines()[-1])
    return result


# The evenings against a greedy seating, in this process.
def seated(players: int, seed: int) -> list[Round]:

    rng = random.Random(seed)
    names = [f"Player {number}" for number in range(players)]
    played: list[Round] = []
    for _ in range(ROUNDS):
        played.append(next_round(names, TableSizes.FOURS, played, rng=rng))
    return played


def greedy(players: int, seed: int) -> list[Round]:
    """The baseline: each round the greedy tables, seats in the order they were filled."""
    # Imported here: a child measuring another copy of the project may not have them.
    from tallyo_desktop.core.club.seating_costs import Weights
    from tallyo_desktop.core.club.seating_search import greedy_tables

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
    return sum(1 for winds in wind_counts(played[:4]).values() if max(winds) > 1)


def timed(seat: object, players: int, seed: int) -> tuple[float, list[Round]]:
    assert callable(seat)
    start = time.perf_counter()
    played = seat(players, seed)
    return (time.perf_counter() - start) * 1000, played


def evenings(runs: int) -> None:
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


def growth(sizes: list[int], runs: int, against: Path | None) -> None:
    print()
    print("growth: a first round and a second, each size in its own process")
    print("(memory: the process's peak, and how much of it the seating added)")
    head = f"{'names':>6} {'1st round':>10} {'2nd round':>10} {'peak':>9} {'added':>9}"
    if against is not None:
        head += f" | {'1st (other)':>11} {'2nd (other)':>11} {'peak':>9} {'added':>9} {'ratio':>7}"
    print(head)
    for players in sizes:
        ours, theirs = [], []
        for _ in range(runs):
            ours.append(_child(ROOT, ["growth", str(players)]))
            if against is not None:
                theirs.append(_child(against, ["growth", str(players)]))
        line = f"{players:>6} " + _growth_line(ours)
        if theirs:
            total = statistics.median(row["first"] + row["second"] for row in ours)
            other = statistics.median(row["first"] + row["second"] for row in theirs)
            line += " | " + _growth_line(theirs, 11) + f" {other / total:>6.0f}x"
        print(line, flush=True)


def _growth_line(rows: list[dict[str, float]], width: int = 10) -> str:
    first = statistics.median(row["first"] for row in rows)
    second = statistics.median(row["second"] for row in rows)
    peak = statistics.median(row["peak"] for row in rows)
    added = statistics.median(row["mib"] for row in rows)
    return (
        f"{first:>{width - 2}.3f} s {second:>{width - 2}.3f} s {peak:>5.0f} MiB {added:>5.0f} MiB"
    )


def long_evenings(runs: int, against: Path | None) -> None:
    print()
    print(f"repeated meetings: the evening of seed {SEED}, the mean of {runs} seeds, and pairs")
    print("that met three times or more (mean); seconds an evening")
    head = f"{'evening':>8} {'seed 8':>7} {'mean':>6} {'3+':>5} {'s':>6}"
    if against is not None:
        head += f" | {'seed 8':>7} {'mean':>6} {'3+':>5} {'s':>6}  (other)"
    print(head)
    for players, rounds in LONG_EVENINGS:
        arguments = ["repeats", str(players), str(rounds), str(runs)]
        line = f"{players:>3} x {rounds:<2}  " + _repeats_line(_child(ROOT, arguments))
        if against is not None:
            line += " | " + _repeats_line(_child(against, arguments))
        print(line, flush=True)


def _repeats_line(row: dict[str, float]) -> str:
    return f"{row['seed8']:>7.0f} {row['mean']:>6.1f} {row['third']:>5.1f} {row['seconds']:>6.2f}"


def main() -> int:
    if len(sys.argv) > 2 and sys.argv[1] == "--child":
        _code, kind, *numbers = sys.argv[2:]
        values = [int(number) for number in numbers]
        if kind == "growth":
            print(json.dumps(_growth_child(*values)))
        else:
            print(json.dumps(_repeats_child(*values)))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", type=int, nargs="*", default=list(GROWTH))
    parser.add_argument("--against", type=Path, help="another copy of the project to measure")
    arguments = parser.parse_args()
    evenings(arguments.runs)
    growth(arguments.sizes, 1 if arguments.against else arguments.runs, arguments.against)
    long_evenings(arguments.runs, arguments.against)
    return 0


if __name__ == "__main__":
    sys.exit(main())
