"""On a 1024x600 screen: the main window opens whole, and left larger on a larger screen it
fits this one; the result screen fits too, its buttons in view, and Enter on it closes it
rather than starting another game."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.model import GameModel
from tallyo_desktop.app.history.settlement_dialog import SettlementDialog
from tallyo_desktop.app.window.main_window import DEFAULT_SIZE, MainWindow
from tallyo_desktop.app.window.remembering_window import fit_to_screen
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

SMALL = QRect(0, 0, 1024, 600)
"""A netbook's screen, with no panel."""
NAMES = ("Ann", "Bea", "Cid", "Dan")


def finished() -> Game:
    game = Game(presets.M_LEAGUE, NAMES)
    while not game.is_over:
        game.record(ExhaustiveDraw(frozenset()))
    return game


def test_the_first_window_fits_a_small_screen(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*DEFAULT_SIZE)
    fit_to_screen(window, SMALL)
    # The frame's borders and title bar fit as well.
    assert window.width() <= SMALL.width() - 16
    assert window.height() <= SMALL.height() - 40
    assert window.width() >= 900, "it is no smaller than it must be"
    assert SMALL.contains(QRect(window.pos(), window.size()))


def test_a_window_that_fits_is_left_as_it_is(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*DEFAULT_SIZE)
    window.move(30, 20)
    fit_to_screen(window, QRect(0, 0, 1920, 1080))
    assert (window.width(), window.height()) == DEFAULT_SIZE
    assert (window.x(), window.y()) == (30, 20)


def test_a_window_left_on_a_larger_screen_fits_this_one(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    large = MainWindow()
    qtbot.addWidget(large)
    large.setGeometry(QRect(300, 200, 1800, 1000))
    settings.setValue("mainWindow/geometry", large.saveGeometry())
    window = MainWindow()
    qtbot.addWidget(window)
    window.restore_geometry(settings, SMALL)
    assert window.width() <= SMALL.width() - 16
    assert window.height() <= SMALL.height() - 40
    assert SMALL.contains(QRect(window.pos(), window.size()))


def result_screen(qtbot: QtBot, room: QRect | None = SMALL) -> SettlementDialog:
    game = finished()
    model = GameModel()
    model.reset(game)
    dialog = SettlementDialog(game.settlement(), "The last hand is over.", model=model, room=room)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_result_screen_fits_a_small_screen_with_its_buttons(qtbot: QtBot) -> None:
    dialog = result_screen(qtbot)
    assert dialog.height() <= SMALL.height() - 40
    assert dialog.width() <= SMALL.width()
    for button in (dialog.close_button, dialog.new_game_button, dialog.save_button):
        assert button is not None
        assert button.isVisible()
        bottom = button.mapTo(dialog, button.rect().bottomLeft()).y()
        assert bottom <= dialog.height(), f"{button.text()} is below the dialog"
    # What does not fit scrolls, the chart and the four places all there.
    assert dialog.sheet_area.widget() is dialog.sheet
    assert dialog.sheet.height() >= dialog.sheet.minimumSizeHint().height()


def test_the_result_screen_keeps_its_size_where_there_is_room(qtbot: QtBot) -> None:
    dialog = result_screen(qtbot, QRect(0, 0, 1920, 1080))
    assert (dialog.width(), dialog.height()) == (720, 640)


def test_enter_on_the_result_screen_closes_it_without_a_new_game(qtbot: QtBot) -> None:
    dialog = result_screen(qtbot)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    assert dialog.close_button.isDefault()
    assert dialog.new_game_button is not None and not dialog.new_game_button.isDefault()
    assert QApplication.focusWidget() is dialog.close_button
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert not dialog.isVisible()


# The button's mnemonic, and Game ▸ New game's own key.
@pytest.mark.parametrize(
    "modifier", [Qt.KeyboardModifier.AltModifier, Qt.KeyboardModifier.ControlModifier]
)
def test_a_new_game_is_asked_for_by_its_own_keys(
    qtbot: QtBot, modifier: Qt.KeyboardModifier
) -> None:
    dialog = result_screen(qtbot)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    qtbot.keyClick(QApplication.focusWidget(), "n", modifier)
    # A mnemonic presses its button as a click does, for a moment.
    qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted, timeout=2000)
