"""Payments of the hands nobody wins: exhaustive draws, nagashi mangan and chombo."""

from __future__ import annotations

from tallyo_desktop.core.errors import RefusedEvent
from tallyo_desktop.core.events import ExhaustiveDraw, NagashiMangan
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules import Rules
from tallyo_desktop.core.scoring import MANGAN_BASE, tsumo_payments
from tallyo_desktop.core.seats import SEATS, check_seat
from tallyo_desktop.core.state import TableState

Deltas = tuple[int, int, int, int]


def check_tenpai(tenpai: frozenset[int]) -> frozenset[int]:
    for seat in tenpai:
        check_seat(seat, "tenpai")
    return frozenset(tenpai)


def noten_payments(event: ExhaustiveDraw, rules: Rules) -> Deltas:
    """The noten payments: the players not in tenpai pay the noten total to those in tenpai."""
    tenpai = check_tenpai(event.tenpai)
    if len(tenpai) in (0, SEATS):
        return (0, 0, 0, 0)
    paid = rules.noten_total // (SEATS - len(tenpai))
    received = rules.noten_total // len(tenpai)
    return tuple(received if seat in tenpai else -paid for seat in range(SEATS))  # type: ignore[return-value]


def mangan_tsumo_deltas(state: TableState, receiver: int, sign: int = 1) -> list[int]:
    """A mangan by tsumo for `receiver`, or paid by it when `sign` is -1 (reverse mangan)."""
    from_dealer, from_other = tsumo_payments(MANGAN_BASE, dealer=receiver == state.dealer)
    deltas = [0] * SEATS
    for seat in range(SEATS):
        if seat != receiver:
            owed = from_dealer if seat == state.dealer else from_other
            deltas[seat] -= sign * owed
            deltas[receiver] += sign * owed
    return deltas


def nagashi_payments(state: TableState, event: NagashiMangan, rules: Rules) -> Deltas:
    if not rules.nagashi_mangan:
        raise RefusedEvent(translate("draws", "These rules have no nagashi mangan."))
    check_tenpai(event.tenpai)
    if not event.seats:
        raise RefusedEvent(translate("draws", "Pick the player who made nagashi mangan."))
    if len(set(event.seats)) != len(event.seats):
        raise RefusedEvent(
            translate("draws", "The same player is listed twice for nagashi mangan.")
        )
    total = [0] * SEATS
    for seat in event.seats:
        check_seat(seat, "nagashi")
        for index, delta in enumerate(mangan_tsumo_deltas(state, seat)):
            total[index] += delta
    return tuple(total)  # type: ignore[return-value]
