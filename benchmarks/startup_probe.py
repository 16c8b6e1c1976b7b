"""Started as its own process by the benchmark: show a window, wait for its first paint, exit.

`app` builds Tallyo Desktop's main window the way a launch does (in a fresh data folder, or the
data folder given after it); `bare` shows an empty QMainWindow, the floor that Python and Qt
set. The last line printed is the peak resident memory in KiB.
"""

from __future__ import annotations

import resource
import sys
import tempfile
from pathlib import Path


def main(kind: str, data: str | None = None) -> int:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication([])
    if kind == "app":
        from tallyo_desktop.app.start import build_window

        folder = Path(data) if data else Path(tempfile.mkdtemp(prefix="tallyo-bench-"))
        window, _, _ = build_window(folder)
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
    QTimer.singleShot(10_000, app.quit)  # never hang a benchmark run
    app.exec()
    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
