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

import pytest

from tallyo_desktop.core.table.events import NagashiMangan, Ron, Tsumo

from .convert import LogGame, load_games, result_event
from .replay import check_final_results, check_game, check_win_values, ids

GAMES = load_games()
RANKED = tuple(game for game in GAMES if game.ranked)


@pytest.mark.parametrize("log", GAMES, ids=ids(GAMES))
def test_every_hand_and_the_end_follow_the_log(log: LogGame) -> None:
    check_game(log)


@pytest.mark.parametrize("log", RANKED, ids=ids(RANKED))
def test_final_results_match_the_log(log: LogGame) -> None:
    check_final_results(log)


@pytest.mark.parametrize("log", GAMES, ids=ids(GAMES))
def test_every_win_scores_as_the_log_writes_it(log: LogGame) -> None:
    check_win_values(log)


def test_the_data_is_complete_and_every_result_is_converted() -> None:
    """The counts SOURCES.md gives, so a cut-short file or a dropped result cannot pass."""
    hands = [hand for game in GAMES for hand in game.hands]
    assert (len(GAMES), len(RANKED), len(hands)) == (178, 177, 1858)
    assert len(set(ids(GAMES))) == len(GAMES), "two games share a test id"
    assert {game.players for game in GAMES} == {4}
    assert all(game.final_results is not None for game in RANKED)
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
