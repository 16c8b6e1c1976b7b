"""The Library window over a growing library: its first open and its refreshes, against 50 games.

Libraries of finished games (by default 50, 200, 1,000, 10,000 and 50,000) are built once per
run in a temporary folder (or taken from the report's, `built_libraries`), each game played out
at random by a club of 24 players, one game in five with three players, and stored as the app
stores it (`GameLibrary.add_finished_games`, the record with its identity). Each library is then
measured in a process of its own, offscreen, through the Game menu's own command
(`FileCommands.show_library`, what Ctrl+L does):

- first open: from the command to the window shown and its events processed;
- standings: the Standings tab first shown;
- refresh: Ctrl+L again with the window open (what finishing a game or a rebuild also does),
  with the games shown and with the standings shown (each reads its own page): the slower;
- player count: the standings switched to three-player games and back (each switch one figure);
- sort: the games sorted by the first place's name and back by date (each sort one figure);
- memory: the resident memory the first open adds (its peak, from /proc) and what stays.

`python benchmarks/library_window.py [--sizes 50 200 1000 10000 50000]` prints each figure and
its ratio to the smallest library's; targets: every figure under 100 ms at 10,000 games and
under 200 ms at 50,000. It prints figures; nothing here passes or fails.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from tallyo_desktop.core.rules.rules import Rules
    from tallyo_desktop.core.table.game import Game

ROOT = Path(__file__).resolve().parent.parent
SIZES = (50, 200, 1000, 10000, 50000)


def target_ms(games: int) -> float:
    """Any figure of the window: under 100 ms up to 10,000 games, under 200 ms at 50,000."""
    return 100.0 if games <= 10_000 else 200.0


CLUB = (
    "Ann", "Bea", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon", "Kim", "Lou",
    "Mia", "Ned", "Olu", "Pam", "Quy", "Rei", "Sam", "Tao", "Uma", "Vic", "Wes", "Yuki",
)  # fmt: skip
TEMPLATES = 300
"""Distinct games played out; the library repeats them, each under an identity of its own."""


def random_game(rng: random.Random, rules: Rules) -> Game:
    """A game of `rules` played to its end with random wins, deal-ins, riichi and draws."""
    from tallyo_desktop.core.errors import TallyoError
    from tallyo_desktop.core.scoring.hand import Hand
    from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, Riichi, Ron, Tsumo, Win
    from tallyo_desktop.core.table.game import Game

    seats = rules.players
    game = Game(rules, tuple(rng.sample(CLUB, seats)))
    while not game.is_over:
        if rng.random() < 0.3:
            # A seat without the points, or in riichi already, is refused.
            with contextlib.suppress(TallyoError):
                game.record(Riichi(rng.randrange(seats)))
        hand = Hand(han=rng.choice((1, 2, 3, 4, 5, 6, 8, 11)), fu=rng.choice((30, 40)))
        roll = rng.random()
        event: Event
        if roll < 0.3:
            event = ExhaustiveDraw(frozenset(s for s in range(seats) if rng.random() < 0.4))
        elif roll < 0.6:
            event = Tsumo(rng.randrange(seats), hand)
        else:
            discarder, winner = rng.sample(range(seats), 2)
            event = Ron(discarder, (Win(winner, hand),))
        game.record(event)
    return game


def build(folder: Path, sizes: list[int]) -> dict[int, Path]:
    """A library file of each size in `sizes`, each holding the games of the smaller ones."""
    from benchmarks.built_libraries import Stored, built
    from tallyo_desktop.core.record.format import Metadata, game_to_json, new_game_id
    from tallyo_desktop.core.rules import presets

    def games() -> Iterator[Stored]:
        rng = random.Random(25)
        kinds = [presets.east_only(presets.TENHOU), presets.MAHJONG_SOUL, presets.WRC]
        three = [presets.east_only(presets.TENHOU_3P)]
        played = [
            random_game(rng, rng.choice(three if index % 5 == 4 else kinds))
            for index in range(TEMPLATES)
        ]
        start = datetime(2020, 1, 1, 19, 0, tzinfo=UTC)
        for index in itertools.count():
            uid = new_game_id()
            game = played[index % TEMPLATES]
            finished = start + timedelta(hours=5 * index, minutes=rng.randrange(60))
            yield game, game_to_json(game, Metadata(id=uid)), finished, uid

    return built("window", folder, sizes, games)


def _memory_kib(field: str) -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


def _reset_peak() -> None:
    """Linux counts the peak resident memory again from now (writing 5 to clear_refs)."""
    Path("/proc/self/clear_refs").write_text("5")


def probe(path: Path, repeats: int) -> dict[str, float]:
    """Run in a process of its own: the window over the library at `path`, timed."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from tallyo_desktop.app.game.controller import GameController
    from tallyo_desktop.app.library.keeper import LibraryKeeper
    from tallyo_desktop.app.window.file_commands import FileCommands
    from tallyo_desktop.core.library.store import GameLibrary

    if TYPE_CHECKING:
        from tallyo_desktop.app.window.prompter import Prompter

    app = QApplication([])
    keeper = LibraryKeeper(lambda: GameLibrary(path))
    # The prompter is asked only when something fails, which would end the run.
    commands = FileCommands(GameController(), cast("Prompter", object()), keeper=keeper)
    assert keeper.library is not None  # opening the file is not the window's work
    app.processEvents()
    _reset_peak()
    before = _memory_kib("VmRSS")
    started = time.perf_counter()
    commands.show_library()
    app.processEvents()
    figures = {"open": time.perf_counter() - started}
    figures["open peak kib"] = _memory_kib("VmHWM") - before
    figures["open kept kib"] = _memory_kib("VmRSS") - before
    window = commands._library_window
    assert window is not None

    def timed(action: Callable[[], object]) -> float:
        started = time.perf_counter()
        action()
        app.processEvents()
        return time.perf_counter() - started

    # The standings are read when their page is first shown.
    figures["standings"] = timed(lambda: window.tabs.setCurrentIndex(1))
    window.tabs.setCurrentIndex(0)
    app.processEvents()
    if repeats:
        # A refresh reads what the page shown needs: timed on each page, the slower kept.
        on_games = [timed(commands.show_library) for _ in range(repeats)]
        window.tabs.setCurrentIndex(1)
        app.processEvents()
        on_standings = [timed(commands.show_library) for _ in range(repeats)]
        refreshes = max(on_games, on_standings, key=statistics.median)
        switches: list[float] = []
        for _ in range(repeats):
            switches.append(timed(lambda: window.standings_players.setCurrentIndex(1)))
            switches.append(timed(lambda: window.standings_players.setCurrentIndex(0)))
        figures["refresh"] = statistics.median(refreshes)
        figures["switch"] = statistics.median(switches)
        # The games sorted by the first place's name, then by date again (each one figure).
        window.tabs.setCurrentIndex(0)
        app.processEvents()
        table = window.games_table
        sorts: list[float] = []
        for _ in range(repeats):
            sorts.append(timed(lambda: table.sortByColumn(2, Qt.SortOrder.AscendingOrder)))
            sorts.append(timed(lambda: table.sortByColumn(0, Qt.SortOrder.DescendingOrder)))
        figures["sort"] = statistics.median(sorts)
    figures["rows"] = window.games_table.model().rowCount()
    keeper.close()
    return figures


