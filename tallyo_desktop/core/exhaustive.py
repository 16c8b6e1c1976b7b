"""`assert_never` as `typing` has it, for modules the commands import.

Importing `typing` costs a command about a tenth of Python's own start-up, and the core needs
nothing else from it at run time. mypy reads `TYPE_CHECKING` below as it reads `typing`'s.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Never


def assert_never(value: Never) -> Never:
    """Mark where every case is handled: mypy refuses a value that could reach it."""
    raise AssertionError(f"Expected code to be unreachable, but got: {value!r}")
