"""The tournament window's players: registration (typed in, from a CSV file, or from the
library's players), check-in on the day, corrections, and drops between rounds with a
replacement taking the seats.

What the organiser does goes to the controller; the list is shown again from each change.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QCompleter,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.shared.look import SPACE
from tallyo_desktop.app.tournament.controller import TournamentController
from tallyo_desktop.core.tournament.changes import TournamentChange
from tallyo_desktop.core.tournament.players import MOST_TABLES, Player
from tallyo_desktop.core.tournament.state import TournamentState

COLUMNS = 8
NUMBER, NAME, EMA, COUNTRY, CLUB, TEAM, HERE, STATUS = range(COLUMNS)


class PlayersPage(QWidget):
    importRequested = Signal()
    """Import CSV… was pressed: the window asks for the file."""

    def __init__(
        self,
        controller: TournamentController,
        known_names: Callable[[], Sequence[str]] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tournamentPlayers")
        self.controller = controller
        self._known_names = known_names
        self._filling = False
        self._stale = False
        self._build()
        controller.changed.connect(self.follow)

    def _build(self) -> None:
        form_box = QGroupBox(self.tr("Register a player"))
        form = QFormLayout(form_box)
        self.name = QLineEdit()
        self.name.setObjectName("playerName")
        self.ema = QLineEdit()
        self.ema.setObjectName("playerEma")
        self.country = QLineEdit()
        self.club = QLineEdit()
        self.team = QLineEdit()
        self.keeps_table = QSpinBox()
        self.keeps_table.setObjectName("keepsTable")
        self.keeps_table.setRange(0, MOST_TABLES)
        # 0 shows as "any": most players move from table to table.
        self.keeps_table.setSpecialValueText(self.tr("Any table"))
        self.keeps_table.setToolTip(
            self.tr("A player who cannot move keeps this table in every round.")
        )
        self.substitute = QCheckBox(self.tr("Substitute: plays for their table, is not ranked"))
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&EMA number:"), self.ema)
        form.addRow(self.tr("C&ountry:"), self.country)
        form.addRow(self.tr("C&lub:"), self.club)
        form.addRow(self.tr("&Team:"), self.team)
        form.addRow(self.tr("Keeps t&able:"), self.keeps_table)
        form.addRow("", self.substitute)
        buttons = QHBoxLayout()
        self.register_button = QPushButton(self.tr("&Register"))
        self.register_button.setDefault(True)
        self.save_button = QPushButton(self.tr("Save the changes"))
        self.import_button = QPushButton(self.tr("&Import a CSV file…"))
        self.library_button = QPushButton(self.tr("From the &library…"))
        for button in (self.register_button, self.save_button, self.import_button,
                       self.library_button):  # fmt: skip
            buttons.addWidget(button)
        form.addRow(buttons)
        for field in (self.name, self.ema, self.country, self.club, self.team):
            field.returnPressed.connect(self.register_typed)
        self.register_button.clicked.connect(self.register_typed)
        self.save_button.clicked.connect(self.save_selected)
        self.import_button.clicked.connect(self.importRequested)
        self.library_button.clicked.connect(self.show_library_players)
        self.library = QListWidget()
        self.library.setObjectName("libraryPlayers")
        self.library.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.register_chosen = QPushButton(self.tr("Register the chosen players"))
        self.register_chosen.clicked.connect(self.register_library_players)
        self.library_box = QGroupBox(self.tr("The library's players"))
        library_layout = QVBoxLayout(self.library_box)
        library_layout.addWidget(self.library, 1)
        library_layout.addWidget(self.register_chosen)
        self.library_box.setVisible(False)

        self.table = QTableWidget(0, COLUMNS)
        self.table.setObjectName("playersTable")
        self.table.setHorizontalHeaderLabels(
            [self.tr("No."), self.tr("Name"), self.tr("EMA number"), self.tr("Country"),
             self.tr("Club"), self.tr("Team"), self.tr("Here"), self.tr("Status")]
        )  # fmt: skip
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        self.table.itemChanged.connect(self._here_changed)
        self.table.itemSelectionChanged.connect(self._selected)

        below = QHBoxLayout()
        self.everyone = QPushButton(self.tr("&Everyone is here"))
        self.everyone.clicked.connect(self.check_in_everyone)
        self.take_off = QPushButton(self.tr("Take off the list"))
        self.take_off.clicked.connect(self.take_off_selected)
        self.replacement = QLineEdit()
        self.replacement.setObjectName("replacementName")
        self.replacement.setPlaceholderText(self.tr("Replacement (a substitute), or none"))
        self.replacement.setMinimumWidth(
            self.replacement.fontMetrics().horizontalAdvance(self.replacement.placeholderText())
            + 4 * SPACE
        )
        self.drop_button = QPushButton(self.tr("&Drop after the rounds begun"))
        self.drop_button.setObjectName("dropButton")
        self.drop_button.clicked.connect(self.drop_selected)
        for widget in (self.everyone, self.take_off):
            below.addWidget(widget)
        below.addStretch(1)
        below.addWidget(self.replacement)
        below.addWidget(self.drop_button)
        self.count = QLabel()
        self.count.setObjectName("playersCount")

        layout = QVBoxLayout(self)
        layout.setSpacing(SPACE)
        layout.addWidget(form_box)
        layout.addWidget(self.count)
        listed = QHBoxLayout()
        listed.addWidget(self.table, 3)
        listed.addWidget(self.library_box, 1)
        layout.addLayout(listed, 1)
        layout.addLayout(below)

    # Showing
    def follow(self, change: TournamentChange) -> None:
        if change.reset or change.players or change.schedule or change.results:
            # Out of sight, the list is shown again when it comes into sight.
            if self.isVisible():
                self.show_players()
            else:
                self._stale = True

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.show_players()

    def show_players(self) -> None:
        self._stale = False
        controller = self.controller
        if self._known_names is not None and self.name.completer() is None:
            completer = QCompleter(list(self._known_names()), self.name)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            self.name.setCompleter(completer)
        self._filling = True
        try:
            if not controller.has_tournament:
                self.table.setRowCount(0)
                self.count.setText("")
                return
            state = controller.state
            players = list(state.players.values())
            self.table.setRowCount(len(players))
            for row, player in enumerate(players):
                texts = (player.id, player.name, player.ema, player.country, player.club,
                         player.team)  # fmt: skip
                for column, text in enumerate(texts):
                    self.table.setItem(row, column, QTableWidgetItem(text))
                here = QTableWidgetItem()
                here.setFlags(here.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                checked = player.id in state.present
                here.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
                self.table.setItem(row, HERE, here)
                self.table.setItem(row, STATUS, QTableWidgetItem(self._status(state, player)))
            self.count.setText(self._count_text(state))
        finally:
            self._filling = False

    def _status(self, state: TournamentState, player: Player) -> str:
        dropped = state.dropped.get(player.id)
        if dropped is not None:
            return self.tr("Dropped after round {round}").format(round=dropped)
        if player.substitute:
            return self.tr("Substitute")
        if player.table is not None:
            return self.tr("Keeps table {table}").format(table=player.table + 1)
        return ""

    def _count_text(self, state: TournamentState) -> str:
        size = state.table_size
        playing = len(state.active(state.begun))
        tables, over = divmod(playing, size)
        text = self.tr("{registered} registered, {here} here: {playing} to seat.").format(
            registered=len(state.players), here=len(state.present), playing=playing
        )
        if over:
            return (
                text
                + " "
                + self.tr(
                    "Tables of {size} take {missing} more (substitutes), or {over} fewer."
                ).format(size=size, missing=size - over, over=over)
            )
        return text + " " + self.tr("%n table(s) of {size}.", "", tables).format(size=size)

    # What the organiser does
    def typed_player(self, number: str = "") -> Player:
        table = self.keeps_table.value() - 1 if self.keeps_table.value() else None
        return Player(number, self.name.text(), self.ema.text(), self.country.text(),
                      self.club.text(), self.team.text(), self.substitute.isChecked(),
                      table)  # fmt: skip

    def clear_fields(self) -> None:
        for field in (self.name, self.ema, self.country, self.club, self.team):
            field.clear()
        self.keeps_table.setValue(0)
        self.substitute.setChecked(False)
        self.name.setFocus()

    def register_typed(self) -> None:
        if self.controller.register([self.typed_player()]):
            self.clear_fields()

    def selected(self) -> list[str]:
        rows = sorted({index.row() for index in self.table.selectedIndexes()})
        found = []
        for row in rows:
            item = self.table.item(row, NUMBER)
            if item is not None:
                found.append(item.text())
        return found

    def select(self, number: str) -> None:
        for row in range(self.table.rowCount()):
            item = self.table.item(row, NUMBER)
            if item is not None and item.text() == number:
                self.table.selectRow(row)
                return

    def _selected(self) -> None:
        chosen = self.selected()
        if len(chosen) != 1 or not self.controller.has_tournament:
            return
        player = self.controller.state.players.get(chosen[0])
        if player is None:
            return
        self.name.setText(player.name)
        self.ema.setText(player.ema)
        self.country.setText(player.country)
        self.club.setText(player.club)
        self.team.setText(player.team)
        self.keeps_table.setValue(0 if player.table is None else player.table + 1)
        self.substitute.setChecked(player.substitute)

    def save_selected(self) -> None:
        chosen = self.selected()
        if len(chosen) == 1 and self.controller.edit(self.typed_player(chosen[0])):
            self.clear_fields()

    def _here_changed(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != HERE:
            return
        number = self.table.item(item.row(), NUMBER)
        if number is None:
            return
        present = item.checkState() == Qt.CheckState.Checked
        self.controller.check_in([number.text()], present)

    def check_in_everyone(self) -> None:
        if not self.controller.has_tournament:
            return
        state = self.controller.state
        missing = [player for player in state.players if player not in state.present]
        if missing:
            self.controller.check_in(missing, True)

    def take_off_selected(self) -> None:
        for number in self.selected():
            if not self.controller.unregister(number):
                return

    def show_library_players(self) -> None:
        """The library's players not registered yet, to choose from."""
        if not self.controller.has_tournament:
            return
        known = {player.name.casefold() for player in self.controller.state.players.values()}
        names = list(self._known_names()) if self._known_names is not None else []
        self.library.clear()
        self.library.addItems([name for name in names if name.casefold() not in known])
        self.library_box.setVisible(True)

    def register_library_players(self) -> None:
        chosen = [item.text() for item in self.library.selectedItems()]
        if chosen and self.controller.register([Player("", name) for name in chosen]):
            self.show_library_players()

    def drop_selected(self) -> None:
        chosen = self.selected()
        if len(chosen) != 1:
            return
        name = self.replacement.text().strip()
        replacement = Player("", name, substitute=True) if name else None
        if self.controller.drop(chosen[0], replacement):
            self.replacement.clear()
