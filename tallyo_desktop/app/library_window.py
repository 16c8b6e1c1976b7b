"""The library of finished games: the games themselves, and each player's standing across them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.library_keeper import LibraryKeeper
from tallyo_desktop.app.plain_text import plain_tip
from tallyo_desktop.app.translations import QT_TRANSLATE_NOOP
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library import GameSummary, PlayerStanding
from tallyo_desktop.core.settlement import format_result

GAME_ID_ROLE = Qt.ItemDataRole.UserRole
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def percent(rate: float) -> str:
    return f"{rate * 100:.1f}%"


def _table(columns: Sequence[str], accessible_name: str, object_name: str) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setObjectName(object_name)
    table.setAccessibleName(accessible_name)
    table.setHorizontalHeaderLabels(
        [QCoreApplication.translate("LibraryWindow", column) for column in columns]
    )
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


def _item(text: str, *, right: bool = False, tip: str = "") -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if right:
        item.setTextAlignment(_RIGHT)
    if tip:
        item.setToolTip(plain_tip(tip))
    return item


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
    STANDING_COLUMNS = (
        QT_TRANSLATE_NOOP("LibraryWindow", "Player"),
        QT_TRANSLATE_NOOP("LibraryWindow", "Games"),
        QT_TRANSLATE_NOOP("LibraryWindow", "Average place"),
        QT_TRANSLATE_NOOP("LibraryWindow", "Total"),
        QT_TRANSLATE_NOOP("LibraryWindow", "First place"),
        QT_TRANSLATE_NOOP("LibraryWindow", "Win rate"),
        QT_TRANSLATE_NOOP("LibraryWindow", "Deal-in rate"),
    )

    def __init__(self, keeper: LibraryKeeper, parent: QObject | None = None) -> None:
        # A window of its own, but the main window's: it closes when the main window does.
        super().__init__(parent if isinstance(parent, QWidget) else None, Qt.WindowType.Window)
        self.keeper = keeper
        self.setObjectName("libraryWindow")
        self.setWindowTitle(self.tr("Game library"))

        self.games_table = _table(self.GAME_COLUMNS, self.tr("Finished games"), "libraryGames")
        self.games_table.itemSelectionChanged.connect(self._update_buttons)
        # Enter on a row, or a double click, opens it as the button does.
        self.games_table.activated.connect(self._open_row)
        self.games_status = QLabel()
        self.games_status.setObjectName("libraryGamesStatus")
        self.open_button = QPushButton(self.tr("&Open"))
        self.open_button.setObjectName("libraryOpen")
        self.open_button.setAccessibleName(self.tr("Open the selected game"))
        self.open_button.setToolTip(
            self.tr("Open the selected game to read it (it cannot be changed)")
        )
        self.open_button.clicked.connect(self._open_selected)
        self.rebuild_button = QPushButton(self.tr("&Rebuild from game files"))
        self.rebuild_button.setObjectName("libraryRebuild")
        self.rebuild_button.setToolTip(
            self.tr("Make the library again from the files of the finished games")
        )
        self.rebuild_button.clicked.connect(self.rebuild)
        buttons = QHBoxLayout()
        buttons.addWidget(self.games_status, 1)
        buttons.addWidget(self.rebuild_button)
        buttons.addWidget(self.open_button)
        games_page = QWidget()
        games_layout = QVBoxLayout(games_page)
        games_layout.addWidget(self.games_table)
        games_layout.addLayout(buttons)

        self.standings_table = _table(
            self.STANDING_COLUMNS, self.tr("Player standings"), "libraryStandings"
        )
        standings_note = QLabel(
            self.tr("Totals add up each game's result. Win and deal-in rates are per hand played.")
        )
        standings_note.setWordWrap(True)
        # Three- and four-player games are never counted together.
        self.standings_players = QComboBox()
        self.standings_players.setObjectName("libraryStandingsPlayers")
        self.standings_players.setAccessibleName(self.tr("Standings of games with"))
        self.standings_players.addItem(self.tr("Four-player games"), 4)
        self.standings_players.addItem(self.tr("Three-player games"), 3)
        self.standings_players.currentIndexChanged.connect(self.refresh)
        standings_page = QWidget()
        standings_layout = QVBoxLayout(standings_page)
        standings_layout.addWidget(self.standings_players)
        standings_layout.addWidget(self.standings_table)
        standings_layout.addWidget(standings_note)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("libraryTabs")
        self.tabs.setAccessibleName(self.tr("Game library"))
        self.tabs.addTab(games_page, self.tr("&Games"))
        self.tabs.addTab(standings_page, self.tr("&Standings"))
        self.problem = QLabel()
        self.problem.setObjectName("libraryProblem")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem)
        layout.addWidget(self.tabs)
        self.resize(760, 420)
        self.refresh()

    def refresh(self) -> None:
        """Read the library again, keeping the selected game selected if it is still there.
        A library that cannot be read is explained, and left as it is."""
        selected = self.selected_game_id()
        library = self.keeper.library
        games: list[GameSummary] = []
        standings: list[PlayerStanding] = []
        problem = self.keeper.notice
        if library is None:
            problem = self.tr("The library cannot be opened: {reason}").format(
                reason=self.keeper.error
            )
        else:
            try:
                games = library.games()
                standings = library.standings(int(self.standings_players.currentData()))
            except TallyoError as error:
                problem = self.tr("The library cannot be read: {reason}").format(reason=error)
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self._fill_games(games, selected)
        self._fill_standings(standings)
        self._update_buttons()

    def rebuild(self) -> None:
        try:
            count = self.keeper.rebuild()
        except TallyoError as error:
            self.problem.setText(
                self.tr("The library could not be rebuilt: {reason}").format(reason=error)
            )
            self.problem.show()
            return
        self.refresh()
        self.games_status.setText(
            self.tr("Rebuilt from the game files: {count} games.").format(count=count)
        )

    def selected_game_id(self) -> int | None:
        rows = self.games_table.selectionModel().selectedRows()
        if not rows:
            return None
        return self._game_id_at(rows[0].row())

    def _game_id_at(self, row: int) -> int | None:
        item = self.games_table.item(row, 0)
        if item is None:
            return None
        value = item.data(GAME_ID_ROLE)
        return int(value) if value is not None else None

    def _fill_games(self, games: list[GameSummary], selected: int | None) -> None:
        table = self.games_table
        table.clearSelection()
        table.setRowCount(len(games))
        for row, game in enumerate(games):
            when = game.finished_at.astimezone()
            date = _item(when.strftime("%Y-%m-%d %H:%M"))
            date.setData(GAME_ID_ROLE, game.id)
            table.setItem(row, 0, date)
            table.setItem(row, 1, _item(game.rules_name))
            for column, player in enumerate(game.by_place(), start=2):
                tip = self.tr("{name}: place {place}, {points} points, result {result}").format(
                    name=player.name,
                    place=player.place,
                    points=player.points,
                    result=format_result(player.result),
                )
                text = f"{player.name} {format_result(player.result)}"
                table.setItem(row, column, _item(text, tip=tip))
            if game.id == selected:
                table.selectRow(row)
        count = len(games)
        if not count:
            status = self.tr("No finished games yet.")
        elif count == 1:
            status = self.tr("1 game")
        else:
            status = self.tr("{count} games").format(count=count)
        self.games_status.setText(status)

    def _fill_standings(self, standings: list[PlayerStanding]) -> None:
        table = self.standings_table
        table.setRowCount(len(standings))
        for row, standing in enumerate(standings):
            cells = (
                _item(standing.name),
                _item(str(standing.games), right=True),
                _item(f"{standing.average_place:.2f}", right=True),
                _item(format_result(standing.total_result), right=True),
                _item(percent(standing.first_rate), right=True),
                _item(
                    percent(standing.win_rate),
                    right=True,
                    tip=self.tr("{wins} wins in {hands} hands").format(
                        wins=standing.wins, hands=standing.hands_played
                    ),
                ),
                _item(
                    percent(standing.deal_in_rate),
                    right=True,
                    tip=self.tr("{deal_ins} deal-ins in {hands} hands").format(
                        deal_ins=standing.deal_ins, hands=standing.hands_played
                    ),
                ),
            )
            for column, item in enumerate(cells):
                table.setItem(row, column, item)

    def _update_buttons(self) -> None:
        self.open_button.setEnabled(self.selected_game_id() is not None)

    def _open_selected(self) -> None:
        game_id = self.selected_game_id()
        if game_id is not None:
            self.openRequested.emit(game_id)

    def _open_row(self, index: QModelIndex) -> None:
        game_id = self._game_id_at(index.row())
        if game_id is not None:
            self.openRequested.emit(game_id)
