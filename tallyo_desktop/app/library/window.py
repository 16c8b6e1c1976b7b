"""The library of finished games: the games themselves, and each player's standing across them.

The window follows a change of language: its texts are set again, and its rows made again.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.library.games_pages import PagedGamesModel
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.models import RowsModel
from tallyo_desktop.app.library.standings_model import StandingsTableModel
from tallyo_desktop.app.shared.translations import QT_TRANSLATE_NOOP, current_language
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.statistics import PersonStatistics, StatisticsFilter
from tallyo_desktop.core.library.work import Cancelled

SIZED_FROM_ROWS = 100
"""The rows a column's width is worked out from: the newest games, or the leading players."""


def _table(
    model: PagedGamesModel | RowsModel[PersonStatistics],
    accessible_name: str,
    object_name: str,
) -> QTableView:
    table = QTableView()
    table.setModel(model)
    table.setObjectName(object_name)
    table.setAccessibleName(accessible_name)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    header = table.horizontalHeader()
    header.setStretchLastSection(True)
    header.setResizeContentsPrecision(SIZED_FROM_ROWS)
    # The order the library reads the rows in, shown as a sort by that column.
    header.setSortIndicator(*model.read_order)
    table.setSortingEnabled(True)
    return table


class LibraryWindow(QWidget):
    """Past games, with a way to open one, and the standings of every player in them."""

    openRequested = Signal(int)
    """The id of the game to open (the main window shows it read-only)."""

    GAME_COLUMNS = (
        QT_TRANSLATE_NOOP("LibraryWindow", "Date"),
        QT_TRANSLATE_NOOP("LibraryWindow", "Rules"),
        QT_TRANSLATE_NOOP("LibraryWindow", "1st"),
        QT_TRANSLATE_NOOP("LibraryWindow", "2nd"),
        QT_TRANSLATE_NOOP("LibraryWindow", "3rd"),
        QT_TRANSLATE_NOOP("LibraryWindow", "4th"),
    )

    def __init__(self, keeper: LibraryKeeper, parent: QObject | None = None) -> None:
        # A window of its own, but the main window's: it closes when the main window does.
        super().__init__(parent if isinstance(parent, QWidget) else None, Qt.WindowType.Window)
        self.keeper = keeper
        self.setObjectName("libraryWindow")
        self._language = current_language()
        """The language the texts are in."""
        self._sized: list[QTableView] = []
        """The tables whose columns have been fitted to their rows (once: then they are the
        player's to resize)."""
        self._games_stale = True
        self._standings_stale = True
        """Whether the library changed since the games, or the standings, were read: each is
        read when its page is shown, so a refresh reads only what the player sees."""

        self.games_model = PagedGamesModel(self.GAME_COLUMNS, self)
        self.games_table = _table(self.games_model, "", "libraryGames")
        self.games_table.selectionModel().selectionChanged.connect(self._update_buttons)
        # Enter on a row, or a double click, opens it as the button does.
        self.games_table.activated.connect(self._open_row)
        self.games_status = QLabel()
        self.games_status.setObjectName("libraryGamesStatus")
        self.open_button = QPushButton()
        self.open_button.setObjectName("libraryOpen")
        self.open_button.clicked.connect(self._open_selected)
        self.rebuild_button = QPushButton()
        self.rebuild_button.setObjectName("libraryRebuild")
        self.rebuild_button.clicked.connect(self.rebuild)
        buttons = QHBoxLayout()
        buttons.addWidget(self.games_status, 1)
        buttons.addWidget(self.rebuild_button)
        buttons.addWidget(self.open_button)
        games_page = QWidget()
        games_layout = QVBoxLayout(games_page)
        games_layout.addWidget(self.games_table)
        games_layout.addLayout(buttons)

        self.standings_model = StandingsTableModel(self)
        self.standings_table = _table(self.standings_model, "", "libraryStandings")
        standings_note = self.standings_note = QLabel()
        standings_note.setWordWrap(True)
        # Three- and four-player games are never counted together.
        self.standings_players = QComboBox()
        self.standings_players.setObjectName("libraryStandingsPlayers")
        self.standings_players.addItem("", 4)
        self.standings_players.addItem("", 3)
        self.standings_players.currentIndexChanged.connect(self._switch_players)
        standings_page = self.standings_page = QWidget()
        standings_layout = QVBoxLayout(standings_page)
        standings_layout.addWidget(self.standings_players)
        standings_layout.addWidget(self.standings_table)
        standings_layout.addWidget(standings_note)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("libraryTabs")
        self.tabs.addTab(games_page, "")
        self.tabs.addTab(standings_page, "")
        self.tabs.currentChanged.connect(self._read_shown)
        self.problem = QLabel()
        self.problem.setObjectName("libraryProblem")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem)
        layout.addWidget(self.tabs)
        self.resize(760, 420)
        self._show_texts()
        self.refresh()

    def _show_texts(self) -> None:
        """Set the window's own texts in the app's language (the rows make theirs as read)."""
        self.setWindowTitle(self.tr("Game library"))
        self.games_table.setAccessibleName(self.tr("Finished games"))
        self.open_button.setText(self.tr("&Open"))
        self.open_button.setAccessibleName(self.tr("Open the selected game"))
        self.open_button.setToolTip(
            self.tr("Open the selected game to read it (it cannot be changed)")
        )
        self.rebuild_button.setText(self.tr("&Rebuild from game files"))
        self.rebuild_button.setToolTip(
            self.tr("Make the library again from the files of the finished games")
        )
        self.standings_table.setAccessibleName(self.tr("Player standings"))
        self.standings_note.setText(
            self.tr("Totals add up each game's result. Win and deal-in rates are per hand played.")
        )
        self.standings_players.setAccessibleName(self.tr("Standings of games with"))
        self.standings_players.setItemText(0, self.tr("Four-player games"))
        self.standings_players.setItemText(1, self.tr("Three-player games"))
        self.tabs.setAccessibleName(self.tr("Game library"))
        self.tabs.setTabText(0, self.tr("&Games"))
        self.tabs.setTabText(1, self.tr("&Standings"))

    def changeEvent(self, event: QEvent) -> None:
        # Sent once for each translator taken out or put in: the texts are set again once.
        if event.type() == QEvent.Type.LanguageChange and current_language() != self._language:
            self._language = current_language()
            self._show_texts()
            self._remake_models()
        super().changeEvent(event)

    def _remake_models(self) -> None:
        """New models for the tables: a model names its columns, and keeps its rows' texts, in
        the language it was made in. The game chosen and the order chosen stay."""
        selected = self.selected_game_id()
        orders = []
        for table in (self.games_table, self.standings_table):
            header = table.horizontalHeader()
            orders.append((header.sortIndicatorSection(), header.sortIndicatorOrder()))
            table.model().deleteLater()
            table.selectionModel().deleteLater()
        self.games_model = PagedGamesModel(self.GAME_COLUMNS, self)
        self.standings_model = StandingsTableModel(self)
        self.games_table.setModel(self.games_model)
        self.standings_table.setModel(self.standings_model)
        self.games_table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.refresh()
        for table, (column, order) in zip(
            (self.games_table, self.standings_table), orders, strict=True
        ):
            table.sortByColumn(column, order)
        row = self.games_model.row_of(selected) if selected is not None else None
        if row is not None:
            self.games_table.selectRow(row)

    def refresh(self) -> None:
        """Read the library again, keeping the selected game selected if it is still there.
        A library that cannot be read is explained, and left as it is."""
        self._games_stale = self._standings_stale = True
        self._read_shown()

    def _switch_players(self) -> None:
        # The games do not change with the standings shown.
        self._standings_stale = True
        self._read_shown()

    def _read_shown(self) -> None:
        """Read what the page shown needs, if the library changed since it was read."""
        on_standings = self.tabs.currentIndex() == self.tabs.indexOf(self.standings_page)
        games = self._games_stale and not on_standings
        standings = self._standings_stale and on_standings
        if not games and not standings:
            return
        selected = self.selected_game_id()
        library = self.keeper.library
        standing: list[PersonStatistics] = []
        problem = self.keeper.notice
        shown = library
        if library is None:
            problem = self.tr("The library cannot be opened: {reason}").format(
                reason=self.keeper.error
            )
        else:
            try:
                if games:
                    # The order of the games only: each page is read when it is first shown.
                    self.games_model.show_library(library)
                else:
                    standing = library.statistics(
                        StatisticsFilter(players=int(self.standings_players.currentData()))
                    )
            except TallyoError as error:
                problem = self.tr("The library cannot be read: {reason}").format(reason=error)
                shown = None
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        if games or problem:
            # Read again next time while it cannot be read.
            self._games_stale = bool(problem)
            if shown is None:
                self.games_model.show_library(None)
            self._fill_games(selected)
        if standings or problem:
            self._standings_stale = bool(problem)
            self._fill_standings(standing)
        self._update_buttons()

    def rebuild(self) -> None:
        try:
            count = self.keeper.rebuild()
        except Cancelled:
            self.refresh()
            self.games_status.setText(self.tr("Rebuild cancelled: the library was left as it was."))
            return
        except TallyoError as error:
            self.problem.setText(
                self.tr("The library could not be rebuilt: {reason}").format(reason=error)
            )
            self.problem.show()
            return
        self.refresh()
        self.games_status.setText(self.tr("Rebuilt from the game files: %n game(s).", "", count))

    def selected_game_id(self) -> int | None:
        rows = self.games_table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.games_model.game_id(rows[0].row())

    def _fill_games(self, selected: int | None) -> None:
        row = self.games_model.row_of(selected) if selected is not None else None
        if row is not None:
            self.games_table.selectRow(row)
        self._fit_columns(self.games_table)
        count = self.games_model.rowCount()
        if not count:
            status = self.tr("No finished games yet.")
        else:
            status = self.tr("%n game(s)", "", count)
        self.games_status.setText(status)

    def _fill_standings(self, standings: list[PersonStatistics]) -> None:
        self.standings_model.set_rows(standings)
        self._fit_columns(self.standings_table)

    def _fit_columns(self, table: QTableView) -> None:
        """Fit the columns to the rows the first time there are some (to the headers until
        then): afterwards a refresh leaves the widths alone, and measures nothing."""
        if table in self._sized:
            return
        table.resizeColumnsToContents()
        if table.model().rowCount():
            self._sized.append(table)

    def _update_buttons(self) -> None:
        self.open_button.setEnabled(self.selected_game_id() is not None)

    def _open_selected(self) -> None:
        game_id = self.selected_game_id()
        if game_id is not None:
            self.openRequested.emit(game_id)

    def _open_row(self, index: QModelIndex) -> None:
        game_id = self.games_model.game_id(index.row())
        if game_id is not None:
            self.openRequested.emit(game_id)
