"""Where the app vanished after the result screen (test_modal_dialogs.py runs this in an
interpreter of its own: before the fix it ended in a segmentation fault).

The result screen asks for its screen's room (`self.screen()`), which hangs the app's screen's
wrapper from the dialog; `exec()` hands the dialog to Python, and the dialog's own references
make a cycle, so the collector was the one to free it, later. Clearing the cycle, it handed the
app's QScreen to Python, which deleted it: the next widget made asked for its screen and
crashed."""

from __future__ import annotations

import gc

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.window.prompter import DialogPrompter
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.game import Game


def test_the_screen_outlives_a_result_screen_answered_and_collected(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    # The screen's wrapper made before the dialog: the collector clears it first.
    early = window.screen()
    controller = GameController(Game(presets.TENHOU, ("Ann", "Bea", "Cid", "Dan")))
    prompter = DialogPrompter(window)

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            dialog.reject()

    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(answer)
    timer.start()
    gc.collect()
    gc.disable()
    try:
        result = controller.settlement()
        assert not prompter.settlement(result, "over", controller.model, True, "")
    finally:
        timer.stop()
        gc.enable()
    del early
    gc.collect()
    # A widget made asks for its screen, as every new window does.
    made = QWidget()
    qtbot.addWidget(made)
    assert made.screen() is not None
    assert QGuiApplication.screens()
    assert QGuiApplication.primaryScreen().geometry().width() > 0
