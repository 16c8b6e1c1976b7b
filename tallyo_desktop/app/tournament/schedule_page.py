"""The tournament window's schedule: the tournament's name, day, rules and rounds; the whole
schedule seated in advance (with progress and Cancel), seated again after drops and late
entries, a Swiss round, the cut to the final tables; every round's tables, each table's game
started from here, and the schedule and the cards printed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QDate, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressDialog,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.library.progress import files_progress
from tallyo_desktop.app.shared.look import SPACE
from tallyo_desktop.app.tournament.controller import TournamentController
from tallyo_desktop.core.rules.presets import rules_name
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.tournament.changes import TournamentChange
from tallyo_desktop.core.tournament.entrants import MOST_PLAYERS, MOST_ROUNDS
from tallyo_desktop.core.tournament.events import Apart, Carry
from tallyo_desktop.core.tournament.schedule import repeats, winds_balanced
from tallyo_desktop.core.tournament.tournament_rules import (
    TournamentRules,
    ties_text,
    tournament_presets,
    tournament_rules,
)

PROGRESS_AFTER_MS = 400
"""A seating this quick shows no progress dialog."""
CARRIES = (Carry.KEPT, Carry.HALVED, Carry.CLEARED)
APARTS = (Apart.NOBODY, Apart.CLUB, Apart.COUNTRY)


class SchedulePage(QWidget):
    printRequested = Signal(str)
    """"schedule", "cards" or "tables": the window prints it."""
    startRequested = Signal(int, int)
    """A table's game is to be started: its round and table, from 0."""

    def __init__(self, controller: TournamentController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tournamentSchedule")
        self.controller = controller
        self.progress: QProgressDialog | None = None
        self._stale = False
        self._build()
        controller.changed.connect(self.follow)

    def _build(self) -> None:
        settings = QGroupBox(self.tr("The tournament"))
        form = QFormLayout(settings)
        self.name = QLineEdit()
        self.day = QDateEdit()
        self.day.setCalendarPopup(True)
        self.day.setDisplayFormat("yyyy-MM-dd")
        self.rules = QComboBox()
        self.rules.setObjectName("tournamentRules")
        self._presets: list[TournamentRules] = tournament_presets(4) + tournament_presets(3)
        for preset in self._presets:
            self.rules.addItem(rules_name(preset.game))
        self.custom = QPushButton(self.tr("C&ustom rules…"))
        self.custom.setObjectName("customRules")
        self.custom.clicked.connect(self.ask_custom_rules)
        self.rounds = QSpinBox()
        self.rounds.setRange(1, MOST_ROUNDS)
        self.ties = QLabel()
        self.ties.setWordWrap(True)
        self.apply = QPushButton(self.tr("Apply"))
        self.apply.clicked.connect(self.apply_settings)
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("First day:"), self.day)
        rules_row = QHBoxLayout()
        rules_row.addWidget(self.rules, 1)
        rules_row.addWidget(self.custom)
        form.addRow(self.tr("Rules:"), rules_row)
        form.addRow(self.tr("Rounds:"), self.rounds)
        form.addRow("", self.ties)
        form.addRow("", self.apply)

        seat = QGroupBox(self.tr("Seating"))
        seat_layout = QVBoxLayout(seat)
        apart_row = QHBoxLayout()
        self.apart = QComboBox()
        self.apart.setObjectName("seatingApart")
        for text in (self.tr("Teammates apart"),
                     self.tr("Teammates and players of one club apart"),
                     self.tr("Teammates and players of one country apart")):  # fmt: skip
            self.apart.addItem(text)
        self.apart_rounds = QSpinBox()
        self.apart_rounds.setObjectName("apartRounds")
        self.apart_rounds.setRange(1, MOST_ROUNDS)
        self.apart_rounds.setValue(2)
        self.apart_rounds.setPrefix(self.tr("in the first "))
        self.apart_rounds.setSuffix(self.tr(" rounds"))
        self.apart.currentIndexChanged.connect(
            lambda index: self.apart_rounds.setEnabled(index > 0)
        )
        self.apart_rounds.setEnabled(False)
        apart_row.addWidget(self.apart, 1)
        apart_row.addWidget(self.apart_rounds)
        seat_layout.addLayout(apart_row)
        self.seat_whole = QPushButton(self.tr("&Seat the whole schedule"))
        self.seat_whole.setObjectName("seatWhole")
        self.seat_again = QPushButton(self.tr("Seat the rounds not played &again"))
        self.seat_again.setObjectName("seatAgain")
        self.swiss = QPushButton(self.tr("Seat the next round by the ranking (S&wiss)"))
        self.seat_whole.clicked.connect(self.seat_schedule)
        self.seat_again.clicked.connect(self.seat_rounds_again)
        self.swiss.clicked.connect(self.controller.seat_swiss)
        self.figures = QLabel()
        self.figures.setObjectName("scheduleFigures")
        self.figures.setWordWrap(True)
        for widget in (self.seat_whole, self.seat_again, self.swiss, self.figures):
            seat_layout.addWidget(widget)

        cut = QGroupBox(self.tr("The cut"))
        cut_form = QFormLayout(cut)
        self.cut_size = QSpinBox()
        self.cut_size.setObjectName("cutSize")
        self.cut_size.setRange(3, MOST_PLAYERS)
        self.carry = QComboBox()
        for text in (self.tr("Results kept"), self.tr("Results halved"),
                     self.tr("Results cleared")):  # fmt: skip
            self.carry.addItem(text)
        self.others_play = QCheckBox(self.tr("The others play on below them"))
        self.others_play.setChecked(True)
        self.cut_button = QPushButton(self.tr("Make the &cut after the rounds complete"))
        self.cut_button.setObjectName("makeCut")
        self.cut_button.clicked.connect(self.make_cut)
        cut_form.addRow(self.tr("Finalists:"), self.cut_size)
        cut_form.addRow(self.tr("Their results:"), self.carry)
        cut_form.addRow("", self.others_play)
        cut_form.addRow("", self.cut_button)

        printing = QHBoxLayout()
        self.print_schedule = QPushButton(self.tr("&Print the schedule…"))
        self.print_cards = QPushButton(self.tr("Player &cards…"))
        self.print_tables = QPushButton(self.tr("&Table cards of the round…"))
        self.start_game = QPushButton(self.tr("Start the chosen table's &game"))
        self.start_game.setObjectName("startTableGame")
        self.print_schedule.clicked.connect(lambda: self.printRequested.emit("schedule"))
        self.print_cards.clicked.connect(lambda: self.printRequested.emit("cards"))
        self.print_tables.clicked.connect(lambda: self.printRequested.emit("tables"))
        self.start_game.clicked.connect(self._start_chosen)
        for button in (self.print_schedule, self.print_cards, self.print_tables):
            printing.addWidget(button)
        printing.addStretch(1)
        printing.addWidget(self.start_game)

        self.view = QTreeWidget()
        self.view.setObjectName("scheduleView")
        self.view.setColumnCount(5)
        self.view.itemDoubleClicked.connect(lambda *_: self._start_chosen())

        left = QVBoxLayout()
        left.addWidget(settings)
        left.addWidget(seat)
        left.addWidget(cut)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addLayout(printing)
        right.addWidget(self.view, 1)
        layout = QHBoxLayout(self)
        layout.setSpacing(SPACE)
        layout.addLayout(left, 0)
        layout.addLayout(right, 1)

    # Showing
    def follow(self, change: TournamentChange) -> None:
        if change.reset or change.settings:
            self.show_settings()
        if change.reset and self.controller.has_tournament:
            # What the last seating kept apart, as it was asked; the organiser's choice since
            # is theirs until they seat.
            state = self.controller.state
            self.apart.setCurrentIndex(APARTS.index(state.apart))
            if state.apart is not Apart.NOBODY:
                self.apart_rounds.setValue(state.apart_rounds)
        if change.reset or change.settings or change.schedule or change.results or change.players:
            # Out of sight, the rounds are shown again when they come into sight.
            if self.isVisible():
                self.show_schedule()
            else:
                self._stale = True

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.show_schedule()

    def show_settings(self) -> None:
        if not self.controller.has_tournament:
            return
        state = self.controller.state
        self.name.setText(state.name)
        self.day.setDate(QDate.fromString(state.day, "yyyy-MM-dd"))
        self.rounds.setValue(state.rounds)
        found = next(
            (index for index, preset in enumerate(self._presets) if preset == state.rules), None
        )
        if found is None:
            self._presets.append(state.rules)
            self.rules.addItem(rules_name(state.rules.game))
            found = len(self._presets) - 1
        self.rules.setCurrentIndex(found)
        self.ties.setText(ties_text(state.rules))
        self.cut_size.setSingleStep(state.table_size)
        self.cut_size.setMinimum(state.table_size)
        if self.cut_size.value() % state.table_size:
            self.cut_size.setValue(state.table_size)

    def show_schedule(self) -> None:
        self._stale = False
        self.view.clear()
        if not self.controller.has_tournament:
            return
        state = self.controller.state
        winds = [Wind(seat).label for seat in range(state.table_size)]
        self.view.setHeaderLabels([self.tr("Table"), *winds])
        schedule = state.schedule
        if schedule is None:
            self.figures.setText(self.tr("Not seated yet."))
            return
        played = schedule.rounds
        balanced = winds_balanced(played, state.table_size)
        meetings = repeats(played)
        text = (
            self.tr("No two players meet twice.")
            if meetings == 0
            else self.tr("%n meeting(s) repeated.", "", meetings)
        )
        if balanced:
            text += " " + self.tr("Every player sits in each wind as often as the others.")
        self.figures.setText(text)
        next_round = state.rounds_complete()
        for number, tables in enumerate(schedule.rounds):
            reported = state.reported(number)
            title = self.tr(
                "Round {round}: {reported} of %n table(s) reported", "", len(tables)
            ).format(round=number + 1, reported=len(reported))
            top = QTreeWidgetItem([title])
            top.setData(0, Qt.ItemDataRole.UserRole, (number, -1))
            for table_number, table in enumerate(tables):
                mark = " ✓" if table_number in reported else ""
                cells = [f"{table_number + 1}{mark}"]
                cells += [state.players[player].name for player in table]
                item = QTreeWidgetItem(cells)
                item.setData(0, Qt.ItemDataRole.UserRole, (number, table_number))
                top.addChild(item)
            self.view.addTopLevelItem(top)
            # The round's line spans the columns: the table numbers' column stays narrow.
            top.setFirstColumnSpanned(True)
            top.setExpanded(number == next_round)
        for column in range(self.view.columnCount()):
            self.view.resizeColumnToContents(column)

    def chosen_table(self) -> tuple[int, int] | None:
        item = self.view.currentItem()
        if item is None:
            return None
        found = item.data(0, Qt.ItemDataRole.UserRole)
        if not isinstance(found, tuple) or found[1] < 0:
            return None
        return int(found[0]), int(found[1])

    def choose_table(self, round_: int, table: int) -> None:
        top = self.view.topLevelItem(round_)
        item = top.child(table) if top is not None else None
        if top is not None and item is not None:
            top.setExpanded(True)
            self.view.setCurrentItem(item)

    def chosen_round(self) -> int:
        item = self.view.currentItem()
        found = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(found, tuple):
            return int(found[0])
        return self.controller.state.rounds_complete() if self.controller.has_tournament else 0

    # What the organiser does
    def use_rules(self, rules: TournamentRules) -> None:
        """Offer `rules` in the list, chosen, for Apply to keep."""
        if rules not in self._presets:
            self._presets.append(rules)
            self.rules.addItem(rules_name(rules.game))
        self.rules.setCurrentIndex(self._presets.index(rules))

    def ask_custom_rules(self) -> None:
        # Imported when asked for: the rules editor is large, and seldom needed here.
        from tallyo_desktop.app.tournament.rules_dialog import ask_rules

        chosen = ask_rules(self._presets[self.rules.currentIndex()].game, self)
        if chosen is not None:
            self.use_rules(tournament_rules(chosen))

    def apply_settings(self) -> None:
        rules = self._presets[self.rules.currentIndex()]
        day = self.day.date().toString("yyyy-MM-dd")
        self.controller.change_settings(self.name.text(), day, rules, self.rounds.value())

    def _progress(self, label: str) -> tuple[QProgressDialog, Callable[[int, int], None]]:
        dialog, step = files_progress(
            self, label, self.tr("Cancel"), self.tr("Seating"), "seatingProgress",
            PROGRESS_AFTER_MS,
        )  # fmt: skip
        self.progress = dialog

        def told(done: int, total: int) -> None:
            step(done, total)
            # The search runs on this thread: the window breathes, and Cancel is seen.
            QApplication.processEvents()

        return dialog, told

    def _apart_asked(self) -> dict[str, Any]:
        apart = APARTS[self.apart.currentIndex()]
        rounds = self.apart_rounds.value() if apart is not Apart.NOBODY else 0
        return {"apart": apart, "apart_rounds": rounds}

    def seat_schedule(self) -> None:
        dialog, told = self._progress(self.tr("Seating every round…"))
        try:
            self.controller.seat_whole(
                progress=told, cancelled=dialog.wasCanceled, **self._apart_asked()
            )
        finally:
            dialog.close()
            self.progress = None

    def seat_rounds_again(self) -> None:
        dialog, told = self._progress(self.tr("Seating the rounds not played…"))
        try:
            self.controller.seat_again(
                progress=told, cancelled=dialog.wasCanceled, **self._apart_asked()
            )
        finally:
            dialog.close()
            self.progress = None

    def make_cut(self) -> None:
        carry = CARRIES[self.carry.currentIndex()]
        self.controller.make_cut(self.cut_size.value(), carry, self.others_play.isChecked())

    def _start_chosen(self) -> None:
        chosen = self.chosen_table()
        if chosen is not None:
            self.startRequested.emit(*chosen)
