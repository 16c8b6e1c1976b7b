"""What an operation on the game session changed: one value every view refreshes from."""

from __future__ import annotations

from tallyo_desktop.core.table.settlement import FinalResult
from tallyo_desktop.core.values import valueclass


@valueclass
class GameChange:
    """What changed. A view reads the parts it shows; a change says nothing of what it left."""

    reset: bool = False
    """Another game (or none) is current: everything shown is read again."""
    table: bool = False
    """The table (points, hand, sticks, riichi) may differ."""
    history_from: int | None = None
    """The first event whose history row may differ; None when the history did not change."""
    names: bool = False
    """The players' names may differ."""
    edited: bool = False
    """The players changed the game (record, edit, undo, redo, rename, its rules): it is to be
    saved."""
    rules: bool = False
    """The game's rules may differ: what they offer and what they count is read again."""
    draft: bool = False
    """The entry being made (what is entered, where in the game, its preview) may differ."""
    finished: FinalResult | None = None
    """The change ended the game: its final result."""


DRAFT_ONLY = GameChange(draft=True)
