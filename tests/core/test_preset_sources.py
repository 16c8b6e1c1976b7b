"""Each preset against its source, for the points where the presets were once wrong.

Every test quotes the source it follows; docs/rules.md lists every option of every preset with
its source.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace

import pytest

from tallyo_desktop.core.errors import RefusedEvent
from tallyo_desktop.core.record.format import game_from_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import ChomboPenalty, LeftoverSticks, PaoYakuman
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.apply import apply_event
from tallyo_desktop.core.table.events import Chombo, ExhaustiveDraw, Pao, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.state import starting_state

NAMES = ("Ann", "Ben", "Cid", "Dee")
YAKUMAN = Hand(yakuman=1)
H30_1 = Hand(han=1, fu=30)
H40_2 = Hand(han=2, fu=40)


def moved(before: tuple[int, ...], after: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(b - a for a, b in zip(before, after, strict=True))


# --- identifiers and names --------------------------------------------------------------------


def test_every_preset_has_a_stable_identifier() -> None:
    assert list(presets.PRESETS) == [
        "wrc", "ema-2016", "ema-2025", "tenhou", "tenhou-2020", "mahjong-soul", "m-league",
        "jpml-a", "tenhou-3p", "mahjong-soul-3p",
    ]  # fmt: skip
    assert all(rules.preset == preset for preset, rules in presets.PRESETS.items())
    assert presets.CUSTOM.preset == "custom"


def test_a_changed_preset_is_custom_and_east_only_stays_the_preset() -> None:
    assert presets.TENHOU.with_changes(uma=(15000, 5000, -5000, -15000)).preset == "custom"
    east = presets.east_only(presets.TENHOU)
    assert east.preset == "tenhou"
    assert presets.rules_name(east) == "Tenhou (East only)"
    assert presets.rules_name(presets.TENHOU) == "Tenhou"
    assert presets.rules_name(presets.CUSTOM) == "Custom"
    assert presets.preset_name("something else") == "Custom"


def test_names_follow_the_translator() -> None:
    from tallyo_desktop.core.i18n import set_translator

    set_translator(lambda context, text: f"<{text}>")
    try:
        assert presets.rules_name(presets.east_only(presets.WRC)) == "<{name} (East only)>".format(
            name="<WRC>"
        )
    finally:
        set_translator(None)


# --- Tenhou and Mahjong Soul pao --------------------------------------------------------------


def test_tenhou_and_mahjong_soul_pao_is_for_dragons_and_winds_only() -> None:
    # Tenhou's rules: pao for 大三元 and 大四喜; suukantsu pao was abolished in 2007.
    # riichi.wiki "Majsoul": the same two.
    both = frozenset({PaoYakuman.DAISANGEN, PaoYakuman.DAISUUSHII})
    for rules in (presets.TENHOU, presets.TENHOU_ROUNDED, presets.MAHJONG_SOUL):
        assert rules.pao == both
    # M-League and JPML-A add suukantsu (rulesets.md).
    assert PaoYakuman.SUUKANTSU in presets.M_LEAGUE.pao
    assert PaoYakuman.SUUKANTSU in presets.JPML_A.pao


@pytest.mark.parametrize("rules", [presets.TENHOU, presets.MAHJONG_SOUL, presets.WRC])
def test_pao_for_a_yakuman_the_rules_do_not_list_is_refused(rules: object) -> None:
    assert isinstance(rules, type(presets.TENHOU))
    state = replace(starting_state(NAMES, 80000), points=(80000,) * 4)
    event = Tsumo(1, YAKUMAN, Pao(3, kind=PaoYakuman.SUUKANTSU))
    with pytest.raises(RefusedEvent, match=r"These rules have no pao for suukantsu\."):
        apply_event(state, event, rules)
    accepted = Tsumo(1, YAKUMAN, Pao(3, kind=PaoYakuman.DAISANGEN))
    assert moved(state.points, apply_event(state, accepted, rules).points) == (0, 32000, 0, -32000)


def test_m_league_takes_suukantsu_pao() -> None:
    state = starting_state(NAMES, 25000)
    event = Tsumo(1, YAKUMAN, Pao(3, kind=PaoYakuman.SUUKANTSU))
    after = apply_event(state, event, presets.M_LEAGUE)
    assert moved(state.points, after.points) == (0, 32000, 0, -32000)


# --- EMA: the riichi sticks of a multiple ron ---------------------------------------------------


@pytest.mark.parametrize("rules", [presets.EMA_2016, presets.EMA_2025])
def test_ema_riichi_winners_take_back_their_own_sticks(rules: object) -> None:
    # riichi.wiki "Multiple ron", EMA row: each winner who declared riichi this hand takes back
    # their own stick; the others go to the winner nearest the discarder.
    assert isinstance(rules, type(presets.EMA_2016))
    game = Game(rules, NAMES)
    # East 1: Cid and Dee riichi, then a draw: two sticks stay on the table.
    game.record(Riichi(2))
    game.record(Riichi(3))
    game.record(ExhaustiveDraw(frozenset({2, 3})))
    assert game.state.sticks == 2
    # East 2 (Ben deals): Dee declares riichi; Ann deals in to Ben (the dealer) and Dee.
    # Turn order after Ann: Ben, Cid, Dee: Ben is the nearest winner.
    game.record(Riichi(3))
    before = game.state.points
    game.record(Ron(0, (Win(1, H30_1), Win(3, H40_2))))
    # Ben: dealer 30/1 = 1500 + 300 honba, and the two old sticks; Dee: 2600 + 300 honba
    # (honba to each winner) and her own stick back.
    assert moved(before, game.state.points) == (
        -(1500 + 300) - (2600 + 300),
        1500 + 300 + 2000,
        0,
        2600 + 300 + 1000,
    )
    assert game.state.sticks == 0


def test_elsewhere_the_nearest_winner_takes_every_stick() -> None:
    game = Game(presets.MAHJONG_SOUL, NAMES)
    game.record(Riichi(3))
    before = game.state.points
    game.record(Ron(0, (Win(1, H30_1), Win(3, H40_2))))
    assert moved(before, game.state.points) == (-(1000 + 2600), 1000 + 1000, 0, 2600)


# --- a ron on the riichi declaration tile -------------------------------------------------------


@pytest.mark.parametrize("rules", [presets.TENHOU, presets.EMA_2016, presets.MAHJONG_SOUL])
def test_a_ron_on_the_declaration_tile_gives_the_stick_back(rules: object) -> None:
    # Tenhou: the stick is paid when the declaring discard passes; EMA: the riichi is void.
    assert isinstance(rules, type(presets.TENHOU))
    game = Game(rules, NAMES)
    game.record(Riichi(2))
    before = game.state_before(0).points
    game.record(Ron(2, (Win(1, H40_2),), on_riichi_tile=True))
    assert moved(before, game.state.points) == (0, 2600, -2600, 0)
    assert game.state.sticks == 0


def test_the_declaration_tile_needs_a_riichi_in_this_hand() -> None:
    game = Game(presets.TENHOU, NAMES)
    with pytest.raises(RefusedEvent, match="Cid did not declare riichi in this hand"):
        game.record(Ron(2, (Win(1, H40_2),), on_riichi_tile=True))
    assert len(game) == 0


def test_the_sticks_of_earlier_hands_still_go_to_the_winner() -> None:
    game = Game(presets.TENHOU, NAMES)
    game.record(Riichi(0))
    game.record(ExhaustiveDraw(frozenset({0})))
    game.record(Riichi(2))
    before = game.state.points
    game.record(Ron(2, (Win(1, H40_2),), on_riichi_tile=True))
    # Cid's stick goes back; Ann's stick from East 1 and the honba go to Ben.
    assert moved(before, game.state.points) == (0, 2600 + 300 + 1000, 1000 - 2600 - 300, 0)


# --- chombo and lost sticks ---------------------------------------------------------------------


def test_the_presets_with_chombo_take_it_off_the_offender_alone() -> None:
    for rules in (presets.WRC, presets.EMA_2016, presets.M_LEAGUE, presets.JPML_A):
        assert rules.chombo is ChomboPenalty.AT_SETTLEMENT
        assert rules.chombo_points == 20000
    assert presets.JPML_A.leftover_sticks is LeftoverSticks.LOST


def test_a_reverse_mangan_pays_the_mangan_tsumo_amounts() -> None:
    # A non-dealer offender pays 4000 to the dealer and 2000 to each other player; a dealer
    # offender 4000 to each.
    rules = presets.WRC.with_changes(chombo=ChomboPenalty.REVERSE_MANGAN)
    state = starting_state(NAMES, 30000)
    assert moved(state.points, apply_event(state, Chombo(2), rules).points) == (
        4000,
        2000,
        -8000,
        2000,
    )
    assert moved(state.points, apply_event(state, Chombo(0), rules).points) == (
        -12000,
        4000,
        4000,
        4000,
    )


# --- records of format 1 ------------------------------------------------------------------------


def v1_record(rules: dict[str, object], events: Sequence[object] = ()) -> str:
    return json.dumps(
        {
            "format": "tallyo-game",
            "version": 1,
            "players": list(NAMES),
            "rules": rules,
            "events": list(events),
        }
    )


V1_MAHJONG_SOUL: dict[str, object] = {
    "name": "Mahjong Soul (East only)", "start_points": 25000, "return_points": 30000,
    "uma": [15000, 5000, -5000, -15000], "uma_by_count": None, "tie_break": "seat_order",
    "leftover_sticks": "to_first", "settlement": "exact", "kiriage_mangan": False,
    "kazoe_yakuman": True, "yakuman_stacking": True, "honba_ron": 300, "honba_tsumo": 100,
    "riichi_stick": 1000, "game_length": "east_only", "busting": True, "bust_at_zero": False,
    "multiple_ron": "double_and_triple_ron", "honba_to_each_winner": False, "agari_yame": True,
    "tenpai_yame": True, "west_extension": True, "nagashi_mangan": True,
    "abortive_draws": ["four_kans", "four_riichi", "four_winds", "nine_terminals"],
    "pao": ["daisangen", "daisuushii", "suukantsu"], "pao_whole_hand": False, "chombo": "none",
    "chombo_points": 20000, "noten_total": 3000,
}  # fmt: skip


def test_a_format_1_preset_game_becomes_the_corrected_preset() -> None:
    game = game_from_json(v1_record(V1_MAHJONG_SOUL))
    assert game.rules == presets.east_only(presets.MAHJONG_SOUL)
    assert game.rules.oka == 0


def test_format_1_custom_rules_keep_their_values() -> None:
    custom = {**V1_MAHJONG_SOUL, "name": "Custom", "leftover_sticks": "not_paid"}
    custom["uma_by_count"] = [
        [8000, 4000, -4000, -8000],
        [12000, -1000, -3000, -8000],  # what version 1 used with one player below
        [8000, 4000, -4000, -8000],
        [8000, 3000, 1000, -12000],
        [8000, 4000, -4000, -8000],
    ]
    events = [
        {"type": "tsumo", "winner": 1, "hand": {"han": 0, "fu": None, "yakuman": 1},
         "pao": {"seat": 3, "yakuman": None}},
    ]  # fmt: skip
    game = game_from_json(v1_record(custom, events))
    rules = game.rules
    assert rules.preset == "custom"
    assert (rules.start_points, rules.target_points, rules.return_points) == (25000, 30000, 30000)
    assert rules.oka == 20000
    assert rules.leftover_sticks is LeftoverSticks.LOST
    assert rules.pao == frozenset(PaoYakuman)
    tables = rules.uma_by_floating
    assert tables is not None
    # One below the return points is three at or above them.
    assert tables.for_count(3) == (12000, -1000, -3000, -8000)
    event = game.events_at(0)
    assert isinstance(event, Tsumo) and event.pao == Pao(3, None, None)
