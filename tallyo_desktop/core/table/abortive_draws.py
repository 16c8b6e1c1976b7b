"""Whether an abortive draw can be recorded at the table as it stands: the rules' answer (which
kinds there are, from `core.rules.questions`) and the table's (four riichi needs all four)."""

from __future__ import annotations

from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.questions import abortive_draw_kinds
from tallyo_desktop.core.rules.rules import AbortiveDraw, Rules
from tallyo_desktop.core.table.state import TableState


def abortive_draw_refusal(state: TableState, rules: Rules, kind: AbortiveDraw) -> str | None:
    """Why an abortive draw of `kind` cannot be recorded at `state`, or None when it can."""
    if kind not in abortive_draw_kinds(rules, state.seats):
        if kind is AbortiveDraw.TRIPLE_RON:
            return translate("table", "Under these rules a triple ron is not an abortive draw.")
        return translate("table", "These rules have no such abortive draw.")
    if kind is AbortiveDraw.FOUR_RIICHI and len(state.riichi) != state.seats:
        return translate(
            "table", "A four-riichi draw needs all four players to have declared riichi."
        )
    return None
