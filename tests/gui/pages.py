"""The main window as the players use it, in their words: "enter a ron by Bea from Ann, 3 han
40 fu", "open the second row of the history". Tests speak through these pages, so a change to
the layout or the keys touches the pages only; `table_driver` is how the pages press keys.

How to use them::

    table = TablePage(qtbot, window)          # a MainWindow already set up and shown
    table.riichi("Cid")                       # Alt+3
    table.ron("Bea", dealt_in="Ann", han=3, fu=40)
    assert table.points() == [19800, 31200, 24000, 25000]
    table.start_ron("Cid", dealt_in="Ann")    # stop before the hand, to look at the entry
    assert table.grid_text(3, 30) == "3900"
    assert table.winner_row(0).fu == 30

- Players are called by their names: a page finds their seat from the game's names.
- Entering goes by the keys (`ron`, `tsumo`, `draw`, `start`, `pick`, `hand`, `record`) or by the
  mouse (the `click_…` methods); reading is by what the table shows (`points`, `round`,
  `role_of`, `preview`, `message`…). `press` types any keys for tests that are about them.
- `EntryPage` (entry_page.py) holds what the entry's forms show; `TablePage` is built on it.
  `HistoryPage` is the history beside the table; `TableDisplayPage` the table display on a
  second screen; `TilePickerPage` the dialog that counts a hand from its tiles.
- A page that needs something the app does not say reads it from the widgets inside the page:
  tests stay out of the widgets, unless a widget's own size or text is what they test.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.model import Column
from tallyo_desktop.app.table.seat_panel import SeatPanel
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.table.settlement import FinalResult

from .display_page import TableDisplayPage
from .entry_page import LIMITS, EntryPage, WinnerPage
from .fake_prompter import FakePrompter
from .picker_page import TilePickerPage
from .table_driver import Key, click, press, type_text

__all__ = [
    "EntryPage",
    "HistoryPage",
    "TableDisplayPage",
    "TablePage",
    "TilePickerPage",
    "WinnerPage",
]

LIMIT_KEYS = dict(zip(LIMITS, ("m", "h", "b", "s", "y"), strict=True))
EVENT_KEYS = {
    "ron": "r",
    "tsumo": "t",
    "draw": "d",
    "nagashi": "n",
    "chombo": "c",
    "abortive": "a",
    "correction": "o",
}


class TablePage(EntryPage):
    """The table: its seats, the entry in its centre, and the keys that drive them."""

    # Typing
    def press(self, *keys: Key) -> None:
        press(self.qtbot, self.window, *keys)

    def seat_key(self, name: str) -> str:
        """The key that picks `name`: the number on their seat."""
        return str(self.seat_of(name) + 1)

    def _hand_keys(self, han: int | None, fu: int | None, limit: str | None) -> list[Key]:
        if limit is not None:
            return [LIMIT_KEYS[limit]]
        assert han is not None, "a hand is han (and fu), or a limit"
        keys: list[Key] = list(str(han))
        if fu is not None and fu != 30:
            keys += ["tab", *str(fu)]
        return keys

    def start(self, event: str) -> None:
        """Say what happened, by its key: "ron", "tsumo", "draw", "nagashi", "chombo",
        "abortive" or "correction"."""
        self.press(EVENT_KEYS[event])

    def pick(self, *names: str) -> None:
        """Pick these players, in turn, by the numbers on their seats."""
        self.press(*(self.seat_key(name) for name in names))

    def start_ron(self, winner: str, *, dealt_in: str) -> None:
        self.start("ron")
        self.pick(winner, dealt_in)

    def start_tsumo(self, winner: str) -> None:
        self.start("tsumo")
        self.pick(winner)

    def hand(self, han: int | None = None, fu: int | None = None, limit: str | None = None) -> None:
        """The winner's hand being entered: `han` and `fu` (30 unless said), or a `limit`."""
        self.press(*self._hand_keys(han, fu, limit))

    def count_tiles(self) -> None:
        """Count the winner's hand from its tiles (K)."""
        self.press("k")

    def another_winner(
        self, name: str, *, han: int | None = None, fu: int | None = None, limit: str | None = None
    ) -> None:
        """A double ron: `name` won on the same discard too (W), with this hand."""
        self.press("w", self.seat_key(name))
        self.hand(han, fu, limit)

    def ron(
        self,
        winner: str,
        *,
        dealt_in: str,
        han: int | None = None,
        fu: int | None = None,
        limit: str | None = None,
    ) -> None:
        """Enter and record a ron by `winner` on `dealt_in`'s discard."""
        self.start_ron(winner, dealt_in=dealt_in)
        self.hand(han, fu, limit)
        self.record()

    def tsumo(
        self,
        winner: str,
        *,
        han: int | None = None,
        fu: int | None = None,
        limit: str | None = None,
    ) -> None:
        """Enter and record a tsumo by `winner`."""
        self.start_tsumo(winner)
        self.hand(han, fu, limit)
        self.record()

    def draw(self, *tenpai: str) -> None:
        """Enter and record an exhaustive draw: the players in riichi start ticked tenpai, and
        these players are ticked too."""
        self.start("draw")
        self.pick(*tenpai)
        self.record()

    def draw_nobody_tenpai(self) -> None:
        self.start("draw")
        self.all_noten()
        self.record()

    def all_tenpai(self) -> None:
        self.press("a")

    def all_noten(self) -> None:
        self.press("0")

    def choose_abortive(self, kind: str) -> None:
        """Choose the abortive draw `kind` ("Four winds") by the number it is shown with."""
        (number,) = [text.split()[0] for text in self.abortive_kinds() if text.endswith(kind)]
        self.press(number)

    def start_correction(self, payer: str, *, to: str, amount: int) -> None:
        """A point correction: `payer` pays `amount` to `to`; why is still to be said."""
        self.start("correction")
        self.pick(payer, to)
        self.press(*str(amount))

    def say_why(self, reason: str) -> None:
        """Type why the correction is made, in the field after the amount."""
        self.press("tab")
        type_text(self.qtbot, self.window, reason)

    def riichi(self, name: str) -> None:
        self.press(f"alt+{self.seat_key(name)}")

    def record(self) -> None:
        self.press("enter")

    def cancel(self) -> None:
        self.press("esc")

    # Clicking the table
    def click_player(self, name: str) -> None:
        """Click `name`'s seat away from their name: anywhere on it picks them."""
        panel = self.seat(name)
        click(self.qtbot, panel, QPoint(panel.width() // 2, panel.height() // 2))

    def click_riichi(self, name: str) -> None:
        click(self.qtbot, self.seat(name).riichi_button)

    # What the window shows
    def title(self) -> str:
        return self.window.windowTitle()

    def status(self) -> str:
        """The status bar's message."""
        return self.window.statusBar().currentMessage()

    def offers(self, event: str) -> bool:
        """Whether `event` ("chombo"…) can be entered now: its action is enabled."""
        return bool(getattr(self.window.entry_actions, event).isEnabled())

    def seat_key_works(self, number: int) -> bool:
        """Whether the key `number` picks a player now."""
        return self.window.entry_actions.picks[number - 1].isEnabled()

    def final_result(self) -> tuple[FinalResult, str]:
        """The result shown when the game ended, and why it ended: the first and only one the
        window showed (through the FakePrompter)."""
        prompter = self.window.prompter
        assert isinstance(prompter, FakePrompter)
        self.qtbot.waitUntil(lambda: len(prompter.settlements) == 1)
        return prompter.settlements[0]

    # What the table shows
    def round(self) -> str:
        return self.window.centre.round_label.text()

    def counters(self) -> str:
        """The honba and riichi sticks on the table, as the centre says them."""
        return self.window.centre.counters_label.text()

    def points(self) -> list[int]:
        return [int(panel.points_label.text()) for panel in self.window.seats if panel.isVisible()]

    def names(self) -> list[str]:
        """The names on the seats, in seat order."""
        return [panel.name_label.text() for panel in self.window.seats if panel.isVisible()]

    def seats_shown(self) -> list[bool]:
        """Which of the table's four places has a seat: three in a three-player game."""
        return [panel.isVisible() for panel in self.window.seats]

    def roles(self) -> list[str]:
        """What every seat says it is in the event being entered ("Winner"…), empty or not."""
        return [panel.role_label.text() for panel in self.window.seats]

    def role_of(self, name: str) -> str:
        return self.seat(name).role_label.text()

    def riichi_of(self, name: str) -> str:
        return self.seat(name).riichi_label.text()

    def dealer_of(self, name: str) -> str:
        """ "Dealer" on the dealer's seat."""
        return self.seat(name).dealer_label.text()

    def differences_of(self, name: str) -> str:
        """How far `name` is from each of the others, as their seat shows it."""
        return self.seat(name).diff_label.text()

    def seat_spoken(self, name: str) -> str:
        """What a screen reader says for `name`'s seat."""
        return self.seat(name).accessibleName()

    def riichi_tip(self, name: str) -> str:
        return self.seat(name).riichi_button.toolTip()

    def can_declare_riichi(self, name: str) -> bool:
        """Whether `name`'s Riichi button can be clicked."""
        return self.seat(name).riichi_button.isEnabled()

    def seat(self, name: str) -> SeatPanel:
        return self.window.seats[self.seat_of(name)]


class HistoryPage:
    """The history of hands beside the table."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window

    def rows(self) -> int:
        """The rows the history shows."""
        return self.window.history.model().rowCount()

    def columns(self) -> int:
        return self.window.history.model().columnCount()

    def heading(self, column: int) -> str:
        return str(self.window.controller.model.headerData(column, Qt.Orientation.Horizontal))

    def player_heading(self, seat: int) -> str:
        """The heading of the column of the player in `seat`."""
        return self.heading(Column.FIRST_SEAT + seat)

    def hand_name(self, row: int) -> str:
        return self.window.controller.model.row_at(row).hand_name

    def totals(self, row: int) -> tuple[int, ...]:
        """Each player's points after the hand of `row`."""
        return self.window.controller.model.row_at(row).totals

    def summary(self, row: int) -> str:
        return self.window.controller.model.row_at(row).summary

    def double_click(self, row: int) -> None:
        """Open the hand of `row` to change it, with the mouse."""
        view = self.window.history
        index = self.window.controller.model.index(row, Column.SUMMARY)
        view.scrollTo(index)
        spot = view.visualRect(index).center()
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
        self.qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=spot)

    def go_to(self, rows_up: int) -> None:
        """Go to the history (Ctrl+H) and up `rows_up` rows from the last."""
        press(self.qtbot, self.window, "ctrl+h", *(["up"] * rows_up))

    def has_focus(self) -> bool:
        return self.window.history.hasFocus()

    def selected(self) -> int | None:
        return self.window.history.selected_row()

    def select(self, row: int) -> None:
        self.window.history.selectRow(row)

    def offers_change(self) -> bool:
        """Whether Change hand (the context menu's and the Edit menu's) can be chosen."""
        return self.window.history.edit_action.isEnabled()

    def change_selected(self) -> None:
        self.window.history.edit_action.trigger()

    def delete_selected(self) -> None:
        self.window.history.delete_action.trigger()
