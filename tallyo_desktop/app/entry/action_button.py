"""A push button for an action, labelled with the key that triggers it."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QPushButton


def plain_action_text(action: QAction) -> str:
    # "&Ron" shows as "Ron"; a Japanese "ロン(&R)" as "ロン": the key is shown apart.
    return re.sub(r"\s*\(&\w\)", "", action.text()).replace("&", "")


def action_button(action: QAction) -> QPushButton:
    """A push button that triggers `action` and shows its first key."""
    button = QPushButton()
    text = plain_action_text(action)
    shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    if shortcut:
        with_key = QCoreApplication.translate("ActionButton", "{action} ({shortcut})")
        button.setText(with_key.format(action=text, shortcut=shortcut))
    else:
        button.setText(text)
    button.setAccessibleName(text)
    button.setToolTip(action.toolTip())
    button.clicked.connect(action.trigger)
    action.enabledChanged.connect(button.setEnabled)
    button.setEnabled(action.isEnabled())
    return button
