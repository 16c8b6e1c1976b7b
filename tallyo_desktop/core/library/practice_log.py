"""The counting practice's sessions as the library keeps them, and the accuracy by topic read
back from all of them."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from tallyo_desktop.core.practice.drill import Accuracy
from tallyo_desktop.core.practice.question import Topic

ACCURACY_SQL = (
    "SELECT topic, sum(correct), sum(asked) FROM practice_topics GROUP BY topic ORDER BY topic"
)


@dataclass(frozen=True)
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
