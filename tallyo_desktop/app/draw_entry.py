"""Entering an exhaustive draw: a tenpai check per seat (and nagashi mangan where played)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tallyo_desktop.app.controller import Preview
from tallyo_desktop.app.payment_preview import PaymentPreview
from tallyo_desktop.core.events import Event, ExhaustiveDraw, NagashiMangan
from tallyo_desktop.core.rules import MAX_PLAYERS
from tallyo_desktop.core.state import TableState


class DrawEntry(QWidget):
    eventChanged = Signal()
    confirmed = Signal(object)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("drawEntry")
        self.nagashi_mode = False
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.seats = MAX_PLAYERS
        self.tenpai = [QCheckBox() for _ in range(MAX_PLAYERS)]
        self.nagashi = [QCheckBox() for _ in range(MAX_PLAYERS)]
        grid = QGridLayout()
        for seat in range(MAX_PLAYERS):
            self.tenpai[seat].setObjectName(f"tenpai{seat}")
            self.nagashi[seat].setObjectName(f"nagashi{seat}")
            self.tenpai[seat].toggled.connect(self._changed)
            self.nagashi[seat].toggled.connect(self._changed)
            grid.addWidget(self.tenpai[seat], seat, 0)
            grid.addWidget(self.nagashi[seat], seat, 1)
        # Keep the boxes as wide as their text, so a click beside them does not toggle them.
        grid.setColumnStretch(2, 1)
        self.preview = PaymentPreview("drawPreview")
        self.confirm = QPushButton(self.tr("&Record"))
        self.confirm.setObjectName("confirmDraw")
        self.confirm.setDefault(True)
        self.confirm.clicked.connect(self._confirm)
        self.cancel = QPushButton(self.tr("Cancel"))
        self.cancel.setObjectName("cancelDraw")
        self.cancel.clicked.connect(self.cancelled.emit)
        buttons = QGridLayout()
        buttons.addWidget(self.cancel, 0, 0)
        buttons.addWidget(self.confirm, 0, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(grid)
        layout.addWidget(self.preview)
        layout.addStretch(1)
        layout.addLayout(buttons)

    def start(self, state: TableState, nagashi: bool = False) -> None:
        self.nagashi_mode = nagashi
        self.title.setText(
            self.tr("Nagashi mangan: tick who made it, and who was tenpai.")
            if nagashi
            else self.tr("Exhaustive draw: tick the players who were tenpai.")
        )
        self.seats = state.seats
        for seat in range(MAX_PLAYERS):
            present = seat < state.seats
            self.tenpai[seat].setVisible(present)
            self.nagashi[seat].setVisible(present and nagashi)
            if not present:
                continue
            name = state.names[seat]
            for box, text in (
                (self.tenpai[seat], self.tr("{name} tenpai").format(name=name)),
                (self.nagashi[seat], self.tr("{name} nagashi").format(name=name)),
            ):
                box.blockSignals(True)
                box.setChecked(False)
                box.blockSignals(False)
                box.setText(text)
                box.setAccessibleName(text)
        self._changed()
        self.tenpai[0].setFocus()

    def built_event(self) -> Event:
        tenpai = frozenset(seat for seat in range(self.seats) if self.tenpai[seat].isChecked())
        if self.nagashi_mode:
            seats = tuple(seat for seat in range(self.seats) if self.nagashi[seat].isChecked())
            return NagashiMangan(seats, tenpai)
        return ExhaustiveDraw(tenpai)

    def _changed(self) -> None:
        self.confirm.setEnabled(False)
        self.eventChanged.emit()

    def show_preview(self, preview: Preview) -> None:
        self.preview.show_preview(preview)
        self.confirm.setEnabled(preview.ok)

    def _confirm(self) -> None:
        if self.confirm.isEnabled():
            self.confirmed.emit(self.built_event())
