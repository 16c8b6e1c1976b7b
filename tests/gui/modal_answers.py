"""Answering the modal dialogs of a gather or an import as they come, in tests that drive the
real menu commands (their dialogs run event loops of their own)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QProgressDialog, QWidget
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.library.conflict_dialog import ConflictDialog


class Answers:
    """Answers the modal dialogs as they come: a message box is read and closed, a conflict is
    handed to `settle`, a progress dialog to `progress`."""

    def __init__(
        self,
        settle: Callable[[ConflictDialog], None] | None = None,
        progress: Callable[[QProgressDialog], None] | None = None,
    ) -> None:
        self.settle, self.progress = settle, progress
        self.messages: list[str] = []
        self.details: list[str] = []
        """The detailed text of each message, in the same order."""
        self.conflicts: list[ConflictDialog] = []
        self.seen: list[QWidget] = []
        self.timer = QTimer()
        # At every pass of the event loop, as the progress dialog lets it run between files.
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._answer)
        self.timer.start()

    def _answer(self) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or any(dialog is seen for seen in self.seen):
            return
        if isinstance(dialog, QMessageBox):
            self.seen.append(dialog)
            self.messages.append(dialog.text())
            self.details.append(dialog.detailedText())
            dialog.accept()
        elif isinstance(dialog, ConflictDialog):
            self.seen.append(dialog)
            self.conflicts.append(dialog)
            if self.settle is not None:
                self.settle(dialog)
            else:
                dialog.reject()
        elif isinstance(dialog, QProgressDialog) and self.progress is not None:
            self.seen.append(dialog)
            self.progress(dialog)

    def stop(self) -> None:
        self.timer.stop()


def answered(qtbot: QtBot, kind: type, answer: Callable[[Any], None]) -> list[bool]:
    """Answer the next modal dialog of `kind` with `answer`, as the user would; the list holds
    True once it was answered. A failed answer closes the dialog too, so that the test fails
    rather than waits."""
    done: list[bool] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind) or not isinstance(dialog, QDialog):
            QTimer.singleShot(10, look)
            return
        # The window the user types into is the active one, as on their screen.
        dialog.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
        try:
            answer(dialog)
        finally:
            if dialog.isVisible():
                dialog.reject()
        done.append(True)

    QTimer.singleShot(0, look)
    return done
