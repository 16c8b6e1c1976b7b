"""What the parts of `GameLibrary` kept in their own modules (seasons, people, statistics) need of
it: a write transaction and a read, both raising LibraryError for sqlite's own errors."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import Any


class LibraryAccess:
    """The connection's two doors; `GameLibrary` opens them."""

    def _writing(self) -> AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def _read(self, sql: str, parameters: Sequence[object] = ()) -> list[Any]:
        raise NotImplementedError
