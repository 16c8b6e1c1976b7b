"""The progress of reading many files (gathering game files, importing game logs): a window-
modal bar with Cancel, shown only when the work takes a while."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QProgressDialog, QWidget


def files_progress(
    parent: QWidget | None, label: str, cancel: str, title: str, name: str, after_ms: int
) -> tuple[QProgressDialog, Callable[[int, int], None]]:
    """The dialog, and the step to report with: `done` files of `total`."""
    progress = QProgressDialog(label, cancel, 0, 0, parent)
    progress.setObjectName(name)
    progress.setWindowTitle(title)
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(after_ms)
    # Kept up until the summary replaces it, whatever the count says.
    progress.setAutoReset(False)
    progress.setAutoClose(False)

    def step(done: int, total: int) -> None:
        if progress.maximum() != total:
            progress.setMaximum(total)
        progress.setValue(done)

    return progress, step
