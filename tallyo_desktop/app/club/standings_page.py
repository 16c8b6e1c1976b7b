"""The standings and statistics: which games count (a season, a club night or all; dates,
rules, three or four players, a minimum of games), the table of people, and its exports.

A change of filter reads the library once: one query gives every row's figures, and the model
makes a row's texts only when the view shows it, so a library of ten thousand games answers as
fast as the table is drawn.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QObject, QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.club.date_field import DateField
from tallyo_desktop.app.club.rated_standings import RatedStandingsModel
from tallyo_desktop.app.club.scope_list import ScopeList, scope_box
from tallyo_desktop.app.club.scopes import Club, read_club
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.window import SIZED_FROM_ROWS
from tallyo_desktop.app.shared.save_places import SavePlaces, ask_save_path
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.statistics import PersonStatistics, StatisticsFilter
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import CUSTOM_ID

if TYPE_CHECKING:
    from tallyo_desktop.app.club.board import BoardContent

EXPORTS_KEY = "club/standingsFolder"
"""Where the standings were last exported: the next export's dialog starts there."""


class StandingsWords(QObject):
    """The standings' words that count something: a QObject's method, as lupdate reads a text
    with a count only in `self.tr`, so that Qt's plural forms fit the count."""

    def more(self, count: int) -> str:
        return self.tr("and %n more", "", count)


@cache
def _words() -> StandingsWords:
    return StandingsWords()


def more_text(count: int) -> str:
    """Said below the rows that fit on the big screen: "and 5 more"."""
    return _words().more(count)


