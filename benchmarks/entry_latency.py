"""Hand entry latency over a long session, measured through the real window and autosave.

Each hand is entered as a player does at the keyboard (R, the winner's key, the discarder's key,
the han); the clock runs from Record (Enter) until the events it queued (repaints included) are
done and the autosave file is written, which happens before Record returns.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Latency:
    samples_ms: list[float]

    @property
    def median_ms(self) -> float:
        return statistics.median(self.samples_ms)

    @property
    def p95_ms(self) -> float:
        return statistics.quantiles(self.samples_ms, n=20)[-1]

    @property
    def first_ms(self) -> float:
        return statistics.median(self.samples_ms[:100])

    @property
    def last_ms(self) -> float:
        return statistics.median(self.samples_ms[-100:])


def measure(hands: int) -> Latency:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from tallyo_desktop.app.start import build_window
    from tallyo_desktop.core.rules import presets

    app = QApplication.instance() or QApplication([])
    window, _, _ = build_window(Path(tempfile.mkdtemp(prefix="tallyo-bench-")))
    # WRC rules have no busting and no agari-yame: the dealer can win hand after hand, so the
    # session lasts as long as asked.
    window.file_commands.start_game(presets.WRC, ("Ann", "Bea", "Cid", "Dan"))
    window.show()
    app.processEvents()
    keys = window.entry_actions
    entry = window.entry
    samples: list[float] = []
    for hand in range(hands):
        keys.ron.trigger()
        keys.picks[0].trigger()
        keys.picks[1 + hand % 3].trigger()
        entry.win.rows[0].han.setValue(2)
        app.processEvents()
        started = time.perf_counter()
        keys.record.trigger()
        app.processEvents()
        samples.append((time.perf_counter() - started) * 1000)
    assert len(window.controller.game) == hands, "every hand must have been recorded"
    window.close()
    return Latency(samples)


def main() -> int:
    import argparse
    import json

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands in the session")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON line")
    args = parser.parse_args()
    result = measure(args.hands)
    if args.json:
        figures = {"median": result.median_ms, "p95": result.p95_ms}
        print(json.dumps({**figures, "first": result.first_ms, "last": result.last_ms}))
        return 0
    print(f"median {result.median_ms:.2f} ms, p95 {result.p95_ms:.2f} ms, "
          f"last/first {result.last_ms / result.first_ms:.2f}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
