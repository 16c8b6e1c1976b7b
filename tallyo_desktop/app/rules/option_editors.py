"""The editors of single options: each shows one option of `Rules` in the widgets that suit
its type, and reads its value back. `make_editor` picks the editor from the option's type."""

from __future__ import annotations

import typing
from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLabel,
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
from tallyo_desktop.core.rules.rules import MAX_PLAYERS, UmaByFloating

POINTS_RANGE = (0, 200_000)
UMA_RANGE = (-200_000, 200_000)


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
