"""Start-up with a club's history in the data folder, against start-up with the last game only.

Both data folders hold the same unfinished game of 16 hands, played last; the second also holds
1,000 finished games and 20 more unfinished ones. Start-up reads the last game's file only, so
the two should start alike: `python benchmarks/game_history.py` prints both medians and their
ratio (target <= 1.1).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from tallyo_desktop.core.table.game import Game

ROOT = Path(__file__).resolve().parent.parent
TARGET = 1.1


def sixteen_hands() -> Game:
    """An unfinished game of 16 hands: the dealer tenpai at each draw keeps it going."""
    from tallyo_desktop.core.rules.presets import MAHJONG_SOUL
    from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi

    game = Game(MAHJONG_SOUL, ("Ann", "Bea", "Cid", "Dan"))
    for hand in range(16):
        dealer = game.state.dealer
        if hand % 4 == 0:
            game.record(Riichi((dealer + 1) % 4))
        game.record(ExhaustiveDraw(frozenset({dealer, (dealer + 1) % 4})))
    assert not game.is_over
    return game


def fill(folder: Path, *, history: bool, finished_games: int = 1000) -> None:
    from tallyo_desktop.app.files.game_store import LAST_GAME
    from tallyo_desktop.core.record.format import FILE_SUFFIX, Metadata, game_to_json
    from tallyo_desktop.core.rules.presets import WRC, east_only
    from tallyo_desktop.core.table.events import ExhaustiveDraw

    games = folder / "games"
    (games / "finished").mkdir(parents=True)
    last = Metadata.new()
    (games / f"{last.id}{FILE_SUFFIX}").write_text(game_to_json(sixteen_hands(), last))
    (games / LAST_GAME).write_text(f"{last.id}{FILE_SUFFIX}\n")
    if not history:
        return
    finished = Game(east_only(WRC), ("Eve", "Fay", "Gus", "Hal"))
    while not finished.is_over:
        finished.record(ExhaustiveDraw(frozenset()))
    for _ in range(finished_games):
        metadata = Metadata.new()
        target = games / "finished" / f"{metadata.id}{FILE_SUFFIX}"
        target.write_text(game_to_json(finished, metadata))
    for _ in range(20):
        metadata = Metadata.new()
        target = games / f"{metadata.id}{FILE_SUFFIX}"
        target.write_text(game_to_json(sixteen_hands(), metadata))


def measure(runs: int) -> tuple[float, float]:
    from benchmarks.processes import PROBE, qt_env, timed_run

    env = qt_env()
    base = Path(tempfile.mkdtemp(prefix="tallyo-history-"))
    empty, club = base / "last-game-only", base / "club"
    fill(empty, history=False)
    fill(club, history=True)
    times: dict[Path, list[float]] = {empty: [], club: []}
    for folder in times:
        timed_run([sys.executable, str(PROBE), "table", str(folder)], env)
    for _ in range(runs):
        for folder, spent in times.items():
            spent.append(timed_run([sys.executable, str(PROBE), "table", str(folder)], env)[0])
    return statistics.median(times[club]), statistics.median(times[empty])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11, help="start-ups of each (>= 11)")
    args = parser.parse_args()
    club, empty = measure(args.runs)
    ratio = club / empty
    verdict = "meets" if ratio <= TARGET else "MISSES"
    print(
        f"start-up with 1000 finished and 20 unfinished games: {club * 1000:.0f} ms; "
        f"with the last game only: {empty * 1000:.0f} ms; ratio {ratio:.2f} ({verdict} <= {TARGET})"
    )
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
