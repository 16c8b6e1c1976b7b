"""Every question the window asks in a dialog deletes the dialog once it is answered, before the
question returns: none is left for Python's cycle collector, which, freeing a dialog, could take
the app's screen or style with it (modal_cases.py: the crash this was)."""

from __future__ import annotations

import gc
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.window.prompter import DialogPrompter
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.game import Game

from .fresh_interpreter import passes_alone

NAMES = ("Ann", "Bea", "Cid", "Dan")
CASES = Path(__file__).with_name("modal_cases.py")

Question = Callable[[DialogPrompter, GameController], object]
QUESTIONS: dict[str, Question] = {
    "result": lambda prompter, controller: prompter.settlement(
        controller.settlement(), "over", controller.model, True, "East 1"
    ),
    "new game": lambda prompter, controller: prompter.new_game(NAMES, presets.TENHOU),
    "rename": lambda prompter, controller: prompter.rename(NAMES),
    "rules": lambda prompter, controller: prompter.change_rules(
        controller.rules, controller.rules_refusal
    ),
    "message": lambda prompter, controller: prompter.inform("Saved", "The game is saved."),
    "choice": lambda prompter, controller: prompter.choose("Open", "Which?", ["This", "That"]),
}


def dialogs() -> list[QDialog]:
    return [widget for widget in QApplication.allWidgets() if isinstance(widget, QDialog)]


@pytest.mark.parametrize("question", list(QUESTIONS))
def test_a_dialog_answered_is_deleted_before_its_question_returns(
    qtbot: QtBot, question: str
) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    controller = GameController(Game(presets.TENHOU, NAMES))
    prompter = DialogPrompter(window)
    answered: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            answered.append(type(dialog).__name__)
            dialog.reject()

    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(answer)
    timer.start()
    before = len(dialogs())
    # Without the collector, what is left is what the question did not delete.
    gc.disable()
    try:
        QUESTIONS[question](prompter, controller)
        left = [type(dialog).__name__ for dialog in dialogs()]
    finally:
        timer.stop()
        gc.enable()
    assert answered
    assert len(left) == before, left


def test_the_app_outlives_a_result_screen_answered_and_collected() -> None:
    passes_alone(str(CASES), timeout=300)
