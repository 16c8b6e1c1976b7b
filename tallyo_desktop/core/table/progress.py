"""After a hand: who deals next, the honba, and whether the game is over."""

from __future__ import annotations

from dataclasses import replace

from tallyo_desktop.core.rules.rules import GameLength, Rules
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.state import EndReason, Points, TableState


def is_bust(points: Points, rules: Rules) -> bool:
    if not rules.busting:
        return False
    return any(p < 0 or (rules.bust_at_zero and p == 0) for p in points)


def last_round(rules: Rules) -> Wind:
    return Wind.EAST if rules.game_length is GameLength.EAST_ONLY else Wind.SOUTH


def _dealer_leads(state: TableState, rules: Rules) -> bool:
    """The dealer is first (ties by seat order) with at least the target."""
    dealer = state.dealer
    return state.placement_order()[0] == dealer and state.points[dealer] >= rules.target_points


def finish_hand(
    state: TableState,
    rules: Rules,
    *,
    points: Points,
    sticks: int,
    dealer_keeps: bool,
    reset_honba: bool,
    yame: EndReason | None,
) -> TableState:
    """The state before the next hand (or the end of the game) once a hand is over.

    `yame` is the way the game may end if the dealer keeps the deal in the last hand (agari-yame
    after a dealer win, tenpai-yame after a draw with the dealer tenpai), or None.
    """
    after = replace(
        state,
        points=points,
        sticks=sticks,
        riichi=frozenset(),
        honba=0 if reset_honba else state.honba + 1,
        hands_played=state.hands_played + 1,
    )
    if is_bust(points, rules):
        return replace(after, ended=EndReason.BUST)
    final_round = last_round(rules)
    in_extension = state.round_wind > final_round
    all_last = state.round_wind == final_round and state.hand_number == state.seats
    if dealer_keeps:
        if (all_last or in_extension) and yame is not None and _dealer_leads(after, rules):
            return replace(after, ended=yame)
        return after
    somebody_reached = any(p >= rules.target_points for p in points)
    if in_extension:
        if somebody_reached:
            return replace(after, ended=EndReason.EXTENSION_REACHED_TARGET)
        if state.hand_number == state.seats:
            return replace(after, ended=EndReason.EXTENSION_LIMIT)
    elif all_last and not (rules.west_extension and not somebody_reached):
        return replace(after, ended=EndReason.LAST_HAND)
    if state.hand_number == state.seats:
        return replace(after, round_wind=Wind(state.round_wind + 1), hand_number=1)
    return replace(after, hand_number=state.hand_number + 1)
