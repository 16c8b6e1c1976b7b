"""Every number of the charts and the limit table in the scoring reference, and the rule options.

The expected values below are the reference's own tables (docs: scoring.md); the limit rows are
checked from their base points with the one formula: ron base x 4 / x 6, tsumo base x 2 and x 1.
"""

from __future__ import annotations

import pytest

from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import Hand, yakuman_name
from tallyo_desktop.core.scoring.payments import Limit, WinScore, hand_value, score_win

VALID_FU = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)

# Ron chart: (fu, han) -> (non-dealer, dealer), no honba.
RON_CHART: dict[tuple[int, int], tuple[int, int]] = {
    (25, 2): (1600, 2400),
    (25, 3): (3200, 4800),
    (25, 4): (6400, 9600),
    (30, 1): (1000, 1500),
    (30, 2): (2000, 2900),
    (30, 3): (3900, 5800),
    (30, 4): (7700, 11600),
    (40, 1): (1300, 2000),
    (40, 2): (2600, 3900),
    (40, 3): (5200, 7700),
    (40, 4): (8000, 12000),
}

# Tsumo chart: (fu, han) -> (each non-dealer pays, the dealer pays, dealer tsumo: each pays).
TSUMO_CHART: dict[tuple[int, int], tuple[int, int, int]] = {
    (20, 2): (400, 700, 700),
    (20, 3): (700, 1300, 1300),
    (20, 4): (1300, 2600, 2600),
    (25, 3): (800, 1600, 1600),
    (25, 4): (1600, 3200, 3200),
    (30, 1): (300, 500, 500),
    (30, 2): (500, 1000, 1000),
    (30, 3): (1000, 2000, 2000),
    (30, 4): (2000, 3900, 3900),
}

# Limit table: name -> (han range, non-dealer ron, dealer ron, base).
LIMIT_TABLE: dict[str, tuple[range, int, int, int]] = {
    "mangan": (range(5, 6), 8000, 12000, 2000),
    "haneman": (range(6, 8), 12000, 18000, 3000),
    "baiman": (range(8, 11), 16000, 24000, 4000),
    "sanbaiman": (range(11, 13), 24000, 36000, 6000),
    "yakuman": (range(13, 17), 32000, 48000, 8000),
}
LIMIT_ROWS = [
    (name, han, non_dealer, dealer, base)
    for name, (hans, non_dealer, dealer, base) in LIMIT_TABLE.items()
    for han in hans
]

KIRIAGE = Rules(kiriage_mangan=True)
NO_KIRIAGE = Rules(kiriage_mangan=False)


def ron(hand: Hand, *, dealer: bool = False, rules: Rules | None = None, **kw: int) -> WinScore:
    return score_win(hand, tsumo=False, dealer=dealer, rules=rules, **kw)


def tsumo(hand: Hand, *, dealer: bool = False, rules: Rules | None = None, **kw: int) -> WinScore:
    return score_win(hand, tsumo=True, dealer=dealer, rules=rules, **kw)


# --- The ron chart ------------------------------------------------------------------------------


@pytest.mark.parametrize(("fu", "han"), sorted(RON_CHART))
@pytest.mark.parametrize("dealer", [False, True], ids=["non-dealer", "dealer"])
def test_ron_chart_cell(fu: int, han: int, dealer: bool) -> None:
    expected = RON_CHART[fu, han][1 if dealer else 0]
    score = ron(Hand(han=han, fu=fu), dealer=dealer)
    assert score.discarder_pays == expected
    assert score.points == expected
    assert score.total == expected
    assert score.tsumo is False
    assert score.dealer is dealer
    assert (score.dealer_pays, score.non_dealer_pays, score.each_pays) == (None, None, None)


@pytest.mark.parametrize(("fu", "han"), sorted(RON_CHART))
def test_ron_chart_cells_carry_a_limit_name_only_at_the_cap(fu: int, han: int) -> None:
    value = hand_value(Hand(han=han, fu=fu), tsumo=False, rules=Rules())
    over_cap = fu * 2 ** (2 + han) >= 2000
    assert value.limit_name == ("mangan" if over_cap else None)
    assert value.limit == (Limit.MANGAN if over_cap else None)
    assert value.base == min(fu * 2 ** (2 + han), 2000)


