"""The entry forms offer what the core accepts and scores, under any rules that can be played.

The real forms are begun at a table and read for what they let a player enter; the same entries
are then applied by the core, and what the core would accept beyond that is tried too."""

from __future__ import annotations

import io
import os
import re
import tokenize
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QLabel
from pytestqt.qtbot import QtBot

import tallyo_desktop.app
from tallyo_desktop.app.entry.abortive_form import AbortiveForm
from tallyo_desktop.app.entry.draw_form import DrawForm
from tallyo_desktop.app.entry.win_form import WinForm
from tallyo_desktop.app.history.settlement_dialog import SettlementDialog
from tallyo_desktop.app.rules.new_game_dialog import NewGameDialog
from tallyo_desktop.app.rules.summary import rules_summary
from tallyo_desktop.app.table.seat_panel import SeatPanel
from tallyo_desktop.core.errors import RefusedEvent
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.questions import (
    abortive_draw_kinds,
    most_ron_winners,
    pao_kinds,
    riichi_stick_value,
)
from tallyo_desktop.core.rules.rules import (
    FOUR_PLAYER_ONLY_DRAWS,
    AbortiveDraw,
    MultipleRon,
    PaoYakuman,
    Rules,
)
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.session.draft import EntryMode
from tallyo_desktop.core.table.apply import apply_event
from tallyo_desktop.core.table.events import AbortiveDrawEvent, NagashiMangan, Pao, Riichi, Ron, Win
from tallyo_desktop.core.table.settlement import settle
from tallyo_desktop.core.table.state import TableState, starting_state
from tallyo_desktop.core.table.wins import paid_ron_winners

NAMES = ("Ann", "Bea", "Cid", "Dan")
HAND = Hand(2, 30)
TRIPLE = frozenset({AbortiveDraw.TRIPLE_RON})


class Forms:
    """The forms under test, made once and begun afresh for each table."""

    def __init__(self, qtbot: QtBot) -> None:
        self.win = WinForm()
        self.abortive = AbortiveForm()
        self.draw = DrawForm()
        self.seat = SeatPanel(1, wide=True)
        for widget in (self.win, self.abortive, self.draw, self.seat):
            qtbot.addWidget(widget)


@pytest.fixture
def forms(qtbot: QtBot) -> Forms:
    return Forms(qtbot)


@st.composite
def playable_rules(draw: st.DrawFn) -> Rules:
    """A preset with the options these questions turn on changed, kept playable."""
    base = draw(st.sampled_from(list(presets.PRESETS.values())))
    four = base.players == 4
    multiple_ron = draw(st.sampled_from(list(MultipleRon)))
    kinds = sorted(AbortiveDraw if four else set(AbortiveDraw) - FOUR_PLAYER_ONLY_DRAWS,
                   key=lambda kind: kind.value)  # fmt: skip
    draws = frozenset(draw(st.sets(st.sampled_from(kinds))))
    # Double ron makes three rons an abortive draw; double and triple ron pays them.
    if four and multiple_ron is MultipleRon.DOUBLE_RON:
        draws |= TRIPLE
    if four and multiple_ron is MultipleRon.DOUBLE_AND_TRIPLE_RON:
        draws -= TRIPLE
    rules = base.with_changes(
        multiple_ron=multiple_ron,
        abortive_draws=draws,
        pao=frozenset(draw(st.sets(st.sampled_from(list(PaoYakuman))))),
        riichi_stick=draw(st.sampled_from([0, 500, 1000, 1500, 3000])),
        nagashi_mangan=draw(st.booleans()),
        busting=draw(st.booleans()),
    )
    assert rules.problems() == []
    return rules


@st.composite
def tables(draw: st.DrawFn, rules: Rules) -> TableState:
    """A table in the middle of a hand: some players in riichi, honba and sticks on it."""
    seats = rules.players
    state = starting_state(NAMES[:seats], rules.start_points)
    state = replace(
        state,
        hand_number=draw(st.integers(1, seats)),
        honba=draw(st.integers(0, 4)),
        sticks=draw(st.integers(0, 3)),
    )
    for seat in sorted(draw(st.sets(st.integers(0, seats - 1)))):
        state = apply_event(state, Riichi(seat), rules)
    return state


