"""The payment sheet players keep by the table, for one set of rules: what every han and fu pays
by ron and by tsumo, for a dealer and a non-dealer, the limit tiers, and the honba, the riichi
stick and the draw split.

Every amount is asked of the scoring itself (`score_win`, `noten_payments` and the rule
questions), so the sheet cannot say other than what the table pays. Amounts leave out honba
and riichi sticks; with three players they are what each payer pays under the rules' tsumo
scheme.
"""

from __future__ import annotations

from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.questions import honba_payment, riichi_stick_value
from tallyo_desktop.core.rules.rules import Rules, SanmaTsumo
from tallyo_desktop.core.scoring.hand import (
    KAZOE_HAN,
    LIMIT_HAN,
    MAX_YAKUMAN,
    VALID_FU,
    Hand,
)
from tallyo_desktop.core.scoring.payments import Limit, WinScore, hand_value, score_win
from tallyo_desktop.core.table.draws import noten_payments
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.values import valueclass

LIMIT_LOWEST_HAN = {Limit.MANGAN: LIMIT_HAN, Limit.HANEMAN: 6, Limit.BAIMAN: 8, Limit.SANBAIMAN: 11}
"""The fewest han that pay each tier below yakuman; `test_payment_sheet` checks each against
the scoring, so a change there cannot leave the sheet behind."""

MULTIPLE_NAMES = {2: "double_yakuman", 3: "triple_yakuman", 4: "quadruple_yakuman",
                  5: "quintuple_yakuman", 6: "sextuple_yakuman"}  # fmt: skip
"""The fixed names of the stacked yakuman tiers, for machine-readable output."""


@valueclass
class TsumoPay:
    """What a tsumo costs each payer, honba aside: on a non-dealer's win the dealer pays
    `dealer_pays` and each other player `non_dealer_pays`; on the dealer's, each pays
    `each_pays`."""

    dealer_pays: int | None = None
    non_dealer_pays: int | None = None
    each_pays: int | None = None

    def as_json(self) -> dict[str, int | None]:
        if self.each_pays is not None:
            return {"each_pays": self.each_pays}
        return {"dealer_pays": self.dealer_pays, "non_dealer_pays": self.non_dealer_pays}


@valueclass
class Payment:
    """One hand at one seat: what a ron and a tsumo pay, None where no hand can be so won."""

    dealer: bool
    ron: int | None
    tsumo: TsumoPay | None
    limit: Limit | None
    """The tier the hand is paid as (a 4 han 40 fu hand is a mangan), None below a mangan."""


@valueclass
class Cell:
    """The sheet at `han` and `fu`, for a dealer's or a non-dealer's win."""

    han: int
    fu: int
    payment: Payment


@valueclass
class LimitTier:
    """A limit the rules pay: `name` is fixed ("mangan", "double_yakuman"); `han` the fewest
    han that pay it, None for a yakuman that is not counted in han; `yakuman` the count of a
    yakuman tier, 0 below."""

    name: str
    han: int | None
    yakuman: int
    payment: Payment


@valueclass
class PaymentSheet:
    rules: Rules
    hans: tuple[int, ...]
    """The rows: from 1 han to the last at which some fu still pays less than a mangan."""
    fus: tuple[int, ...]
    cells: tuple[Cell, ...]
    """Every han and fu, the non-dealer's cells first, then the dealer's."""
    limits: tuple[LimitTier, ...]
    """Each tier for a non-dealer, then for the dealer."""
    honba_ron: int
    """What one honba adds to a ron."""
    honba_tsumo: int
    """What one honba adds to each tsumo payment."""
    riichi_stick: int
    draw_split: tuple[tuple[int, int, int], ...]
    """(tenpai players, what each of them receives, what each noten player pays)."""

    def cell(self, han: int, fu: int, *, dealer: bool) -> Cell | None:
        for cell in self.cells:
            if (cell.han, cell.fu, cell.payment.dealer) == (han, fu, dealer):
                return cell
        return None


def _score(hand: Hand, *, tsumo: bool, dealer: bool, rules: Rules) -> WinScore | None:
    try:
        return score_win(hand, tsumo=tsumo, dealer=dealer, rules=rules)
    except InvalidHand:
        return None


def payment(hand: Hand, *, dealer: bool, rules: Rules) -> Payment:
    """What `hand` pays a dealer or non-dealer by ron and by tsumo, as the scoring pays it."""
    ron = _score(hand, tsumo=False, dealer=dealer, rules=rules)
    tsumo = _score(hand, tsumo=True, dealer=dealer, rules=rules)
    paid: TsumoPay | None = None
    if tsumo is not None:
        paid = (
            TsumoPay(each_pays=tsumo.each_pays)
            if dealer
            else TsumoPay(dealer_pays=tsumo.dealer_pays, non_dealer_pays=tsumo.non_dealer_pays)
        )
    either = ron or tsumo
    return Payment(
        dealer,
        None if ron is None else ron.discarder_pays,
        paid,
        None if either is None else either.value.limit,
    )


def _rows(rules: Rules) -> tuple[int, ...]:
    """Han from 1 up to the last at which some fu pays less than a limit."""
    hans: list[int] = []
    han = 1
    while True:
        below = [
            fu
            for fu in VALID_FU
            for dealer in (False, True)
            if payment(Hand(han, fu), dealer=dealer, rules=rules).limit is None
        ]
        if not below and hans:
            return tuple(hans)
        hans.append(han)
        han += 1


