"""How a player plays, over the games chosen: their figures, their graphs, and another player
beside them with the games both played at one table (head to head).

The figures are the core's (`core.statistics`), of games whose figures are kept once worked out
(`figures_cache`), so that the page opens in a moment over a club's ten thousand games.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import accumulate

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.club.figure_words import unit_words
from tallyo_desktop.app.club.figures_cache import FiguresCache, ScopeFigures
from tallyo_desktop.app.club.graph_output import GraphView, write_pdf, write_png
from tallyo_desktop.app.club.player_figures import FiguresPanel
from tallyo_desktop.app.club.player_graphs import Graph, Series, band_labels, top_yaku
from tallyo_desktop.app.club.ratings_cache import person_key
from tallyo_desktop.app.club.scope_bar import ScopeBar
from tallyo_desktop.app.club.scopes import Club
from tallyo_desktop.app.shared.look import SPACE
from tallyo_desktop.app.shared.save_places import SavePlaces, ask_save_path, file_name
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.statistics.head_to_head import HeadToHead, head_to_head
from tallyo_desktop.core.statistics.measures import Unit
from tallyo_desktop.core.statistics.rating import RatingSeries
from tallyo_desktop.core.statistics.seat_row import SeatRow
from tallyo_desktop.core.statistics.totals import PlayerTotals
from tallyo_desktop.core.table.settlement import format_result

GRAPHS = ("result", "places", "sizes", "yaku", "rating")
"""The graphs the page offers, in its order."""


GRAPHS_KEY = "club/graphsFolder"
"""Where graphs were last saved, when the page was opened without the standings' places."""


