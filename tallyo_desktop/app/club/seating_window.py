"""The seating window: the organiser chooses the club night, lists who came, and seats them
round after round; each round is shown here with a button to start each table's game, big for
the room, and on paper.

The seating itself is the core's (`core.club.seating`); this window keeps the night with
`SeatingStore`, so that reopening it the same day shows the same night and rounds. Which night
is seated is `seating_night`'s part; the night carried to and from the other laptops is
`seating_files`'. A table's game is started by the main window, which follows
`startRequested`.

A laptop that opened a night's file follows the rounds of the laptop that saved it: seating a
round of its own there, or seating one of the file's rounds again, asks first, and such a round
is marked as seated here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import date

from PySide6.QtCore import QEvent, QSettings, Qt, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.club.seating_files import SAVED_KEY, NightFiles, Questions
from tallyo_desktop.app.club.seating_night import LibraryNights, NightBox, NightChoices
from tallyo_desktop.app.club.seating_players import PlayersBox
from tallyo_desktop.app.club.seating_print import document_name, print_page, round_html
from tallyo_desktop.app.club.seating_store import SeatingStore
from tallyo_desktop.app.club.seating_tables import Standings, TablesBox
from tallyo_desktop.app.club.seating_view import BigView, RoundView
from tallyo_desktop.app.shared.look import SPACE
from tallyo_desktop.app.shared.save_places import SavePlaces
from tallyo_desktop.core.club.seating import (
    Round,
    TableSizes,
    check_attendance,
    next_round,
    season_counts,
)
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.format import Metadata

KnownNames = Callable[[], Sequence[str]]


class SeatingWindow(NightFiles, NightChoices, QWidget):
    startRequested = Signal(object, object)
    """A table's game is to be started: carries its players in seat order (East first) and
    the Metadata of the night it belongs to (its event fields)."""

    def __init__(
        self,
        store: SeatingStore | None = None,
        known_names: KnownNames | None = None,
        parent: QWidget | None = None,
        today: date | None = None,
        rng: random.Random | None = None,
        standings: Standings | None = None,
        questions: Questions | None = None,
        library_nights: LibraryNights | None = None,
        settings: QSettings | None = None,
    ) -> None:
        """`settings`: where the seating's file was last saved is kept there."""
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("seatingWindow")
        self.places = SavePlaces(settings, SAVED_KEY)
        self.setWindowTitle(self.tr("Seating"))
        self.store = store
        self.questions = questions
        """Who answers the window's questions; without anyone, what would ask is not done."""
        self._known_names = known_names
        self._standings = standings
        self._library_nights = library_nights
        self._today = (today or date.today()).isoformat()
        self._rng = rng or random.Random()
        self.shown_round = 0
        """The round shown, counted from 1; 0 before the first."""
        self.big_view: BigView | None = None
        self._started: set[tuple[str, int, tuple[str, ...]]] = set()
        """The tables whose games were started here: the night, the round, the players."""
        self.plan = self._first_plan(self._last_attendance())
        self._build()
        self._show_plan()
        self._say_set_aside()
        self.resize(1100, 700)

    # Building
    def _build(self) -> None:
        night = self.night = NightBox()
        self.night_name, self.new_night = night.name, night.new_night
        self.night_name.editingFinished.connect(self._renamed)
        night.choice.activated.connect(self.choose_night)
        self.new_night.clicked.connect(self.start_new_night)
        night.save_file.clicked.connect(self.ask_save_file)
        night.open_file.clicked.connect(self.ask_open_file)

        players = self.players = PlayersBox()
        self.attendance, self.add_name, self.count = (
            players.attendance,
            players.add_name,
            players.count,
        )
        self.attendance.textChanged.connect(self._attendance_changed)

        tables = self.tables = TablesBox(self._standings)
        self.sizes, self.swiss = tables.sizes, tables.swiss
        self._size_choices = tables.choices
        self.sizes.currentIndexChanged.connect(self._attendance_changed)

        left = QVBoxLayout()
        left.addWidget(night)
        left.addWidget(players, 1)
        left.addWidget(tables)
        left_widget = QWidget()
        left_widget.setLayout(left)
        left_widget.setMaximumWidth(360)

        self.rounds = QComboBox()
        self.rounds.setObjectName("roundChoice")
        self.rounds.setAccessibleName(self.tr("The round shown"))
        # Wide enough for "Round 12 (seated here)" once such a round is listed.
        self.rounds.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.rounds.currentIndexChanged.connect(self._round_chosen)
        self.next = QPushButton(self.tr("&Next round"))
        self.next.setObjectName("nextRound")
        self.next.setToolTip(self.tr("Seat the players for another round"))
        self.next.clicked.connect(self.next_round)
        self.redo = QPushButton(self.tr("&Redo this round"))
        self.redo.setObjectName("redoRound")
        self.redo.setToolTip(self.tr("Seat the last round again, another way"))
        self.redo.clicked.connect(self.redo_round)
        self.big = QPushButton(self.tr("&Big view"))
        self.big.setObjectName("bigView")
        self.big.setToolTip(self.tr("The round alone, large enough to read across the room"))
        self.big.clicked.connect(self.show_big_view)
        self.print_button = QPushButton(self.tr("&Print…"))
        self.print_button.setObjectName("printRound")
        self.print_button.clicked.connect(self.print_round)
        bar = QHBoxLayout()
        bar.addWidget(self.rounds)
        bar.addWidget(self.next)
        bar.addWidget(self.redo)
        bar.addStretch(1)
        bar.addWidget(self.big)
        bar.addWidget(self.print_button)
        self.problem = QLabel()
        self.problem.setObjectName("seatingProblem")
        self.problem.setWordWrap(True)
        self.view = RoundView(buttons=True)
        self.view.startRequested.connect(self._start_table)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.view)
        right = QVBoxLayout()
        right.addLayout(bar)
        right.addWidget(self.problem)
        right.addWidget(scroll, 1)

        layout = QHBoxLayout(self)
        layout.setSpacing(2 * SPACE)
        layout.addWidget(left_widget)
        layout.addLayout(right, 1)

    # The night
    def _file_parent(self) -> QWidget:
        return self

    def _last_attendance(self) -> tuple[str, ...]:
        plans = self.store.plans() if self.store is not None else []
        return plans[0][1].attendance if plans else ()

    def _say_set_aside(self) -> None:
        """Say which kept seatings were left out (read as the window opened), if any."""
        left_out = self.store.set_aside if self.store is not None else {}
        if left_out:
            path, reason = next(iter(left_out.items()))
            self.problem.setText(
                self.tr(
                    "A seating kept in the data folder was left out, and left as it is "
                    "({path}): {reason}"
                ).format(path=path.name, reason=reason)
            )

    def _show_plan(self) -> None:
        plan = self.plan
        self.night_name.setText(plan.night_name)
        self.players.show_names(plan.attendance)
        self.sizes.setCurrentIndex(self._size_choices.index(plan.sizes))
        self.swiss.setChecked(plan.swiss)
        self._list_nights()
        self._list_rounds(len(plan.rounds))

    def start_new_night(self) -> None:
        others = [entry.name for entry in self._entries()]
        self.plan = replace(
            self._new_plan(self._names(), others),
            sizes=self._chosen_sizes(),
            swiss=self.swiss.isChecked(),
        )
        self._show_plan()
        self._save()

    def _renamed(self) -> None:
        name = self.night_name.text().strip()
        if self.night_name.isReadOnly():
            return
        if name and name != self.plan.night_name:
            self.plan = replace(self.plan, night_name=name)
            self._save()
            self._list_nights()
            self._show_round()

    def _save(self) -> None:
        if self.store is None:
            return
        reason = self.store.save(self.plan)
        if reason is None:
            self.problem.clear()
            return
        self.problem.setText(
            self.tr(
                "The seating could not be kept ({reason}): it is shown until you close this "
                "window. Print it to keep it."
            ).format(reason=reason)
        )

    def changeEvent(self, event: QEvent) -> None:
        built = getattr(self, "night", None) is not None
        if built and event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            # A night may have been made in the library meanwhile, or renamed there.
            self._list_nights()
        super().changeEvent(event)

    # The players
    def _names(self) -> tuple[str, ...]:
        return self.players.names()

    def _chosen_sizes(self) -> TableSizes:
        return self._size_choices[max(0, self.sizes.currentIndex())]

    def add_player(self) -> None:
        self.players.add_player()

    def _attendance_changed(self) -> None:
        self.next.setEnabled(self.players.say_count(self._chosen_sizes()))

    def showEvent(self, event: QShowEvent) -> None:
        if self._known_names is not None and not self.players.names_model.stringList():
            # Read when the window is shown: the library may have grown since.
            self.players.names_model.setStringList(
                sorted(set(self._known_names()), key=str.casefold)
            )
        super().showEvent(event)
        # The organiser opens the window to type the players in: typing goes there, never
        # into the night's name.
        self.attendance.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    # The rounds
    def next_round(self, *, asked: bool = False) -> bool:
        """Seat another round; False with the reason shown when the list cannot be seated,
        or when the night follows another laptop's plan and seating here was declined."""
        number = len(self.plan.rounds) + 1
        if not asked and not self._may_seat_here(number, again=False):
            return False
        names = self._names()
        sizes = self._chosen_sizes()
        swiss = self.swiss.isChecked()
        earlier = self.store.earlier_rounds(self.plan.night_id) if self.store is not None else []
        try:
            seated = next_round(
                names,
                sizes,
                self.plan.rounds,
                season_counts(earlier),
                self._rng,
                standings=self.tables.order(self.plan.night_id, names) if swiss else None,
            )
        except TallyoError as error:
            self.problem.setText(str(error))
            return False
        attendance = check_attendance(names)
        self.plan = replace(self.plan, attendance=attendance, sizes=sizes, swiss=swiss)
        self.plan = self.plan.with_round(seated)
        self._list_rounds(len(self.plan.rounds))
        self._list_nights()
        self._save()
        return True

    def redo_round(self) -> None:
        """Seat the last round again."""
        if not self.plan.rounds or not self._may_seat_here(len(self.plan.rounds), again=True):
            return
        kept = self.plan
        self.plan = self.plan.without_last_round()
        if not self.next_round(asked=True):
            self.plan = kept

    def _list_rounds(self, shown: int) -> None:
        self.rounds.blockSignals(True)
        self.rounds.clear()
        for number in range(1, len(self.plan.rounds) + 1):
            label = (
                self.tr("Round {number} (seated here)")
                if self.plan.seated_here(number)
                else self.tr("Round {number}")
            )
            self.rounds.addItem(label.format(number=number))
        self.rounds.setCurrentIndex(shown - 1)
        self.rounds.blockSignals(False)
        self.shown_round = shown
        self._show_round()

    def _round_chosen(self, index: int) -> None:
        self.shown_round = index + 1
        self._show_round()

    def current_round(self) -> Round | None:
        if 1 <= self.shown_round <= len(self.plan.rounds):
            return self.plan.rounds[self.shown_round - 1]
        return None

    def _heading(self) -> str:
        return self.tr("{night}: round {number}").format(
            night=self.plan.night_name, number=self.shown_round
        )

    def _show_round(self) -> None:
        seated = self.current_round()
        self.view.show_round(seated)
        for night, number, players in self._started:
            if (night, number) == (self.plan.night_id, self.shown_round):
                self.view.mark_started(players)
        last = self.shown_round == len(self.plan.rounds) and seated is not None
        self.redo.setEnabled(last)
        self.rounds.setEnabled(seated is not None)
        self.big.setEnabled(seated is not None)
        self.print_button.setEnabled(seated is not None)
        if self.big_view is not None:
            self.big_view.show_round(self._heading(), seated)

    def show_big_view(self) -> None:
        if self.big_view is None:
            self.big_view = BigView(self)
        self.big_view.show_round(self._heading(), self.current_round())
        self.big_view.showMaximized()
        self.big_view.raise_()

    def page(self) -> str:
        """The shown round's printed page."""
        seated = self.current_round()
        return round_html(self.plan.night_name, self.shown_round, seated or Round(()))

    def print_round(self) -> None:
        if self.current_round() is not None:
            plan = self.plan
            name = document_name(plan.night_name, plan.day, self.shown_round)
            print_page(self.page(), self, name)

    def table_started(self, players: tuple[str, ...]) -> None:
        """The game of the table of `players`, in the round shown, has started: its card
        says so, as long as that round is shown again."""
        self._started.add((self.plan.night_id, self.shown_round, players))
        self.view.mark_started(players)

    def _start_table(self, index: int) -> None:
        seated = self.current_round()
        if seated is None:
            return
        plan = self.plan
        night = Metadata(
            event_id=plan.night_id,
            event_name=plan.night_name,
            season_id=plan.season_id,
            season_name=plan.season_name,
        )
        self.startRequested.emit(seated.tables[index], night)

    def closeEvent(self, event: QCloseEvent) -> None:
        # The players typed since the last round are kept for the next opening.
        names = self._names()
        if names != self.plan.attendance and self.store is not None:
            try:
                self.plan = replace(self.plan, attendance=check_attendance(names))
            except TallyoError:
                pass
            else:
                self._save()
        if self.big_view is not None:
            self.big_view.close()
        super().closeEvent(event)
