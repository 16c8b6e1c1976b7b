"""What a start spends its instructions on: each import of the app's modules and each step of
loading the table, counted by valgrind's callgrind, in a start of the 16-hand game until it is
painted.

    python benchmarks/start_profile.py [--least 0.5] [--step MODULE:NAME ...]

The wall clock wanders by tens of milliseconds on a shared machine; these counts are the same
from run to run, so that a change of a million instructions shows. The start is the app's own
(as `tallyo-desktop` makes it, offscreen), in a copy of the data and settings folders one
earlier start left, and it ends 100 ms after the table is loaded, once the table is painted.

Each import of one of the app's modules, and each step named (a function, or a method as
Class.method, of a module of the app), is bracketed by a call to `os.getppid`, before which
callgrind writes out what it has counted so far (`--dump-before=getppid`). The tree printed gives
each its instructions, what it imports and calls included, down to `--least` percent of the
whole start; "the rest" is what no bracket holds (Python and PySide starting, Qt's event loop).
Needs valgrind. Nothing here passes or fails.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
STEPS = [
    "tallyo_desktop.app.shared.icon:app_icon",
    "tallyo_desktop.app.launch:load_table",
    "tallyo_desktop.app.start:load",
    "tallyo_desktop.app.start:follow_scheme",
    "tallyo_desktop.app.start:set_up_window",
    "tallyo_desktop.app.shared.translations:install_translations",
    "tallyo_desktop.app.window.main_window:MainWindow.set_up",
    "tallyo_desktop.app.window.table_window:TableWindow._make_table",
    "tallyo_desktop.app.entry.panel:EntryPanel.__init__",
    "tallyo_desktop.app.table.area:TableArea.__init__",
    "tallyo_desktop.app.history.panel:HistoryPanel.__init__",
    "tallyo_desktop.app.window.actions:WindowActions.__init__",
    "tallyo_desktop.app.window.layout:lay_out",
    "tallyo_desktop.app.files.game_files:GameFiles.continue_game",
]
"""The steps bracketed unless others are named."""
AFTER_LOADING_MS = 100


def child(steps: list[str], labels_file: Path) -> int:
    """The counted start: the app's own, with its imports and `steps` bracketed."""
    import gc
    import importlib.abc
    from importlib.machinery import ModuleSpec

    labels: list[str] = []

    def mark(label: str) -> None:
        labels.append(label)
        os.getppid()  # callgrind writes out its counts before each call

    wrapped: dict[str, list[str]] = {}
    ended: dict[str, Callable[[ModuleType], None]] = {}
    """What is done to a module once it is imported, before its steps are bracketed."""
    for step in steps:
        module, name = step.split(":")
        wrapped.setdefault(module, []).append(name)

    def bracket(module: ModuleType, dotted: str) -> None:
        *path, name = dotted.split(".")
        owner: object = module
        for part in path:
            owner = getattr(owner, part)
        function = getattr(owner, name)

        def step(*args: object, **kwargs: object) -> object:
            mark(f">{dotted}")
            try:
                return function(*args, **kwargs)
            finally:
                mark(f"<{dotted}")

        setattr(owner, name, step)

    class Imports(importlib.abc.MetaPathFinder):
        """Brackets each import of the app's modules, and then its steps."""

        def find_spec(
            self,
            name: str,
            path: Sequence[str] | None = None,
            target: ModuleType | None = None,
        ) -> ModuleSpec | None:
            if not name.startswith("tallyo_desktop"):
                return None
            found = None
            for finder in sys.meta_path:
                if finder is not self and hasattr(finder, "find_spec"):
                    found = finder.find_spec(name, path, target)
                    if found is not None:
                        break
            if found is None or found.loader is None:
                return found
            loader = found.loader
            load = loader.exec_module

            def exec_module(module: ModuleType) -> None:
                mark(f">import {name}")
                try:
                    load(module)
                finally:
                    mark(f"<import {name}")
                if name in ended:
                    ended[name](module)
                for dotted in wrapped.get(name, ()):
                    bracket(module, dotted)

            loader.exec_module = exec_module  # type: ignore[method-assign]
            return found

    def end_once_loaded(launch: ModuleType) -> None:
        loading = launch.load_table

        def load_then_end(app: object, *args: object, **kwargs: object) -> None:
            loading(app, *args, **kwargs)
            from PySide6.QtCore import QTimer
            from PySide6.QtWidgets import QApplication

            QTimer.singleShot(AFTER_LOADING_MS, lambda: QApplication.exit(0))

        launch.load_table = load_then_end  # type: ignore[attr-defined]
        # The running app listens for later starts after a while: no part of the start.
        launch.LISTEN_AFTER_MS = 3_600_000  # type: ignore[attr-defined]

    ended["tallyo_desktop.app.launch"] = end_once_loaded
    sys.meta_path.insert(0, Imports())
    # As `tallyo-desktop` starts a window: the collector off until the table is loaded.
    gc.disable()
    from tallyo_desktop.cli import main

    try:
        return main([])
    finally:
        mark("end")
        labels_file.write_text(json.dumps(labels))


