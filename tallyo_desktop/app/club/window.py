"""The club window: the standings, the players as people, and the seasons with their club
nights, one page each; a player's page opens beside it. Its Undo (Ctrl+Z) takes back a merge or
a rename of players.

It opens on tonight's club night if there is one, else on the season of today, else on all
games: what the organiser looks at during an evening. Until the organiser picks other games, it
follows the evening: a night made for tonight after the window was (in the seating, or among the
seasons) is the one its standings, and the big screen's, are of.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QUndoStack
from PySide6.QtWidgets import QPushButton, QTabWidget, QVBoxLayout, QWidget

from tallyo_desktop.app.club.people_page import PeoplePage
from tallyo_desktop.app.club.ratings_cache import ratings_cache
from tallyo_desktop.app.club.scopes import evening_scope, read_club
from tallyo_desktop.app.club.seasons_page import SeasonsPage
from tallyo_desktop.app.club.standings_page import StandingsPage
from tallyo_desktop.app.library.keeper import LibraryKeeper

if TYPE_CHECKING:
    from tallyo_desktop.app.club.hand_search import HandSearchWindow
    from tallyo_desktop.app.club.player_page import PlayerPage

STANDINGS, PEOPLE, SEASONS = range(3)


class ClubWindow(QWidget):
    openRequested = Signal(int)
    """The id of a game to open from the library."""
    openAtRequested = Signal(int, int)
    """The id of a game to open, and the index of the event ending the hand to show."""
    boardRequested = Signal()
    """The standings shown are wanted on the big screen."""

    def __init__(self, keeper: LibraryKeeper, parent: QObject | None = None,
                 today: date | None = None, settings: QSettings | None = None) -> None:  # fmt: skip
        super().__init__(parent if isinstance(parent, QWidget) else None, Qt.WindowType.Window)
        self.setObjectName("clubWindow")
        self.setWindowTitle(self.tr("Club"))
        self.keeper = keeper
        self.undo_stack = QUndoStack(self)
        undo = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        undo.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        redo = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.addActions([undo, redo])
        self.undo_action = undo

        # The seasons and nights are read once, for the list of scopes and the evening's own;
        # the other pages are read when first shown.
        club = read_club(keeper)
        self._today = today
        self._evening = evening_scope(keeper, self.today(), club)
        self.standings = StandingsPage(keeper, club=club, scope=self._evening, settings=settings)
        self._scope_picked = False
        """Whether the organiser picked the games the standings are of: else they follow the
        evening."""
        self.standings.scope.activated.connect(self._scope_was_picked)
        self.people = PeoplePage(keeper, self.undo_stack, load=False)
        self.seasons = SeasonsPage(keeper, load=False)
        self._unread = {PEOPLE, SEASONS}
        """The pages not read since the library changed: each is read when it is shown."""
        self.tabs = QTabWidget()
        self.tabs.setObjectName("clubTabs")
        self.tabs.addTab(self.standings, self.tr("&Standings"))
        self.tabs.addTab(self.people, self.tr("&Players"))
        self.tabs.addTab(self.seasons, self.tr("Seasons and club &nights"))
        self.search_button = QPushButton(self.tr("&Find games…"))
        self.search_button.setObjectName("clubFindGames")
        self.search_button.setToolTip(
            self.tr("Find games by a yaku, a yakuman, a double ron, a player or a date (Ctrl+F)")
        )
        self.search_button.clicked.connect(self.open_search)
        self.tabs.setCornerWidget(self.search_button)
        find = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self)
        find.activated.connect(self.open_search)
        self.search: HandSearchWindow | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)

        self.standings.personChosen.connect(self.open_person)
        self.standings.boardRequested.connect(self.boardRequested)
        self.people.personChosen.connect(lambda person: self.open_person(person, everything=True))
        # Connected first: the standings read their ratings again from the people as they are.
        scopes = ratings_cache(keeper)
        self.people.changed.connect(scopes.forget)
        self.seasons.changed.connect(scopes.forget)
        self.people.changed.connect(self.standings.refresh)
        self.seasons.changed.connect(self._seasons_changed)
        self.seasons.standingsRequested.connect(self.show_standings_of)
        keeper.changed.connect(self.refresh)
        self.tabs.currentChanged.connect(self._read_if_unread)
        self.resize(1040, 620)

    def today(self) -> date:
        return self._today or date.today()

    def _scope_was_picked(self) -> None:
        self._scope_picked = True

    def follow_evening(self) -> None:
        """Show the standings of tonight's night (or today's season) if the organiser picked no
        other games and it is not what they are of."""
        if self._scope_picked:
            return
        evening = evening_scope(self.keeper, self.today())
        if evening != self._evening:
            self._evening = evening
            if evening is None:
                self.standings.choose_scope(None)
            else:
                self.standings.choose_scope(*evening)

    def show_page(self, page: int) -> None:
        self.follow_evening()
        self.tabs.setCurrentIndex(page)
        self.show()
        self.raise_()
        self.activateWindow()

    def refresh(self) -> None:
        """The library changed (a game finished, or was rebuilt): read the standings again,
        and the other pages now if shown, else when they are."""
        self.standings.fill_scopes()
        self.follow_evening()
        self.standings.refresh()
        self._unread = {PEOPLE, SEASONS}
        self._read_if_unread(self.tabs.currentIndex())

    def _read_if_unread(self, page: int) -> None:
        if page in self._unread:
            self._unread.discard(page)
            (self.people if page == PEOPLE else self.seasons).refresh()

    def _seasons_changed(self) -> None:
        self.standings.fill_scopes()
        self.follow_evening()
        self.standings.refresh()

    def show_standings_of(self, kind: str, uid: str) -> None:
        self._scope_picked = True
        self.standings.choose_scope(kind, uid)
        self.tabs.setCurrentIndex(STANDINGS)

    def open_person(self, person_id: int, everything: bool = False) -> PlayerPage:
        """The person's page: of the games the standings count, or all their games."""
        # Imported when asked for: opening the window needs no player's page.
        from tallyo_desktop.app.club.player_page import PlayerPage

        chosen = None if everything else self.standings.current_filter()
        page = PlayerPage(self.keeper, person_id, chosen, self, places=self.standings.places)
        page.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        page.openRequested.connect(self.openRequested)
        page.show()
        return page

    def open_search(self) -> HandSearchWindow:
        """The window that finds games by what happened in them."""
        # Imported when asked for, as the player's page is.
        from tallyo_desktop.app.club.figures_cache import figures_cache
        from tallyo_desktop.app.club.hand_search import HandSearchWindow

        if self.search is None:
            self.search = HandSearchWindow(self.keeper, figures_cache(self.keeper), self)
            self.search.openAtRequested.connect(self.openAtRequested)
        self.search.show()
        self.search.raise_()
        self.search.activateWindow()
        return self.search
