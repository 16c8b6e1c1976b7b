"""What the tile picker is asked: the win as the table knows it, and the tiles picked before."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.values import valueclass

if TYPE_CHECKING:
    from tallyo_desktop.core.counting.win_tiles import WinTiles


@valueclass
class TileRequest:
    rules: Rules
    winner: str
    tsumo: bool
    seat_wind: Wind
    round_wind: Wind
    riichi: bool
    """The winner declared riichi in this hand."""
    honba: int = 0
    sticks: int = 0
    previous: WinTiles | None = None
    """The tiles picked for this win before, to start from."""
