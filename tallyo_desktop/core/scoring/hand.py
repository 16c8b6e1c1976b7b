"""What a player enters for a winning hand, and which entries can exist."""

from __future__ import annotations

from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.values import valueclass

VALID_FU: tuple[int, ...] = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
LIMIT_HAN = 5
"""From this many han the fu no longer matter."""
KAZOE_HAN = 13
MAX_YAKUMAN = 6
"""More than six yakuman in one hand cannot be assembled from 14 tiles."""


@valueclass
class Hand:
    """A winning hand as entered: han and fu, or a count of yakuman.

    `yakuman` counts real yakuman (2 for a double yakuman); a counted (kazoe) yakuman is entered
    as 13 or more han instead. Fu may be left out from 5 han up.
    """

    han: int = 0
    fu: int | None = None
    yakuman: int = 0

    def describe(self) -> str:
        if self.yakuman:
            return yakuman_name(self.yakuman)
        if self.fu is None or self.han >= LIMIT_HAN:
            return translate("hand", "{han} han").format(han=self.han)
        return translate("hand", "{han} han {fu} fu").format(han=self.han, fu=self.fu)

    def as_entered(self) -> Hand:
        """This hand as a player enters it: from 5 han the fu, which pay nothing, are left out."""
        if not self.yakuman and self.han >= LIMIT_HAN and self.fu is not None:
            return Hand(han=self.han)
        return self

    def shown_as(self, shown: Hand) -> bool:
        """Whether fields that show `shown` (han up to 13, fu only below 5 han) show this hand:
        its fu from 5 han do not count, and 13 han stand for 13 or more."""
        entered = self.as_entered()
        if not entered.yakuman and entered.han > KAZOE_HAN:
            entered = Hand(han=KAZOE_HAN)
        return shown.as_entered() == entered


def yakuman_name(count: int) -> str:
    if count == 1:
        return translate("hand", "yakuman")
    if count == 2:
        return translate("hand", "double yakuman")
    if count == 3:
        return translate("hand", "triple yakuman")
    return translate("hand", "{count}x yakuman").format(count=count)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def validate_hand(hand: Hand, *, tsumo: bool) -> None:
    """Refuse a hand that cannot exist, saying why. Returns quietly for a valid hand."""
    if not _is_int(hand.yakuman) or not _is_int(hand.han):
        raise InvalidHand(translate("hand", "Han and yakuman must be whole numbers."))
    if hand.fu is not None and not _is_int(hand.fu):
        raise InvalidHand(translate("hand", "Fu must be a whole number."))
    if hand.yakuman < 0:
        raise InvalidHand(translate("hand", "The number of yakuman cannot be negative."))
    if hand.yakuman:
        if hand.yakuman > MAX_YAKUMAN:
            raise InvalidHand(
                translate("hand", "A hand cannot hold more than {count} yakuman.").format(
                    count=MAX_YAKUMAN
                )
            )
        if hand.han or hand.fu is not None:
            raise InvalidHand(
                translate("hand", "Enter either a yakuman count or han and fu, not both.")
            )
        return
    if hand.han < 1:
        raise InvalidHand(translate("hand", "A winning hand has at least 1 han."))
    if hand.fu is None:
        if hand.han < LIMIT_HAN:
            raise InvalidHand(
                translate("hand", "Below {han} han the fu are needed to score the hand.").format(
                    han=LIMIT_HAN
                )
            )
        return
    if hand.fu not in VALID_FU:
        raise InvalidHand(
            translate(
                "hand",
                "{fu} fu is not a fu count: fu are 20, 25, or 30 to 110 in steps of 10 "
                "(round up to the next 10 before entering them).",
            ).format(fu=hand.fu)
        )
    if hand.fu == 20 and not tsumo:
        raise InvalidHand(
            translate(
                "hand", "20 fu is only pinfu won by tsumo: a hand won by ron has at least 25 fu."
            )
        )
    if hand.han >= LIMIT_HAN:
        return
    if hand.fu == 20 and hand.han == 1:
        raise InvalidHand(
            translate(
                "hand", "20 fu is pinfu tsumo, which is at least 2 han (pinfu and menzen tsumo)."
            )
        )
    if hand.fu == 25 and hand.han == 1:
        raise InvalidHand(translate("hand", "25 fu is seven pairs, which is at least 2 han."))
    if hand.fu == 25 and hand.han == 2 and tsumo:
        raise InvalidHand(
            translate(
                "hand", "Seven pairs won by tsumo is at least 3 han (seven pairs and menzen tsumo)."
            )
        )


def is_possible(hand: Hand, *, tsumo: bool) -> bool:
    """Whether `hand` can exist as a win by tsumo (or by ron): `validate_hand` without the why."""
    try:
        validate_hand(hand, tsumo=tsumo)
    except InvalidHand:
        return False
    return True
