"""Render the main window with a sample game into docs/main-window.png.

Run it on a real display (or under Xvfb: `Xvfb :99 & DISPLAY=:99 .venv/bin/python
docs/make_screenshot.py`) whenever the window changes, so the README shows what players see.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from tallyo_desktop.app.controller import GameController
from tallyo_desktop.app.main_window import MainWindow
from tallyo_desktop.core import presets
from tallyo_desktop.core.events import ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.hand import Hand

SAMPLE = (
    Riichi(2),
    Ron(0, (Win(1, Hand(4, 40)),)),
    Tsumo(0, Hand(4, 40)),
    ExhaustiveDraw(frozenset({1})),
    Riichi(3),
)


def main() -> int:
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("main-window.png")
    app = QApplication([])
    controller = GameController(presets.TENHOU, ("Ann", "Bea", "Cid", "Dan"))
    for event in SAMPLE:
        controller.record(event)
    window = MainWindow(controller)
    window.show()
    window.start_win("ron")
    window.seats[3].name_button.click()
    window.seats[1].name_button.click()
    window.centre.win_entry.rows[0].han.setValue(3)
    QTimer.singleShot(1000, lambda: (window.grab().save(str(target)), app.quit()))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
