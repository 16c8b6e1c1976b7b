"""An editor for every option of a rule set.

The editors are built from the fields of `Rules` and their types, so an option added to the core
shows up here without new code; the texts below only make it read better.
"""

from __future__ import annotations

import dataclasses
import itertools
import typing
from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.rules.texts import (
    FLOATING_COUNT,
    ORDINALS,
    choice_text,
    option_text,
    translated,
)
from tallyo_desktop.app.shared.translations import QT_TRANSLATE_NOOP
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import MAX_PLAYERS, Rules, UmaByFloating

POINTS_RANGE = (0, 200_000)
UMA_RANGE = (-200_000, 200_000)
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


class FieldEditor:
    """The widgets that show and edit one option, and how its value is read back."""

    spans = False
    """Whether the widget carries its own label and spans the form's label column."""

    def __init__(self, name: str, on_edit: Callable[[], None]) -> None:
        self.name = name
        self.label, self.tooltip = option_text(name)
        self.on_edit = on_edit
        self.widget = QWidget()
        self.widget.setToolTip(self.tooltip)
        self.focus_widgets: list[QWidget] = []

    def set_value(self, value: typing.Any) -> None:
        raise NotImplementedError

    def value(self) -> object:
        raise NotImplementedError

    def add(self, widget: QWidget, accessible_name: str, object_name: str) -> None:
        widget.setObjectName(object_name)
        widget.setAccessibleName(accessible_name)
        widget.setAccessibleDescription(self.tooltip)
        widget.setToolTip(self.tooltip)
        self.focus_widgets.append(widget)

    def spin_box(self, bounds: tuple[int, int], step: int, points: bool) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(*bounds)
        spin.setSingleStep(step)
        spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        if points:
            spin.setSuffix(
                QCoreApplication.translate("RulesEditor", " pts", "suffix of an amount of points")
            )
        spin.valueChanged.connect(self.on_edit)
        return spin


def show_in_spin_box(spin: QSpinBox, value: int) -> None:
    # Rules from elsewhere may lie outside the usual range: widen it rather than clamp, so that
    # showing rules and reading them back never changes them.
    spin.setRange(min(spin.minimum(), value), max(spin.maximum(), value))
    spin.setValue(value)


class IntEditor(FieldEditor):
    def __init__(self, name: str, on_edit: Callable[[], None]) -> None:
        super().__init__(name, on_edit)
        self.spin = self.spin_box(POINTS_RANGE, 100, True)
        self.add(self.spin, self.label, name)
        self.widget = self.spin

    def set_value(self, value: int) -> None:
        show_in_spin_box(self.spin, value)

    def value(self) -> int:
        return self.spin.value()


class BoolEditor(FieldEditor):
    spans = True

    def __init__(self, name: str, on_edit: Callable[[], None]) -> None:
        super().__init__(name, on_edit)
        self.check = QCheckBox(self.label)
        self.check.toggled.connect(self.on_edit)
        self.add(self.check, self.label, name)
        self.widget = self.check

    def set_value(self, value: bool) -> None:
        self.check.setChecked(value)

    def value(self) -> bool:
        return self.check.isChecked()


class EnumEditor(FieldEditor):
    def __init__(self, name: str, on_edit: Callable[[], None], kind: type[Enum]) -> None:
        super().__init__(name, on_edit)
        self.members = list(kind)
        self.combo = QComboBox()
        for index, member in enumerate(self.members):
            label, tooltip = choice_text(member)
            self.combo.addItem(label)
            self.combo.setItemData(index, tooltip, Qt.ItemDataRole.ToolTipRole)
        self.combo.currentIndexChanged.connect(self.on_edit)
        self.add(self.combo, self.label, name)
        self.widget = self.combo

    def set_value(self, value: Enum) -> None:
        self.combo.setCurrentIndex(self.members.index(value))

    def value(self) -> Enum:
        return self.members[self.combo.currentIndex()]


