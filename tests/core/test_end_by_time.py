"""A game ended by time: recorded between two hands like any event, settled as any finished
game, refused where it makes no sense, undone and redone, written and read back."""

from __future__ import annotations

import json

import pytest

from tallyo_desktop.core.errors import RefusedEvent, TallyoError
from tallyo_desktop.core.record.events import event_from_dict, event_to_dict
from tallyo_desktop.core.record.export import game_to_csv
from tallyo_desktop.core.record.format import game_from_json, game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import LeftoverSticks, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.session.changes import GameChange
from tallyo_desktop.core.session.draft import EntryMode
from tallyo_desktop.core.session.session import GameSession
from tallyo_desktop.core.table.events import (
    Chombo,
    EndedByTime,
    Event,
    ExhaustiveDraw,
    Riichi,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.history import history_rows
from tallyo_desktop.core.table.settlement import settle
from tallyo_desktop.core.table.state import EndReason

NAMES = ("Ann", "Bea", "Cid", "Dan")
RON = Ron(0, (Win(1, Hand(3, 30)),))
# Ann riichi; a draw with Ann tenpai: her stick stays on the table.
DRAW_WITH_STICK: list[Event] = [Riichi(0), ExhaustiveDraw(frozenset({0}))]


def game(*events: Event, rules: Rules = presets.WRC) -> Game:
    return Game.replay(rules, NAMES, events)


def test_the_game_ends_after_a_whole_hand_and_is_settled() -> None:
    played = game(RON, Tsumo(2, Hand(2, 30)))
    before = played.state
    after = played.record(EndedByTime())
    assert after.is_over and after.ended is EndReason.TIME
    assert after.ended.explanation == "The game was ended by time."
    # Nothing else moves: the points, the hand that would have come next, the sticks.
    assert after.points == before.points
    assert (after.round_wind, after.hand_number, after.honba) == (
        before.round_wind,
        before.hand_number,
        before.honba,
    )
    assert after.hands_played == 2
    assert played.settlement() == settle(before, played.rules)


@pytest.mark.parametrize(
    ("leftover", "first_gets", "unpaid"),
    [(LeftoverSticks.TO_FIRST, 1000, 0), (LeftoverSticks.LOST, 0, 1000)],
)
def test_riichi_sticks_left_on_the_table_go_as_the_rules_say(
    leftover: LeftoverSticks, first_gets: int, unpaid: int
) -> None:
    rules = presets.WRC.with_changes(leftover_sticks=leftover)
    played = game(*DRAW_WITH_STICK, EndedByTime(), rules=rules)
    assert played.is_over and played.state.sticks == 1
    result = played.settlement()
    first = result.by_place()[0]
    assert first.points == played.state.points[first.seat] + first_gets
    assert result.leftover_count == 1
    assert result.unpaid == unpaid
    assert result.total == -unpaid


def test_refused_before_the_first_hand() -> None:
    fresh = game()
    with pytest.raises(RefusedEvent, match="No hand has been played yet"):
        fresh.record(EndedByTime())
    assert len(fresh) == 0 and not fresh.is_over


def test_a_chombo_is_no_hand_played() -> None:
    fresh = game()
    fresh.record(Chombo(1))
    with pytest.raises(RefusedEvent, match="No hand has been played yet"):
        fresh.record(EndedByTime())


def test_refused_in_the_middle_of_a_hand_with_a_riichi() -> None:
    played = game(RON, Riichi(2))
    with pytest.raises(RefusedEvent, match="Riichi was declared in East 2: record how"):
        played.record(EndedByTime())
    assert not played.is_over and len(played) == 2


def test_refused_when_the_game_is_already_over() -> None:
    played = game(RON, EndedByTime())
    with pytest.raises(RefusedEvent, match="The game is over"):
        played.record(EndedByTime())
    with pytest.raises(RefusedEvent, match="The game is over"):
        played.record(RON)


def test_refused_after_a_game_that_ended_by_itself() -> None:
    east_only = presets.east_only(presets.WRC)
    # Four non-dealer wins end an East-only game.
    wins = [Ron((w + 1) % 4, (Win((w + 2) % 4, Hand(1, 30)),)) for w in range(4)]
    played = game(*wins, rules=east_only)
    assert played.is_over and played.state.ended is not EndReason.TIME
    with pytest.raises(RefusedEvent, match="The game is over"):
        played.record(EndedByTime())


def test_undo_and_redo_take_it_back_and_make_it_again() -> None:
    played = game(RON)
    played.record(EndedByTime())
    played.undo()
    assert not played.is_over and played.events == (RON,)
    played.record(Tsumo(2, Hand(2, 30)))
    played.record(EndedByTime())
    played.undo()
    played.redo()
    assert played.is_over and played.state.ended is EndReason.TIME


def test_a_hand_put_in_before_it_is_played_and_the_game_still_ends_by_time() -> None:
    played = game(RON, EndedByTime())
    played.splice(1, 1, [Tsumo(2, Hand(2, 30))])
    assert played.is_over and played.state.ended is EndReason.TIME
    assert played.state.hands_played == 2


def test_an_edit_that_ends_the_game_earlier_names_the_hand() -> None:
    busting = presets.WRC.with_changes(busting=True)
    played = game(RON, RON, EndedByTime(), rules=busting)
    with pytest.raises(RefusedEvent, match="the game ends in East 2, so the hands after"):
        # Bea's second win becomes a yakuman from Ann: Ann goes bust there.
        played.splice(1, 2, [Ron(0, (Win(1, Hand(0, None, 2)),))])
    assert played.state.ended is EndReason.TIME


def test_deleting_it_lets_the_game_go_on() -> None:
    played = game(RON, EndedByTime())
    played.splice(1, 2, [])
    assert not played.is_over
    played.record(Tsumo(2, Hand(2, 30)))
    assert played.state.hands_played == 2


def test_written_and_read_back() -> None:
    assert event_to_dict(EndedByTime()) == {"type": "end_by_time"}
    assert event_from_dict({"type": "end_by_time"}) == EndedByTime()
    played = game(*DRAW_WITH_STICK, RON, EndedByTime())
    text = game_to_json(played)
    assert json.loads(text)["events"][-1] == {"type": "end_by_time"}
    assert json.loads(text)["version"] == 3
    again = game_from_json(text)
    assert again.events == played.events
    assert again.state == played.state
    assert again.settlement() == played.settlement()


def test_an_end_by_time_with_fields_is_refused() -> None:
    with pytest.raises(TallyoError, match="seat"):
        event_from_dict({"type": "end_by_time", "seat": 1}, 3)


def test_a_file_ended_by_time_before_any_hand_is_refused_naming_the_event() -> None:
    text = game_to_json(game(RON, EndedByTime()))
    data = json.loads(text)
    data["events"] = [{"type": "end_by_time"}]
    with pytest.raises(TallyoError, match="Event 1: No hand has been played yet"):
        game_from_json(json.dumps(data))


def test_the_history_and_the_undo_say_ended_by_time() -> None:
    played = game(RON, EndedByTime())
    rows = history_rows(played)
    assert len(rows) == 2
    last = rows[-1]
    assert last.summary == "Ended by time"
    assert last.hand_name == "East 2"
    assert last.changes == (0, 0, 0, 0)
    assert last.totals == played.state.points
    assert (last.first_event, last.last_event) == (1, 1)
    session = GameSession(played)
    assert session.undo_text() == "ending the game by time"


def test_the_csv_export_holds_the_row_and_the_final_results() -> None:
    text = game_to_csv(game(RON, EndedByTime()))
    lines = text.splitlines()
    assert any(line.startswith("East 2,0,Ended by time,0,") for line in lines)
    assert "Final results" in text


def test_the_session_ends_the_game_by_time_and_carries_the_settlement() -> None:
    session = GameSession(game(RON))
    session.begin(EntryMode.RON)
    assert session.end_by_time_refusal() is None
    change = session.end_by_time()
    assert change.finished == session.settlement()
    assert change.edited and change.table and change.history_from == 1
    # The entry begun is given up: the game is over.
    assert session.draft.mode is EntryMode.IDLE
    assert session.state.ended is EndReason.TIME
    assert session.end_by_time_refusal() is not None
    undone = session.undo()
    assert undone.edited and not session.state.is_over


def test_the_session_refuses_and_changes_nothing() -> None:
    session = GameSession(game())
    assert session.end_by_time_refusal() == (
        "No hand has been played yet: play at least one hand before ending the game by time."
    )
    with pytest.raises(TallyoError, match="No hand has been played yet"):
        session.end_by_time()
    assert len(session.game) == 0
    looked_at = GameSession()
    looked_at.load(game(RON), read_only=True)
    assert looked_at.end_by_time_refusal() is not None
    with pytest.raises(TallyoError, match="look at only"):
        looked_at.end_by_time()
    assert GameSession().end_by_time_refusal() == "Start a new game first."
    assert GameSession(game(RON)).end_by_time() != GameChange()


def test_its_row_is_not_opened_as_a_hand_but_says_how_to_play_on() -> None:
    session = GameSession(game(RON, EndedByTime()))
    with pytest.raises(TallyoError, match="delete it, or undo it, to play on"):
        session.open_hand(1, 2, frozenset())
    assert session.draft.mode is EntryMode.IDLE
    session.splice(1, 2, [])
    assert not session.state.is_over
