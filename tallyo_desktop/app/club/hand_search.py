"""Finding games by what happened in them: a yaku, a yakuman, a double ron, a player (or their
win), dates; each hand found opens the game at that hand.

The search is the core's (`core.statistics.search.find_hands`) over the records the library
keeps; a player is a person of the library, whatever name each game wrote for them.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.club.date_field import DateField
from tallyo_desktop.app.club.figures_cache import FiguresCache, Origin
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.core.counting.names import yaku_label, yaku_names
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.record.format import SavedGame
from tallyo_desktop.core.statistics.game_figures import HandRef
from tallyo_desktop.core.statistics.hands import played_hands
from tallyo_desktop.core.statistics.search import HandQuery, find_hands
from tallyo_desktop.core.statistics.wins import hand_wins
from tallyo_desktop.core.values import valueclass

MOST_FOUND = 500
"""The most hands listed: a search that finds more says so."""


@valueclass
class FoundHand:
    game_id: int
    day: str
    players: str
    hand: HandRef | None
    winners: str


class HandSearchWindow(QWidget):
    """The search, in a window of its own beside the club's."""

    openAtRequested = Signal(int, int)
    """A game to open, and the index of the event that ended the hand found (-1: its end)."""

    def __init__(
        self, keeper: LibraryKeeper, cache: FiguresCache, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("handSearch")
        self.setWindowTitle(self.tr("Find games"))
        self.keeper = keeper
        self.cache = cache
        self.yaku = QComboBox()
        self.yaku.setObjectName("searchYaku")
        self.yaku.addItem(self.tr("Any yaku"), None)
        for name in sorted(yaku_names(), key=yaku_label):
            self.yaku.addItem(yaku_label(name), name)
        self.yakuman = QCheckBox(self.tr("A &yakuman"))
        self.yakuman.setObjectName("searchYakuman")
        self.double_ron = QCheckBox(self.tr("A &double ron"))
        self.double_ron.setObjectName("searchDoubleRon")
        self.player = QComboBox()
        self.player.setObjectName("searchPlayer")
        self.player.addItem(self.tr("Anyone"), None)
        self.won = QCheckBox(self.tr("and &won the hand"))
        self.won.setObjectName("searchWon")
        self.origin = QComboBox()
        self.origin.setObjectName("searchOrigin")
        self.origin.addItem(self.tr("Club games"), Origin.CLUB.value)
        self.origin.addItem(self.tr("Online games"), Origin.ONLINE.value)
        self.origin.addItem(self.tr("Club and online games"), Origin.BOTH.value)
        self.date_from = self._date_edit("searchFrom", self.tr("Played from"))
        self.date_to = self._date_edit("searchTo", self.tr("Played to"))
        self.find_button = QPushButton(self.tr("&Find"))
        self.find_button.setObjectName("searchFind")
        self.find_button.setDefault(True)
        self.find_button.clicked.connect(self.search)
        form = QFormLayout()
        form.addRow(self.tr("Y&aku"), self.yaku)
        checks = QHBoxLayout()
        checks.addWidget(self.yakuman)
        checks.addWidget(self.double_ron)
        checks.addStretch(1)
        form.addRow(self.tr("A hand with"), checks)
        who = QHBoxLayout()
        who.addWidget(self.player, 1)
        who.addWidget(self.won)
        player_label = QLabel(self.tr("&Player"))
        player_label.setBuddy(self.player)
        form.addRow(player_label, who)
        dates = QHBoxLayout()
        dates.addWidget(self.date_from)
        dates.addWidget(QLabel(self.tr("to")))
        dates.addWidget(self.date_to)
        dates.addStretch(1)
        form.addRow(self.tr("Played"), dates)
        form.addRow(self.tr("&Games"), self.origin)
        self.results = QTableWidget(0, 4)
        self.results.setObjectName("searchResults")
        self.results.setAccessibleName(self.tr("Hands found"))
        self.results.setHorizontalHeaderLabels(
            [self.tr("Day"), self.tr("Hand"), self.tr("Won by"), self.tr("Players")]
        )
        self.results.verticalHeader().setVisible(False)
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.results.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.results.horizontalHeader().setStretchLastSection(True)
        self.results.activated.connect(self._open_row)
        self.status = QLabel(self.tr("Enter or a double click opens the game at the hand."))
        self.status.setObjectName("searchStatus")
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.find_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.results, 1)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self, self.search)
        self.found: list[FoundHand] = []
        self._read_people()
        self.resize(820, 560)

    def _date_edit(self, name: str, label: str) -> DateField:
        field = DateField(None, self.tr("any day"))
        field.setObjectName(name)
        field.edit.setAccessibleName(label)
        return field

    def _read_people(self) -> None:
        library = self.keeper.library
        if library is None:
            return
        try:
            people = library.people()
        except TallyoError:
            return
        for person in people:
            self.player.addItem(person.display_name, person.id)

    @staticmethod
    def _day(field: DateField) -> str | None:
        day = field.day()
        return None if day is None else day.isoformat()

    def query(self) -> HandQuery:
        return HandQuery(
            yaku=self.yaku.currentData(),
            yakuman=self.yakuman.isChecked(),
            double_ron=self.double_ron.isChecked(),
            start=self._day(self.date_from),
            end=self._day(self.date_to),
        )

    def search(self) -> None:
        """Look through the games for the hands asked for, and list them."""
        # Imported when asked for: only a search reads the records.
        from tallyo_desktop.core.record.format import saved_game_from_json

        library = self.keeper.library
        self.found = []
        if library is None:
            self.status.setText(
                self.tr("The library cannot be opened: {reason}").format(reason=self.keeper.error)
            )
            self._list()
            return
        query = self.query()
        person = self.player.currentData()
        origin = Origin(str(self.origin.currentData()))
        more = False
        try:
            for players in (4, 3):
                chosen = StatisticsFilter(
                    players=players,
                    date_from=date.fromisoformat(query.start) if query.start else None,
                    date_to=date.fromisoformat(query.end) if query.end else None,
                )
                for game in self.cache.scope(chosen, origin).games:
                    if person is not None and person not in game.people:
                        continue
                    saved = saved_game_from_json(library.record_json(game.id))
                    names = saved.game.names
                    asked = query
                    if person is not None and self.won.isChecked():
                        asked = replace(query, winner=names[game.people.index(person)])
                    for found in find_hands([(str(game.id), saved)], asked):
                        if len(self.found) >= MOST_FOUND:
                            more = True
                            break
                        self.found.append(self._found(game.id, game.played_on, saved, found.hand))
        except TallyoError as error:
            self.status.setText(self.tr("The games cannot be read: {reason}").format(reason=error))
            self._list()
            return
        if more:
            self.status.setText(
                self.tr("The first {count} hands found: ask for fewer.").format(count=MOST_FOUND)
            )
        elif self.found:
            self.status.setText(
                self.tr(
                    "%n found. Enter or a double click opens the game at the hand.",
                    "",
                    len(self.found),
                )
            )
        else:
            self.status.setText(self.tr("Nothing found."))
        self._list()

    def _found(
        self, game_id: int, day: str | None, saved: SavedGame, hand: HandRef | None
    ) -> FoundHand:
        game = saved.game
        winners = ""
        if hand is not None:
            for played in played_hands(game):
                if played.event == hand.event:
                    wins = hand_wins(played, game.rules).wins
                    winners = ", ".join(game.names[win.winner] for win in wins)
                    break
        return FoundHand(game_id, day or "", ", ".join(game.names), hand, winners)

    def hand_text(self, hand: HandRef | None) -> str:
        if hand is None:
            return self.tr("The whole game")
        name = self.tr("{wind} {number}").format(
            wind=hand.round_wind.label, number=hand.hand_number
        )
        if hand.honba:
            return self.tr("{hand}, {honba} honba").format(hand=name, honba=hand.honba)
        return name

    def _list(self) -> None:
        self.results.setRowCount(len(self.found))
        for row, found in enumerate(self.found):
            texts = (found.day, self.hand_text(found.hand), found.winners, found.players)
            for column, text in enumerate(texts):
                self.results.setItem(row, column, QTableWidgetItem(text))
        self.results.resizeColumnsToContents()
        if self.found:
            self.results.selectRow(0)

    def open_found(self, row: int) -> None:
        """Open the game of the hand listed at `row`, at that hand."""
        found = self.found[row]
        self.openAtRequested.emit(found.game_id, found.hand.event if found.hand else -1)

    def _open_row(self, index: QModelIndex) -> None:
        if 0 <= index.row() < len(self.found):
            self.open_found(index.row())