class EnumSetEditor(FieldEditor):
    """Any number of choices: a check box each, two to a row to save height."""

    def __init__(self, name: str, on_edit: Callable[[], None], kind: type[Enum]) -> None:
        super().__init__(name, on_edit)
        grid = QGridLayout(self.widget)
        grid.setContentsMargins(0, 0, 0, 0)
        self.checks: dict[Enum, QCheckBox] = {}
        for index, member in enumerate(kind):
            label, tooltip = choice_text(member)
            check = QCheckBox(label)
            check.toggled.connect(self.on_edit)
            accessible = QCoreApplication.translate("RulesEditor", "{option}: {choice}").format(
                option=self.label, choice=label
            )
            self.add(check, accessible, f"{name}_{member.name.lower()}")
            check.setToolTip(tooltip or self.tooltip)
            grid.addWidget(check, index // 2, index % 2)
            self.checks[member] = check

    def set_value(self, value: frozenset[Enum]) -> None:
        for member, check in self.checks.items():
            check.setChecked(member in value)

    def value(self) -> frozenset[Enum]:
        return frozenset(member for member, check in self.checks.items() if check.isChecked())


class PlayersEditor(FieldEditor):
    """Three or four players."""

    def __init__(self, name: str, on_edit: Callable[[], None]) -> None:
        super().__init__(name, on_edit)
        self.combo = QComboBox()
        for count in (4, 3):
            self.combo.addItem(
                QCoreApplication.translate("RulesEditor", "{count} players").format(count=count),
                count,
            )
        self.combo.currentIndexChanged.connect(self.on_edit)
        self.add(self.combo, self.label, name)
        self.widget = self.combo

    def set_value(self, value: int) -> None:
        self.combo.setCurrentIndex(max(self.combo.findData(value), 0))

    def value(self) -> int:
        return int(self.combo.currentData())


class PlacesEditor(FieldEditor):
    """An amount for each place, first to last: the uma. Shows as many places as players."""

    def __init__(self, name: str, on_edit: Callable[[], None]) -> None:
        super().__init__(name, on_edit)
        grid = QGridLayout(self.widget)
        grid.setContentsMargins(0, 0, 0, 0)
        self.spins: list[QSpinBox] = []
        self.labels: list[QLabel] = []
        self.size = MAX_PLAYERS
        for index in range(MAX_PLAYERS):
            place = (
                translated(ORDINALS[index])
                if index < len(ORDINALS)
                else QCoreApplication.translate("RulesEditor", "{number}th").format(
                    number=index + 1
                )
            )
            spin = self.spin_box(UMA_RANGE, 1000, True)
            label = QLabel(place)
            label.setBuddy(spin)
            accessible = QCoreApplication.translate("RulesEditor", "{option} for {place}").format(
                option=self.label, place=place
            )
            self.add(spin, accessible, f"{name}_{index + 1}")
            row, column = divmod(index, 2)
            grid.addWidget(label, row, 2 * column)
            grid.addWidget(spin, row, 2 * column + 1)
            self.spins.append(spin)
            self.labels.append(label)

    def set_size(self, size: int) -> None:
        """Show the first `size` places; the others are neither shown nor read."""
        self.size = size
        for index, (spin, label) in enumerate(zip(self.spins, self.labels, strict=True)):
            spin.setVisible(index < size)
            label.setVisible(index < size)
        self.focus_widgets = list[QWidget](self.spins[:size])

    def set_value(self, value: tuple[int, ...]) -> None:
        self.set_size(len(value))
        for spin, amount in zip(self.spins, value, strict=False):
            show_in_spin_box(spin, amount)

    def value(self) -> tuple[int, ...]:
        return tuple(spin.value() for spin in self.spins[: self.size])


class UmaByFloatingEditor(FieldEditor):
    """Shows the uma tables of the rules loaded; they can be switched off, not made up."""

    spans = True

    def __init__(self, name: str, on_edit: Callable[[], None]) -> None:
        super().__init__(name, on_edit)
        self.tables: UmaByFloating | None = None
        self.check = QCheckBox(self.label)
        self.check.toggled.connect(self.on_edit)
        self.add(self.check, self.label, name)
        self.text = QLabel()
        self.text.setObjectName(f"{name}_tables")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setIndent(24)
        layout = QVBoxLayout(self.widget)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.check)
        layout.addWidget(self.text)

    def set_value(self, value: UmaByFloating | None) -> None:
        self.tables = value
        self.check.setEnabled(value is not None)
        self.check.setChecked(value is not None)
        self.text.setText(self.describe(value))
        self.text.setAccessibleName(self.text.text())

    def value(self) -> UmaByFloating | None:
        return self.tables if self.check.isChecked() else None

    @staticmethod
    def describe(value: UmaByFloating | None) -> str:
        if value is None:
            return QCoreApplication.translate(
                "RulesEditor", "Not part of these rules: the uma above applies to every result."
            )
        lines = [QCoreApplication.translate("RulesEditor", "In thousands, first to last:")]
        for floating, table in enumerate(value.tables):
            amounts = "  ".join(f"{amount / 1000:+g}" for amount in table)
            lines.append(
                QCoreApplication.translate("RulesEditor", "{how_many}: {amounts}").format(
                    how_many=translated(FLOATING_COUNT[floating]), amounts=amounts
                )
            )
        return "\n".join(lines)


class FixedEditor(FieldEditor):
    """An option of a kind no editor here understands: shown, and kept as it was loaded."""

    def __init__(self, name: str, on_edit: Callable[[], None]) -> None:
        super().__init__(name, on_edit)
        self.text = QLabel()
        self.text.setObjectName(name)
        self.widget = self.text
        self.kept: object = None

    def set_value(self, value: object) -> None:
        self.kept = value
        self.text.setText(str(value))
        self.text.setAccessibleName(
            QCoreApplication.translate("RulesEditor", "{option}: {value}").format(
                option=self.label, value=value
            )
        )

    def value(self) -> object:
        return self.kept


def make_editor(name: str, hint: object, on_edit: Callable[[], None]) -> FieldEditor:
    """The editor that suits an option's type."""
    args = typing.get_args(hint)
    origin = typing.get_origin(hint)
    if name == "players":
        return PlayersEditor(name, on_edit)
    if hint is bool:
        return BoolEditor(name, on_edit)
    if hint is int:
        return IntEditor(name, on_edit)
    if isinstance(hint, type) and issubclass(hint, Enum):
        return EnumEditor(name, on_edit, hint)
    if origin is frozenset and isinstance(args[0], type) and issubclass(args[0], Enum):
        return EnumSetEditor(name, on_edit, args[0])
    if origin is tuple and args == (int, Ellipsis):
        return PlacesEditor(name, on_edit)
    if set(args) == {UmaByFloating, type(None)}:
        return UmaByFloatingEditor(name, on_edit)
    return FixedEditor(name, on_edit)


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
        """The rules shown; named "Custom" once any option differs from the rules loaded."""
        values = {name: editor.value() for name, editor in self._editors.items()}
        unchanged = all(value == getattr(self._base, name) for name, value in values.items())
        preset = self._base.preset if unchanged else presets.CUSTOM.preset
        return self._base.with_changes(preset=preset, **values)

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