def measure(path: Path, repeats: int, timeout: float) -> dict[str, float] | None:

    from benchmarks.processes import command_env

    env = command_env()
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="tallyo-bench-settings-")
    command = [sys.executable, __file__, "--probe", str(path), "--repeats", str(repeats)]
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, env=env, check=True, timeout=timeout
        )
    except subprocess.TimeoutExpired:
        return None
    return cast("dict[str, float]", json.loads(done.stdout.splitlines()[-1]))


def report(results: dict[int, dict[str, float] | None], timeout: float) -> None:
    base = next((figures for figures in results.values() if figures is not None), None)
    keys = ("open", "standings", "refresh", "switch", "sort")
    names = ("first open", "standings", "refresh (Ctrl+L)", "player count", "sort by 1st")
    print(f"{'games':>7} " + " ".join(f"{name:>17}" for name in names)
          + f" {'open: peak +MiB':>15} {'kept +MiB':>9}")  # fmt: skip
    for size, figures in results.items():
        if figures is None or base is None:
            print(f"{size:>7} {'did not finish in ' + f'{timeout:.0f} s':>17}")
            continue
        cells = []
        for key in keys:
            if key not in figures:
                cells.append(f"{'-':>17}")
                continue
            ms = figures[key] * 1000
            cells.append(f"{ms:>8.1f} ms {figures[key] / base[key]:>5.1f}x")
        peak, kept = figures["open peak kib"] / 1024, figures["open kept kib"] / 1024
        print(f"{size:>7} {' '.join(cells)} {peak:>15.1f} {kept:>9.1f}")
    for size, figures in results.items():
        if figures is None or size < 10_000:
            continue
        slowest = max((key for key in keys if key in figures), key=figures.__getitem__)
        value, target = figures[slowest] * 1000, target_ms(size)
        verdict = "meets" if value < target else "MISSES"
        print(f"slowest at {size:,} games: {slowest}, {value:.1f} ms "
              f"({verdict} target < {target:.0f} ms)")  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument(
        "--repeats", type=int, default=7, help="refreshes timed, the median shown (0: none)"
    )
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds for each size")
    parser.add_argument("--probe", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.probe is not None:
        print(json.dumps(probe(args.probe, args.repeats)))
        return 0
    from benchmarks.built_libraries import fast_folder

    folder = Path(tempfile.mkdtemp(prefix="tallyo-library-bench-", dir=fast_folder()))
    try:
        started = time.perf_counter()
        built = build(folder, args.sizes)
        print(f"libraries built in {time.perf_counter() - started:.1f} s")
        results = {size: measure(path, args.repeats, args.timeout) for size, path in built.items()}
        report(results, args.timeout)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
