"""The payment sheet: every cell and every limit is what the scoring pays, under every preset,
and a hand being entered lands on the cell that pays it."""

from __future__ import annotations

import pytest

from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import Rules, SanmaTsumo
from tallyo_desktop.core.scoring.hand import LIMIT_HAN, VALID_FU, Hand
from tallyo_desktop.core.scoring.payments import Limit, hand_value, score_win
from tallyo_desktop.core.table.payment_sheet import (
    LIMIT_LOWEST_HAN,
    Payment,
    Spot,
    payment_sheet,
    sheet_notes,
    spot_of,
)

EVERY_PRESET = sorted(presets.KNOWN)


def _paid(hand: Hand, *, tsumo: bool, dealer: bool, rules: Rules) -> tuple[int | None, ...]:
    try:
        score = score_win(hand, tsumo=tsumo, dealer=dealer, rules=rules)
    except InvalidHand:
        return (None,) if not tsumo else (None, None)
    if not tsumo:
        return (score.discarder_pays,)
    if dealer:
        return (score.each_pays, score.each_pays)
    return (score.dealer_pays, score.non_dealer_pays)


def _shown(paid: Payment, *, tsumo: bool) -> tuple[int | None, ...]:
    if not tsumo:
        return (paid.ron,)
    if paid.tsumo is None:
        return (None, None)
    if paid.dealer:
        return (paid.tsumo.each_pays, paid.tsumo.each_pays)
    return (paid.tsumo.dealer_pays, paid.tsumo.non_dealer_pays)


@pytest.mark.parametrize("preset", EVERY_PRESET)
def test_every_cell_is_what_the_scoring_pays(preset: str) -> None:
    rules = presets.KNOWN[preset]
    sheet = payment_sheet(rules)
    assert sheet.fus == VALID_FU
    assert len(sheet.cells) == 2 * len(sheet.hans) * len(VALID_FU)
    for dealer in (False, True):
        for han in sheet.hans:
            for fu in VALID_FU:
                cell = sheet.cell(han, fu, dealer=dealer)
                assert cell is not None
                for tsumo in (False, True):
                    expected = _paid(Hand(han, fu), tsumo=tsumo, dealer=dealer, rules=rules)
                    assert _shown(cell.payment, tsumo=tsumo) == expected, (han, fu, dealer, tsumo)


@pytest.mark.parametrize("preset", EVERY_PRESET)
def test_the_rows_end_where_every_fu_is_paid_as_a_limit(preset: str) -> None:
    rules = presets.KNOWN[preset]
    sheet = payment_sheet(rules)
    assert sheet.hans == tuple(range(1, len(sheet.hans) + 1))
    last = sheet.hans[-1] + 1
    for fu in VALID_FU:
        for tsumo in (False, True):
            try:
                value = hand_value(Hand(last, fu), tsumo=tsumo, rules=rules)
            except InvalidHand:
                continue
            assert value.limit is not None
    # The last row still has a hand that pays less than a limit.
    assert any(cell.payment.limit is None for cell in sheet.cells if cell.han == last - 1)


@pytest.mark.parametrize("preset", EVERY_PRESET)
def test_every_limit_is_what_the_scoring_pays(preset: str) -> None:
    rules = presets.KNOWN[preset]
    sheet = payment_sheet(rules)
    for tier in sheet.limits:
        hand = Hand(yakuman=tier.yakuman) if tier.yakuman else Hand(tier.han or 0)
        dealer = tier.payment.dealer
        for tsumo in (False, True):
            expected = _paid(hand, tsumo=tsumo, dealer=dealer, rules=rules)
            assert _shown(tier.payment, tsumo=tsumo) == expected, (tier.name, dealer, tsumo)
        if not tier.yakuman:
            # The han named is the fewest that pay the tier.
            assert hand_value(Hand(tier.han or 0), tsumo=False, rules=rules).limit is Limit(
                tier.name
            )
            below = hand_value(Hand((tier.han or 0) - 1, 20), tsumo=True, rules=rules).limit
            assert below is not Limit(tier.name)
    names = [tier.name for tier in sheet.limits if not tier.payment.dealer]
    stacked = [name for name in names if name.endswith("_yakuman")]
    assert bool(stacked) == rules.yakuman_stacking
    assert names[:5] == ["mangan", "haneman", "baiman", "sanbaiman", "yakuman"]
    counted = next(tier for tier in sheet.limits if tier.name == "yakuman")
    assert counted.han == (13 if rules.kazoe_yakuman else None)


