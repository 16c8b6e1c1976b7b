"""Entering an abortive draw: its kind, the most frequent first, on keys 1 to 5. A kind the table
cannot have yet (four riichi before all four have declared) is shown greyed, saying why."""

from __future__ import annotations

from PySide6.QtWidgets import QButtonGroup, QRadioButton, QVBoxLayout, QWidget

from tallyo_desktop.app.entry.form import EntryForm, keep_place
from tallyo_desktop.app.shared.plain_text import plain_tip
from tallyo_desktop.core.rules.questions import abortive_draw_kinds
from tallyo_desktop.core.rules.rules import AbortiveDraw
from tallyo_desktop.core.table.abortive_draws import abortive_draw_refusal
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
        self.refusals: list[str | None] = []
        """Why each kind cannot be recorded at this table, or None where it can."""
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
        offered = abortive_draw_kinds(self.rules, self._seats())
        self.kinds = [kind for kind in BY_FREQUENCY if kind in offered]
        self.refusals = [None] * len(self.kinds)
        self.group.blockSignals(True)
        self.buttons[0].setChecked(True)
        self.group.blockSignals(False)

    def fill(self, event: Event) -> None:
        if isinstance(event, AbortiveDrawEvent) and event.kind in self.kinds:
            self.buttons[self.kinds.index(event.kind)].setChecked(True)

    def retable(self, table: TableState) -> None:
        # The core's own reasons, so that the form offers what the table accepts.
        self.refusals = [abortive_draw_refusal(table, self.rules, kind) for kind in self.kinds]
        self.group.blockSignals(True)
        for index, button in enumerate(self.buttons):
            if index < len(self.kinds):
                name = ABORTIVE_NAMES[self.kinds[index].value]
                # The number is the key, pressed alone: as a mnemonic, Alt with it would be
                # riichi's key too, and Qt would take it for neither.
                button.setText(f"{index + 1} {name[:1].upper()}{name[1:]}")
                refusal = self.refusals[index]
                button.setEnabled(refusal is None)
                button.setToolTip(plain_tip(refusal) if refusal is not None else "")
                button.show()
            else:
                button.hide()
        if self._checked_kind() is None:
            open_ = [index for index in range(len(self.kinds)) if self.can_pick(index)]
            if open_:
                self.buttons[open_[0]].setChecked(True)
        self.group.blockSignals(False)
        super().retable(table)

    def can_pick(self, number: int) -> bool:
        """Whether key `number` + 1 picks a kind the table can have now."""
        return number < len(self.refusals) and self.refusals[number] is None

    def pick(self, number: int) -> None:
        if self.can_pick(number):
            self.buttons[number].setChecked(True)

    def built_event(self) -> Event | None:
        kind = self._checked_kind()
        return None if kind is None else AbortiveDrawEvent(kind)

    def offered(self) -> list[AbortiveDraw]:
        """The kinds a player can pick now, in the order shown."""
        return [kind for index, kind in enumerate(self.kinds) if self.can_pick(index)]

    def _checked_kind(self) -> AbortiveDraw | None:
        index = self.group.checkedId()
        if index >= 0 and self.can_pick(index):
            return self.kinds[index]
        return None

    def instruction(self) -> str:
        if self.refusals and not self.offered():
            return self.refusals[0] or ""
        return self.tr("Abortive draw: which kind? Press 1–{count} or click it.").format(
            count=len(self.kinds)
        )

    def focus_first(self) -> None:
        index = max(0, self.group.checkedId())
        self.buttons[index].setFocus()
