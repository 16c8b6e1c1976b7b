"""Seats, winds and turn order. Seat 0 is the first dealer (East in the first hand).

A table has three or four seats; turn order runs East, South, West (, North).
"""

from __future__ import annotations

from enum import Enum, IntEnum

from tallyo_desktop.core.errors import RefusedEvent
from tallyo_desktop.core.exhaustive import assert_never
from tallyo_desktop.core.i18n import translate


class SeatRole(Enum):
    """Whom a seat stands for in an event, which names the player to pick when the seat is wrong."""

    SEAT = "seat"
    WINNER = "winner"
    DISCARDER = "discarder"
    LIABLE = "liable"
    RIICHI = "riichi"
    TENPAI = "tenpai"
    NAGASHI = "nagashi"
    CHOMBO = "chombo"
    PAYER = "payer"
    RECEIVER = "receiver"


class Wind(IntEnum):
    EAST = 0
    SOUTH = 1
    WEST = 2
    NORTH = 3

    @property
    def label(self) -> str:
        match self:
            case Wind.EAST:
                return translate("seats", "East")
            case Wind.SOUTH:
                return translate("seats", "South")
            case Wind.WEST:
                return translate("seats", "West")
            case Wind.NORTH:
                return translate("seats", "North")
        assert_never(self)

    @property
    def short_label(self) -> str:
        """The wind in one letter, for the hands along a chart: "E" in "E1"."""
        match self:
            case Wind.EAST:
                #: East in one letter (or character), as in "E1" for East 1.
                return translate("seats", "E")
            case Wind.SOUTH:
                return translate("seats", "S")
            case Wind.WEST:
                return translate("seats", "W")
            case Wind.NORTH:
                return translate("seats", "N")
        assert_never(self)


def seat_wind(seat: int, dealer: int, seats: int) -> Wind:
    return Wind((seat - dealer) % seats)


def turn_order_after(seat: int, seats: int) -> list[int]:
    """The other seats in turn order, starting at `seat`'s right (its next player)."""
    return [(seat + step) % seats for step in range(1, seats)]


def _pick_a(role: SeatRole) -> str:
    # Whole sentences, so that a translation need not fit a role's name into an English frame.
    match role:
        case SeatRole.SEAT:
            return translate("seats", "Pick a seat at the table.")
        case SeatRole.WINNER:
            return translate("seats", "Pick a winner at the table.")
        case SeatRole.DISCARDER:
            return translate("seats", "Pick a discarder at the table.")
        case SeatRole.LIABLE:
            return translate("seats", "Pick a liable player at the table.")
        case SeatRole.RIICHI:
            return translate("seats", "Pick a player declaring riichi at the table.")
        case SeatRole.TENPAI:
            return translate("seats", "Pick a tenpai player at the table.")
        case SeatRole.NAGASHI:
            return translate("seats", "Pick a nagashi mangan player at the table.")
        case SeatRole.CHOMBO:
            return translate("seats", "Pick a player who made the chombo at the table.")
        case SeatRole.PAYER:
            return translate("seats", "Pick a player who pays at the table.")
        case SeatRole.RECEIVER:
            return translate("seats", "Pick a player who receives at the table.")
    assert_never(role)


def check_seat(seat: object, seats: int, role: SeatRole = SeatRole.SEAT) -> int:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
        raise RefusedEvent(_pick_a(role))
    return seat
