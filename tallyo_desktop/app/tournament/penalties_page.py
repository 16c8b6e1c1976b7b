"""The tournament window's penalties: a referee's penalty given (points off a player's total, in
the steps the rules set, with its round and reason) or withdrawn; the list of every penalty and
chombo; and each round's results added up, to check that they add up as the rules say.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.shared.look import SPACE
from tallyo_desktop.app.tournament.controller import TournamentController
from tallyo_desktop.core.table.settlement import format_result
from tallyo_desktop.core.tournament.changes import TournamentChange
from tallyo_desktop.core.tournament.penalty_list import listed_penalties, round_sums
from tallyo_desktop.core.tournament.tournament_rules import MOST_PENALTY, PENALTY_STEP


class PenaltiesPage(QWidget):
    exportRequested = Signal()

    def __init__(self, controller: TournamentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tournamentPenalties")
        self.controller = controller
        give = QGroupBox(self.tr("A referee's penalty"))
        form = QFormLayout(give)
        self.player = QComboBox()
        self.player.setObjectName("penaltyPlayer")
        self.player.setEditable(False)
        self.round = QSpinBox()
        self.round.setObjectName("penaltyRound")
        self.points = QSpinBox()
        self.points.setObjectName("penaltyPoints")
        self.points.setRange(PENALTY_STEP, MOST_PENALTY)
        self.reason = QLineEdit()
        self.reason.setObjectName("penaltyReason")
        self.give = QPushButton(self.tr("&Give the penalty"))
        self.give.setObjectName("givePenalty")
        self.give.clicked.connect(self.give_penalty)
        self.reason.returnPressed.connect(self.give_penalty)
        form.addRow(self.tr("Player:"), self.player)
        form.addRow(self.tr("Round:"), self.round)
        form.addRow(self.tr("Points off:"), self.points)
        form.addRow(self.tr("Reason:"), self.reason)
        form.addRow("", self.give)

        self.list = QTableWidget(0, 6)
        self.list.setObjectName("penaltyList")
        self.list.setHorizontalHeaderLabels(
            [self.tr("Round"), self.tr("Table"), self.tr("Player"), self.tr("Points off"),
             self.tr("Chombo"), self.tr("Reason")]
        )  # fmt: skip
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.verticalHeader().setVisible(False)
        self.list.horizontalHeader().setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        self.sums = QLabel()
        self.sums.setObjectName("roundSums")
        self.sums.setWordWrap(True)
        buttons = QHBoxLayout()
        self.withdraw = QPushButton(self.tr("&Withdraw the chosen penalty"))
        self.withdraw.clicked.connect(self.withdraw_chosen)
        self.export = QPushButton(self.tr("&Export the list (CSV)…"))
        self.export.clicked.connect(self.exportRequested)
        buttons.addWidget(self.withdraw)
        buttons.addStretch(1)
        buttons.addWidget(self.export)
        layout = QVBoxLayout(self)
        layout.setSpacing(SPACE)
        layout.addWidget(give)
        layout.addWidget(QLabel(self.tr("Penalties and chombo:")))
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.sums)
        controller.changed.connect(self.follow)

    def follow(self, change: TournamentChange) -> None:
        if not self.controller.has_tournament:
            return
        if change.reset or change.players or change.settings:
            self._show_players()
        if change.reset or change.penalties or change.results or change.settings:
            self.show_list()

    def _show_players(self) -> None:
        state = self.controller.state
        chosen = self.player.currentData()
        self.player.clear()
        for player in state.players.values():
            self.player.addItem(f"{player.name} ({player.id})", player.id)
        if chosen is not None:
            self.player.setCurrentIndex(max(0, self.player.findData(chosen)))
        self.round.setRange(1, state.rounds)
        step = state.rules.penalty_step
        self.points.setSingleStep(step)
        self.points.setMinimum(step)
        if self.points.value() % step:
            self.points.setValue(step)

    def show_list(self) -> None:
        state = self.controller.state
        listed = listed_penalties(state)
        self.list.setRowCount(len(listed))
        for row, item in enumerate(listed):
            cells = (
                str(item.round + 1),
                "" if item.table is None else str(item.table + 1),
                state.players[item.player].name,
                format_result(-item.points) if item.points else "",
                str(item.chombo) if item.chombo else "",
                item.reason,
            )
            for column, text in enumerate(cells):
                cell = QTableWidgetItem(text)
                cell.setData(Qt.ItemDataRole.UserRole, item.number)
                self.list.setItem(row, column, cell)
        lines = []
        for done in round_sums(state):
            if not done.reported:
                continue
            line = self.tr(
                "Round {round}: {reported} of %n table(s), results {results}", "", done.tables
            ).format(round=done.round + 1, reported=done.reported,
                     results=format_result(done.results))  # fmt: skip
            if done.unpaid:
                line += " " + self.tr("({unpaid} paid to nobody: chombo, sticks lost)").format(
                    unpaid=format_result(-done.unpaid)
                )
            line += " " + (self.tr("add up.") if done.adds_up else self.tr("DO NOT add up."))
            if done.penalties:
                line += " " + self.tr("Penalties: {points}.").format(
                    points=format_result(-done.penalties)
                )
            lines.append(line)
        self.sums.setText("\n".join(lines))

    def give_penalty(self) -> None:
        player = self.player.currentData()
        if player is None:
            return
        if self.controller.penalise(
            str(player), self.round.value() - 1, self.points.value(), self.reason.text()
        ):
            self.reason.clear()

    def withdraw_chosen(self) -> None:
        item = self.list.item(self.list.currentRow(), 0) if self.list.currentRow() >= 0 else None
        number = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(number, int):
            self.controller.withdraw_penalty(number)
