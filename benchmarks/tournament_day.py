"""A tournament day's speed: 200 players over 10 rounds seated, ranked after a round, its file
written and read, and 50 result slips typed into the tournament window.

Each figure beside its floor, measured in the same run, the two alternated:

- the whole schedule seated through the window (Seat the whole schedule: the progress dialog,
  the step recorded, the file saved, the pages shown), against the solver alone
  (`seat_schedule`);
- the ranking after round 10 (`core.tournament.ranking`: totals, tie-breaks, places, MERS),
  against adding up each player's results from the settled tables in one loop; and the
  ranking page shown again (200 rows);
- a slip typed into the window (four seats' points typed, Enter: the check, the step, the file
  saved, the pages shown), against recording the same slip in the core alone;
- the tournament's file of the whole day written and read back (every change replayed and
  checked), against `json.dumps` and `json.loads` of the same text.

`python benchmarks/tournament_day.py [--runs 3]` (Qt offscreen unless a display is set) prints
the table. Targets: the seating under 60 s, the ranking under 100 ms, a slip in well under a
second. Nothing here passes or fails.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tallyo_desktop.core.rules import presets  # noqa: E402
from tallyo_desktop.core.tournament import operations  # noqa: E402
from tallyo_desktop.core.tournament.players import Player  # noqa: E402
from tallyo_desktop.core.tournament.ranking import ranking  # noqa: E402
from tallyo_desktop.core.tournament.seating import seat_schedule  # noqa: E402
from tallyo_desktop.core.tournament.state import TournamentState  # noqa: E402
from tallyo_desktop.core.tournament.tournament import Tournament  # noqa: E402
from tallyo_desktop.core.tournament.tournament_file import (  # noqa: E402
    tournament_from_json,
    tournament_to_json,
)
from tallyo_desktop.core.tournament.tournament_rules import tournament_rules  # noqa: E402

PLAYERS, ROUNDS, SLIPS = 200, 10, 50


def slip(rng: random.Random) -> list[int]:
    points = [30000] * 4
    for _ in range(6):
        winner, loser = rng.sample(range(4), 2)
        amount = rng.choice((2000, 3900, 5800, 8000, 12000))
        points[winner] += amount
        points[loser] -= amount
    return points


def players() -> list[Player]:
    return [Player("", f"Player {n}", country=f"C{n % 12}") for n in range(1, PLAYERS + 1)]


def played_day() -> Tournament:
    """200 players, 10 rounds, every table reported, a few penalties."""
    tournament = operations.new_tournament(
        "Benchmark", "2026-11-14", tournament_rules(presets.EMA_2016), ROUNDS
    )
    operations.register(tournament, players())
    operations.seat_whole(tournament, seed=1)
    rng = random.Random(2)
    for round_ in range(ROUNDS):
        for table in range(PLAYERS // 4):
            operations.record_slip(tournament, round_, table, slip(rng), [0] * 4, 0)
        operations.penalise(tournament, str(round_ + 1), round_, 1000, "Slow play")
    return tournament


def floor_totals(state: TournamentState) -> dict[str, int]:
    totals = dict.fromkeys(state.players, 0)
    for reported in state.results.values():
        for standing in reported.settlement.standings:
            totals[reported.result.seats[standing.seat]] += standing.result
    return totals


def timed(action: Callable[[], object]) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


def median_pair(
    runs: int, measured: Callable[[], float], floor: Callable[[], float]
) -> tuple[float, float]:
    mine, base = [], []
    for _ in range(runs):
        mine.append(measured())
        base.append(floor())
    return statistics.median(mine), statistics.median(base)


def window_figures(runs: int) -> dict[str, tuple[float, float]]:
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    from tallyo_desktop.app.tournament.window import TournamentWindow

    app = QApplication.instance() or QApplication([])
    folder = Path(tempfile.mkdtemp())
    found: dict[str, tuple[float, float]] = {}

    def fresh() -> TournamentWindow:
        window = TournamentWindow(None)
        window.show()
        app.processEvents()
        window.new_tournament(folder / f"{random.random()}.tallyo-tournament")
        window.controller.register(players())
        return window

    windows: list[TournamentWindow] = []

    def seat_in_window() -> float:
        window = fresh()
        windows.append(window)

        def seat() -> None:
            window.schedule.seat_whole.click()
            app.processEvents()

        return timed(seat)

    def seat_alone() -> float:
        state = windows[-1].controller.state
        from tallyo_desktop.core.tournament.entrants import Entrant, SchedulePlan

        plan = SchedulePlan(tuple(Entrant(p) for p in state.players), ROUNDS)
        return timed(lambda: seat_schedule(plan, seed=7))

    found["seating 200 x 10"] = median_pair(runs, seat_in_window, seat_alone)

    window = windows[-1]
    rng = random.Random(3)
    slips = [slip(rng) for _ in range(SLIPS)]
    core = operations.new_tournament("Floor", "2026-11-14", tournament_rules(presets.EMA_2016),
                                     ROUNDS)  # fmt: skip
    operations.register(core, players())
    operations.seat_whole(core, seed=1)
    window.tabs.setCurrentIndex(2)
    results = window.results
    results.choose(0, 0)
    typed: list[float] = []
    floors: list[float] = []
    enter = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
    for number, points in enumerate(slips):
        form = results.slip
        round_, table = form.round, form.table
        started = time.perf_counter()
        for seat, amount in enumerate(points):
            form.points[seat].setText(str(amount))
        form.keyPressEvent(enter)
        app.processEvents()
        typed.append(time.perf_counter() - started)
        started = time.perf_counter()
        operations.record_slip(core, round_, table, points, [0] * 4, 0)
        floors.append(time.perf_counter() - started)
        assert window.controller.state.results.get((round_, table)) is not None, number
    found[f"a slip typed ({SLIPS} slips)"] = (statistics.median(typed), statistics.median(floors))
    window.tabs.setCurrentIndex(4)
    app.processEvents()
    found["the ranking page shown (200 rows)"] = median_pair(
        runs,
        lambda: timed(window.ranking.show_ranking),
        lambda: timed(lambda: ranking(window.controller.state)),
    )
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    day = played_day()
    state = day.state
    rows: list[tuple[str, float, float, str]] = []
    mine, base = median_pair(
        args.runs * 5,
        lambda: timed(lambda: ranking(state)),
        lambda: timed(lambda: floor_totals(state)),
    )
    rows.append(("the ranking after round 10, 200 players", mine, base, "< 100 ms"))
    text = tournament_to_json(day)
    mine, base = median_pair(
        args.runs,
        lambda: timed(lambda: tournament_to_json(day)),
        lambda: timed(lambda: json.dumps(json.loads(text))),
    )
    rows.append((f"the day's file written ({len(text) // 1024} KiB)", mine, base, ""))
    mine, base = median_pair(
        args.runs,
        lambda: timed(lambda: tournament_from_json(text)),
        lambda: timed(lambda: json.loads(text)),
    )
    rows.append(("the day's file read, every change replayed", mine, base, ""))
    for name, (measured, floor) in window_figures(args.runs).items():
        target = "< 60 s" if name.startswith("seating") else "< 1 s" if "slip" in name else ""
        rows.append((name, measured, floor, target))
    print("| What | Tallyo | Floor | Ratio | Target |")
    print("|---|---|---|---|---|")
    for name, measured, floor, target in rows:
        ratio = measured / floor if floor else float("inf")
        print(f"| {name} | {_shown(measured)} | {_shown(floor)} | {ratio:.2f} | {target} |")
    return 0


def _shown(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms" if seconds < 1 else f"{seconds:.2f} s"


if __name__ == "__main__":
    sys.exit(main())
