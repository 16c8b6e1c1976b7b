"""Entering a chombo or a point correction: the players picked on the table like a win."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLineEdit, QWidget

from tallyo_desktop.app.entry.form import EntryForm
from tallyo_desktop.app.entry.spinners import SelectingSpinBox
from tallyo_desktop.core.seats import SeatRole
from tallyo_desktop.core.table.events import (
    CORRECTION_STEP,
    MAX_CORRECTION,
    Chombo,
    Event,
    PointCorrection,
)


class ChomboForm(EntryForm):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chomboForm")
        self.seat: int | None = None

    def clear(self) -> None:
        self.seat = None

    def fill(self, event: Event) -> None:
        if isinstance(event, Chombo):
            self.seat = event.seat

    def pick(self, number: int) -> None:
        if self.table is not None and number < self.table.seats:
            self.seat = number
            self.changed.emit()

    def built_event(self) -> Event | None:
        return None if self.seat is None else Chombo(self.seat)

    def roles(self) -> dict[int, SeatRole]:
        return {} if self.seat is None else {self.seat: SeatRole.CHOMBO}

    def instruction(self) -> str:
        if self.seat is None or self.table is None:
            return self.tr("Chombo: who made it? Press 1–{last} or click that player.").format(
                last=self._seats()
            )
        return self.tr("Chombo by {name}.").format(name=self.table.names[self.seat])


class CorrectionForm(EntryForm):
    """Points moved from one player to another, with the reason the table agreed on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("correctionForm")
        self.payer: int | None = None
        self.receiver: int | None = None
        self.amount = SelectingSpinBox()
        self.amount.setObjectName("correctionAmount")
        self.amount.setRange(CORRECTION_STEP, MAX_CORRECTION)
        self.amount.setSingleStep(CORRECTION_STEP)
        self.amount.setAccessibleName(self.tr("Points"))
        self.amount.valueChanged.connect(self.notify)
        self.reason = QLineEdit()
        self.reason.setObjectName("correctionReason")
        self.reason.setPlaceholderText(self.tr("Why, e.g. a payment was missed in East 3"))
        self.reason.setAccessibleName(self.tr("Reason"))
        self.reason.textChanged.connect(self.notify)
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addRow(self.tr("P&oints:"), self.amount)
        layout.addRow(self.tr("R&eason:"), self.reason)

    def clear(self) -> None:
        self.payer = None
        self.receiver = None
        self.amount.blockSignals(True)
        self.amount.setValue(1000)
        self.amount.blockSignals(False)
        self.reason.blockSignals(True)
        self.reason.clear()
        self.reason.blockSignals(False)

    def fill(self, event: Event) -> None:
        if isinstance(event, PointCorrection):
            self.payer, self.receiver = event.payer, event.receiver
            self.amount.setValue(event.amount)
            self.reason.setText(event.reason)

    def pick(self, number: int) -> None:
        if self.table is None or number >= self.table.seats:
            return
        if self.payer is None or self.receiver is not None:
            self.payer, self.receiver = number, None
        elif number != self.payer:
            self.receiver = number
            self.focus_first()
        self.changed.emit()

    def built_event(self) -> Event | None:
        if self.payer is None or self.receiver is None:
            return None
        return PointCorrection(self.payer, self.receiver, self.amount.value(), self.reason.text())

    def roles(self) -> dict[int, SeatRole]:
        roles = {}
        if self.payer is not None:
            roles[self.payer] = SeatRole.PAYER
        if self.receiver is not None:
            roles[self.receiver] = SeatRole.RECEIVER
        return roles

    def instruction(self) -> str:
        table = self.table
        if self.payer is None or table is None:
            return self.tr(
                "Point correction: who pays? Press 1–{last} or click that player."
            ).format(last=self._seats())
        if self.receiver is None:
            return self.tr(
                "{name} pays: who receives? Press 1–{last} or click that player."
            ).format(
                name=table.names[self.payer],
                last=table.seats,
            )
        return self.tr("{payer} pays {receiver}: the points, and why.").format(
            payer=table.names[self.payer], receiver=table.names[self.receiver]
        )

    def focus_first(self) -> None:
        if self.receiver is not None:
            self.amount.setFocus()
            self.amount.selectAll()
        else:
            self.setFocus()
