"""The tournament window's results, two ways in one place: each table of a round, reported or
not, by slip or from its game; the slip of the chosen table typed in; the games gathered from
the other laptops (Gather results…, the Library's own gathering) or taken from the library.

After a slip is recorded the next table without a result is chosen, its first seat ready: a
round's slips are typed one after the other, the keyboard alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.shared.look import SPACE
from tallyo_desktop.app.tournament.controller import TournamentController
from tallyo_desktop.app.tournament.slip_form import SlipForm
from tallyo_desktop.core.table.settlement import format_result
from tallyo_desktop.core.tournament.changes import TournamentChange
from tallyo_desktop.core.tournament.penalty_list import round_sums

TABLE, PLAYERS, HOW, RESULTS = range(4)


class ResultsPage(QWidget):
    gatherRequested = Signal()
    libraryRequested = Signal()

    def __init__(self, controller: TournamentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tournamentResults")
        self.controller = controller
        self._showing = False
        self.round_choice = QComboBox()
        self.round_choice.setObjectName("resultsRound")
        self.round_choice.currentIndexChanged.connect(self._round_chosen)
        self.gather = QPushButton(self.tr("&Gather results…"))
        self.gather.setObjectName("gatherResults")
        self.gather.setToolTip(
            self.tr("Bring the laptops' game files into the library; their tables' results follow")
        )
        self.from_library = QPushButton(self.tr("Take the results from the &library"))
        self.clear = QPushButton(self.tr("Clear the chosen table's result"))
        self.gather.clicked.connect(self.gatherRequested)
        self.from_library.clicked.connect(self.libraryRequested)
        self.clear.clicked.connect(self.clear_chosen)
        self.summary = QLabel()
        self.summary.setObjectName("roundSummary")
        self.summary.setWordWrap(True)
        self.tables = QTableWidget(0, 4)
        self.tables.setObjectName("roundTables")
        self.tables.setHorizontalHeaderLabels(
            [self.tr("Table"), self.tr("Players"), self.tr("Reported"), self.tr("Results")]
        )
        self.tables.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tables.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tables.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tables.verticalHeader().setVisible(False)
        # Sized to their contents once a round is shown (sized at each cell, a round of 50
        # tables would take a second).
        self.tables.horizontalHeader().setSectionResizeMode(PLAYERS, QHeaderView.ResizeMode.Stretch)
        self.tables.itemSelectionChanged.connect(self._table_chosen)
        self.slip = SlipForm()
        self.slip.recordRequested.connect(self.record)

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Round:")))
        top.addWidget(self.round_choice)
        top.addStretch(1)
        for button in (self.gather, self.from_library, self.clear):
            top.addWidget(button)
        left = QVBoxLayout()
        left.addWidget(self.summary)
        left.addWidget(self.tables, 1)
        middle = QHBoxLayout()
        middle.addLayout(left, 3)
        middle.addWidget(self.slip, 2)
        layout = QVBoxLayout(self)
        layout.setSpacing(SPACE)
        layout.addLayout(top)
        layout.addLayout(middle, 1)
        controller.changed.connect(self.follow)
        controller.refused.connect(self._refused)

    def _refused(self, reason: str) -> None:
        if self.slip.isEnabled():
            self.slip.check.setText(reason)

    @property
    def shown_round(self) -> int:
        return max(0, self.round_choice.currentIndex())

    def follow(self, change: TournamentChange) -> None:
        if not (change.reset or change.settings or change.schedule or change.results
                or change.players):  # fmt: skip
            return
        if not self.controller.has_tournament:
            self.round_choice.clear()
            self.tables.setRowCount(0)
            return
        state = self.controller.state
        self._showing = True
        shown = self.shown_round if not change.reset else state.rounds_complete()
        self.round_choice.clear()
        for number in range(state.rounds):
            self.round_choice.addItem(self.tr("Round {round}").format(round=number + 1))
        self.round_choice.setCurrentIndex(min(shown, state.rounds - 1))
        self._showing = False
        self.show_round()

    def show_round(self, table: int | None = None) -> None:
        if not self.controller.has_tournament:
            return
        state = self.controller.state
        number = self.shown_round
        chosen = table if table is not None else max(0, self.tables.currentRow())
        tables = state.tables(number)
        self._showing = True
        self.tables.setRowCount(len(tables))
        for row, seated in enumerate(tables):
            held = state.results.get((number, row))
            names = ", ".join(state.players[player].name for player in seated)
            if held is None:
                how, results = self.tr("Waiting"), ""
            else:
                how = self.tr("Game") if held.result.game is not None else self.tr("Slip")
                by_seat = {
                    held.result.seats[standing.seat]: standing.result
                    for standing in held.settlement.standings
                }
                results = "  ".join(format_result(by_seat[player]) for player in seated)
            for column, text in enumerate((str(row + 1), names, how, results)):
                self.tables.setItem(row, column, QTableWidgetItem(text))
        for column in (TABLE, HOW, RESULTS):
            self.tables.resizeColumnToContents(column)
        self._showing = False
        sums = round_sums(state)
        if number < len(sums):
            done = sums[number]
            text = self.tr("{reported} of %n table(s) have reported.", "", done.tables).format(
                reported=done.reported
            )
            if done.reported:
                text += " " + (
                    self.tr("Their results add up.")
                    if done.adds_up
                    else self.tr("Their results do not add up: check the slips.")
                )
            self.summary.setText(text)
        if tables:
            self.tables.selectRow(min(chosen, len(tables) - 1))
            self._table_chosen()
        else:
            self.slip.show_table(state, number, -1)

    def _round_chosen(self) -> None:
        if not self._showing:
            self.show_round(0)

    def _table_chosen(self) -> None:
        if self._showing or not self.controller.has_tournament:
            return
        row = self.tables.currentRow()
        self.slip.show_table(self.controller.state, self.shown_round, row)

    def choose(self, round_: int, table: int) -> None:
        """Show a table's slip, ready to be typed."""
        self.round_choice.setCurrentIndex(round_)
        self.show_round(table)
        self.slip.focus_first()

    def record(
        self, round_: int, table: int, points: Sequence[int], chombo: Sequence[int], sticks: int
    ) -> None:
        if not self.controller.record_slip(round_, table, points, chombo, sticks):
            return
        state = self.controller.state
        waiting = [
            number for number in range(len(state.tables(round_)))
            if number not in state.reported(round_)
        ]  # fmt: skip
        later = [number for number in waiting if number > table] or waiting
        if later:
            self.choose(round_, later[0])
        elif round_ + 1 < state.rounds and state.tables(round_ + 1):
            self.choose(round_ + 1, 0)

    def clear_chosen(self) -> None:
        row = self.tables.currentRow()
        if row >= 0:
            self.controller.clear_result(self.shown_round, row)
