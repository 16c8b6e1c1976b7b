"""Who pays whom for a ron (one winner or several) or a tsumo, pao included."""

from __future__ import annotations

from tallyo_desktop.core.errors import InvalidHand, RefusedEvent
from tallyo_desktop.core.exhaustive import assert_never
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.questions import (
    honba_payment,
    most_ron_winners,
    pao_kinds,
    riichi_stick_value,
    triple_ron_draws,
)
from tallyo_desktop.core.rules.rules import MultipleRonSticks, PaoYakuman, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.scoring.payments import (
    YAKUMAN_BASE,
    HandValue,
    hand_value,
    ron_payment,
    tsumo_shares,
)
from tallyo_desktop.core.seats import SeatRole, check_seat, turn_order_after
from tallyo_desktop.core.table.events import Pao, Ron, Tsumo, Win
from tallyo_desktop.core.table.state import Points, TableState
from tallyo_desktop.core.values import valueclass


@valueclass
class WinPayments:
    """What one hand's wins move, by seat; the sticks taken are inside `deltas`."""

    deltas: Points
    winners: tuple[int, ...]
    """The winners that were paid, nearest the discarder first."""


def pao_name(kind: PaoYakuman) -> str:
    """The name of a yakuman with liability, as players read it."""
    match kind:
        case PaoYakuman.DAISANGEN:
            return translate("wins", "daisangen")
        case PaoYakuman.DAISUUSHII:
            return translate("wins", "daisuushii")
        case PaoYakuman.SUUKANTSU:
            return translate("wins", "suukantsu")
    assert_never(kind)


def _value(state: TableState, win: Win | Tsumo, rules: Rules, *, tsumo: bool) -> HandValue:
    check_seat(win.winner, state.seats, SeatRole.WINNER)
    try:
        return hand_value(win.hand, tsumo=tsumo, rules=rules)
    except InvalidHand as error:
        raise RefusedEvent(
            translate("wins", "{name}: {reason}").format(name=state.names[win.winner], reason=error)
        ) from None


def _pao_base(state: TableState, winner: int, hand: Hand, pao: Pao, value: HandValue,
              rules: Rules) -> int:  # fmt: skip
    """The base points the liable seat answers for, after checking the liability is possible."""
    check_seat(pao.seat, state.seats, SeatRole.LIABLE)
    kinds = pao_kinds(rules)
    if not kinds:
        raise RefusedEvent(translate("wins", "These rules have no pao (liability) payments."))
    if pao.kind is not None and pao.kind not in kinds:
        raise RefusedEvent(
            translate("wins", "These rules have no pao for {yakuman}.").format(
                yakuman=pao_name(pao.kind)
            )
        )
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


def ron_winners(event: Ron, rules: Rules, seats: int) -> list[Win]:
    """The wins that count, nearest the discarder's right first: after head bump, or every win
    of a triple ron that makes an abortive draw."""
    check_seat(event.discarder, seats, SeatRole.DISCARDER)
    if not 1 <= len(event.wins) <= seats - 1:
        if seats == 3:
            raise RefusedEvent(translate("wins", "A ron has one or two winners."))
        raise RefusedEvent(translate("wins", "A ron has one, two or three winners."))
    order = turn_order_after(event.discarder, seats)
    seen: set[int] = set()
    for win in event.wins:
        check_seat(win.winner, seats, SeatRole.WINNER)
        if win.winner == event.discarder:
            raise RefusedEvent(
                translate("wins", "A player cannot win on their own discard: record a tsumo.")
            )
        if win.winner in seen:
            raise RefusedEvent(translate("wins", "The same winner is listed twice."))
        seen.add(win.winner)
    wins = sorted(event.wins, key=lambda win: order.index(win.winner))
    if is_abortive_triple_ron(wins, rules, seats):
        return wins
    return wins[: most_ron_winners(rules, seats)]


def is_abortive_triple_ron(wins: list[Win], rules: Rules, seats: int) -> bool:
    """Whether these wins on one discard make an abortive draw, so that nobody wins."""
    return len(wins) == 3 and triple_ron_draws(rules, seats)


