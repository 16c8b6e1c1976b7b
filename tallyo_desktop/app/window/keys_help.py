"""The keys of the table, as Help shows them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def keys_help() -> str:
    rows = [
        (
            QCoreApplication.translate("KeysHelp", "R, T, D"),
            QCoreApplication.translate("KeysHelp", "Enter a ron, a tsumo, an exhaustive draw"),
        ),
        (
            QCoreApplication.translate("KeysHelp", "N, C, A, O"),
            QCoreApplication.translate(
                "KeysHelp", "Nagashi mangan, chombo, abortive draw, point correction"
            ),
        ),
        (
            QCoreApplication.translate("KeysHelp", "1 to 4"),
            QCoreApplication.translate(
                "KeysHelp", "Pick that player (the number on the seat); in a draw, tick tenpai"
            ),
        ),
        (
            QCoreApplication.translate("KeysHelp", "Alt+1 to Alt+4"),
            QCoreApplication.translate("KeysHelp", "Riichi for that player"),
        ),
        (
            QCoreApplication.translate("KeysHelp", "Tab"),
            QCoreApplication.translate("KeysHelp", "From the han to the fu, and on"),
        ),
        (
            QCoreApplication.translate("KeysHelp", "M, H, B, S, Y"),
            QCoreApplication.translate("KeysHelp", "Mangan, haneman, baiman, sanbaiman, yakuman"),
        ),
        (
            QCoreApplication.translate("KeysHelp", "W"),
            QCoreApplication.translate(
                "KeysHelp", "Another winner on the same discard (double ron)"
            ),
        ),
        (
            QCoreApplication.translate("KeysHelp", "A, 0"),
            QCoreApplication.translate("KeysHelp", "In a draw: everyone tenpai, nobody tenpai"),
        ),
        (
            QCoreApplication.translate("KeysHelp", "Enter"),
            QCoreApplication.translate("KeysHelp", "Record, once the preview shows what it pays"),
        ),
        (
            QCoreApplication.translate("KeysHelp", "Esc"),
            QCoreApplication.translate("KeysHelp", "Cancel the entry"),
        ),
        (
            QCoreApplication.translate("KeysHelp", "Ctrl+H"),
            QCoreApplication.translate("KeysHelp", "Go to the history; Up and Down choose a hand"),
        ),
        (
            QCoreApplication.translate("KeysHelp", "Enter, Insert, Delete"),
            QCoreApplication.translate(
                "KeysHelp", "In the history: change, put a hand in before, delete"
            ),
        ),
        (
            QCoreApplication.translate("KeysHelp", "Ctrl+Z, Ctrl+Shift+Z"),
            QCoreApplication.translate("KeysHelp", "Undo, redo"),
        ),
        (
            QCoreApplication.translate("KeysHelp", "F2"),
            QCoreApplication.translate("KeysHelp", "Rename players"),
        ),
        (
            QCoreApplication.translate("KeysHelp", "F11"),
            QCoreApplication.translate(
                "KeysHelp", "Table display (the same keys work there; Esc or F11 leaves it)"
            ),
        ),
    ]
    lines = [
        QCoreApplication.translate("KeysHelp", "A ron of 3 han 30 fu, Bea from Ann: R 2 1 3 Enter.")
    ]
    lines.append("")
    lines += [f"{keys}\t{what}" for keys, what in rows]
    return "\n".join(lines)
