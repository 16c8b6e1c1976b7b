"""The rules of a game in progress: a kind of event they leave out says why (its tooltip, its
status tip, the status bar when its key is pressed), and Game ▸ Change the rules… changes them
through the rules editor, every hand counted again, undone with Ctrl+Z and redone.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QMenu
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.rules.change_rules_dialog import ChangeRulesDialog
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.app.window.prompter import DialogPrompter
from tallyo_desktop.core.record.files import read_game_file
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import ChomboPenalty, Rules
from tallyo_desktop.core.session.draft import EntryMode
from tallyo_desktop.core.table.events import Chombo
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .pages import TablePage
from .table_driver import click, press, show

NAMES = ("Ann", "Bea", "Cid", "Dan")
NO_CHOMBO = "These rules have no chombo penalty. Change the rules of this game to record one."
WITH_CHOMBO = presets.TENHOU.with_changes(preset="custom", chombo=ChomboPenalty.REVERSE_MANGAN)

Drive = Callable[[ChangeRulesDialog], None]


class EditorPrompter(FakePrompter):
    """Answers Change the rules with the real dialog, driven by the test as a player would."""

    def __init__(self, qtbot: QtBot) -> None:
        super().__init__()
        self.qtbot = qtbot
        self.drive: Drive = lambda dialog: dialog.reject()
        self.dialogs: list[ChangeRulesDialog] = []

    def change_rules(self, rules: Rules, refusal: Callable[[Rules], str | None]) -> Rules | None:
        dialog = ChangeRulesDialog(rules, refusal)
        self.qtbot.addWidget(dialog)
        self.dialogs.append(dialog)
        dialog.show()
        self.drive(dialog)
        return dialog.rules() if dialog.result() == ChangeRulesDialog.DialogCode.Accepted else None


def main_window(qtbot: QtBot, game: Game, prompter: FakePrompter | None = None) -> MainWindow:
    window = MainWindow()
    window.set_up(GameController(game), prompter or FakePrompter())
    qtbot.addWidget(window)
    show(qtbot, window)
    return window


def change_rules(qtbot: QtBot, window: MainWindow) -> None:
    """Game ▸ Change the rules…; the window has the keys again afterwards, as after a modal
    dialog."""
    window.commands.change_rules.trigger()
    show(qtbot, window)


def choose(dialog: ChangeRulesDialog, name: str, value: ChomboPenalty) -> None:
    """Choose `value` for option `name` in the dialog's editor, from its combo box."""
    (combo,) = dialog.editor.field_widgets(name)
    assert isinstance(combo, QComboBox)
    combo.setCurrentIndex(list(ChomboPenalty).index(value))


def choose_players(dialog: ChangeRulesDialog, count: int) -> None:
    (combo,) = dialog.editor.field_widgets("players")
    assert isinstance(combo, QComboBox)
    combo.setCurrentIndex(combo.findData(count))


