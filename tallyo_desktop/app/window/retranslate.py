"""The main window in another language at once: its parts are made again in the new language,
and this keeps what they showed besides the game, to show it again.

The game, its undo history and the entry being made are the controller's, and are not touched:
the new parts read them as they read any change. What only a part held is kept here: where the
splitters were, the hand chosen in the history, the choices ticked in the menus, the seats an
entry picked before it described a whole event, and which of the window's other windows were
open.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol

import shiboken6
from PySide6.QtCore import QByteArray, QObject, QRect
from PySide6.QtWidgets import QApplication, QMenuBar, QSplitter, QWidget

from tallyo_desktop.core.seats import SeatRole
from tallyo_desktop.core.values import valueclass

if TYPE_CHECKING:
    from tallyo_desktop.app.entry.actions import EntryActions
    from tallyo_desktop.app.entry.panel import EntryPanel
    from tallyo_desktop.app.history.panel import HistoryPanel
    from tallyo_desktop.app.table.display import TableDisplay
    from tallyo_desktop.app.window.actions import WindowActions

REFERENCE = "rulesReference"
"""The object name of the rules' reference (app/rules/reference.py), a window of its own."""
PICKED_BEFORE_WINNERS = (SeatRole.DISCARDER, SeatRole.PAYER, SeatRole.RECEIVER, SeatRole.CHOMBO)
"""The seats picked after the first winner and before any further one, in the order picked."""


class Parts(Protocol):
    """The main window's parts that are made again (the main window has them all)."""

    @property
    def splitter(self) -> QSplitter: ...
    @property
    def history(self) -> HistoryPanel: ...
    @property
    def entry(self) -> EntryPanel: ...
    @property
    def entry_actions(self) -> EntryActions: ...
    @property
    def commands(self) -> WindowActions: ...

    table_display: TableDisplay | None

    def takeCentralWidget(self) -> QWidget | None: ...
    def setMenuBar(self, menubar: QMenuBar) -> None: ...
    def show_rules(self) -> None: ...
    def show_table_display(self) -> None: ...


@valueclass
class Kept:
    """What the parts showed besides the game."""

    splitter: QByteArray
    side: list[int]
    selected: int | None
    checked: frozenset[str]
    picked: Mapping[int, SeatRole]
    display: bool
    references: tuple[QRect, ...]

    @classmethod
    def of(cls, parts: Parts) -> Kept:
        side = parts.splitter.widget(1)
        display = parts.table_display
        return cls(
            splitter=parts.splitter.saveState(),
            side=side.sizes() if isinstance(side, QSplitter) else [],
            selected=parts.history.selected_row(),
            checked=frozenset(
                action.objectName()
                for action in parts.commands.actions_by_id.values()
                if action.isCheckable() and action.isChecked()
            ),
            picked=dict(parts.entry.roles()),
            display=display is not None and display.isVisible(),
            references=tuple(reference.geometry() for reference in references()),
        )

    def show_again(self, parts: Parts) -> None:
        """Show in the new parts what the old ones showed."""
        parts.splitter.restoreState(self.splitter)
        side = parts.splitter.widget(1)
        if isinstance(side, QSplitter) and self.side:
            side.setSizes(self.side)
        for action in parts.commands.actions_by_id.values():
            if action.objectName() in self.checked:
                action.setChecked(True)
        pick_again(parts.entry, self.picked)
        if self.selected is not None and self.selected < parts.history.model().rowCount():
            parts.history.selectRow(self.selected)
        else:
            parts.history.scrollToBottom()
        if self.display:
            parts.show_table_display()
        if self.references:
            parts.show_rules()
            for reference in references():
                reference.setGeometry(self.references[0])


def references() -> list[QWidget]:
    """The rules' references open. One shows the rules of the game in English, as the
    project's documentation is; only its title is translated, as it is made: it is closed, and
    opened again in the new language."""
    return [
        window
        for window in QApplication.topLevelWidgets()
        if window.objectName() == REFERENCE and window.isVisible()
    ]


def take_down(window: Parts) -> Kept:
    """Keep what `window`'s parts show besides the game, and take them down, with the windows
    that show them: the table display, the rules' reference."""
    kept = Kept.of(window)
    for reference in references():
        reference.close()
    display, window.table_display = window.table_display, None
    if display is not None:
        # The display shows the old entry: it is made again with the new one.
        display.closed.disconnect()
        display.close()
    # The old parts go at once, and with them their connections to the controller: the
    # language changes from the menus, so none of them is in the middle of anything.
    actions = window.entry_actions
    old: list[QObject | None] = [actions, actions.more_menu, window.commands, window.entry]
    old += [window.takeCentralWidget(), display]
    for part in old:
        if part is not None:
            shiboken6.delete(part)
    window.setMenuBar(QMenuBar())
    return kept


def pick_again(entry: EntryPanel, picked: Mapping[int, SeatRole]) -> None:
    """Pick again the seats `picked` on an entry that shows the controller's draft: needed only
    while the entry describes no whole event yet (a winner picked, the one who dealt in not yet),
    as the draft holds the event once there is one."""
    if entry.controller.draft.event is not None or not picked:
        return
    winners = [seat for seat, role in picked.items() if role is SeatRole.WINNER]
    for seat in winners[:1]:
        entry.pick(seat)
    for role in PICKED_BEFORE_WINNERS:
        for seat, was in picked.items():
            if was is role:
                entry.pick(seat)
    for seat in winners[1:]:
        entry.add_winner()
        entry.pick(seat)
