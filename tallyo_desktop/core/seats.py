"""Seats, winds and turn order. Seat 0 is the first dealer (East in the first hand)."""

from __future__ import annotations

from enum import IntEnum
from typing import Literal, assert_never

from tallyo_desktop.core.errors import RefusedEvent
from tallyo_desktop.core.i18n import translate

SEATS = 4

SeatRole = Literal[
    "seat",
    "winner",
    "discarder",
    "liable",
    "riichi",
    "tenpai",
    "nagashi",
    "chombo",
    "payer",
    "receiver",
]
"""Whom a seat stands for in an event, which names the player to pick when the seat is wrong."""


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


def seat_wind(seat: int, dealer: int) -> Wind:
    return Wind((seat - dealer) % SEATS)


def next_seat(seat: int) -> int:
    return (seat + 1) % SEATS


def turn_order_after(seat: int) -> list[int]:
    """The other three seats in turn order, starting at `seat`'s right (its next player)."""
    return [(seat + step) % SEATS for step in range(1, SEATS)]


def _pick_a(role: SeatRole) -> str:
    # Whole sentences, so that a translation need not fit a role's name into an English frame.
    match role:
        case "seat":
            return translate("seats", "Pick a seat at the table.")
        case "winner":
            return translate("seats", "Pick a winner at the table.")
        case "discarder":
            return translate("seats", "Pick a discarder at the table.")
        case "liable":
            return translate("seats", "Pick a liable player at the table.")
        case "riichi":
            return translate("seats", "Pick a player declaring riichi at the table.")
        case "tenpai":
            return translate("seats", "Pick a tenpai player at the table.")
        case "nagashi":
            return translate("seats", "Pick a nagashi mangan player at the table.")
        case "chombo":
            return translate("seats", "Pick a player who made the chombo at the table.")
        case "payer":
            return translate("seats", "Pick a player who pays at the table.")
        case "receiver":
            return translate("seats", "Pick a player who receives at the table.")
    assert_never(role)


def check_seat(seat: object, role: SeatRole = "seat") -> int:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < SEATS:
        raise RefusedEvent(_pick_a(role))
    return seat
