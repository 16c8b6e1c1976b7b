"""Whether the app's window can open where it is started, and what to say when it cannot.

Without a platform plugin that works (xcb or Wayland on Linux, cocoa, windows), Qt ends the
process itself, status 134, with its own lines; on Linux without a display those say that the
library libxcb-cursor0 is needed, even where it is installed. The application is made while a
message handler listens to what Qt says: a fatal message ends the start with status 2 and a
sentence saying what is missing. `cli.py` finds the plainest case, no display at all, before
Qt is loaded; this is for the rest (a display that does not answer, a library missing).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

NO_WINDOW_STATUS = 2
"""The status of a start whose window cannot open: what is wrong is where it starts, as with a
wrong argument."""

COMMANDS_HINT = "The commands need no display: 'tallyo-desktop --help' lists them."

Made = TypeVar("Made")


def cannot_open(said: list[str], fatal: str) -> str:
    """What to tell the player when Qt gave up with `fatal`, having said `said` before it."""
    everything = [*said, fatal]
    if any("could not connect to display" in line for line in everything):
        display = os.environ.get("DISPLAY", "")
        wayland = os.environ.get("WAYLAND_DISPLAY", "")
        if display:
            where = f"the display {display} (DISPLAY) does not answer"
        elif wayland:
            where = (
                f"DISPLAY is not set, and Qt did not try the Wayland display {wayland} "
                "(QT_QPA_PLATFORM=wayland asks for it)"
            )
        else:
            where = "DISPLAY is not set"
        head = (
            f"no display was found: {where}. Start Tallyo Desktop in a desktop session, or "
            "name a display that is running."
        )
    elif any("xcb-cursor0" in line for line in everything):
        head = (
            "the window cannot open: Qt's X11 platform plugin needs the library "
            "libxcb-cursor0, which is not installed (on Debian or Ubuntu: sudo apt install "
            "libxcb-cursor0)."
        )
    else:
        details = "\n".join(f"  {line}" for line in "\n".join(everything).splitlines() if line)
        head = f"the window cannot open: Qt found no way to show a window here. Qt said:\n{details}"
    return f"tallyo-desktop: {head}\n{COMMANDS_HINT}\n"


def _as_qt_prints(context: QMessageLogContext, message: str) -> str:
    category = context.category
    return message if not category or category == "default" else f"{category}: {message}"


def make_application(make: Callable[[], Made]) -> Made:
    """`make()`, the application, or end the process with NO_WINDOW_STATUS and words when Qt
    cannot open a window here. What Qt says on the way is printed as Qt prints it."""
    said: list[str] = []

    def listen(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if kind == QtMsgType.QtFatalMsg:
            sys.stderr.write(cannot_open(said, message))
            sys.stderr.flush()
            # Qt aborts once this returns; nothing is open yet that would need closing.
            os._exit(NO_WINDOW_STATUS)
        said.append(_as_qt_prints(context, message))

    previous = qInstallMessageHandler(listen)
    try:
        made = make()
    finally:
        qInstallMessageHandler(previous)
    for line in said:
        print(line, file=sys.stderr)
    return made
