"""Another copy of the app keeping games in the same data folder at the same moment: run as a
program of its own (`python gathering_instances.py ACTION START_FILE ARGS...`) by the tests of
gathering at once, two at a time. Each waits for START_FILE to appear, so that both begin
together, then prints what it did as JSON."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path


def _wait_for(start: Path) -> None:
    deadline = time.monotonic() + 60
    while not start.exists():
        if time.monotonic() > deadline:
            raise SystemExit("never told to start")
        time.sleep(0.005)


def keep(folder: Path, writer: str, count: int) -> list[tuple[str, str]]:
    """Keep a copy of each of `count` games, one at a time, each under the folder's lock, as
    two windows keeping copies of the same games do; each game's key and where its copy is."""
    from tallyo_desktop.core.library.finished_copies import KeptCopies
    from tallyo_desktop.core.library.folder_lock import FolderLock

    kept = []
    for number in range(count):
        key = f"game{number:04}"
        with FolderLock(folder):
            (path,) = KeptCopies(folder).keep([(key, content(key, writer))])
        kept.append((key, str(path)))
    return kept


def content(key: str, writer: str) -> bytes:
    return f'{{"game": "{key}", "copy of": "{writer}"}}\n'.encode()


def choices(folder: Path, writer: str, count: int) -> int:
    """Record `count` choices of held copies, one a write, as the organiser's choices in two
    windows are."""
    from tallyo_desktop.core.library.finished_copies import write_choices
    from tallyo_desktop.core.library.folder_lock import FolderLock

    for number in range(count):
        with FolderLock(folder):
            write_choices(folder, {f"{writer}{number:04}": f"{writer}{number:04}.2.tallyo"})
    return count


def gather(files: Path, data: Path) -> dict[str, object]:
    """Gather the game files in `files` into the library of the data folder `data`."""
    from tallyo_desktop.core.library.gathering import gather as gather_files
    from tallyo_desktop.core.library.store import GameLibrary

    with GameLibrary(data / "library.sqlite3") as library:
        report = gather_files([files], library, data / "games" / "finished")
    return {
        "new": [str(path) for path in report.new],
        "same": [str(path) for path in report.same],
        "conflicts": [
            [[str(copy.path), str(copy.kept)] for copy in conflict.copies]
            for conflict in report.conflicts
        ],
    }


def main(arguments: list[str]) -> None:
    action, start, *rest = arguments
    _wait_for(Path(start))
    if action == "keep":
        done: object = keep(Path(rest[0]), rest[1], int(rest[2]))
    elif action == "choices":
        done = choices(Path(rest[0]), rest[1], int(rest[2]))
    else:
        done = gather(Path(rest[0]), Path(rest[1]))
    print(json.dumps(done))


if __name__ == "__main__":
    main(sys.argv[1:])
