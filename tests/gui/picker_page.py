"""The dialog that counts a winner's hand from its tiles, as the winner fills it in."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.tiles.picker import TilePicker
from tallyo_desktop.app.tiles.request import TileRequest
from tallyo_desktop.core.counting.situation import RiichiKind
from tallyo_desktop.core.counting.tiles import Tile
from tallyo_desktop.core.counting.win_tiles import WinTiles
from tallyo_desktop.core.scoring.hand import Hand


class TilePickerPage:
    def __init__(self, qtbot: QtBot, request: TileRequest, *, shown: bool = True) -> None:
        """The picker for `request`; one not `shown` never takes the focus from the window."""
        self.qtbot = qtbot
        self.dialog = TilePicker(request)
        qtbot.addWidget(self.dialog)
        if shown:
            self.dialog.show()

    # Typing and clicking
    def _type(self, field: QLineEdit, text: str) -> None:
        field.setFocus()
        field.selectAll()
        self.qtbot.keyClicks(field, text)

    def type_hand(self, tiles: str) -> None:
        self._type(self.dialog.hand, tiles)

    def type_dora(self, indicators: str) -> None:
        self._type(self.dialog.dora, indicators)

    def fill_in(
        self,
        hand: str,
        win: str | None = None,
        kita: int | None = None,
        *,
        dora: str = "",
        riichi: RiichiKind | None = None,
    ) -> None:
        """Put in the hand (and its winning tile, its kita, the dora indicators, the riichi)
        without typing: for a picker that is never shown."""
        self.dialog.hand.setText(hand)
        if win is not None:
            self.dialog.win.setText(win)
        if kita is not None:
            self.dialog.kita.setValue(kita)
        if dora:
            self.dialog.dora.setText(dora)
        if riichi is not None:
            self.dialog.riichi.setCurrentIndex(self.dialog.riichi.findData(riichi))

    def click_tile(self, name: str) -> None:
        """Click the tile `name` ("1m", "0p") in the palette of all tiles."""
        tile = Tile.of(int(name[0]), name[1])
        self.qtbot.mouseClick(self.dialog.palette_.buttons[tile], Qt.MouseButton.LeftButton)

    def click_first_in_hand(self) -> None:
        """Click the first tile of the hand shown, which takes it out."""
        first = self.dialog.strip.buttons[0]
        self.qtbot.mouseClick(first, Qt.MouseButton.LeftButton, pos=QPoint(4, 4))

    def clicks_add_to_dora(self) -> None:
        self.dialog.target.button(1).setChecked(True)

    def say_no_riichi(self) -> None:
        self.dialog.riichi.setCurrentIndex(0)

    # What it shows
    def riichi(self) -> RiichiKind:
        kind = self.dialog.riichi.currentData()
        assert isinstance(kind, RiichiKind)
        return kind

    def hand(self) -> str:
        return self.dialog.hand.text()

    def dora(self) -> str:
        return self.dialog.dora.text()

    def tiles_shown(self) -> int:
        """How many tiles the hand's strip shows."""
        return len(self.dialog.strip.buttons)

    def count(self) -> str:
        """What the hand counts to, line by line, or why it cannot be counted."""
        return self.dialog.count_view.text()

    def can_use(self) -> bool:
        return self.dialog.use.isEnabled()

    def offers(self, flag: str) -> bool:
        """Whether the box of `flag` ("haitei", "ippatsu"…) can be ticked."""
        return self.dialog.flags[flag].isEnabled()

    def asks_ura(self) -> bool:
        return self.dialog.ura.isEnabled()

    def asks_kita(self) -> bool:
        return not self.dialog.kita.isHidden()

    def picked(self) -> tuple[WinTiles, Hand] | None:
        """The tiles and the hand they make, as Use would hand them to the table."""
        return self.dialog.picked()
