"""Applying one recorded event to the table: validation, payments and what comes next.

`apply_event` is pure: it returns the new state or raises RefusedEvent with the reason, and the
state it was given is never changed.
"""

from __future__ import annotations

from dataclasses import replace

from tallyo_desktop.core.errors import RefusedEvent
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.questions import (
    chombo_refusal,
    riichi_stick_value,
)
from tallyo_desktop.core.rules.rules import AbortiveDraw, ChomboPenalty, Rules
from tallyo_desktop.core.seats import SeatRole, check_seat
from tallyo_desktop.core.table.abortive_draws import abortive_draw_refusal
from tallyo_desktop.core.table.draws import (
    check_tenpai,
    nagashi_payments,
    noten_payments,
    reverse_mangan_deltas,
)
from tallyo_desktop.core.table.events import (
    CORRECTION_STEP,
    MAX_CORRECTION,
    AbortiveDrawEvent,
    Chombo,
    EndedByTime,
    Event,
    ExhaustiveDraw,
    NagashiMangan,
    PointCorrection,
    Riichi,
    Ron,
    Tsumo,
)
from tallyo_desktop.core.table.progress import finish_hand, is_bust
from tallyo_desktop.core.table.state import EndReason, Points, TableState
from tallyo_desktop.core.table.wins import (
    is_abortive_triple_ron,
    ron_payments,
    ron_winners,
    tsumo_payments_by_seat,
)


def _add(points: Points, deltas: tuple[int, ...] | list[int]) -> Points:
    return tuple(p + d for p, d in zip(points, deltas, strict=True))


def apply_event(state: TableState, event: Event, rules: Rules) -> TableState:
    if state.ended is not None:
        raise RefusedEvent(
            translate("table", "The game is over: nothing more can be recorded (undo still works).")
        )
    match event:
        case Riichi():
            return _riichi(state, event, rules)
        case Ron():
            return _ron(state, event, rules)
        case Tsumo():
            payments = tsumo_payments_by_seat(state, event, rules)
            return _after_win(state, rules, payments.deltas, payments.winners)
        case ExhaustiveDraw():
            points = _add(state.points, noten_payments(event, rules, state.seats))
            return _after_draw(state, rules, points, event.tenpai)
        case NagashiMangan():
            points = _add(state.points, nagashi_payments(state, event, rules))
            return _after_draw(state, rules, points, event.tenpai)
        case AbortiveDrawEvent():
            return _abortive(state, event.kind, rules)
        case Chombo():
            return _chombo(state, event, rules)
        case PointCorrection():
            return _correction(state, event)
        case EndedByTime():
            return _ended_by_time(state)
    raise RefusedEvent(
        translate("table", "This is not something that can be recorded at the table.")
    )


def _riichi(state: TableState, event: Riichi, rules: Rules) -> TableState:
    seat = check_seat(event.seat, state.seats, SeatRole.RIICHI)
    name = state.names[seat]
    if seat in state.riichi:
        raise RefusedEvent(
            translate("table", "{name} has already declared riichi this hand.").format(name=name)
        )
    stick = riichi_stick_value(rules)
    if rules.busting and state.points[seat] < stick:
        raise RefusedEvent(
            translate("table", "{name} has {points} points: riichi needs {stick}.").format(
                name=name, points=state.points[seat], stick=stick
            )
        )
    points = list(state.points)
    points[seat] -= stick
    return replace(
        state, points=tuple(points), sticks=state.sticks + 1, riichi=state.riichi | {seat}
    )


def riichi_tile_returned(state: TableState, event: Ron, rules: Rules) -> TableState:
    """The table once the stick of a riichi whose declaring discard was ronned goes back."""
    discarder = check_seat(event.discarder, state.seats, SeatRole.DISCARDER)
    if discarder not in state.riichi:
        raise RefusedEvent(
            translate(
                "table", "{name} did not declare riichi in this hand, so this was no riichi tile."
            ).format(name=state.names[discarder])
        )
    points = list(state.points)
    points[discarder] += riichi_stick_value(rules)
    return replace(
        state, points=tuple(points), sticks=state.sticks - 1, riichi=state.riichi - {discarder}
    )


def _ron(state: TableState, event: Ron, rules: Rules) -> TableState:
    if event.on_riichi_tile:
        state = riichi_tile_returned(state, event, rules)
    winners = ron_winners(event, rules, state.seats)
    if is_abortive_triple_ron(winners, rules, state.seats):
        # Every win is still checked, so a mistyped triple ron is not silently turned into a draw.
        for win in winners:
            ron_payments(state, Ron(event.discarder, (win,)), rules)
        return _replay_hand(state, rules)
    payments = ron_payments(state, event, rules)
    return _after_win(state, rules, payments.deltas, payments.winners)