class StandingsPage(QWidget):
    """The filters, the standings they give, and what can be done with them."""

    personChosen = Signal(int)
    """A person's page is asked for: their id."""
    boardRequested = Signal()
    """These standings are wanted on the table display."""

    def __init__(
        self,
        keeper: LibraryKeeper,
        parent: QWidget | None = None,
        club: Club | None = None,
        scope: tuple[str, str] | None = None,
        settings: QSettings | None = None,
    ) -> None:
        """`club`: the seasons and nights, when the caller has read them already; `scope`:
        the season or night shown first, as `choose_scope` takes it; `settings`: where the
        last export was saved is kept there."""
        super().__init__(parent)
        self.keeper = keeper
        self.places = SavePlaces(settings, EXPORTS_KEY)
        """The name of each season and night on offer, as an export's file is named."""
        self.setObjectName("standingsPage")
        self.scopes = ScopeList(self)
        self.scope = scope_box(self.scopes)
        self.scope.setObjectName("standingsScope")
        self.players = QComboBox()
        self.players.setObjectName("standingsPlayers")
        self.players.addItem(self.tr("Four-player games"), 4)
        self.players.addItem(self.tr("Three-player games"), 3)
        self.date_from = self._date_edit("standingsFrom")
        self.date_to = self._date_edit("standingsTo")
        self.preset = QComboBox()
        self.preset.setObjectName("standingsPreset")
        self.preset.addItem(self.tr("Any rules"), None)
        for key in presets.KNOWN:
            self.preset.addItem(presets.preset_name(key), key)
        # The games of the tables' own rules, which no preset names.
        self.preset.addItem(presets.preset_name(CUSTOM_ID), CUSTOM_ID)
        self.min_games = QSpinBox()
        self.min_games.setObjectName("standingsMinGames")
        self.min_games.setRange(1, 9999)
        self.min_games.setAccessibleName(self.tr("Fewest games to be listed"))

        form = QFormLayout()
        form.addRow(self.tr("&Games of"), self.scope)
        form.addRow(self.tr("&Players"), self.players)
        dates = QHBoxLayout()
        dates.addWidget(self.date_from)
        dates.addWidget(QLabel(self.tr("to")))
        dates.addWidget(self.date_to)
        dates.addStretch(1)
        played = QLabel(self.tr("Played &from"))
        played.setBuddy(self.date_from)
        form.addRow(played, dates)
        form.addRow(self.tr("&Rules"), self.preset)
        form.addRow(self.tr("At least &this many games"), self.min_games)
        self.date_from.edit.setAccessibleName(self.tr("Played from"))
        self.date_to.edit.setAccessibleName(self.tr("Played to"))

        self.model = RatedStandingsModel(self)
        self.table = QTableView()
        self.table.setObjectName("standingsTable")
        self.table.setAccessibleName(self.tr("Standings"))
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setResizeContentsPrecision(SIZED_FROM_ROWS)
        header.setSortIndicator(*self.model.read_order)
        self.table.setSortingEnabled(True)
        self.table.activated.connect(self._open_row)
        self._sized = False

        self.status = QLabel()
        self.status.setObjectName("standingsStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.open_button = self._button("standingsOpen", self.tr("Player's &page"),
                                        self._open_selected)  # fmt: skip
        self.csv_button = self._button("standingsCsv", self.tr("Export &CSV…"), self.ask_csv)
        self.pdf_button = self._button("standingsPdf", self.tr("&Print…"), self.ask_pdf)
        self.png_button = self._button("standingsPng", self.tr("P&icture…"), self.ask_png)
        self.png_button.setToolTip(self.tr("Save the standings as a picture for the club's chat"))
        self.pdf_button.setToolTip(self.tr("Save the standings as a printable PDF page"))
        self.board_button = self._button("standingsBoard", self.tr("On the &big screen"),
                                         self.boardRequested.emit)  # fmt: skip
        self.board_button.setToolTip(
            self.tr("Show these standings in large type on the table display")
        )
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        for button in (self.open_button, self.csv_button, self.pdf_button, self.png_button,
                       self.board_button):  # fmt: skip
            buttons.addWidget(button)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)

        self.fill_scopes(club)
        if scope is not None:
            self.choose_scope(*scope)
        for box in (self.scope, self.players, self.preset):
            box.currentIndexChanged.connect(self.refresh)
        for edit in (self.date_from, self.date_to):
            edit.daySet.connect(self.refresh)
        self.min_games.valueChanged.connect(self.refresh)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.refresh()

    def _date_edit(self, name: str) -> DateField:
        field = DateField(None, self.tr("any day"))
        field.setObjectName(name)
        return field

    def _button(self, name: str, text: str, slot: object) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

    # --- the filter ----------------------------------------------------------------------------

    def fill_scopes(self, club: Club | None = None) -> None:
        """The seasons and club nights on offer (`club`, or as the library has them), keeping
        the one chosen if it is still there."""
        kept = self.scope.currentData()
        self.scope.blockSignals(True)
        self.scopes.show_club(club if club is not None else read_club(self.keeper))
        self.scope.setCurrentIndex(max(0, self.scopes.row_of(kept)))
        self.scope.blockSignals(False)

    def choose_scope(self, kind: str | None, uid: str | None = None) -> None:
        """Show the standings of a season ("season"), a club night ("night") or all games."""
        found = self.scopes.row_of(f"{kind}:{uid}") if kind is not None else 0
        self.scope.setCurrentIndex(max(0, found))

    def current_filter(self) -> StatisticsFilter:
        scope = self.scope.currentData()
        kind, _, uid = scope.partition(":") if isinstance(scope, str) else ("", "", "")
        return StatisticsFilter(
            players=int(self.players.currentData()),
            season_uid=uid if kind == "season" else None,
            club_night_uid=uid if kind == "night" else None,
            date_from=self.date_from.day(),
            date_to=self.date_to.day(),
            rules_preset=self.preset.currentData(),
            min_games=self.min_games.value(),
        )

    def title(self) -> str:
        """What the standings are of, in words: the title of every export."""
        scope = self.scope.currentText() if self.scope.currentIndex() > 0 else self.tr("All games")
        return self.tr("{scope}: {players}").format(scope=scope, players=self.players.currentText())

    # --- the rows ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the standings of the filter chosen; a library that cannot be read is said."""
        library = self.keeper.library
        rows: list[PersonStatistics] = []
        problem = ""
        if library is None:
            problem = self.tr("The library cannot be opened: {reason}").format(
                reason=self.keeper.error
            )
        else:
            try:
                rows = library.statistics(self.current_filter())
                self.model.ask_ratings(self.keeper, self.current_filter())
            except TallyoError as error:
                problem = self.tr("The standings cannot be read: {reason}").format(reason=error)
        self.model.set_rows(rows)
        if rows and not self._sized:
            self.table.resizeColumnsToContents()
            self._sized = True
        if problem:
            self.status.setText(problem)
        elif not rows:
            self.status.setText(self.tr("No player has enough games here. Choose other games."))
        else:
            self.status.setText(self.tr("%n player(s)", "", len(rows)))
        self._update_buttons()

    def rows(self) -> list[PersonStatistics]:
        """The rows in the order shown."""
        return self.model.rows()

    def selected_person(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.person_id(rows[0].row()) if rows else None

    def _update_buttons(self) -> None:
        has_rows = self.model.rowCount() > 0
        self.open_button.setEnabled(self.selected_person() is not None)
        for button in (self.csv_button, self.pdf_button, self.png_button):
            button.setEnabled(has_rows)

    def _open_selected(self) -> None:
        person = self.selected_person()
        if person is not None:
            self.personChosen.emit(person)

    def _open_row(self, index: QModelIndex) -> None:
        person = self.model.person_id(index.row())
        if person is not None:
            self.personChosen.emit(person)

    # --- exports -------------------------------------------------------------------------------

    def board_content(self, live: list[str] | None = None) -> BoardContent:
        """These standings as the big screen and the picture show them."""
        # Imported when asked for, as the exports are: opening the standings needs neither.
        from tallyo_desktop.app.club.achievement_lines import achievement_lines
        from tallyo_desktop.app.club.board import BoardContent, board_rows

        chosen = self.current_filter()
        evening = chosen.season_uid is not None or chosen.club_night_uid is not None
        return BoardContent(
            title=self.title(),
            headers=(
                self.tr("Place"),
                self.tr("Player"),
                self.tr("Total"),
                self.tr("Games"),
                self.tr("Av. place"),
            ),
            rows=board_rows(self.rows()),
            live_title=self.tr("Tables now"),
            live=live or [],
            more=more_text,
            # A season's or a night's: over all games, they would be read from every record.
            achievements_title=self.tr("Achievements") if evening else "",
            achievements=achievement_lines(self.keeper, chosen) if evening else [],
        )

    def export_name(self, suffix: str) -> str:
        """The name proposed for an export of these standings: "standings-spring-2026.csv"."""
        from tallyo_desktop.app.club import exports

        scope = self.scopes.name_of(self.scope.currentData()) or self.tr("all games")
        return exports.file_name(scope, int(self.players.currentData()), suffix)

    def _ask(self, title: str, kind: str, suffix: str) -> str:
        path = ask_save_path(self, title, kind, self.places, self.export_name(suffix))
        return str(path) if path is not None else ""

    def ask_csv(self) -> None:
        path = self._ask(self.tr("Export the standings as CSV"), self.tr("CSV files (*.csv)"),
                         ".csv")  # fmt: skip
        if path:
            self.save_csv(path)

    def ask_pdf(self) -> None:
        path = self._ask(self.tr("Save the standings as PDF"), self.tr("PDF files (*.pdf)"),
                         ".pdf")  # fmt: skip
        if path:
            self.save_pdf(path)

    def ask_png(self) -> None:
        path = self._ask(self.tr("Save the standings as a picture"),
                         self.tr("PNG images (*.png)"), ".png")  # fmt: skip
        if path:
            self.save_png(path)

    def save_csv(self, path: str) -> bool:
        from tallyo_desktop.app.club import exports

        return self._write(path, lambda: exports.write_csv(self.rows(), path))

    def save_pdf(self, path: str) -> bool:
        from tallyo_desktop.app.club import exports

        note = self.tr("Totals add up each game's result. Rates are per hand played.")
        return self._write(path, lambda: exports.write_pdf(self.rows(), self.title(), path, note))

    def save_png(self, path: str) -> bool:
        # Fusion's light colours whatever the window's scheme: the picture is sent to a chat.
        from tallyo_desktop.app.club import exports

        palette = self.style().standardPalette()
        content = self.board_content()
        return self._write(path, lambda: exports.write_png(content, path, palette, self.font()))

    def _write(self, path: str, write: object) -> bool:
        assert callable(write)
        try:
            write()
        except OSError as error:
            QMessageBox.warning(
                self,
                self.tr("Standings"),
                self.tr("The standings could not be saved to {path}: {reason}. Choose another "
                        "folder or name.").format(path=path, reason=error.strerror or error),
            )  # fmt: skip
            return False
        return True
