"""Small dialogs for the rarer events: an abortive draw, a chombo, a point correction."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from tallyo_desktop.app.plain_text import plain_label
from tallyo_desktop.core.events import PointCorrection


class ChoiceDialog(QDialog):
    """Pick one of a few labelled choices."""

    def __init__(
        self, title: str, prompt: str, choices: list[tuple[str, object]], parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.combo = QComboBox()
        self.combo.setAccessibleName(prompt)
        for text, value in choices:
            self.combo.addItem(text, value)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QFormLayout(self)
        label = plain_label(prompt)
        label.setBuddy(self.combo)
        layout.addRow(label, self.combo)
        layout.addRow(buttons)

    def value(self) -> object:
        return self.combo.currentData()


class CorrectionDialog(QDialog):
    """Move points from one player to another, with the reason the table agreed on."""

    def __init__(self, names: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Point correction"))
        self.payer = QComboBox()
        self.receiver = QComboBox()
        for seat in range(len(names)):
            self.payer.addItem(names[seat], seat)
            self.receiver.addItem(names[seat], seat)
        self.receiver.setCurrentIndex(1)
        self.amount = QSpinBox()
        self.amount.setRange(100, 200000)
        self.amount.setSingleStep(100)
        self.amount.setValue(1000)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("Why, e.g. a payment was missed in East 3"))
        for widget, name in (
            (self.payer, self.tr("Who pays")),
            (self.receiver, self.tr("Who receives")),
            (self.amount, self.tr("Points")),
            (self.reason, self.tr("Reason")),
        ):
            widget.setAccessibleName(name)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QFormLayout(self)
        layout.addRow(self.tr("&Pays:"), self.payer)
        layout.addRow(self.tr("&Receives:"), self.receiver)
        layout.addRow(self.tr("P&oints:"), self.amount)
        layout.addRow(self.tr("R&eason:"), self.reason)
        layout.addRow(buttons)

    def correction(self) -> PointCorrection:
        return PointCorrection(
            int(self.payer.currentData()),
            int(self.receiver.currentData()),
            self.amount.value(),
            self.reason.text(),
        )
