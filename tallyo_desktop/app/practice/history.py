"""The player's accuracy by topic across practice sessions, kept in the settings."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from tallyo_desktop.core.practice.drill import Accuracy

KEY = "practice/accuracy"


def saved_accuracy(settings: QSettings | None) -> Accuracy:
    if settings is None:
        return Accuracy()
    value = settings.value(KEY, "")
    return Accuracy.from_json(value if isinstance(value, str) else "")


def add_accuracy(settings: QSettings | None, session: Accuracy) -> Accuracy:
    """The accuracy kept so far with `session`'s added, kept again; returns it."""
    total = saved_accuracy(settings).merged(session)
    if settings is not None:
        settings.setValue(KEY, total.to_json())
        settings.sync()
    return total
