"""178 real Tenhou games replayed through the core and compared with their logs.

Each game is played from its starting points under the preset of its lobby and its time (see
`convert.rules_for`). For every hand the test compares the table before it (the hand, honba,
riichi sticks on the table, dealer and points), each seat's change, and the points after it; then
that the game ends after the log's last hand for the log's reason, and the final points (leftover
sticks to first). For the 177 ranked games it also compares the final results (uma and oka) to
the decimal. The one private-lobby game (般南喰赤 in lobby L10011, 30000 start) used a custom uma
that its log does not state, so only its hands, its end and its final points are compared.

A second test scores every win alone and writes it as tenhou.net/6 does (`30符4飜7700点`,
`満貫2000-4000点`, `40符2飜1300点∀`), which must give the log's text.

A failing game names itself, the hand (round and honba) and the first difference.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pytest

from tallyo_desktop.core.errors import RefusedEvent
from tallyo_desktop.core.events import NagashiMangan, Ron, Tsumo
from tallyo_desktop.core.game import Game
from tallyo_desktop.core.scoring import score_win
from tallyo_desktop.core.settlement import format_result
from tallyo_desktop.core.state import Points

from .convert import (
    SEATS,
    LogGame,
    LogHand,
    end_reason,
    hand_events,
    hand_of,
    load_games,
    result_event,
    rules_for,
)
from .points_text import points_text

GAMES = load_games()
RANKED = tuple(game for game in GAMES if game.ranked)
NAMES = ("Seat 0", "Seat 1", "Seat 2", "Seat 3")


def _ids(games: tuple[LogGame, ...]) -> list[str]:
    return [game.short_id for game in games]


def _seat_difference(what: str, engine: Sequence[int], log: Sequence[int]) -> str | None:
    for seat in range(SEATS):
        if engine[seat] != log[seat]:
            return (
                f"{what} of seat {seat}: engine {engine[seat]}, log {log[seat]}"
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
    game = Game(rules_for(log), NAMES)
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


@pytest.mark.parametrize("log", GAMES, ids=_ids(GAMES))
def test_every_hand_and_the_end_follow_the_log(log: LogGame) -> None:
    _, difference = replay(log)
    if difference:
        pytest.fail(difference, pytrace=False)


@pytest.mark.parametrize("log", RANKED, ids=_ids(RANKED))
def test_final_results_match_the_log(log: LogGame) -> None:
    game, difference = replay(log)
    if difference:
        pytest.fail(difference, pytrace=False)
    for standing in game.settlement().standings:
        expected = log.final_results[standing.seat]
        if standing.result != expected:
            pytest.fail(
                f"{log.game_id} ({game.rules.preset}): the final result of seat {standing.seat}:"
                f" engine {standing.result_text}, log {format_result(expected)}"
                f" (engine {[s.result_text for s in game.settlement().standings]},"
                f" log {[format_result(r) for r in log.final_results]})",
                pytrace=False,
            )


@pytest.mark.parametrize("log", GAMES, ids=_ids(GAMES))
def test_every_win_scores_as_the_log_writes_it(log: LogGame) -> None:
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


def test_the_data_is_complete_and_every_result_is_converted() -> None:
    """The counts SOURCES.md gives, so a cut-short file or a dropped result cannot pass."""
    hands = [hand for game in GAMES for hand in game.hands]
    assert (len(GAMES), len(RANKED), len(hands)) == (178, 177, 1858)
    assert len(set(_ids(GAMES))) == len(GAMES), "two games share a test id"
    results = [result_event(hand) for hand in hands]
    kinds = Counter(type(result).__name__ for result in results)
    assert kinds == {
        "Ron": 873 + 15,
        "Tsumo": 660,
        "ExhaustiveDraw": 287,
        "NagashiMangan": 3,
        "AbortiveDrawEvent": 20,
    }
    assert sum(isinstance(r, Ron) and len(r.wins) == 2 for r in results) == 15
    assert sum(isinstance(r, Tsumo) and r.pao is not None for r in results) == 3
    assert sum(len(r.seats) for r in results if isinstance(r, NagashiMangan)) == 3


def test_forty_hands_are_won_on_a_riichi_declaration_tile() -> None:
    # The logs' riichi_seats against riichi_sticks_paid: in 40 hands the declaring discard was
    # ronned, so its stick was never placed. Every one of them replays above.
    on_the_tile = [
        hand
        for game in GAMES
        for hand in game.hands
        if isinstance(event := result_event(hand), Ron) and event.on_riichi_tile
    ]
    assert len(on_the_tile) == 40