def test_the_lowest_han_of_each_tier_is_the_scoring_s() -> None:
    assert LIMIT_LOWEST_HAN[Limit.MANGAN] == LIMIT_HAN
    for limit, han in LIMIT_LOWEST_HAN.items():
        assert hand_value(Hand(han), tsumo=True, rules=Rules()).limit is limit


def test_known_amounts() -> None:
    sheet = payment_sheet(presets.TENHOU)
    child = sheet.cell(1, 30, dealer=False)
    dealer = sheet.cell(1, 30, dealer=True)
    assert child is not None and dealer is not None
    assert child.payment.ron == 1000
    assert child.payment.tsumo is not None
    assert (child.payment.tsumo.non_dealer_pays, child.payment.tsumo.dealer_pays) == (300, 500)
    assert dealer.payment.ron == 1500
    assert dealer.payment.tsumo is not None and dealer.payment.tsumo.each_pays == 500
    # 20 fu is pinfu tsumo: no ron; 25 fu 1 han cannot be.
    pinfu = sheet.cell(2, 20, dealer=False)
    assert pinfu is not None and pinfu.payment.ron is None and pinfu.payment.tsumo is not None
    seven_pairs = sheet.cell(1, 25, dealer=False)
    assert seven_pairs is not None
    assert (seven_pairs.payment.ron, seven_pairs.payment.tsumo) == (None, None)
    assert (sheet.honba_ron, sheet.honba_tsumo, sheet.riichi_stick) == (300, 100, 1000)
    assert sheet.draw_split == ((1, 3000, 1000), (2, 1500, 1500), (3, 1000, 3000))


def test_kiriage_rounds_its_cells_up_to_a_mangan() -> None:
    plain = payment_sheet(presets.TENHOU).cell(4, 30, dealer=False)
    rounded = payment_sheet(presets.M_LEAGUE).cell(4, 30, dealer=False)
    assert plain is not None and rounded is not None
    assert (plain.payment.ron, rounded.payment.ron) == (7700, 8000)
    assert rounded.payment.limit is Limit.MANGAN and plain.payment.limit is None
    assert any("Kiriage mangan:" in note for note in sheet_notes(payment_sheet(presets.M_LEAGUE)))


def test_three_players_pay_as_their_tsumo_rule_says() -> None:
    loss = presets.TENHOU_3P
    bisection = loss.with_changes(sanma_tsumo=SanmaTsumo.NORTH_BISECTION)
    lost = payment_sheet(loss).cell(1, 30, dealer=False)
    split = payment_sheet(bisection).cell(1, 30, dealer=False)
    assert lost is not None and split is not None and lost.payment.tsumo and split.payment.tsumo
    assert (lost.payment.tsumo.dealer_pays, lost.payment.tsumo.non_dealer_pays) == (500, 300)
    # North's 300 is halved and rounded up: 200 more from each payer.
    assert (split.payment.tsumo.dealer_pays, split.payment.tsumo.non_dealer_pays) == (700, 500)
    assert payment_sheet(loss).draw_split == ((1, 2000, 1000), (2, 1000, 2000))
    assert any("tsumo loss" in note for note in sheet_notes(payment_sheet(loss)))
    assert any("North bisection" in note for note in sheet_notes(payment_sheet(bisection)))
    assert not any("Three players" in note for note in sheet_notes(payment_sheet(presets.TENHOU)))


def test_a_hand_lands_on_its_cell_or_its_limit() -> None:
    sheet = payment_sheet(presets.TENHOU)
    assert spot_of(sheet, Hand(3, 40), dealer=False, tsumo=False) == Spot(False, False, 3, 40)
    assert spot_of(sheet, Hand(4, 40), dealer=True, tsumo=True) == Spot(True, True, 4, 40)
    assert spot_of(sheet, Hand(7), dealer=False, tsumo=True) == Spot(False, True, tier="haneman")
    assert spot_of(sheet, Hand(13), dealer=True, tsumo=False) == Spot(True, False, tier="yakuman")
    double = spot_of(sheet, Hand(yakuman=2), dealer=False, tsumo=False)
    assert double == Spot(False, False, tier="double_yakuman")
    assert spot_of(sheet, Hand(1, 20), dealer=False, tsumo=True) is None
    # Without counted yakuman 13 han is a sanbaiman, and yakuman do not stack.
    wrc = payment_sheet(presets.WRC)
    assert spot_of(wrc, Hand(13), dealer=False, tsumo=False) == Spot(False, False, tier="sanbaiman")
    assert spot_of(wrc, Hand(yakuman=2), dealer=False, tsumo=False) == Spot(
        False, False, tier="yakuman"
    )
