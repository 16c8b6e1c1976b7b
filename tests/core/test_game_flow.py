"""The flow of a game: dealer rotation, honba, the end of the game, undo and replay, and a full
East-South game under every preset checked hand by hand.

Expected numbers come from docs/reference: scoring.md (payments, honba, dealer rotation, uma and
oka) and rulesets.md (what each rule set does), worked out in the comments.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from tallyo_desktop.core.errors import RefusedEvent
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.presets import (
    EMA_2016,
    JPML_A,
    M_LEAGUE,
    MAHJONG_SOUL,
    TENHOU,
    WRC,
)
from tallyo_desktop.core.rules.rules import AbortiveDraw, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.events import (
    AbortiveDrawEvent,
    Chombo,
    Event,
    ExhaustiveDraw,
    NagashiMangan,
    PointCorrection,
    Riichi,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.table.game import Game, Splice
from tallyo_desktop.core.table.state import EndReason, TableState

NAMES = ("Ann", "Ben", "Cid", "Dee")
NOBODY = frozenset[int]()
ALL_TENPAI = frozenset({0, 1, 2, 3})


def rules_id(rules: Rules) -> str:
    return rules.preset


def play(rules: Rules, events: list[Event]) -> Game:
    game = Game(rules, NAMES)
    for event in events:
        game.record(event)
    return game


def where(state: TableState) -> tuple[str, int, int]:
    return (state.hand_name, state.dealer, state.honba)


def draws(count: int) -> list[Event]:
    """Exhaustive draws with nobody tenpai: no payments, the deal passes, honba + 1 each."""
    return [ExhaustiveDraw(NOBODY) for _ in range(count)]


# --- dealer rotation and honba ------------------------------------------------------------------


@pytest.mark.parametrize("rules", [WRC, TENHOU, EMA_2016], ids=rules_id)
def test_dealer_rotation_and_honba(rules: Rules) -> None:
    game = Game(rules, NAMES)
    start = rules.start_points
    assert where(game.state) == ("East 1", 0, 0)
    # The dealer wins: the deal stays, honba + 1. 30 fu 1 han dealer tsumo: 500 all.
    game.record(Tsumo(0, Hand(han=1, fu=30)))
    assert where(game.state) == ("East 1", 0, 1)
    assert game.state.points == (start + 1500, start - 500, start - 500, start - 500)
    # The dealer tenpai at a draw: the deal stays, honba + 1.
    game.record(ExhaustiveDraw(frozenset({0, 2})))
    assert where(game.state) == ("East 1", 0, 2)
    # The dealer noten at a draw: the deal passes and honba still go up.
    game.record(ExhaustiveDraw(frozenset({2})))
    assert where(game.state) == ("East 2", 1, 3)
    # A non-dealer wins: the deal passes, honba reset.
    before = game.state.points
    game.record(Ron(0, (Win(3, Hand(han=1, fu=30)),)))
    assert where(game.state) == ("East 3", 2, 0)
    # 1000 + 3 x 300 honba.
    assert game.state.points[3] - before[3] == 1900
    # The dealer wins by ron: honba + 1.
    game.record(Ron(1, (Win(2, Hand(han=1, fu=30)),)))
    assert where(game.state) == ("East 3", 2, 1)
    game.record(ExhaustiveDraw(NOBODY))
    assert where(game.state) == ("East 4", 3, 2)
    # From East 4 the deal passes into South 1, seat 0 dealing again.
    game.record(Tsumo(1, Hand(han=2, fu=30)))
    assert where(game.state) == ("South 1", 0, 0)
    assert game.state.round_wind is Wind.SOUTH
    assert game.state.hands_played == 7


def test_abortive_draw_keeps_the_dealer_and_adds_a_honba() -> None:
    game = play(TENHOU, [ExhaustiveDraw(NOBODY)])
    assert where(game.state) == ("East 2", 1, 1)
    game.record(AbortiveDrawEvent(AbortiveDraw.FOUR_WINDS))
    assert where(game.state) == ("East 2", 1, 2)


def test_chombo_is_not_a_hand_played() -> None:
    game = play(WRC, [ExhaustiveDraw(NOBODY), Chombo(2)])
    assert where(game.state) == ("East 2", 1, 1)
    assert game.state.hands_played == 1


# --- end of the game ----------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [WRC, EMA_2016, M_LEAGUE, JPML_A], ids=rules_id)
def test_east_south_ends_after_south_4_without_a_dealer_repeat(rules: Rules) -> None:
    game = play(rules, draws(7))
    assert where(game.state) == ("South 4", 3, 7)
    assert not game.is_over
    # The dealer repeats in South 4: the game goes on (no agari-yame or tenpai-yame here).
    game.record(ExhaustiveDraw(frozenset({3})))
    assert where(game.state) == ("South 4", 3, 8)
    assert not game.is_over
    game.record(Tsumo(3, Hand(han=3, fu=30)))  # the dealer wins while first: plays on
    assert where(game.state) == ("South 4", 3, 9)
    assert not game.is_over
    game.record(Ron(3, (Win(0, Hand(han=1, fu=30)),)))
    assert game.state.ended is EndReason.LAST_HAND
    assert game.is_over


@pytest.mark.parametrize("rules", [TENHOU, MAHJONG_SOUL], ids=rules_id)
def test_east_south_ends_after_south_4_with_somebody_at_30000(rules: Rules) -> None:
    # 40 fu 3 han ron: 5200, so seat 1 has 30200.
    game = play(rules, [Ron(2, (Win(1, Hand(han=3, fu=40)),))])
    assert game.state.points == (25000, 30200, 19800, 25000)
    game.record(ExhaustiveDraw(NOBODY))  # East 2 -> East 3
    for _ in range(5):
        game.record(ExhaustiveDraw(NOBODY))
    assert where(game.state) == ("South 4", 3, 6)
    assert not game.is_over
    game.record(ExhaustiveDraw(NOBODY))
    assert game.state.ended is EndReason.LAST_HAND


@pytest.mark.parametrize("rules", [WRC, M_LEAGUE, TENHOU], ids=rules_id)
def test_east_only_ends_after_east_4(rules: Rules) -> None:
    east_only = presets.east_only(rules)
    # Seat 2 takes 40 fu 3 han (5200) from seat 1, so somebody holds 30000 even at 25000 start.
    game = play(east_only, [Ron(1, (Win(2, Hand(han=3, fu=40)),)), *draws(2)])
    assert where(game.state) == ("East 4", 3, 2)
    assert not game.is_over
    game.record(ExhaustiveDraw(NOBODY))
    assert game.state.ended is EndReason.LAST_HAND
    assert game.state.round_wind is Wind.EAST


def test_east_only_dealer_repeat_in_east_4_plays_on() -> None:
    game = play(presets.east_only(WRC), [*draws(3), ExhaustiveDraw(frozenset({3}))])
    assert where(game.state) == ("East 4", 3, 4)
    assert not game.is_over


@pytest.mark.parametrize("rules", [TENHOU, MAHJONG_SOUL], ids=rules_id)
def test_busting_below_zero_ends_the_game(rules: Rules) -> None:
    # A yakuman ron, 32000, from seat 2 who holds 25000.
    game = play(rules, [Ron(2, (Win(1, Hand(yakuman=1)),))])
    assert game.state.points == (25000, 57000, -7000, 25000)
    assert game.state.ended is EndReason.BUST
    with pytest.raises(RefusedEvent, match="game is over"):
        game.record(ExhaustiveDraw(NOBODY))


@pytest.mark.parametrize("rules", [TENHOU, MAHJONG_SOUL], ids=rules_id)
def test_exactly_zero_is_not_bust(rules: Rules) -> None:
    # A sanbaiman (11 han) ron is 24000; seat 2 keeps 1000 and may still declare riichi.
    game = play(rules, [Ron(2, (Win(1, Hand(han=11)),))])
    assert game.state.points == (25000, 49000, 1000, 25000)
    after_riichi = game.record(Riichi(2))
    assert after_riichi.points[2] == 0
    game.record(Ron(0, (Win(3, Hand(han=1, fu=30)),)))  # seat 2 ends the hand with 0
    assert game.state.points == (24000, 49000, 0, 27000)
    assert not game.is_over
    assert where(game.state) == ("East 3", 2, 0)


def test_bust_at_zero_ends_the_game_at_zero() -> None:
    rules = TENHOU.with_changes(bust_at_zero=True)
    game = play(rules, [Ron(2, (Win(1, Hand(han=11)),)), Riichi(2)])
    assert game.state.points[2] == 0
    assert not game.is_over  # a riichi does not end a hand
    game.record(Ron(0, (Win(3, Hand(han=1, fu=30)),)))
    assert game.state.points == (24000, 49000, 0, 27000)
    assert game.state.ended is EndReason.BUST


def test_noten_payments_can_bust_a_player() -> None:
    game = play(TENHOU, [Ron(3, (Win(1, Hand(han=11)),)), Riichi(3)])
    assert game.state.points[3] == 0
    game.record(ExhaustiveDraw(frozenset({1})))
    assert game.state.points == (24000, 52000, 24000, -1000)
    assert game.state.ended is EndReason.BUST


@pytest.mark.parametrize("rules", [WRC, EMA_2016, M_LEAGUE, JPML_A], ids=rules_id)
def test_no_busting_where_the_rules_have_none(rules: Rules) -> None:
    start = rules.start_points
    game = play(rules, [Ron(2, (Win(1, Hand(yakuman=1)),))])
    assert game.state.points[2] == start - 32000 < 0
    assert not game.is_over
    game.record(Riichi(2))  # riichi under 1000 is allowed too
    assert game.state.points[2] == start - 33000


# Reaching South 4 with every player still at 25000 under Tenhou: seven draws, nobody tenpai.
TO_SOUTH_4 = draws(7)


def test_agari_yame_dealer_first_with_30000_ends_the_game() -> None:
    game = play(TENHOU, TO_SOUTH_4)
    assert where(game.state) == ("South 4", 3, 7)
    # Dealer ron, 40 fu 2 han: 3900 + 7 x 300 = 6000.
    game.record(Ron(0, (Win(3, Hand(han=2, fu=40)),)))
    assert game.state.points == (19000, 25000, 25000, 31000)
    assert game.state.ended is EndReason.AGARI_YAME


def test_agari_yame_needs_the_dealer_first() -> None:
    # East 1: seat 1 takes a mangan (8000) from seat 2, then six draws to South 4.
    game = play(TENHOU, [Ron(2, (Win(1, Hand(han=5)),)), *draws(6)])
    assert where(game.state) == ("South 4", 3, 6)
    # Dealer ron 3900 + 6 x 300 = 5700: the dealer has 30700 but seat 1 has 33000.
    game.record(Ron(0, (Win(3, Hand(han=2, fu=40)),)))
    assert game.state.points == (19300, 33000, 17000, 30700)
    assert not game.is_over
    assert where(game.state) == ("South 4", 3, 7)


def test_agari_yame_needs_30000() -> None:
    game = play(TENHOU, TO_SOUTH_4)
    # Dealer tsumo 30 fu 1 han: 500 all + 700 honba each: the dealer is first with 28600.
    game.record(Tsumo(3, Hand(han=1, fu=30)))
    assert game.state.points == (23800, 23800, 23800, 28600)
    assert not game.is_over
    assert where(game.state) == ("South 4", 3, 8)


def test_tenpai_yame_dealer_first_with_30000_ends_the_game() -> None:
    # East 1: seat 3 takes a mangan from seat 0; six draws to South 4.
    game = play(TENHOU, [Ron(0, (Win(3, Hand(han=5)),)), *draws(6)])
    assert where(game.state) == ("South 4", 3, 6)
    game.record(ExhaustiveDraw(frozenset({3})))
    assert game.state.points == (16000, 24000, 24000, 36000)
    assert game.state.ended is EndReason.TENPAI_YAME


def test_tenpai_yame_not_first_plays_on() -> None:
    # Seat 1 takes a baiman (16000) from seat 0, seat 3 a mangan from seat 2.
    events = [Ron(0, (Win(1, Hand(han=8)),)), Ron(2, (Win(3, Hand(han=5)),)), *draws(5)]
    game = play(TENHOU, events)
    assert where(game.state) == ("South 4", 3, 5)
    game.record(ExhaustiveDraw(frozenset({3})))
    assert game.state.points == (8000, 40000, 16000, 36000)
    assert not game.is_over
    assert where(game.state) == ("South 4", 3, 6)


def test_tenpai_yame_tied_for_first_ranks_by_seat_order() -> None:
    # Seat 1 takes a haneman (12000) from seat 0, seat 3 a mangan from seat 2; after the draw
    # both hold 36000, and seat 1 ranks above the dealer (seat 3) by seat order.
    events = [Ron(0, (Win(1, Hand(han=6)),)), Ron(2, (Win(3, Hand(han=5)),)), *draws(5)]
    game = play(TENHOU, events)
    game.record(ExhaustiveDraw(frozenset({3})))
    assert game.state.points == (12000, 36000, 16000, 36000)
    assert not game.is_over


def test_no_agari_yame_under_wrc() -> None:
    game = play(WRC, draws(7))
    game.record(Ron(0, (Win(3, Hand(han=5)),)))  # dealer mangan 12000 + 2100: first by far
    assert not game.is_over
    assert where(game.state) == ("South 4", 3, 8)


# --- the West-round extension -------------------------------------------------------------------


@pytest.mark.parametrize("rules", [TENHOU, MAHJONG_SOUL], ids=rules_id)
def test_nobody_at_30000_after_south_4_goes_into_west_1(rules: Rules) -> None:
    game = play(rules, draws(8))
    assert not game.is_over
    assert where(game.state) == ("West 1", 0, 8)
    assert game.state.round_wind is Wind.WEST


def test_no_west_round_where_the_rules_have_none() -> None:
    game = play(M_LEAGUE, draws(8))
    assert game.state.ended is EndReason.LAST_HAND
    assert max(game.state.points) < 30000


def test_west_round_ends_when_the_deal_passes_with_someone_at_30000() -> None:
    game = play(TENHOU, draws(8))
    # West 1: seat 1 wins 40 fu 3 han off seat 2: 5200 + 8 x 300 = 7600.
    game.record(Ron(2, (Win(1, Hand(han=3, fu=40)),)))
    assert game.state.points == (25000, 32600, 17400, 25000)
    assert game.state.ended is EndReason.EXTENSION_REACHED_TARGET


def test_west_round_plays_on_while_nobody_reaches_30000() -> None:
    game = play(TENHOU, draws(8))
    game.record(Ron(2, (Win(1, Hand(han=1, fu=30)),)))  # 1000 + 2400: seat 1 has 28400
    assert not game.is_over
    assert where(game.state) == ("West 2", 1, 0)


def test_west_round_dealer_repeat_not_first_plays_on() -> None:
    game = play(TENHOU, draws(8))
    # West 1, 8 honba: seat 2 deals in to the dealer (nearest, 30 fu 2 han 2900 + 2400) and to
    # seat 1 (mangan 8000). Seat 1 has 33000, the dealer 30300: the dealer is not first.
    game.record(Ron(2, (Win(1, Hand(han=5)), Win(0, Hand(han=2, fu=30)))))
    assert game.state.points == (30300, 33000, 11700, 25000)
    assert not game.is_over
    assert where(game.state) == ("West 1", 0, 9)
    # The deal passes with someone at 30000: the game ends.
    game.record(ExhaustiveDraw(NOBODY))
    assert game.state.ended is EndReason.EXTENSION_REACHED_TARGET


def test_west_round_dealer_repeat_while_first_with_30000_ends() -> None:
    game = play(TENHOU, draws(8))
    # Dealer mangan ron 12000 + 2400 off seat 1.
    game.record(Ron(1, (Win(0, Hand(han=5)),)))
    assert game.state.points == (39400, 10600, 25000, 25000)
    assert game.state.ended is EndReason.AGARI_YAME


def test_west_round_hard_stop_after_west_4() -> None:
    game = play(TENHOU, draws(11))
    assert where(game.state) == ("West 4", 3, 11)
    assert not game.is_over
    game.record(ExhaustiveDraw(NOBODY))
    assert game.state.ended is EndReason.EXTENSION_LIMIT
    assert max(game.state.points) < 30000


# --- after the end, undo, replay ----------------------------------------------------------------


def test_nothing_can_be_recorded_after_the_end_but_undo_works() -> None:
    game = play(WRC, draws(8))
    assert game.state.ended is EndReason.LAST_HAND
    ended = game.state
    for event in (
        Riichi(0),
        ExhaustiveDraw(NOBODY),
        Ron(0, (Win(1, Hand(han=1, fu=30)),)),
        Tsumo(1, Hand(han=1, fu=30)),
        Chombo(1),
        PointCorrection(0, 1, 1000, "Late claim"),
    ):
        with pytest.raises(RefusedEvent, match="game is over") as info:
            game.record(event)
        assert "undo" in str(info.value)
        assert game.state is ended
        assert len(game) == 8
    undone = game.undo()
    assert undone == Splice(7, (), (ExhaustiveDraw(NOBODY),))
    assert not game.is_over
    assert where(game.state) == ("South 4", 3, 7)
    game.record(ExhaustiveDraw(frozenset({3})))
    assert not game.is_over


def test_undo_restores_the_exact_previous_state() -> None:
    game = Game(TENHOU, NAMES)
    states = [game.state]
    events: list[Event] = [
        Riichi(1),
        Ron(2, (Win(1, Hand(han=2, fu=30)),)),
        Riichi(0),
        ExhaustiveDraw(frozenset({0})),
        Tsumo(1, Hand(han=3, fu=30)),
        AbortiveDrawEvent(AbortiveDraw.NINE_TERMINALS),
        PointCorrection(3, 0, 500, "Wrong honba"),
    ]
    for event in events:
        game.record(event)
        states.append(game.state)
    for index in range(len(events) - 1, -1, -1):
        assert game.undo() == Splice(index, (), (events[index],))
        assert game.state == states[index]
        assert game.state is states[index]
        assert len(game) == index
    with pytest.raises(RefusedEvent, match="nothing to undo"):
        game.undo()


def test_replay_gives_the_same_state() -> None:
    events: list[Event] = [
        Riichi(1),
        Ron(2, (Win(1, Hand(han=2, fu=30)), Win(3, Hand(han=1, fu=40)))),
        Riichi(0),
        ExhaustiveDraw(frozenset({0})),
        NagashiMangan((2,), frozenset()),
        Tsumo(2, Hand(han=3, fu=30)),
    ]
    game = play(TENHOU, events)
    again = Game.replay(TENHOU, NAMES, game.events)
    assert again.state == game.state
    assert again.events == game.events
    assert [again.state_after(i) for i in range(len(events))] == [
        game.state_after(i) for i in range(len(events))
    ]


def test_replay_refuses_the_first_bad_event_with_its_number() -> None:
    with pytest.raises(RefusedEvent, match=r"Event 2: .*already declared"):
        Game.replay(TENHOU, NAMES, [Riichi(1), Riichi(1)])


def test_preview_records_nothing() -> None:
    game = Game(TENHOU, NAMES)
    before = game.state
    preview = game.preview(Tsumo(0, Hand(han=2, fu=30)))
    assert preview.points == (28000, 24000, 24000, 24000)
    assert game.state is before
    assert len(game) == 0
    assert game.record(Tsumo(0, Hand(han=2, fu=30))) == preview


# --- a full East-South game under every preset --------------------------------------------------


@dataclass(frozen=True)
class Features:
    """What the full game needs to know of a rule set, written down from rulesets.md."""

    multiple_ron: str  # "head_bump", "nearest" (honba and sticks) or "each" (honba to each)
    kiriage: bool
    nagashi: bool
    abortive: bool
    chombo: bool
    final_points: tuple[int, int, int, int]
    """Final standing points, leftover sticks included where they are paid to first."""
    results: tuple[int, int, int, int]
    places: tuple[int, int, int, int]


# The game below, worked out per rule set (the cumulative changes are in `full_game_hands`).
# Results: (points - return points) + uma by place + oka to first, in points; a chombo comes off
# the offender's result and is paid to nobody.
FEATURES = {
    # WRC: 30000 start; points (26000, 41400, 32200, 19400); the leftover stick is lost.
    # (-4.0 - 5) / (11.4 + 15) / (2.2 + 5) / (-10.6 - 15), then Dee's chombo -20: the results
    # add up to -21.
    "wrc": Features(
        "head_bump", True, False, False, True,
        (26000, 41400, 32200, 19400),
        (-9000, 26400, 7200, -25600 - 20000),
        (3, 1, 2, 4),
    ),
    # EMA 2016: in East 4 Ann takes back her own riichi stick. Points (28300, 41100, 30900,
    # 18700) + the leftover stick to first; uma 15/5: (-1.7 - 5) / (12.1 + 15) / (0.9 + 5) /
    # (-11.3 - 15 - 20).
    "ema-2016": Features(
        "each", False, False, False, True,
        (28300, 42100, 30900, 18700),
        (-6700, 27100, 5900, -26300 - 20000),
        (3, 1, 2, 4),
    ),
    # EMA 2025: as EMA 2016 with kiriage: points (28300, 41400, 30900, 18400) + stick to first.
    "ema-2025": Features(
        "each", True, False, False, True,
        (28300, 42400, 30900, 18400),
        (-6700, 27400, 5900, -26600 - 20000),
        (3, 1, 2, 4),
    ),
    # Tenhou: 25000 start; points (15000, 35100, 35200, 13700), the stick to Cid (first).
    # Uma 20/10, oka 20: Cid 6.2 + 20 + 20, Ben 5.1 + 10, Ann -15 - 10, Dee -16.3 - 20.
    "tenhou": Features(
        "nearest", False, True, True, False,
        (15000, 35100, 36200, 13700),
        (-25000, 15100, 46200, -36300),
        (3, 2, 1, 4),
    ),
    # Rounded to 1000 first: Ben 35000 -> 15.0, Ann 15000 -> -25.0, Dee 14000 -> -36.0; Cid
    # takes minus their sum: 46.0.
    "tenhou-2020": Features(
        "nearest", False, True, True, False,
        (15000, 35100, 36200, 13700),
        (-25000, 15000, 46000, -36000),
        (3, 2, 1, 4),
    ),
    # Mahjong Soul: as Tenhou's points, counted from 25000 with no oka; uma 15/5: Cid 11.2 + 15,
    # Ben 10.1 + 5, Ann -10 - 5, Dee -11.3 - 15.
    "mahjong-soul": Features(
        "nearest", False, True, True, False,
        (15000, 35100, 36200, 13700),
        (-15000, 15100, 26200, -26300),
        (3, 2, 1, 4),
    ),
    # M-League: points (14000, 35400, 36200, 13400), stick to Cid; uma 30/10, oka 20:
    # Cid 7.2 + 30 + 20, Ben 5.4 + 10, Ann -16 - 10, Dee -16.6 - 30 - 20 (chombo).
    "m-league": Features(
        "head_bump", True, True, False, True,
        (14000, 35400, 37200, 13400),
        (-26000, 15400, 57200, -46600 - 20000),
        (3, 2, 1, 4),
    ),
    # JPML-A: points (26000, 41100, 32200, 19700); the stick is lost. Two players float at
    # 30000 or more: uma 8/4/-4/-8. Ben 11.1 + 8, Cid 2.2 + 4, Ann -4 - 4, Dee -10.3 - 8 - 20:
    # the results add up to -21 (the chombo and the lost stick).
    "jpml-a": Features(
        "head_bump", False, False, True, True,
        (26000, 41100, 32200, 19700),
        (-8000, 19100, 6200, -18300 - 20000),
        (3, 1, 2, 4),
    ),
}  # fmt: skip
FOUR_PLAYER_PRESETS = [rules for rules in presets.PRESETS.values() if rules.players == 4]


def test_every_preset_has_its_features() -> None:
    assert set(FEATURES) == {rules.preset for rules in FOUR_PLAYER_PRESETS}


@dataclass
class HandPlayed:
    name: str
    events: list[Event]
    deltas: tuple[int, int, int, int]
    """What the hand moved, riichi sticks included."""
    after: tuple[str, int, int]
    """(hand name, honba, sticks on the table) once the hand is over."""
    refused: list[Event] = field(default_factory=list)
    """Events these rules refuse, tried first: they must change nothing."""


def full_game_hands(f: Features) -> list[HandPlayed]:
    h30_1, h30_2, h30_3 = Hand(han=1, fu=30), Hand(han=2, fu=30), Hand(han=3, fu=30)
    hands = [
        # Ben riichi, then ron 30/2 off Cid: 2000 and the stick.
        HandPlayed(
            "East 1",
            [Riichi(1), Ron(2, (Win(1, h30_2),))],
            (0, -1000 + 2000 + 1000, -2000, 0),
            ("East 2", 0, 0),
        ),
        # Dealer Ben tsumo 30/3: 2000 all.
        HandPlayed("East 2", [Tsumo(1, h30_3)], (-2000, 6000, -2000, -2000), ("East 2", 1, 0)),
        # Dee riichi; draw with Ben (dealer) and Dee tenpai: 1500 each from Ann and Cid.
        HandPlayed(
            "East 2-1",
            [Riichi(3), ExhaustiveDraw(frozenset({1, 3}))],
            (-1500, 1500, -1500, -1000 + 1500),
            ("East 2", 2, 1),
        ),
        # Ann pinfu tsumo 20/2 with 2 honba: 400-700 + 200 each, and Dee's stick.
        HandPlayed(
            "East 2-2",
            [Tsumo(0, Hand(han=2, fu=20))],
            (600 + 600 + 900 + 1000, -900, -600, -600),
            ("East 3", 0, 0),
        ),
        # Nobody tenpai: nothing moves, the deal passes, honba + 1.
        HandPlayed("East 3", [ExhaustiveDraw(frozenset())], (0, 0, 0, 0), ("East 4", 1, 0)),
    ]
    # East 4, 1 honba: Ann riichi; Cid deals in to Ann (30/1: 1000) and to the dealer Dee
    # (40/1 dealer: 1920 -> 2000). Dee sits at Cid's right: the nearest winner.
    double_ron = Ron(2, (Win(0, h30_1), Win(3, Hand(han=1, fu=40))))
    if f.multiple_ron == "head_bump":  # Dee alone: 2000 + 300 + Ann's stick
        east_4 = (-1000, 0, -2300, 3300)
    elif f.multiple_ron == "nearest":  # both paid; honba and stick to Dee
        east_4 = (-1000 + 1000, 0, -2300 - 1000, 3300)
    else:  # honba to each winner; Ann takes back her own stick (EMA)
        east_4 = (-1000 + 1300 + 1000, 0, -2300 - 1300, 2300)
    hands.append(HandPlayed("East 4", [Riichi(0), double_ron], east_4, ("East 4", 2, 0)))
    # East 4-2: Ben 30/4 off the dealer: 7700 (8000 with kiriage mangan) + 600 honba.
    ron_30_4 = 8600 if f.kiriage else 8300
    hands.append(
        HandPlayed(
            "East 4-2",
            [Ron(3, (Win(1, Hand(han=4, fu=30)),))],
            (0, ron_30_4, 0, -ron_30_4),
            ("South 1", 0, 0),
        )
    )
    # South 1: an abortive draw (or, without them, a draw with all four tenpai): nothing moves,
    # the dealer stays, honba + 1.
    nine = AbortiveDrawEvent(AbortiveDraw.NINE_TERMINALS)
    if f.abortive:
        hands.append(HandPlayed("South 1", [nine], (0, 0, 0, 0), ("South 1", 1, 0)))
    else:
        hands.append(
            HandPlayed(
                "South 1", [ExhaustiveDraw(ALL_TENPAI)], (0, 0, 0, 0), ("South 1", 1, 0), [nine]
            )
        )
    # South 1-1: Cid's nagashi mangan with the dealer Ann tenpai (4000 from Ann, 2000 from the
    # others, no noten payments); without nagashi, a draw with Ann alone tenpai.
    nagashi = NagashiMangan((2,), frozenset({0}))
    if f.nagashi:
        hands.append(
            HandPlayed("South 1-1", [nagashi], (-4000, -2000, 8000, -2000), ("South 1", 2, 0))
        )
    else:
        hands.append(
            HandPlayed(
                "South 1-1",
                [ExhaustiveDraw(frozenset({0}))],
                (3000, -1000, -1000, -1000),
                ("South 1", 2, 0),
                [nagashi],
            )
        )
    # South 1-2: Cid riichi, haneman tsumo: 3000-6000 + 200 each, and the stick back.
    hands.append(
        HandPlayed(
            "South 1-2",
            [Riichi(2), Tsumo(2, Hand(han=6))],
            (-6200, -3200, 6200 + 3200 + 3200, -3200),
            ("South 2", 0, 0),
        )
    )
    # South 2: Dee riichi and chombo (the stick goes back; the penalty waits for the
    # settlement), where the rules have chombo. Then Ann seven pairs ron 25/2 off Ben: 1600.
    ron_s2 = Ron(1, (Win(0, Hand(han=2, fu=25)),))
    if f.chombo:
        hands.append(
            HandPlayed(
                "South 2", [Riichi(3), Chombo(3), ron_s2], (1600, -1600, 0, 0), ("South 3", 0, 0)
            )
        )
    else:
        hands.append(
            HandPlayed("South 2", [ron_s2], (1600, -1600, 0, 0), ("South 3", 0, 0), [Chombo(3)])
        )
    # South 3: Ann gives Dee 1000 back for a wrong payment; draw with three tenpai: 1000 each
    # from Cid, the noten dealer, so the deal passes.
    hands.append(
        HandPlayed(
            "South 3",
            [
                PointCorrection(0, 3, 1000, "Wrong payment in East 4"),
                ExhaustiveDraw(frozenset({0, 1, 3})),
            ],
            (-1000 + 1000, 1000, -3000, 1000 + 1000),
            ("South 4", 1, 0),
        )
    )
    # South 4: Cid riichi; draw with Cid alone tenpai: 1000 from each. The dealer Dee is noten:
    # the game is over, with Cid's stick left on the table.
    hands.append(
        HandPlayed(
            "South 4",
            [Riichi(2), ExhaustiveDraw(frozenset({2}))],
            (-1000, -1000, -1000 + 3000, -1000),
            ("South 4", 2, 1),
        )
    )
    return hands


@pytest.mark.parametrize("rules", FOUR_PLAYER_PRESETS, ids=rules_id)
def test_full_east_south_game(rules: Rules) -> None:
    f = FEATURES[rules.preset]
    game = Game(rules, NAMES)
    expected = list(game.state.points)
    assert expected == [rules.start_points] * 4
    for hand in full_game_hands(f):
        assert not game.is_over, f"the game ended before {hand.name}"
        assert game.state.hand_name == hand.name.split("-")[0]
        for event in hand.refused:
            before = game.state
            with pytest.raises(RefusedEvent):
                game.record(event)
            assert game.state is before
        for event in hand.events:
            game.record(event)
        expected = [p + d for p, d in zip(expected, hand.deltas, strict=True)]
        state = game.state
        assert list(state.points) == expected, f"points after {hand.name}"
        assert (state.hand_name, state.honba, state.sticks) == hand.after, hand.name
        assert sum(state.points) + 1000 * state.sticks == 4 * rules.start_points
    assert game.state.ended is EndReason.LAST_HAND
    final = game.settlement()
    assert final.leftover_sticks == 1000
    assert tuple(s.points for s in final.standings) == f.final_points
    assert tuple(s.result for s in final.standings) == f.results
    assert tuple(s.place for s in final.standings) == f.places
    assert sum(s.result for s in final.standings) == -final.unpaid
    assert final.unpaid == 20000 * f.chombo + 1000 * final.sticks_lost
    assert [s.name for s in final.by_place()] == [
        NAMES[seat] for seat in sorted(range(4), key=lambda seat: f.places[seat])
    ]
    # The whole game replays to the same table.
    assert Game.replay(rules, NAMES, game.events).state == game.state
