"""What a player enters for a winning hand, and which entries can exist."""

from __future__ import annotations

from dataclasses import dataclass

from tallyo_desktop.core.errors import InvalidHand

VALID_FU: tuple[int, ...] = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
LIMIT_HAN = 5
"""From this many han the fu no longer matter."""
KAZOE_HAN = 13
MAX_YAKUMAN = 6
"""More than six yakuman in one hand cannot be assembled from 14 tiles."""


@dataclass(frozen=True)
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
            return f"{self.han} han"
        return f"{self.han} han {self.fu} fu"


def yakuman_name(count: int) -> str:
    names = {1: "yakuman", 2: "double yakuman", 3: "triple yakuman"}
    return names.get(count, f"{count}x yakuman")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def validate_hand(hand: Hand, *, tsumo: bool) -> None:
    """Refuse a hand that cannot exist, saying why. Returns quietly for a valid hand."""
    if not _is_int(hand.yakuman) or not _is_int(hand.han):
        raise InvalidHand("Han and yakuman must be whole numbers.")
    if hand.fu is not None and not _is_int(hand.fu):
        raise InvalidHand("Fu must be a whole number.")
    if hand.yakuman < 0:
        raise InvalidHand("The number of yakuman cannot be negative.")
    if hand.yakuman:
        if hand.yakuman > MAX_YAKUMAN:
            raise InvalidHand(f"A hand cannot hold more than {MAX_YAKUMAN} yakuman.")
        if hand.han or hand.fu is not None:
            raise InvalidHand("Enter either a yakuman count or han and fu, not both.")
        return
    if hand.han < 1:
        raise InvalidHand("A winning hand has at least 1 han.")
    if hand.fu is None:
        if hand.han < LIMIT_HAN:
            raise InvalidHand(f"Below {LIMIT_HAN} han the fu are needed to score the hand.")
        return
    if hand.fu not in VALID_FU:
        raise InvalidHand(
            f"{hand.fu} fu is not a fu count: fu are 20, 25, or 30 to 110 in steps of 10 "
            "(round up to the next 10 before entering them)."
        )
    if hand.fu == 20 and not tsumo:
        raise InvalidHand("20 fu is only pinfu won by tsumo: a hand won by ron has at least 25 fu.")
    if hand.han >= LIMIT_HAN:
        return
    if hand.fu == 20 and hand.han == 1:
        raise InvalidHand("20 fu is pinfu tsumo, which is at least 2 han (pinfu and menzen tsumo).")
    if hand.fu == 25 and hand.han == 1:
        raise InvalidHand("25 fu is seven pairs, which is at least 2 han.")
    if hand.fu == 25 and hand.han == 2 and tsumo:
        raise InvalidHand(
            "Seven pairs won by tsumo is at least 3 han (seven pairs and menzen tsumo)."
        )