# --- The tsumo chart ----------------------------------------------------------------------------


@pytest.mark.parametrize(("fu", "han"), sorted(TSUMO_CHART))
def test_tsumo_chart_non_dealer_cell(fu: int, han: int) -> None:
    from_other, from_dealer, _ = TSUMO_CHART[fu, han]
    score = tsumo(Hand(han=han, fu=fu))
    assert score.non_dealer_pays == from_other
    assert score.dealer_pays == from_dealer
    assert score.each_pays is None
    assert score.discarder_pays is None
    assert score.points == from_dealer + 2 * from_other
    assert score.total == from_dealer + 2 * from_other


@pytest.mark.parametrize(("fu", "han"), sorted(TSUMO_CHART))
def test_tsumo_chart_dealer_cell(fu: int, han: int) -> None:
    each = TSUMO_CHART[fu, han][2]
    score = tsumo(Hand(han=han, fu=fu), dealer=True)
    assert score.each_pays == each
    assert (score.discarder_pays, score.dealer_pays, score.non_dealer_pays) == (None, None, None)
    assert score.points == 3 * each
    assert score.total == 3 * each


# --- Anchors ------------------------------------------------------------------------------------


def test_anchor_30_fu_1_han_non_dealer_ron_is_1000() -> None:
    assert ron(Hand(han=1, fu=30)).discarder_pays == 1000


def test_anchor_30_fu_4_han_is_7700_and_11600_without_kiriage() -> None:
    assert ron(Hand(han=4, fu=30)).discarder_pays == 7700
    assert ron(Hand(han=4, fu=30), dealer=True).discarder_pays == 11600
    assert ron(Hand(han=4, fu=30), rules=NO_KIRIAGE).discarder_pays == 7700
    assert ron(Hand(han=4, fu=30), dealer=True, rules=NO_KIRIAGE).discarder_pays == 11600


def test_default_rules_do_not_round_up_to_mangan() -> None:
    assert Rules().kiriage_mangan is False


# --- Kiriage mangan -----------------------------------------------------------------------------


@pytest.mark.parametrize(("han", "fu"), [(4, 30), (3, 60)])
def test_kiriage_rounds_up_to_mangan(han: int, fu: int) -> None:
    hand = Hand(han=han, fu=fu)
    assert ron(hand, rules=KIRIAGE).discarder_pays == 8000
    assert ron(hand, dealer=True, rules=KIRIAGE).discarder_pays == 12000
    on_tsumo = tsumo(hand, rules=KIRIAGE)
    assert (on_tsumo.non_dealer_pays, on_tsumo.dealer_pays) == (2000, 4000)
    assert tsumo(hand, dealer=True, rules=KIRIAGE).each_pays == 4000
    value = hand_value(hand, tsumo=False, rules=KIRIAGE)
    assert value.limit is Limit.MANGAN
    assert value.limit_name == "mangan"
    assert value.base == 2000


@pytest.mark.parametrize(("han", "fu"), [(4, 30), (3, 60)])
def test_without_kiriage_they_stay_below_mangan(han: int, fu: int) -> None:
    # Both are base 1920: 7700 / 11600 on ron, 2000·3900 / 3900 all on tsumo.
    hand = Hand(han=han, fu=fu)
    assert ron(hand, rules=NO_KIRIAGE).discarder_pays == 7700
    assert ron(hand, dealer=True, rules=NO_KIRIAGE).discarder_pays == 11600
    on_tsumo = tsumo(hand, rules=NO_KIRIAGE)
    assert (on_tsumo.non_dealer_pays, on_tsumo.dealer_pays) == (2000, 3900)
    assert tsumo(hand, dealer=True, rules=NO_KIRIAGE).each_pays == 3900
    value = hand_value(hand, tsumo=False, rules=NO_KIRIAGE)
    assert value.limit is None
    assert value.limit_name is None
    assert value.base == 1920