def paid_ron_winners(event: Ron, rules: Rules, seats: int) -> list[Win]:
    """The wins of a ron that are paid: none when it is an abortive triple ron."""
    wins = ron_winners(event, rules, seats)
    return [] if is_abortive_triple_ron(wins, rules, seats) else wins


def _stick_takers(state: TableState, winners: list[int], rules: Rules) -> dict[int, int]:
    """How many of the table's riichi sticks each winner takes."""
    sticks = state.sticks
    if rules.multiple_ron_sticks is MultipleRonSticks.NEAREST_WINNER or len(winners) == 1:
        return {winners[0]: sticks}
    # Each winner who declared riichi in this hand takes back their own stick first.
    own = {winner: 1 for winner in winners if winner in state.riichi}
    taken = dict(own)
    taken[winners[0]] = taken.get(winners[0], 0) + sticks - sum(own.values())
    return taken


def ron_payments(state: TableState, event: Ron, rules: Rules) -> WinPayments:
    wins = ron_winners(event, rules, state.seats)
    deltas = [0] * state.seats
    discarder = event.discarder
    for position, win in enumerate(wins):
        value = _value(state, win, rules, tsumo=False)
        dealer = win.winner == state.dealer
        due = ron_payment(value.base, dealer=dealer)
        collects = position == 0 or rules.honba_to_each_winner
        honba = honba_payment(rules, state.honba, tsumo=False) if collects else 0
        if win.pao is not None:
            pao_base = _pao_base(state, win.winner, win.hand, win.pao, value, rules)
            liable = win.pao.seat
            if liable != discarder:
                # The liable seat and the discarder share the covered part; the discarder
                # pays the rest of the hand, and the honba unless the rules put them on the
                # liable seat.
                half = ron_payment(pao_base, dealer=dealer) // 2
                owed_by_liable = half + (honba if rules.pao_honba_liable else 0)
                deltas[liable] -= owed_by_liable
                deltas[win.winner] += owed_by_liable
                due -= half
                if rules.pao_honba_liable:
                    honba = 0
        due += honba
        deltas[discarder] -= due
        deltas[win.winner] += due
    for winner, count in _stick_takers(state, [win.winner for win in wins], rules).items():
        deltas[winner] += count * riichi_stick_value(rules)
    return WinPayments(tuple(deltas), tuple(win.winner for win in wins))


def tsumo_deltas(state: TableState, winner: int, base: int, rules: Rules,
                 honba_each: int = 0) -> list[int]:  # fmt: skip
    """A tsumo worth `base` for `winner`, each payer adding `honba_each`; nothing else."""
    from_dealer, from_other = tsumo_shares(base, dealer=winner == state.dealer, rules=rules)
    deltas = [0] * state.seats
    for seat in range(state.seats):
        if seat != winner:
            owed = (from_dealer if seat == state.dealer else from_other) + honba_each
            deltas[seat] -= owed
            deltas[winner] += owed
    return deltas


def tsumo_payments_by_seat(state: TableState, event: Tsumo, rules: Rules) -> WinPayments:
    value = _value(state, event, rules, tsumo=True)
    winner = event.winner
    honba = honba_payment(rules, state.honba, tsumo=True)
    rest = value.base
    deltas = [0] * state.seats
    if event.pao is not None:
        pao_base = _pao_base(state, winner, event.hand, event.pao, value, rules)
        # The liable seat pays the covered part as if it had dealt in (or as the tsumo
        # payments add up, where the rules say so), with every honba.
        if rules.pao_tsumo_as_ron:
            covered = ron_payment(pao_base, dealer=winner == state.dealer)
        else:
            covered = tsumo_deltas(state, winner, pao_base, rules)[winner]
        owed = covered + (state.seats - 1) * honba
        deltas[event.pao.seat] -= owed
        deltas[winner] += owed
        rest -= pao_base
        honba = 0
    if rest:
        for seat, delta in enumerate(tsumo_deltas(state, winner, rest, rules, honba)):
            deltas[seat] += delta
    deltas[winner] += state.sticks * riichi_stick_value(rules)
    return WinPayments(tuple(deltas), (winner,))
