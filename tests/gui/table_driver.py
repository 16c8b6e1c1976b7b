"""Driving the window as a player does: keys to whatever has the focus, clicks. The pages
(pages.py) use it; tests speak through the pages."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.window.main_window import MainWindow

Key = str | Qt.Key


def press(qtbot: QtBot, window: MainWindow, *keys: Key) -> None:
    """Type `keys` one after another, each to the widget with the focus, as a keyboard does.

    "alt+2" holds Alt, "ctrl+h" Control; "enter", "esc", "tab", "up", "down", "delete" and the
    other names below are those keys.
    """
    named = {
        "enter": Qt.Key.Key_Return,
        "esc": Qt.Key.Key_Escape,
        "tab": Qt.Key.Key_Tab,
        "up": Qt.Key.Key_Up,
        "down": Qt.Key.Key_Down,
        "delete": Qt.Key.Key_Delete,
        "insert": Qt.Key.Key_Insert,
        "space": Qt.Key.Key_Space,
        "f2": Qt.Key.Key_F2,
        "f11": Qt.Key.Key_F11,
    }
    for key in keys:
        modifier = Qt.KeyboardModifier.NoModifier
        if isinstance(key, str) and key.startswith("alt+"):
            modifier, key = Qt.KeyboardModifier.AltModifier, key[4:]
        elif isinstance(key, str) and key.startswith("ctrl+"):
            modifier, key = Qt.KeyboardModifier.ControlModifier, key[5:]
        if isinstance(key, str) and key in named:
            key = named[key]
        target = QApplication.focusWidget() or window
        qtbot.keyClick(target, key, modifier)
        # A real keyboard leaves the event loop time between keys.
        QApplication.processEvents()


def type_text(qtbot: QtBot, window: MainWindow, text: str) -> None:
    for character in text:
        press(qtbot, window, character)


def click(qtbot: QtBot, widget: QWidget, pos: QPoint | None = None) -> None:
    if pos is None:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    else:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def show(qtbot: QtBot, window: MainWindow) -> None:
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
