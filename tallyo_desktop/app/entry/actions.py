"""The keys and menu commands of the entry, enabled for what can be entered at each moment.

One key does one thing at a time: A is an abortive draw until a draw is being entered, where it
ticks everyone tenpai; the digits pick players while an entry asks for them, and type numbers
in a number field that has the focus.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from tallyo_desktop.app.entry.hand_grid import LIMIT_KEYS
from tallyo_desktop.app.entry.panel import EntryPanel
from tallyo_desktop.app.shared.table_texts import pick_key, riichi_key
from tallyo_desktop.core.rules.questions import (
    abortive_draw_kinds,
    chombo_recorded,
    nagashi_mangan_played,
)
from tallyo_desktop.core.rules.rules import MAX_PLAYERS
from tallyo_desktop.core.session.draft import EntryMode

T = TypeVar("T")

PICK_KEYS = 5
"""Keys 1 to 4 pick players; 5 only chooses the fifth kind of abortive draw."""


class EntryActions(QObject):
    def __init__(self, panel: EntryPanel, parent: QWidget) -> None:
        super().__init__(parent)
        self.panel = panel
        self.actions: list[QAction] = []
        start = panel.start
        self.ron = self._action(
            self.tr("&Ron"), "R", lambda: start(EntryMode.RON),
            self.tr("A player won on another player's discard"),
        )  # fmt: skip
        self.tsumo = self._action(
            self.tr("&Tsumo"), "T", lambda: start(EntryMode.TSUMO),
            self.tr("A player won by self-draw"),
        )  # fmt: skip
        self.draw = self._action(
            self.tr("&Draw"), "D", lambda: start(EntryMode.DRAW),
            self.tr("Exhaustive draw: nobody won"),
        )  # fmt: skip
        self.nagashi = self._action(
            self.tr("&Nagashi mangan"), "N", lambda: start(EntryMode.NAGASHI)
        )
        self.abortive = self._action(
            self.tr("&Abortive draw"), "A", lambda: start(EntryMode.ABORTIVE)
        )
        self.chombo = self._action(self.tr("&Chombo"), "C", lambda: start(EntryMode.CHOMBO))
        self.correction = self._action(
            self.tr("Point c&orrection"), "O", lambda: start(EntryMode.CORRECTION)
        )
        self.record = self._action(self.tr("&Record"), "Return", panel.record)
        self.record.setShortcuts([QKeySequence("Return"), QKeySequence("Enter")])
        self.cancel = self._action(self.tr("Cancel"), "Esc", panel.cancel)
        self.picks = [
            self._action(
                self.tr("Pick player {number}").format(number=number + 1),
                pick_key(number),
                self._with(panel.pick, number),
            )
            for number in range(PICK_KEYS)
        ]
        self.limits = [
            self._action(text, key, self._with(panel.set_hand, hand))
            for text, (key, hand) in zip(
                (
                    self.tr("Mangan"),
                    self.tr("Haneman"),
                    self.tr("Baiman"),
                    self.tr("Sanbaiman"),
                    self.tr("Yakuman"),
                ),
                LIMIT_KEYS,
                strict=True,
            )
        ]
        self.tiles = self._action(
            self.tr("Count from &tiles…"), "K", lambda: panel.count_tiles(),
            self.tr("Count the winner's hand from its tiles: yaku, han and fu"),
        )  # fmt: skip
        self.add_winner = self._action(
            self.tr("Another &winner (double ron)"), "W", panel.add_winner
        )
        self.all_tenpai = self._action(
            self.tr("All tenpai"), "A", self._with(panel.set_all_tenpai, True)
        )
        self.all_noten = self._action(
            self.tr("All noten"), "0", self._with(panel.set_all_tenpai, False)
        )
        self.riichi = [
            self._action(
                self.tr("Riichi for player {number}").format(number=seat + 1),
                riichi_key(seat),
                self._with(panel.toggle_riichi, seat),
            )
            for seat in range(MAX_PLAYERS)
        ]
        self.more_menu = QMenu(self.tr("More events"), parent)
        self.more_menu.addActions([self.nagashi, self.abortive, self.chombo, self.correction])
        panel.set_actions(
            [self.ron, self.tsumo, self.draw], self.more_menu, self.record, self.cancel
        )
        # The panel says when anything changed, the game included.
        panel.changed.connect(self.update)
        self.update()

    def _action(self, text: str, key: str, slot: Callable[[], object], tip: str = "") -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(key))
        # Keys work in every window the actions are added to: the main window and the table
        # display.
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.setToolTip(tip or text.replace("&", ""))
        action.triggered.connect(slot)
        self.actions.append(action)
        return action

    @staticmethod
    def _with(slot: Callable[[T], None], value: T) -> Callable[[], None]:
        def call() -> None:
            slot(value)

        return call

    def update(self) -> None:
        panel = self.panel
        mode = panel.mode
        can = panel.can_enter()
        controller = panel.controller
        rules = controller.rules if controller.has_game else None
        seats = controller.state.seats if controller.has_game else 0
        for action in (self.ron, self.tsumo, self.draw, self.correction):
            action.setEnabled(can)
        self.nagashi.setEnabled(can and rules is not None and nagashi_mangan_played(rules))
        self.chombo.setEnabled(can and rules is not None and chombo_recorded(rules))
        self.abortive.setEnabled(
            can
            and rules is not None
            and bool(abortive_draw_kinds(rules, seats))
            and not mode.is_draw
        )
        self.record.setEnabled(panel.ready)
        self.cancel.setEnabled(mode is not EntryMode.IDLE or not panel.place.at_end)
        for number, action in enumerate(self.picks):
            if mode is EntryMode.ABORTIVE:
                action.setEnabled(panel.abortive.can_pick(number))
            else:
                action.setEnabled(mode is not EntryMode.IDLE and number < seats)
        for action in (*self.limits, self.add_winner, self.tiles):
            action.setEnabled(mode.is_win)
        for action in (self.all_tenpai, self.all_noten):
            action.setEnabled(mode.is_draw)
        for seat, action in enumerate(self.riichi):
            action.setEnabled(can and seat < seats)
            if controller.has_game and seat < seats:
                action.setText(
                    self.tr("Riichi for {name}").format(name=controller.state.names[seat])
                )
