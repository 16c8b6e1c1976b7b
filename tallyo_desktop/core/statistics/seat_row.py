"""What one player did in one game, as counts: the row a library can keep for each seat of each
game, and the sum of any number of them.

Every field is a whole number. Most are counts, and the figures of a set of games are their
sums; the `MAXED` ones (the best hand, the longest dealer streak, the biggest comeback) are a
greatest value, and the figures of a set of games are their greatest. docs/statistics.md says
what each field counts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
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
    wins_from_0: int = 0
    """Wins paid under 2,000 (`SIZE_BANDS`: each band from its own to the next one's)."""
    wins_from_2000: int = 0
    wins_from_4000: int = 0
    wins_from_8000: int = 0
    wins_from_12000: int = 0
    wins_from_24000: int = 0
    deal_ins_from_0: int = 0
    """Deal-ins that cost under 2,000."""
    deal_ins_from_2000: int = 0
    deal_ins_from_4000: int = 0
    deal_ins_from_8000: int = 0
    deal_ins_from_12000: int = 0
    deal_ins_from_24000: int = 0
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

    @property
    def win_bands(self) -> tuple[int, ...]:
        """The wins in each of `SIZE_BANDS`, smallest first."""
        return tuple(getattr(self, f"wins_from_{low}") for low in SIZE_BANDS)

    @property
    def deal_in_bands(self) -> tuple[int, ...]:
        """The deal-ins in each of `SIZE_BANDS`, smallest first."""
        return tuple(getattr(self, f"deal_ins_from_{low}") for low in SIZE_BANDS)


SIZE_BANDS = (0, 2000, 4000, 8000, 12000, 24000)
"""The lowest points of each band of sizes a win's pay or a deal-in's cost is counted in: a
non-dealer's 1 or 2 han, 3 han, mangan at most, a dealer's mangan at most, haneman to baiman,
and above."""


def size_band(points: int) -> int:
    """The index in `SIZE_BANDS` of the band `points` fall in."""
    band = 0
    for index, low in enumerate(SIZE_BANDS):
        if points >= low:
            band = index
    return band


FIELDS = SeatRow._fields
MAXED = frozenset({"best_hand", "dealer_streak", "comeback"})
"""The fields whose value over several games is the greatest, not the sum."""
_MAXED_AT = frozenset(FIELDS.index(name) for name in MAXED)
_SUMMED_AT = tuple(index for index in range(len(FIELDS)) if index not in _MAXED_AT)
EMPTY = SeatRow()
SLOT_BITS = 64
"""The bits of each field in a packed row: a sum of up to 2**63 either way is read back."""
_SLOT = 1 << SLOT_BITS
_HALF_SLOT = _SLOT >> 1


def summed(rows: Iterable[SeatRow]) -> SeatRow:
    """The counts of all `rows` together: each field added up, or the greatest of a MAXED one.

    Column by column, so that summing many rows costs a few passes in C rather than a Python
    step a field a row.
    """
    return summed_columns(list(zip(*rows, strict=True)))


def summed_columns(columns: Sequence[Sequence[int]]) -> SeatRow:
    """`summed` of the rows whose fields are `columns` (`zip(*rows)`)."""
    if not columns:
        return EMPTY
    return SeatRow._make(
        max(column) if index in _MAXED_AT else sum(column) for index, column in enumerate(columns)
    )


def packed(row: SeatRow) -> int:
    """The summed fields of `row` as one number, each in a slot of SLOT_BITS bits.

    Packing is linear, so the sum of packed rows is the packed sum of the rows, and summing
    a player's 10,000 rows is one pass of whole-number additions in C instead of one for each
    field. A field may be negative (a result): its slot then borrows from the next one, which
    `unpacked` gives back.
    """
    return sum(row[index] << (SLOT_BITS * slot) for slot, index in enumerate(_SUMMED_AT))


def unpacked(total: int, maxima: Mapping[str, int]) -> SeatRow:
    """The row whose summed fields `total` packs (a sum of `packed` rows), and whose MAXED
    fields are `maxima`."""
    values = [0] * len(FIELDS)
    for index in _SUMMED_AT:
        # The slot's value, read as signed: what was borrowed from it is given back.
        value = (total + _HALF_SLOT) % _SLOT - _HALF_SLOT
        values[index] = value
        total = (total - value) >> SLOT_BITS
    for name, value in maxima.items():
        values[FIELDS.index(name)] = value
    return SeatRow._make(values)
