"""A modal dialog is deleted as soon as its answer is read, never left to Python's collector.

PySide's `QDialog.exec()` hands the dialog to Python: it is deleted when Python lets go of it.
A dialog of ours is usually held in a reference cycle (its own slots, its children's), so that
would be at the collector's next pass, at any moment later. And the collector, clearing the
cycle, hands Python the Qt objects the dialog only asked for, whose wrappers hang from it: the
app's screen after `self.screen()`, its style after `self.style()`. Python then deletes them,
and the next widget made, or window raised, asks a screen that is no longer there and the app
vanishes (a segmentation fault).

    with asked(NewGameDialog(parent)) as dialog:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.names()
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TypeVar

import shiboken6
from PySide6.QtWidgets import QDialog

D = TypeVar("D", bound=QDialog)


@contextmanager
def asked(dialog: D) -> Iterator[D]:
    """`dialog`, deleted (with whatever it opened) once the block that asks it is left."""
    try:
        yield dialog
    finally:
        # Its event loop is over and none of its code is running: it can go at once. Later
        # (deleteLater) would leave the collector its chance before then.
        if shiboken6.isValid(dialog):
            shiboken6.delete(dialog)
