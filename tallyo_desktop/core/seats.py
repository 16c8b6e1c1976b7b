"""Seats, winds and turn order. Seat 0 is the first dealer (East in the first hand)."""

from __future__ import annotations

from enum import IntEnum

from tallyo_desktop.core.errors import RefusedEvent

SEATS = 4


class Wind(IntEnum):
    EAST = 0
    SOUTH = 1
    WEST = 2
    NORTH = 3

    @property
    def label(self) -> str:
        return self.name.capitalize()


def seat_wind(seat: int, dealer: int) -> Wind:
    return Wind((seat - dealer) % SEATS)


def next_seat(seat: int) -> int:
    return (seat + 1) % SEATS


def turn_order_after(seat: int) -> list[int]:
    """The other three seats in turn order, starting at `seat`'s right (its next player)."""
    return [(seat + step) % SEATS for step in range(1, SEATS)]


def check_seat(seat: object, what: str = "seat") -> int:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < SEATS:
        raise RefusedEvent(f"Pick a {what} at the table.")
    return seat