def tick(qtbot: QtBot, dialog: ChangeRulesDialog, name: str) -> None:
    (check,) = dialog.editor.field_widgets(name)
    assert isinstance(check, QCheckBox)
    # On the box itself: a check box wider than its text takes no click beside it.
    click(qtbot, check, QPoint(8, check.height() // 2))


# A kind of event the rules leave out says why


def test_a_kind_the_rules_leave_out_says_why_in_its_tooltip(qtbot: QtBot) -> None:
    window = main_window(qtbot, Game(presets.TENHOU, NAMES))
    keys = window.entry_actions
    assert keys.chombo.isEnabled(), "its key must reach the session, to say why"
    assert keys.chombo.toolTip() == NO_CHOMBO
    assert keys.chombo.statusTip() == NO_CHOMBO
    assert keys.nagashi.toolTip() == "Nagashi mangan" and keys.nagashi.statusTip() == ""

    wrc = main_window(qtbot, Game(presets.WRC, NAMES)).entry_actions
    assert wrc.chombo.toolTip() == "Chombo" and wrc.chombo.statusTip() == ""
    assert wrc.nagashi.statusTip() == (
        "These rules have no nagashi mangan. Change the rules of this game to record one."
    )
    assert wrc.abortive.toolTip().startswith("These rules have no abortive draws.")


def test_pressing_c_under_tenhou_says_why_in_the_status_bar(qtbot: QtBot) -> None:
    window = main_window(qtbot, Game(presets.TENHOU, NAMES))
    table = TablePage(qtbot, window)
    table.press("c")
    assert window.statusBar().currentMessage() == NO_CHOMBO
    assert table.mode is EntryMode.IDLE
    assert table.message() == NO_CHOMBO


def test_pressing_n_in_a_draw_without_nagashi_says_why_and_keeps_the_draw(qtbot: QtBot) -> None:
    window = main_window(qtbot, Game(presets.WRC, NAMES))
    table = TablePage(qtbot, window)
    table.press("d", "1", "n")
    assert window.statusBar().currentMessage().startswith("These rules have no nagashi mangan.")
    assert table.mode is EntryMode.DRAW
    assert window.entry.draw.tenpai[0].isChecked(), "the draw being entered is as it was"


# The offscreen platform cannot raise the menu nor give it the keyboard; it works all the same.
@pytest.mark.qt_log_ignore("This plugin does not support")
def test_the_menu_entry_says_why_when_it_is_chosen_in_the_menu(qtbot: QtBot) -> None:
    window = main_window(qtbot, Game(presets.TENHOU, NAMES))
    bar = window.menuBar()
    (hand,) = [action for action in bar.actions() if action.text() == "&Hand"]
    menu = hand.menu()
    assert isinstance(menu, QMenu)
    click(qtbot, bar, bar.actionGeometry(hand).center())
    qtbot.waitExposed(menu)
    chombo = window.entry_actions.chombo
    # Down the menu with the keys, to the chombo entry.
    for _entry in menu.actions():
        if menu.activeAction() is chombo:
            break
        qtbot.keyClick(menu, Qt.Key.Key_Down)
    assert menu.activeAction() is chombo
    assert window.statusBar().currentMessage() == NO_CHOMBO
    menu.close()


# Changing the rules of the game


def test_changing_the_rules_counts_every_hand_again_and_undo_brings_them_back(
    qtbot: QtBot,
) -> None:
    prompter = EditorPrompter(qtbot)
    window = main_window(qtbot, Game(presets.TENHOU, NAMES), prompter)
    table = TablePage(qtbot, window)
    table.ron("Cid", dealt_in="Bea", han=4)
    assert table.points() == [25000, 17300, 32700, 25000]

    def turn_chombo_and_kiriage_on(dialog: ChangeRulesDialog) -> None:
        assert dialog.rules() == presets.TENHOU
        choose(dialog, "chombo", ChomboPenalty.REVERSE_MANGAN)
        tick(qtbot, dialog, "kiriage_mangan")
        assert dialog.problem_label.text() == ""
        click(qtbot, dialog.change_button)

    prompter.drive = turn_chombo_and_kiriage_on
    change_rules(qtbot, window)
    rules = window.controller.rules
    assert rules.chombo is ChomboPenalty.REVERSE_MANGAN and rules.kiriage_mangan
    assert rules.preset == "custom"
    assert table.points() == [25000, 17000, 33000, 25000], "4 han 30 fu is a mangan now"
    assert window.statusBar().currentMessage().startswith("Every hand is now counted by")
    assert window.commands.undo.text() == "&Undo changing the rules"
    assert window.entry_actions.chombo.toolTip() == "Chombo"

    table.press("c")
    assert table.mode is EntryMode.CHOMBO
    table.press("esc")

    press(qtbot, window, "ctrl+z")
    assert window.controller.rules == presets.TENHOU
    assert table.points() == [25000, 17300, 32700, 25000]
    assert window.entry_actions.chombo.toolTip() == NO_CHOMBO
    window.commands.redo.trigger()
    assert window.controller.rules == rules
    assert table.points() == [25000, 17000, 33000, 25000]


def test_rules_that_would_make_a_recorded_chombo_impossible_are_refused(qtbot: QtBot) -> None:
    prompter = EditorPrompter(qtbot)
    game = Game(WITH_CHOMBO, NAMES)
    game.record(Chombo(1))
    window = main_window(qtbot, game, prompter)

    def take_chombo_away(dialog: ChangeRulesDialog) -> None:
        choose(dialog, "chombo", ChomboPenalty.NONE)
        assert dialog.problem_label.text() == (
            "East 1 could not be recorded any more: These rules have no chombo penalty."
        )
        assert not dialog.change_button.isEnabled()
        dialog.accept()
        assert dialog.isVisible(), "rules the game refuses are not taken"
        choose_players(dialog, 3)
        assert dialog.problem_label.text().startswith("A game keeps its number of players")
        dialog.reject()

    prompter.drive = take_chombo_away
    change_rules(qtbot, window)
    assert window.controller.rules == WITH_CHOMBO
    assert not window.controller.can_redo and window.commands.undo.text() != (
        "&Undo changing the rules"
    )


def test_the_rules_of_a_game_open_to_look_at_cannot_be_changed(qtbot: QtBot) -> None:
    prompter = EditorPrompter(qtbot)
    controller = GameController()
    window = MainWindow()
    window.set_up(controller, prompter)
    qtbot.addWidget(window)
    controller.load(Game(presets.TENHOU, NAMES), read_only=True)
    assert not window.commands.change_rules.isEnabled()
    window.change_rules()
    assert prompter.dialogs == []


def test_the_dialog_prompter_runs_the_dialog_and_returns_the_rules_chosen(
    qtbot: QtBot,
) -> None:
    window = main_window(qtbot, Game(presets.TENHOU, NAMES))
    seen: list[ChangeRulesDialog] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, ChangeRulesDialog)
        seen.append(dialog)
        tick(qtbot, dialog, "kiriage_mangan")
        click(qtbot, dialog.change_button)

    QTimer.singleShot(0, answer)
    chosen = DialogPrompter(window).change_rules(
        window.controller.rules, window.controller.rules_refusal
    )
    assert len(seen) == 1
    assert chosen == presets.TENHOU.with_changes(preset="custom", kiriage_mangan=True)


def test_the_game_is_saved_with_its_new_rules_and_again_with_the_old_on_undo(
    tmp_path: Path,
) -> None:
    files = GameFiles(GameController(), GameStore(tmp_path / "data"))
    assert files.start(Game(presets.TENHOU, NAMES))
    try:
        controller = files.controller
        assert controller.record(Chombo(1)) is False, "no chombo under Tenhou's rules"
        assert controller.change_rules(WITH_CHOMBO)
        assert controller.record(Chombo(1))
        assert files.autosave_path is not None
        saved = read_game_file(files.autosave_path)
        assert saved.rules == WITH_CHOMBO
        assert saved.events == (Chombo(1),)
        assert saved.state == controller.state
        controller.undo()
        controller.undo()
        assert read_game_file(files.autosave_path).rules == presets.TENHOU
    finally:
        files.release()
