"""JSON read with every number bounded before it is converted.

A tenhou.net/6 log holds tile codes, points and results: no number in it is longer than a few
digits. Python's JSON reader converts whatever it finds: `1e999999` becomes an infinite float
that breaks every sum after it, `Infinity` and `NaN` are taken as numbers, and an integer of a
hundred thousand digits takes seconds to convert. Here each number's text is checked first
(its length and its form), and `Infinity`, `-Infinity` and `NaN` are refused.
"""

from __future__ import annotations

import json
import re

MAX_DIGITS = 12
"""More than any point total, tile code or result in a log."""
_FLOAT = re.compile(r"-?\d{1,12}(?:\.\d{1,12})?(?:[eE][-+]?\d{1,2})?")
MAX_MAGNITUDE = 10.0**MAX_DIGITS


class NumberOutOfBounds(ValueError):
    """A number no game log writes: too long, infinite or not a number."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text[:24]


def _integer(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise NumberOutOfBounds(text)
    return int(text)


def _float(text: str) -> float:
    if not _FLOAT.fullmatch(text):
        raise NumberOutOfBounds(text)
    value = float(text)
    if not abs(value) < MAX_MAGNITUDE:
        raise NumberOutOfBounds(text)
    return value


def _constant(text: str) -> object:
    raise NumberOutOfBounds(text)


def load_bounded(text: str) -> object:
    """The JSON document in `text`; NumberOutOfBounds for a number no log writes, ValueError
    for broken JSON, RecursionError for nesting deeper than Python follows."""
    return json.loads(text, parse_int=_integer, parse_float=_float, parse_constant=_constant)
