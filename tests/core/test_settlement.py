"""The final settlement: return points, oka, uma, ties, leftover sticks, chombo and rounding.

Expected results are worked out from scoring.md ("End of game: uma and oka"), rulesets.md (the
per-rule-set rows and the Tenhou notes) and the rounding rule in the settlement module's
docstring (shared amounts split equally, hundreds left over to the earlier seats).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tallyo_desktop.core import presets
from tallyo_desktop.core.presets import (
    EMA_2016,
    JPML_A,
    M_LEAGUE,
    MAHJONG_SOUL,
    TENHOU,
    TENHOU_ROUNDED,
    WRC,
)
from tallyo_desktop.core.rules import Rules
from tallyo_desktop.core.settlement import FinalResult, format_result, settle
from tallyo_desktop.core.state import TableState, starting_state

NAMES = ("Ann", "Ben", "Cid", "Dee")
Four = tuple[int, int, int, int]


def final(
    rules: Rules,
    points: Four,
    *,
    sticks: int = 0,
    chombo: Four = (0, 0, 0, 0),
) -> FinalResult:
    state: TableState = replace(
        starting_state(NAMES, rules.start_points), points=points, sticks=sticks, chombo=chombo
    )
    # A final table always holds what the four started with.
    assert sum(points) + 1000 * sticks == 4 * rules.start_points
    return settle(state, rules)


def results(outcome: FinalResult) -> Four:
    first, second, third, fourth = (s.result for s in outcome.standings)
    return (first, second, third, fourth)


def places(outcome: FinalResult) -> Four:
    first, second, third, fourth = (s.place for s in outcome.standings)
    return (first, second, third, fourth)


# --- return points, oka and uma -----------------------------------------------------------------


def test_tenhou_return_points_oka_and_uma() -> None:
    outcome = final(TENHOU, (45000, 25000, 20000, 10000))
    # (points - 30000) + uma 20/10/-10/-20, oka 4 x 5000 = 20000 to first.
    assert results(outcome) == (15000 + 20000 + 20000, -5000 + 10000, -10000 - 10000, -40000)
    assert tuple(s.oka for s in outcome.standings) == (20000, 0, 0, 0)
    assert tuple(s.uma for s in outcome.standings) == (20000, 10000, -10000, -20000)
    assert places(outcome) == (1, 2, 3, 4)


def test_oka_goes_to_first_wherever_first_sits() -> None:
    outcome = final(MAHJONG_SOUL, (10000, 20000, 25000, 45000))
    # Uma 15/5 and the 20000 oka to Dee.
    assert results(outcome) == (-20000 - 15000, -10000 - 5000, -5000 + 5000, 15000 + 15000 + 20000)
    assert tuple(s.oka for s in outcome.standings) == (0, 0, 0, 20000)
    assert places(outcome) == (4, 3, 2, 1)
    assert [s.name for s in outcome.by_place()] == ["Dee", "Cid", "Ben", "Ann"]


@pytest.mark.parametrize(
    ("rules", "uma"),
    [
        (WRC, (15000, 5000, -5000, -15000)),
        (EMA_2016, (15000, 5000, -5000, -15000)),
        (TENHOU, (20000, 10000, -10000, -20000)),
        (M_LEAGUE, (30000, 10000, -10000, -30000)),
    ],
    ids=["WRC", "EMA 2016", "Tenhou", "M-League"],
)
def test_fixed_uma(rules: Rules, uma: Four) -> None:
    start = rules.start_points
    points = (start + 1000, start + 9000, start - 4000, start - 6000)
    outcome = final(rules, points)
    # Places: Ben, Ann, Cid, Dee.
    by_seat = (uma[1], uma[0], uma[2], uma[3])
    oka = 4 * (30000 - start)
    expected = tuple(p - 30000 + u for p, u in zip(points, by_seat, strict=True))
    assert results(outcome) == (expected[0], expected[1] + oka, expected[2], expected[3])
    assert places(outcome) == (2, 1, 3, 4)


def test_no_oka_when_starting_at_the_return_points() -> None:
    outcome = final(WRC, (40000, 30000, 28000, 22000))
    assert tuple(s.oka for s in outcome.standings) == (0, 0, 0, 0)
    assert results(outcome) == (10000 + 15000, 5000, -2000 - 5000, -8000 - 15000)


# --- JPML-A: uma by how many finish below 30000 -------------------------------------------------


@pytest.mark.parametrize(
    ("points", "expected"),
    [
        # One below: +12/-1/-3/-8.
        ((40000, 35000, 31000, 14000), (10000 + 12000, 5000 - 1000, 1000 - 3000, -16000 - 8000)),
        # Two below: +8/+4/-4/-8.
        ((45000, 35000, 25000, 15000), (15000 + 8000, 5000 + 4000, -5000 - 4000, -15000 - 8000)),
        # Three below: +8/+3/+1/-12.
        ((51000, 29000, 21000, 19000), (21000 + 8000, -1000 + 3000, -9000 + 1000, -11000 - 12000)),
        # Exactly 30000 is not below: two below.
        ((40000, 30000, 29000, 21000), (10000 + 8000, 4000, -1000 - 4000, -9000 - 8000)),
        # The same in another seat order: one below, seat 3 first.
        ((14000, 31000, 35000, 40000), (-16000 - 8000, 1000 - 3000, 5000 - 1000, 10000 + 12000)),
    ],
)
def test_jpml_uma_by_count(points: Four, expected: Four) -> None:
    outcome = final(JPML_A, points)
    assert results(outcome) == expected
    assert all(s.oka == 0 for s in outcome.standings)


# --- ties ---------------------------------------------------------------------------------------


def test_tie_by_seat_order() -> None:
    # Tenhou: equal points rank by seat order, the first dealer highest.
    outcome = final(TENHOU, (30000, 30000, 20000, 20000))
    assert places(outcome) == (1, 2, 3, 4)
    assert results(outcome) == (20000 + 20000, 10000, -10000 - 10000, -10000 - 20000)


def test_tie_by_seat_order_counts_from_the_first_dealer() -> None:
    outcome = final(TENHOU, (20000, 30000, 20000, 30000))
    # Ben ahead of Dee, Ann ahead of Cid.
    assert places(outcome) == (3, 1, 4, 2)
    assert results(outcome) == (-10000 - 10000, 20000 + 20000, -10000 - 20000, 10000)


def test_split_tie_shares_uma_and_oka() -> None:
    # M-League: Ann and Ben share 1st and 2nd: (30 + 10) / 2 uma and 20 / 2 oka each; Cid and
    # Dee share (-10 - 30) / 2.
    outcome = final(M_LEAGUE, (30000, 30000, 20000, 20000))
    assert places(outcome) == (1, 1, 3, 3)
    assert tuple(s.uma for s in outcome.standings) == (20000, 20000, -20000, -20000)
    assert tuple(s.oka for s in outcome.standings) == (10000, 10000, 0, 0)
    assert results(outcome) == (30000, 30000, -30000, -30000)


def test_split_tie_in_the_middle() -> None:
    # WRC: Ben and Cid share 2nd and 3rd: (5 - 5) / 2 = 0 each.
    outcome = final(WRC, (40000, 27000, 27000, 26000))
    assert places(outcome) == (1, 2, 2, 4)
    assert results(outcome) == (10000 + 15000, -3000, -3000, -4000 - 15000)


def test_split_tie_for_last() -> None:
    # WRC: Ben and Dee share 3rd and 4th: (-5 - 15) / 2 = -10 each.
    outcome = final(WRC, (40000, 25000, 30000, 25000))
    assert places(outcome) == (1, 3, 2, 3)
    assert results(outcome) == (10000 + 15000, -5000 - 10000, 5000, -5000 - 10000)


def test_split_oka_remainder_goes_to_the_earlier_seat() -> None:
    # M-League, three tied first: uma (30 + 10 - 10) / 3 = 10 each; oka 20000 / 3 is 6600 each
    # with 200 left over: 100 each to the two earliest seats.
    outcome = final(M_LEAGUE, (10000, 30000, 30000, 30000))
    assert places(outcome) == (4, 1, 1, 1)
    assert tuple(s.oka for s in outcome.standings) == (0, 6700, 6700, 6600)
    assert results(outcome) == (-20000 - 30000, 16700, 16700, 16600)


def test_split_uma_remainder_goes_to_the_earlier_seat() -> None:
    # JPML-A, one below 30000, three tied first: (12 - 1 - 3) / 3 = 2.6 each, 200 left over.
    outcome = final(JPML_A, (35000, 35000, 35000, 15000))
    assert tuple(s.uma for s in outcome.standings) == (2700, 2700, 2600, -8000)
    assert results(outcome) == (7700, 7700, 7600, -15000 - 8000)


def test_split_negative_uma_remainder() -> None:
    # JPML-A, three below, Ben, Cid and Dee tied: they share 3 + 1 - 12 = -8; -2.7 each with
    # 100 over, which goes to the earliest of them (Ben).
    outcome = final(JPML_A, (39000, 27000, 27000, 27000))
    assert tuple(s.uma for s in outcome.standings) == (8000, -2600, -2700, -2700)
    assert results(outcome) == (9000 + 8000, -3000 - 2600, -3000 - 2700, -3000 - 2700)


def test_everyone_tied() -> None:
    outcome = final(WRC, (30000, 30000, 30000, 30000))
    assert places(outcome) == (1, 1, 1, 1)
    assert results(outcome) == (0, 0, 0, 0)
    outcome = final(TENHOU, (25000, 25000, 25000, 25000))
    assert places(outcome) == (1, 2, 3, 4)
    assert results(outcome) == (-5000 + 20000 + 20000, -5000 + 10000, -15000, -25000)


# --- leftover riichi sticks ---------------------------------------------------------------------


def test_leftover_sticks_go_to_first() -> None:
    outcome = final(WRC, (40000, 30000, 28000, 20000), sticks=2)
    assert outcome.leftover_sticks == 2000
    assert tuple(s.points for s in outcome.standings) == (42000, 30000, 28000, 20000)
    assert results(outcome) == (12000 + 15000, 5000, -2000 - 5000, -10000 - 15000)


def test_leftover_sticks_go_to_first_by_seat_order() -> None:
    outcome = final(TENHOU, (30000, 30000, 20000, 19000), sticks=1)
    assert tuple(s.points for s in outcome.standings) == (31000, 30000, 20000, 19000)
    assert results(outcome) == (1000 + 40000, 10000, -20000, -31000)


def test_leftover_sticks_shared_by_players_tied_first() -> None:
    # M-League splits: Ann and Ben share the stick (500 each), the uma and the oka.
    outcome = final(M_LEAGUE, (30000, 30000, 20000, 19000), sticks=1)
    assert tuple(s.points for s in outcome.standings) == (30500, 30500, 20000, 19000)
    assert results(outcome) == (30500, 30500, -20000, -11000 - 30000)


def test_jpml_leftover_sticks_are_not_paid_out() -> None:
    # The stick's 1000 belongs to nobody: it is shared by all four (300, 300, 200, 200), and it
    # does not count towards first's points. Two players below 30000: uma 8/4/-4/-8.
    outcome = final(JPML_A, (40000, 30000, 28000, 21000), sticks=1)
    assert tuple(s.points for s in outcome.standings) == (40000, 30000, 28000, 21000)
    assert results(outcome) == (
        10000 + 8000 + 300,
        4000 + 300,
        -2000 - 4000 + 200,
        -9000 - 8000 + 200,
    )


# --- chombo -------------------------------------------------------------------------------------


def test_chombo_penalty_shared_by_the_others() -> None:
    outcome = final(WRC, (30000, 30000, 30000, 30000), chombo=(0, 0, 1, 0))
    # -20000 for Cid; 20000 / 3 = 6600 each with 200 over, to the two earliest seats.
    assert tuple(s.chombo for s in outcome.standings) == (6700, 6700, -20000, 6600)
    assert results(outcome) == (6700, 6700, -20000, 6600)


def test_two_chombo_by_one_player() -> None:
    outcome = final(M_LEAGUE, (40000, 30000, 20000, 10000), chombo=(2, 0, 0, 0))
    # 40000 / 3 = 13300 each with 100 over, to Ben.
    assert tuple(s.chombo for s in outcome.standings) == (-40000, 13400, 13300, 13300)
    assert results(outcome) == (
        10000 + 30000 + 20000 - 40000,
        10000 + 13400,
        -10000 - 10000 + 13300,
        -20000 - 30000 + 13300,
    )


def test_chombo_by_two_players() -> None:
    outcome = final(JPML_A, (30000, 30000, 30000, 30000), chombo=(1, 0, 0, 1))
    # Ann's penalty: 6700 Ben, 6700 Cid, 6600 Dee; Dee's: 6700 Ann, 6700 Ben, 6600 Cid.
    assert tuple(s.chombo for s in outcome.standings) == (
        -20000 + 6700,
        6700 + 6700,
        6700 + 6600,
        6600 - 20000,
    )
    assert sum(results(outcome)) == 0


def test_chombo_penalty_does_not_change_places() -> None:
    outcome = final(WRC, (45000, 30000, 25000, 20000), chombo=(1, 0, 0, 0))
    assert places(outcome) == (1, 2, 3, 4)
    assert results(outcome) == (
        15000 + 15000 - 20000,
        5000 + 6700,
        -5000 - 5000 + 6700,
        -25000 + 6600,
    )


# --- Tenhou before 2021: points rounded to 1000 -------------------------------------------------


def test_tenhou_rounded_to_the_nearest_1000() -> None:
    outcome = final(TENHOU_ROUNDED, (44500, 24500, 20400, 10600))
    # Ben 24500 -> 25000 (half away from zero), Cid 20400 -> 20000, Dee 10600 -> 11000.
    ben = -5000 + 10000
    cid = -10000 - 10000
    dee = -19000 - 20000
    assert results(outcome) == (-(ben + cid + dee), ben, cid, dee)
    assert results(outcome) == (54000, 5000, -20000, -39000)
    # Exact decimals would give Ann 54.5.
    assert results(final(TENHOU, (44500, 24500, 20400, 10600)))[0] == 54500


def test_tenhou_rounded_negative_halves_go_away_from_zero() -> None:
    outcome = final(TENHOU_ROUNDED, (60000, 24400, 20100, -4500))
    # Ben 24400 -> 24000; Cid 20100 -> 20000; Dee -4500 -> -5000.
    ben = -6000 + 10000
    cid = -10000 - 10000
    dee = -35000 - 20000
    assert results(outcome) == (-(ben + cid + dee), ben, cid, dee)


def test_tenhou_rounded_with_sticks_to_first() -> None:
    outcome = final(TENHOU_ROUNDED, (15500, 35100, 35200, 13200), sticks=1)
    # Cid first with 36200. Ann 15500 -> 16000; Ben 35100 -> 35000; Dee 13200 -> 13000.
    ann = -14000 - 10000
    ben = 5000 + 10000
    dee = -17000 - 20000
    assert results(outcome) == (ann, ben, -(ann + ben + dee), dee)


# --- always zero-sum ----------------------------------------------------------------------------

ALL_RULES = [
    *presets.PRESETS.values(),
    presets.east_only(TENHOU),
    TENHOU.with_changes(tie_break=presets.WRC.tie_break),
    JPML_A.with_changes(leftover_sticks=TENHOU.leftover_sticks),
]


@given(
    rules=st.sampled_from(ALL_RULES),
    hundreds=st.lists(st.integers(-300, 1200), min_size=3, max_size=3),
    tie=st.booleans(),
    sticks=st.integers(0, 6),
    chombo=st.tuples(*[st.integers(0, 2)] * 4),
)
def test_results_always_sum_to_zero(
    rules: Rules, hundreds: list[int], tie: bool, sticks: int, chombo: Four
) -> None:
    first, second, third = (100 * h for h in hundreds)
    if tie:
        second = first
    fourth = 4 * rules.start_points - 1000 * sticks - first - second - third
    outcome = final(rules, (first, second, third, fourth), sticks=sticks, chombo=chombo)
    assert sum(results(outcome)) == 0
    assert all(s.result % 100 == 0 for s in outcome.standings)
    assert sum(s.chombo for s in outcome.standings) == 0
    assert sum(s.uma for s in outcome.standings) == 0
    # The oka is paid once, to first place only.
    assert sum(s.oka for s in outcome.standings) == rules.oka
    assert all(s.oka == 0 for s in outcome.standings if s.place != 1)
    assert sorted(s.place for s in outcome.standings)[0] == 1


# --- showing a result ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("points", "text"),
    [
        (45300, "+45.3"),
        (-8000, "-8.0"),
        (0, "+0.0"),
        (100, "+0.1"),
        (-100, "-0.1"),
        (-45300, "-45.3"),
        (123400, "+123.4"),
        (1000, "+1.0"),
    ],
)
def test_format_result(points: int, text: str) -> None:
    assert format_result(points) == text


def test_standing_shows_its_result() -> None:
    outcome = final(TENHOU, (45300, 25000, 20000, 9700))
    assert [s.result_text for s in outcome.standings] == ["+55.3", "+5.0", "-20.0", "-40.3"]