@pytest.mark.parametrize("rules", [KIRIAGE, NO_KIRIAGE], ids=["kiriage", "no-kiriage"])
def test_40_fu_4_han_is_mangan_under_every_rule(rules: Rules) -> None:
    hand = Hand(han=4, fu=40)
    assert ron(hand, rules=rules).discarder_pays == 8000
    assert ron(hand, dealer=True, rules=rules).discarder_pays == 12000
    assert hand_value(hand, tsumo=False, rules=rules).limit_name == "mangan"


@pytest.mark.parametrize(
    ("han", "fu"),
    [(han, fu) for han in range(1, 5) for fu in VALID_FU[2:] if fu * 2 ** (2 + han) >= 2000],
)
def test_any_hand_whose_base_reaches_2000_is_mangan(han: int, fu: int) -> None:
    assert ron(Hand(han=han, fu=fu)).discarder_pays == 8000
    assert ron(Hand(han=han, fu=fu), dealer=True).discarder_pays == 12000
    assert hand_value(Hand(han=han, fu=fu), tsumo=False, rules=Rules()).limit is Limit.MANGAN


def test_kiriage_leaves_the_neighbours_of_30_4_and_60_3_alone() -> None:
    # 30 fu 3 han and 50 fu 3 han stay as they are; 70 fu 3 han is mangan either way.
    assert ron(Hand(han=3, fu=30), rules=KIRIAGE).discarder_pays == 3900
    assert ron(Hand(han=3, fu=40), rules=KIRIAGE).discarder_pays == 5200
    assert ron(Hand(han=3, fu=50), rules=KIRIAGE).discarder_pays == 6400
    assert ron(Hand(han=4, fu=25), rules=KIRIAGE).discarder_pays == 6400
    assert ron(Hand(han=3, fu=70), rules=NO_KIRIAGE).discarder_pays == 8000


# --- The limit table ----------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "han", "non_dealer", "dealer", "base"), LIMIT_ROWS)
def test_limit_table_ron(name: str, han: int, non_dealer: int, dealer: int, base: int) -> None:
    assert non_dealer == 4 * base and dealer == 6 * base  # the table agrees with the formula
    assert ron(Hand(han=han)).discarder_pays == non_dealer
    assert ron(Hand(han=han), dealer=True).discarder_pays == dealer
    value = hand_value(Hand(han=han), tsumo=False, rules=Rules())
    assert value.base == base
    assert value.limit_name == name
    assert value.limit is Limit(name)


@pytest.mark.parametrize(("name", "han", "non_dealer", "dealer", "base"), LIMIT_ROWS)
def test_limit_table_tsumo(name: str, han: int, non_dealer: int, dealer: int, base: int) -> None:
    by_non_dealer = tsumo(Hand(han=han))
    assert by_non_dealer.dealer_pays == 2 * base
    assert by_non_dealer.non_dealer_pays == base
    assert by_non_dealer.total == non_dealer
    by_dealer = tsumo(Hand(han=han), dealer=True)
    assert by_dealer.each_pays == 2 * base
    assert by_dealer.total == dealer


@pytest.mark.parametrize("han", range(5, 14))
@pytest.mark.parametrize(
    ("fu", "is_tsumo"),
    [(fu, False) for fu in VALID_FU if fu != 20] + [(fu, True) for fu in VALID_FU],
)
def test_from_5_han_the_fu_do_not_matter(han: int, fu: int, is_tsumo: bool) -> None:
    with_fu = score_win(Hand(han=han, fu=fu), tsumo=is_tsumo, dealer=False)
    without = score_win(Hand(han=han), tsumo=is_tsumo, dealer=False)
    assert with_fu.value == without.value
    assert with_fu.total == without.total


@pytest.mark.parametrize("han", range(1, 14))
def test_20_fu_ron_is_refused_at_every_han(han: int) -> None:
    # 20 fu exists only as pinfu tsumo, so a 20 fu ron is a mistyped entry even from 5 han.
    with pytest.raises(InvalidHand, match="20 fu"):
        score_win(Hand(han=han, fu=20), tsumo=False, dealer=False)


def test_counted_yakuman_is_on_by_default() -> None:
    assert Rules().kazoe_yakuman is True
    assert ron(Hand(han=13)).discarder_pays == 32000


