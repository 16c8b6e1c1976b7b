"""A Tenhou game record played through the core, hand by hand, and the first difference found.

The same comparisons serve the four-player and the three-player games: for every hand the table
before it (the hand, honba, riichi sticks on the table, dealer and points), each seat's change and
the points after it; then that the game ends after the log's last hand for the log's reason, the
leftover sticks and the final points. The final results and the value of each win alone are
compared by the tests themselves.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tallyo_desktop.core.errors import RefusedEvent
from tallyo_desktop.core.scoring.payments import score_win
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.settlement import format_result
from tallyo_desktop.core.table.state import Points

from .convert import LogGame, LogHand, end_reason, hand_events, hand_of, result_event, rules_for
from .points_text import points_text


def ids(games: Sequence[LogGame]) -> list[str]:
    return [game.short_id for game in games]


def names(log: LogGame) -> tuple[str, ...]:
    return tuple(f"Seat {seat}" for seat in range(log.players))


def _seat_difference(what: str, engine: Sequence[int], log: Sequence[int]) -> str | None:
    if len(engine) != len(log):
        return f"{what}: engine {list(engine)} for {len(engine)} seats, log {list(log)}"
    for seat, (mine, theirs) in enumerate(zip(engine, log, strict=True)):
        if mine != theirs:
            return (
                f"{what} of seat {seat}: engine {mine}, log {theirs}"
                f" (engine {list(engine)}, log {list(log)})"
            )
    return None


def _changes(before: Points, after: Points) -> tuple[int, ...]:
    return tuple(a - b for a, b in zip(after, before, strict=True))


def _play_hand(game: Game, hand: LogHand) -> str | None:
    """Records one hand after checking the table it starts from; returns the first difference."""
    state = game.state
    if state.ended is not None:
        return f"the engine ended the game before this hand ({state.ended.value})"
    for what, engine, log in (
        ("the hand", state.hand_name, hand.hand_name),
        ("the honba", state.honba, hand.honba),
        ("the riichi sticks on the table", state.sticks, hand.sticks),
        ("the dealer", state.dealer, hand.dealer),
    ):
        if engine != log:
            return f"before the hand, {what}: engine {engine}, log {log}"
    difference = _seat_difference("before the hand, the points", state.points, hand.start_points)
    if difference:
        return difference
    for event in hand_events(hand):
        try:
            game.record(event)
        except RefusedEvent as error:
            return f"the engine refused {event}: {error}"
    # The riichi deposits are not part of the log's payments: compare from after them. A stick
    # declared on the tile that was ronned was never placed: the engine gives it back.
    before_result = game.state_before(len(game) - 1).points
    unplaced = set(hand.riichi_declared) - set(hand.riichi_paid)
    log_changes = [delta + 1000 * (seat in unplaced) for seat, delta in enumerate(hand.deltas)]
    difference = _seat_difference(
        "the change", _changes(before_result, game.state.points), log_changes
    )
    if difference:
        return f"{difference}; the result entered: {result_event(hand)}"
    return _seat_difference("after the hand, the points", game.state.points, hand.end_points)


def replay(log: LogGame) -> tuple[Game, str | None]:
    """The game the log's hands give, and the first difference from the log (None if none)."""
    game = Game(rules_for(log), names(log))
    for hand in log.hands:
        difference = _play_hand(game, hand)
        if difference:
            return game, f"{log.game_id}, {hand.label}: {difference}"
    last = log.hands[-1]
    where = f"{log.game_id}, after the last hand {last.label}"
    expected = end_reason(log)
    state = game.state
    if state.ended is None:
        return game, (
            f"{where}: the log ends the game ({expected.value}) but the engine plays on"
            f" ({state.hand_name}, {state.honba} honba)"
        )
    if state.ended is not expected:
        return (
            game,
            f"{where}: the game ends for {state.ended.value}, the log says {expected.value}",
        )
    settlement = game.settlement()
    leftover = log.leftover_sticks * game.rules.riichi_stick
    if settlement.leftover_sticks != leftover:
        return game, (
            f"{where}: leftover sticks: engine {settlement.leftover_sticks}, log {leftover}"
        )
    final = _seat_difference(
        "the final points", [standing.points for standing in settlement.standings], log.final_points
    )
    return game, (f"{where}: {final}" if final else None)


def check_game(log: LogGame) -> None:
    """Fails the test at the first difference between the replay and the log."""
    _, difference = replay(log)
    if difference:
        pytest.fail(difference, pytrace=False)


def check_final_results(log: LogGame) -> None:
    """Fails the test unless the replay ends with the log's results, to the decimal."""
    game, difference = replay(log)
    if difference:
        pytest.fail(difference, pytrace=False)
    assert log.final_results is not None, f"{log.game_id}: the record has no final results"
    standings = game.settlement().standings
    for standing in standings:
        expected = log.final_results[standing.seat]
        if standing.result != expected:
            pytest.fail(
                f"{log.game_id} ({game.rules.preset}): the final result of seat {standing.seat}:"
                f" engine {standing.result_text}, log {format_result(expected)}"
                f" (engine {[s.result_text for s in standings]},"
                f" log {[format_result(r) for r in log.final_results]})",
                pytrace=False,
            )


def check_win_values(log: LogGame) -> None:
    """Fails the test unless every win, scored alone and written as tenhou.net/6 writes it,
    gives the log's text and value."""
    rules = rules_for(log)
    for hand in log.hands:
        for win in hand.wins:
            entered = hand_of(win)
            score = score_win(
                entered, tsumo=win.tsumo, dealer=win.winner == hand.dealer, rules=rules
            )
            text = points_text(entered, score)
            if (text, score.points) != (win.points_text, win.points):
                pytest.fail(
                    f"{log.game_id}, {hand.label}: seat {win.winner}'s {entered.describe()}:"
                    f" engine {text} (worth {score.points}),"
                    f" log {win.points_text} (worth {win.points})",
                    pytrace=False,
                )
