"""The progress of reading many files (gathering game files, importing game logs): a bar with
Cancel, shown only when the work takes a while; and the work itself run on a thread of its own
(`in_background`), so that the window stays painted and Cancel answers at once, however many
files there are."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEventLoop, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QProgressDialog, QWidget
from shiboken6 import isValid

T = TypeVar("T")
Step = Callable[[int, int], None]
STEP_SECONDS = 0.05
"""How often the bar is told, at most: 50,000 files are not 50,000 repaints."""


def files_progress(
    parent: QWidget | None,
    label: str,
    cancel: str,
    title: str,
    name: str,
    after_ms: int,
    *,
    modal: bool = True,
) -> tuple[QProgressDialog, Step]:
    """The dialog, and the step to report with: `done` files of `total`. A dialog that is not
    `modal` lets the window be used meanwhile (a watched folder gathered while a game goes on)."""
    progress = QProgressDialog(label, cancel, 0, 0, parent)
    progress.setObjectName(name)
    progress.setWindowTitle(title)
    progress.setWindowModality(
        Qt.WindowModality.WindowModal if modal else Qt.WindowModality.NonModal
    )
    progress.setMinimumDuration(after_ms)
    # Kept up until the summary replaces it, whatever the count says.
    progress.setAutoReset(False)
    progress.setAutoClose(False)

    def step(done: int, total: int) -> None:
        # The window (and the dialog with it) may be closed while the work goes on.
        if not isValid(progress):
            return
        if progress.maximum() != total:
            progress.setMaximum(total)
        progress.setValue(done)

    return progress, step


class _Relay(QObject):
    """Emitted by the work's thread."""

    stepped = Signal(int, int)
    ended = Signal()


class _Told(QObject):
    """Lives on the window's thread: the relay's signals are queued to it, and its slots run
    there."""

    def __init__(self, step: Step) -> None:
        super().__init__()
        self._step = step

    @Slot(int, int)
    def stepped(self, done: int, total: int) -> None:
        self._step(done, total)


def in_background(
    progress: QProgressDialog, step: Step, work: Callable[[Step, Callable[[], bool]], T]
) -> T:
    """Run `work(step, cancelled)` on a thread of its own while the window's events go on
    (painting, the progress bar, Cancel): what it returns, or what it raised. `cancelled()`
    says whether Cancel was pressed. Returns once the work is done, as a dialog's `exec` does;
    the work must touch no widget and no object of the window's thread."""
    relay = _Relay()
    told_here = _Told(step)
    relay.stepped.connect(told_here.stepped)
    loop = QEventLoop()
    relay.ended.connect(loop.quit)
    stop = threading.Event()
    progress.canceled.connect(stop.set)
    # A window closed mid-way takes its dialog with it: the work stops, as if cancelled.
    progress.destroyed.connect(stop.set)

    def look() -> None:
        if not isValid(progress) or progress.wasCanceled():
            stop.set()

    # Also cancelled without its button (closed, Esc, or `cancel()`): looked at as it goes.
    # A child of the dialog, so that it goes when the dialog does.
    watching = QTimer(progress)
    watching.setInterval(30)
    watching.timeout.connect(look)
    watching.start()
    outcome: list[T] = []
    failure: list[BaseException] = []
    told = [0.0]

    def report(done: int, total: int) -> None:
        now = time.monotonic()
        if done in (0, total) or now - told[0] >= STEP_SECONDS:
            told[0] = now
            relay.stepped.emit(done, total)

    def run() -> None:
        try:
            outcome.append(work(report, stop.is_set))
        except BaseException as error:
            failure.append(error)
        finally:
            relay.ended.emit()

    thread = threading.Thread(target=run, name="tallyo-files", daemon=False)
    thread.start()
    # Ends when the work does (its `ended` reaches this loop), or when the app quits.
    loop.exec()
    if isValid(watching):
        watching.stop()
    if thread.is_alive():
        stop.set()
        thread.join()
    if failure:
        raise failure[0]
    return outcome[0]
