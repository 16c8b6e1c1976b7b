"""A bare QMainWindow, the yardstick for the app's frozen size (packaging/measure_size.sh).

`pyinstaller packaging/tallyo-desktop.spec -- --bare` freezes it with the app's excludes and Qt
trimming; what the app's folder holds beyond this one is the app's own cost.
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QMainWindow


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Bare window")
    # The size the app opens at, so both windows paint as many pixels.
    window.resize(1280, 720)
    if "--smoke-test" in sys.argv[1:]:
        # Proves the trimmed build still starts: a size is worth nothing for one that cannot.
        if window.grab().isNull():
            print("bare window: smoke test failed", file=sys.stderr)
            return 1
        print("bare window: smoke test passed")
        return 0
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
