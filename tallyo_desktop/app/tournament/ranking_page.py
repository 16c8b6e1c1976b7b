"""The tournament window's ranking, after each round: each player's place, total, results by
round, penalties, chombo and EMA tournament points; the teams; and the ranking taken out of the
app: on the big screen, printed, as CSV, a picture, a web page, and the EMA's results table.

The ranking is the core's (`core.tournament.ranking`), counted again at each change.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QShowEvent
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
from tallyo_desktop.core.table.settlement import format_result
from tallyo_desktop.core.tournament.changes import TournamentChange
from tallyo_desktop.core.tournament.exports import place_text, total_text
from tallyo_desktop.core.tournament.ranking import Ranking, ranking, team_ranking

EXPORTS = ("print", "csv", "picture", "page", "ema")


class RankingPage(QWidget):
    exportRequested = Signal(str)
    """One of EXPORTS: the window asks where, and writes it."""
    boardRequested = Signal()

    def __init__(self, controller: TournamentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tournamentRanking")
        self.controller = controller
        self.shown: Ranking | None = None
        self._stale = False
        self._reset_due = False
        self.after = QComboBox()
        self.after.setObjectName("rankingAfter")
        self.after.currentIndexChanged.connect(self.show_ranking)
        self.table = QTableWidget(0, 0)
        self.table.setObjectName("rankingTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.teams = QTableWidget(0, 4)
        self.teams.setObjectName("teamRanking")
        self.teams.setHorizontalHeaderLabels(
            [self.tr("Place"), self.tr("Team"), self.tr("Players"), self.tr("Total")]
        )
        self.teams.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.teams.verticalHeader().setVisible(False)
        self.teams.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.teams.setMaximumHeight(180)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Ranking:")))
        top.addWidget(self.after)
        top.addStretch(1)
        self.board = QPushButton(self.tr("On the &big screen"))
        self.board.setObjectName("rankingBoard")
        self.board.clicked.connect(self.boardRequested)
        top.addWidget(self.board)
        texts = (
            self.tr("&Print…"), self.tr("&CSV…"), self.tr("P&icture…"), self.tr("&Web page…"),
            self.tr("&EMA results table…"),
        )  # fmt: skip
        self.exports: dict[str, QPushButton] = {}
        for kind, text in zip(EXPORTS, texts, strict=True):
            button = QPushButton(text)
            button.setObjectName(f"export_{kind}")
            button.clicked.connect(lambda _=False, kind=kind: self.exportRequested.emit(kind))
            top.addWidget(button)
            self.exports[kind] = button
        self.teams_label = QLabel(self.tr("Teams:"))
        layout = QVBoxLayout(self)
        layout.setSpacing(SPACE)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.teams_label)
        layout.addWidget(self.teams)
        controller.changed.connect(self.follow)

    def follow(self, change: TournamentChange) -> None:
        if not change.ranking and not change.schedule:
            return
        # A page out of sight is shown again when it comes into sight: a slip typed on the
        # results page does not wait for 200 rows no one sees.
        self._reset_due = self._reset_due or change.reset
        if not self.isVisible():
            self._stale = True
            return
        self._refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self._refresh()

    def _refresh(self) -> None:
        self._stale = False
        reset, self._reset_due = self._reset_due, False
        if not self.controller.has_tournament:
            self.table.setRowCount(0)
            return
        state = self.controller.state
        chosen = self.after.currentIndex()
        self.after.blockSignals(True)
        self.after.clear()
        self.after.addItem(self.tr("Every result so far"))
        for number in range(state.rounds):
            self.after.addItem(self.tr("After round {round}").format(round=number + 1))
        self.after.setCurrentIndex(0 if reset or chosen < 0 else min(chosen, state.rounds))
        self.after.blockSignals(False)
        self.show_ranking()

    def rounds_counted(self) -> int | None:
        index = self.after.currentIndex()
        return None if index <= 0 else index

    def current(self) -> Ranking:
        """The ranking shown: counted now from the tournament."""
        return ranking(self.controller.state, self.rounds_counted())

    def show_ranking(self) -> None:
        if not self.controller.has_tournament:
            return
        table = self.shown = self.current()
        rounds = [self.tr("R{round}").format(round=n + 1) for n in range(table.rounds)]
        # After the cut, what the finalists carried into the final rounds.
        carried = any(row.carried is not None for row in table.rows)
        headers = [self.tr("Place"), self.tr("No."), self.tr("Player"), self.tr("Country"),
                   self.tr("Total"), *([self.tr("Carried")] if carried else []), *rounds,
                   self.tr("Penalties"), self.tr("Chombo"), self.tr("MERS")]  # fmt: skip
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.setRowCount(len(table.rows))
        for row_number, row in enumerate(table.rows):
            name = row.player.name
            if row.player.substitute:
                name = self.tr("{name} (substitute)").format(name=name)
            elif row.dropped_from is not None:
                name = self.tr("{name} (dropped)").format(name=name)
            elif row.finalist:
                name = self.tr("{name} (final table)").format(name=name)
            cells = [
                place_text(row), row.player.id, name, row.player.country, total_text(row.total),
                *([""] if carried and row.carried is None else []),
                *([total_text(row.carried)] if row.carried is not None else []),
                *["" if result is None else format_result(result) for result in row.results],
                format_result(-row.penalties) if row.penalties else "",
                str(row.chombo) if row.chombo else "",
                "" if row.mers is None else str(row.mers),
            ]  # fmt: skip
            for column, text in enumerate(cells):
                self.table.setItem(row_number, column, QTableWidgetItem(text))
        # Sized once filled: sized at each cell, 200 rows would take a second.
        for column in range(len(headers)):
            if column != 2:
                self.table.resizeColumnToContents(column)
        teams = team_ranking(table)
        self.teams.setVisible(bool(teams))
        self.teams_label.setVisible(bool(teams))
        self.teams.setRowCount(len(teams))
        for row_number, team in enumerate(teams):
            place = f"{team.place}=" if team.tied else str(team.place)
            cells = [place, team.team, ", ".join(team.members), total_text(team.total)]
            for column, text in enumerate(cells):
                self.teams.setItem(row_number, column, QTableWidgetItem(text))
