"""Entering an exhaustive draw: who was tenpai, and who made nagashi mangan where it is played.

Players in riichi start ticked as tenpai: a riichi player is tenpai unless it was a chombo, so
unticking one is allowed but warned about.
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QGridLayout, QPushButton, QVBoxLayout, QWidget

from tallyo_desktop.app.entry.form import EntryForm, keep_place
from tallyo_desktop.core.rules.questions import nagashi_mangan_played
from tallyo_desktop.core.rules.rules import MAX_PLAYERS
from tallyo_desktop.core.seats import SeatRole
from tallyo_desktop.core.session.draft import EntryMode
from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, NagashiMangan
from tallyo_desktop.core.table.state import TableState


class DrawForm(EntryForm):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("drawForm")
        self.tenpai = [QCheckBox() for _ in range(MAX_PLAYERS)]
        self.nagashi = [QCheckBox() for _ in range(MAX_PLAYERS)]
        grid = QGridLayout()
        for seat in range(MAX_PLAYERS):
            for boxes, name, column in ((self.tenpai, "tenpai", 0), (self.nagashi, "nagashi", 1)):
                box = boxes[seat]
                box.setObjectName(f"{name}{seat}")
                box.toggled.connect(self.notify)
                keep_place(box)
                grid.addWidget(box, seat, column)
        # The boxes are as wide as their text, so that a click beside one does not tick it.
        grid.setColumnStretch(2, 1)
        self.all_tenpai = QPushButton(self.tr("&All tenpai"))
        self.all_tenpai.setObjectName("allTenpai")
        self.all_tenpai.clicked.connect(lambda: self.set_all(True))
        self.all_noten = QPushButton(self.tr("All &noten"))
        self.all_noten.setObjectName("allNoten")
        self.all_noten.clicked.connect(lambda: self.set_all(False))
        buttons = QGridLayout()
        buttons.addWidget(self.all_tenpai, 0, 0)
        buttons.addWidget(self.all_noten, 0, 1)
        buttons.setColumnStretch(2, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(grid)
        layout.addLayout(buttons)
        layout.addStretch(1)

    # EntryForm
    def clear(self) -> None:
        self._riichi: frozenset[int] = frozenset()
        for box in (*self.tenpai, *self.nagashi):
            box.blockSignals(True)
            box.setChecked(False)
            box.blockSignals(False)

    def fill(self, event: Event) -> None:
        if isinstance(event, ExhaustiveDraw | NagashiMangan):
            for seat in event.tenpai:
                self.tenpai[seat].setChecked(True)
        if isinstance(event, NagashiMangan):
            for seat in event.seats:
                self.nagashi[seat].setChecked(True)
        # As recorded: a riichi player left unticked then stays so.
        if self.table is not None:
            self._riichi = self.table.riichi

    def retable(self, table: TableState) -> None:
        self.table = table
        for box in (*self.tenpai, *self.nagashi):
            box.blockSignals(True)
        for seat in range(MAX_PLAYERS):
            present = seat < table.seats
            self.tenpai[seat].setVisible(present)
            self.nagashi[seat].setVisible(present and nagashi_mangan_played(self.rules))
            if not present:
                continue
            name = table.names[seat]
            if seat in table.riichi and seat not in self._riichi:
                self.tenpai[seat].setChecked(True)
            for box, text in (
                (self.tenpai[seat], self.tr("{number} {name} tenpai")),
                (self.nagashi[seat], self.tr("{name}: nagashi mangan")),
            ):
                box.setText(text.format(number=seat + 1, name=name))
                box.setAccessibleName(text.format(number=seat + 1, name=name))
        for box in (*self.tenpai, *self.nagashi):
            box.blockSignals(False)
        self._riichi = table.riichi
        self.changed.emit()

    def pick(self, number: int) -> None:
        if self.table is None or number >= self.table.seats:
            return
        boxes = self.nagashi if self.mode is EntryMode.NAGASHI else self.tenpai
        boxes[number].toggle()

    def set_all(self, tenpai: bool) -> None:
        if self.table is None:
            return
        for box in self.tenpai[: self.table.seats]:
            box.blockSignals(True)
            box.setChecked(tenpai)
            box.blockSignals(False)
        self.changed.emit()

    def built_event(self) -> Event | None:
        if self.table is None:
            return None
        seats = range(self.table.seats)
        tenpai = frozenset(seat for seat in seats if self.tenpai[seat].isChecked())
        nagashi = tuple(seat for seat in seats if self.nagashi[seat].isChecked())
        if nagashi:
            return NagashiMangan(nagashi, tenpai)
        return ExhaustiveDraw(tenpai)

    def roles(self) -> dict[int, SeatRole]:
        if self.table is None:
            return {}
        roles = {}
        for seat in range(self.table.seats):
            if self.nagashi[seat].isChecked():
                roles[seat] = SeatRole.NAGASHI
            elif self.tenpai[seat].isChecked():
                roles[seat] = SeatRole.TENPAI
        return roles

    def instruction(self) -> str:
        if self.mode is EntryMode.NAGASHI:
            return self.tr(
                "Nagashi mangan: press 1–{last} or click who made it; tick who was tenpai."
            ).format(last=self._seats())
        return self.tr(
            "Draw: press 1–{last} or click each player who was tenpai (A: all, 0: nobody)."
        ).format(last=self._seats())

    def warning(self) -> str:
        table = self.table
        if table is None:
            return ""
        noten = [table.names[s] for s in sorted(table.riichi) if not self.tenpai[s].isChecked()]
        if not noten:
            return ""
        return self.tr(
            "{names} declared riichi but are marked noten: a riichi player who is not tenpai "
            "at the draw has made a chombo."
        ).format(names=", ".join(noten))
