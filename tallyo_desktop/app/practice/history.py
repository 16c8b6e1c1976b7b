"""The player's accuracy by topic across practice sessions, kept in the game library."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.practice_log import PracticeSession
from tallyo_desktop.core.practice.drill import Accuracy, Drill
from tallyo_desktop.core.rules.rules import Rules

if TYPE_CHECKING:
    from tallyo_desktop.app.library.keeper import LibraryKeeper


def session_of(drill: Drill, rules: Rules) -> PracticeSession:
    return PracticeSession(
        finished_at=datetime.now(UTC),
        rules_preset=rules.preset,
        mode=drill.mode.value,
        hands=len(drill.hands),
        correct=drill.score,
        accuracy=drill.accuracy,
    )


def keep_session(
    keeper: LibraryKeeper | None, session: PracticeSession
) -> tuple[Accuracy | None, str]:
    """Add `session` to the library: the accuracy over every session kept, or None and why the
    library could not keep it, in the player's words."""
    library = keeper.library if keeper is not None else None
    if library is None:
        reason = keeper.error if keeper is not None and keeper.error else ""
        message = QCoreApplication.translate(
            "PracticeHistory", "Your accuracy was not kept: the game library is not open."
        )
        return None, f"{message} {reason}".strip()
    try:
        library.add_practice_session(session)
        return library.practice_accuracy(), ""
    except TallyoError as error:
        return None, QCoreApplication.translate(
            "PracticeHistory", "Your accuracy was not kept: {reason}"
        ).format(reason=error)
