"""Starting the round clock: how many minutes the round lasts, and what happens when the time
is up."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.shared.modal import asked
from tallyo_desktop.core.club.clock import MAX_MINUTES, MIN_MINUTES, ClockEnd


class StartClockDialog(QDialog):
    def __init__(self, minutes: int, end: ClockEnd, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startClockDialog")
        self.setWindowTitle(self.tr("Start the round clock"))
        self.minutes = QSpinBox()
        self.minutes.setObjectName("clockMinutes")
        self.minutes.setRange(MIN_MINUTES, MAX_MINUTES)
        self.minutes.setValue(minutes)
        self.minutes.setSuffix(self.tr(" min"))
        self.minutes.setAccessibleName(self.tr("Minutes the round lasts"))
        self.finish = QRadioButton(self.tr("&Finish the hand being played"))
        self.finish.setObjectName("clockFinishHand")
        self.one_more = QRadioButton(self.tr("Finish it and play &one more hand"))
        self.one_more.setObjectName("clockOneMoreHand")
        group = QButtonGroup(self)
        for button in (self.finish, self.one_more):
            group.addButton(button)
        (self.finish if end is ClockEnd.FINISH_HAND else self.one_more).setChecked(True)
        ends = QVBoxLayout()
        ends.addWidget(self.finish)
        ends.addWidget(self.one_more)
        form = QFormLayout(self)
        form.addRow(self.tr("The round &lasts:"), self.minutes)
        form.addRow(self.tr("When the time is up:"), ends)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        start = buttons.button(QDialogButtonBox.StandardButton.Ok)
        start.setText(self.tr("&Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def chosen(self) -> tuple[int, ClockEnd]:
        end = ClockEnd.FINISH_HAND if self.finish.isChecked() else ClockEnd.ONE_MORE_HAND
        return self.minutes.value(), end


def ask_start(parent: QWidget | None, minutes: int, end: ClockEnd) -> tuple[int, ClockEnd] | None:
    """The organiser's minutes and end for a new clock, or None when they cancelled."""
    with asked(StartClockDialog(minutes, end, parent)) as dialog:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.chosen()
