"""A rule set in a few words, beside the preset in the new-game dialog: what matters at the
table before the first hand (the points, the uma and oka, the length, what ends the game)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.core.rules.rules import GameLength, MultipleRon, Rules
from tallyo_desktop.core.table.settlement import format_result


def rules_summary(rules: Rules) -> list[str]:
    """One short line per fact, in the app's language."""

    uma = " / ".join(format_result(amount) for amount in rules.uma).replace(".0", "")
    oka = rules.players * (rules.return_points - rules.start_points)
    lines = [
        QCoreApplication.translate("RulesSummary", "{players} players, {start} points each").format(
            players=rules.players, start=rules.start_points
        ),
        QCoreApplication.translate("RulesSummary", "Uma {uma}").format(uma=uma),
    ]
    if oka:
        lines.append(
            QCoreApplication.translate("RulesSummary", "Oka {oka} to first place").format(
                oka=format_result(oka)
            )
        )
    else:
        lines.append(QCoreApplication.translate("RulesSummary", "No oka"))
    if rules.game_length is GameLength.EAST_ONLY:
        lines.append(QCoreApplication.translate("RulesSummary", "East round only (tonpuusen)"))
    else:
        lines.append(QCoreApplication.translate("RulesSummary", "East and South (hanchan)"))
    if rules.busting:
        lines.append(QCoreApplication.translate("RulesSummary", "Going below zero ends the game"))
    if rules.multiple_ron is MultipleRon.HEAD_BUMP:
        lines.append(QCoreApplication.translate("RulesSummary", "One winner per discard"))
    elif rules.multiple_ron is MultipleRon.DOUBLE_RON:
        lines.append(QCoreApplication.translate("RulesSummary", "Double ron; three is a draw"))
    else:
        lines.append(QCoreApplication.translate("RulesSummary", "Double and triple ron"))
    lines.append(
        QCoreApplication.translate("RulesSummary", "Red fives")
        if rules.red_fives
        else QCoreApplication.translate("RulesSummary", "No red fives")
    )
    return lines
