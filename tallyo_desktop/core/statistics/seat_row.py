"""What one player did in one game, as counts: the row a library can keep for each seat of each
game, and the sum of any number of them.

Every field is a whole number. Most are counts, and the figures of a set of games are their
sums; the `MAXED` ones (the best hand, the longest dealer streak, the biggest comeback) are a
greatest value, and the figures of a set of games are their greatest. docs/statistics.md says
what each field counts.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple


class SeatRow(NamedTuple):
    """One player's counts over one game (or, summed, over many)."""

    games: int = 0
    place_1: int = 0
    place_2: int = 0
    place_3: int = 0
    place_4: int = 0
    result: int = 0
    """The settlement's results, in points (41300 is +41.3)."""
    final_points: int = 0
    busts: int = 0
    hands: int = 0
    dealer_hands: int = 0
    dealer_repeats: int = 0
    wins: int = 0
    ron_wins: int = 0
    tsumo_wins: int = 0
    riichi_wins: int = 0
    first_riichi_wins: int = 0
    dealer_wins: int = 0
    win_points: int = 0
    yakuman: int = 0
    riichi_nomi: int = 0
    deal_ins: int = 0
    deal_ins_to_riichi: int = 0
    deal_ins_in_riichi: int = 0
    deal_ins_to_dealer: int = 0
    deal_in_points: int = 0
    riichi: int = 0
    first_riichi: int = 0
    draws: int = 0
    tenpai: int = 0
    nagashi_mangan: int = 0
    chombo: int = 0
    counted_wins: int = 0
    open_wins: int = 0
    damaten_wins: int = 0
    dora: int = 0
    red_fives: int = 0
    ura_dora: int = 0
    best_hand: int = 0
    """The most points one win was paid for its hand (honba and sticks aside); 0: no win."""
    dealer_streak: int = 0
    """The most dealer repeats in a row (a dealer kept for three hands in a row: 2)."""
    comeback: int = 0
    """In a game finished first: the most points the player was behind the leader after a
    hand; 0 otherwise."""

    @property
    def places(self) -> tuple[int, int, int, int]:
        return (self.place_1, self.place_2, self.place_3, self.place_4)

    @property
    def place_total(self) -> int:
        """The sum of the places: divided by the games, the average place."""
        return self.place_1 + 2 * self.place_2 + 3 * self.place_3 + 4 * self.place_4

    @property
    def chasing_riichi(self) -> int:
        return self.riichi - self.first_riichi

    @property
    def chasing_riichi_wins(self) -> int:
        return self.riichi_wins - self.first_riichi_wins


FIELDS = SeatRow._fields
MAXED = frozenset({"best_hand", "dealer_streak", "comeback"})
"""The fields whose value over several games is the greatest, not the sum."""
_MAXED_AT = frozenset(FIELDS.index(name) for name in MAXED)
EMPTY = SeatRow()


def summed(rows: Iterable[SeatRow]) -> SeatRow:
    """The counts of all `rows` together: each field added up, or the greatest of a MAXED one.

    Column by column, so that summing many rows costs a few passes in C rather than a Python
    step a field a row.
    """
    rows = tuple(rows)
    if not rows:
        return EMPTY
    return SeatRow._make(
        max(column) if index in _MAXED_AT else sum(column)
        for index, column in enumerate(zip(*rows, strict=True))
    )
