"""What a preset's rules are: every option, its value and where it comes from.

The same text as the preset's section of docs/rules.md, made from the same sources by the core.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from tallyo_desktop.core.record.rules_doc import preset_section
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import Rules


class RulesReference(QDialog):
    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        preset = rules.preset
        self.setObjectName("rulesReference")
        # "Tenhou (East only)": the preset's options, but for the length of the game.
        self.setWindowTitle(
            self.tr("What these rules are: {name}").format(name=presets.rules_name(rules))
        )
        self.text = QTextBrowser()
        self.text.setObjectName("rulesReferenceText")
        self.text.setOpenExternalLinks(True)
        # The reference is the project's documentation, kept in English with its sources.
        self.text.setMarkdown(preset_section(preset))
        self.text.setAccessibleName(self.windowTitle())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self.resize(900, 640)