@pytest.mark.parametrize("han", [13, 14, 20, 26])
def test_counted_yakuman_on_is_one_yakuman(han: int) -> None:
    rules = Rules(kazoe_yakuman=True)
    assert ron(Hand(han=han), rules=rules).discarder_pays == 32000
    assert ron(Hand(han=han), dealer=True, rules=rules).discarder_pays == 48000
    value = hand_value(Hand(han=han), tsumo=False, rules=rules)
    assert value.limit is Limit.YAKUMAN
    assert value.limit_name == "yakuman"
    assert value.yakuman_multiple == 1


@pytest.mark.parametrize("han", [13, 14, 20, 26])
def test_counted_yakuman_off_stops_at_sanbaiman(han: int) -> None:
    rules = Rules(kazoe_yakuman=False)
    assert ron(Hand(han=han), rules=rules).discarder_pays == 24000
    assert ron(Hand(han=han), dealer=True, rules=rules).discarder_pays == 36000
    by_dealer = tsumo(Hand(han=han), dealer=True, rules=rules)
    assert by_dealer.each_pays == 12000
    value = hand_value(Hand(han=han), tsumo=False, rules=rules)
    assert value.limit is Limit.SANBAIMAN
    assert value.limit_name == "sanbaiman"
    assert value.yakuman_multiple == 0


def test_counted_yakuman_option_does_not_touch_12_han() -> None:
    for kazoe in (False, True):
        rules = Rules(kazoe_yakuman=kazoe)
        assert ron(Hand(han=12), rules=rules).discarder_pays == 24000
        assert hand_value(Hand(han=12), tsumo=False, rules=rules).limit_name == "sanbaiman"


# --- Yakuman counts -----------------------------------------------------------------------------


@pytest.mark.parametrize("count", range(1, 7))
def test_yakuman_stack_when_stacking_is_on(count: int) -> None:
    rules = Rules(yakuman_stacking=True)
    hand = Hand(yakuman=count)
    assert ron(hand, rules=rules).discarder_pays == 32000 * count
    assert ron(hand, dealer=True, rules=rules).discarder_pays == 48000 * count
    by_non_dealer = tsumo(hand, rules=rules)
    assert (by_non_dealer.non_dealer_pays, by_non_dealer.dealer_pays) == (
        8000 * count,
        16000 * count,
    )
    assert tsumo(hand, dealer=True, rules=rules).each_pays == 16000 * count
    value = hand_value(hand, tsumo=False, rules=rules)
    assert value.limit is Limit.YAKUMAN
    assert value.yakuman_multiple == count
    assert value.base == 8000 * count


@pytest.mark.parametrize("count", range(1, 7))
def test_yakuman_do_not_stack_when_stacking_is_off(count: int) -> None:
    rules = Rules(yakuman_stacking=False)
    hand = Hand(yakuman=count)
    assert ron(hand, rules=rules).discarder_pays == 32000
    assert ron(hand, dealer=True, rules=rules).discarder_pays == 48000
    value = hand_value(hand, tsumo=True, rules=rules)
    assert value.yakuman_multiple == 1
    assert value.limit_name == "yakuman"


def test_yakuman_names() -> None:
    stacking = Rules(yakuman_stacking=True)
    assert hand_value(Hand(yakuman=1), tsumo=False, rules=stacking).limit_name == "yakuman"
    assert hand_value(Hand(yakuman=2), tsumo=False, rules=stacking).limit_name == ("double yakuman")
    assert hand_value(Hand(yakuman=3), tsumo=False, rules=stacking).limit_name == ("triple yakuman")
    assert yakuman_name(1) == "yakuman"
    assert yakuman_name(2) == "double yakuman"
    four = yakuman_name(4)
    assert "4" in four and "yakuman" in four
    assert Hand(yakuman=2).describe() == "double yakuman"


def test_yakuman_is_the_default_stacking_rule() -> None:
    assert Rules().yakuman_stacking is True
    assert ron(Hand(yakuman=2)).discarder_pays == 64000


# --- Honba and riichi sticks --------------------------------------------------------------------


