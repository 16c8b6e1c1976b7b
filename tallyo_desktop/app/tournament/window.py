"""The tournament window: a tournament's day from registration to the final ranking, a page
for each part (players, schedule, results, penalties, ranking), with the tournament's file, undo
and redo, and the round clock above them.

Every change goes through the one `TournamentController`; the pages show what its changes
say. The window is made by the main window (`app.window.tournament_commands`), which gives it
what lies beyond the tournament: the library's players and games, gathering, starting a
table's game, the big screen and the clock.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.shared.look import SPACE
from tallyo_desktop.app.shared.translations import current_language
from tallyo_desktop.app.tournament.board import BoardContent
from tallyo_desktop.app.tournament.board_texts import board_content
from tallyo_desktop.app.tournament.controller import TournamentController
from tallyo_desktop.app.tournament.file_keeper import TournamentFileKeeper
from tallyo_desktop.app.tournament.outputs import Questions, TournamentOutputs
from tallyo_desktop.app.tournament.penalties_page import PenaltiesPage
from tallyo_desktop.app.tournament.players_page import PlayersPage
from tallyo_desktop.app.tournament.ranking_page import RankingPage
from tallyo_desktop.app.tournament.results_page import ResultsPage
from tallyo_desktop.app.tournament.schedule_page import SchedulePage
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.tournament.changes import RESET, TournamentChange
from tallyo_desktop.core.tournament.operations import new_tournament
from tallyo_desktop.core.tournament.roster_csv import MOST_CSV_BYTES, players_from_csv
from tallyo_desktop.core.tournament.tournament_file import FILE_SUFFIX
from tallyo_desktop.core.tournament.tournament_rules import tournament_rules

if TYPE_CHECKING:
    from tallyo_desktop.core.record.format import SavedGame

PLAYERS, SCHEDULE, RESULTS, PENALTIES, RANKING = range(5)
DEFAULT_ROUNDS = 4
ClockText = Callable[[], str]


class TournamentWindow(QWidget):
    players: PlayersPage
    schedule: SchedulePage
    results: ResultsPage
    penalties: PenaltiesPage
    ranking: RankingPage
    outputs: TournamentOutputs
    startRequested = Signal(object, int, int)
    """A table's game is to be started: the controller's tournament, its round and table."""
    boardRequested = Signal()
    gatherRequested = Signal()

    def __init__(
        self,
        questions: Questions | None = None,
        parent: QWidget | None = None,
        known_names: Callable[[], Sequence[str]] | None = None,
        library_games: Callable[[], list[SavedGame] | None] | None = None,
        clock_text: ClockText | None = None,
        today: date | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("tournamentWindow")
        self.questions = questions
        self._known_names = known_names
        self._library_games = library_games
        self._clock_text = clock_text
        self._today = today or date.today()
        self.controller = TournamentController(self)
        # Made before the pages, so that a change is saved before any page shows it.
        self.files = TournamentFileKeeper(self.controller, self)
        self.files.saveFailed.connect(self._save_failed)
        self.files.saved.connect(self._show_title)
        controller = self.controller
        QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self, controller.undo)
        QShortcut(QKeySequence("Ctrl+Shift+Z"), self, controller.redo)
        self._language = current_language()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._body = self._build()
        layout.addWidget(self._body)
        self.controller.changed.connect(self._follow)
        self.controller.refused.connect(self._refused)
        self._show_title()
        self.resize(1200, 760)

    def _build(self) -> QWidget:
        """The window's contents, in the language now spoken."""
        controller = self.controller
        body = QWidget(self)
        bar = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("tournamentTitle")
        self.new_button = QPushButton(self.tr("&New tournament…"))
        self.open_button = QPushButton(self.tr("&Open…"))
        self.save_as_button = QPushButton(self.tr("Save &as…"))
        self.undo_button = QPushButton(self.tr("Undo"))
        self.undo_button.setObjectName("tournamentUndo")
        self.redo_button = QPushButton(self.tr("Redo"))
        self.new_button.clicked.connect(self.ask_new)
        self.open_button.clicked.connect(self.ask_open)
        self.save_as_button.clicked.connect(self.ask_save_as)
        self.undo_button.clicked.connect(controller.undo)
        self.redo_button.clicked.connect(controller.redo)
        bar.addWidget(self.title, 1)
        for button in (self.new_button, self.open_button, self.save_as_button,
                       self.undo_button, self.redo_button):  # fmt: skip
            bar.addWidget(button)
        self.players = PlayersPage(controller, self._known_names)
        self.players.importRequested.connect(self.ask_import)
        self.schedule = SchedulePage(controller)
        self.schedule.printRequested.connect(lambda kind: self.outputs.print_kind(kind))
        self.schedule.startRequested.connect(self._start)
        self.results = ResultsPage(controller)
        self.results.gatherRequested.connect(self.gatherRequested)
        self.results.libraryRequested.connect(lambda: self.take_library_results(quiet=False))
        self.penalties = PenaltiesPage(controller)
        self.penalties.exportRequested.connect(lambda: self.outputs.export("penalties"))
        self.ranking = RankingPage(controller)
        self.ranking.exportRequested.connect(lambda kind: self.outputs.export(kind))
        self.ranking.boardRequested.connect(self.boardRequested)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("tournamentTabs")
        for page, text in (
            (self.players, self.tr("&Players")),
            (self.schedule, self.tr("&Schedule")),
            (self.results, self.tr("R&esults")),
            (self.penalties, self.tr("Pe&nalties")),
            (self.ranking, self.tr("Ran&king")),
        ):
            self.tabs.addTab(page, text)
        self.status = QLabel()
        self.status.setObjectName("tournamentStatus")
        self.status.setWordWrap(True)
        layout = QVBoxLayout(body)
        layout.setSpacing(SPACE)
        layout.addLayout(bar)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.status)
        self.outputs = TournamentOutputs(
            self.controller, self.questions, self, self.ranking.current, self.board_content,
            self.schedule.chosen_round,
        )  # fmt: skip
        return body

    def changeEvent(self, event: QEvent) -> None:
        # Sent once for each translator taken out or put in: the contents are made again once.
        if event.type() == QEvent.Type.LanguageChange and current_language() != self._language:
            self._language = current_language()
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        """The pages made again in the language now spoken, showing the same tournament on the
        same page: a page's words are set as it is made."""
        page, said = self.tabs.currentIndex(), self.status.text()
        old = self._body
        for part in (self.players, self.schedule, self.results, self.penalties, self.ranking):
            self.controller.changed.disconnect(part.follow)
        old.hide()
        self._body = self._build()
        layout = self.layout()
        assert layout is not None
        layout.replaceWidget(old, self._body)
        old.deleteLater()
        # Made after the window was shown, the new contents are shown by hand.
        self._body.show()
        self.tabs.setCurrentIndex(page)
        self.controller.changed.emit(RESET)
        self.status.setText(said)

    # Showing
    def _follow(self, change: TournamentChange) -> None:
        if change.reset or change.edited:
            # A refusal was about what was tried before; a file behind the tournament is
            # still said.
            self.status.setText(self.files.problem or "")
        self._show_title()

    def _show_title(self) -> None:
        controller = self.controller
        has = controller.has_tournament
        for widget in (self.tabs, self.save_as_button):
            widget.setEnabled(has)
        undo, redo = controller.undo_text(), controller.redo_text()
        self.undo_button.setEnabled(bool(undo))
        self.redo_button.setEnabled(bool(redo))
        self.undo_button.setText(self.tr("Undo {change}").format(change=undo) if undo
                                 else self.tr("Undo"))  # fmt: skip
        self.redo_button.setText(self.tr("Redo {change}").format(change=redo) if redo
                                 else self.tr("Redo"))  # fmt: skip
        if not has:
            self.setWindowTitle(self.tr("Tournament"))
            self.title.setText(self.tr("No tournament is open: make a new one, or open its file."))
            return
        state = controller.state
        path = controller.path
        name = path.name if path is not None else ""
        self.setWindowTitle(self.tr("{tournament} – Tournament").format(tournament=state.name))
        text = self.tr("{tournament}, {day} ({file})").format(
            tournament=state.name, day=state.day, file=name
        )
        if self.files.problem is not None:
            text += " — " + self.tr("not saved")
        self.title.setText(text)

    def _refused(self, reason: str) -> None:
        self.status.setText(reason)

    def _save_failed(self, reason: str) -> None:
        self.status.setText(reason)
        self._show_title()

    def say(self, text: str) -> None:
        self.status.setText(text)

    def board_content(self) -> BoardContent:
        clock = self._clock_text() if self._clock_text is not None else ""
        return board_content(self.controller.state, self.ranking.current(), clock)

    # The tournament's file
    def _folder(self) -> Path:
        path = self.controller.path
        return path.parent if path is not None else Path.home()

    def _filter(self) -> str:
        return self.tr("Tournaments (*{suffix})").format(suffix=FILE_SUFFIX)

    def ask_new(self) -> bool:
        if self.questions is None:
            return False
        path = self.questions.save_path(
            self.tr("New tournament"), self._filter(), FILE_SUFFIX,
            self._folder() / self.tr("Tournament{suffix}").format(suffix=FILE_SUFFIX),
        )  # fmt: skip
        return path is not None and self.new_tournament(path)

    def new_tournament(self, path: Path, players: int = 4) -> bool:
        """A new tournament in `path`, named after it, on today, by the EMA's rules (the
        schedule page changes them)."""
        game = presets.EMA_2016 if players == 4 else presets.MAHJONG_SOUL_3P
        tournament = new_tournament(
            path.stem, self._today.isoformat(), tournament_rules(game), DEFAULT_ROUNDS
        )
        reason = self.files.create(tournament, path)
        if reason is not None:
            self._inform(reason)
            return False
        self.tabs.setCurrentIndex(PLAYERS)
        return True

    def ask_open(self) -> bool:
        if self.questions is None:
            return False
        path = self.questions.open_path(self.tr("Open a tournament"), self._filter(),
                                        self._folder())  # fmt: skip
        return path is not None and self.open_tournament(path)

    def open_tournament(self, path: Path) -> bool:
        reason = self.files.open(path)
        if reason is not None:
            self._inform(
                self.tr("{file} cannot be opened. {reason}").format(file=path.name, reason=reason)
            )
            return False
        # Its games may have come into the library while it was closed.
        self.later_take_library_results()
        return True

    def ask_save_as(self) -> bool:
        if self.questions is None or not self.controller.has_tournament:
            return False
        path = self.questions.save_path(self.tr("Save the tournament as"), self._filter(),
                                        FILE_SUFFIX, self._folder())  # fmt: skip
        if path is None:
            return False
        reason = self.files.save_as(path)
        if reason is not None:
            self._inform(reason)
        return reason is None

    def _inform(self, text: str) -> None:
        if self.questions is not None:
            self.questions.inform(self.tr("Tournament"), text)
        self.status.setText(text)

    # Players from elsewhere
    def ask_import(self) -> bool:
        if self.questions is None:
            return False
        path = self.questions.open_path(
            self.tr("Import players"), self.tr("CSV files (*.csv *.txt)"), self._folder()
        )
        return path is not None and self.import_players(path)

    def import_players(self, path: Path) -> bool:
        try:
            if path.stat().st_size > MOST_CSV_BYTES:
                raise TallyoError(self.tr("The file is too large for a list of players."))
            text = path.read_bytes().decode("utf-8-sig")
            players = players_from_csv(text)
        except (OSError, UnicodeDecodeError, TallyoError) as error:
            reason = getattr(error, "strerror", None) or str(error)
            if isinstance(error, UnicodeDecodeError):
                reason = self.tr("it is not text in UTF-8")
            self._inform(
                self.tr("{file} cannot be imported: {reason}").format(file=path.name, reason=reason)
            )
            return False
        if self.controller.register(players):
            self.say(self.tr("%n player(s) registered from {file}.", "", len(players)).format(
                file=path.name))  # fmt: skip
            return True
        return False

    # Results from games
    def take_library_results(self, quiet: bool = True) -> None:
        """Take the results of the tournament's games from the library (after a gather, or a
        game ended here)."""
        if not self.controller.has_tournament or self._library_games is None:
            return
        games = self._library_games()
        if games is None:
            if not quiet:
                self.say(self.tr("The library cannot be read: no result was taken."))
            return
        found = self.controller.take_results(games)
        if found is None:
            return
        lines = []
        if found.taken:
            lines.append(self.tr(
                "%n table(s)' results taken from their games.", "", len(found.taken)))  # fmt: skip
        elif not quiet:
            lines.append(self.tr("No new result among the tournament's games."))
        lines += found.kept_slips or []
        lines += found.refused or []
        if lines:
            self.say(" ".join(lines))

    def later_take_library_results(self) -> None:
        QTimer.singleShot(0, self.take_library_results)

    def _start(self, round_: int, table: int) -> None:
        if self.controller.has_tournament:
            self.startRequested.emit(self.controller, round_, table)

    def closeEvent(self, event: QCloseEvent) -> None:
        # Every change is in the file already; a change the file could not take is said.
        if self.files.problem is not None and self.controller.path is not None:
            self._inform(self.files.problem)
        super().closeEvent(event)
