"""`replay` and the library's statistics on a game ended by time."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tallyo_desktop.cli import main
from tallyo_desktop.core.library.rows import game_statistics
from tallyo_desktop.core.record.format import game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import LeftoverSticks
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import (
    EndedByTime,
    Event,
    ExhaustiveDraw,
    Riichi,
    Ron,
    Win,
)
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Ben", "Cid", "Dee")
# East 1: Ben wins 3900 from Ann. East 2: Cid riichi, a draw with Cid tenpai (his stick stays).
# Time runs out: the game ends before East 3, 1 honba.
EVENTS: list[Event] = [
    Ron(0, (Win(1, Hand(3, 30)),)),
    Riichi(2),
    ExhaustiveDraw(frozenset({2})),
    EndedByTime(),
]
ENDED = """\
Mahjong Soul rules, 4 events

Hands
  East 1           Ron from Ann: Ben 3 han 30 fu: 3900
  East 2           Draw, tenpai: Cid (Cid riichi)
  East 3, 1 honba  Ended by time

Seat winds in East 3 (not played: the game was ended by time):
  Ann  West     20100
  Ben  North    27900
  Cid  East     27000
  Dee  South    24000
East 3, 1 honba, 1 riichi stick on the table
The game is over. The game was ended by time.

Settlement
  1  Ben    28900   +18.9
  2  Cid    27000    +7.0
  3  Dee    24000    -6.0
  4  Ann    20100   -19.9
The riichi stick left on the table (1000) goes to Ben, first: 27900 + 1000 =
28900 points.
"""


def ended_game() -> Game:
    rules = presets.MAHJONG_SOUL
    assert rules.leftover_sticks is LeftoverSticks.TO_FIRST
    return Game.replay(rules, NAMES, EVENTS)


def test_replay_says_the_game_was_ended_by_time(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "ended.tallyo"
    path.write_text(game_to_json(ended_game()), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out, _ = capsys.readouterr()
    assert out == ENDED
    assert main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr()[0])
    assert data["over"] is True
    assert data["end"] == {"reason": "time", "explanation": "The game was ended by time."}
    assert data["leftover_sticks"] == 1000
    assert [row["result_text"] for row in data["settlement"]] == ["+18.9", "+7.0", "-6.0", "-19.9"]


def test_the_statistics_count_the_hands_played_not_the_end() -> None:
    statistics = game_statistics(ended_game())
    assert [seat.hands_played for seat in statistics] == [2, 2, 2, 2]
    assert [seat.wins for seat in statistics] == [0, 1, 0, 0]
    assert [seat.deal_ins for seat in statistics] == [1, 0, 0, 0]
    assert [seat.riichi for seat in statistics] == [0, 0, 1, 0]
