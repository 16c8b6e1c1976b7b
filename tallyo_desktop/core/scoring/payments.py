"""The scoring formula: what a winning hand is worth and who pays how much.

Base points = fu x 2^(2 + han), capped at mangan (2000). A non-dealer ron is base x 4, a dealer ron
base x 6; on a non-dealer tsumo the dealer pays base x 2 and each other player base x 1; on a
dealer tsumo each player pays base x 2. Every single payment is rounded up to the next 100.
"""

from __future__ import annotations

from enum import Enum

from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.exhaustive import assert_never
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.rules import Rules, SanmaTsumo
from tallyo_desktop.core.scoring.hand import KAZOE_HAN, Hand, validate_hand, yakuman_name
from tallyo_desktop.core.values import valueclass

MANGAN_BASE = 2000
YAKUMAN_BASE = 8000
KIRIAGE_BASE = 1920
"""30 fu 4 han and 60 fu 3 han: rounded up to mangan under kiriage mangan."""


class Limit(Enum):
    """A limit tier. Its value is a fixed name for machine-readable output; players read
    `limit_label`, which follows the language."""

    MANGAN = "mangan"
    HANEMAN = "haneman"
    BAIMAN = "baiman"
    SANBAIMAN = "sanbaiman"
    YAKUMAN = "yakuman"


def limit_label(limit: Limit) -> str:
    """The name of a limit tier as players read it."""
    match limit:
        case Limit.MANGAN:
            return translate("scoring", "mangan")
        case Limit.HANEMAN:
            return translate("scoring", "haneman")
        case Limit.BAIMAN:
            return translate("scoring", "baiman")
        case Limit.SANBAIMAN:
            return translate("scoring", "sanbaiman")
        case Limit.YAKUMAN:
            return translate("scoring", "yakuman")
    assert_never(limit)


LIMIT_BASE = {
    Limit.MANGAN: MANGAN_BASE,
    Limit.HANEMAN: 3000,
    Limit.BAIMAN: 4000,
    Limit.SANBAIMAN: 6000,
    Limit.YAKUMAN: YAKUMAN_BASE,
}


