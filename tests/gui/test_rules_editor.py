"""The rules editor driven as a player would: clicks on check boxes, keys in spin boxes."""

from __future__ import annotations

import dataclasses
import itertools
import typing
from enum import Enum

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.rules.choice_texts import CHOICES
from tallyo_desktop.app.rules.editor import RulesEditor, editable_fields
from tallyo_desktop.app.rules.texts import OPTIONS
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import MultipleRon, PaoYakuman, Rules

FIELDS = [field.name for field in dataclasses.fields(Rules) if field.name != "preset"]
HINTS = typing.get_type_hints(Rules)


@pytest.fixture
def editor(qtbot: QtBot) -> RulesEditor:
    widget = RulesEditor()
    qtbot.addWidget(widget)
    widget.resize(1000, 600)
    widget.show()
    return widget


def only(editor: RulesEditor, name: str) -> QWidget:
    (widget,) = editor.field_widgets(name)
    return widget


def spin(editor: RulesEditor, name: str) -> QSpinBox:
    widget = editor.findChild(QSpinBox, name)
    assert widget is not None
    return widget


def check(editor: RulesEditor, name: str) -> QCheckBox:
    widget = editor.findChild(QCheckBox, name)
    assert widget is not None
    return widget


def click(qtbot: QtBot, box: QCheckBox) -> None:
    # Only the box and its text take the click, not the whole width of the row.
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def type_into(qtbot: QtBot, box: QSpinBox, text: str) -> None:
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key.Key_Return)


@pytest.mark.parametrize("name", list(presets.PRESETS))
def test_every_preset_reads_back_unchanged(editor: RulesEditor, name: str) -> None:
    editor.set_rules(presets.PRESETS[name])
    assert editor.rules() == presets.PRESETS[name]


def test_rules_outside_the_usual_ranges_read_back_unchanged(editor: RulesEditor) -> None:
    odd = presets.WRC.with_changes(start_points=300_000, return_points=300_000)
    editor.set_rules(odd)
    assert editor.rules() == odd


def test_every_option_has_an_editor_that_suits_its_type(editor: RulesEditor) -> None:
    assert editable_fields() == FIELDS
    for name in FIELDS:
        hint = HINTS[name]
        widgets = editor.field_widgets(name)
        assert widgets, name
        assert all(editor.isAncestorOf(widget) for widget in widgets), name
        if name == "players":
            combo = only(editor, name)
            assert isinstance(combo, QComboBox)
            assert [combo.itemData(index) for index in range(combo.count())] == [4, 3]
        elif hint is bool:
            assert isinstance(only(editor, name), QCheckBox), name
        elif hint is int:
            box = only(editor, name)
            assert isinstance(box, QSpinBox), name
            assert (box.suffix(), box.singleStep()) == (" pts", 100), name
            assert box.minimum() <= 0 and box.maximum() >= 200_000
        elif isinstance(hint, type) and issubclass(hint, Enum):
            combo = only(editor, name)
            assert isinstance(combo, QComboBox), name
            assert combo.count() == len(hint), name
        elif typing.get_origin(hint) is frozenset:
            (kind,) = typing.get_args(hint)
            assert len(widgets) == len(kind), name
            assert all(isinstance(widget, QCheckBox) for widget in widgets), name
        elif typing.get_origin(hint) is tuple:
            # One amount for each place of the rules shown (four players by default).
            assert len(widgets) == 4, name
            assert all(isinstance(widget, QSpinBox) for widget in widgets), name
        # Every option of today's rules can be edited: none falls back to plain text.
        assert not any(isinstance(widget, QLabel) for widget in widgets), name


def test_every_option_and_choice_reads_in_a_players_words(editor: RulesEditor) -> None:
    assert set(OPTIONS) <= set(FIELDS), "texts for options that no longer exist"
    for name in FIELDS:
        for widget in editor.field_widgets(name):
            assert widget.accessibleName(), name
            assert "_" not in widget.accessibleName(), name
            if name in OPTIONS:
                assert widget.toolTip(), name
    for member, (label, tooltip) in CHOICES.items():
        assert label and tooltip, member


def test_typing_a_number_changes_that_option_and_names_the_rules_custom(
    qtbot: QtBot, editor: RulesEditor
) -> None:
    editor.set_rules(presets.WRC)
    with qtbot.waitSignal(editor.rulesChanged, timeout=1000):
        type_into(qtbot, spin(editor, "start_points"), "27000")
    assert editor.rules() == presets.WRC.with_changes(start_points=27000)
    assert editor.rules().preset == "custom"


def test_clicking_a_check_box_changes_that_option(qtbot: QtBot, editor: RulesEditor) -> None:
    editor.set_rules(presets.WRC)
    with qtbot.waitSignal(editor.rulesChanged, timeout=1000):
        click(qtbot, check(editor, "kiriage_mangan"))
    assert editor.rules() == presets.WRC.with_changes(kiriage_mangan=False)


