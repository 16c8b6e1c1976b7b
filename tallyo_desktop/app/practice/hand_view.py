"""A winning hand drawn with the tile art: the concealed tiles, the winning tile apart, then the
melds; a closed kan shows its two end tiles face down, as it lies on the table."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from tallyo_desktop.app.tiles.art import TILE_BACK, scheme_for, tile_pixmap
from tallyo_desktop.app.tiles.palette import tile_words
from tallyo_desktop.core.counting.situation import MeldKind, WinSituation
from tallyo_desktop.core.counting.tiles import Tile

GAP = 12
"""Pixels between the hand, the winning tile and each meld."""


class TileRow(QWidget):
    """Tiles in a row, in groups; `names` says what is shown, for tests and screen readers."""

    def __init__(self, height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._height = height
        self.names: list[str] = []
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(1)
        self.setMinimumHeight(height + 4)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def show_groups(self, groups: list[list[Tile | None]]) -> None:
        """Each group of tiles after the one before, a gap between; None is a tile face down."""
        while (item := self._layout.takeAt(0)) is not None:
            widget = item.widget()
            if widget is not None:
                widget.deleteLater()
        self.names = []
        scheme = scheme_for(self.palette())
        ratio = self.devicePixelRatioF()
        for index, group in enumerate(groups):
            if index:
                self._layout.addSpacing(GAP)
            for tile in group:
                name = TILE_BACK if tile is None else str(tile)
                label = QLabel(self)
                label.setPixmap(tile_pixmap(name, self._height, scheme, ratio))
                words = self.tr("face down") if tile is None else tile_words(tile)
                label.setAccessibleName(words)
                label.setToolTip(words)
                self._layout.addWidget(label)
                self.names.append(name)
        self._layout.addStretch(1)


def hand_groups(situation: WinSituation) -> list[list[Tile | None]]:
    """The groups a hand is drawn in: the concealed tiles without the winning one, the winning
    tile, then each meld."""
    concealed = list(situation.concealed)
    concealed.remove(situation.win_tile)
    groups: list[list[Tile | None]] = [list(sorted(concealed)), [situation.win_tile]]
    for meld in situation.melds:
        tiles: list[Tile | None] = list(meld.tiles)
        if meld.kind is MeldKind.CLOSED_KAN:
            tiles = [None, meld.tiles[1], meld.tiles[2], None]
        groups.append(tiles)
    return groups
