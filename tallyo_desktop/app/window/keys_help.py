"""The keys of the table, as Help shows them: the lines of the keys table
(`app.shared.keys_table`), each key written as this platform's menus write it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.app.shared.keys_table import help_rows
from tallyo_desktop.app.shared.qt_actions import native_key


def keys_help() -> str:
    lines = [
        QCoreApplication.translate("KeysHelp", "A ron of 3 han 30 fu, Bea from Ann: R 2 1 3 Enter.")
    ]
    lines.append("")
    lines += [f"{keys}\t{what}" for keys, what in help_rows(native_key, QCoreApplication.translate)]
    return "\n".join(lines)
