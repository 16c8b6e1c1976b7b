"""Hand entry latency over a long session, measured through the real window and autosave.

Each hand is entered as a player does (Ron, click the winner, click the discarder, set the han);
the clock runs from the Record click until the events it queued (repaints included) are done
and the autosave file is written, which happens before the click returns.
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
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    from tallyo_desktop.app.launch import build_window
    from tallyo_desktop.core import presets

    app = QApplication.instance() or QApplication([])
    window, _ = build_window(Path(tempfile.mkdtemp(prefix="tallyo-bench-")))
    # WRC rules have no busting and no agari-yame: the dealer can win hand after hand, so the
    # session lasts as long as asked.
    window.file_commands.start_game(presets.WRC, ("Ann", "Bea", "Cid", "Dan"))
    window.show()
    app.processEvents()
    entry = window.centre.win_entry
    samples: list[float] = []
    for hand in range(hands):
        window.ron_action.trigger()
        window.seats[0].name_button.click()
        window.seats[1 + hand % 3].name_button.click()
        entry.rows[0].han.setValue(2)
        app.processEvents()
        started = time.perf_counter()
        entry.confirm.click()
        app.processEvents()
        samples.append((time.perf_counter() - started) * 1000)
        # The event loop deletes widgets put aside with deleteLater; this loop stands in for it.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert len(window.controller.game) == hands, "every hand must have been recorded"
    window.close()
    return Latency(samples)


if __name__ == "__main__":
    result = measure(2000)
    print(f"median {result.median_ms:.2f} ms, p95 {result.p95_ms:.2f} ms, "
          f"last/first {result.last_ms / result.first_ms:.2f}")  # fmt: skip
