"""A rule set in a few words, beside the preset in the new-game dialog: what matters at the
table before the first hand (the points, the uma and oka, the length, what ends the game)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.core.rules.questions import most_ron_winners, triple_ron_draws
from tallyo_desktop.core.rules.rules import GameLength, Rules
from tallyo_desktop.core.table.settlement import format_result


def rules_summary(rules: Rules) -> list[str]:
    """One short line per fact, in the app's language."""

    uma = " / ".join(format_result(amount) for amount in rules.uma).replace(".0", "")
    oka = rules.oka
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
    winners = most_ron_winners(rules, rules.players)
    if winners == 1:
        lines.append(QCoreApplication.translate("RulesSummary", "One winner per discard"))
    elif triple_ron_draws(rules, rules.players):
        lines.append(QCoreApplication.translate("RulesSummary", "Double ron; three is a draw"))
    elif winners == 2:
        lines.append(QCoreApplication.translate("RulesSummary", "Double ron"))
    else:
        lines.append(QCoreApplication.translate("RulesSummary", "Double and triple ron"))
    lines.append(
        QCoreApplication.translate("RulesSummary", "Red fives")
        if rules.red_fives
        else QCoreApplication.translate("RulesSummary", "No red fives")
    )
    return lines
