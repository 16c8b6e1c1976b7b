"""The dialog that sets up a new game: the four players in seat order and the rules."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.rules.editor import RulesEditor
from tallyo_desktop.app.rules.preset_box import PresetBox
from tallyo_desktop.app.rules.summary import rules_summary
from tallyo_desktop.app.shared.translations import QT_TRANSLATE_NOOP, default_names
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.table.game import check_names

# Label, accessible name and object name of each seat's name box.
SEATS = (
    (
        QT_TRANSLATE_NOOP("NewGameDialog", "&East (first dealer)"),
        QT_TRANSLATE_NOOP("NewGameDialog", "East player (first dealer)"),
        "east",
    ),
    (
        QT_TRANSLATE_NOOP("NewGameDialog", "&South"),
        QT_TRANSLATE_NOOP("NewGameDialog", "South player"),
        "south",
    ),
    (
        QT_TRANSLATE_NOOP("NewGameDialog", "&West"),
        QT_TRANSLATE_NOOP("NewGameDialog", "West player"),
        "west",
    ),
    (
        QT_TRANSLATE_NOOP("NewGameDialog", "&North"),
        QT_TRANSLATE_NOOP("NewGameDialog", "North player"),
        "north",
    ),
)


class NewGameDialog(QDialog):
    """Asks for the players and the rules; "Start game" stays disabled until both can be played."""

    def __init__(
        self,
        parent: QWidget | None = None,
        names: Sequence[str] | None = None,
        rules: Rules = presets.DEFAULT,
        rng: random.Random | None = None,
        known: Sequence[str] = (),
    ) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setWindowTitle(self.tr("New game"))
        self._rng = rng or random.Random()
        # The last game's rules, called "custom" but a preset's every option, are that preset.
        rules = presets.filed(rules)

        defaults = default_names()
        names = defaults if names is None else names
        given = [*names, *defaults[len(names) :]][: len(SEATS)]
        players = QGroupBox(self.tr("Players"))
        form = QFormLayout(players)
        self._players_form = form
        self._name_edits: list[QLineEdit] = []
        # The known players' names, the most played first, as each name is typed.
        self.completer = QCompleter(list(known), self)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setFilterMode(Qt.MatchFlag.MatchContains)
        for (label_text, accessible, key), name in zip(SEATS, given, strict=True):
            edit = QLineEdit(name)
            edit.setObjectName(f"name_{key}")
            edit.setAccessibleName(QCoreApplication.translate("NewGameDialog", accessible))
            edit.setToolTip(self.tr("Names go in seat order, starting with the first dealer."))
            edit.textChanged.connect(self._update_problems)
            edit.setCompleter(self.completer)
            label = QLabel(QCoreApplication.translate("NewGameDialog", label_text))
            label.setBuddy(edit)
            form.addRow(label, edit)
            self._name_edits.append(edit)
        self._shuffle = QPushButton(self.tr("Shu&ffle seats"))
        self._shuffle.setObjectName("shuffleSeats")
        self._shuffle.setAccessibleName(self.tr("Shuffle seats"))
        self._shuffle.setToolTip(self.tr("Seat the players in a random order."))
        self._shuffle.clicked.connect(self.shuffle_seats)
        form.addRow("", self._shuffle)

        rules_box = QGroupBox(self.tr("Rules"))
        rules_form = QFormLayout(rules_box)
        # A rule set that is not a preset (the last game's own rules, say) stays on offer.
        self._preset = PresetBox(rules)
        self._preset.setObjectName("preset")
        self._preset.setAccessibleName(self.tr("Rules preset"))
        self._preset.setToolTip(
            self.tr("Load the rules of a known rule set, then change them as you like.")
        )
        preset_label = QLabel(self.tr("&Preset"))
        preset_label.setBuddy(self._preset)
        rules_form.addRow(preset_label, self._preset)
        self._preset.chosen.connect(self._preset_chosen)
        self._summary = QLabel()
        self._summary.setObjectName("rulesSummary")
        self._summary.setWordWrap(True)
        rules_form.addRow(self._summary)
        self._about = QPushButton(self.tr("&What these rules are…"))
        self._about.setObjectName("aboutRules")
        self._about.setAccessibleName(self.tr("What these rules are"))
        self._about.clicked.connect(self.show_reference)
        rules_form.addRow("", self._about)
        self.reference: QDialog | None = None
        self._customize = QPushButton(self.tr("&Customize rules…"))
        self._customize.setObjectName("customizeRules")
        self._customize.setAccessibleName(self.tr("Customize rules"))
        self._customize.setToolTip(
            self.tr("Every option of the rules, each explained, to change as your table plays.")
        )
        self._customize.setCheckable(True)
        self._customize.toggled.connect(self._show_options)
        rules_form.addRow("", self._customize)

        self._editor = RulesEditor(self, rules)
        self._editor.rulesChanged.connect(self._rules_edited)

        self._problem_icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self._problem_icon.setPixmap(icon.pixmap(size, size))
        self._problems = QLabel()
        self._problems.setObjectName("problems")
        self._problems.setWordWrap(True)
        self._problems.setAccessibleName(self.tr("Why the game cannot start"))
        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._start = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
        self._start.setText(self.tr("Start game"))
        self._start.setAccessibleName(self.tr("Start game"))
        cancel = self._buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setAccessibleName(self.tr("Cancel"))
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)

        left = QVBoxLayout()
        left.addWidget(players)
        left.addWidget(rules_box)
        left.addStretch(1)
        top = QHBoxLayout()
        top.addLayout(left)
        top.addWidget(self._editor, 1)
        # A first game needs the players and a preset; the options wait behind a button.
        self._editor.hide()
        bottom = QHBoxLayout()
        bottom.addWidget(self._problem_icon)
        bottom.addWidget(self._problems, 1)
        bottom.addWidget(self._buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addLayout(bottom)

        chain: list[QWidget] = [*self._name_edits, self._shuffle, self._preset, self._about]
        chain.append(self._customize)
        chain += [*self._editor.focus_chain(), self._start, cancel]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)
        self._show_rules_name()
        self._update_problems()
        self._name_edits[0].setFocus()
        self.resize(560, 520)

    def _show_options(self, shown: bool) -> None:
        self._editor.setVisible(shown)
        if shown:
            self.resize(max(self.width(), 1240), max(self.height(), 680))

    def names(self) -> tuple[str, ...]:
        """The players' names in seat order, the first dealer first."""
        players = self.rules().players
        return tuple(edit.text().strip() for edit in self._name_edits[:players])

    def rules(self) -> Rules:
        """The rules the game is played by, under the preset's name if they are a preset's."""
        return presets.named(self._editor.rules())

    def problems(self) -> list[str]:
        """Why the game cannot start, in the players' words (empty when it can)."""
        found: list[str] = []
        try:
            check_names(self.names(), self.rules().players)
        except TallyoError as error:
            found.append(str(error))
        return found + self.rules().problems()

    def shuffle_seats(self) -> None:
        edits = self._name_edits[: self.rules().players]
        names = [edit.text() for edit in edits]
        self._rng.shuffle(names)
        for edit, name in zip(edits, names, strict=True):
            edit.setText(name)

    def accept(self) -> None:
        # Not only the button accepts (code may call this too): a game that cannot start never does.
        if not self.problems():
            super().accept()

    def show_reference(self) -> None:
        """Every option of the preset chosen, its value and its source, beside the dialog."""
        preset = self.rules().preset
        if preset not in presets.KNOWN:
            return
        # Imported here: the reference is made from every preset's sources.
        from tallyo_desktop.app.rules.reference import RulesReference

        if self.reference is not None:
            self.reference.close()
        self.reference = RulesReference(self.rules(), self)
        self.reference.show()

    def _preset_chosen(self, rules: Rules) -> None:
        self._editor.set_rules(rules)
        self._show_rules_name()
        self._update_problems()

    def _rules_edited(self) -> None:
        self._show_rules_name()
        self._update_problems()

    def _show_rules_name(self) -> None:
        """Shows the rules' name in the preset box: the preset they are, or "Custom"."""
        rules = self._editor.rules()
        self._preset.show_rules(rules)
        self._summary.setText("\n".join(rules_summary(rules)))
        documented = rules.preset in presets.KNOWN
        self._about.setEnabled(documented)
        self._about.setToolTip(
            self.tr("Every option of this preset, its value and where it comes from.")
            if documented
            else self.tr("Your own rules: the options beside show them all.")
        )
        # Three players leave the North seat empty.
        for row in range(len(self._name_edits)):
            self._players_form.setRowVisible(row, row < rules.players)

    def _update_problems(self) -> None:
        problems = self.problems()
        self._problems.setText("\n".join(problems))
        self._start.setAccessibleDescription(self._problems.text())
        self._problem_icon.setVisible(bool(problems))
        self._start.setEnabled(not problems)
