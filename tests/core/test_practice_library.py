"""The counting practice's sessions kept in the game library (format 4), and the accuracy by
topic read back from all of them."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tallyo_desktop.core.library import schema as library_module
from tallyo_desktop.core.library.errors import LibraryError
from tallyo_desktop.core.library.practice_log import PracticeSession
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.practice.drill import Accuracy
from tallyo_desktop.core.practice.question import Topic

WHEN = datetime(2026, 5, 1, 20, 0, tzinfo=UTC)


def session(
    tally: dict[Topic, tuple[int, int]], hands: int = 5, correct: int = 3
) -> PracticeSession:
    return PracticeSession(WHEN, "tenhou", "all", hands, correct, Accuracy(tally))


def test_sessions_add_up_by_topic(tmp_path: Path) -> None:
    with GameLibrary(tmp_path / "library.sqlite3") as library:
        assert library.practice_accuracy().tally == {}
        library.add_practice_session(session({Topic.KIRIAGE: (1, 2), Topic.OTHER: (2, 3)}))
        library.add_practice_session(session({Topic.KIRIAGE: (2, 2)}))
        assert library.practice_accuracy().tally == {Topic.KIRIAGE: (3, 4), Topic.OTHER: (2, 3)}
    # Kept in the file: opened again, the accuracy is there.
    with GameLibrary(tmp_path / "library.sqlite3") as again:
        assert again.practice_accuracy().tally[Topic.KIRIAGE] == (3, 4)


def test_a_session_that_cannot_be_refuses_and_keeps_nothing(tmp_path: Path) -> None:
    with GameLibrary(tmp_path / "library.sqlite3") as library:
        with pytest.raises(LibraryError):
            library.add_practice_session(session({Topic.OTHER: (4, 3)}))
        with pytest.raises(LibraryError):
            library.add_practice_session(session({}, hands=2, correct=3))
        assert library.practice_accuracy().tally == {}
        rows = library._db.execute("SELECT count(*) FROM practice_sessions").fetchone()
        assert rows == (0,)


def test_a_topic_a_newer_version_wrote_is_left_out(tmp_path: Path) -> None:
    with GameLibrary(tmp_path / "library.sqlite3") as library:
        library.add_practice_session(session({Topic.CLOSED_KAN: (1, 1)}))
        library._db.execute("INSERT INTO practice_topics VALUES (1, 'sanma_kita', 1, 1)")
        assert library.practice_accuracy().tally == {Topic.CLOSED_KAN: (1, 1)}


def test_rebuilding_the_games_keeps_the_practice(tmp_path: Path) -> None:
    with GameLibrary(tmp_path / "library.sqlite3") as library:
        library.add_practice_session(session({Topic.OTHER: (1, 1)}))
        library.rebuild([])
        assert library.practice_accuracy().tally == {Topic.OTHER: (1, 1)}


def test_a_format_3_library_is_upgraded_with_empty_practice_tables(tmp_path: Path) -> None:
    path = tmp_path / "v3.sqlite3"
    connection = sqlite3.connect(path, isolation_level=None)
    for step in library_module.MIGRATIONS[:3]:
        for statement in step:
            connection.execute(statement)
    connection.execute("PRAGMA user_version = 3")
    connection.close()
    with GameLibrary(path) as upgraded:
        assert upgraded.schema_version == 8
        assert upgraded.practice_accuracy().tally == {}
        upgraded.add_practice_session(session({Topic.PINFU_TSUMO: (0, 1)}))
        assert upgraded.practice_accuracy().tally == {Topic.PINFU_TSUMO: (0, 1)}
