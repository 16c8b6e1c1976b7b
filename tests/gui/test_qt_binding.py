"""The Qt binding keeps Python's reference counts straight over a long game."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot


def test_methods_that_return_nothing_leave_none_alone(qtbot: QtBot) -> None:
    # One PySide6 release released a reference to None on each such call; on Python 3.11 that
    # ends in "deallocating None" after a few thousand widget updates, mid-game.
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("25000")
    assert sys.getrefcount(None) >= before
