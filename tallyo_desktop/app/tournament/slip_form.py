"""A table's result slip, typed in by the keyboard alone: each seat's final points (Tab goes on
to the next seat, East first, then the riichi sticks left), with the check shown as it is typed
("The table adds up to 118000: 2000 short."), and Enter to record. The chombo of each seat are
after the sticks, for the slips that have any.

The check is the core's (`results.check_slip`); the form never settles a table itself.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QRegularExpression, Qt, Signal
from PySide6.QtGui import QKeyEvent, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.shared.look import HEADING_SCALE, scaled_font
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.tournament.results import MOST_CHOMBO, MOST_STICKS, check_slip
from tallyo_desktop.core.tournament.state import TournamentState

SEATS = 4


class SlipForm(QWidget):
    recordRequested = Signal(int, int, object, object, int)
    """Round, table, the points and the chombo of each seat (East first), the sticks left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("slipForm")
        self.round = -1
        self.table = -1
        self._state: TournamentState | None = None
        self.heading = QLabel()
        self.heading.setFont(scaled_font(self, HEADING_SCALE))
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Final points")), 0, 2)
        grid.addWidget(QLabel(self.tr("Chombo")), 0, 3)
        self.winds: list[QLabel] = []
        self.names: list[QLabel] = []
        self.points: list[QLineEdit] = []
        self.chombo: list[QSpinBox] = []
        whole = QRegularExpressionValidator(QRegularExpression(r"-?\d{0,7}"), self)
        for seat in range(SEATS):
            wind, name, points, chombo = QLabel(), QLabel(), QLineEdit(), QSpinBox()
            points.setObjectName(f"slipPoints{seat + 1}")
            points.setValidator(whole)
            points.setAlignment(Qt.AlignmentFlag.AlignRight)
            points.textChanged.connect(self.show_check)
            chombo.setObjectName(f"slipChombo{seat + 1}")
            chombo.setRange(0, MOST_CHOMBO)
            name.setBuddy(points)
            for column, widget in enumerate((wind, name, points, chombo)):
                grid.addWidget(widget, seat + 1, column)
            self.winds.append(wind)
            self.names.append(name)
            self.points.append(points)
            self.chombo.append(chombo)
        self.sticks = QSpinBox()
        self.sticks.setObjectName("slipSticks")
        self.sticks.setRange(0, MOST_STICKS)
        self.sticks.valueChanged.connect(self.show_check)
        sticks_label = QLabel(self.tr("Riichi &sticks left:"))
        sticks_label.setBuddy(self.sticks)
        grid.addWidget(sticks_label, SEATS + 1, 1)
        grid.addWidget(self.sticks, SEATS + 1, 2)
        self.check = QLabel()
        self.check.setObjectName("slipCheck")
        self.check.setWordWrap(True)
        self.record = QPushButton(self.tr("&Record (Enter)"))
        self.record.setObjectName("recordSlip")
        self.record.clicked.connect(self.request_record)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(grid)
        layout.addWidget(self.check)
        layout.addWidget(self.record)
        layout.addStretch(1)
        order = [*self.points, self.sticks, *self.chombo, self.record]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)
        self.setEnabled(False)

    def show_table(self, state: TournamentState, round_: int, table: int) -> None:
        """Show the slip of a table: its players by wind, and its result if it has one."""
        self._state, self.round, self.table = state, round_, table
        tables = state.tables(round_)
        if not 0 <= table < len(tables):
            self.setEnabled(False)
            self.heading.setText("")
            return
        self.setEnabled(True)
        seated = tables[table]
        size = len(seated)
        self.heading.setText(
            self.tr("Round {round}, table {table}").format(round=round_ + 1, table=table + 1)
        )
        held = state.results.get((round_, table))
        by_player: dict[str, tuple[int, int]] = {}
        if held is not None:
            result = held.result
            for seat, player in enumerate(result.seats):
                by_player[player] = (result.points[seat], result.chombo[seat])
        for seat in range(SEATS):
            shown = seat < size
            for widget in (self.winds[seat], self.names[seat], self.points[seat],
                           self.chombo[seat]):  # fmt: skip
                widget.setVisible(shown)
            if not shown:
                continue
            player = seated[seat]
            self.winds[seat].setText(Wind(seat).label)
            self.names[seat].setText(f"{state.players[player].name} ({player})")
            points, chombo = by_player.get(player, (None, 0))
            self.points[seat].setText("" if points is None else str(points))
            self.chombo[seat].setValue(chombo)
        self.sticks.setValue(held.result.sticks if held is not None else 0)
        self.show_check()

    def focus_first(self) -> None:
        self.points[0].setFocus()
        self.points[0].selectAll()

    def _typed(self) -> list[int] | None:
        size = self._size()
        typed = []
        for field in self.points[:size]:
            text = field.text().strip()
            if text in ("", "-"):
                return None
            typed.append(int(text))
        return typed

    def _size(self) -> int:
        if self._state is None:
            return SEATS
        return self._state.table_size

    def show_check(self) -> None:
        if self._state is None:
            self.check.setText("")
            return
        typed = self._typed()
        if typed is None:
            self.check.setText(self.tr("Each seat's final points, then Enter."))
            return
        self.check.setText(check_slip(self._state.rules, typed, self.sticks.value()).text())

    def request_record(self) -> None:
        typed = self._typed()
        if typed is None or self._state is None:
            self.check.setText(self.tr("Every seat needs its final points."))
            return
        chombo = [box.value() for box in self.chombo[: self._size()]]
        self.recordRequested.emit(self.round, self.table, typed, chombo, self.sticks.value())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.request_record()
            return
        super().keyPressEvent(event)
