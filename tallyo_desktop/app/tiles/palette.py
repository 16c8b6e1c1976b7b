"""Tiles to click: every tile the game is played with, a row per suit, and a row of picked
tiles, each clicked to take it out again."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QSizePolicy, QToolButton, QWidget

from tallyo_desktop.app.tiles.art import scheme_for, tile_pixmap, tile_width
from tallyo_desktop.core.counting.tiles import Tile

SUIT_ROWS = "mpsz"


def tile_name(tile: Tile) -> str:
    """The tile as it is written, `5p`, or `0p` for the red five."""
    return str(tile)


def tile_words(tile: Tile) -> str:
    """The tile in words, for a screen reader and a tooltip: "5 circles", "red 5 bamboo"."""
    if tile.is_honour:
        names = (
            QCoreApplication.translate("TilePalette", "East"),
            QCoreApplication.translate("TilePalette", "South"),
            QCoreApplication.translate("TilePalette", "West"),
            QCoreApplication.translate("TilePalette", "North"),
            QCoreApplication.translate("TilePalette", "White dragon"),
            QCoreApplication.translate("TilePalette", "Green dragon"),
            QCoreApplication.translate("TilePalette", "Red dragon"),
        )
        return names[tile.number - 1]
    suits = {
        "m": QCoreApplication.translate("TilePalette", "{number} characters"),
        "p": QCoreApplication.translate("TilePalette", "{number} circles"),
        "s": QCoreApplication.translate("TilePalette", "{number} bamboo"),
    }
    words = suits[tile.suit].format(number=tile.number)
    return (
        QCoreApplication.translate("TilePalette", "red {tile}").format(tile=words)
        if tile.red
        else words
    )


def _button(tile: Tile, height: int, parent: QWidget) -> QToolButton:
    button = QToolButton(parent)
    button.setObjectName(f"tile_{tile_name(tile)}")
    scheme = scheme_for(parent.palette())
    ratio = parent.devicePixelRatioF()
    button.setIcon(QIcon(tile_pixmap(tile_name(tile), height, scheme, ratio)))
    button.setIconSize(QSize(round(tile_width(height)), height))
    button.setAutoRaise(True)
    button.setAccessibleName(tile_words(tile))
    button.setToolTip(f"{tile_words(tile)} ({tile_name(tile)})")
    # Picked with the mouse; the keyboard types the tiles in the notation instead.
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return button


class TilePalette(QWidget):
    picked = Signal(object)
    """The Tile clicked."""

    def __init__(
        self, tiles: tuple[Tile, ...], height: int = 44, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tilePalette")
        grid = QGridLayout(self)
        grid.setSpacing(2)
        grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[Tile, QToolButton] = {}
        columns = dict.fromkeys(SUIT_ROWS, 0)
        for tile in sorted(tiles, key=lambda t: (t.kind, t.red)):
            button = _button(tile, height, self)
            button.clicked.connect(lambda _=False, tile=tile: self.picked.emit(tile))
            row = SUIT_ROWS.index(tile.suit)
            grid.addWidget(button, row, columns[tile.suit])
            columns[tile.suit] += 1
            self.buttons[tile] = button
        grid.setColumnStretch(max(columns.values()), 1)


class TileStrip(QWidget):
    """A row of tiles; a click on one asks for it to be taken out."""

    removed = Signal(int)
    """The position of the tile clicked."""

    def __init__(self, height: int = 40, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tileStrip")
        self._height = height
        self.buttons: list[QToolButton] = []
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(1)
        self._layout.addStretch(1)
        # As tall as a tile whether or not there are tiles: picking does not move what is below.
        self.setMinimumHeight(height + 8)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def show_tiles(self, tiles: tuple[Tile, ...]) -> None:
        for button in self.buttons:
            button.hide()
            button.deleteLater()
        self.buttons = []
        for index, tile in enumerate(tiles):
            button = _button(tile, self._height, self)
            button.setToolTip(
                QCoreApplication.translate("TilePalette", "{tile}: click to take it out").format(
                    tile=tile_words(tile)
                )
            )
            button.clicked.connect(lambda _=False, index=index: self.removed.emit(index))
            self._layout.insertWidget(index, button)
            self.buttons.append(button)
