"""The new-game dialog driven as a player would: names typed in, buttons and boxes clicked."""

from __future__ import annotations

import random
from typing import TypeVar

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.rules.editor import RulesEditor
from tallyo_desktop.app.rules.new_game_dialog import NewGameDialog
from tallyo_desktop.core.rules import presets

NAMES = ("Ann", "Bea", "Cid", "Dan")
SEATS = ("east", "south", "west", "north")
SEED = 3
W = TypeVar("W", bound=QWidget)


@pytest.fixture
def dialog(qtbot: QtBot) -> NewGameDialog:
    widget = NewGameDialog(names=NAMES, rng=random.Random(SEED))
    qtbot.addWidget(widget)
    widget.show()
    return widget


def child(dialog: QWidget, kind: type[W], name: str) -> W:
    widget = dialog.findChild(kind, name)
    assert widget is not None, name
    return widget


def name_edit(dialog: NewGameDialog, seat: int) -> QLineEdit:
    return child(dialog, QLineEdit, f"name_{SEATS[seat]}")


def button(dialog: NewGameDialog, which: QDialogButtonBox.StandardButton) -> QPushButton:
    return child(dialog, QDialogButtonBox, "").button(which)


def start_button(dialog: NewGameDialog) -> QPushButton:
    start = button(dialog, QDialogButtonBox.StandardButton.Ok)
    assert start.text() == "Start game"
    return start


def problems(dialog: NewGameDialog) -> str:
    return child(dialog, QLabel, "problems").text()


def retype(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


def retype_number(qtbot: QtBot, box: QSpinBox, text: str) -> None:
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key.Key_Return)


def choose_preset(dialog: NewGameDialog, name: str) -> None:
    combo = child(dialog, QComboBox, "preset")
    combo.setCurrentIndex(combo.findText(name))


def test_the_names_are_asked_seat_by_seat_from_east(dialog: NewGameDialog) -> None:
    assert dialog.windowTitle() == "New game"
    labels = {label.buddy(): label.text() for label in dialog.findChildren(QLabel)}
    edits = [name_edit(dialog, seat) for seat in range(4)]
    shown = [labels[edit].replace("&", "") for edit in edits]
    assert shown == ["East (first dealer)", "South", "West", "North"]
    assert all("&" in labels[edit] for edit in edits)
    assert [edit.text() for edit in edits] == list(NAMES)
    assert dialog.names() == NAMES


