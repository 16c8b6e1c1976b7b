"""Text that comes from a game file (a player's name, a club night's, where an imported game came
from), cut to a length a window can show: a file may hold a name of megabytes, and laying out
such a text (in a cell, a tooltip, a title) takes seconds each time it is shown."""

from __future__ import annotations

import unicodedata

NAME_LENGTH = 40
"""The characters a name (of a player, a night, a season) is shown with at most."""
DETAIL_LENGTH = 120
"""The characters of a detail (an imported game's id on its site) in a tooltip."""
ELLIPSIS = "\N{HORIZONTAL ELLIPSIS}"
_BREAKING = frozenset({"Cc", "Zl", "Zp"})
"""Control characters and line or paragraph separators: what would break the line."""


def shown(text: str, limit: int = NAME_LENGTH) -> str:
    """`text` on one line and at most `limit` characters: line breaks, tabs and other control
    characters as spaces, and a longer text cut with an ellipsis."""
    # Only the start is looked at, however long the text.
    head = text[: limit + 1]
    if not head.isprintable():
        head = "".join(" " if unicodedata.category(c) in _BREAKING else c for c in head)
    if len(head) <= limit:
        return head
    return head[: limit - 1] + ELLIPSIS