@pytest.mark.parametrize("honba", [0, 1, 2, 5])
@pytest.mark.parametrize("dealer", [False, True], ids=["non-dealer", "dealer"])
def test_honba_on_ron_adds_300_each_to_the_discarder(honba: int, dealer: bool) -> None:
    bare = RON_CHART[30, 3][1 if dealer else 0]
    score = ron(Hand(han=3, fu=30), dealer=dealer, honba=honba)
    assert score.discarder_pays == bare + 300 * honba
    assert score.total == bare + 300 * honba
    assert score.points == bare
    assert score.honba == honba


@pytest.mark.parametrize("honba", [0, 1, 2, 5])
def test_honba_on_non_dealer_tsumo_adds_100_to_each_payment(honba: int) -> None:
    from_other, from_dealer, _ = TSUMO_CHART[30, 2]
    score = tsumo(Hand(han=2, fu=30), honba=honba)
    assert score.non_dealer_pays == from_other + 100 * honba
    assert score.dealer_pays == from_dealer + 100 * honba
    assert score.total == from_dealer + 2 * from_other + 300 * honba
    assert score.points == from_dealer + 2 * from_other


@pytest.mark.parametrize("honba", [0, 1, 2, 5])
def test_honba_on_dealer_tsumo_adds_100_to_each_payment(honba: int) -> None:
    each = TSUMO_CHART[30, 2][2]
    score = tsumo(Hand(han=2, fu=30), dealer=True, honba=honba)
    assert score.each_pays == each + 100 * honba
    assert score.total == 3 * each + 300 * honba
    assert score.points == 3 * each


@pytest.mark.parametrize("sticks", [0, 1, 2, 4, 7])
def test_each_riichi_stick_adds_1000_to_the_total_only(sticks: int) -> None:
    hand = Hand(han=2, fu=30)
    on_ron = ron(hand, sticks=sticks)
    assert on_ron.discarder_pays == 2000
    assert on_ron.total == 2000 + 1000 * sticks
    assert on_ron.stick_points == 1000 * sticks
    assert on_ron.sticks == sticks
    on_tsumo = tsumo(hand, sticks=sticks)
    assert (on_tsumo.non_dealer_pays, on_tsumo.dealer_pays) == (500, 1000)
    assert on_tsumo.total == 2000 + 1000 * sticks
    by_dealer = tsumo(hand, dealer=True, sticks=sticks)
    assert by_dealer.each_pays == 1000
    assert by_dealer.total == 3000 + 1000 * sticks


def test_honba_and_sticks_together() -> None:
    # 40 fu 3 han dealer ron 7700, 3 honba (+900), 2 sticks (+2000).
    score = ron(Hand(han=3, fu=40), dealer=True, honba=3, sticks=2)
    assert score.discarder_pays == 8600
    assert score.total == 10600
    # Mangan tsumo by a non-dealer: 2000·4000, 2 honba, 1 stick.
    score = tsumo(Hand(han=5), honba=2, sticks=1)
    assert (score.non_dealer_pays, score.dealer_pays) == (2200, 4200)
    assert score.total == 8600 + 1000


@pytest.mark.parametrize("honba", [1, 2, 4])
def test_custom_honba_of_200_on_ron(honba: int) -> None:
    rules = Rules(honba_ron=200)
    score = ron(Hand(han=1, fu=30), rules=rules, honba=honba)
    assert score.discarder_pays == 1000 + 200 * honba
    assert ron(Hand(han=1, fu=30), dealer=True, rules=rules, honba=honba).discarder_pays == (
        1500 + 200 * honba
    )
    # The tsumo amount is its own option and stays at 100 a payment.
    on_tsumo = tsumo(Hand(han=1, fu=30), rules=rules, honba=honba)
    assert (on_tsumo.non_dealer_pays, on_tsumo.dealer_pays) == (
        300 + 100 * honba,
        500 + 100 * honba,
    )


def test_custom_honba_on_tsumo_and_custom_stick() -> None:
    rules = Rules(honba_tsumo=200, riichi_stick=500)
    score = tsumo(Hand(han=1, fu=30), dealer=True, rules=rules, honba=2, sticks=3)
    assert score.each_pays == 500 + 400
    assert score.total == 3 * 900 + 1500
    assert ron(Hand(han=1, fu=30), rules=rules, honba=2).discarder_pays == 1000 + 600
