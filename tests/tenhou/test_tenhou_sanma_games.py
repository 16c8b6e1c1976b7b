"""4 real three-player Tenhou games replayed through the core and compared with their logs.

The games of tests/data/tenhou-sanma (29 hands, 3 seats) are played as the four-player ones are
(see test_tenhou_games.py and `replay.replay`): for every hand the table before it (the hand,
honba, riichi sticks on the table, dealer and points), each seat's change and the points after
it; then that the game ends after the log's last hand for the log's reason, and the final points.
The log numbers the hands 4 to a wind and skips East 4 and South 4; the core names them from its
3 seats, so the hand before South 1 must be East 3.

Each game is played under Tenhou's three-player preset of its time (`convert.rules_for`):
`tenhou-3p-2020`, which rounds each result to 1000, for the two mjlog games (their results are
rounded: 27400 counts as 27000) and for the mjai game of 2020, which has no results and is placed
by its date like the four-player games (rounded up to 2020); `tenhou-3p` played for the East
round only for the East-only lobby game of 2023 (三鳳東喰赤速), whose final points are whole
thousands, so both settlements give its results and its date decides. The three games with
results are compared to the decimal; the mjai game only up to its final points.

A win is entered as its han and fu: the log's han already counts each kita (North set aside) as
a dora, as Tenhou lists it, so nothing is added for them. A second test scores every win alone
and writes it as Tenhou writes it for three players, which must give the log's text and value:
`満貫2000-4000点` is a non-dealer tsumo (the other non-dealer pays 2000, the dealer 4000, and
North's share is not paid, so the value is 6000), `跳満6000点∀` a dealer tsumo paid by each of the
two others, `倍満16000点` a ron.

A failing game names itself, the hand (round and honba) and the first difference.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tallyo_desktop.core.rules.rules import GameLength, Settlement
from tallyo_desktop.core.table.events import Ron, Tsumo

from .convert import (
    SANMA_DATA_FILE,
    LogGame,
    load_games,
    result_event,
    rules_for,
    settlement_of_year,
    stated_settlement,
)
from .replay import check_final_results, check_game, check_win_values, ids

GAMES = load_games(SANMA_DATA_FILE)
WITH_RESULTS = tuple(game for game in GAMES if game.final_results is not None)


@pytest.mark.parametrize("log", GAMES, ids=ids(GAMES))
def test_every_hand_and_the_end_follow_the_log(log: LogGame) -> None:
    check_game(log)


@pytest.mark.parametrize("log", WITH_RESULTS, ids=ids(WITH_RESULTS))
def test_final_results_match_the_log(log: LogGame) -> None:
    check_final_results(log)


@pytest.mark.parametrize("log", GAMES, ids=ids(GAMES))
def test_every_win_scores_as_the_log_writes_it(log: LogGame) -> None:
    check_win_values(log)


def test_the_data_is_complete_and_every_result_is_converted() -> None:
    """The counts of the file (its README gives the games, hands and results), so a cut-short
    file or a dropped result cannot pass."""
    hands = [hand for game in GAMES for hand in game.hands]
    assert (len(GAMES), len(WITH_RESULTS), len(hands)) == (4, 3, 29)
    assert len(set(ids(GAMES))) == len(GAMES), "two games share a test id"
    assert {game.players for game in GAMES} == {3}
    assert all(game.ranked for game in GAMES)
    results = [result_event(hand) for hand in hands]
    kinds = Counter(type(result).__name__ for result in results)
    assert kinds == {"Ron": 13, "Tsumo": 9, "ExhaustiveDraw": 6, "AbortiveDrawEvent": 1}
    assert all(len(r.wins) == 1 for r in results if isinstance(r, Ron))
    assert not any(isinstance(r, Ron) and r.on_riichi_tile for r in results)
    assert not any(isinstance(r, Tsumo) and r.pao is not None for r in results)
    # Every hand of a three-player South game is played, so East 3 hands over to South 1.
    assert {hand.hand_name for hand in hands} == {
        "East 1", "East 2", "East 3", "South 1", "South 2", "South 3",
    }  # fmt: skip
    wins = [win for hand in hands for win in hand.wins]
    assert (len(wins), sum(win.kita > 0 for win in wins)) == (22, 16)


def test_each_game_is_played_under_the_preset_of_its_lobby_and_time() -> None:
    chosen = {
        game.short_id: (rules_for(game).preset, rules_for(game).game_length) for game in GAMES
    }
    south = GameLength.EAST_SOUTH
    assert chosen == {
        "sanma2": ("tenhou-3p-2020", south),
        "2014091101-5ca6b487": ("tenhou-3p-2020", south),
        "2023010100-caffca62": ("tenhou-3p", GameLength.EAST_ONLY),
        "2020010100-7a6863a8": ("tenhou-3p-2020", south),
    }


def test_the_date_gives_the_settlement_the_results_show() -> None:
    """Where a game's results tell the two settlements apart and its id gives a date, the date
    alone names the same one: that is how the games without either are placed. The four-player
    games show both, the three-player ones only the rounded one."""
    dated = [
        (game.game_id, stated, settlement_of_year(game))
        for game in (*load_games(), *GAMES)
        if (stated := stated_settlement(game)) is not None and game.year is not None
    ]
    assert [entry for entry in dated if entry[1] is not entry[2]] == []
    assert {stated for _, stated, _ in dated} == set(Settlement)
    assert sum(game_id in {game.game_id for game in GAMES} for game_id, _, _ in dated) == 1
