"""A full disk under a real game: does closing the window lose a recorded hand?

The data folder is a small tmpfs (mounted directly as root, or in a user namespace of its own
otherwise), filled to the last byte after the first hand. Three more hands are entered at the
keyboard; then the window is closed, and the scripted player answers the question the window
asks by saving the game on another disk. The figures printed are the hands at each step: in
the window, in the game's own copy on the full disk, and in the file saved elsewhere.

    .venv/bin/python benchmarks/full_disk.py
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

INSIDE = "--inside"
TMPFS_SIZE = "512k"


def main() -> int:
    if INSIDE in sys.argv:
        return run(Path(sys.argv[-1]))
    mount_point = Path(tempfile.mkdtemp(prefix="tallyo-full-disk-"))
    try:
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            return mounted_and_run(mount_point)
        unshare = shutil.which("unshare")
        if unshare is None:
            print("No tmpfs can be mounted here (not root, no unshare): nothing measured.")
            return 0
        command = [unshare, "--user", "--map-root-user", "--mount", sys.executable, __file__]
        return subprocess.call([*command, "--as-root", str(mount_point)])
    finally:
        with contextlib.suppress(OSError):
            mount_point.rmdir()


def mounted_and_run(mount_point: Path) -> int:
    mount = ["mount", "-t", "tmpfs", "-o", f"size={TMPFS_SIZE}", "tmpfs", str(mount_point)]
    if subprocess.call(mount) != 0:
        print("The tmpfs could not be mounted: nothing measured.")
        return 0
    try:
        return subprocess.call([sys.executable, __file__, INSIDE, str(mount_point)])
    finally:
        subprocess.call(["umount", str(mount_point)])


def fill(folder: Path) -> int:
    """Fill the disk of `folder` to the last byte; the bytes written."""
    written = 0
    # Unbuffered: each write reaches the disk, or fails, there and then.
    with (folder / "filler").open("wb", buffering=0) as filler:
        for size in (1 << 16, 1 << 12, 1 << 8, 1):
            with contextlib.suppress(OSError):
                while True:
                    written += filler.write(b"\0" * size) or 0
    return written


def run(data: Path) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    from tallyo_desktop.app.files.game_files import GameFiles
    from tallyo_desktop.app.files.game_store import GameStore
    from tallyo_desktop.app.game.controller import GameController
    from tallyo_desktop.app.window.main_window import MainWindow
    from tallyo_desktop.app.window.prompter import DialogPrompter
    from tallyo_desktop.core.errors import TallyoError
    from tallyo_desktop.core.record.files import read_game_file
    from tallyo_desktop.core.rules import presets

    elsewhere = Path(tempfile.mkdtemp(prefix="tallyo-elsewhere-")) / "evening.tallyo"

    class Player(DialogPrompter):
        """Answers the close question with Save as, on another disk."""

        def __init__(self, parent: QWidget) -> None:
            super().__init__(parent)
            self.asked: list[tuple[str, tuple[str, ...]]] = []

        def choose(self, title: str, text: str, choices: Sequence[str]) -> int | None:
            self.asked.append((text, tuple(choices)))
            return 0

        def save_path(
            self, title: str, file_filter: str, suffix: str, suggested: Path
        ) -> Path | None:
            return elsewhere

    app = QApplication([])
    controller = GameController()
    store = GameStore(data)
    files = GameFiles(controller, store, retry_ms=60_000)
    window = MainWindow()
    player = Player(window)
    window.set_up(controller, player, files)
    window.show()
    window.file_commands.start_game(presets.TENHOU, ("Ann", "Bea", "Cid", "Dan"))
    window.activateWindow()
    QTest.qWaitForWindowExposed(window)
    app.processEvents()

    def ron() -> None:
        # Bea rons Ann, 3 han 30 fu, as typed at the table.
        keys = (Qt.Key.Key_R, Qt.Key.Key_2, Qt.Key.Key_1, Qt.Key.Key_3, Qt.Key.Key_Return)
        for key in keys:
            QTest.keyClick(app.focusWidget() or window, key)
            app.processEvents()

    def on_disk() -> str:
        # The game's own copy, also once the window has let go of it.
        assert files.metadata.id is not None
        try:
            return str(len(read_game_file(store.autosave_path(files.metadata.id)).events))
        except TallyoError:
            return "unreadable"

    ron()
    print(f"after 1 hand: window {len(controller.game.events)}, own copy {on_disk()}")
    filled = fill(data)
    print(f"the data disk ({TMPFS_SIZE}) is full: {filled} more bytes written to fill it")
    for _ in range(3):
        ron()
    print(
        f"after 3 more: window {len(controller.game.events)}, own copy {on_disk()}, "
        f"banner {'shown' if window.banner.isVisible() else 'hidden'}, "
        f"window {'marked modified' if window.isWindowModified() else 'not marked'}"
    )
    closed = window.close()
    question = player.asked[-1][1] if player.asked else ()
    print(f"closing asked: {' / '.join(question) or 'nothing'}; closed: {closed}")
    saved = len(read_game_file(elsewhere).events) if elsewhere.exists() else 0
    print(f"hands in the file saved elsewhere: {saved} of {len(controller.game.events)}")
    kept = max(saved, int(on_disk()) if on_disk().isdigit() else 0)
    lost = len(controller.game.events) - kept
    print(f"hands lost: {lost}")
    return 0 if lost == 0 else 1


if __name__ == "__main__":
    if "--as-root" in sys.argv:
        sys.exit(mounted_and_run(Path(sys.argv[-1])))
    sys.exit(main())
