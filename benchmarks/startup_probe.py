"""Started as its own process by the benchmark: show a window, wait for its first paint, exit.

- `app` starts Tallyo Desktop as the `tallyo-desktop` command does, until its main window is
  first painted (in the data folder given after it, or a fresh one);
- `table` builds the whole table with the game played last (`build_window`, as the tests do)
  before the first paint, as every start did before the empty window came first;
- `bare` shows an empty QMainWindow of the same size, the floor that Python and Qt set.

The last line printed is the peak resident memory in KiB. Settings are read from wherever
XDG_CONFIG_HOME says (run.py gives each run a fresh folder).
"""

from __future__ import annotations

import os
import resource
import sys
import tempfile
from pathlib import Path


def main(kind: str, data: str | None = None) -> int:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    folder = data or tempfile.mkdtemp(prefix="tallyo-bench-")
    if kind == "app":
        os.environ["TALLYO_DATA_DIR"] = folder
        from tallyo_desktop.app import launch
        from tallyo_desktop.cli import main as tallyo_desktop

        started = launch.Application([])  # the app's own, which its start takes over
        QTimer.singleShot(10_000, started.quit)  # never hang a benchmark run
        # The start loads the table once its window is painted: ending there times it to its
        # first paint, with nothing of the probe's in the way.
        launch.load_table = lambda app, *_: app.exit(0)
        tallyo_desktop([])
    else:
        app = QApplication([])
        QTimer.singleShot(10_000, app.quit)
        if kind == "table":
            from tallyo_desktop.app.start import build_window

            window: QMainWindow = build_window(Path(folder))[0]
        else:
            window = QMainWindow()
            window.setWindowTitle("bare")
            window.resize(1280, 720)

        class FirstPaint(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if event.type() == QEvent.Type.Paint:
                    QTimer.singleShot(0, app.quit)
                return False

        watcher = FirstPaint()
        window.installEventFilter(watcher)
        window.show()
        app.exec()
    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
