"""The main window as the players use it, in their words: "enter a ron by Bea from Ann, 3 han
40 fu", "open the second row of the history". Tests speak through these pages, so a change to
the layout or the keys touches this file only; `table_driver` is how the pages press keys.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.model import Column
from tallyo_desktop.app.table.seat_panel import SeatPanel
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.session.draft import EntryMode

from .table_driver import Key, press

LIMIT_KEYS = {"mangan": "m", "haneman": "h", "baiman": "b", "sanbaiman": "s", "yakuman": "y"}


class TablePage:
    """The table: its seats, the entry in its centre, and the keys that drive them."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window

    # Typing
    def press(self, *keys: Key) -> None:
        press(self.qtbot, self.window, *keys)

    def seat_key(self, name: str) -> str:
        """The key that picks `name`: the number on their seat."""
        return str(self.window.controller.state.names.index(name) + 1)

    def _hand_keys(self, han: int | None, fu: int | None, limit: str | None) -> list[Key]:
        if limit is not None:
            return [LIMIT_KEYS[limit]]
        assert han is not None, "a hand is han (and fu), or a limit"
        keys: list[Key] = list(str(han))
        if fu is not None and fu != 30:
            keys += ["tab", *str(fu)]
        return keys

    def start_ron(self, winner: str, *, dealt_in: str) -> None:
        self.press("r", self.seat_key(winner), self.seat_key(dealt_in))

    def hand(self, han: int | None = None, fu: int | None = None, limit: str | None = None) -> None:
        """The winner's hand being entered: `han` and `fu` (30 unless said), or a `limit`."""
        self.press(*self._hand_keys(han, fu, limit))

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
        self.press("t", self.seat_key(winner))
        self.hand(han, fu, limit)
        self.record()

    def draw(self, *tenpai: str) -> None:
        """Enter and record an exhaustive draw: the players in riichi start ticked tenpai, and
        these players are ticked too."""
        self.press("d", *(self.seat_key(name) for name in tenpai))
        self.record()

    def draw_nobody_tenpai(self) -> None:
        self.press("d", "0")
        self.record()

    def riichi(self, name: str) -> None:
        self.press(f"alt+{self.seat_key(name)}")

    def record(self) -> None:
        self.press("enter")

    def cancel(self) -> None:
        self.press("esc")

    # What it shows
    @property
    def mode(self) -> EntryMode:
        return self.window.entry.mode

    def points(self) -> list[int]:
        return [int(panel.points_label.text()) for panel in self.window.seats if panel.isVisible()]

    def preview(self) -> str:
        return self.window.entry.preview.text()

    def message(self) -> str:
        return self.window.entry.message.text()

    def round(self) -> str:
        return self.window.centre.round_label.text()

    def role_of(self, name: str) -> str:
        return self.seat(name).role_label.text()

    def riichi_of(self, name: str) -> str:
        return self.seat(name).riichi_label.text()

    def seat(self, name: str) -> SeatPanel:
        return self.window.seats[self.window.controller.state.names.index(name)]


class HistoryPage:
    """The history of hands beside the table."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window

    def rows(self) -> int:
        return self.window.controller.model.rowCount()

    def hand_name(self, row: int) -> str:
        return self.window.controller.model.row_at(row).hand_name

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

    def selected(self) -> int | None:
        return self.window.history.selected_row()
