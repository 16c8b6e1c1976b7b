"""The Club menu's commands: the club window on each of its pages, and the standings on the
table display (the big screen for the room).

Made once with the main window; the club window is made the first time it is asked for.
Imports only what the menu needs: the club's windows load when first opened.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.shared.action_table import ACTIONS
from tallyo_desktop.app.shared.qt_actions import make_actions, shown_text
from tallyo_desktop.core.errors import TallyoError

KNOWN_NAMES = 500
"""The most names a name field completes from: the most played."""

if TYPE_CHECKING:
    from tallyo_desktop.app.club.board import StandingsBoard
    from tallyo_desktop.app.club.live_tables import GatheredTables, TableOf
    from tallyo_desktop.app.club.window import ClubWindow
    from tallyo_desktop.app.library.keeper import LibraryKeeper
    from tallyo_desktop.core.library.gathering import GatherReport


class BoardHost(Protocol):
    """What shows the board: the main window, on its table display."""

    def show_board(self, board: QWidget | None) -> bool:
        """Show `board` on the table display (None: the table again); False if it cannot."""
        ...


class ClubActions(QObject):
    def __init__(
        self,
        keeper: LibraryKeeper | None,
        controller: GameController,
        host: BoardHost,
        parent: QWidget,
        open_game: Callable[[int], object],
        open_game_at: Callable[[int, int], None] | None = None,
        settings: QSettings | None = None,
    ) -> None:
        """`open_game_at` opens a game at the hand ended by an event (-1: at its end)."""
        super().__init__(parent)
        self.settings = settings
        self.keeper = keeper
        self.controller = controller
        self.host = host
        self._parent = parent
        self._open_game = open_game
        self._open_game_at = open_game_at or (lambda game, _event: open_game(game))
        self._window: ClubWindow | None = None
        self.board: StandingsBoard | None = None
        self.gathered: GatheredTables | None = None
        """The unfinished games gathered from the other laptops: their tables are listed too."""
        self.actions_by_id: dict[str, QAction] = make_actions(
            "club",
            {
                "club.standings": lambda: self.show_page(0),
                "club.people": lambda: self.show_page(1),
                "club.seasons": lambda: self.show_page(2),
                "club.board": self.toggle_board,
            },
            self,
        )
        self.board_action = self.actions_by_id["club.board"]
        self.board_shown = False
        """Whether the display shows the standings: the action shows them, or the table again."""
        for action in self.actions_by_id.values():
            action.setEnabled(keeper is not None)

    def known_names(self) -> list[str]:
        """The known players' names, the most played first: what a new game's names complete
        from. None when the library cannot be read (a new game does not wait for it)."""
        library = self.keeper.library if self.keeper is not None else None
        if library is None:
            return []
        try:
            return library.known_names(KNOWN_NAMES)
        except TallyoError:
            return []

    def retranslate(self) -> None:
        """The actions' texts in the language now spoken."""
        for spec_id, action in self.actions_by_id.items():
            action.setText(shown_text(ACTIONS[spec_id]))

    def window(self) -> ClubWindow:
        """The club window, made (hidden) the first time."""
        if self._window is None:
            # Imported when first asked for: the club is no part of keeping a game's score.
            from tallyo_desktop.app.club.window import ClubWindow

            assert self.keeper is not None
            self._window = ClubWindow(self.keeper, self._parent, settings=self.settings)
            self._window.openRequested.connect(self._open_game)
            self._window.openAtRequested.connect(self._open_game_at)
            self._window.boardRequested.connect(lambda: self.set_board(True))
        return self._window

    def show_page(self, page: int) -> None:
        if self.keeper is not None:
            self.window().show_page(page)

    # --- the big screen ------------------------------------------------------------------------

    def live_tables(self) -> list[str]:
        """The game being played here, and those gathered unfinished from the other laptops
        (of the club night the standings are of, when they are of one), as the board lists
        them: each by its table's number in the night's seating, when it seated them."""
        from tallyo_desktop.app.club.live_tables import players_text

        lines = []
        night = None
        if self.keeper is not None and self._window is not None:
            night = self._window.standings.current_filter().club_night_uid
        table_of = self._table_of()
        controller = self.controller
        if controller.has_game and not controller.state.is_over:
            state = controller.state
            number = table_of(night, state.names)
            line = (
                self.tr("This table, {hand}:   {players}")
                if number is None
                else self.tr("Table {number} (this laptop), {hand}:   {players}")
            )
            lines.append(
                line.format(number=number, hand=state.hand_name, players=players_text(state))
            )
        if self.gathered is not None and self.keeper is not None:
            store = self.keeper.store
            finished = store.finished_dir if store is not None else None
            lines += self.gathered.lines(night, finished, table_of)
        return lines

    def _table_of(self) -> TableOf:
        """Which table of its night's seating (tonight's, for a game of no night) seated a
        table's players; read from the seatings kept in the data folder."""
        from datetime import date

        from tallyo_desktop.app.club.live_tables import seated_table
        from tallyo_desktop.app.club.seating_store import SEATING_FOLDER, SeatingStore

        store = self.keeper.store if self.keeper is not None else None
        if store is None:
            return lambda _night, _names: None
        seatings = SeatingStore(store.data_dir / SEATING_FOLDER)
        plans = seatings.plans()
        today = date.today().isoformat()

        def table_of(night: str | None, names: Sequence[str]) -> int | None:
            plan = next(
                (
                    plan
                    for _path, plan in plans
                    if (plan.night_id == night if night is not None else plan.day == today)
                ),
                None,
            )
            return seated_table(plan.rounds, names) if plan is not None else None

        return table_of

    def follow_gather(self, report: GatherReport) -> None:
        """A gather's unfinished games are tables still being played: the board lists them."""
        if self.gathered is None:
            from tallyo_desktop.app.club.live_tables import GatheredTables

            self.gathered = GatheredTables()
        self.gathered.follow(report)
        if self.board is not None:
            self.board.update()

    def toggle_board(self) -> None:
        self.set_board(not self.board_shown)

    def set_board(self, shown: bool) -> None:
        """Show the standings on the table display, or the table again."""
        if self.keeper is None:
            return
        if shown:
            from tallyo_desktop.app.club.board import StandingsBoard

            standings = self.window().standings
            if self.board is None:
                self.board = StandingsBoard(lambda: standings.board_content(self.live_tables()))
                self.board.destroyed.connect(self._board_gone)
                # Standings read again (other games, or tonight's night made) are shown at once.
                standings.model.modelReset.connect(self.board.update)
                standings.model.layoutChanged.connect(self.board.update)
            shown = self.host.show_board(self.board)
        elif self.board is not None:
            self.host.show_board(None)
        self.board_shown = shown
        if self.board is not None:
            self.board.update()

    def _board_gone(self) -> None:
        self.board = None
        self.board_shown = False

    def display_closed(self) -> None:
        """The table display was closed: it shows the table when it opens again."""
        self.set_board(False)