def round_up_100(points: int) -> int:
    return -(-points // 100) * 100


@valueclass
class HandValue:
    """A hand's base points and limit tier, before anyone is told to pay."""

    base: int
    limit: Limit | None
    yakuman_multiple: int = 0

    @property
    def limit_name(self) -> str | None:
        if self.limit is Limit.YAKUMAN and self.yakuman_multiple > 1:
            return yakuman_name(self.yakuman_multiple)
        return None if self.limit is None else limit_label(self.limit)


def hand_value(hand: Hand, *, tsumo: bool, rules: Rules) -> HandValue:
    """Validate `hand` and work out its base points under `rules`."""
    validate_hand(hand, tsumo=tsumo)
    if hand.yakuman:
        multiple = hand.yakuman if rules.yakuman_stacking else 1
        return HandValue(YAKUMAN_BASE * multiple, Limit.YAKUMAN, multiple)
    han = hand.han
    if han >= KAZOE_HAN:
        if rules.kazoe_yakuman:
            return HandValue(YAKUMAN_BASE, Limit.YAKUMAN, 1)
        return HandValue(LIMIT_BASE[Limit.SANBAIMAN], Limit.SANBAIMAN)
    for lowest, limit in ((11, Limit.SANBAIMAN), (8, Limit.BAIMAN), (6, Limit.HANEMAN)):
        if han >= lowest:
            return HandValue(LIMIT_BASE[limit], limit)
    if han >= 5 or hand.fu is None:
        return HandValue(MANGAN_BASE, Limit.MANGAN)
    base = hand.fu * 2 ** (2 + han)
    if base >= MANGAN_BASE or (rules.kiriage_mangan and base == KIRIAGE_BASE):
        return HandValue(MANGAN_BASE, Limit.MANGAN)
    return HandValue(base, None)


def ron_payment(base: int, *, dealer: bool) -> int:
    """What the discarder pays for a ron, before honba."""
    return round_up_100(base * (6 if dealer else 4))


def tsumo_payments(base: int, *, dealer: bool) -> tuple[int, int]:
    """(what the dealer pays, what each non-dealer pays) on a tsumo, before honba.

    On a dealer's own tsumo there is no paying dealer: both figures are what each player pays.
    """
    if dealer:
        each = round_up_100(base * 2)
        return each, each
    return round_up_100(base * 2), round_up_100(base)


def tsumo_shares(base: int, *, dealer: bool, rules: Rules) -> tuple[int, int]:
    """`tsumo_payments` at the table of `rules`: with three players under North-bisection, the
    missing North seat's payment is split between the two payers, each half rounded up."""
    from_dealer, from_other = tsumo_payments(base, dealer=dealer)
    if rules.players == 3 and rules.sanma_tsumo is SanmaTsumo.NORTH_BISECTION:
        # North is a non-dealer: it would have paid what each non-dealer pays.
        half = round_up_100(-(-from_other // 2))
        return from_dealer + half, from_other + half
    return from_dealer, from_other


@valueclass
class WinScore:
    """Every payment of one win, honba included, and everything the winner gains."""

    value: HandValue
    tsumo: bool
    dealer: bool
    honba: int
    sticks: int
    discarder_pays: int | None
    dealer_pays: int | None
    non_dealer_pays: int | None
    each_pays: int | None
    stick_points: int
    points: int
    """The hand's value without honba and sticks (the ron payment, or the sum of the tsumo
    payments)."""
    players: int = 4

    @property
    def total(self) -> int:
        """Everything the winner gains: payments with honba, and the sticks on the table."""
        if not self.tsumo:
            assert self.discarder_pays is not None
            return self.discarder_pays + self.stick_points
        if self.dealer:
            assert self.each_pays is not None
            return (self.players - 1) * self.each_pays + self.stick_points
        assert self.dealer_pays is not None and self.non_dealer_pays is not None
        return self.dealer_pays + (self.players - 2) * self.non_dealer_pays + self.stick_points


def _check_honba(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidHand(translate("scoring", "The number of honba must be a whole number."))
    if value < 0:
        raise InvalidHand(translate("scoring", "The number of honba cannot be negative."))
    return value


def _check_sticks(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidHand(
            translate("scoring", "The number of riichi sticks must be a whole number.")
        )
    if value < 0:
        raise InvalidHand(translate("scoring", "The number of riichi sticks cannot be negative."))
    return value


def score_win(
    hand: Hand,
    *,
    tsumo: bool,
    dealer: bool,
    honba: int = 0,
    sticks: int = 0,
    rules: Rules | None = None,
) -> WinScore:
    """Score one win; raises InvalidHand with the reason for impossible input."""
    rules = rules or Rules()
    honba = _check_honba(honba)
    sticks = _check_sticks(sticks)
    value = hand_value(hand, tsumo=tsumo, rules=rules)
    stick_points = sticks * rules.riichi_stick
    players = rules.players
    if not tsumo:
        bare = ron_payment(value.base, dealer=dealer)
        return WinScore(
            value, False, dealer, honba, sticks,
            discarder_pays=bare + honba * rules.honba_ron,
            dealer_pays=None, non_dealer_pays=None, each_pays=None,
            stick_points=stick_points, points=bare, players=players,
        )  # fmt: skip
    from_dealer, from_other = tsumo_shares(value.base, dealer=dealer, rules=rules)
    extra = honba * rules.honba_tsumo
    if dealer:
        return WinScore(
            value, True, True, honba, sticks,
            discarder_pays=None, dealer_pays=None, non_dealer_pays=None,
            each_pays=from_other + extra,
            stick_points=stick_points, points=(players - 1) * from_other, players=players,
        )  # fmt: skip
    return WinScore(
        value, True, False, honba, sticks,
        discarder_pays=None, dealer_pays=from_dealer + extra,
        non_dealer_pays=from_other + extra, each_pays=None,
        stick_points=stick_points, points=from_dealer + (players - 2) * from_other,
        players=players,
    )  # fmt: skip
