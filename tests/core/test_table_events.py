"""Every event kind at the table, played under the rule sets where it behaves differently.

Every expected amount is worked out in the test from docs/reference (scoring.md: base points =
fu x 2^(2 + han), ron x4 / x6, tsumo x1 / x2, each payment rounded up to 100, honba 300 on ron
and 100 per payment on tsumo; rulesets.md: what each rule set does).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tallyo_desktop.core.errors import RefusedEvent
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.presets import (
    CUSTOM,
    EMA_2016,
    EMA_2025,
    JPML_A,
    M_LEAGUE,
    MAHJONG_SOUL,
    TENHOU,
    TENHOU_ROUNDED,
    WRC,
)
from tallyo_desktop.core.rules.rules import AbortiveDraw, ChomboPenalty, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.apply import apply_event
from tallyo_desktop.core.table.events import (
    MAX_CORRECTION,
    AbortiveDrawEvent,
    Chombo,
    Event,
    ExhaustiveDraw,
    NagashiMangan,
    Pao,
    PointCorrection,
    Riichi,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.state import EndReason, TableState, starting_state

NAMES = ("Ann", "Ben", "Cid", "Dee")
# Three players have their own tests (test_sanma.py).
ALL_PRESETS = [*(rules for rules in presets.PRESETS.values() if rules.players == 4), CUSTOM]
HEAD_BUMP = [WRC, M_LEAGUE, JPML_A]
BUSTING = [TENHOU, TENHOU_ROUNDED, MAHJONG_SOUL, CUSTOM]
NO_BUSTING = [WRC, EMA_2016, EMA_2025, M_LEAGUE, JPML_A]
WITH_NAGASHI = [TENHOU, TENHOU_ROUNDED, MAHJONG_SOUL, M_LEAGUE, CUSTOM]
WITHOUT_NAGASHI = [WRC, EMA_2016, EMA_2025, JPML_A]
CHOMBO_AT_SETTLEMENT = [WRC, EMA_2016, EMA_2025, M_LEAGUE, JPML_A]
NO_CHOMBO = [TENHOU, TENHOU_ROUNDED, MAHJONG_SOUL, CUSTOM]

# Hands and what they are worth (scoring.md: base = fu x 2^(2 + han)).
H30_1 = Hand(han=1, fu=30)  # base 240: ron 960 -> 1000 / dealer 1440 -> 1500
H30_2 = Hand(han=2, fu=30)  # base 480: ron 2000 / dealer 2900; tsumo 500-1000 / 1000 all
H30_3 = Hand(han=3, fu=30)  # base 960: tsumo 1000-2000 / dealer 2000 all
H40_2 = Hand(han=2, fu=40)  # base 640: ron 2560 -> 2600 / dealer 3840 -> 3900
YAKUMAN = Hand(yakuman=1)  # base 8000: ron 32000 / dealer 48000
DOUBLE_YAKUMAN = Hand(yakuman=2)  # base 16000 where yakuman add up


def rules_id(rules: Rules) -> str:
    return rules.preset


def table(
    rules: Rules,
    *,
    points: tuple[int, int, int, int] | None = None,
    dealer: int = 0,
    honba: int = 0,
    sticks: int = 0,
    riichi: frozenset[int] = frozenset(),
    round_wind: Wind = Wind.EAST,
) -> TableState:
    """A table in the middle of a game: dealer `dealer` (seat 0 deals East 1)."""
    state = starting_state(NAMES, rules.start_points)
    return replace(
        state,
        points=points if points is not None else state.points,
        hand_number=dealer + 1,
        honba=honba,
        sticks=sticks,
        riichi=riichi,
        round_wind=round_wind,
    )


def moved(before: TableState, after: TableState) -> tuple[int, ...]:
    return tuple(b - a for a, b in zip(before.points, after.points, strict=True))


def assert_readable(message: str) -> None:
    assert message, "a refusal must say why"
    assert message[0].isupper(), message
    assert message.endswith("."), message
    for noise in ("Traceback", "object at", "Error", "None"):
        assert noise not in message, message


def refuse(state: TableState, event: Event, rules: Rules, match: str) -> None:
    """apply_event refuses with a readable reason and the state it was given is intact."""
    snapshot = replace(state)
    with pytest.raises(RefusedEvent, match=match) as info:
        apply_event(state, event, rules)
    assert_readable(str(info.value))
    assert state == snapshot


def refuse_in_game(game: Game, event: Event, match: str) -> None:
    """Game.record refuses: same state object, no event recorded."""
    before = game.state
    count = len(game)
    with pytest.raises(RefusedEvent, match=match) as info:
        game.record(event)
    assert_readable(str(info.value))
    assert game.state is before
    assert len(game) == count


# --- riichi -------------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=rules_id)
def test_riichi_puts_1000_on_the_table(rules: Rules) -> None:
    before = table(rules, dealer=1, honba=2, sticks=1)
    after = apply_event(before, Riichi(2), rules)
    assert moved(before, after) == (0, 0, -1000, 0)
    assert after.sticks == 2
    assert after.riichi == frozenset({2})
    assert (after.dealer, after.honba, after.hand_name) == (1, 2, "East 2")


@pytest.mark.parametrize("rules", [WRC, TENHOU, EMA_2016], ids=rules_id)
def test_riichi_once_a_hand(rules: Rules) -> None:
    game = Game(rules, NAMES)
    game.record(Riichi(2))
    game.record(Riichi(0))
    refuse_in_game(game, Riichi(2), "already declared riichi")
    # A new hand: the same player may declare again.
    game.record(ExhaustiveDraw(frozenset({0, 2})))
    assert game.state.riichi == frozenset()
    game.record(Riichi(2))
    assert game.state.riichi == frozenset({2})
    assert game.state.sticks == 3


@pytest.mark.parametrize("rules", BUSTING, ids=rules_id)
def test_riichi_under_1000_is_refused_where_busting_is_on(rules: Rules) -> None:
    state = table(rules, points=(35100, 900, 32000, 32000))
    refuse(state, Riichi(1), rules, "riichi needs 1000")
    # Exactly 1000 is enough: the player is left with 0, which is not bust.
    state = table(rules, points=(35000, 1000, 32000, 32000))
    after = apply_event(state, Riichi(1), rules)
    assert after.points == (35000, 0, 32000, 32000)
    assert after.sticks == 1
    assert after.ended is None


@pytest.mark.parametrize("rules", NO_BUSTING, ids=rules_id)
def test_riichi_under_1000_is_allowed_where_busting_is_off(rules: Rules) -> None:
    state = table(rules, points=(45100, 900, 37000, 37000))
    after = apply_event(state, Riichi(1), rules)
    assert after.points == (45100, -100, 37000, 37000)
    assert after.sticks == 1


# --- ron ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=rules_id)
def test_ron_by_a_non_dealer_with_honba_and_sticks(rules: Rules) -> None:
    before = table(rules, dealer=0, honba=2, sticks=2, riichi=frozenset({3}))
    after = apply_event(before, Ron(1, (Win(2, H40_2),)), rules)
    # 2600 + 2 x 300 honba from the discarder; the two sticks on the table to the winner.
    assert moved(before, after) == (0, -3200, 3200 + 2000, 0)
    assert after.sticks == 0
    assert after.riichi == frozenset()
    # A non-dealer win: the deal passes, honba reset.
    assert (after.dealer, after.honba, after.hand_name) == (1, 0, "East 2")
    assert after.hands_played == before.hands_played + 1


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=rules_id)
def test_ron_by_the_dealer_keeps_the_deal(rules: Rules) -> None:
    before = table(rules, dealer=2, honba=1, sticks=1)
    after = apply_event(before, Ron(3, (Win(2, H40_2),)), rules)
    # Dealer ron 3900 + 300 honba; one stick.
    assert moved(before, after) == (0, 0, 4200 + 1000, -4200)
    assert (after.dealer, after.honba, after.hand_name) == (2, 2, "East 3")
    assert after.sticks == 0


# Discarder seat 1, dealer seat 0, 2 honba, 2 sticks. Seat 3 (40 fu 2 han, 2600) is listed
# first, but seat 2 (30 fu 1 han, 1000) sits at the discarder's right and is the nearest winner.
DOUBLE_RON = Ron(1, (Win(3, H40_2), Win(2, H30_1)))
DOUBLE_RON_CASES = [
    # Head bump: only seat 2 is paid, with the honba and the sticks.
    (WRC, (0, -1600, 1000 + 600 + 2000, 0)),
    (M_LEAGUE, (0, -1600, 1000 + 600 + 2000, 0)),
    (JPML_A, (0, -1600, 1000 + 600 + 2000, 0)),
    # Tenhou: both paid, honba and sticks to the nearest winner.
    (TENHOU, (0, -(1600 + 2600), 1000 + 600 + 2000, 2600)),
    (TENHOU_ROUNDED, (0, -(1600 + 2600), 1000 + 600 + 2000, 2600)),
    # Mahjong Soul (the preset's reading): as Tenhou.
    (MAHJONG_SOUL, (0, -(1600 + 2600), 1000 + 600 + 2000, 2600)),
    (CUSTOM, (0, -(1600 + 2600), 1000 + 600 + 2000, 2600)),
    # EMA: honba to each winner, sticks to the nearest.
    (EMA_2016, (0, -(1600 + 3200), 1000 + 600 + 2000, 2600 + 600)),
    (EMA_2025, (0, -(1600 + 3200), 1000 + 600 + 2000, 2600 + 600)),
]


@pytest.mark.parametrize(
    ("rules", "deltas"), DOUBLE_RON_CASES, ids=[rules.preset for rules, _ in DOUBLE_RON_CASES]
)
def test_double_ron_without_the_dealer(rules: Rules, deltas: tuple[int, ...]) -> None:
    before = table(rules, dealer=0, honba=2, sticks=2)
    after = apply_event(before, DOUBLE_RON, rules)
    assert moved(before, after) == deltas
    assert after.sticks == 0
    # Neither winner is the dealer: the deal passes and honba reset.
    assert (after.dealer, after.honba) == (1, 0)


def test_the_case_list_covers_every_preset() -> None:
    assert {rules.preset for rules, _ in DOUBLE_RON_CASES} == {r.preset for r in ALL_PRESETS}


# Discarder seat 1, dealer seat 0 (40 fu 2 han: 3900), seat 2 (30 fu 1 han: 1000), 1 honba,
# 1 stick. Turn order after seat 1 is 2, 3, 0: seat 2 is nearest, the dealer farthest.
DEALER_DOUBLE_RON = Ron(1, (Win(0, H40_2), Win(2, H30_1)))


@pytest.mark.parametrize("rules", [TENHOU, MAHJONG_SOUL], ids=rules_id)
def test_double_ron_with_the_dealer_keeps_the_deal_tenhou(rules: Rules) -> None:
    before = table(rules, dealer=0, honba=1, sticks=1)
    after = apply_event(before, DEALER_DOUBLE_RON, rules)
    assert moved(before, after) == (3900, -(3900 + 1300), 1300 + 1000, 0)
    assert (after.dealer, after.honba, after.hand_name) == (0, 2, "East 1")


@pytest.mark.parametrize("rules", [EMA_2016, EMA_2025], ids=rules_id)
def test_double_ron_with_the_dealer_keeps_the_deal_ema(rules: Rules) -> None:
    before = table(rules, dealer=0, honba=1, sticks=1)
    after = apply_event(before, DEALER_DOUBLE_RON, rules)
    assert moved(before, after) == (4200, -(4200 + 1300), 1300 + 1000, 0)
    assert (after.dealer, after.honba, after.hand_name) == (0, 2, "East 1")


@pytest.mark.parametrize("rules", HEAD_BUMP, ids=rules_id)
def test_head_bump_pays_only_the_nearest_even_when_listed_second(rules: Rules) -> None:
    before = table(rules, dealer=0, honba=1, sticks=1)
    after = apply_event(before, DEALER_DOUBLE_RON, rules)
    # Seat 2 is at the discarder's right: the dealer's win is bumped, so the deal passes.
    assert moved(before, after) == (0, -1300, 1300 + 1000, 0)
    assert (after.dealer, after.honba, after.hand_name) == (1, 0, "East 2")


@pytest.mark.parametrize("rules", HEAD_BUMP, ids=rules_id)
def test_head_bump_with_three_callers(rules: Rules) -> None:
    before = table(rules, dealer=1, honba=0, sticks=0)
    # Discarder seat 3: turn order 0, 1, 2. Seat 0 is nearest and wins alone.
    event = Ron(3, (Win(2, H40_2), Win(1, YAKUMAN), Win(0, H30_2)))
    after = apply_event(before, event, rules)
    assert moved(before, after) == (2000, 0, 0, -2000)
    # The dealer (seat 1) was bumped: the deal passes.
    assert (after.dealer, after.honba) == (2, 0)


# Triple ron: discarder seat 1, dealer seat 0; seat 2 (30/1: 1000) nearest, seat 3 (40/2: 2600),
# the dealer (30/2 dealer: 2900) farthest; 1 honba, 1 stick.
TRIPLE_RON = Ron(1, (Win(0, H30_2), Win(3, H40_2), Win(2, H30_1)))


def test_triple_ron_is_paid_under_ema() -> None:
    before = table(EMA_2016, dealer=0, honba=1, sticks=1)
    after = apply_event(before, TRIPLE_RON, EMA_2016)
    # Honba to each winner, sticks to the nearest.
    assert moved(before, after) == (3200, -(1300 + 2900 + 3200), 1300 + 1000, 2900)
    # The dealer is among the winners: the deal stays.
    assert (after.dealer, after.honba, after.sticks) == (0, 2, 0)


def test_triple_ron_is_paid_under_mahjong_soul() -> None:
    before = table(MAHJONG_SOUL, dealer=0, honba=1, sticks=1)
    after = apply_event(before, TRIPLE_RON, MAHJONG_SOUL)
    # Honba and sticks to the nearest winner only.
    assert moved(before, after) == (2900, -(1300 + 2600 + 2900), 1300 + 1000, 2600)
    assert (after.dealer, after.honba, after.sticks) == (0, 2, 0)


@pytest.mark.parametrize("rules", [EMA_2016, MAHJONG_SOUL], ids=rules_id)
def test_triple_ron_on_the_dealers_discard_passes_the_deal(rules: Rules) -> None:
    before = table(rules, dealer=0, honba=0, sticks=0)
    after = apply_event(before, Ron(0, (Win(1, H30_1), Win(2, H30_1), Win(3, H30_1))), rules)
    assert moved(before, after) == (-3000, 1000, 1000, 1000)
    assert (after.dealer, after.honba) == (1, 0)


@pytest.mark.parametrize("rules", [TENHOU, TENHOU_ROUNDED], ids=rules_id)
def test_triple_ron_is_an_abortive_draw_under_tenhou(rules: Rules) -> None:
    game = Game(rules, NAMES)
    game.record(Riichi(2))
    before = game.state
    # The dealer discards: were the three wins paid the deal would pass.
    after = game.record(Ron(0, (Win(1, H30_1), Win(2, H30_1), Win(3, YAKUMAN))))
    assert after.points == before.points == (25000, 25000, 24000, 25000)
    assert after.sticks == 1  # the riichi stick stays on the table
    assert (after.dealer, after.honba, after.hand_name) == (0, 1, "East 1")
    assert after.riichi == frozenset()


def test_a_mistyped_triple_ron_under_tenhou_is_refused_not_drawn() -> None:
    state = table(TENHOU)
    event = Ron(0, (Win(1, H30_1), Win(2, Hand(han=1, fu=20)), Win(3, H30_1)))
    refuse(state, event, TENHOU, "20 fu")


# --- tsumo --------------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=rules_id)
def test_tsumo_by_the_dealer_with_honba_and_sticks(rules: Rules) -> None:
    before = table(rules, dealer=0, honba=2, sticks=1)
    after = apply_event(before, Tsumo(0, H30_2), rules)
    # 1000 all + 100 per honba on each payment = 1200 all; plus the stick.
    assert moved(before, after) == (3 * 1200 + 1000, -1200, -1200, -1200)
    assert (after.dealer, after.honba, after.sticks) == (0, 3, 0)


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=rules_id)
def test_tsumo_by_a_non_dealer_with_honba_and_sticks(rules: Rules) -> None:
    before = table(rules, dealer=1, honba=1, sticks=2)
    after = apply_event(before, Tsumo(2, H30_3), rules)
    # 1000-2000 (dealer 2000) + 100 each for the honba; two sticks.
    assert moved(before, after) == (-1100, -2100, 2100 + 2 * 1100 + 2000, -1100)
    assert (after.dealer, after.honba, after.sticks, after.hand_name) == (2, 0, 0, "East 3")


# --- exhaustive draw ----------------------------------------------------------------------------

# Dealer seat 0. Expected payments and whether the dealer keeps the deal.
DRAW_CASES = [
    (frozenset(), (0, 0, 0, 0), False),
    (frozenset({0}), (3000, -1000, -1000, -1000), True),
    (frozenset({2}), (-1000, -1000, 3000, -1000), False),
    (frozenset({1, 3}), (-1500, 1500, -1500, 1500), False),
    (frozenset({0, 2}), (1500, -1500, 1500, -1500), True),
    (frozenset({0, 1, 2}), (1000, 1000, 1000, -3000), True),
    (frozenset({1, 2, 3}), (-3000, 1000, 1000, 1000), False),
    (frozenset({0, 1, 2, 3}), (0, 0, 0, 0), True),
]


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=rules_id)
@pytest.mark.parametrize(
    ("tenpai", "deltas", "dealer_keeps"),
    DRAW_CASES,
    ids=["tenpai" + "".join(str(seat) for seat in sorted(case[0])) for case in DRAW_CASES],
)
def test_exhaustive_draw(
    rules: Rules, tenpai: frozenset[int], deltas: tuple[int, ...], dealer_keeps: bool
) -> None:
    before = table(rules, dealer=0, honba=1, sticks=1, riichi=frozenset({3}))
    after = apply_event(before, ExhaustiveDraw(tenpai), rules)
    assert moved(before, after) == deltas
    assert after.sticks == 1  # sticks stay for the next winner
    assert after.riichi == frozenset()
    assert after.honba == 2  # honba + 1 either way
    assert after.dealer == (0 if dealer_keeps else 1)


def test_sticks_left_by_draws_go_to_the_next_winner() -> None:
    game = Game(TENHOU, NAMES)
    game.record(Riichi(1))
    game.record(ExhaustiveDraw(frozenset({1})))  # 1 stick stays; dealer noten: East 2, 1 honba
    game.record(Riichi(2))
    game.record(Riichi(3))
    game.record(ExhaustiveDraw(frozenset({1, 2, 3})))  # 3 sticks; dealer tenpai: 2 honba
    assert game.state.sticks == 3
    before = game.state
    game.record(Ron(0, (Win(3, H30_1),)))
    # 1000 + 2 x 300 honba, plus the three sticks (one of them from East 1).
    assert moved(before, game.state) == (-1600, 0, 0, 1600 + 3000)
    assert game.state.sticks == 0


# --- nagashi mangan -----------------------------------------------------------------------------


@pytest.mark.parametrize("rules", WITH_NAGASHI, ids=rules_id)
def test_nagashi_mangan_by_a_non_dealer(rules: Rules) -> None:
    before = table(rules, dealer=0, honba=1, sticks=2)
    # Non-dealer mangan tsumo: the dealer pays 4000, each other 2000; no honba and no noten
    # payments beside it (seat 3 is tenpai, the dealer not).
    after = apply_event(before, NagashiMangan((2,), frozenset({3})), rules)
    assert moved(before, after) == (-4000, -2000, 8000, -2000)
    assert after.sticks == 2
    assert (after.dealer, after.honba) == (1, 2)


@pytest.mark.parametrize("rules", WITH_NAGASHI, ids=rules_id)
def test_nagashi_mangan_dealer_tenpai_repeats(rules: Rules) -> None:
    before = table(rules, dealer=0, honba=1, sticks=2)
    after = apply_event(before, NagashiMangan((2,), frozenset({0})), rules)
    assert moved(before, after) == (-4000, -2000, 8000, -2000)
    assert after.sticks == 2
    assert (after.dealer, after.honba) == (0, 2)


@pytest.mark.parametrize("rules", WITH_NAGASHI, ids=rules_id)
def test_nagashi_mangan_by_a_noten_dealer(rules: Rules) -> None:
    before = table(rules, dealer=1, honba=0)
    # Dealer mangan tsumo: 4000 all; the dealer is not tenpai, so the deal passes.
    after = apply_event(before, NagashiMangan((1,), frozenset({3})), rules)
    assert moved(before, after) == (-4000, 12000, -4000, -4000)
    assert (after.dealer, after.honba) == (2, 1)


def test_two_nagashi_mangan_are_both_paid() -> None:
    before = table(TENHOU, dealer=0)
    after = apply_event(before, NagashiMangan((1, 2), frozenset()), TENHOU)
    # Seat 1: 4000 from the dealer, 2000 from seats 2 and 3; seat 2: the same from 0, 1, 3.
    assert moved(before, after) == (-8000, 8000 - 2000, 8000 - 2000, -4000)


@pytest.mark.parametrize("rules", WITHOUT_NAGASHI, ids=rules_id)
def test_nagashi_mangan_is_refused_where_the_rules_lack_it(rules: Rules) -> None:
    refuse(table(rules), NagashiMangan((2,), frozenset()), rules, "no nagashi mangan")


def test_nagashi_mangan_needs_a_player_and_no_duplicates() -> None:
    refuse(table(TENHOU), NagashiMangan((), frozenset()), TENHOU, "Pick the player")
    refuse(table(TENHOU), NagashiMangan((2, 2), frozenset()), TENHOU, "listed twice")


# --- abortive draws -----------------------------------------------------------------------------

NOT_FOUR_RIICHI = [
    AbortiveDraw.NINE_TERMINALS,
    AbortiveDraw.FOUR_WINDS,
    AbortiveDraw.FOUR_KANS,
]


@pytest.mark.parametrize("rules", [TENHOU, MAHJONG_SOUL, JPML_A], ids=rules_id)
@pytest.mark.parametrize("kind", NOT_FOUR_RIICHI, ids=lambda kind: kind.value)
def test_abortive_draw_where_allowed(rules: Rules, kind: AbortiveDraw) -> None:
    before = table(rules, dealer=2, honba=1, sticks=2, riichi=frozenset({1}))
    after = apply_event(before, AbortiveDrawEvent(kind), rules)
    # The dealer stays, honba + 1, sticks stay, nobody pays.
    assert after.points == before.points
    assert after.sticks == 2
    assert (after.dealer, after.honba, after.hand_name) == (2, 2, "East 3")
    assert after.riichi == frozenset()


def test_triple_ron_abortive_draw_is_allowed_under_tenhou() -> None:
    before = table(TENHOU, dealer=3, honba=0, sticks=1)
    after = apply_event(before, AbortiveDrawEvent(AbortiveDraw.TRIPLE_RON), TENHOU)
    assert after.points == before.points
    assert (after.dealer, after.honba, after.sticks) == (3, 1, 1)


@pytest.mark.parametrize("rules", [MAHJONG_SOUL, JPML_A], ids=rules_id)
def test_triple_ron_abortive_draw_is_refused_where_triple_ron_is_played(rules: Rules) -> None:
    refuse(table(rules), AbortiveDrawEvent(AbortiveDraw.TRIPLE_RON), rules, "triple ron")


@pytest.mark.parametrize("rules", [TENHOU, MAHJONG_SOUL, JPML_A], ids=rules_id)
def test_four_riichi_needs_four_riichi(rules: Rules) -> None:
    game = Game(rules, NAMES)
    for seat in (0, 1, 2):
        game.record(Riichi(seat))
    refuse_in_game(game, AbortiveDrawEvent(AbortiveDraw.FOUR_RIICHI), "all four")
    game.record(Riichi(3))
    after = game.record(AbortiveDrawEvent(AbortiveDraw.FOUR_RIICHI))
    start = rules.start_points
    assert after.points == (start - 1000,) * 4
    assert after.sticks == 4
    assert (after.dealer, after.honba, after.riichi) == (0, 1, frozenset())


@pytest.mark.parametrize("rules", [WRC, EMA_2016, EMA_2025, M_LEAGUE], ids=rules_id)
@pytest.mark.parametrize("kind", list(AbortiveDraw), ids=lambda kind: kind.value)
def test_abortive_draws_are_refused_where_the_rules_have_none(
    rules: Rules, kind: AbortiveDraw
) -> None:
    state = table(rules, riichi=frozenset({0, 1, 2, 3}), sticks=4)
    refuse(state, AbortiveDrawEvent(kind), rules, "abortive draw")


# --- chombo -------------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", CHOMBO_AT_SETTLEMENT, ids=rules_id)
def test_chombo_at_settlement_changes_nothing_at_the_table(rules: Rules) -> None:
    game = Game(rules, NAMES)
    game.record(Riichi(2))
    game.record(ExhaustiveDraw(frozenset({2})))  # seat 2 +3000; 1 stick stays; East 2, 1 honba
    after_draw = game.state
    game.record(Riichi(1))
    game.record(Riichi(3))
    after = game.record(Chombo(3))
    # The sticks of this hand go back to their owners; the one from East 1 stays.
    assert after.points == after_draw.points
    assert after.sticks == 1
    assert after.riichi == frozenset()
    assert (after.dealer, after.honba, after.hand_name) == (1, 1, "East 2")
    assert after.chombo == (0, 0, 0, 1)
    # The penalty is charged at the settlement, to the offender alone, and paid to nobody.
    chombo = tuple(s.chombo for s in game.settlement().standings)
    assert chombo == (0, 0, 0, -20000)
    # WRC and JPML-A also lose the stick left on the table.
    lost = 1000 if rules in (WRC, JPML_A) else 0
    assert sum(s.result for s in game.settlement().standings) == -20000 - lost


def test_chombo_at_settlement_full_result_wrc() -> None:
    game = Game(WRC, NAMES)
    game.record(Riichi(2))
    game.record(ExhaustiveDraw(frozenset({2})))
    game.record(Chombo(3))
    # Points (29000, 29000, 32000, 29000) with 1 stick left, which WRC loses.
    # WRC splits ties: seats 0, 1, 3 share 5 - 5 - 15 = -15 uma: -5.0 each.
    # Seat 2: +2.0 + 15 = 17.0; the others -1.0 - 5.0 = -6.0; seat 3 loses 20.0 more.
    results = tuple(s.result for s in game.settlement().standings)
    assert results == (-6000, -6000, 17000, -6000 - 20000)


@pytest.mark.parametrize("rules", NO_CHOMBO, ids=rules_id)
def test_chombo_is_refused_where_the_rules_have_none(rules: Rules) -> None:
    refuse(table(rules, riichi=frozenset({1}), sticks=1), Chombo(1), rules, "no chombo")


REVERSE = WRC.with_changes(chombo=ChomboPenalty.REVERSE_MANGAN)


def test_reverse_mangan_by_the_dealer() -> None:
    before = table(REVERSE, dealer=0, honba=2, sticks=1)
    after = apply_event(before, Chombo(0), REVERSE)
    assert moved(before, after) == (-12000, 4000, 4000, 4000)
    assert (after.dealer, after.honba, after.sticks) == (0, 2, 1)
    assert after.chombo == (0, 0, 0, 0)


def test_reverse_mangan_by_a_non_dealer() -> None:
    game = Game(REVERSE, NAMES)
    game.record(ExhaustiveDraw(frozenset()))  # East 2: seat 1 deals, 1 honba
    before = game.state
    game.record(Riichi(2))
    game.record(Riichi(0))
    after = game.record(Chombo(2))
    # The riichi sticks go back; then 4000 to the dealer, 2000 to each other player.
    assert moved(before, after) == (2000, 4000, -8000, 2000)
    assert after.sticks == 0
    assert (after.dealer, after.honba, after.hand_name) == (1, 1, "East 2")
    assert all(s.chombo == 0 for s in game.settlement().standings)


def test_reverse_mangan_can_bust_a_player_where_busting_is_on() -> None:
    rules = TENHOU.with_changes(chombo=ChomboPenalty.REVERSE_MANGAN)
    before = table(rules, points=(40000, 27000, 5000, 28000), dealer=0)
    after = apply_event(before, Chombo(2), rules)
    assert after.points == (44000, 29000, -3000, 30000)
    assert after.ended is EndReason.BUST


# --- pao ----------------------------------------------------------------------------------------

# Enough points that nobody goes bust: the payments alone are checked here.
RICH = (80000, 80000, 80000, 80000)
# Rule sets where yakuman add up and liability covers only the yakuman the liable seat fed.
STACKING_PARTIAL_PAO = [MAHJONG_SOUL, M_LEAGUE]


@pytest.mark.parametrize("rules", [TENHOU, WRC, M_LEAGUE, MAHJONG_SOUL], ids=rules_id)
def test_pao_on_tsumo_the_liable_pays_all_with_the_honba(rules: Rules) -> None:
    before = table(rules, points=RICH, dealer=0, honba=2, sticks=1)
    after = apply_event(before, Tsumo(1, YAKUMAN, Pao(3)), rules)
    # 32000 and 3 x 2 x 100 honba, all from seat 3; the stick to the winner.
    assert moved(before, after) == (0, 32600 + 1000, 0, -32600)
    assert (after.dealer, after.honba, after.ended) == (1, 0, None)


@pytest.mark.parametrize("rules", [TENHOU, WRC], ids=rules_id)
def test_pao_on_a_dealer_tsumo(rules: Rules) -> None:
    before = table(rules, points=RICH, dealer=0, honba=1)
    after = apply_event(before, Tsumo(0, YAKUMAN, Pao(2)), rules)
    assert moved(before, after) == (48300, 0, -48300, 0)
    assert (after.dealer, after.honba, after.ended) == (0, 2, None)


@pytest.mark.parametrize("rules", [WRC, EMA_2016, M_LEAGUE], ids=rules_id)
def test_pao_on_ron_the_liable_and_the_discarder_pay_half_each(rules: Rules) -> None:
    before = table(rules, points=RICH, dealer=0, honba=1, sticks=1)
    after = apply_event(before, Ron(1, (Win(2, YAKUMAN, Pao(3)),)), rules)
    # 32000: 16000 from the liable seat 3, 16000 + 300 honba from the discarder; the winner
    # gets all of it and the stick.
    assert moved(before, after) == (0, -16300, 32300 + 1000, -16000)


def test_tenhou_pao_ron_honba_are_paid_by_the_liable_player() -> None:
    # Tenhou's rules: "積み棒は包" -- on a pao ron the honba are the liable player's.
    before = table(TENHOU, points=RICH, dealer=0, honba=1, sticks=1)
    after = apply_event(before, Ron(1, (Win(2, YAKUMAN, Pao(3)),)), TENHOU)
    assert moved(before, after) == (0, -16000, 32300 + 1000, -16300)


@pytest.mark.parametrize("rules", [TENHOU, WRC], ids=rules_id)
def test_pao_on_a_dealer_ron(rules: Rules) -> None:
    before = table(rules, points=RICH, dealer=0)
    after = apply_event(before, Ron(2, (Win(0, YAKUMAN, Pao(1)),)), rules)
    # 48000: half from the liable seat, half from the discarder.
    assert moved(before, after) == (48000, -24000, -24000, 0)
    assert (after.dealer, after.honba) == (0, 1)


def test_pao_when_the_liable_player_deals_in_pays_it_all() -> None:
    before = table(TENHOU, points=RICH, dealer=0, honba=1)
    after = apply_event(before, Ron(3, (Win(1, YAKUMAN, Pao(3)),)), TENHOU)
    assert moved(before, after) == (0, 32300, 0, -32300)


@pytest.mark.parametrize("rules", STACKING_PARTIAL_PAO, ids=rules_id)
def test_pao_covering_one_of_a_double_yakuman_on_tsumo(rules: Rules) -> None:
    before = table(rules, points=RICH, dealer=0, honba=1)
    after = apply_event(before, Tsumo(1, DOUBLE_YAKUMAN, Pao(3, yakuman=1)), rules)
    # The covered yakuman, 32000 + 3 x 100 honba, from seat 3; the other yakuman as a plain
    # non-dealer tsumo: 16000 from the dealer and 8000 from each other player (seat 3 too).
    assert moved(before, after) == (-16000, 32300 + 32000, -8000, -32300 - 8000)


@pytest.mark.parametrize("rules", STACKING_PARTIAL_PAO, ids=rules_id)
def test_pao_covering_one_of_a_double_yakuman_on_ron(rules: Rules) -> None:
    before = table(rules, points=RICH, dealer=0, honba=1)
    after = apply_event(before, Ron(1, (Win(2, DOUBLE_YAKUMAN, Pao(3, yakuman=1)),)), rules)
    # 64000 in all; the liable seat pays half of the covered 32000, the discarder the rest. The
    # honba are the discarder's under M-League, the liable seat's under Mahjong Soul.
    honba_by_liable = 300 if rules.pao_honba_liable else 0
    assert moved(before, after) == (
        0,
        -(48000 + 300 - honba_by_liable),
        64300,
        -(16000 + honba_by_liable),
    )


@pytest.mark.parametrize("rules", [*STACKING_PARTIAL_PAO, TENHOU], ids=rules_id)
def test_pao_covering_a_whole_double_yakuman_on_tsumo(rules: Rules) -> None:
    before = table(rules, points=RICH, dealer=0)
    after = apply_event(before, Tsumo(1, DOUBLE_YAKUMAN, Pao(2)), rules)
    assert moved(before, after) == (0, 64000, -64000, 0)


def test_tenhou_pao_covers_the_whole_double_yakuman() -> None:
    # The Tenhou preset's documented reading: the liable seat answers for every yakuman of the
    # hand, even when only one of them is marked as fed.
    before = table(TENHOU, points=RICH, dealer=0, honba=1)
    after = apply_event(before, Tsumo(1, DOUBLE_YAKUMAN, Pao(3, yakuman=1)), TENHOU)
    assert moved(before, after) == (0, 64300, 0, -64300)
    after = apply_event(before, Ron(1, (Win(2, DOUBLE_YAKUMAN, Pao(3, yakuman=1)),)), TENHOU)
    # Half of 64000 each; the liable seat adds the honba.
    assert moved(before, after) == (0, -32000, 64300, -32300)


def test_pao_on_a_double_yakuman_where_yakuman_do_not_add_up() -> None:
    # WRC: a double yakuman is worth one yakuman, all of it covered by the liable player.
    before = table(WRC, dealer=0, honba=1)
    after = apply_event(before, Tsumo(1, DOUBLE_YAKUMAN, Pao(2, yakuman=1)), WRC)
    assert moved(before, after) == (0, 32300, -32300, 0)


@pytest.mark.parametrize("rules", ALL_PRESETS, ids=rules_id)
def test_a_pao_ron_moves_no_points_in_or_out(rules: Rules) -> None:
    before = table(rules, points=RICH, dealer=1, honba=3, sticks=2)
    event = Ron(0, (Win(2, YAKUMAN, Pao(3)), Win(1, H30_1)))
    after = apply_event(before, event, rules)
    assert sum(after.points) == sum(before.points) + 2 * 1000
    assert after.sticks == 0


@pytest.mark.parametrize(
    ("event", "match"),
    [
        (Tsumo(1, YAKUMAN, Pao(1)), "cannot be liable for their own"),
        (Tsumo(1, Hand(han=6), Pao(2)), "only to a yakuman"),
        (Tsumo(1, YAKUMAN, Pao(2, yakuman=2)), "1 to 1 yakuman"),
        (Tsumo(1, DOUBLE_YAKUMAN, Pao(2, yakuman=0)), "1 to 2 yakuman"),
        (Ron(0, (Win(1, YAKUMAN, Pao(1)),)), "cannot be liable for their own"),
        (Ron(0, (Win(1, Hand(han=3, fu=40), Pao(2)),)), "only to a yakuman"),
        (Tsumo(1, YAKUMAN, Pao(4)), "liable player"),
    ],
)
def test_impossible_pao_is_refused(event: Event, match: str) -> None:
    refuse(table(TENHOU, honba=1, sticks=1), event, TENHOU, match)


# --- point corrections --------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [WRC, TENHOU, JPML_A], ids=rules_id)
def test_point_correction_moves_points_and_nothing_else(rules: Rules) -> None:
    before = table(rules, dealer=1, honba=2, sticks=1, riichi=frozenset({1}))
    after = apply_event(before, PointCorrection(2, 0, 2500, "Paid the wrong player"), rules)
    assert moved(before, after) == (2500, 0, -2500, 0)
    assert replace(after, points=before.points) == before


@pytest.mark.parametrize(
    ("event", "match"),
    [
        (PointCorrection(2, 0, 1000, ""), "Say why"),
        (PointCorrection(2, 0, 1000, "   "), "Say why"),
        (PointCorrection(2, 0, 150, "Wrong amount"), "steps of 100"),
        (PointCorrection(2, 0, 0, "Wrong amount"), "positive"),
        (PointCorrection(2, 0, -1000, "Wrong amount"), "positive"),
        (PointCorrection(2, 2, 1000, "Wrong amount"), "two different players"),
        (PointCorrection(2, 4, 1000, "Wrong amount"), "at the table"),
        # Within what JSON keeps exact, but more than any table holds.
        (PointCorrection(2, 0, 9_007_199_254_740_900, "Typo"), "at most 1,000,000 points"),
        (PointCorrection(2, 0, MAX_CORRECTION + 100, "Typo"), "at most 1,000,000 points"),
    ],
)
@pytest.mark.parametrize("rules", [WRC, TENHOU], ids=rules_id)
def test_bad_point_corrections_are_refused(rules: Rules, event: Event, match: str) -> None:
    game = Game(rules, NAMES)
    game.record(Riichi(1))
    refuse_in_game(game, event, match)


def test_a_correction_of_the_limit_is_accepted() -> None:
    assert MAX_CORRECTION == 1_000_000
    game = Game(WRC, NAMES)
    game.record(PointCorrection(0, 1, MAX_CORRECTION, "Settling a long dispute"))
    assert game.state.points == (30000 - MAX_CORRECTION, 30000 + MAX_CORRECTION, 30000, 30000)


# --- refused events in general ------------------------------------------------------------------

REFUSALS: list[tuple[Rules, list[Event], Event, str]] = [
    (WRC, [], Riichi(4), "at the table"),
    (WRC, [], Riichi(-1), "at the table"),
    (TENHOU, [Riichi(2)], Riichi(2), "already declared"),
    (TENHOU, [], Ron(1, (Win(1, H30_1),)), "own discard"),
    (TENHOU, [], Ron(1, (Win(2, H30_1), Win(2, H40_2))), "listed twice"),
    (TENHOU, [], Ron(1, ()), "one, two or three"),
    (EMA_2016, [], Ron(0, (Win(1, H30_1), Win(2, H30_1), Win(3, H30_1), Win(0, H30_1))), "three"),
    (WRC, [], Ron(1, (Win(2, Hand(han=2, fu=20)),)), "20 fu"),
    (TENHOU, [], Ron(1, (Win(2, Hand(han=0, fu=30)),)), "at least 1 han"),
    (TENHOU, [], Ron(1, (Win(2, Hand(han=3, fu=35)),)), "35 fu"),
    (TENHOU, [], Ron(5, (Win(2, H30_1),)), "discarder"),
    (WRC, [], Tsumo(1, Hand(han=2, fu=25)), "Seven pairs"),
    (WRC, [], Tsumo(1, Hand(han=3)), "fu are needed"),
    (WRC, [], Tsumo(7, H30_1), "winner"),
    (TENHOU, [], ExhaustiveDraw(frozenset({5})), "tenpai player"),
    (WRC, [], NagashiMangan((1,), frozenset()), "nagashi"),
    (TENHOU, [], NagashiMangan((9,), frozenset()), "nagashi mangan player"),
    (WRC, [], AbortiveDrawEvent(AbortiveDraw.NINE_TERMINALS), "abortive"),
    (TENHOU, [Riichi(0), Riichi(1)], AbortiveDrawEvent(AbortiveDraw.FOUR_RIICHI), "all four"),
    (TENHOU, [], Chombo(1), "chombo"),
    (WRC, [], Chombo(4), "at the table"),
    (WRC, [], PointCorrection(0, 1, 100, ""), "Say why"),
]


@pytest.mark.parametrize(("rules", "setup", "event", "match"), REFUSALS)
def test_every_refused_event_leaves_the_game_as_it_was(
    rules: Rules, setup: list[Event], event: Event, match: str
) -> None:
    game = Game(rules, NAMES)
    for earlier in setup:
        game.record(earlier)
    state = game.state
    with pytest.raises(RefusedEvent, match=match):
        game.preview(event)
    refuse_in_game(game, event, match)
    assert game.state == state
    # And apply_event itself never changes the state it was given.
    refuse(state, event, rules, match)
