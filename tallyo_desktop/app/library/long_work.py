"""The progress of long work on the library (an upgrade, a mend, a rebuild): a modal bar, shown
only once the work has taken a while, with Cancel when the work can be stopped.

The work runs on the window's own thread and is told its progress (`core.library.work.Progress`):
until the dialog is shown nothing else happens, as with any quick call; once it is, the
window's events are handled between two steps, so the bar moves and Cancel is heard, and every
other window waits (the dialog is modal to the whole app).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from tallyo_desktop.core.library.work import Cancelled

SHOWN_AFTER_S = 0.4
"""How long work goes on before its progress is shown."""
EVENTS_EVERY_S = 0.04
"""How often the shown dialog handles the window's events."""


class _WorkDialog(QProgressDialog):
    """The dialog of work that cannot be stopped (an upgrade, done whole) ignores Esc and the
    window's close button until the work is over."""

    def __init__(self, label: str, cancel: str, parent: QWidget | None) -> None:
        super().__init__(label, cancel, 0, 0, parent)
        self.holding = not cancel

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.holding and event.key() == Qt.Key.Key_Escape:
            event.ignore()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.holding:
            event.ignore()
            return
        super().closeEvent(event)


class LongWork:
    """A `Progress` for library work, showing itself when the work is long."""

    def __init__(self, label: str, cancellable: bool = False) -> None:
        self.label = label
        self.cancellable = cancellable
        self.dialog: _WorkDialog | None = None
        self._started = time.monotonic()
        self._handled = 0.0

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        if self.dialog is None:
            if now - self._started < SHOWN_AFTER_S:
                return
            self.dialog = self._shown()
        elif now - self._handled < EVENTS_EVERY_S:
            return
        self._handled = now
        dialog = self.dialog
        if dialog.maximum() != total:
            dialog.setMaximum(total)
        if total:
            dialog.setValue(min(done, total))
        QApplication.processEvents()
        if self.cancellable and dialog.wasCanceled():
            raise Cancelled()

    def _shown(self) -> _WorkDialog:
        parent = QApplication.activeWindow()
        cancel = QCoreApplication.translate("LongWork", "Cancel") if self.cancellable else ""
        dialog = _WorkDialog(self.label, cancel, parent if isinstance(parent, QWidget) else None)
        dialog.setObjectName("libraryWork")
        dialog.setWindowTitle(QCoreApplication.translate("LongWork", "Game library"))
        if not self.cancellable:
            dialog.setCancelButton(None)
        # Every window reads the library: none of them may be used meanwhile.
        dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
        dialog.setMinimumDuration(0)
        dialog.setAutoReset(False)
        dialog.setAutoClose(False)
        dialog.show()
        return dialog

    def close(self) -> None:
        if self.dialog is not None:
            self.dialog.holding = False
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
