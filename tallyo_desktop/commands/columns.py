"""Text laid out in a terminal's columns: a wide character (most Chinese, Japanese and Korean)
takes two columns and a combining mark none, so a name is padded and cut by the columns it
takes, not by its characters, and 山田's row lines up with Ann's."""

from __future__ import annotations

import unicodedata

ELLIPSIS = "\N{HORIZONTAL ELLIPSIS}"


def char_width(char: str) -> int:
    if unicodedata.combining(char) or unicodedata.category(char) in {"Mn", "Me", "Cf"}:
        return 0
    return 2 if unicodedata.east_asian_width(char) in "WF" else 1


def width(text: str) -> int:
    """The columns `text` takes on a terminal."""
    return sum(char_width(char) for char in text)


def left(text: str, columns: int) -> str:
    """`text` padded on the right to `columns` columns."""
    return text + " " * max(0, columns - width(text))


def right(text: str, columns: int) -> str:
    """`text` padded on the left to `columns` columns."""
    return " " * max(0, columns - width(text)) + text


def cut(text: str, columns: int) -> str:
    """`text` if it fits `columns` columns, else as much of it as fits with an ellipsis."""
    if width(text) <= columns:
        return text
    kept, taken = [], 0
    for char in text:
        taken += char_width(char)
        if taken > columns - 1:
            break
        kept.append(char)
    return "".join(kept) + ELLIPSIS
