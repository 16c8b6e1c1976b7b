"""Opening a library file: refusing one that is damaged, another program's or newer, upgrading an
older one, and mending one whose figures do not add up to its games.

The schema version lives in `PRAGMA user_version` and the file is marked with its own
`PRAGMA application_id`, so a database that belongs to another program, or that a newer version
of the app has upgraded, is refused rather than changed. An upgrade is one transaction: every
step from the file's version to this one, the figures counted again where an older version
counted them otherwise, and the check that they add up. Stopped at any point (a failure, a
kill, the machine going down), it leaves the file as it was, to be upgraded at the next open.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.library import schema
from tallyo_desktop.core.library.damage import is_busy, is_damage, visible_damage
from tallyo_desktop.core.library.errors import DamagedLibraryError, LibraryError
from tallyo_desktop.core.library.mending import figures_add_up, mend
from tallyo_desktop.core.library.work import Progress, roomy_cache, statements_reported

RECOUNTED_FROM = 5
"""Libraries of an older schema hold figures counted before the settlement followed each
preset's sources (before version 3), or lack each player's person and points won and dealt in
(before version 5): they are counted again when upgraded."""


BUSY_TIMEOUT = 5.0
"""Seconds to wait for another connection's write to the library to end."""

# The schema's figures are read from their module when a file is opened, not copied here, so
# that a test can give the library another list of steps.


def open_library_file(
    path: Path, progress: Progress | None = None
) -> tuple[sqlite3.Connection, int]:
    """A connection to the library at `path`, created or upgraded to this version's schema
    with its figures whole, and the schema version the file had before (0 for a new file).
    A long upgrade or mend reports to `progress`."""
    seen = visible_damage(path)
    if seen is not None:
        raise DamagedLibraryError(seen, path)
    try:
        connection = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT)
    except sqlite3.Error as error:
        raise LibraryError(
            translate("library", "The game library {path} cannot be opened: {reason}.").format(
                path=path, reason=error
            )
        ) from None
    try:
        return connection, _prepare(connection, path, progress)
    except BaseException:
        connection.close()
        raise


def _prepare(connection: sqlite3.Connection, path: Path, progress: Progress | None) -> int:
    # Nothing may be written before the file is known to be a library this version can read.
    try:
        connection.execute("PRAGMA foreign_keys = ON")
        version = _check_file(connection, path)
    except sqlite3.DatabaseError as error:
        if is_damage(error):
            raise DamagedLibraryError(
                translate(
                    "library",
                    "{path} is not a game library (the file is not a SQLite database: "
                    "{reason}). It was left as it is.",
                ).format(path=path, reason=error),
                path,
            ) from None
        raise _not_opened(error, path) from None
    try:
        connection.execute("PRAGMA journal_mode = WAL")
        if version < schema.SCHEMA_VERSION:
            _upgrade(connection, path, progress)
        elif not figures_add_up(connection):
            _in_transaction(connection, lambda: mend(connection, progress))
    except sqlite3.Error as error:
        message = translate(
            "library", "The game library {path} cannot be upgraded: {reason}."
        ).format(path=path, reason=error)
        if is_damage(error):
            raise DamagedLibraryError(message, path) from None
        if is_busy(error):
            raise _not_opened(error, path) from None
        raise LibraryError(message) from None
    return version


def _not_opened(error: sqlite3.Error, path: Path) -> LibraryError:
    """Why a library that is not damaged cannot be opened now; it is left as it is."""
    if is_busy(error):
        return LibraryError(
            translate(
                "library",
                "The game library {path} is in use by another program ({reason}). Close "
                "that program and try again; the file was left as it is.",
            ).format(path=path, reason=error)
        )
    return LibraryError(
        translate("library", "The game library {path} cannot be opened: {reason}.").format(
            path=path, reason=error
        )
    )


def _read_version(connection: sqlite3.Connection) -> tuple[int, int, int]:
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    application = connection.execute("PRAGMA application_id").fetchone()[0]
    objects = connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    return int(version), int(application), int(objects)


def _check_file(connection: sqlite3.Connection, path: Path) -> int:
    version, application, objects = _read_version(connection)
    empty = objects == 0 and version == 0 and application == 0
    if not empty and application != schema.APPLICATION_ID:
        raise LibraryError(
            translate(
                "library",
                "{path} is a database of another program, not a game library. "
                "It was left as it is.",
            ).format(path=path)
        )
    _refuse_newer(version, path)
    return version


def _refuse_newer(version: int, path: Path) -> None:
    if version > schema.SCHEMA_VERSION:
        raise LibraryError(
            translate(
                "library",
                "The game library {path} was written by a newer version of Tallyo "
                "(library format {version}; this version reads up to {readable}). "
                "Update Tallyo to open it; the file was left as it is.",
            ).format(path=path, version=version, readable=schema.SCHEMA_VERSION)
        )


def _in_transaction(connection: sqlite3.Connection, work: Callable[[], object]) -> None:
    with roomy_cache(connection):
        connection.execute("BEGIN IMMEDIATE")
        try:
            work()
        except BaseException:
            # SQLite has rolled back already after some failures (a full disk, say).
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            raise
        connection.execute("COMMIT")


def _upgrade(connection: sqlite3.Connection, path: Path, progress: Progress | None) -> None:
    def steps() -> None:
        # Another copy of the app may have upgraded the file meanwhile: the version is read
        # again once the write lock is held.
        version = int(connection.execute("PRAGMA user_version").fetchone()[0])
        _refuse_newer(version, path)
        with statements_reported(connection, progress):
            for step in schema.MIGRATIONS[version:]:
                for statement in step:
                    connection.execute(statement)
            connection.execute(f"PRAGMA user_version = {len(schema.MIGRATIONS)}")
        if 0 < version < RECOUNTED_FROM:
            # Imported here: counting the games again replays their records.
            from tallyo_desktop.core.library.writing import recount_games

            every = [game_id for (game_id,) in connection.execute("SELECT id FROM games")]
            recount_games(connection, every, progress)
        if version and not figures_add_up(connection):
            mend(connection, progress)

    _in_transaction(connection, steps)
