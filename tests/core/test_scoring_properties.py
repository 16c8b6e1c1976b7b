"""Properties of the scoring formula over every valid entry.

The reference model here is the formula of the scoring reference, written out independently:
base = fu x 2^(2 + han) capped at 2000, the limit tiers from 5 han, and every payment rounded up
to 100 on its own. The valid entries are listed once up front so that drawing one is cheap.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product

from hypothesis import assume, given
from hypothesis import strategies as st

from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.scoring.payments import WinScore, score_win

FU_COUNTS = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
KIRIAGE_CELLS = {(4, 30), (3, 60)}
LIMIT_HANS = (*range(5, 21), 26, 39)


def up(points: float) -> int:
    """Round up to the next 100, from the definition."""
    hundreds = int(points // 100)
    return (hundreds + (1 if points > hundreds * 100 else 0)) * 100


def exists(han: int, fu: int, *, tsumo: bool) -> bool:
    """Whether a han/fu entry below 5 han exists (scoring reference, "Which han/fu exist")."""
    if fu == 20:
        return tsumo and han >= 2
    if fu == 25:
        return han >= (3 if tsumo else 2)
    return han >= 1


def reference_base(hand: Hand, rules: Rules) -> int:
    if hand.yakuman:
        return 8000 * (hand.yakuman if rules.yakuman_stacking else 1)
    han = hand.han
    if han >= 13:
        return 8000 if rules.kazoe_yakuman else 6000
    for lowest, base in ((11, 6000), (8, 4000), (6, 3000), (5, 2000)):
        if han >= lowest:
            return base
    assert hand.fu is not None
    if rules.kiriage_mangan and (han, hand.fu) in KIRIAGE_CELLS:
        return 2000
    return min(hand.fu * int(2 ** (2 + han)), 2000)


def entries(tsumo: bool) -> list[Hand]:
    """Every han/fu entry that exists for a win by ron or by tsumo (a sample of the limit han)."""
    small = [
        Hand(han=han, fu=fu)
        for han in range(1, 5)
        for fu in FU_COUNTS
        if exists(han, fu, tsumo=tsumo)
    ]
    # 20 fu is pinfu tsumo only, at any han.
    limit_fu = FU_COUNTS if tsumo else tuple(fu for fu in FU_COUNTS if fu != 20)
    limits = [Hand(han=han, fu=fu) for han in LIMIT_HANS for fu in (None, *limit_fu)]
    return small + limits


@dataclass(frozen=True)
class Win:
    hand: Hand
    tsumo: bool
    dealer: bool


ALL_WINS = [
    Win(hand, tsumo, dealer)
    for tsumo, dealer in product((False, True), repeat=2)
    for hand in [*entries(tsumo), *(Hand(yakuman=n) for n in range(1, 7))]
]
RULE_SETS = [
    Rules(kiriage_mangan=kiriage, kazoe_yakuman=kazoe, yakuman_stacking=stacking)
    for kiriage, kazoe, stacking in product((False, True), repeat=3)
]


def _comparable(smaller: Hand, larger: Hand) -> bool:
    if larger.han < smaller.han:
        return False
    return smaller.fu is None or larger.fu is None or larger.fu >= smaller.fu


GROWTHS = [
    (Win(small, tsumo, dealer), Win(large, tsumo, dealer))
    for tsumo, dealer in product((False, True), repeat=2)
    for small in entries(tsumo)
    for large in entries(tsumo)
    if small.han <= 14 and large.han <= 16 and _comparable(small, large)
]

wins = st.sampled_from(ALL_WINS)
rule_sets = st.sampled_from(RULE_SETS)
counters = st.integers(0, 20)


def score(win: Win, rules: Rules, honba: int = 0, sticks: int = 0) -> WinScore:
    return score_win(
        win.hand, tsumo=win.tsumo, dealer=win.dealer, honba=honba, sticks=sticks, rules=rules
    )


def payments(result: WinScore) -> list[int]:
    """Every single payment of a win (three on a tsumo, one on a ron)."""
    if not result.tsumo:
        assert result.discarder_pays is not None
        assert result.dealer_pays is result.non_dealer_pays is result.each_pays is None
        return [result.discarder_pays]
    assert result.discarder_pays is None
    if result.dealer:
        assert result.each_pays is not None
        assert result.dealer_pays is result.non_dealer_pays is None
        return [result.each_pays] * 3
    assert result.dealer_pays is not None and result.non_dealer_pays is not None
    assert result.each_pays is None
    return [result.dealer_pays, result.non_dealer_pays, result.non_dealer_pays]


@given(wins, rule_sets, counters, counters)
def test_payments_follow_the_formula_in_whole_hundreds(
    win: Win, rules: Rules, honba: int, sticks: int
) -> None:
    base = reference_base(win.hand, rules)
    result = score(win, rules, honba, sticks)
    assert result.value.base == base
    if not win.tsumo:
        expected = [up(base * (6 if win.dealer else 4)) + 300 * honba]
    elif win.dealer:
        expected = [up(base * 2) + 100 * honba] * 3
    else:
        expected = [up(base * 2) + 100 * honba] + [up(base) + 100 * honba] * 2
    assert payments(result) == expected
    for amount in [*expected, result.points, result.total]:
        assert amount > 0
        assert amount % 100 == 0
    # Everything the winner gains: the payments (with honba) and 1000 a riichi stick.
    assert result.stick_points == 1000 * sticks
    assert result.total == sum(expected) + 1000 * sticks
    assert result.points == sum(expected) - 300 * honba


@given(wins, rule_sets, st.integers(1, 20), counters)
def test_honba_add_300_a_honba_in_all(win: Win, rules: Rules, honba: int, sticks: int) -> None:
    bare = score(win, rules, 0, sticks)
    with_honba = score(win, rules, honba, sticks)
    assert with_honba.total - bare.total == 300 * honba
    step = 100 if win.tsumo else 300
    for before, after in zip(payments(bare), payments(with_honba), strict=True):
        assert after - before == step * honba
    assert with_honba.points == bare.points
    assert with_honba.value == bare.value


@given(st.sampled_from(GROWTHS), rule_sets)
def test_more_han_or_fu_never_pays_less(growth: tuple[Win, Win], rules: Rules) -> None:
    smaller, larger = growth
    before = score(smaller, rules)
    after = score(larger, rules)
    for small, large in zip(payments(before), payments(after), strict=True):
        assert large >= small
    assert after.value.base >= before.value.base


@given(st.sampled_from([win.hand for win in ALL_WINS if not win.tsumo]), rule_sets)
def test_dealer_ron_is_one_and_a_half_non_dealer_ron_give_or_take_rounding(
    hand: Hand, rules: Rules
) -> None:
    base = reference_base(hand, rules)
    dealer = score_win(hand, tsumo=False, dealer=True, rules=rules).discarder_pays
    non_dealer = score_win(hand, tsumo=False, dealer=False, rules=rules).discarder_pays
    assert dealer is not None and non_dealer is not None
    assert non_dealer == up(base * 4)
    assert dealer == up(1.5 * (base * 4))
    # dealer is a multiple of 100 and 1.5 x non-dealer a multiple of 150, so they differ by a
    # multiple of 50; dealer >= 6 base > 1.5 x (non-dealer - 100) = 1.5 x non-dealer - 150, and
    # dealer < 6 base + 100 <= 1.5 x non-dealer + 100.
    assert 1.5 * non_dealer - 100 <= dealer <= 1.5 * non_dealer + 50


@given(st.sampled_from([win for win in ALL_WINS if win.tsumo]), rule_sets)
def test_tsumo_payments_add_up_to_the_ron_value_or_at_most_200_more(win: Win, rules: Rules) -> None:
    # Each tsumo payment is rounded up on its own, so their sum T is at least the unrounded ron
    # value and, being a multiple of 100, at least the rounded ron value R. Each of the three
    # roundings adds less than 100, so T < R + 300: T - R is 0, 100 or 200.
    result = score(win, rules)
    ron_value = up(result.value.base * (6 if win.dealer else 4))
    assert 0 <= result.points - ron_value <= 200
    hand = win.hand
    ron_exists = hand.fu != 20 and (hand.han >= 5 or exists(hand.han, hand.fu or 0, tsumo=False))
    if hand.yakuman or ron_exists:
        by_ron = score_win(hand, tsumo=False, dealer=win.dealer, rules=rules)
        assert by_ron.points == ron_value
    if not win.dealer:
        assert result.dealer_pays is not None and result.non_dealer_pays is not None
        assert result.non_dealer_pays <= result.dealer_pays <= 2 * result.non_dealer_pays


def test_the_tsumo_bound_is_reached_at_both_ends() -> None:
    # 25 fu 4 han: 1600·3200 (6400) against 6400 on ron; 30 fu 4 han: 2000·3900 (7900) vs 7700.
    def gap(han: int, fu: int) -> int:
        hand = Hand(han=han, fu=fu)
        by_tsumo = score_win(hand, tsumo=True, dealer=False)
        by_ron = score_win(hand, tsumo=False, dealer=False)
        return by_tsumo.points - by_ron.points

    assert gap(4, 25) == 0
    assert gap(4, 30) == 200


@given(
    st.sampled_from(list(product(range(5, 41), (False, True), (False, True)))),
    rule_sets,
    st.sampled_from(list(product(FU_COUNTS, FU_COUNTS))),
)
def test_from_5_han_the_fu_are_ignored(
    win: tuple[int, bool, bool], rules: Rules, fu_pair: tuple[int, int]
) -> None:
    han, tsumo, dealer = win
    fu, other_fu = fu_pair
    assume(tsumo or 20 not in fu_pair)  # 20 fu is pinfu tsumo only, at any han
    variants = [
        score_win(Hand(han=han, fu=f), tsumo=tsumo, dealer=dealer, rules=rules)
        for f in (None, fu, other_fu)
    ]
    assert len({(v.value, tuple(payments(v)), v.total) for v in variants}) == 1
    assert variants[0].value.limit is not None
    assert variants[0].value.base == reference_base(Hand(han=han), rules)


@given(wins, rule_sets, counters, counters)
def test_kiriage_only_changes_30_fu_4_han_and_60_fu_3_han(
    win: Win, rules: Rules, honba: int, sticks: int
) -> None:
    without = score(win, rules.with_changes(kiriage_mangan=False), honba, sticks)
    with_it = score(win, rules.with_changes(kiriage_mangan=True), honba, sticks)
    if (win.hand.han, win.hand.fu) in KIRIAGE_CELLS:
        assert without.value.base == 1920
        assert with_it.value.base == 2000
        assert with_it.value.limit_name == "mangan"
        # A non-dealer's 1920 already rounds to 2000; every other payment goes up.
        for before, after in zip(payments(without), payments(with_it), strict=True):
            assert after >= before
        assert with_it.total > without.total
    else:
        assert with_it == without
