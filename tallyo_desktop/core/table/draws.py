"""Payments of the hands nobody wins: exhaustive draws, nagashi mangan and reverse mangan."""

from __future__ import annotations

from tallyo_desktop.core.errors import RefusedEvent
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.questions import nagashi_mangan_refusal
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.payments import MANGAN_BASE
from tallyo_desktop.core.seats import SeatRole, check_seat
from tallyo_desktop.core.table.events import ExhaustiveDraw, NagashiMangan
from tallyo_desktop.core.table.state import Points, TableState
from tallyo_desktop.core.table.wins import tsumo_deltas


def check_tenpai(tenpai: frozenset[int], seats: int) -> frozenset[int]:
    for seat in tenpai:
        check_seat(seat, seats, SeatRole.TENPAI)
    return frozenset(tenpai)


def noten_payments(event: ExhaustiveDraw, rules: Rules, seats: int) -> Points:
    """The noten payments: the players not in tenpai pay the noten total to those in tenpai,
    each side in equal shares."""
    tenpai = check_tenpai(event.tenpai, seats)
    if len(tenpai) in (0, seats):
        return (0,) * seats
    paid = rules.noten_total // (seats - len(tenpai))
    received = rules.noten_total // len(tenpai)
    return tuple(received if seat in tenpai else -paid for seat in range(seats))


def mangan_tsumo_deltas(state: TableState, receiver: int, rules: Rules) -> list[int]:
    """A mangan by tsumo for `receiver`, paid as the rules pay a tsumo (honba aside)."""
    return tsumo_deltas(state, receiver, MANGAN_BASE, rules)


def reverse_mangan_deltas(state: TableState, offender: int, rules: Rules) -> list[int]:
    """What a reverse mangan moves: the offender pays each other player what that player would
    pay the offender for a mangan tsumo (a dealer offender pays 4000 to each; a non-dealer
    offender 4000 to the dealer and 2000 to each other player)."""
    return [-delta for delta in mangan_tsumo_deltas(state, offender, rules)]


def nagashi_payments(state: TableState, event: NagashiMangan, rules: Rules) -> Points:
    refusal = nagashi_mangan_refusal(rules)
    if refusal is not None:
        raise RefusedEvent(refusal)
    check_tenpai(event.tenpai, state.seats)
    if not event.seats:
        raise RefusedEvent(translate("draws", "Pick the player who made nagashi mangan."))
    if len(set(event.seats)) != len(event.seats):
        raise RefusedEvent(
            translate("draws", "The same player is listed twice for nagashi mangan.")
        )
    total = [0] * state.seats
    for seat in event.seats:
        check_seat(seat, state.seats, SeatRole.NAGASHI)
        for index, delta in enumerate(mangan_tsumo_deltas(state, seat, rules)):
            total[index] += delta
    return tuple(total)