def _limits(rules: Rules, dealer: bool) -> list[LimitTier]:
    tiers = [
        LimitTier(limit.value, han, 0, payment(Hand(han), dealer=dealer, rules=rules))
        for limit, han in LIMIT_LOWEST_HAN.items()
    ]
    counted = KAZOE_HAN if rules.kazoe_yakuman else None
    tiers.append(
        LimitTier(Limit.YAKUMAN.value, counted, 1, payment(Hand(yakuman=1), dealer=dealer,
                                                            rules=rules))
    )  # fmt: skip
    if rules.yakuman_stacking:
        tiers += [
            LimitTier(MULTIPLE_NAMES[count], None, count,
                      payment(Hand(yakuman=count), dealer=dealer, rules=rules))
            for count in range(2, MAX_YAKUMAN + 1)
        ]  # fmt: skip
    return tiers


def draw_split(rules: Rules) -> tuple[tuple[int, int, int], ...]:
    """How the noten payment is split for each count of players in tenpai."""
    seats = rules.players
    split = []
    for count in range(1, seats):
        paid = noten_payments(ExhaustiveDraw(frozenset(range(count))), rules, seats)
        split.append((count, paid[0], -paid[-1]))
    return tuple(split)


def payment_sheet(rules: Rules) -> PaymentSheet:
    """The whole sheet for `rules`."""
    hans = _rows(rules)
    cells = tuple(
        Cell(han, fu, payment(Hand(han, fu), dealer=dealer, rules=rules))
        for dealer in (False, True)
        for han in hans
        for fu in VALID_FU
    )
    return PaymentSheet(
        rules=rules,
        hans=hans,
        fus=VALID_FU,
        cells=cells,
        limits=tuple(_limits(rules, False) + _limits(rules, True)),
        honba_ron=honba_payment(rules, 1, tsumo=False),
        honba_tsumo=honba_payment(rules, 1, tsumo=True),
        riichi_stick=riichi_stick_value(rules),
        draw_split=draw_split(rules),
    )


def sheet_json(sheet: PaymentSheet) -> dict[str, object]:
    """The sheet as `tallyo-desktop chart --json` prints it: a contract for scripts."""

    def tsumo(paid: TsumoPay | None) -> dict[str, int | None] | None:
        return None if paid is None else paid.as_json()

    return {
        "rules": sheet.rules.preset,
        "players": sheet.rules.players,
        "cells": [
            {
                "han": cell.han,
                "fu": cell.fu,
                "dealer": cell.payment.dealer,
                "ron": cell.payment.ron,
                "tsumo": tsumo(cell.payment.tsumo),
            }
            for cell in sheet.cells
        ],
        "limits": [
            {
                "name": tier.name,
                "han": tier.han,
                "dealer": tier.payment.dealer,
                "ron": tier.payment.ron,
                "tsumo": tsumo(tier.payment.tsumo),
            }
            for tier in sheet.limits
        ],
    }


def sheet_notes(sheet: PaymentSheet) -> list[str]:
    """What the rules set beside the tables, one sentence each, in the players' words."""
    rules = sheet.rules
    notes = [
        translate(
            "payment_sheet",
            "Kiriage mangan: 30 fu 4 han and 60 fu 3 han are paid as a mangan.",
        )
        if rules.kiriage_mangan
        else translate(
            "payment_sheet",
            "No kiriage mangan: 30 fu 4 han and 60 fu 3 han are paid as counted.",
        ),
        translate(
            "payment_sheet",
            "Each honba: {ron} more on a ron, {tsumo} more from each payer of a tsumo.",
        ).format(ron=sheet.honba_ron, tsumo=sheet.honba_tsumo),
        translate("payment_sheet", "A riichi stick is worth {points}.").format(
            points=sheet.riichi_stick
        ),
    ]
    for tenpai, receives, pays in sheet.draw_split:
        notes.append(
            translate(
                "payment_sheet",
                "Draw with {tenpai} in tenpai: each noten player pays {pays}, each tenpai "
                "player receives {receives}.",
            ).format(tenpai=tenpai, pays=pays, receives=receives)
        )
    if rules.players == 3:
        if rules.sanma_tsumo is SanmaTsumo.NORTH_BISECTION:
            notes.append(
                translate(
                    "payment_sheet",
                    "Three players, North bisection: the missing North's tsumo payment is "
                    "split between the two payers, so each pays more than with four.",
                )
            )
        else:
            notes.append(
                translate(
                    "payment_sheet",
                    "Three players, tsumo loss: the two payers pay what they would with four; "
                    "the missing North's share is not paid, so a tsumo earns less than a ron.",
                )
            )
    return notes


@valueclass
class Spot:
    """Where a hand lands on the sheet: a cell (`han`, `fu`) or a limit tier (`tier`, its
    name), for a dealer's or non-dealer's win by ron or by tsumo."""

    dealer: bool
    tsumo: bool
    han: int | None = None
    fu: int | None = None
    tier: str | None = None


def spot_of(sheet: PaymentSheet, hand: Hand, *, dealer: bool, tsumo: bool) -> Spot | None:
    """The place of `hand` on `sheet`; None for a hand that cannot be scored."""
    try:
        value = hand_value(hand, tsumo=tsumo, rules=sheet.rules)
    except InvalidHand:
        return None
    if not hand.yakuman and hand.fu is not None and hand.han in sheet.hans:
        return Spot(dealer, tsumo, han=hand.han, fu=hand.fu)
    if value.limit is None:
        return None
    if value.limit is Limit.YAKUMAN and value.yakuman_multiple > 1:
        return Spot(dealer, tsumo, tier=MULTIPLE_NAMES[value.yakuman_multiple])
    return Spot(dealer, tsumo, tier=value.limit.value)
