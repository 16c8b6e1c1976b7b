"""The counting practice's sessions as the library keeps them, and the accuracy by topic read
back from all of them."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tallyo_desktop.core.practice.drill import Accuracy
from tallyo_desktop.core.practice.question import Topic
from tallyo_desktop.core.values import valueclass

ACCURACY_SQL = (
    "SELECT topic, sum(correct), sum(asked) FROM practice_topics GROUP BY topic ORDER BY topic"
)


@valueclass
class PracticeSession:
    finished_at: datetime
    rules_preset: str
    mode: str
    hands: int
    correct: int
    """Hands answered all right."""
    accuracy: Accuracy


def insert_session(connection: sqlite3.Connection, session: PracticeSession) -> None:
    cursor = connection.execute(
        "INSERT INTO practice_sessions (finished_at, rules_preset, mode, hands, correct)"
        " VALUES (?, ?, ?, ?, ?)",
        (
            session.finished_at.astimezone(UTC).isoformat(),
            session.rules_preset,
            session.mode,
            session.hands,
            session.correct,
        ),
    )
    connection.executemany(
        "INSERT INTO practice_topics (session_id, topic, correct, asked) VALUES (?, ?, ?, ?)",
        [
            (cursor.lastrowid, topic.value, correct, asked)
            for topic, (correct, asked) in session.accuracy.tally.items()
        ],
    )


def accuracy_from_rows(rows: Iterable[Any]) -> Accuracy:
    """The accuracy the rows of ACCURACY_SQL add up to; a topic this version does not know (one
    a newer version wrote) is left out."""
    tally: dict[Topic, tuple[int, int]] = {}
    for topic, correct, asked in rows:
        try:
            tally[Topic(topic)] = (int(correct), int(asked))
        except ValueError:
            continue
    return Accuracy(tally)


def sessions_in(path: Path) -> list[PracticeSession]:
    """The practice sessions another library file still holds (a damaged one, set aside), as
    far as they can be read: none when they cannot be. The file is only read: as it is, its
    journal left unread, so that nothing in it changes."""
    found: list[PracticeSession] = []
    uri = f"{path.resolve().as_uri()}?mode=ro&immutable=1"
    try:
        with contextlib.closing(sqlite3.connect(uri, uri=True)) as connection:
            sessions = connection.execute(
                "SELECT id, finished_at, rules_preset, mode, hands, correct"
                " FROM practice_sessions ORDER BY id"
            ).fetchall()
            topics = connection.execute(
                "SELECT session_id, topic, correct, asked FROM practice_topics"
            ).fetchall()
    except (sqlite3.Error, OSError, ValueError):
        return found
    by_session: dict[int, list[tuple[str, int, int]]] = {}
    for session_id, topic, correct, asked in topics:
        by_session.setdefault(session_id, []).append((topic, correct, asked))
    for session_id, finished_at, preset, mode, hands, correct in sessions:
        try:
            found.append(
                PracticeSession(
                    datetime.fromisoformat(finished_at),
                    str(preset),
                    str(mode),
                    int(hands),
                    int(correct),
                    accuracy_from_rows(by_session.get(session_id, [])),
                )
            )
        except (TypeError, ValueError):
            continue
    return found
