"""Entering an abortive draw: its kind, the most frequent first, on keys 1 to 5."""

from __future__ import annotations

from PySide6.QtWidgets import QButtonGroup, QRadioButton, QVBoxLayout, QWidget

from tallyo_desktop.app.entry.form import EntryForm, keep_place
from tallyo_desktop.core.rules.rules import AbortiveDraw
from tallyo_desktop.core.table.events import AbortiveDrawEvent, Event
from tallyo_desktop.core.table.history import ABORTIVE_NAMES
from tallyo_desktop.core.table.state import TableState

BY_FREQUENCY = (
    AbortiveDraw.NINE_TERMINALS,
    AbortiveDraw.FOUR_RIICHI,
    AbortiveDraw.FOUR_WINDS,
    AbortiveDraw.FOUR_KANS,
    AbortiveDraw.TRIPLE_RON,
)
"""The kinds in the order they happen at a table, most often first."""


class AbortiveForm(EntryForm):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("abortiveForm")
        self.kinds: list[AbortiveDraw] = []
        self.buttons = [QRadioButton() for _ in BY_FREQUENCY]
        self.group = QButtonGroup(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for index, button in enumerate(self.buttons):
            button.setObjectName(f"abortive{index}")
            self.group.addButton(button, index)
            keep_place(button)
            layout.addWidget(button)
        layout.addStretch(1)
        self.group.idToggled.connect(self._toggled)

    def _toggled(self, _id: int, on: bool) -> None:
        if on:
            self.changed.emit()

    def clear(self) -> None:
        self.kinds = [kind for kind in BY_FREQUENCY if kind in self.rules.abortive_draws]
        self.group.blockSignals(True)
        self.buttons[0].setChecked(True)
        self.group.blockSignals(False)

    def fill(self, event: Event) -> None:
        if isinstance(event, AbortiveDrawEvent) and event.kind in self.kinds:
            self.buttons[self.kinds.index(event.kind)].setChecked(True)

    def retable(self, table: TableState) -> None:
        checked = self.group.checkedId()
        for index, button in enumerate(self.buttons):
            if index < len(self.kinds):
                name = ABORTIVE_NAMES[self.kinds[index].value]
                button.setText(f"&{index + 1} {name[:1].upper()}{name[1:]}")
                button.show()
            else:
                button.hide()
        if not 0 <= checked < len(self.kinds) and self.kinds:
            self.buttons[0].setChecked(True)
        super().retable(table)

    def pick(self, number: int) -> None:
        if number < len(self.kinds):
            self.buttons[number].setChecked(True)

    def built_event(self) -> Event | None:
        index = self.group.checkedId()
        return AbortiveDrawEvent(self.kinds[index]) if 0 <= index < len(self.kinds) else None

    def instruction(self) -> str:
        return self.tr("Abortive draw: which kind? Press 1–{count} or click it.").format(
            count=len(self.kinds)
        )

    def focus_first(self) -> None:
        index = max(0, self.group.checkedId())
        self.buttons[index].setFocus()
