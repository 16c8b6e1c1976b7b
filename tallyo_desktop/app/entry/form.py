"""What every entry form on the table does: take seat picks, build an event, say what it needs.

The entry panel shows one form at a time and previews what it builds through the controller.
Forms lay out all their widgets once and only change their contents, so that nothing under the
pointer moves while a hand is entered.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QSizePolicy, QWidget

from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.seats import SeatRole
from tallyo_desktop.core.session.draft import EntryMode
from tallyo_desktop.core.table.events import Event
from tallyo_desktop.core.table.state import TableState


def keep_place(widget: QWidget) -> QWidget:
    """Let `widget` keep its room in the layout while hidden."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)
    return widget


def tab_after_pages(form: QWidget, pages: QWidget) -> None:
    """Put `form`, made after the entry panel, where Tab reaches it had it been made with the
    panel: after the table's widgets before its `pages`, before the preview and the buttons.
    (Qt puts a widget made later at the end of the window's tab order.)"""
    moved = [form]
    after = form.nextInFocusChain()
    while after is not None and form.isAncestorOf(after):
        moved.append(after)
        after = after.nextInFocusChain()
    before = pages.previousInFocusChain()
    while before is not None and before is not pages and not _takes_focus(before):
        before = before.previousInFocusChain()
    # Qt moves one widget at a time, not its children, and none that takes no focus.
    for widget in moved:
        if before is not None and _takes_focus(widget):
            QWidget.setTabOrder(before, widget)
            before = widget


def _takes_focus(widget: QWidget) -> bool:
    return widget.focusPolicy() != Qt.FocusPolicy.NoFocus


class EntryForm(QWidget):
    changed = Signal()
    """What the form would record, or what it asks for, changed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mode = EntryMode.IDLE
        self.table: TableState | None = None
        self.rules = Rules()
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        # The form takes the focus while players are picked, so that the keys 1 to 4 pick
        # rather than type into a number field.
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)

    def notify(self, *_args: object) -> None:
        """Say that the form changed, whatever a widget's signal carried."""
        self.changed.emit()

    def begin(self, table: TableState, rules: Rules, mode: EntryMode, event: Event | None) -> None:
        """Start entering in `mode` at `table`: empty, or filled in from `event` to edit it."""
        self.mode = mode
        self.rules = rules
        self.table = table
        self.clear()
        if event is not None:
            self.fill(event)
        self.retable(table)

    def retable(self, table: TableState) -> None:
        """The table changed under the entry (a riichi declared while it is open)."""
        self.table = table
        self.changed.emit()

    def clear(self) -> None:
        raise NotImplementedError

    def fill(self, event: Event) -> None:
        raise NotImplementedError

    def pick(self, number: int) -> None:
        """Seat `number` (0-based) clicked or typed (keys 1 to 4)."""

    def built_event(self) -> Event | None:
        """The event as entered so far, or None while something is missing."""
        raise NotImplementedError

    def roles(self) -> dict[int, SeatRole]:
        """The seats picked, and for what."""
        return {}

    def instruction(self) -> str:
        """What the player does next."""
        raise NotImplementedError

    def warning(self) -> str:
        """Something likely wrong that does not stop recording ("" when nothing is)."""
        return ""

    def _seats(self) -> int:
        """How many players there are to pick from: the keys go from 1 to this."""
        return self.table.seats if self.table is not None else 4

    def focus_first(self) -> None:
        """Give the focus where typing starts."""
        self.setFocus()
