"""A player's page: who they are (their names), how they play over the games chosen (their
figures and graphs, `player_statistics`), their results over time, and their recent games, any
of which opens as the library's games do."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.club.figures_cache import figures_cache
from tallyo_desktop.app.club.player_statistics import PlayerStatistics
from tallyo_desktop.app.club.results_chart import ResultsChart
from tallyo_desktop.app.club.scopes import read_club
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.models import GamesModel
from tallyo_desktop.app.library.shown_text import shown
from tallyo_desktop.app.library.window import LibraryWindow
from tallyo_desktop.app.shared.look import HEADING_SCALE, SPACE, scaled_font
from tallyo_desktop.app.shared.save_places import SavePlaces
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.table.settlement import format_result

RECENT_GAMES = 20
ALIASES_SHOWN = 12


class PlayerPage(QWidget):
    """One person's page, in a window of its own."""

    openRequested = Signal(int)
    """The id of a game to open."""

    def __init__(
        self,
        keeper: LibraryKeeper,
        person_id: int,
        chosen: StatisticsFilter | None = None,
        parent: QWidget | None = None,
        places: SavePlaces | None = None,
    ) -> None:
        """`places`: where the graphs' save dialogs start, as the standings' exports do."""
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("playerPage")
        self.keeper = keeper
        self.person_id = person_id
        self.chosen = chosen
        """The games the chart is of (those of the standings it was opened from); None: all."""
        self.name = QLabel()
        self.name.setObjectName("playerName")
        self.name.setFont(scaled_font(self, HEADING_SCALE))
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        self.details = QLabel()
        self.details.setObjectName("playerDetails")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.chart = ResultsChart()
        self.games_model = GamesModel(LibraryWindow.GAME_COLUMNS, self)
        self.games = QTableView()
        self.games.setObjectName("playerGames")
        self.games.setAccessibleName(self.tr("Recent games"))
        self.games.setModel(self.games_model)
        self.games.verticalHeader().setVisible(False)
        self.games.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.horizontalHeader().setStretchLastSection(True)
        self.games.activated.connect(self._open_row)
        recent = QLabel(self.tr("Recent games (Enter or a double click opens one)"))
        self.statistics = PlayerStatistics(
            figures_cache(keeper), person_id, "", lambda: read_club(keeper), chosen, places=places
        )
        games_tab = QWidget()
        games_layout = QVBoxLayout(games_tab)
        games_layout.addWidget(self.chart, 3)
        games_layout.addWidget(recent)
        games_layout.addWidget(self.games, 2)
        self.games_tab = games_tab
        self.statistics.tabs.addTab(games_tab, self.tr("&Recent games"))
        self._recent_read = False
        """Whether the recent games tab holds what the library has: read when it is shown."""
        self.statistics.tabs.currentChanged.connect(self._read_recent_if_shown)
        self.statistics.figuresShown.connect(self._show_details)
        self._aliases: list[str] = []
        layout = QVBoxLayout(self)
        layout.setSpacing(SPACE)
        layout.addWidget(self.name)
        layout.addWidget(self.details)
        layout.addWidget(self.statistics, 1)
        self.resize(900, 720)
        self.refresh()

    def refresh(self) -> None:
        library = self.keeper.library
        if library is None:
            self.details.setText(
                self.tr("The library cannot be opened: {reason}").format(reason=self.keeper.error)
            )
            return
        try:
            person = library.person(self.person_id)
        except TallyoError as error:
            self.details.setText(
                self.tr("This player cannot be read: {reason}").format(reason=error)
            )
            return
        name = shown(person.display_name)
        self.setWindowTitle(self.tr("{name}: player").format(name=name))
        self.name.setText(name)
        self._aliases = [shown(alias) for alias in person.aliases if alias != person.display_name]
        self.statistics.name = name
        self.statistics.refresh()
        self._recent_read = False
        self._read_recent_if_shown()

    def _show_details(self) -> None:
        """The games of the scope chosen, and the other names the player was written as."""
        mine = self.statistics.mine
        counts = mine.counts if mine is not None else None
        games = counts.games if counts is not None else 0
        total = counts.result if counts is not None else 0
        average = counts.place_total / games if counts is not None and games else 0.0
        lines = [
            self.tr("%n game(s) here, total {total}, average place {place:.2f}", "", games).format(
                total=format_result(total), place=average
            )
        ]
        if self._aliases:
            # A name typed many ways: the first few say it.
            listed = ", ".join(self._aliases[:ALIASES_SHOWN])
            if len(self._aliases) > ALIASES_SHOWN:
                listed += ", …"
            lines.append(self.tr("Also written as: {names}").format(names=listed))
        self.details.setText("\n".join(lines))

    def _read_recent_if_shown(self) -> None:
        """The results over time and the recent games, read when their tab is first shown."""
        if self._recent_read or self.statistics.tabs.currentWidget() is not self.games_tab:
            return
        library = self.keeper.library
        if library is None:
            return
        try:
            results = library.person_results(self.person_id, self.chosen)
            recent = library.recent_games(self.person_id, RECENT_GAMES)
        except TallyoError as error:
            self.details.setText(
                self.tr("This player cannot be read: {reason}").format(reason=error)
            )
            return
        self._recent_read = True
        self.chart.show_games(results)
        self.games_model.set_rows(recent)
        self.games.resizeColumnsToContents()

    def _open_row(self, index: QModelIndex) -> None:
        game_id = self.games_model.game_id(index.row())
        if game_id is not None:
            self.openRequested.emit(game_id)
