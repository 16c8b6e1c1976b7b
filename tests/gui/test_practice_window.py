"""Practice ▸ Count a hand: a session run from the keyboard through the real window,
opened from the main window's key; right and wrong answers marked and explained, the score at
the end, and the accuracy by topic kept in the game library."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.practice.window import PracticeWindow
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.practice.answer import Mode
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .table_driver import show

NAMES = ("Ann", "Bea", "Cid", "Dan")


def key(qtbot: QtBot, *keys: str | Qt.Key) -> None:
    """Each key to the widget with the focus, as a keyboard gives them."""
    for one in keys:
        target = QApplication.focusWidget()
        assert target is not None, "something must have the focus"
        qtbot.keyClick(target, one)
        QApplication.processEvents()


def type_text(qtbot: QtBot, text: str) -> None:
    key(qtbot, *text)


def open_practice(qtbot: QtBot, keeper: LibraryKeeper) -> tuple[MainWindow, PracticeWindow]:
    window = MainWindow()
    window.set_up(GameController(Game(presets.M_LEAGUE, NAMES)), FakePrompter(), keeper=keeper)
    qtbot.addWidget(window)
    show(qtbot, window)
    modifiers = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window, Qt.Key.Key_K, modifiers)
    practice = window.findChild(PracticeWindow)
    assert practice is not None, "Ctrl+Shift+K opens the practice"
    practice.activateWindow()
    qtbot.waitExposed(practice)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is practice)
    return window, practice


def choose(practice: PracticeWindow, mode: Mode, length: int) -> None:
    practice.mode_box.setCurrentIndex(practice.mode_box.findData(mode))
    practice.length_box.setCurrentIndex(practice.length_box.findData(length))
    practice.new_button.click()


def focused() -> QWidget | None:
    return QApplication.focusWidget()


def test_a_session_runs_from_the_keyboard_to_its_score(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    keeper = LibraryKeeper(lambda: GameLibrary(path))
    _window, practice = open_practice(qtbot, keeper)
    assert practice.rules_box.itemText(0) == "This game's rules"
    assert practice.rules_box.currentData() == presets.M_LEAGUE
    choose(practice, Mode.ALL, 5)
    drill = practice.drill
    assert drill is not None and len(drill.hands) == 5

    for index in range(5):
        solution = drill.current
        assert practice.progress.text().startswith(f"Hand {index + 1} of 5")
        # Every tile of the hand is drawn: 14, and one more for each kan.
        kans = sum(len(meld.tiles) == 4 for meld in solution.question.situation.melds)
        assert len(practice.hand.names) == 14 + kans
        assert practice.situation.text()
        if solution.asks_fu:
            assert focused() is practice.fu_field
        right = index % 2 == 0
        fu = solution.fu if right else solution.fu + 10
        if solution.asks_fu:
            type_text(qtbot, str(fu))
            key(qtbot, Qt.Key.Key_Tab)
        assert focused() is practice.han_field
        type_text(qtbot, str(solution.han))
        key(qtbot, Qt.Key.Key_Tab)
        type_text(qtbot, "-".join(str(figure) for figure in solution.payment.figures))
        key(qtbot, Qt.Key.Key_Return)

        shown = practice.explanation.toPlainText().splitlines()
        if right or not solution.asks_fu:
            assert shown[0] == "Right!"
            assert shown[1] == f"Fu: {solution.fu}, right." or not solution.asks_fu
        else:
            assert shown[0] == "Not quite."
            assert shown[1] == f"Fu: you said {fu}; it is {solution.fu}."
        assert "Yaku:" in shown and f"  = {solution.han} han" in shown
        assert any(line.startswith(("Ron", "Tsumo", "The dealer's tsumo")) for line in shown)
        assert focused() is practice.next_button
        # Space or Enter goes on; it does not answer the hand again.
        key(qtbot, Qt.Key.Key_Space if index < 4 else Qt.Key.Key_Return)

    wrong = sum(1 for index in range(5) if index % 2 and drill.hands[index].asks_fu)
    expected = f"Score: {5 - wrong} of 5 hands right"
    assert practice.progress.text() == expected
    text = practice.explanation.toPlainText()
    assert "This session, by topic:" in text and "All your sessions, by topic:" in text
    library = keeper.library
    assert library is not None
    kept = library.practice_accuracy()
    assert sum(got for got, _ in kept.tally.values()) >= 5 - wrong
    assert sum(asked for _, asked in kept.tally.values()) >= 5
    assert focused() is practice.new_button

    # The history adds up across sessions.
    choose(practice, Mode.HAN, 5)
    for _ in range(5):
        assert not practice.fu_field.isEnabled() and not practice.payment_field.isEnabled()
        assert focused() is practice.han_field
        type_text(qtbot, str(practice.drill.current.han if practice.drill else 0))
        key(qtbot, Qt.Key.Key_Return, Qt.Key.Key_Return)
    assert practice.progress.text() == "Score: 5 of 5 hands right"
    again = library.practice_accuracy()
    assert sum(asked for _, asked in again.tally.values()) > sum(
        asked for _, asked in kept.tally.values()
    )

    with qtbot.waitSignal(practice.rejected):
        key(qtbot, Qt.Key.Key_Escape)
    keeper.close()


def test_an_empty_answer_is_marked_wrong_and_names_the_answer(qtbot: QtBot) -> None:
    practice = PracticeWindow([("Tenhou", presets.TENHOU)], None, seed=7)
    qtbot.addWidget(practice)
    practice.show()
    qtbot.waitExposed(practice)
    choose(practice, Mode.PAYMENT, 5)
    assert practice.drill is not None
    payment = practice.drill.current.payment.text
    practice.check_button.click()
    shown = practice.explanation.toPlainText().splitlines()
    assert shown[:2] == ["Not quite.", f"Payment: no answer; it is {payment}."]
    assert not practice.check_button.isEnabled() and practice.next_button.isEnabled()


def test_without_a_library_the_score_says_the_accuracy_was_not_kept(qtbot: QtBot) -> None:
    practice = PracticeWindow([("Tenhou", presets.TENHOU)], None, seed=2)
    qtbot.addWidget(practice)
    practice.show()
    choose(practice, Mode.HAN, 5)
    for _ in range(5):
        practice.check_button.click()
        practice.next_button.click()
    assert practice.progress.text() == "Score: 0 of 5 hands right"
    shown = practice.explanation.toPlainText().splitlines()
    assert shown[-1] == "Your accuracy was not kept: the game library is not open."