def enter_ron(form: WinForm, discarder: int, winners: list[int]) -> list[int]:
    """Pick winners on `discarder`'s discard for as long as the form takes another; the seats
    it took."""
    form.pick(winners[0])
    form.pick(discarder)
    for seat in winners[1:]:
        form.pick_another_winner()
        if form.picking is None:
            break
        form.pick(seat)
    for row in form.rows:
        row.set_hand(HAND)
    return [row.seat for row in form.rows]


def tooltip_points(text: str) -> int:
    found = re.search(r"(\d+) points", text)
    assert found is not None, text
    return int(found.group(1))


@settings(max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_what_the_forms_offer_is_what_the_core_accepts(forms: Forms, data: st.DataObject) -> None:
    rules = data.draw(playable_rules())
    table = data.draw(tables(rules))
    seats = table.seats
    discarder = data.draw(st.integers(0, seats - 1))
    others = data.draw(st.permutations([seat for seat in range(seats) if seat != discarder]))

    # Winners of a ron: as many as the core pays, and every one of them paid.
    forms.win.begin(table, rules, EntryMode.RON, None)
    taken = enter_ron(forms.win, discarder, list(others))
    assert len(taken) == most_ron_winners(rules, seats)
    event = forms.win.built_event()
    assert isinstance(event, Ron)
    apply_event(table, event, rules)
    assert sorted(win.winner for win in paid_ron_winners(event, rules, seats)) == sorted(taken)
    # More winners than the form takes are never all paid: that is a head bump or a draw.
    for count in range(len(taken) + 1, len(others) + 1):
        more = Ron(discarder, tuple(Win(seat, HAND) for seat in others[:count]))
        apply_event(table, more, rules)
        assert len(paid_ron_winners(more, rules, seats)) < count

    # Pao: the yakuman the form names are exactly those the core holds a player liable for.
    forms.win.begin(table, rules, EntryMode.RON, None)
    forms.win.pick(others[0])
    forms.win.pick(discarder)
    row = forms.win.rows[0]
    named = [PaoYakuman(row.pao_kind.itemData(i)) for i in range(row.pao_kind.count())]
    assert tuple(named) == pao_kinds(rules)
    assert row.pao.isHidden() is (not named)
    liable = discarder
    for yakuman in PaoYakuman:
        pao_ron = Ron(discarder, (Win(others[0], Hand(yakuman=1), Pao(liable, 1, yakuman)),))
        if yakuman in named:
            apply_event(table, pao_ron, rules)
        else:
            with pytest.raises(RefusedEvent):
                apply_event(table, pao_ron, rules)

    # Abortive draws: the kinds listed are the core's, and those offered now the ones it takes.
    forms.abortive.begin(table, rules, EntryMode.ABORTIVE, None)
    assert set(forms.abortive.kinds) == abortive_draw_kinds(rules, seats)
    offered = forms.abortive.offered()
    for kind in AbortiveDraw:
        if kind in offered:
            apply_event(table, AbortiveDrawEvent(kind), rules)
        else:
            with pytest.raises(RefusedEvent):
                apply_event(table, AbortiveDrawEvent(kind), rules)
    built = forms.abortive.built_event()
    assert (built is None) is (not offered)
    # The triple-ron draw is on offer exactly where three rons on one discard pay nobody.
    if seats == 4:
        three = Ron(discarder, tuple(Win(seat, HAND) for seat in others))
        draws = paid_ron_winners(three, rules, seats) == []
        assert (AbortiveDraw.TRIPLE_RON in forms.abortive.kinds) is draws

    # Nagashi mangan: a box to tick where the core pays it.
    forms.draw.begin(table, rules, EntryMode.DRAW, None)
    nagashi = NagashiMangan((discarder,), frozenset())
    if forms.draw.nagashi[discarder].isHidden():
        with pytest.raises(RefusedEvent):
            apply_event(table, nagashi, rules)
    else:
        apply_event(table, nagashi, rules)

    # The riichi stick: what the button says it costs is what the core takes.
    forms.seat.show_state(table, rules, can_riichi=True)
    said = tooltip_points(forms.seat.riichi_button.toolTip())
    assert said == riichi_stick_value(rules)
    if 1 not in table.riichi:
        declared = apply_event(table, Riichi(1), rules)
        assert table.points[1] - declared.points[1] == said


def test_the_result_counts_the_sticks_left_at_their_rule_value(qtbot: QtBot) -> None:
    # Two sticks of 2000 points are two sticks, not the four that 4000 points would be at 1000.
    rules = presets.TENHOU.with_changes(riichi_stick=2000)
    state = replace(starting_state(NAMES, rules.start_points), sticks=2)
    result = settle(state, rules)
    dialog = SettlementDialog(result, "The last hand is over.")
    qtbot.addWidget(dialog)
    assert "The 2 riichi sticks left on the table (4000)" in dialog.notes.text()
    assert result.leftover_sticks == 2 * riichi_stick_value(rules)


def test_the_riichi_button_names_the_rule_stick(qtbot: QtBot) -> None:
    panel = SeatPanel(0, wide=False)
    qtbot.addWidget(panel)
    rules = presets.TENHOU.with_changes(riichi_stick=1500)
    panel.show_state(starting_state(NAMES, 25000), rules, can_riichi=True)
    assert "Ann declares riichi: 1500 points to the table" in panel.riichi_button.toolTip()


def test_four_riichi_is_offered_once_all_four_have_declared(forms: Forms) -> None:
    rules = presets.TENHOU
    table = starting_state(NAMES, rules.start_points)
    form = forms.abortive
    form.begin(table, rules, EntryMode.ABORTIVE, None)
    four = form.kinds.index(AbortiveDraw.FOUR_RIICHI)
    assert AbortiveDraw.FOUR_RIICHI not in form.offered()
    assert not form.buttons[four].isEnabled()
    assert "all four players" in form.buttons[four].toolTip()
    form.pick(four)
    assert form.built_event() != AbortiveDrawEvent(AbortiveDraw.FOUR_RIICHI)
    for seat in range(4):
        table = apply_event(table, Riichi(seat), rules)
    form.retable(table)
    form.pick(four)
    assert form.built_event() == AbortiveDrawEvent(AbortiveDraw.FOUR_RIICHI)


def test_a_form_with_only_four_riichi_says_why_nothing_can_be_recorded(forms: Forms) -> None:
    rules = presets.TENHOU.with_changes(
        multiple_ron=MultipleRon.HEAD_BUMP, abortive_draws=frozenset({AbortiveDraw.FOUR_RIICHI})
    )
    forms.abortive.begin(starting_state(NAMES, 25000), rules, EntryMode.ABORTIVE, None)
    assert forms.abortive.built_event() is None
    assert "all four players" in forms.abortive.instruction()


def test_three_players_read_double_ron_in_the_summary() -> None:
    # With three players two winners are all a discard can have.
    lines = rules_summary(presets.MAHJONG_SOUL_3P)
    assert "Double ron" in lines
    assert "Double and triple ron" not in lines
    assert "Double ron; three is a draw" in rules_summary(presets.TENHOU)


def test_the_new_game_dialog_refuses_double_ron_without_the_triple_ron_draw(
    qtbot: QtBot,
) -> None:
    dialog = NewGameDialog(names=NAMES)
    qtbot.addWidget(dialog)
    dialog.show()
    preset = dialog.findChild(QComboBox, "preset")
    assert preset is not None
    preset.setCurrentIndex(preset.findText("Tenhou"))
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    start = buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert start.isEnabled()
    box = dialog.findChild(QCheckBox, "abortive_draws_triple_ron")
    assert box is not None and box.isChecked()
    box.setFocus()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert not box.isChecked()
    problems = dialog.findChild(QLabel, "problems")
    assert problems is not None
    assert "Under double ron three winners make an abortive draw" in problems.text()
    assert not start.isEnabled()
    dialog.accept()
    assert not dialog.result()


# Where app code holds 100, 300, 1000 or 3000 for something no rule sets: each such line, by
# its file's path in the app and a piece of the line, and why it is not a rule's amount.
NOT_RULE_AMOUNTS = {
    ("launch.py", "LOAD_ANYWAY_MS = 1000"): "milliseconds",
    ("library/models.py", "rate * 100"): "a percentage",
    ("library/window.py", "SIZED_FROM_ROWS = 100"): "a number of rows",
    ("library/games_pages.py", "PAGE = 100"): "a number of rows",
    ("shared/look.py", "QColor(100, 170, 255)"): "a colour",
    ("window/main_window.py", '"Saved."), 3000'): "milliseconds",
    ("clock/keeper.py", "TICK_MS = 1000"): "milliseconds",
    ("shared/unix_socket.py", "_ms / 1000"): "milliseconds in a second",
    ("history/points_chart.py", "value // 1000"): "the chart's thousands (k)",
    ("rules/option_editors.py", "spin_box(POINTS_RANGE, 100"): "the editor's step for points",
    ("rules/option_editors.py", "spin_box(UMA_RANGE, 1000"): "the editor's step for uma",
    ("rules/option_editors.py", "amount / 1000"): "uma shown in thousands",
    ("rules/choice_texts.py", "rounded up to 100"): "describes the sanma tsumo option",
    ("rules/choice_texts.py", '"Rounded to 1000"'): "names the settlement option",
    ("rules/choice_texts.py", "rounded to 1000 first"): "describes the settlement option",
    ("entry/seat_event_forms.py", "self.amount.setValue(1000)"): "where a correction starts",
    ("table/sticks.py", "a honba (100-point) stick"): "what a honba stick looks like",
    ("table/area.py", "* 2 + 300"): "pixels",
    ("window/layout.py", "setSizes([420, 300])"): "pixels",
    ("chart/sheet_html.py", 'width="100%"'): "the page's width",
    ("club/seating_print.py", "width='100%'"): "the page's width",
    ("tournament/printing.py", "width='100%'"): "the page's width",
    ("chart/window.py", "resize(1000, 720)"): "pixels",
    ("shared/pdf_text.py", "_SECTION_SIZE = 100"): "entries of a PDF's character map",
    ("club/figure_words.py", "* 100"): "a percentage",
    ("club/player_graphs.py", "* 100"): "a percentage",
    ("club/player_graphs.py", "high - low <= 300"): "the rating graph's grid, in rating points",
}
AMOUNTS = {100, 300, 1000, 3000}
IN_TEXT = re.compile(r"(?<![\d.,])(100|300|1000|3000|1,000|3,000)(?![\d,])")


def amount_lines() -> set[tuple[str, str]]:
    """Each line of the app that holds one of the amounts, in code or in a string."""
    found: set[tuple[str, str]] = set()
    app = Path(tallyo_desktop.app.__file__).parent
    for path in app.rglob("*.py"):
        name = path.relative_to(app).as_posix()
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            row = token.start[0]
            if token.type == tokenize.NUMBER:
                value = token.string.replace("_", "")
                if value.isdigit() and int(value) in AMOUNTS:
                    found.add((name, lines[row - 1].strip()))
            elif token.type == tokenize.STRING:
                # A string may run over several lines: the line of each amount in it.
                for match in IN_TEXT.finditer(token.string):
                    line = row + token.string.count("\n", 0, match.start())
                    found.add((name, lines[line - 1].strip()))
    return found


def test_the_app_takes_every_rule_amount_from_the_rules() -> None:
    lines = amount_lines()
    unexplained = [
        line for line in lines
        if not any(name == line[0] and piece in line[1] for name, piece in NOT_RULE_AMOUNTS)
    ]  # fmt: skip
    assert unexplained == [], "ask the core for the rule's amount (core/rules/questions.py)"
    # Every exception still matches a line, so the list does not outgrow what it explains.
    stale = [
        key for key in NOT_RULE_AMOUNTS
        if not any(name == key[0] and key[1] in line for name, line in lines)
    ]  # fmt: skip
    assert stale == []
