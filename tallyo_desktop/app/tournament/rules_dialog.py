"""The tournament's own rules: every option of the game's rules, from the preset chosen, in the
rules editor the new-game dialog uses; the games of the tournament are then played and settled
by them, and ranked with the custom rules' tie-breaks."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from tallyo_desktop.app.rules.editor import RulesEditor
from tallyo_desktop.app.shared.modal import asked
from tallyo_desktop.core.rules.rules import Rules


class TournamentRulesDialog(QDialog):
    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tournamentRulesDialog")
        self.setWindowTitle(self.tr("The tournament's rules"))
        self.editor = RulesEditor(self, rules)
        self.editor.rulesChanged.connect(self._show_problems)
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.editor, 1)
        layout.addWidget(self.problems)
        layout.addWidget(buttons)
        self.resize(1040, 700)
        self._show_problems()

    def rules(self) -> Rules:
        return self.editor.rules()

    def _show_problems(self) -> None:
        problems = self.rules().problems()
        self.problems.setText(" ".join(problems))
        self.ok.setEnabled(not problems)


def ask_rules(rules: Rules, parent: QWidget | None) -> Rules | None:
    """The rules the organiser set, starting from `rules`; None if they cancelled."""
    with asked(TournamentRulesDialog(rules, parent)) as dialog:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.rules()
