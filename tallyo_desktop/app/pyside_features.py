"""PySide's optional features (`from __feature__ import snake_case`), which the app does not use,
told to PySide before each module is imported, so that it reads no module's source.

Once PySide6 is imported, it looks at every module imported after it to learn whether the module
may ask for a feature: it reads the module's whole source (`inspect.getsource`) and searches it
for "PySide6". From a checkout that is every module of the table and the core, read from the disk
and kept in `linecache` (a start's 122 files, 3.6 MiB of text). What it learns is kept in a table
by module name, and a module already in the table is not looked at. The app asks for no feature
anywhere, so every module is entered as one that uses PySide without features (0), which is what
the table says of a module that names PySide6 and what it falls back to for every other: the same
behaviour, without the reading. A module that does ask for a feature still gets it, as PySide
enters it then.
"""

from __future__ import annotations

import sys
from collections.abc import MutableMapping, Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

NO_FEATURE = 0
"""What PySide's table says of a module that uses PySide and asks for no feature."""


class _Announcer:
    """A finder first in `sys.meta_path` that finds nothing: it only enters each module's name in
    PySide's table before the finders that do find it."""

    def __init__(self, table: MutableMapping[str, int]) -> None:
        self._table = table

    def find_spec(
        self, name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        self._table.setdefault(name, NO_FEATURE)
        return None


def feature_table() -> MutableMapping[str, int] | None:
    """PySide's table of the features each module asked for, or None where this PySide keeps
    none (then it reads no source either, or does so in a way this does not know)."""
    import PySide6.QtCore  # noqa: F401  (PySide's import hook and its table come with it)

    feature = sys.modules.get("PySide6.support.feature")
    table = getattr(feature, "pyside_feature_dict", None)
    return table if isinstance(table, dict) else None


def announce_no_features() -> bool:
    """Have every module imported so far, and every one imported from now on before it is,
    entered in PySide's table; False where PySide keeps no such table. Done once however often
    it is asked."""
    table = feature_table()
    if table is None:
        return False
    # PySide looks again at a module imported before it as soon as it is imported once more.
    for name in list(sys.modules):
        table.setdefault(name, NO_FEATURE)
    if not any(isinstance(finder, _Announcer) for finder in sys.meta_path):
        sys.meta_path.insert(0, _Announcer(table))
    return True
