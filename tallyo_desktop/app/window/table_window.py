"""The main window's table: its parts (a seat on each side around the centre panel with the
entry, and beside it the history above the points chart, under the banner about the game's
file), their menus and keys, their wiring to the controller and to each other, and showing the
table the entry is about.

`TableWindow` is the main window's base. `_make_table` makes the parts when the window is set
up, and again in the new language when the language changes (see main_window.py). Their
modules are imported there, not with this module: at a start they load once the empty window is
on screen, and they are most of what a start loads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.app.shared.translations import current_language
from tallyo_desktop.app.window.remembering_window import RememberingWindow

if TYPE_CHECKING:
    from tallyo_desktop.app.clock.keeper import ClockKeeper
    from tallyo_desktop.app.club.actions import ClubActions
    from tallyo_desktop.app.entry.actions import EntryActions
    from tallyo_desktop.app.entry.panel import EntryPanel
    from tallyo_desktop.app.files.game_files import GameFiles
    from tallyo_desktop.app.game.controller import GameController
    from tallyo_desktop.app.history.panel import HistoryPanel
    from tallyo_desktop.app.history.points_chart import PointsChart
    from tallyo_desktop.app.library.keeper import LibraryKeeper
    from tallyo_desktop.app.table.area import TableArea
    from tallyo_desktop.app.table.centre_panel import CentrePanel
    from tallyo_desktop.app.table.display import TableDisplay
    from tallyo_desktop.app.table.seat_panel import SeatPanel
    from tallyo_desktop.app.tiles.request import TileRequest
    from tallyo_desktop.app.window.actions import WindowCommands
    from tallyo_desktop.app.window.file_banner import FileBanner
    from tallyo_desktop.app.window.file_commands import FileCommands
    from tallyo_desktop.app.window.prompter import Prompter
    from tallyo_desktop.app.window.tournament_commands import TournamentActions


class TableWindow(RememberingWindow):
    controller: GameController
    prompter: Prompter
    files: GameFiles | None
    keeper: LibraryKeeper | None
    file_commands: FileCommands
    banner: FileBanner
    entry: EntryPanel
    centre: CentrePanel
    table: TableArea
    seats: list[SeatPanel]
    entry_actions: EntryActions
    history: HistoryPanel
    chart: PointsChart
    club: ClubActions
    clock: ClockKeeper
    tournament: TournamentActions

    def __init__(self) -> None:
        super().__init__()
        self._table_language = ""
        """The language the table's parts were made in."""
        self.table_display: TableDisplay | None = None

    def _make_table(self, commands: WindowCommands) -> None:
        """Make the table's parts, their menus and keys, in the app's language, and wire them to
        the controller; `commands` does what the window's menus ask."""
        from tallyo_desktop.app.clock.actions import ClockActions
        from tallyo_desktop.app.entry.actions import EntryActions
        from tallyo_desktop.app.entry.panel import EntryPanel
        from tallyo_desktop.app.history.panel import HistoryPanel
        from tallyo_desktop.app.history.points_chart import PointsChart
        from tallyo_desktop.app.table.area import TableArea
        from tallyo_desktop.app.table.centre_panel import CentrePanel
        from tallyo_desktop.app.window.actions import WindowActions
        from tallyo_desktop.app.window.file_banner import FileBanner
        from tallyo_desktop.app.window.layout import lay_out

        self._table_language = current_language()
        self.banner = FileBanner()
        self.banner.reloadRequested.connect(self.file_commands.reload)
        self.banner.saveAsRequested.connect(self.file_commands.save_as)
        self.entry = EntryPanel(self.controller)
        self.centre = CentrePanel(self.entry, self.clock)
        self.table = TableArea(self.centre)
        self.seats = self.table.seats
        self.entry_actions = EntryActions(self.entry, self)
        self.addActions(self.entry_actions.actions)
        self.history = HistoryPanel(self.controller.model)
        self.chart = PointsChart()
        self.chart.follow(self.controller.model)
        self.splitter = lay_out(self, self.table, self.history, self.chart, self.banner)
        # Made now: a status bar made at the first message would push the table up.
        self.statusBar()
        self.commands = WindowActions(self, commands)
        self.club.retranslate()
        self.tournament.retranslate()
        # Made again with the window's commands, as they are in another language.
        clock_actions = ClockActions(self.clock, self, self.commands).actions_by_id
        self.commands.make_menus(
            self.entry_actions.actions_by_id,
            self.history.actions_by_id,
            self.club.actions_by_id,
            clock_actions,
            self.tournament.actions_by_id,
        )

        for panel in self.seats:
            panel.picked.connect(self.entry.pick)
            panel.riichiRequested.connect(self.entry.toggle_riichi)
        self.entry.tilesRequested.connect(self._count_tiles)
        self.history.editRequested.connect(self.entry.edit)
        self.history.insertRequested.connect(self.entry.insert)
        self.history.deleteRequested.connect(self._delete)
        self.entry.changed.connect(self._show_table)

    def _lay_out_now(self) -> None:
        # Shown before its table: the table is shown and laid out now (Qt would do both later),
        # so that the splitter has its width to share.
        central, layout = self.centralWidget(), self.layout()
        if central is not None and layout is not None:
            central.show()
            layout.activate()

    def _show_table(self) -> None:
        """Show the table the entry is about: now, or before the past hand being changed."""
        table = self.entry.table()
        if table is None:
            self.centre.show_no_game()
            return
        entry = self.entry
        can_riichi = entry.can_enter()
        roles = entry.roles()
        rules = self.controller.rules
        for panel in self.seats[: table.seats]:
            panel.show_state(table, rules, can_riichi=can_riichi, toggles=not entry.place.at_end)
            panel.set_role(roles.get(panel.seat))
        place = entry.place
        self.centre.show_state(table, changing=not place.at_end, inserting=place.inserting)
        if self.table_display is not None:
            self.table_display.show_table(table, roles)

    # What the user does on the table
    def _delete(self, row: int) -> None:
        hand = self.controller.model.row_at(row).hand_name
        self.entry.delete(row)
        if self.controller.can_undo:
            self.statusBar().showMessage(
                # In the main window's words, where it was first said.
                QCoreApplication.translate(
                    "MainWindow", "{hand} deleted: Undo brings it back."
                ).format(hand=hand),
                8000,
            )

    def _count_tiles(self, request: TileRequest, seat: int) -> None:
        picked = self.prompter.count_tiles(request)
        if picked is not None:
            tiles, hand = picked
            self.entry.use_tiles(seat, tiles, hand)
