"""The rules last played, kept in the settings: a new game after a restart offers them again."""

from __future__ import annotations

import json

from PySide6.QtCore import QSettings

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.rules import rules_from_dict, rules_to_dict
from tallyo_desktop.core.rules.rules import Rules

LAST_RULES_KEY = "newGame/lastRules"


def save_last_rules(settings: QSettings, rules: Rules) -> None:
    settings.setValue(LAST_RULES_KEY, json.dumps(rules_to_dict(rules), ensure_ascii=False))


def last_rules(settings: QSettings) -> Rules | None:
    """The rules last played, or None: never kept, or kept by a version whose rules this one
    cannot read, or that cannot be played."""
    value = settings.value(LAST_RULES_KEY)
    if not isinstance(value, str):
        return None
    try:
        rules = rules_from_dict(json.loads(value))
    except (ValueError, TallyoError):
        return None
    return None if rules.problems() else rules
