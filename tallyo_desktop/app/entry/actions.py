"""The keys and menu commands of the entry, enabled for what can be entered at each moment.

One key does one thing at a time: A is an abortive draw until a draw is being entered, where it
ticks everyone tenpai; the digits pick players while an entry asks for them, and type numbers
in a number field that has the focus. A kind of event the rules leave out (a chombo under
online rules, a second winner under head bump) keeps its key and menu entry, which say so from
the start ("Chombo — not in these rules") and follow a change of the rules: its tooltip and
status tip give the reason, and pressing it has the session refuse it with that reason, shown
in the status bar.
What each action is, its keys and its menu are declared in the action table
(`app.shared.action_table`); this binds them to the entry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from tallyo_desktop.app.entry.limits import LIMIT_KEYS
from tallyo_desktop.app.entry.panel import EntryPanel
from tallyo_desktop.app.shared.action_table import ACTIONS, MENUS, PICKS, owned_by
from tallyo_desktop.app.shared.qt_actions import fill_menu, make_actions, shown_tip
from tallyo_desktop.core.rules.rules import MAX_PLAYERS, Rules
from tallyo_desktop.core.session.draft import EntryMode, double_ron_refusal, entry_refusal

T = TypeVar("T")

STARTS = {
    "entry.ron": EntryMode.RON,
    "entry.tsumo": EntryMode.TSUMO,
    "entry.draw": EntryMode.DRAW,
    "entry.nagashi": EntryMode.NAGASHI,
    "entry.abortive": EntryMode.ABORTIVE,
    "entry.chombo": EntryMode.CHOMBO,
    "entry.correction": EntryMode.CORRECTION,
}
"""The actions that start entering an event, and its kind."""


class EntryActions(QObject):
    def __init__(self, panel: EntryPanel, parent: QWidget) -> None:
        super().__init__(parent)
        self.panel = panel
        self.actions_by_id = make_actions("entry", self._handlers(panel), self)
        self.actions: list[QAction] = list(self.actions_by_id.values())
        found = self.actions_by_id
        self.ron, self.tsumo, self.draw = (
            found["entry.ron"],
            found["entry.tsumo"],
            found["entry.draw"],
        )
        self.nagashi, self.abortive = found["entry.nagashi"], found["entry.abortive"]
        self.chombo, self.correction = found["entry.chombo"], found["entry.correction"]
        self.record, self.cancel = found["entry.record"], found["entry.cancel"]
        self.picks = [found[f"entry.pick_{number + 1}"] for number in range(PICKS)]
        self.limits = [found[f"entry.limit_{key.lower()}"] for key, _hand in LIMIT_KEYS]
        self.tiles, self.add_winner = found["entry.tiles"], found["entry.add_winner"]
        self.all_tenpai, self.all_noten = found["entry.all_tenpai"], found["entry.all_noten"]
        self.riichi = [found[f"entry.riichi_{seat + 1}"] for seat in range(MAX_PLAYERS)]
        self._rules_may_leave_out = {
            self.nagashi: EntryMode.NAGASHI,
            self.chombo: EntryMode.CHOMBO,
            self.abortive: EntryMode.ABORTIVE,
            self.add_winner: EntryMode.RON,
        }
        # Each one's own tooltip ("" for none but its text, which a menu does not repeat).
        self._tips = {
            action: shown_tip(ACTIONS[action.objectName()]) for action in self._rules_may_leave_out
        }
        self._texts = {action: action.text() for action in self._rules_may_leave_out}
        more = MENUS["entry.more"]
        self.more_menu = QMenu(QCoreApplication.translate(more.context, more.title), parent)
        fill_menu(self.more_menu, more.id, found)
        buttons = [found[spec.id] for spec in owned_by("entry") if spec.button]
        panel.set_actions(buttons, self.more_menu, self.record, self.cancel)
        # The panel says when anything changed, the game included.
        panel.changed.connect(self.update)
        self.update()

    def _handlers(self, panel: EntryPanel) -> dict[str, Callable[[], object]]:
        handlers: dict[str, Callable[[], object]] = {
            action: self._with(panel.start, mode) for action, mode in STARTS.items()
        }
        handlers["entry.record"] = panel.record
        handlers["entry.cancel"] = panel.cancel
        for number in range(PICKS):
            handlers[f"entry.pick_{number + 1}"] = self._with(panel.pick, number)
        for key, hand in LIMIT_KEYS:
            handlers[f"entry.limit_{key.lower()}"] = self._with(panel.set_hand, hand)
        handlers["entry.add_winner"] = panel.add_winner
        handlers["entry.tiles"] = lambda: panel.count_tiles()
        handlers["entry.all_tenpai"] = self._with(panel.set_all_tenpai, True)
        handlers["entry.all_noten"] = self._with(panel.set_all_tenpai, False)
        for seat in range(MAX_PLAYERS):
            handlers[f"entry.riichi_{seat + 1}"] = self._with(panel.toggle_riichi, seat)
        return handlers

    @staticmethod
    def _with(slot: Callable[[T], None], value: T) -> Callable[[], None]:
        def call() -> None:
            slot(value)

        return call

    def _left_out(
        self, action: QAction, kind: EntryMode, rules: Rules | None, seats: int
    ) -> str | None:
        """Why the rules leave out what `action` enters altogether; None when they have it."""
        if rules is None:
            return None
        if action is self.add_winner:
            return double_ron_refusal(rules, seats)
        return entry_refusal(kind, rules, seats)

    def update(self) -> None:
        panel = self.panel
        mode = panel.mode
        can = panel.can_enter()
        controller = panel.controller
        rules = controller.rules if controller.has_game else None
        seats = controller.state.seats if controller.has_game else 0
        for action in (self.ron, self.tsumo, self.draw, self.nagashi, self.chombo, self.correction):
            action.setEnabled(can)
        # In a draw, A ticks everyone tenpai.
        self.abortive.setEnabled(can and not mode.is_draw)
        for action, kind in self._rules_may_leave_out.items():
            reason = self._left_out(action, kind, rules, seats)
            action.setToolTip(reason or self._tips[action])
            action.setStatusTip(reason or "")
            text = self._texts[action]
            #: A menu entry of a kind of event the rules of the game leave out: "Chombo — not
            #: in these rules" (its tooltip and the status bar say why).
            marked = self.tr("{action} — not in these rules").format(action=text)
            action.setText(marked if reason else text)
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
