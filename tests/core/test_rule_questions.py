"""The rules' answers at the table, one function per question, and the rule sets refused because
two of their options contradict each other."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from tallyo_desktop.core.errors import RefusedEvent, TallyoError
from tallyo_desktop.core.record.format import game_from_json, game_to_dict
from tallyo_desktop.core.record.rules import rules_to_dict
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.questions import (
    abortive_draw_kinds,
    chombo_recorded,
    honba_payment,
    most_ron_winners,
    pao_kinds,
    riichi_stick_value,
    triple_ron_draws,
)
from tallyo_desktop.core.rules.rules import (
    ALL_ABORTIVE_DRAWS,
    FOUR_PLAYER_ONLY_DRAWS,
    AbortiveDraw,
    ChomboPenalty,
    MultipleRon,
    PaoYakuman,
    Rules,
)
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.abortive_draws import abortive_draw_refusal
from tallyo_desktop.core.table.apply import apply_event
from tallyo_desktop.core.table.events import AbortiveDrawEvent, Pao, Riichi, Ron, Win
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.settlement import settle
from tallyo_desktop.core.table.state import starting_state
from tallyo_desktop.core.table.wins import paid_ron_winners

NAMES = ("Ann", "Bea", "Cid", "Dan")
TRIPLE = frozenset({AbortiveDraw.TRIPLE_RON})
THREE_WINS = Ron(0, (Win(1, Hand(2, 30)), Win(2, Hand(3, 30)), Win(3, Hand(1, 40))))
TWO_WINS = Ron(0, (Win(1, Hand(2, 30)), Win(2, Hand(3, 30))))
EVERY_PRESET = [
    *presets.KNOWN.values(),
    *(presets.east_only(rules) for rules in presets.KNOWN.values()),
    presets.CUSTOM,
]

DOUBLE_AND_TRIPLE_DRAW = presets.MAHJONG_SOUL.with_changes(abortive_draws=ALL_ABORTIVE_DRAWS)
DOUBLE_WITHOUT_DRAW = presets.TENHOU.with_changes(abortive_draws=ALL_ABORTIVE_DRAWS - TRIPLE)
FORMS_WITHOUT_STACKING = presets.WRC.with_changes(double_yakuman_forms=True)


@pytest.mark.parametrize("rules", EVERY_PRESET, ids=lambda rules: rules.preset)
def test_no_preset_contradicts_itself(rules: Rules) -> None:
    assert rules.problems() == []


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        (DOUBLE_AND_TRIPLE_DRAW, "Double and triple ron pays all three winners"),
        (DOUBLE_WITHOUT_DRAW, "Under double ron three winners make an abortive draw"),
        (FORMS_WITHOUT_STACKING, "Double yakuman forms pay two yakuman"),
    ],
)
def test_contradictory_rules_are_refused_saying_what_to_change(rules: Rules, words: str) -> None:
    (problem,) = rules.problems()
    assert problem.startswith(words)
    assert "tick" in problem
    with pytest.raises(TallyoError, match=words):
        Game(rules, NAMES)


@pytest.mark.parametrize(
    "rules",
    [DOUBLE_AND_TRIPLE_DRAW, DOUBLE_WITHOUT_DRAW, FORMS_WITHOUT_STACKING],
    ids=["triple-ron-paid-and-draw", "double-ron-without-draw", "double-forms-without-stacking"],
)
def test_a_file_with_contradictory_rules_is_refused(rules: Rules) -> None:
    data = game_to_dict(Game(presets.MAHJONG_SOUL, NAMES))
    data["rules"] = rules_to_dict(rules)
    with pytest.raises(TallyoError, match="cannot be played"):
        game_from_json(json.dumps(data))


def test_the_same_rules_with_the_contradiction_taken_away_are_played() -> None:
    assert DOUBLE_AND_TRIPLE_DRAW.with_changes(multiple_ron=MultipleRon.DOUBLE_RON).problems() == []
    assert (
        DOUBLE_WITHOUT_DRAW.with_changes(multiple_ron=MultipleRon.DOUBLE_AND_TRIPLE_RON).problems()
        == []
    )
    assert FORMS_WITHOUT_STACKING.with_changes(yakuman_stacking=True).problems() == []
    # Head bump may have the triple-ron draw or not: both are played.
    for draws in (frozenset(), TRIPLE):
        assert presets.WRC.with_changes(abortive_draws=draws).problems() == []


@pytest.mark.parametrize(
    ("multiple_ron", "draws", "seats", "most", "draw"),
    [
        (MultipleRon.HEAD_BUMP, frozenset(), 4, 1, False),
        (MultipleRon.HEAD_BUMP, TRIPLE, 4, 1, True),
        (MultipleRon.DOUBLE_RON, TRIPLE, 4, 2, True),
        (MultipleRon.DOUBLE_AND_TRIPLE_RON, frozenset(), 4, 3, False),
        (MultipleRon.HEAD_BUMP, frozenset(), 3, 1, False),
        (MultipleRon.DOUBLE_RON, frozenset(), 3, 2, False),
        (MultipleRon.DOUBLE_AND_TRIPLE_RON, frozenset(), 3, 2, False),
    ],
)
def test_how_many_win_on_one_discard(
    multiple_ron: MultipleRon, draws: frozenset[AbortiveDraw], seats: int, most: int, draw: bool
) -> None:
    base = presets.TENHOU_3P if seats == 3 else presets.TENHOU
    rules = base.with_changes(multiple_ron=multiple_ron, abortive_draws=draws)
    assert rules.problems() == []
    assert most_ron_winners(rules, seats) == most
    assert triple_ron_draws(rules, seats) is draw
    assert (AbortiveDraw.TRIPLE_RON in abortive_draw_kinds(rules, seats)) is draw


def test_head_bump_with_the_triple_ron_draw_makes_three_rons_a_draw() -> None:
    # The triple-ron draw is among the abortive draws, so three rons are that draw, not a head
    # bump that pays the nearest.
    rules = presets.WRC.with_changes(abortive_draws=TRIPLE)
    state = starting_state(NAMES, rules.start_points)
    assert paid_ron_winners(THREE_WINS, rules, 4) == []
    after = apply_event(state, THREE_WINS, rules)
    assert after.points == state.points
    assert after.honba == 1 and after.dealer == state.dealer
    # Two rons are still a head bump: the nearest is paid.
    assert [win.winner for win in paid_ron_winners(TWO_WINS, rules, 4)] == [1]


def test_each_rule_set_pays_as_many_as_it_says() -> None:
    state = starting_state(NAMES, 25000)
    for rules in (presets.WRC, presets.TENHOU, presets.MAHJONG_SOUL):
        most = most_ron_winners(rules, 4)
        paid_two = len(paid_ron_winners(TWO_WINS, rules, 4))
        paid_three = len(paid_ron_winners(THREE_WINS, rules, 4))
        assert paid_two == min(2, most)
        assert paid_three == (0 if triple_ron_draws(rules, 4) else most)
        apply_event(state, THREE_WINS, rules)


def test_three_players_have_no_four_player_draws_whatever_the_set_holds() -> None:
    rules = presets.TENHOU_3P
    assert abortive_draw_kinds(rules, 3) == ALL_ABORTIVE_DRAWS - FOUR_PLAYER_ONLY_DRAWS
    assert abortive_draw_kinds(presets.TENHOU, 4) == ALL_ABORTIVE_DRAWS


def test_the_four_riichi_draw_waits_for_the_four_riichi() -> None:
    rules = presets.TENHOU
    state = starting_state(NAMES, rules.start_points)
    refusal = abortive_draw_refusal(state, rules, AbortiveDraw.FOUR_RIICHI)
    assert refusal is not None
    with pytest.raises(RefusedEvent, match=refusal):
        apply_event(state, AbortiveDrawEvent(AbortiveDraw.FOUR_RIICHI), rules)
    for seat in range(4):
        state = apply_event(state, Riichi(seat), rules)
    assert abortive_draw_refusal(state, rules, AbortiveDraw.FOUR_RIICHI) is None
    apply_event(state, AbortiveDrawEvent(AbortiveDraw.FOUR_RIICHI), rules)


def test_pao_kinds_are_the_ones_the_core_holds_liable() -> None:
    rules = presets.TENHOU.with_changes(pao=frozenset({PaoYakuman.SUUKANTSU}))
    assert pao_kinds(rules) == (PaoYakuman.SUUKANTSU,)
    assert pao_kinds(presets.M_LEAGUE) == tuple(PaoYakuman)
    state = starting_state(NAMES, rules.start_points)
    for kind in PaoYakuman:
        event = Ron(0, (Win(1, Hand(yakuman=1), Pao(2, 1, kind)),))
        if kind in pao_kinds(rules):
            apply_event(state, event, rules)
        else:
            with pytest.raises(RefusedEvent, match="no pao"):
                apply_event(state, event, rules)


def test_the_stick_and_honba_values_are_what_the_core_moves() -> None:
    rules = presets.TENHOU.with_changes(riichi_stick=1500, honba_ron=500, honba_tsumo=200)
    state = replace(starting_state(NAMES, rules.start_points), honba=2)
    declared = apply_event(state, Riichi(1), rules)
    assert state.points[1] - declared.points[1] == riichi_stick_value(rules) == 1500
    won = apply_event(declared, Ron(0, (Win(2, Hand(1, 30)),)), rules)
    # 1 han 30 fu from a non-dealer: 1000, the honba, and the stick on the table.
    assert won.points[2] - declared.points[2] == 1000 + honba_payment(rules, 2, tsumo=False) + 1500
    assert honba_payment(rules, 2, tsumo=False) == 1000
    assert honba_payment(rules, 2, tsumo=True) == 400


def test_the_settlement_counts_the_sticks_left_whatever_they_are_worth() -> None:
    rules = presets.TENHOU.with_changes(riichi_stick=2000)
    state = replace(starting_state(NAMES, rules.start_points), sticks=3)
    result = settle(state, rules)
    assert result.leftover_count == 3
    assert result.leftover_sticks == 6000


def test_chombo_is_recorded_only_where_the_rules_have_a_penalty() -> None:
    assert not chombo_recorded(presets.TENHOU)
    assert chombo_recorded(presets.TENHOU.with_changes(chombo=ChomboPenalty.REVERSE_MANGAN))
