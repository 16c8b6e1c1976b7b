"""The Club menu's commands: the seating window beside the table, and a table's game started
from it, with its players in their seats and the club night it belongs to.

Imported when first asked for: the club's windows are no part of a start.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QWidget

from tallyo_desktop.app.club.seating_links import (
    known_names,
    night_in_library,
    nights_of_day,
    standings_order,
)
from tallyo_desktop.app.club.seating_store import SEATING_FOLDER, SeatingStore
from tallyo_desktop.app.club.seating_window import SeatingWindow
from tallyo_desktop.core.record.format import Metadata
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import Rules

if TYPE_CHECKING:
    from tallyo_desktop.app.files.game_files import GameFiles
    from tallyo_desktop.app.game.controller import GameController
    from tallyo_desktop.app.library.keeper import LibraryKeeper
    from tallyo_desktop.app.window.file_commands import FileCommands
    from tallyo_desktop.app.window.prompter import Prompter

RULES_FOR = {4: presets.DEFAULT, 3: presets.MAHJONG_SOUL_3P}
"""The rules offered for a table when the current game's are for another number of players."""


class ClubHost(Protocol):
    """What the club's commands need of the main window."""

    @property
    def controller(self) -> GameController: ...
    @property
    def prompter(self) -> Prompter: ...
    @property
    def files(self) -> GameFiles | None: ...
    @property
    def keeper(self) -> LibraryKeeper | None: ...
    @property
    def file_commands(self) -> FileCommands: ...


def show_seating(window: QWidget, host: ClubHost) -> SeatingWindow:
    """The seating window beside the main window `window`, made the first time."""
    seating = window.findChild(SeatingWindow)
    if seating is None:
        files = host.files
        store = SeatingStore(files.store.data_dir / SEATING_FOLDER) if files is not None else None
        keeper = host.keeper
        seating = SeatingWindow(
            store,
            lambda: known_names(keeper),
            window,
            standings=lambda night, names, players: standings_order(keeper, night, names, players),
            questions=host.prompter,
            library_nights=lambda day: nights_of_day(keeper, day),
            settings=host.file_commands.settings,
        )
        shown = seating

        def start(names: Sequence[str], night: Metadata) -> None:
            # The night is the library's too from its first game on, under the same identity.
            night = night_in_library(keeper, night, shown.plan.day)
            if start_seated_game(window, host, names, night):
                shown.table_started(tuple(names))

        seating.startRequested.connect(start)
    seating.show()
    seating.raise_()
    seating.activateWindow()
    return seating


def table_rules(host: ClubHost, players: int) -> Rules:
    """The current game's rules when they are for `players`; else a preset that is."""
    controller = host.controller
    if controller.has_game and controller.rules.players == players:
        return controller.rules
    return RULES_FOR.get(players, presets.DEFAULT)


def start_seated_game(
    window: QWidget, host: ClubHost, names: Sequence[str], night: Metadata
) -> bool:
    """The new-game dialog with `names` in their seats (East first); the game, once started,
    belongs to the club night `night` names. Whether a game was started."""
    window.raise_()
    window.activateWindow()
    answer = host.prompter.new_game(tuple(names), table_rules(host, len(names)))
    if answer is None:
        return False
    chosen, rules = answer
    return host.file_commands.start_game(rules, chosen, belongs_to=night)
