"""Libraries of finished games for the benchmarks, built once and kept for the other scripts of the
same report.

A library of 50,000 games takes a minute to build: `benchmarks/report.py` names a folder in
TALLYO_BENCH_LIBRARIES, and each script that builds a library (`library_window.py`,
`club_standings.py`, `club_window.py`, the upgrade and the rebuild) copies it from there when the
same library, of the same schema, was built before in the run, and leaves its own there
otherwise. Without the variable each script builds its own.

The games are stored as the app stores them, a thousand to a transaction: what the library holds
is the same as when each game is added on its own.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tallyo_desktop.core.library.store import GameLibrary
    from tallyo_desktop.core.table.game import Game

CACHE_VARIABLE = "TALLYO_BENCH_LIBRARIES"
BATCH = 1000

Stored = tuple["Game", str, datetime, str]
"""A game as `GameLibrary.add_finished_games` takes it: the game, its record, when, its id."""


def _cached(kind: str, size: int) -> Path | None:
    folder = os.environ.get(CACHE_VARIABLE)
    if not folder:
        return None
    import hashlib

    from tallyo_desktop.core.library.schema import MIGRATIONS

    # Named by the schema's steps themselves: a step changed before its release is another
    # library.
    steps = hashlib.sha256(repr(MIGRATIONS).encode()).hexdigest()[:12]
    return Path(folder) / f"{kind}-{size}-v{len(MIGRATIONS)}-{steps}.sqlite3"


def built(
    kind: str,
    folder: Path,
    sizes: list[int],
    games: Callable[[], Iterator[Stored]],
    prepare: Callable[[GameLibrary], None] = lambda library: None,
) -> dict[int, Path]:
    """A library of each size in `sizes` in `folder`, each holding the first games `games`
    gives (the games of the smaller ones and more); `prepare` sets up the empty library."""
    from tallyo_desktop.core.library.store import GameLibrary

    wanted = {size: folder / f"library-{size}.sqlite3" for size in sorted(sizes)}
    cached = {size: _cached(kind, size) for size in wanted}
    if all(path is not None and path.exists() for path in cached.values()):
        for size, path in wanted.items():
            source = cached[size]
            assert source is not None
            shutil.copyfile(source, path)
        return wanted
    path = folder / f"{kind}.sqlite3"
    with GameLibrary(path) as library:
        prepare(library)
    stored = 0
    coming = games()
    for size, target in wanted.items():
        with GameLibrary(path) as library:
            while stored < size:
                batch = [next(coming) for _ in range(min(BATCH, size - stored))]
                library.add_finished_games(batch)
                stored += len(batch)
        shutil.copyfile(path, target)
        keep = cached[size]
        if keep is not None:
            keep.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(target, keep)
    return wanted


def fast_folder() -> str | None:
    """A folder in memory where there is a tmpfs, for building libraries quickly."""
    shm = Path("/dev/shm")
    return str(shm) if shm.is_dir() and os.access(shm, os.W_OK) else None
