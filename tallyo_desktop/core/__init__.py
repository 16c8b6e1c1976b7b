"""The Qt-free core: scoring, rules and presets, the table, the settlement and the game record.

Nothing in this package may import Qt (a test enforces it), so it runs and is tested anywhere.
"""

from tallyo_desktop.core.errors import InvalidHand, RefusedEvent, TallyoError
from tallyo_desktop.core.events import (
    AbortiveDrawEvent,
    Chombo,
    Event,
    ExhaustiveDraw,
    NagashiMangan,
    Pao,
    PointCorrection,
    Riichi,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.game import Game
from tallyo_desktop.core.hand import Hand
from tallyo_desktop.core.rules import AbortiveDraw, Rules
from tallyo_desktop.core.scoring import Limit, WinScore, score_win
from tallyo_desktop.core.settlement import FinalResult, Standing
from tallyo_desktop.core.state import EndReason, TableState

__all__ = [
    "AbortiveDraw",
    "AbortiveDrawEvent",
    "Chombo",
    "EndReason",
    "Event",
    "ExhaustiveDraw",
    "FinalResult",
    "Game",
    "Hand",
    "InvalidHand",
    "Limit",
    "NagashiMangan",
    "Pao",
    "PointCorrection",
    "RefusedEvent",
    "Riichi",
    "Ron",
    "Rules",
    "Standing",
    "TableState",
    "TallyoError",
    "Tsumo",
    "Win",
    "WinScore",
    "score_win",
]