def _after_win(
    state: TableState, rules: Rules, deltas: tuple[int, ...], winners: tuple[int, ...]
) -> TableState:
    dealer_won = state.dealer in winners
    return finish_hand(
        state,
        rules,
        points=_add(state.points, deltas),
        sticks=0,
        dealer_keeps=dealer_won,
        reset_honba=not dealer_won,
        yame=EndReason.AGARI_YAME if rules.agari_yame else None,
    )


def _after_draw(
    state: TableState, rules: Rules, points: Points, tenpai: frozenset[int]
) -> TableState:
    dealer_tenpai = state.dealer in check_tenpai(tenpai, state.seats)
    return finish_hand(
        state,
        rules,
        points=points,
        sticks=state.sticks,
        dealer_keeps=dealer_tenpai,
        reset_honba=False,
        yame=EndReason.TENPAI_YAME if rules.tenpai_yame else None,
    )


def _abortive(state: TableState, kind: AbortiveDraw, rules: Rules) -> TableState:
    if not isinstance(kind, AbortiveDraw):
        raise RefusedEvent(translate("table", "Pick the kind of abortive draw."))
    refusal = abortive_draw_refusal(state, rules, kind)
    if refusal is not None:
        raise RefusedEvent(refusal)
    return _replay_hand(state, rules)


def _replay_hand(state: TableState, rules: Rules) -> TableState:
    """An abortive draw: the dealer stays, a honba is added and the sticks stay on the table."""
    return finish_hand(
        state,
        rules,
        points=state.points,
        sticks=state.sticks,
        dealer_keeps=True,
        reset_honba=False,
        yame=None,
    )


def _chombo(state: TableState, event: Chombo, rules: Rules) -> TableState:
    seat = check_seat(event.seat, state.seats, SeatRole.CHOMBO)
    refusal = chombo_refusal(rules)
    if refusal is not None:
        raise RefusedEvent(refusal)
    # The hand is replayed: the riichi sticks put down in it go back to their owners.
    points = list(state.points)
    for declarer in state.riichi:
        points[declarer] += riichi_stick_value(rules)
    sticks = state.sticks - len(state.riichi)
    chombo = state.chombo
    if rules.chombo is ChomboPenalty.REVERSE_MANGAN:
        points = list(_add(tuple(points), reverse_mangan_deltas(state, seat, rules)))
    else:
        chombo = tuple(c + (s == seat) for s, c in enumerate(chombo))
    after = replace(state, points=tuple(points), sticks=sticks, riichi=frozenset(), chombo=chombo)
    if is_bust(after.points, rules):
        return replace(after, ended=EndReason.BUST)
    return after


def _correction(state: TableState, event: PointCorrection) -> TableState:
    payer = check_seat(event.payer, state.seats, SeatRole.PAYER)
    receiver = check_seat(event.receiver, state.seats, SeatRole.RECEIVER)
    if payer == receiver:
        raise RefusedEvent(
            translate("table", "A correction moves points between two different players.")
        )
    amount = event.amount
    whole = isinstance(amount, int) and not isinstance(amount, bool)
    if not whole or amount <= 0 or amount % CORRECTION_STEP:
        raise RefusedEvent(
            translate("table", "A correction is a positive number of points in steps of 100.")
        )
    if amount > MAX_CORRECTION:
        raise RefusedEvent(
            translate(
                "table", "A correction moves at most {limit} points: check the amount."
            ).format(limit=f"{MAX_CORRECTION:,}")
        )
    if not isinstance(event.reason, str) or not event.reason.strip():
        raise RefusedEvent(
            translate("table", "Say why the points are corrected, so the table can check it later.")
        )
    points = list(state.points)
    points[payer] -= amount
    points[receiver] += amount
    return replace(state, points=tuple(points))


def _ended_by_time(state: TableState) -> TableState:
    """The game ends between two hands; the sticks on the table are settled as at any end."""
    if state.riichi:
        raise RefusedEvent(
            translate(
                "table",
                "Riichi was declared in {hand}: record how that hand ended, then end the game "
                "by time.",
            ).format(hand=state.hand_and_honba)
        )
    if state.hands_played == 0:
        raise RefusedEvent(
            translate(
                "table",
                "No hand has been played yet: play at least one hand before ending the game "
                "by time.",
            )
        )
    return replace(state, ended=EndReason.TIME)
