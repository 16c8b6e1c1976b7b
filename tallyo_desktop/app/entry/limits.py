"""The limits the entry's keys M, H, B, S and Y enter, apart from the grid that shows them: the
keys are made with the table, the grid only when a win is first entered."""

from __future__ import annotations

from tallyo_desktop.core.scoring.hand import Hand

LIMIT_KEYS = (
    ("M", Hand(han=5)),
    ("H", Hand(han=6)),
    ("B", Hand(han=8)),
    ("S", Hand(han=11)),
    ("Y", Hand(yakuman=1)),
)
"""The limits, each with the key that enters it: mangan, haneman, baiman, sanbaiman, yakuman."""
