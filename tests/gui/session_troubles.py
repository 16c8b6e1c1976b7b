"""What a random session at the windows counts as trouble, besides a native crash: an exception
raised in a slot or an event handler (an "Internal C++ object already deleted" among them), an
exception Python could not raise (`sys.unraisablehook`), a warning of Python's, and a warning of
Qt's other than those the offscreen platform says of every window."""

from __future__ import annotations

import sys
import traceback
import warnings
from collections.abc import Callable
from types import TracebackType
from typing import Any

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

QT_NOISE = (
    # The offscreen platform says these of every top-level window; they are not the app's doing.
    "This plugin does not support propagateSizeHints",
    "This plugin does not support raise",
    # Said as a menu opens offscreen, where there is no keyboard to grab.
    "This plugin does not support grabbing the keyboard",
)
"""Qt's messages that are no trouble (pyproject.toml's qt_log_ignore names the first two)."""

Handler = Callable[[QtMsgType, QMessageLogContext, str], None]


class Troubles:
    """Records every trouble from `start` to `stop`; `take` hands over those seen so far."""

    def __init__(self) -> None:
        self.seen: list[str] = []
        self._hooks: tuple[Any, Any, Any] | None = None
        self._qt_handler: Handler | None = None
        self._warnings: warnings.catch_warnings[list[warnings.WarningMessage]] | None = None
        self._caught: list[warnings.WarningMessage] = []

    def start(self) -> None:
        self._hooks = (sys.excepthook, sys.unraisablehook, warnings.showwarning)
        sys.excepthook = self._exception
        sys.unraisablehook = self._unraisable
        self._qt_handler = qInstallMessageHandler(self._qt_message)
        self._warnings = warnings.catch_warnings(record=True)
        self._caught = self._warnings.__enter__()
        warnings.simplefilter("always")

    def stop(self) -> None:
        if self._warnings is not None:
            self._collect_warnings()
            self._warnings.__exit__(None, None, None)
            self._warnings = None
        qInstallMessageHandler(self._qt_handler)
        if self._hooks is not None:
            sys.excepthook, sys.unraisablehook, warnings.showwarning = self._hooks
            self._hooks = None

    def take(self) -> list[str]:
        self._collect_warnings()
        seen, self.seen = self.seen, []
        return seen

    def _collect_warnings(self) -> None:
        for caught in self._caught:
            self.seen.append(
                f"Python warning: {caught.category.__name__}: {caught.message} "
                f"({caught.filename}:{caught.lineno})"
            )
        self._caught.clear()

    def _exception(
        self, kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        text = "".join(traceback.format_exception(kind, error, trace))
        self.seen.append(f"exception in the event loop:\n{text}")
        print(text, file=sys.stderr, flush=True)

    def _unraisable(self, unraisable: Any) -> None:
        text = "".join(
            traceback.format_exception(
                unraisable.exc_type, unraisable.exc_value, unraisable.exc_traceback
            )
        )
        where = f"{unraisable.err_msg}, {unraisable.object!r}"
        self.seen.append(f"unraisable exception ({where}):\n{text}")

    def _qt_message(self, kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
        if kind == QtMsgType.QtDebugMsg or kind == QtMsgType.QtInfoMsg:
            return
        if any(text.startswith(noise) for noise in QT_NOISE):
            return
        self.seen.append(f"Qt {kind.name}: {text}")
