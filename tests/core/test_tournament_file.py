"""A tournament as a file: written whole, read back to the same tournament, and checked whole
on reading, so that a damaged, cut-short, newer or hostile file is refused in words."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tournament_day import play_round, seated

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.tournament import operations
from tallyo_desktop.core.tournament.events import Carry
from tallyo_desktop.core.tournament.players import Player
from tallyo_desktop.core.tournament.ranking import ranking
from tallyo_desktop.core.tournament.tournament import Tournament
from tallyo_desktop.core.tournament.tournament_file import (
    MAX_FILE_BYTES,
    BadTournamentFile,
    read_tournament,
    tournament_from_json,
    tournament_to_json,
)


def full_day() -> Tournament:
    tournament = seated(32, 4)
    play_round(tournament, 0)
    play_round(tournament, 1)
    operations.penalise(tournament, "3", 1, 2000, "Slow play")
    operations.drop(tournament, tournament.state.tables(2)[0][0], replacement=Player("", "Sub"))
    operations.seat_again(tournament, seed=2)
    play_round(tournament, 2)
    operations.make_cut(tournament, 4, Carry.HALVED)
    play_round(tournament, 3)
    return tournament


def test_a_tournament_read_back_is_the_same_tournament() -> None:
    tournament = full_day()
    text = tournament_to_json(tournament)
    again = tournament_from_json(text)
    assert again.steps == tournament.steps
    assert again.state == tournament.state
    assert ranking(again.state) == ranking(tournament.state)
    assert tournament_to_json(again) == text
    data = json.loads(text)
    assert data["format"] == "tallyo-tournament" and data["version"] == 1
    # Rounds and tables are numbered from 1 in the file.
    results = [event for step in data["changes"] for event in step if event["event"] == "result"]
    assert {event["round"] for event in results} == {1, 2, 3, 4}
    assert min(event["table"] for event in results) == 1


def damage(text: str, change: int, event: int, field: str, value: object) -> str:
    data = json.loads(text)
    data["changes"][change][event][field] = value
    return json.dumps(data)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda text: text[: len(text) // 2], "not valid JSON"),
        (lambda text: "", "empty"),
        (lambda text: text.replace('"version": 1', '"version": 2', 1), "newer version"),
        (lambda text: text.replace('"tallyo-tournament"', '"other"', 1), "does not say so"),
        (lambda text: text.replace('"version": 1', '"version": 1, "version": 1', 1), "twice"),
        (lambda text: damage(text, 1, 0, "extra", 1), "should not: extra"),
        (lambda text: damage(text, 0, 0, "rounds", 0), "1 to 100"),
        (lambda text: damage(text, 2, 0, "player", "999"), "Change 3: No player"),
        (lambda text: damage(text, 0, 0, "name", "x" * 2000), "fitting length"),
    ],
)  # fmt: skip
def test_a_damaged_file_is_refused_in_words(edit: object, message: str) -> None:
    text = tournament_to_json(seated(16, 4))
    assert callable(edit)
    with pytest.raises(BadTournamentFile, match=message):
        tournament_from_json(edit(text))


def test_a_slip_that_does_not_add_up_in_a_file_is_refused() -> None:
    tournament = seated(16, 4)
    operations.record_slip(tournament, 0, 0, [40000, 30000, 30000, 20000], [0] * 4, 0)
    data = json.loads(tournament_to_json(tournament))
    data["changes"][-1][0]["points"] = [40000, 30000, 30000, 19000]
    with pytest.raises(BadTournamentFile, match="1000 short"):
        tournament_from_json(json.dumps(data))


def test_only_a_regular_file_of_a_tournaments_size_is_read(tmp_path: Path) -> None:
    with pytest.raises(BadTournamentFile, match="no tournament file"):
        read_tournament(tmp_path / "none.tallyo-tournament")
    with pytest.raises(BadTournamentFile, match="not a tournament file"):
        read_tournament(tmp_path)
    big = tmp_path / "big.tallyo-tournament"
    with open(big, "wb") as file:
        file.truncate(MAX_FILE_BYTES + 1)
    with pytest.raises(BadTournamentFile, match="larger than any"):
        read_tournament(big)
    if hasattr(os, "mkfifo"):
        pipe = tmp_path / "pipe.tallyo-tournament"
        os.mkfifo(pipe)
        with pytest.raises(BadTournamentFile, match="not a tournament file"):
            read_tournament(pipe)
    latin = tmp_path / "latin.tallyo-tournament"
    latin.write_bytes("é".encode("latin-1"))
    with pytest.raises(BadTournamentFile, match="UTF-8"):
        read_tournament(latin)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from(["slip", "penalty", "undo", "clear", "drop"]), max_size=12))
def test_any_day_written_and_read_back_is_the_same(actions: list[str]) -> None:
    tournament = seated(16, 4)
    done = 0
    for action in actions:
        state = tournament.state
        try:
            if action == "slip":
                table = done % 4
                operations.record_slip(
                    tournament, done // 4, table, [45000, 30000, 25000, 20000], [0] * 4, 0
                )
                done = min(done + 1, 15)
            elif action == "penalty":
                operations.penalise(tournament, "2", 0, 1000, "Late")
            elif action == "undo" and tournament.can_undo:
                tournament.undo()
            elif action == "clear" and state.results:
                operations.clear_result(tournament, *next(iter(state.results)))
            elif action == "drop":
                operations.drop(tournament, "16", replacement=Player("", f"Sub {done}"))
        except TallyoError:
            assert tournament.state is state
    again = tournament_from_json(tournament_to_json(tournament))
    assert again.state == tournament.state
