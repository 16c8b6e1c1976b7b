"""An editor for every option of a rule set.

The editors are built from the fields of `Rules` and their types, so an option added to the core
shows up here without new code; the texts only make it read better. Each option's own editor is
in `option_editors`; this module lays them out in groups.
"""

from __future__ import annotations

import dataclasses
import itertools
import typing

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.rules.option_editors import FieldEditor, PlacesEditor, make_editor
from tallyo_desktop.app.rules.texts import translated
from tallyo_desktop.app.shared.translations import QT_TRANSLATE_NOOP
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import CUSTOM_ID, Rules

# The group names name the groups in the code too; they are translated only on screen.
POINTS = QT_TRANSLATE_NOOP("RulesEditor", "Points and settlement")
HANDS = QT_TRANSLATE_NOOP("RulesEditor", "Hand values")
TABLE = QT_TRANSLATE_NOOP("RulesEditor", "The table")
COUNTING = QT_TRANSLATE_NOOP("RulesEditor", "Counting hands from tiles")
# `Rules` lists its options group by group; each group starts at the option named here, so an
# option added to a group in the core lands in the same group here.
GROUP_STARTS = {
    "start_points": POINTS,
    "kiriage_mangan": HANDS,
    "game_length": TABLE,
    "open_tanyao": COUNTING,
}
# Two columns of group boxes.
COLUMNS = ((POINTS, HANDS), (TABLE, COUNTING))


def editable_fields() -> list[str]:
    """The options a player edits: every field of `Rules` but the preset it comes from."""
    return [field.name for field in dataclasses.fields(Rules) if field.name != "preset"]


def groups() -> dict[str, str]:
    """The group box of each option."""
    found: dict[str, str] = {}
    group = POINTS
    for name in editable_fields():
        group = GROUP_STARTS.get(name, group)
        found[name] = group
    return found


class RulesEditor(QWidget):
    """Shows every option of a rule set for editing; `rules()` reads the edited rules back."""

    rulesChanged = Signal()

    def __init__(self, parent: QWidget | None = None, rules: Rules = presets.DEFAULT) -> None:
        super().__init__(parent)
        self.setObjectName("rulesEditor")
        self._base = rules
        self._loading = False
        hints = typing.get_type_hints(Rules)
        self._editors = {
            name: make_editor(name, hints[name], self._edited) for name in editable_fields()
        }

        content = QWidget()
        columns = QHBoxLayout(content)
        for groups in COLUMNS:
            column = QVBoxLayout()
            for group in groups:
                editors = self._editors_in(group)
                if editors:
                    column.addWidget(self._group_box(group, editors))
            column.addStretch(1)
            columns.addLayout(column, 1)
        scroll = QScrollArea()
        scroll.setObjectName("rulesScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        # Tabbing scrolls the focused option into view, so the area itself needs no tab stop.
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

        for first, second in itertools.pairwise(self.focus_chain()):
            QWidget.setTabOrder(first, second)
        self.set_rules(rules)

    def _editors_in(self, group: str) -> list[FieldEditor]:
        group_of = groups()
        return [editor for name, editor in self._editors.items() if group_of[name] == group]

    @staticmethod
    def _group_box(title: str, editors: list[FieldEditor]) -> QGroupBox:
        box = QGroupBox(translated(title))
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        for editor in editors:
            if editor.spans:
                form.addRow(editor.widget)
                continue
            label = QLabel(editor.label)
            label.setToolTip(editor.tooltip)
            label.setBuddy(editor.focus_widgets[0] if editor.focus_widgets else editor.widget)
            form.addRow(label, editor.widget)
        return box

    def focus_chain(self) -> list[QWidget]:
        """The interactive widgets in the order they are shown: down each column in turn."""
        return [
            widget
            for groups in COLUMNS
            for group in groups
            for editor in self._editors_in(group)
            for widget in editor.focus_widgets
        ]

    def field_widgets(self, name: str) -> list[QWidget]:
        """The widgets that show one option."""
        editor = self._editors[name]
        return editor.focus_widgets or [editor.widget]

    def set_rules(self, rules: Rules) -> None:
        """Show `rules`; edits are compared with them from now on."""
        self._base = rules
        self._loading = True
        try:
            for name, editor in self._editors.items():
                editor.set_value(getattr(rules, name))
        finally:
            self._loading = False
        self._update_enabled()

    def rules(self) -> Rules:
        """The rules shown. Once an option differs from the rules loaded they are named for
        what they are: a preset (Tenhou played East-only is Tenhou's, East-only), else
        "Custom"."""
        values = {name: editor.value() for name, editor in self._editors.items()}
        unchanged = all(value == getattr(self._base, name) for name, value in values.items())
        if unchanged:
            return self._base
        return presets.named(self._base.with_changes(preset=CUSTOM_ID, **values))

    def _edited(self) -> None:
        if self._loading:
            return
        self._update_enabled()
        self.rulesChanged.emit()

    def _update_enabled(self) -> None:
        # While the uma by count is in use the single uma plays no part, so it cannot be edited.
        by_count = self._editors["uma_by_floating"]
        single = self._editors["uma"]
        single.widget.setEnabled(by_count.value() is None)
        players = self._editors["players"].value()
        assert isinstance(single, PlacesEditor) and isinstance(players, int)
        if single.size != players:
            # The uma of the other table size starts even: the players fill it in.
            single.set_size(players)
        self._editors["sanma_tsumo"].widget.setEnabled(players == 3)
