"""Long work on the library (an upgrade, a mend, a rebuild): how it tells its progress and how it
is stopped.

Such work runs in one write transaction, so that it is done whole or not at all: a kill, a
failure or a cancel leaves the library as it was. It reports to a `Progress`, given to it or
set up around it by whoever asked for the library (`reported_to`: the app opens the library
through a function that knows nothing of progress). A `Progress` that raises `Cancelled` stops
the work, and its transaction is rolled back.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.library.errors import LibraryError

Progress = Callable[[int, int], None]
"""Told (done, total) as the work goes; (0, 0) while what is left cannot be counted."""

STATEMENT_STEPS = 20_000
"""SQLite's virtual machine steps between two reports of a long statement (a few ms)."""
WORK_CACHE_KIB = 65_536
"""The pages of the file SQLite keeps in memory during long work (its usual cache: 2 MiB)."""

_reporting: ContextVar[Progress | None] = ContextVar("library_progress", default=None)


class Cancelled(LibraryError):
    """The player stopped the work: nothing of it was kept."""

    def __init__(self) -> None:
        super().__init__(translate("library", "Stopped: the library was left as it was."))


@contextmanager
def reported_to(progress: Progress | None) -> Iterator[None]:
    """Within it, library work with no `Progress` of its own reports to `progress`."""
    token = _reporting.set(progress)
    try:
        yield
    finally:
        _reporting.reset(token)


def current(progress: Progress | None = None) -> Progress | None:
    """`progress`, or else the one set up around the caller (`reported_to`)."""
    return progress if progress is not None else _reporting.get()


@contextmanager
def statements_reported(
    connection: sqlite3.Connection, progress: Progress | None
) -> Iterator[None]:
    """Within it, a long SQL statement on `connection` reports (0, 0) to `progress` every few
    milliseconds; one it cancels ends in `Cancelled`."""
    if progress is None:
        yield
        return
    stopped: list[Cancelled] = []

    def step() -> int:
        try:
            progress(0, 0)
        except Cancelled as cancelled:
            stopped.append(cancelled)
            # SQLite interrupts the statement.
            return 1
        return 0

    connection.set_progress_handler(step, STATEMENT_STEPS)
    try:
        yield
    except sqlite3.OperationalError:
        if stopped:
            raise stopped[0] from None
        raise
    finally:
        connection.set_progress_handler(None, 0)


@contextmanager
def roomy_cache(connection: sqlite3.Connection) -> Iterator[None]:
    """Within it, SQLite keeps up to `WORK_CACHE_KIB` of the file's pages in memory, and the
    usual cache again after. Long work in one transaction changes more pages than the usual
    cache holds: it would write them out to the journal and read them back again and again."""
    ((usual,),) = connection.execute("PRAGMA cache_size")
    connection.execute(f"PRAGMA cache_size = -{WORK_CACHE_KIB}")
    try:
        yield
    finally:
        connection.execute(f"PRAGMA cache_size = {int(usual)}")