class PlayerStatistics(QWidget):
    """The figures and graphs of one person over a scope chosen on it."""

    figuresShown = Signal()
    """The figures were read again (another scope, another player beside)."""

    def __init__(
        self,
        cache: FiguresCache,
        person_id: int,
        name: str,
        club: Callable[[], Club],
        chosen: StatisticsFilter | None = None,
        parent: QWidget | None = None,
        places: SavePlaces | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("playerStatistics")
        self.places = places or SavePlaces(None, GRAPHS_KEY)
        """Where the graphs' save dialogs start: the folder last saved in, else Documents."""
        self.cache = cache
        self.person_id = person_id
        self.name = name
        self.other: tuple[int, str] | None = None
        self.scope_bar = ScopeBar(club)
        if chosen is not None:
            self.scope_bar.set_filter(chosen)
        self.compare = QComboBox()
        self.compare.setObjectName("playerCompare")
        self.compare.setAccessibleName(self.tr("Beside another player"))
        self.compare.addItem(self.tr("Nobody beside"), None)
        self._people_read = False
        self.compare.installEventFilter(self)
        self.head_to_head = QLabel()
        self.head_to_head.setObjectName("playerHeadToHead")
        self.head_to_head.setWordWrap(True)
        self.head_to_head.setTextFormat(Qt.TextFormat.PlainText)
        self.status = QLabel()
        self.status.setObjectName("playerFiguresStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.figures = FiguresPanel()
        self.graph_choice = QComboBox()
        self.graph_choice.setObjectName("playerGraphChoice")
        self.graph_choice.setAccessibleName(self.tr("Graph"))
        for kind, text in zip(GRAPHS, self._graph_titles(), strict=True):
            self.graph_choice.addItem(text, kind)
        self.graph = GraphView(Graph("result", ""))
        self.graph.setObjectName("playerGraph")
        self.picture_button = QPushButton(self.tr("P&icture…"))
        self.picture_button.setObjectName("playerGraphPicture")
        self.picture_button.setToolTip(self.tr("Save this graph as a picture"))
        self.picture_button.clicked.connect(self.ask_png)
        self.print_button = QPushButton(self.tr("&Print…"))
        self.print_button.setObjectName("playerGraphPdf")
        self.print_button.setToolTip(self.tr("Save every graph as a printable PDF, one a page"))
        self.print_button.clicked.connect(self.ask_pdf)
        graph_bar = QHBoxLayout()
        graph_bar.addWidget(self.graph_choice)
        graph_bar.addStretch(1)
        graph_bar.addWidget(self.picture_button)
        graph_bar.addWidget(self.print_button)
        graphs = QWidget()
        graphs_layout = QVBoxLayout(graphs)
        graphs_layout.addLayout(graph_bar)
        graphs_layout.addWidget(self.graph, 1)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("playerTabs")
        self.tabs.addTab(self.figures, self.tr("&Figures"))
        self.tabs.addTab(graphs, self.tr("&Graphs"))
        compare_row = QHBoxLayout()
        compare_row.addWidget(QLabel(self.tr("Beside:")))
        compare_row.addWidget(self.compare)
        compare_row.addWidget(self.head_to_head, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(SPACE)
        layout.addWidget(self.scope_bar)
        layout.addLayout(compare_row)
        layout.addWidget(self.status)
        layout.addWidget(self.tabs, 1)
        self.scope_figures: ScopeFigures | None = None
        self.mine: PlayerTotals | None = None
        self.theirs: PlayerTotals | None = None
        self.scope_bar.changed.connect(self.refresh)
        self.compare.currentIndexChanged.connect(self._compare_chosen)
        self.graph_choice.currentIndexChanged.connect(self._show_graph)
        # Read by `refresh`, which the page calls once it knows the player.

    def _graph_titles(self) -> list[str]:
        return [
            self.tr("Result over time"),
            self.tr("Places"),
            self.tr("Wins and deal-ins by size"),
            self.tr("Yaku"),
            self.tr("Rating over time"),
        ]

    # --- the player beside ----------------------------------------------------------------------

    def eventFilter(self, watched: object, event: object) -> bool:
        # The people are read when the list is first opened: the page opens without them.
        from PySide6.QtCore import QEvent

        asking = (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress, QEvent.Type.Wheel)
        if watched is self.compare and isinstance(event, QEvent) and event.type() in asking:
            self.read_people()
        return False

    def read_people(self) -> None:
        """Offer everybody else who played, the most games first."""
        if self._people_read:
            return
        self._people_read = True
        library = self.cache.keeper.library
        if library is None:
            return
        try:
            people = library.people()
        except TallyoError:
            return
        self.compare.blockSignals(True)
        for person in people:
            if person.id != self.person_id:
                self.compare.addItem(person.display_name, person.id)
        self.compare.blockSignals(False)

    def compare_with(self, person_id: int | None) -> None:
        """Show `person_id` beside (None: nobody), as choosing them in the list does."""
        self.read_people()
        self.compare.setCurrentIndex(max(0, self.compare.findData(person_id)))

    def _compare_chosen(self) -> None:
        person = self.compare.currentData()
        self.other = None if person is None else (int(person), self.compare.currentText())
        self._show()

    # --- the figures ----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the figures of the games chosen again."""
        try:
            self.scope_figures = self.cache.scope(
                self.scope_bar.current_filter(), self.scope_bar.current_origin()
            )
        except TallyoError as error:
            self.scope_figures = None
            self.status.setText(
                self.tr("The figures cannot be read: {reason}").format(reason=error)
            )
            return
        self._show()

    def _show(self) -> None:
        scope = self.scope_figures
        if scope is None:
            return
        try:
            self.mine = scope.totals(self.person_id)
            self.theirs = scope.totals(self.other[0]) if self.other else None
        except TallyoError as error:
            self.status.setText(
                self.tr("The figures cannot be read: {reason}").format(reason=error)
            )
            return
        players = self.scope_bar.players_count()
        games = self.mine.counts.games if self.mine else 0
        hands = self.mine.counts.hands if self.mine else 0
        self.status.setText(
            self.tr("{title}: {games}, {hands}. A figure from too few is shown as –.").format(
                title=self.scope_bar.title(),
                games=unit_words(Unit.GAMES, games),
                hands=unit_words(Unit.HANDS, hands),
            )
        )
        other = None
        if self.other is not None:
            # Beside, even with no game here: the figures say so, each counted over nothing.
            other = self.theirs or PlayerTotals(person_key(self.other[0]), SeatRow())
        self.figures.show_figures(
            self.mine,
            players,
            self.rating(self.person_id),
            other,
            self.rating(self.other[0]) if self.other else None,
            (self.name, self.other[1] if self.other else ""),
        )
        self.head_to_head.setText(self._head_to_head_text())
        self._show_graph()
        self.figuresShown.emit()

    def rating(self, person_id: int) -> RatingSeries | None:
        return self.scope_figures.rating(person_id) if self.scope_figures else None

    def head_to_head_figures(self) -> HeadToHead | None:
        if self.other is None or self.scope_figures is None:
            return None
        other = self.other[0]
        games = [
            game
            for game in self.scope_figures.games
            if self.person_id in game.people and other in game.people
        ]
        return head_to_head(
            self.cache.figures(games), person_key(self.person_id), person_key(other)
        )

    def _head_to_head_text(self) -> str:
        found = self.head_to_head_figures()
        if found is None or self.other is None:
            return ""
        if not found.games:
            return self.tr("Never at one table here.")
        return self.tr(
            "At one table %n time(s): {me} finished above {other} {above}, below {below}; "
            "average places {my_place:.2f} and {their_place:.2f}, results {my_result} and "
            "{their_result}.",
            "",
            found.games,
        ).format(
            me=self.name,
            other=self.other[1],
            above=self.tr("%n time(s)", "", found.first_above),
            below=found.second_above,
            my_place=found.first_places / found.games,
            their_place=found.second_places / found.games,
            my_result=format_result(found.first_result),
            their_result=format_result(found.second_result),
        )

    # --- the graphs -----------------------------------------------------------------------------

    def players_shown(self) -> list[tuple[int, str, PlayerTotals | None]]:
        shown = [(self.person_id, self.name, self.mine)]
        if self.other is not None:
            shown.append((self.other[0], self.other[1], self.theirs))
        return shown

    def make_graph(self, kind: str) -> Graph:
        """The graph `kind` (one of `GRAPHS`) of the player, and of the one beside."""
        title = dict(zip(GRAPHS, self._graph_titles(), strict=True))[kind]
        shown = self.players_shown()
        graph = Graph(
            kind,
            self.tr("{graph}: {scope}").format(graph=title, scope=self.scope_bar.title()),
            empty=self.tr("No games here to draw."),
        )
        if kind == "result":
            for person, name, totals in shown:
                results = [
                    game.rows[game.facts.names.index(person_key(person))].result
                    for game in (totals.played if totals else ())
                ]
                graph.series.append(Series(name, tuple(accumulate(results))))
            graph.labels = (self.tr("Running total after each game"),)
        elif kind == "places":
            seats = self.scope_bar.players_count()
            names = (self.tr("1st"), self.tr("2nd"), self.tr("3rd"), self.tr("4th"))
            graph.labels = names[:seats]
            for _person, name, totals in shown:
                games = totals.counts.games if totals else 0
                places = totals.counts.places[:seats] if totals else ()
                graph.series.append(
                    Series(name, tuple(count / games for count in places) if games else ())
                )
        elif kind == "sizes":
            graph.labels = band_labels()
            graph.empty = self.tr("No win and no deal-in here to draw.")
            for _person, name, totals in shown:
                if totals is None or not (totals.counts.wins or totals.counts.deal_ins):
                    graph.series.append(Series(name, ()))
                    continue
                graph.series.append(
                    Series(
                        name,
                        tuple(map(float, totals.counts.win_bands)),
                        tuple(map(float, totals.counts.deal_in_bands)),
                        (
                            self.tr("Wins, by what they were paid"),
                            self.tr("Deal-ins, by what they cost"),
                        ),
                    )
                )
        elif kind == "yaku":
            graph.empty = self.tr(
                "No win here whose tiles were kept: yaku are known from the tile picker and "
                "from online logs."
            )
            yaku = [dict(totals.yaku) if totals else {} for _p, _n, totals in shown]
            over = [totals.counts.counted_wins if totals else 0 for _p, _n, totals in shown]
            graph.labels = top_yaku(yaku, over)
            for (_person, name, _totals), one, wins in zip(shown, yaku, over, strict=True):
                values = tuple(one.get(label, 0) / wins for label in graph.labels) if wins else ()
                graph.series.append(Series(name, values if graph.labels else ()))
        else:
            for person, name, _totals in shown:
                series = self.rating(person)
                points = tuple(point.rating for point in series.points) if series else ()
                graph.series.append(Series(name, (1500.0, *points) if points else ()))
            graph.labels = (self.tr("After each game, from 1500"),)
        return graph

    def _show_graph(self) -> None:
        self.graph.show_graph(self.make_graph(str(self.graph_choice.currentData())))

    def _ask(self, title: str, kind: str, name: str) -> str:
        path = ask_save_path(self, title, kind, self.places, name)
        return str(path) if path is not None else ""

    def ask_png(self) -> None:
        #: The start of the name proposed for a saved graph: "graph-ann-rating.png".
        shown = self.graph_choice.currentText()
        name = file_name(self.tr("graph"), self.name, shown, suffix=".png")
        path = self._ask(
            self.tr("Save the graph as a picture"), self.tr("PNG images (*.png)"), name
        )
        if path:
            self.save_png(path)

    def ask_pdf(self) -> None:
        #: The start of the name proposed for the saved graphs: "graphs-ann.pdf".
        name = file_name(self.tr("graphs"), self.name, suffix=".pdf")
        path = self._ask(self.tr("Save the graphs as PDF"), self.tr("PDF files (*.pdf)"), name)
        if path:
            self.save_pdf(path)

    def save_png(self, path: str) -> bool:
        # Fusion's light colours whatever the window's scheme: a picture is sent or printed.
        palette = self.style().standardPalette()
        return self._write(path, lambda: write_png(self.graph.graph, path, palette, self.font()))

    def save_pdf(self, path: str) -> bool:
        palette = self.style().standardPalette()
        graphs = [self.make_graph(kind) for kind in GRAPHS]
        return self._write(path, lambda: write_pdf(graphs, path, palette, self.font()))

    def _write(self, path: str, write: object) -> bool:
        assert callable(write)
        try:
            write()
        except OSError as error:
            QMessageBox.warning(
                self,
                self.tr("Graphs"),
                self.tr(
                    "The graph could not be saved to {path}: {reason}. Choose another "
                    "folder or name."
                ).format(path=path, reason=error.strerror or error),
            )
            return False
        return True
