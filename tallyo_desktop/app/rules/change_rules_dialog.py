"""The dialog that changes the rules of a game being played: every option in the rules editor,
and, before anything is changed, why the game could not go on by the rules shown."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.rules.editor import RulesEditor
from tallyo_desktop.app.rules.preset_box import PresetBox
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import Rules


class ChangeRulesDialog(QDialog):
    """Shows the game's `rules` to be changed; "Change the rules" stays disabled while
    `refusal` (asked of the game, which replays its hands) says why they cannot be."""

    def __init__(
        self,
        rules: Rules,
        refusal: Callable[[Rules], str | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("changeRulesDialog")
        self.setWindowTitle(self.tr("Change the rules of this game"))
        self._refusal = refusal
        rules = presets.filed(rules)
        intro = QLabel(
            self.tr(
                "Every hand of this game is counted again under the rules you set here. "
                "Edit ▸ Undo brings back the rules it has now."
            )
        )
        intro.setWordWrap(True)
        self.editor = RulesEditor(self, rules)
        self.editor.rulesChanged.connect(self._rules_edited)
        # The presets of a game of as many players, to start from.
        self.preset = PresetBox(rules, players=rules.players)
        self.preset.setObjectName("preset")
        self.preset.setAccessibleName(self.tr("Rules preset"))
        self.preset.setToolTip(
            self.tr("Load the rules of a known rule set, then change them as you like.")
        )
        self.preset.chosen.connect(self._preset_chosen)
        preset_label = QLabel(self.tr("&Preset"))
        preset_label.setBuddy(self.preset)
        presets_row = QHBoxLayout()
        presets_row.addWidget(preset_label)
        presets_row.addWidget(self.preset)
        presets_row.addStretch(1)

        self._problem_icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self._problem_icon.setPixmap(icon.pixmap(size, size))
        self.problem_label = QLabel()
        self.problem_label.setObjectName("problems")
        self.problem_label.setWordWrap(True)
        self.problem_label.setAccessibleName(self.tr("Why these rules cannot be this game's"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.change_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.change_button.setText(self.tr("Change the rules"))
        self.change_button.setAccessibleName(self.tr("Change the rules"))
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setAccessibleName(self.tr("Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        bottom = QHBoxLayout()
        bottom.addWidget(self._problem_icon)
        bottom.addWidget(self.problem_label, 1)
        bottom.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(presets_row)
        layout.addWidget(self.editor, 1)
        layout.addLayout(bottom)
        QWidget.setTabOrder(self.preset, self.editor.focus_chain()[0])
        QWidget.setTabOrder(self.editor.focus_chain()[-1], self.change_button)
        QWidget.setTabOrder(self.change_button, cancel)
        self._update_problem()
        self.resize(1240, 680)

    def rules(self) -> Rules:
        """The rules the game is to be played by, under the preset's name if they are a
        preset's."""
        return presets.named(self.editor.rules())

    def _preset_chosen(self, rules: Rules) -> None:
        self.editor.set_rules(rules)
        self._rules_edited()

    def _rules_edited(self) -> None:
        self.preset.show_rules(self.editor.rules())
        self._update_problem()

    def problem(self) -> str:
        """Why the game cannot be played by the rules shown, in the players' words ("" when it
        can)."""
        return self._refusal(self.rules()) or ""

    def accept(self) -> None:
        # Code may accept too, not only the button: rules the game refuses never get out.
        if not self.problem():
            super().accept()

    def _update_problem(self) -> None:
        problem = self.problem()
        self.problem_label.setText(problem)
        self.change_button.setAccessibleDescription(problem)
        self._problem_icon.setVisible(bool(problem))
        self.change_button.setEnabled(not problem)
