"""Who pays whom for a ron (one winner or several) or a tsumo, pao included."""

from __future__ import annotations

from dataclasses import dataclass

from tallyo_desktop.core.errors import InvalidHand, RefusedEvent
from tallyo_desktop.core.events import Pao, Ron, Tsumo, Win
from tallyo_desktop.core.hand import Hand
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules import MultipleRon, Rules
from tallyo_desktop.core.scoring import (
    YAKUMAN_BASE,
    HandValue,
    hand_value,
    ron_payment,
    tsumo_payments,
)
from tallyo_desktop.core.seats import SEATS, check_seat, turn_order_after
from tallyo_desktop.core.state import TableState


@dataclass(frozen=True)
class WinPayments:
    """What one hand's wins move, by seat; the sticks taken are inside `deltas`."""

    deltas: tuple[int, int, int, int]
    winners: tuple[int, ...]
    """The winners that were paid, nearest the discarder first."""


def _value(state: TableState, win: Win | Tsumo, rules: Rules, *, tsumo: bool) -> HandValue:
    check_seat(win.winner, "winner")
    try:
        return hand_value(win.hand, tsumo=tsumo, rules=rules)
    except InvalidHand as error:
        raise RefusedEvent(
            translate("wins", "{name}: {reason}").format(name=state.names[win.winner], reason=error)
        ) from None


def _pao_base(state: TableState, winner: int, hand: Hand, pao: Pao, value: HandValue,
              rules: Rules) -> int:  # fmt: skip
    """The base points the liable seat answers for, after checking the liability is possible."""
    check_seat(pao.seat, "liable")
    if not rules.pao:
        raise RefusedEvent(translate("wins", "These rules have no pao (liability) payments."))
    if pao.seat == winner:
        raise RefusedEvent(translate("wins", "The winner cannot be liable for their own hand."))
    if not hand.yakuman:
        raise RefusedEvent(translate("wins", "Pao applies only to a yakuman hand."))
    covered = hand.yakuman if pao.yakuman is None else pao.yakuman
    if not 1 <= covered <= hand.yakuman:
        raise RefusedEvent(
            translate("wins", "{name} can be liable for 1 to {count} yakuman of this hand.").format(
                name=state.names[pao.seat], count=hand.yakuman
            )
        )
    if rules.pao_whole_hand:
        covered = hand.yakuman
    return min(YAKUMAN_BASE * covered, value.base)


def ron_winners(event: Ron, rules: Rules) -> list[Win]:
    """The wins that count, nearest the discarder's right first, after head bump."""
    check_seat(event.discarder, "discarder")
    if not 1 <= len(event.wins) <= SEATS - 1:
        raise RefusedEvent(translate("wins", "A ron has one, two or three winners."))
    order = turn_order_after(event.discarder)
    seen: set[int] = set()
    for win in event.wins:
        check_seat(win.winner, "winner")
        if win.winner == event.discarder:
            raise RefusedEvent(
                translate("wins", "A player cannot win on their own discard: record a tsumo.")
            )
        if win.winner in seen:
            raise RefusedEvent(translate("wins", "The same winner is listed twice."))
        seen.add(win.winner)
    wins = sorted(event.wins, key=lambda win: order.index(win.winner))
    if rules.multiple_ron is MultipleRon.HEAD_BUMP:
        return wins[:1]
    return wins


def is_abortive_triple_ron(wins: list[Win], rules: Rules) -> bool:
    """Under double-ron rules three winners on one discard make an abortive draw: nobody wins."""
    return len(wins) == SEATS - 1 and rules.multiple_ron is MultipleRon.DOUBLE_RON


def paid_ron_winners(event: Ron, rules: Rules) -> list[Win]:
    """The wins of a ron that are paid: none when it is an abortive triple ron."""
    wins = ron_winners(event, rules)
    return [] if is_abortive_triple_ron(wins, rules) else wins


def ron_payments(state: TableState, event: Ron, rules: Rules) -> WinPayments:
    wins = ron_winners(event, rules)
    deltas = [0] * SEATS
    discarder = event.discarder
    for position, win in enumerate(wins):
        value = _value(state, win, rules, tsumo=False)
        dealer = win.winner == state.dealer
        due = ron_payment(value.base, dealer=dealer)
        if position == 0 or rules.honba_to_each_winner:
            due += state.honba * rules.honba_ron
        if win.pao is not None:
            pao_base = _pao_base(state, win.winner, win.hand, win.pao, value, rules)
            if win.pao.seat != discarder:
                # The liable seat and the discarder share the covered part; the discarder
                # pays the rest of the hand and the honba.
                half = ron_payment(pao_base, dealer=dealer) // 2
                deltas[win.pao.seat] -= half
                deltas[win.winner] += half
                due -= half
        deltas[discarder] -= due
        deltas[win.winner] += due
    sticks = state.sticks * rules.riichi_stick
    deltas[wins[0].winner] += sticks
    return WinPayments(tuple(deltas), tuple(win.winner for win in wins))  # type: ignore[arg-type]


def tsumo_payments_by_seat(state: TableState, event: Tsumo, rules: Rules) -> WinPayments:
    value = _value(state, event, rules, tsumo=True)
    winner = event.winner
    dealer = winner == state.dealer
    deltas = [0] * SEATS
    honba = state.honba * rules.honba_tsumo
    rest = value.base
    if event.pao is not None:
        pao_base = _pao_base(state, winner, event.hand, event.pao, value, rules)
        # The liable seat pays the covered part as if it had dealt in, with every honba.
        owed = ron_payment(pao_base, dealer=dealer) + (SEATS - 1) * honba
        deltas[event.pao.seat] -= owed
        deltas[winner] += owed
        rest -= pao_base
        honba = 0
    if rest:
        from_dealer, from_other = tsumo_payments(rest, dealer=dealer)
        for seat in range(SEATS):
            if seat != winner:
                owed = (from_dealer if seat == state.dealer else from_other) + honba
                deltas[seat] -= owed
                deltas[winner] += owed
    deltas[winner] += state.sticks * rules.riichi_stick
    return WinPayments(tuple(deltas), (winner,))  # type: ignore[arg-type]
