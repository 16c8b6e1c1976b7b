"""The final settlement: return points, oka, uma, ties, leftover sticks, chombo and rounding.

Expected results are worked out from scoring.md ("End of game: uma and oka"), rulesets.md (the
per-rule-set rows and the Tenhou notes), sanma.md for three players, and the rounding rule in the
settlement module's docstring (shared amounts split equally, hundreds left over to the earlier
seats).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.presets import (
    EMA_2016,
    JPML_A,
    M_LEAGUE,
    MAHJONG_SOUL,
    MAHJONG_SOUL_3P,
    TENHOU,
    TENHOU_3P,
    TENHOU_3P_ROUNDED,
    TENHOU_ROUNDED,
    WRC,
)
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.table.settlement import FinalResult, format_result, settle, unpaid_note
from tallyo_desktop.core.table.state import TableState, starting_state

NAMES = ("Ann", "Ben", "Cid", "Dee")
Four = tuple[int, ...]


def final(
    rules: Rules,
    points: tuple[int, ...],
    *,
    sticks: int = 0,
    chombo: tuple[int, ...] | None = None,
) -> FinalResult:
    names = NAMES[: len(points)]
    state: TableState = replace(
        starting_state(names, rules.start_points),
        points=points,
        sticks=sticks,
        chombo=chombo or (0,) * len(points),
    )
    # A final table always holds what the players started with.
    assert sum(points) + 1000 * sticks == len(points) * rules.start_points
    return settle(state, rules)


def results(outcome: FinalResult) -> tuple[int, ...]:
    return tuple(s.result for s in outcome.standings)


def places(outcome: FinalResult) -> tuple[int, ...]:
    return tuple(s.place for s in outcome.standings)


# --- return points, oka and uma -----------------------------------------------------------------


def test_tenhou_return_points_oka_and_uma() -> None:
    outcome = final(TENHOU, (45000, 25000, 20000, 10000))
    # (points - 30000) + uma 20/10/-10/-20, oka 4 x 5000 = 20000 to first.
    assert results(outcome) == (15000 + 20000 + 20000, -5000 + 10000, -10000 - 10000, -40000)
    assert tuple(s.oka for s in outcome.standings) == (20000, 0, 0, 0)
    assert tuple(s.uma for s in outcome.standings) == (20000, 10000, -10000, -20000)
    assert places(outcome) == (1, 2, 3, 4)


def test_oka_goes_to_first_wherever_first_sits() -> None:
    outcome = final(M_LEAGUE, (10000, 20000, 25000, 45000))
    # Uma 30/10 and the 20000 oka to Dee.
    assert results(outcome) == (
        -20000 - 30000,
        -10000 - 10000,
        -5000 + 10000,
        15000 + 30000 + 20000,
    )
    assert tuple(s.oka for s in outcome.standings) == (0, 0, 0, 20000)
    assert places(outcome) == (4, 3, 2, 1)
    assert [s.name for s in outcome.by_place()] == ["Dee", "Cid", "Ben", "Ann"]


def test_mahjong_soul_counts_from_25000_without_oka() -> None:
    # riichi.wiki "Majsoul", "Calculation of End-Score Points": (points - 25000) / 1000 + uma
    # 15/5/-5/-15, "Oka Points: Not applied". 30000 only decides whether the game goes on.
    outcome = final(MAHJONG_SOUL, (42300, 27400, 18100, 12200))
    assert [s.result_text for s in outcome.standings] == ["+32.3", "+7.4", "-11.9", "-27.8"]
    assert all(s.oka == 0 for s in outcome.standings)
    assert MAHJONG_SOUL.oka == 0


@pytest.mark.parametrize(
    ("rules", "uma"),
    [
        (WRC, (15000, 5000, -5000, -15000)),
        (EMA_2016, (15000, 5000, -5000, -15000)),
        (TENHOU, (20000, 10000, -10000, -20000)),
        (M_LEAGUE, (30000, 10000, -10000, -30000)),
    ],
    ids=["wrc", "ema-2016", "tenhou", "m-league"],
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


# --- JPML-A: uma by how many float at 30000 or more ---------------------------------------------


@pytest.mark.parametrize(
    ("points", "expected"),
    [
        # JPML counts the players at 30000 or more ("floating"). Three floating: +8/+3/+1/-12.
        ((40000, 33000, 31000, 16000), (10000 + 8000, 3000 + 3000, 1000 + 1000, -14000 - 12000)),
        # One floating: +12/-1/-3/-8.
        ((52000, 29000, 22000, 17000), (22000 + 12000, -1000 - 1000, -8000 - 3000, -13000 - 8000)),
        # Two floating: +8/+4/-4/-8.
        ((45000, 35000, 25000, 15000), (15000 + 8000, 5000 + 4000, -5000 - 4000, -15000 - 8000)),
        # Exactly 30000 floats (reading taken): two floating.
        ((40000, 30000, 29000, 21000), (10000 + 8000, 4000, -1000 - 4000, -9000 - 8000)),
        # The same in another seat order: three floating, seat 3 first.
        ((16000, 31000, 33000, 40000), (-14000 - 12000, 1000 + 1000, 3000 + 3000, 10000 + 8000)),
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
    # JPML-A, three floating, all tied first: (8 + 3 + 1) / 3 = 4 each. With one floating and
    # three tied below: (-1 - 3 - 8) / 3 = -4 each.
    outcome = final(JPML_A, (35000, 35000, 35000, 15000))
    assert tuple(s.uma for s in outcome.standings) == (4000, 4000, 4000, -12000)
    outcome = final(JPML_A, (51000, 23000, 23000, 23000))
    assert tuple(s.uma for s in outcome.standings) == (12000, -4000, -4000, -4000)
    # M-League, three tied below first: (10 - 10 - 30) / 3 = -10 each.
    outcome = final(M_LEAGUE, (40000, 20000, 20000, 20000))
    assert tuple(s.uma for s in outcome.standings) == (30000, -10000, -10000, -10000)


def test_split_negative_uma_remainder() -> None:
    # WRC, Ben, Cid and Dee tied below Ann: they share 5 - 5 - 15 = -15; -5 each. With two tied
    # for 3rd and 4th in EMA: (-5 - 15) / 2 = -10 each. A remainder: JPML-A one floating, two
    # tied for 2nd and 3rd: (-1 - 3) / 2 = -2 each; Tenhou rounded ties do not split.
    outcome = final(WRC, (45000, 25000, 25000, 25000))
    assert tuple(s.uma for s in outcome.standings) == (15000, -5000, -5000, -5000)
    outcome = final(JPML_A, (45000, 27000, 27000, 21000))
    assert tuple(s.uma for s in outcome.standings) == (12000, -2000, -2000, -8000)


def test_everyone_tied() -> None:
    outcome = final(WRC, (30000, 30000, 30000, 30000))
    assert places(outcome) == (1, 1, 1, 1)
    assert results(outcome) == (0, 0, 0, 0)
    outcome = final(TENHOU, (25000, 25000, 25000, 25000))
    assert places(outcome) == (1, 2, 3, 4)
    assert results(outcome) == (-5000 + 20000 + 20000, -5000 + 10000, -15000, -25000)


# --- leftover riichi sticks ---------------------------------------------------------------------


def test_leftover_sticks_go_to_first() -> None:
    outcome = final(EMA_2016, (40000, 30000, 28000, 20000), sticks=2)
    assert outcome.leftover_sticks == 2000
    assert tuple(s.points for s in outcome.standings) == (42000, 30000, 28000, 20000)
    assert results(outcome) == (12000 + 15000, 5000, -2000 - 5000, -10000 - 15000)


def test_wrc_leftover_sticks_are_lost() -> None:
    # WRC 2015 (reading taken): "Any riichi bets left after the final hand are lost"; the EMA
    # 2016 rules list "Riichi bets at game end go to the winner" among their differences.
    outcome = final(WRC, (40000, 30000, 28000, 20000), sticks=2)
    assert tuple(s.points for s in outcome.standings) == (40000, 30000, 28000, 20000)
    assert results(outcome) == (10000 + 15000, 5000, -2000 - 5000, -10000 - 15000)
    assert sum(results(outcome)) == -2000


def test_leftover_sticks_go_to_first_by_seat_order() -> None:
    outcome = final(TENHOU, (30000, 30000, 20000, 19000), sticks=1)
    assert tuple(s.points for s in outcome.standings) == (31000, 30000, 20000, 19000)
    assert results(outcome) == (1000 + 40000, 10000, -20000, -31000)


def test_leftover_sticks_shared_by_players_tied_first() -> None:
    # M-League splits: Ann and Ben share the stick (500 each), the uma and the oka.
    outcome = final(M_LEAGUE, (30000, 30000, 20000, 19000), sticks=1)
    assert tuple(s.points for s in outcome.standings) == (30500, 30500, 20000, 19000)
    assert results(outcome) == (30500, 30500, -20000, -11000 - 30000)


def test_jpml_leftover_sticks_are_lost() -> None:
    # JPML-A: leftover sticks are "not paid out": they belong to nobody, count towards nobody's
    # points, and the results add up to -1.0 for each. Two floating: uma 8/4/-4/-8.
    outcome = final(JPML_A, (40000, 30000, 28000, 21000), sticks=1)
    assert tuple(s.points for s in outcome.standings) == (40000, 30000, 28000, 21000)
    assert results(outcome) == (10000 + 8000, 4000, -2000 - 4000, -9000 - 8000)
    assert sum(results(outcome)) == -1000
    assert outcome.sticks_lost and outcome.unpaid == 1000
    assert unpaid_note(outcome) == (
        "The results add up to -1.0: the riichi sticks left on the table (1.0) are paid to nobody."
    )


def test_jpml_two_lost_sticks_sum_to_minus_two() -> None:
    outcome = final(JPML_A, (40000, 33000, 29000, 16000), sticks=2)
    assert sum(results(outcome)) == -2000


def test_lost_sticks_can_leave_nobody_floating() -> None:
    # Reading taken: nobody at 30000 (only possible with sticks lost) uses the two-floating uma.
    outcome = final(JPML_A, (29900, 29800, 29700, 26600), sticks=4)
    assert tuple(s.uma for s in outcome.standings) == (8000, 4000, -4000, -8000)


# --- chombo -------------------------------------------------------------------------------------


def test_chombo_penalty_is_paid_to_nobody() -> None:
    # WRC (and EMA, M-League, JPML-A): -20000 from the offender's final result; nobody receives
    # it, so the results add up to -20.0 per chombo.
    outcome = final(WRC, (41000, 33000, 26000, 20000), chombo=(0, 0, 1, 0))
    assert tuple(s.chombo for s in outcome.standings) == (0, 0, -20000, 0)
    assert [s.result_text for s in outcome.standings] == ["+26.0", "+8.0", "-29.0", "-25.0"]
    assert sum(results(outcome)) == -20000
    assert unpaid_note(outcome) == (
        "The results add up to -20.0: the chombo penalties (20.0) are paid to nobody."
    )


def test_two_chombo_by_one_player() -> None:
    outcome = final(M_LEAGUE, (40000, 30000, 20000, 10000), chombo=(2, 0, 0, 0))
    assert tuple(s.chombo for s in outcome.standings) == (-40000, 0, 0, 0)
    assert results(outcome) == (
        10000 + 30000 + 20000 - 40000,
        10000,
        -10000 - 10000,
        -20000 - 30000,
    )
    assert outcome.unpaid == 40000


def test_chombo_by_two_players() -> None:
    outcome = final(JPML_A, (30000, 30000, 30000, 30000), chombo=(1, 0, 0, 1))
    assert tuple(s.chombo for s in outcome.standings) == (-20000, 0, 0, -20000)
    assert sum(results(outcome)) == -40000


def test_chombo_and_lost_sticks_together() -> None:
    outcome = final(JPML_A, (40000, 33000, 31000, 15000), sticks=1, chombo=(0, 1, 0, 0))
    assert sum(results(outcome)) == -21000
    assert unpaid_note(outcome) == (
        "The results add up to -21.0: the chombo penalties (20.0) and the riichi sticks left on "
        "the table (1.0) are paid to nobody."
    )


def test_chombo_penalty_does_not_change_places() -> None:
    outcome = final(WRC, (45000, 30000, 25000, 20000), chombo=(1, 0, 0, 0))
    assert places(outcome) == (1, 2, 3, 4)
    assert results(outcome) == (15000 + 15000 - 20000, 5000, -5000 - 5000, -25000)


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


# --- three players --------------------------------------------------------------------------------


def test_tenhou_three_player_results() -> None:
    # sanma.md, worked example F (2024010120gm-00b9-0000-e324b88a): (points - 40000) / 1000,
    # uma +20/0/-20 and +15 oka to first.
    outcome = final(TENHOU_3P, (75700, 22500, 6800))
    assert [s.result_text for s in outcome.standings] == ["+70.7", "-17.5", "-53.2"]
    assert TENHOU_3P.oka == 15000


def test_mahjong_soul_three_player_results() -> None:
    # sanma.md, worked example F for Mahjong Soul: (points - 35000) / 1000 + 15/0/-15, no oka.
    outcome = final(MAHJONG_SOUL_3P, (75700, 22500, 6800))
    assert [s.result_text for s in outcome.standings] == ["+55.7", "-12.5", "-43.2"]


def test_tenhou_three_player_rounded() -> None:
    # Older three-player games round each score to 1000 and give first minus the sum of the
    # others, as the four-player ones do: 22500 -> 23000 (-17 + 0), 6800 -> 7000 (-33 - 20).
    outcome = final(TENHOU_3P_ROUNDED, (75700, 22500, 6800))
    assert results(outcome) == (70000, -17000, -53000)


# --- the results add up to zero but for what is paid to nobody -----------------------------------

ALL_RULES = [
    *presets.PRESETS.values(),
    presets.east_only(TENHOU),
    TENHOU.with_changes(tie_break=presets.WRC.tie_break),
    JPML_A.with_changes(leftover_sticks=TENHOU.leftover_sticks),
    TENHOU_ROUNDED.with_changes(leftover_sticks=JPML_A.leftover_sticks),
    TENHOU_3P_ROUNDED,
]


@given(
    rules=st.sampled_from(ALL_RULES),
    hundreds=st.lists(st.integers(-300, 1200), min_size=3, max_size=3),
    tie=st.booleans(),
    sticks=st.integers(0, 6),
    chombo=st.tuples(*[st.integers(0, 2)] * 4),
)
def test_results_sum_to_what_is_paid_to_nobody(
    rules: Rules, hundreds: list[int], tie: bool, sticks: int, chombo: Four
) -> None:
    players = rules.players
    amounts = [100 * h for h in hundreds][: players - 1]
    if tie:
        amounts[1] = amounts[0]
    last = players * rules.start_points - 1000 * sticks - sum(amounts)
    chombo = chombo[:players]
    outcome = final(rules, (*amounts, last), sticks=sticks, chombo=chombo)
    lost = 1000 * sticks if outcome.sticks_lost else 0
    penalties = rules.chombo_points * sum(chombo)
    assert sum(results(outcome)) == -(lost + penalties) == -outcome.unpaid
    assert all(s.result % 100 == 0 for s in outcome.standings)
    assert sum(s.chombo for s in outcome.standings) == -penalties
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
