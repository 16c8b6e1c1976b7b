"""The game files handed over to the app: named on the command line (how Windows and Linux
pass a double-clicked file), or sent to the running app (a double-click on macOS). They are
kept until the table can open them. Below both `launch`, which takes them as they come, and
`start`, which opens them once the table is loaded."""

from __future__ import annotations

from collections.abc import Callable


class HandedOverFiles:
    """The game files the system hands over, opened once the table can open them: a
    double-click on macOS sends the application a FileOpen event, which can come before the
    table is loaded."""

    def __init__(self) -> None:
        self._open: Callable[[str], object] | None = None
        self._waiting: list[str] = []
        self.taken = 0
        """How many files were handed over."""

    def take(self, name: str) -> None:
        self.taken += 1
        if self._open is None:
            self._waiting.append(name)
        else:
            self._open(name)

    def open_with(self, open_file: Callable[[str], object]) -> bool:
        """Open the files handed over from now on with `open_file`, and those that waited;
        whether any had."""
        self._open = open_file
        waiting, self._waiting = self._waiting, []
        for name in waiting:
            open_file(name)
        return bool(waiting)