def test_a_set_of_choices_gains_the_one_ticked(qtbot: QtBot, editor: RulesEditor) -> None:
    editor.set_rules(presets.WRC)
    click(qtbot, check(editor, "pao_suukantsu"))
    assert editor.rules() == presets.WRC.with_changes(pao=presets.WRC.pao | {PaoYakuman.SUUKANTSU})


def test_a_choice_changes_from_the_keyboard(qtbot: QtBot, editor: RulesEditor) -> None:
    editor.set_rules(presets.WRC)
    combo = only(editor, "multiple_ron")
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert editor.rules() == presets.WRC.with_changes(multiple_ron=MultipleRon.DOUBLE_RON)


def test_the_uma_is_edited_place_by_place(qtbot: QtBot, editor: RulesEditor) -> None:
    editor.set_rules(presets.WRC)
    type_into(qtbot, spin(editor, "uma_1"), "25000")
    rules = editor.rules()
    assert rules == presets.WRC.with_changes(uma=(25000, 5000, -5000, -15000))
    assert "The uma must add up to zero." in rules.problems()
    type_into(qtbot, spin(editor, "uma_4"), "-25000")
    assert editor.rules().uma == (25000, 5000, -5000, -25000)
    assert editor.rules().problems() == []


def test_undoing_an_edit_gives_back_the_presets_name(qtbot: QtBot, editor: RulesEditor) -> None:
    editor.set_rules(presets.TENHOU)
    box = check(editor, "nagashi_mangan")
    click(qtbot, box)
    assert editor.rules().preset == "custom"
    click(qtbot, box)
    assert editor.rules() == presets.TENHOU


def test_showing_rules_is_not_an_edit(qtbot: QtBot, editor: RulesEditor) -> None:
    with qtbot.assertNotEmitted(editor.rulesChanged):
        for rules in presets.PRESETS.values():
            editor.set_rules(rules)


def test_the_uma_by_floating_is_shown_and_can_be_switched_off(
    qtbot: QtBot, editor: RulesEditor
) -> None:
    editor.set_rules(presets.JPML_A)
    box = check(editor, "uma_by_floating")
    tables = editor.findChild(QLabel, "uma_by_floating_tables")
    assert tables is not None
    assert box.isEnabled() and box.isChecked()
    assert "One at the return points: +12  -1  -3  -8" in tables.text()
    assert "Three at the return points: +8  +3  +1  -12" in tables.text()
    assert not spin(editor, "uma_1").isEnabled()

    click(qtbot, box)
    assert editor.rules() == presets.JPML_A.with_changes(uma_by_floating=None)
    assert spin(editor, "uma_1").isEnabled()
    click(qtbot, box)
    assert editor.rules() == presets.JPML_A


def test_the_uma_by_floating_cannot_be_made_up(editor: RulesEditor) -> None:
    editor.set_rules(presets.WRC)
    box = check(editor, "uma_by_floating")
    assert not box.isEnabled() and not box.isChecked()
    assert spin(editor, "uma_1").isEnabled()


def test_the_tab_order_follows_the_columns_top_to_bottom(editor: RulesEditor) -> None:
    chain = editor.focus_chain()
    assert {widget for name in FIELDS for widget in editor.field_widgets(name)} == set(chain)
    middle = editor.width() // 2
    where = [widget.mapTo(editor, QPoint(0, 0)) for widget in chain]
    keys = [(point.x() >= middle, point.y(), point.x()) for point in where]
    assert keys == sorted(keys)
    # Qt follows the chain given: each widget's next tab stop is the next one in it.
    for first, second in itertools.pairwise(chain):
        assert next_tab_stop(first) is second, (first.objectName(), second.objectName())


def next_tab_stop(widget: QWidget) -> QWidget:
    following = widget.nextInFocusChain()
    # A spin box's own line edit comes next in Qt's chain, but takes no tab stop of its own.
    while following is not None and (
        widget.isAncestorOf(following) or not following.focusPolicy() & Qt.FocusPolicy.TabFocus
    ):
        following = following.nextInFocusChain()
    assert following is not None
    return following


def test_three_players_show_three_places_of_uma(qtbot: QtBot, editor: RulesEditor) -> None:
    editor.set_rules(presets.TENHOU_3P)
    assert editor.rules() == presets.TENHOU_3P
    assert not spin(editor, "uma_4").isVisible()
    assert only(editor, "sanma_tsumo").isEnabled()
    editor.set_rules(presets.TENHOU)
    assert spin(editor, "uma_4").isVisible()
    assert not only(editor, "sanma_tsumo").isEnabled()