def test_without_names_the_players_are_numbered(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.names() == ("Player 1", "Player 2", "Player 3", "Player 4")
    assert dialog.rules() == presets.DEFAULT
    assert start_button(dialog).isEnabled()


def test_good_names_and_rules_start_the_game(qtbot: QtBot, dialog: NewGameDialog) -> None:
    retype(qtbot, name_edit(dialog, 2), "  Cy ")
    assert problems(dialog) == ""
    qtbot.mouseClick(start_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.names() == ("Ann", "Bea", "Cy", "Dan")


def test_a_name_used_twice_stops_the_game_and_says_why(qtbot: QtBot, dialog: NewGameDialog) -> None:
    retype(qtbot, name_edit(dialog, 3), "Ann")
    assert not start_button(dialog).isEnabled()
    assert "same name" in problems(dialog)
    qtbot.mouseClick(start_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.result() != QDialog.DialogCode.Accepted
    retype(qtbot, name_edit(dialog, 3), "Dan")
    assert start_button(dialog).isEnabled()
    assert problems(dialog) == ""


def test_an_empty_name_stops_the_game_and_says_why(qtbot: QtBot, dialog: NewGameDialog) -> None:
    retype(qtbot, name_edit(dialog, 1), "   ")
    assert not start_button(dialog).isEnabled()
    assert problems(dialog) == "Every player needs a name."
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted


def test_uma_that_does_not_add_up_stops_the_game(qtbot: QtBot, dialog: NewGameDialog) -> None:
    retype_number(qtbot, child(dialog, QSpinBox, "uma_1"), "25000")
    assert not start_button(dialog).isEnabled()
    assert problems(dialog) == "The uma must add up to zero."
    retype_number(qtbot, child(dialog, QSpinBox, "uma_4"), "-25000")
    assert start_button(dialog).isEnabled()


def test_every_reason_is_shown_at_once(qtbot: QtBot, dialog: NewGameDialog) -> None:
    retype(qtbot, name_edit(dialog, 0), "")
    retype_number(qtbot, child(dialog, QSpinBox, "return_points"), "20000")
    assert not start_button(dialog).isEnabled()
    assert problems(dialog).splitlines() == [
        "Every player needs a name.",
        "Return points must be a multiple of 100 and at least the starting points.",
    ]


def test_shuffling_reseats_the_players(qtbot: QtBot, dialog: NewGameDialog) -> None:
    expected = list(NAMES)
    random.Random(SEED).shuffle(expected)
    assert expected != list(NAMES), "a seed that leaves everybody seated proves nothing"
    qtbot.mouseClick(child(dialog, QPushButton, "shuffleSeats"), Qt.MouseButton.LeftButton)
    assert dialog.names() == tuple(expected)
    assert start_button(dialog).isEnabled()


@pytest.mark.parametrize("preset", list(presets.PRESETS))
def test_choosing_a_preset_loads_it(dialog: NewGameDialog, preset: str) -> None:
    name = presets.rules_name(presets.PRESETS[preset])
    choose_preset(dialog, "M-League" if name != "M-League" else "WRC")
    choose_preset(dialog, name)
    assert dialog.rules() == presets.PRESETS[preset]
    assert child(dialog, QComboBox, "preset").currentText() == name


def test_a_preset_is_chosen_from_the_keyboard(qtbot: QtBot, dialog: NewGameDialog) -> None:
    combo = child(dialog, QComboBox, "preset")
    choose_preset(dialog, "WRC")
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert dialog.rules() == presets.EMA_2016


def test_editing_an_option_shows_custom_and_keeps_the_edit(
    qtbot: QtBot, dialog: NewGameDialog
) -> None:
    choose_preset(dialog, "WRC")
    box = child(dialog, QCheckBox, "kiriage_mangan")
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    combo = child(dialog, QComboBox, "preset")
    assert combo.currentText() == "Custom"
    assert not box.isChecked()
    assert dialog.rules() == presets.WRC.with_changes(kiriage_mangan=False)

    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert combo.currentText() == "WRC"
    assert dialog.rules() == presets.WRC


def test_rules_that_are_no_preset_are_kept_under_their_name(qtbot: QtBot) -> None:
    east = presets.east_only(presets.TENHOU)
    dialog = NewGameDialog(names=NAMES, rules=east)
    qtbot.addWidget(dialog)
    assert child(dialog, QComboBox, "preset").currentText() == "Tenhou (East only)"
    assert dialog.rules() == east
    choose_preset(dialog, "WRC")
    choose_preset(dialog, "Tenhou (East only)")
    assert dialog.rules() == east


def interactive(dialog: NewGameDialog) -> list[QWidget]:
    return [
        widget
        for widget in dialog.findChildren(QWidget)
        # A combo box's list is a window of its own and a spin box's line edit part of the box.
        if widget.window() is dialog
        and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        and not isinstance(widget.parent(), QAbstractSpinBox)
    ]


def test_every_control_has_an_accessible_name(dialog: NewGameDialog) -> None:
    controls = interactive(dialog)
    assert len(controls) > 30
    assert [widget for widget in controls if not widget.accessibleName()] == []


def test_tab_goes_through_the_dialog_in_the_order_shown(dialog: NewGameDialog) -> None:
    editor = dialog.findChild(RulesEditor)
    assert editor is not None
    expected: list[QWidget] = [name_edit(dialog, seat) for seat in range(4)]
    expected += [child(dialog, QPushButton, "shuffleSeats"), child(dialog, QComboBox, "preset")]
    expected += [child(dialog, QPushButton, "aboutRules")]
    expected += [child(dialog, QPushButton, "customizeRules")]
    expected += editor.focus_chain()
    expected += [start_button(dialog), button(dialog, QDialogButtonBox.StandardButton.Cancel)]
    assert set(expected) == set(interactive(dialog))

    stops = set(expected)
    walked = [expected[0]]
    widget = expected[0].nextInFocusChain()
    while widget is not expected[0]:
        assert widget is not None
        if widget in stops:
            walked.append(widget)
        widget = widget.nextInFocusChain()
    assert walked == expected


def test_the_dialog_fits_a_small_screen_and_keeps_the_systems_colours(
    dialog: NewGameDialog,
) -> None:
    assert dialog.minimumSizeHint().width() <= 1280
    assert dialog.minimumSizeHint().height() <= 720
    assert all(not widget.styleSheet() for widget in [dialog, *dialog.findChildren(QWidget)])


def test_each_preset_links_to_what_its_rules_are(qtbot: QtBot, dialog: NewGameDialog) -> None:
    from PySide6.QtWidgets import QPushButton

    from tallyo_desktop.app.rules.reference import RulesReference

    about = child(dialog, QPushButton, "aboutRules")
    child(dialog, QComboBox, "preset").setCurrentIndex(presets.offered().index(presets.JPML_A))
    qtbot.mouseClick(about, Qt.MouseButton.LeftButton)
    reference = dialog.reference
    assert isinstance(reference, RulesReference)
    qtbot.addWidget(reference)
    assert reference.isVisible()
    shown = reference.text.toPlainText()
    assert "JPML" in reference.windowTitle()
    # The same section docs/rules.md has for the preset, sources included.
    assert "jpml-a" in shown and "Uma" in shown and "Source" in shown
    # Changed rules are no preset: nothing to look up.
    spin = dialog.findChild(QSpinBox, "start_points")
    assert spin is not None
    spin.setValue(spin.value() + 1000)
    assert not about.isEnabled()


def test_players_and_a_preset_come_first_and_the_options_on_request(
    qtbot: QtBot, dialog: NewGameDialog
) -> None:
    editor = dialog.findChild(RulesEditor)
    assert editor is not None and editor.isHidden()
    summary = child(dialog, QLabel, "rulesSummary").text()
    assert "4 players, 25000 points each" in summary
    assert "No oka" in summary, "the default preset is Mahjong Soul's"
    customize = child(dialog, QPushButton, "customizeRules")
    qtbot.mouseClick(customize, Qt.MouseButton.LeftButton)
    assert editor.isVisible()
    # The summary follows the rules as they are changed.
    preset = child(dialog, QComboBox, "preset")
    preset.setCurrentIndex(presets.offered().index(presets.WRC))
    summary = child(dialog, QLabel, "rulesSummary").text()
    assert "30000 points each" in summary and "Oka +0.0" not in summary
    qtbot.mouseClick(customize, Qt.MouseButton.LeftButton)
    assert editor.isHidden()
