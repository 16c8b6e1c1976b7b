"""The entry in the table's centre as the players see it: what it says, the form of the event
being entered (a winner's hand, the grid of common hands, the draw's tenpai boxes, the abortive
draw's kinds, the correction's amount) and its buttons. `TablePage` in `pages` is built on it;
tests use that.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QCheckBox, QWidget
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.entry.winner_row import WinnerRow
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.counting.win_tiles import WinTiles
from tallyo_desktop.core.session.draft import EntryMode

from .table_driver import click

LIMITS = ("mangan", "haneman", "baiman", "sanbaiman", "yakuman")
"""The limits in the order the entry shows them and the keys M, H, B, S and Y enter them."""


class WindowPage:
    """What every page of the main window knows: the window, and who sits where."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window

    def seat_of(self, name: str) -> int:
        return self.window.controller.state.names.index(name)

    def name_at(self, seat: int) -> str:
        return self.window.controller.state.names[seat]


class WinnerPage(WindowPage):
    """One winner's line of the entry: their han, fu, yakuman, tiles and pao."""

    def __init__(self, qtbot: QtBot, window: MainWindow, row: WinnerRow) -> None:
        super().__init__(qtbot, window)
        self.row = row

    @property
    def winner(self) -> str:
        return self.name_at(self.row.seat)

    @property
    def han(self) -> int:
        return self.row.han.value()

    def han_shown(self) -> str:
        """The han field as it reads: a dash before any han is given."""
        return self.row.han.text()

    @property
    def fu(self) -> int:
        return self.row.fu.fu()

    def fu_asked(self) -> bool:
        return self.row.fu.isEnabled()

    def han_has_focus(self) -> bool:
        return self.row.han.hasFocus()

    def fu_has_focus(self) -> bool:
        return self.row.fu.hasFocus()

    def focus_han(self) -> None:
        """Go back to the han field, as a click on it would."""
        self.row.han.setFocus()
        self.qtbot.wait(1)

    def focus_yakuman(self) -> None:
        self.row.yakuman.setFocus()
        self.qtbot.wait(1)

    def tiles_label(self) -> str:
        """The button that counts the hand from its tiles: "Tiles ✓" once they are counted."""
        return self.row.tiles_button.text()

    def click_tiles(self) -> None:
        click(self.qtbot, self.row.tiles_button)

    def counted_tiles(self) -> WinTiles | None:
        return self.row.counted_tiles()

    def pao_offered(self) -> bool:
        return self.row.pao.isVisible()

    def pao_kind_open(self) -> bool:
        """Whether the yakuman the liable player pays for can be chosen."""
        return self.row.pao_kind.isEnabled()

    def hold_liable(self, name: str) -> None:
        """Say `name` is liable (pao) for this winner's yakuman."""
        self.row.pao.setCurrentIndex(self.row.pao.findData(self.seat_of(name)))

    def pao_kinds(self) -> list[str]:
        kinds = self.row.pao_kind
        return [kinds.itemText(index) for index in range(kinds.count())]


class EntryPage(WindowPage):
    """The entry in the table's centre: read and clicked."""

    # What it says
    @property
    def mode(self) -> EntryMode:
        return self.window.entry.mode

    def message(self) -> str:
        return self.window.entry.message.text()

    def preview(self) -> str:
        """What the event being entered pays, line by line."""
        return self.window.entry.preview.text()

    def can_record(self) -> bool:
        return self.window.entry.record_button.isEnabled()

    def entry_shown(self) -> bool:
        return self.window.entry.isVisible()

    def entry_hidden(self) -> bool:
        """Whether the entry was put away (not merely on a window that is not shown)."""
        return self.window.entry.isHidden()

    def entry_in_centre(self) -> bool:
        """Whether the entry is back in the centre of the main window's table."""
        return self.window.centre.isAncestorOf(self.window.entry)

    # Its buttons
    def click_event(self, name: str) -> None:
        """Click the button of the idle page named `name` for screen readers: "Ron", "Draw"…"""
        for button in self.window.entry.idle.findChildren(QWidget):
            if button.accessibleName() == name:
                click(self.qtbot, button)
                return
        raise AssertionError(f"no {name} button")

    def click_record(self) -> None:
        click(self.qtbot, self.window.entry.record_button)

    def click_cancel(self) -> None:
        click(self.qtbot, self.window.entry.cancel_button)

    # A win
    def winner_row(self, number: int) -> WinnerPage:
        """The line of the `number`th winner picked (-1: the last)."""
        return WinnerPage(self.qtbot, self.window, self.window.entry.win.rows[number])

    def click_grid(self, han: int, fu: int) -> None:
        click(self.qtbot, self.window.entry.win.grid.cells[(han, fu)])

    def grid_text(self, han: int, fu: int) -> str:
        """What the grid's cell of `han` and `fu` says the hand pays."""
        return self.window.entry.win.grid.cells[(han, fu)].text()

    def grid_offers(self, han: int, fu: int) -> bool:
        """Whether the grid's cell of `han` and `fu` can be clicked: the hand can exist."""
        return self.window.entry.win.grid.cells[(han, fu)].isEnabled()

    def click_limit(self, limit: str) -> None:
        click(self.qtbot, self.window.entry.win.grid.limits[LIMITS.index(limit)])

    def click_another_winner(self) -> None:
        click(self.qtbot, self.window.entry.win.add_winner)

    def riichi_tile_offered(self) -> bool:
        """Whether the entry asks if the ron took the discarder's riichi declaration tile."""
        return not self.window.entry.win.riichi_tile.isHidden()

    def riichi_tile_text(self) -> str:
        return self.window.entry.win.riichi_tile.text()

    def riichi_tile_tip(self) -> str:
        return self.window.entry.win.riichi_tile.toolTip()

    def riichi_tile_ticked(self) -> bool:
        return self.window.entry.win.riichi_tile.isChecked()

    def click_riichi_tile(self) -> None:
        self._tick(self.window.entry.win.riichi_tile)

    # A draw
    def tenpai_ticks(self) -> list[bool]:
        """Each seat's tenpai box, ticked or not, the seats a game has not included."""
        return [box.isChecked() for box in self.window.entry.draw.tenpai]

    def tenpai_boxes_shown(self) -> list[bool]:
        return [box.isVisible() for box in self.window.entry.draw.tenpai]

    def click_tenpai(self, name: str) -> None:
        self._tick(self.window.entry.draw.tenpai[self.seat_of(name)])

    def nagashi_ticked(self, name: str) -> bool:
        return self.window.entry.draw.nagashi[self.seat_of(name)].isChecked()

    # An abortive draw
    def abortive_kinds(self) -> list[str]:
        """The kinds offered, in order, each after its key: "1 Nine terminals"…"""
        return [button.text().replace("&", "") for button in self.window.entry.abortive.buttons]

    def abortive_chosen(self) -> str | None:
        for text, button in zip(
            self.abortive_kinds(), self.window.entry.abortive.buttons, strict=True
        ):
            if button.isChecked():
                return text
        return None

    # A correction
    def correction_amount(self) -> int:
        return self.window.entry.correction.amount.value()

    def _tick(self, box: QCheckBox) -> None:
        # On the box itself, not in the middle of a wide check box's empty space.
        click(self.qtbot, box, QPoint(8, box.height() // 2))