def bare() -> int:
    """A bare QMainWindow of the app's size, shown until AFTER_LOADING_MS after it is shown:
    the floor that Python and Qt set, counted the same way."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1280, 720)
    window.show()
    QTimer.singleShot(AFTER_LOADING_MS, app.quit)
    return app.exec()


def counts(folder: Path) -> list[int]:
    """The instructions of each stretch between two marks, in order, the last up to the end."""
    dumps = sorted(
        (path for path in folder.glob("cg.out.*") if path.suffix[1:].isdigit()),
        key=lambda path: int(path.suffix[1:]),
    )
    found = []
    for path in [*dumps, folder / "cg.out"]:
        summary = next(
            line for line in path.read_text().splitlines() if line.startswith("summary:")
        )
        found.append(int(summary.split()[1]))
    return found


def tree(labels: list[str], stretches: list[int]) -> tuple[int, list[tuple[int, str, int]]]:
    """The whole count, and each bracket's (depth, name, instructions), each before those it
    holds."""
    # Stretch k ends at mark k: what was counted up to each mark.
    at, reached = [], 0
    for stretch in stretches[: len(labels)]:
        reached += stretch
        at.append(reached)
    nodes: list[tuple[int, str, int]] = []
    opened: list[tuple[int, int]] = []  # (node, instructions counted when it opened)
    for label, position in zip(labels, at, strict=True):
        if label.startswith(">"):
            opened.append((len(nodes), position))
            nodes.append((len(opened) - 1, label[1:], 0))
        elif label.startswith("<"):
            node, began = opened.pop()
            depth, name, _ = nodes[node]
            nodes[node] = (depth, name, position - began)
    return sum(stretches), nodes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--least", type=float, default=0.5, help="percent of the start shown")
    parser.add_argument("--step", nargs="+", default=STEPS, help="MODULE:NAME steps to count")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--bare", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.step, args.child)
    if args.bare:
        return bare()
    if shutil.which("valgrind") is None:
        print("start_profile.py needs valgrind (Debian: apt install valgrind)", file=sys.stderr)
        return 2
    sys.path.insert(0, str(ROOT))
    from benchmarks.game_history import fill
    from benchmarks.processes import command_env

    base = Path(tempfile.mkdtemp(prefix="tallyo-profile-"))
    try:
        fill(base / "template", history=False)
        env = command_env()
        env.update(QT_QPA_PLATFORM="offscreen", PYTHONHASHSEED="0")
        me = [sys.executable, __file__, "--step", *args.step, "--child", str(base / "labels")]
        # A first start writes the bytecode and leaves the settings a player's start finds.
        shutil.copytree(base / "template", base / "first")
        first = dict(env, TALLYO_DATA_DIR=str(base / "first"), XDG_CONFIG_HOME=str(base / "left"))
        subprocess.run(me, env=first, check=True, cwd=ROOT)
        shutil.copytree(base / "template", base / "data")
        shutil.copytree(base / "left", base / "settings")
        counted = dict(
            env, TALLYO_DATA_DIR=str(base / "data"), XDG_CONFIG_HOME=str(base / "settings")
        )
        (base / "counts").mkdir()
        valgrind = [
            "valgrind",
            "--tool=callgrind",
            "--dump-before=getppid",
            f"--callgrind-out-file={base / 'counts' / 'cg.out'}",
        ]
        subprocess.run(valgrind + me, env=counted, check=True, cwd=ROOT, capture_output=True)
        labels = json.loads((base / "labels").read_text())
        whole, closed = tree(labels, counts(base / "counts"))
        (base / "floor").mkdir()
        floor_out = f"--callgrind-out-file={base / 'floor' / 'cg.out'}"
        floor = [*valgrind[:2], floor_out, sys.executable, __file__, "--bare"]
        subprocess.run(floor, env=env, check=True, cwd=ROOT, capture_output=True)
        floor_count = counts(base / "floor")[-1]
    finally:
        shutil.rmtree(base, ignore_errors=True)
    print(f"A start until the game is painted and {AFTER_LOADING_MS} ms more: {whole / 1e6:,.0f} M")
    print("instructions (valgrind's callgrind), each with what it imports and calls:\n")
    least = args.least * whole / 100
    for depth, name, count in closed:
        if count >= least:
            print(f"{count / 1e6:8.1f} M {100 * count / whole:5.1f} %  {'  ' * depth}{name}")
    top = sum(count for depth, _, count in closed if depth == 0)
    print(f"{(whole - top) / 1e6:8.1f} M {100 * (whole - top) / whole:5.1f} %  the rest")
    print(
        f"\nA bare window shown the same way: {floor_count / 1e6:,.0f} M; the start is "
        f"{whole / floor_count:.2f} times it."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
