"""The table between two events: points, the hand being played, sticks, and the end of the game."""

from __future__ import annotations

from enum import Enum

from tallyo_desktop.core.exhaustive import assert_never
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.seats import Wind, seat_wind
from tallyo_desktop.core.values import valueclass

Points = tuple[int, ...]
"""One amount per seat, in seat order."""


class EndReason(Enum):
    BUST = "bust"
    LAST_HAND = "last_hand"
    AGARI_YAME = "agari_yame"
    TENPAI_YAME = "tenpai_yame"
    EXTENSION_REACHED_TARGET = "extension_reached_target"
    EXTENSION_LIMIT = "extension_limit"
    TIME = "time"

    @property
    def explanation(self) -> str:
        match self:
            case EndReason.BUST:
                return translate("state", "A player went bust.")
            case EndReason.LAST_HAND:
                return translate("state", "The last hand is over.")
            case EndReason.AGARI_YAME:
                return translate("state", "The dealer won the last hand while in first place.")
            case EndReason.TENPAI_YAME:
                return translate(
                    "state", "The dealer was tenpai in the last hand while in first place."
                )
            case EndReason.EXTENSION_REACHED_TARGET:
                return translate("state", "A player reached the target in the extra round.")
            case EndReason.EXTENSION_LIMIT:
                return translate("state", "The extra round is over.")
            case EndReason.TIME:
                return translate("state", "The game was ended by time.")
        assert_never(self)


@valueclass
class TableState:
    names: tuple[str, ...]
    points: Points
    round_wind: Wind = Wind.EAST
    hand_number: int = 1
    """1 to the number of seats within the round: the dealer is seat hand_number - 1."""
    honba: int = 0
    sticks: int = 0
    """Riichi sticks on the table, including those left from earlier hands."""
    riichi: frozenset[int] = frozenset()
    """Seats that declared riichi in the hand being played."""
    chombo: tuple[int, ...] = ()
    """Chombo penalties per seat still to be charged at the settlement."""
    hands_played: int = 0
    ended: EndReason | None = None

    @property
    def seats(self) -> int:
        return len(self.names)

    @property
    def dealer(self) -> int:
        return self.hand_number - 1

    @property
    def is_over(self) -> bool:
        return self.ended is not None

    @property
    def hand_name(self) -> str:
        """ "East 2", or "South 4 (1 honba)" style without honba: the round and the hand."""
        #: The hand being played: the round wind and the hand within the round ("East 2").
        return translate("state", "{wind} {number}").format(
            wind=self.round_wind.label, number=self.hand_number
        )

    @property
    def hand_and_honba(self) -> str:
        """The hand named so that no other hand of the game has its name: "East 2, 1 honba"
        (a dealer's repeats are hands of one name), or "East 2" without honba."""
        if not self.honba:
            return self.hand_name
        #: A hand and its honba, naming one of the hands a dealer's repeats give one name.
        return translate("state", "{hand}, {honba} honba").format(
            hand=self.hand_name, honba=self.honba
        )

    @property
    def short_hand_name(self) -> str:
        """The hand in short, "E2", where there is little room."""
        return short_hand_name(self.round_wind, self.hand_number)

    def wind_of(self, seat: int) -> Wind:
        return seat_wind(seat, self.dealer, self.seats)

    def placement_order(self) -> list[int]:
        """Seats from first to last by points; equal points rank by seat from the first dealer."""
        return sorted(range(self.seats), key=lambda seat: (-self.points[seat], seat))


def starting_state(names: tuple[str, ...], start_points: int) -> TableState:
    seats = len(names)
    return TableState(names=names, points=(start_points,) * seats, chombo=(0,) * seats)


def short_hand_name(wind: Wind, number: int) -> str:
    """A hand in short, "E2": where there is little room, as along a chart."""
    #: The hand in short: the round wind in one letter, then the hand ("E2").
    return translate("state", "{wind}{number}").format(wind=wind.short_label, number=number)
