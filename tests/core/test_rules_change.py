"""Changing the rules of a game in progress: every event replayed under the new rules, refused
with the hand named when one could not be played, undone and redone like any other change; and
a kind of event the rules leave out refused with the reason before it is entered.
"""

from __future__ import annotations

import pytest

from tallyo_desktop.core.errors import RefusedEvent, TallyoError
from tallyo_desktop.core.record.format import game_from_json, game_to_json
from tallyo_desktop.core.rules.presets import TENHOU, TENHOU_3P, WRC, east_only
from tallyo_desktop.core.rules.questions import (
    abortive_draws_refusal,
    chombo_refusal,
    nagashi_mangan_refusal,
)
from tallyo_desktop.core.rules.rules import ChomboPenalty, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.session.changes import GameChange
from tallyo_desktop.core.session.draft import EntryMode, entry_refusal
from tallyo_desktop.core.session.session import GameSession
from tallyo_desktop.core.table.events import Chombo, Event, ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game, RulesChange

NAMES = ("Ann", "Bea", "Cid", "Dan")
WITH_CHOMBO = TENHOU.with_changes(preset="custom", chombo=ChomboPenalty.REVERSE_MANGAN)
KIRIAGE = TENHOU.with_changes(preset="custom", kiriage_mangan=True)
EVENTS: list[Event] = [
    Ron(1, (Win(2, Hand(han=4, fu=30)),)),  # East 1: Cid 7700 from Bea (8000 with kiriage)
    Tsumo(3, Hand(han=1, fu=30)),  # East 2: Dan 300/500
    Riichi(0),
    ExhaustiveDraw(frozenset({0})),  # East 3: Ann alone tenpai
]


def played(rules: Rules = TENHOU, events: list[Event] = EVENTS) -> Game:
    game = Game(rules, NAMES)
    for event in events:
        game.record(event)
    return game


def test_the_new_rules_count_every_hand_again() -> None:
    game = played()
    assert game.state_after(0).points == (25000, 17300, 32700, 25000)
    change = game.change_rules(KIRIAGE)
    assert change == RulesChange(TENHOU, KIRIAGE)
    assert game.rules == KIRIAGE
    assert game.events == tuple(EVENTS), "the events are kept as they were"
    # Kiriage mangan: 4 han 30 fu is a mangan, 8000 instead of 7700, and every later total moves.
    assert game.state_after(0).points == (25000, 17000, 33000, 25000)
    assert game.state.points == played(KIRIAGE).state.points
    assert game.state.hand_name == "East 4"


def test_new_starting_points_start_the_game_again_from_them() -> None:
    game = played()
    game.change_rules(TENHOU.with_changes(preset="custom", start_points=30000))
    assert game.state_before(0).points == (30000,) * 4
    assert game.state_after(0).points == (30000, 22300, 37700, 30000)


def test_undo_brings_the_old_rules_back_and_redo_the_new() -> None:
    game = played()
    before = [game.state_after(index) for index in range(len(game))]
    game.change_rules(KIRIAGE)
    assert game.last_change == RulesChange(TENHOU, KIRIAGE)
    game.undo()
    assert game.rules == TENHOU
    assert [game.state_after(index) for index in range(len(game))] == before
    assert game.next_change == RulesChange(TENHOU, KIRIAGE)
    game.redo()
    assert game.rules == KIRIAGE
    assert game.state_after(0).points == (25000, 17000, 33000, 25000)
    # Undo goes on past the rules change to the hands recorded before it.
    game.undo()
    game.undo()
    assert game.rules == TENHOU and len(game) == len(EVENTS) - 1


def test_rules_without_a_recorded_chombo_are_refused_naming_its_hand() -> None:
    game = played(WITH_CHOMBO, [*EVENTS, Chombo(1)])
    points, last = game.state.points, game.last_change
    with pytest.raises(RefusedEvent) as refused:
        game.change_rules(TENHOU)
    assert str(refused.value) == (
        "East 4, 1 honba could not be recorded any more: These rules have no chombo penalty."
    )
    assert game.rules == WITH_CHOMBO
    assert game.state.points == points
    assert game.last_change == last, "a refused change is not in the undo history"
    assert game.rules_refusal(TENHOU) == str(refused.value)
    assert game.rules_refusal(WITH_CHOMBO.with_changes(kiriage_mangan=True)) is None


def test_rules_that_end_the_game_before_its_last_hand_are_refused() -> None:
    game = played()
    game.record(ExhaustiveDraw(frozenset()))  # East 4: into the South round
    game.record(Tsumo(1, Hand(han=1, fu=30)))  # South 1
    assert game.state.hand_name == "South 2"
    with pytest.raises(RefusedEvent, match="the game ends in East 4"):
        game.change_rules(east_only(TENHOU))
    assert game.rules == TENHOU


def test_the_number_of_players_cannot_change() -> None:
    game = played()
    refusal = "A game keeps its number of players: start a new game to play with 3."
    assert game.rules_refusal(TENHOU_3P) == refusal
    with pytest.raises(TallyoError, match="keeps its number of players"):
        game.change_rules(TENHOU_3P)
    assert game.rules == TENHOU


def test_rules_that_cannot_be_played_are_refused_with_their_problem() -> None:
    game = played()
    broken = TENHOU.with_changes(preset="custom", uma=(1, 2, 3))
    assert broken.problems()
    assert game.rules_refusal(broken) == " ".join(broken.problems())
    with pytest.raises(TallyoError):
        game.change_rules(broken)


def test_a_saved_game_keeps_its_new_rules() -> None:
    game = played()
    game.change_rules(KIRIAGE)
    loaded = game_from_json(game_to_json(game))
    assert loaded.rules == KIRIAGE
    assert loaded.state.points == game.state.points


# The session


def test_the_session_reports_a_rules_change_for_every_view() -> None:
    session = GameSession(played())
    change = session.change_rules(KIRIAGE)
    assert change == GameChange(
        table=True, history_from=0, edited=True, draft=True, rules=True, finished=None
    )
    assert session.undo_text() == "changing the rules"
    assert session.undo() == change
    assert session.rules == TENHOU
    assert session.redo_text() == "changing the rules"
    assert session.redo().rules


def test_the_same_rules_change_nothing() -> None:
    session = GameSession(played())
    assert session.change_rules(TENHOU) == GameChange()
    assert session.undo_text() == "East 3 draw"


def test_an_entry_begun_under_the_old_rules_is_closed() -> None:
    session = GameSession(played(WITH_CHOMBO))
    session.begin(EntryMode.CHOMBO)
    session.change_rules(WITH_CHOMBO.with_changes(kiriage_mangan=True))
    assert session.draft.mode is EntryMode.IDLE


def test_a_refused_rules_change_names_the_hand_and_changes_nothing() -> None:
    session = GameSession(played(WITH_CHOMBO, [*EVENTS, Chombo(1)]))
    with pytest.raises(TallyoError, match=r"^East 4, 1 honba could not be recorded any more"):
        session.change_rules(TENHOU)
    assert session.rules == WITH_CHOMBO


def test_a_game_open_to_look_at_keeps_its_rules() -> None:
    session = GameSession()
    session.load(played(), read_only=True)
    with pytest.raises(TallyoError, match="open to look at only"):
        session.change_rules(KIRIAGE)


def test_a_game_that_the_new_rules_end_reports_its_result() -> None:
    session = GameSession(played())
    session.record(ExhaustiveDraw(frozenset()))  # East 4, nobody tenpai: South 1
    session.undo()
    session.record(Ron(3, (Win(0, Hand(han=4, fu=30)),)))  # East 4: Ann 7700 from the dealer
    assert not session.game.is_over
    change = session.change_rules(east_only(TENHOU))
    assert session.game.is_over
    assert change.finished is not None


# Why a kind of event cannot be entered


def test_each_kind_the_rules_leave_out_says_why() -> None:
    assert chombo_refusal(TENHOU) == "These rules have no chombo penalty."
    assert chombo_refusal(WRC) is None
    assert nagashi_mangan_refusal(WRC) == "These rules have no nagashi mangan."
    assert nagashi_mangan_refusal(TENHOU) is None
    assert abortive_draws_refusal(WRC, 4) == "These rules have no abortive draws."
    assert abortive_draws_refusal(TENHOU_3P, 3) is None
    assert entry_refusal(EntryMode.CHOMBO, TENHOU, 4) == (
        "These rules have no chombo penalty. Change the rules of this game to record one."
    )
    assert entry_refusal(EntryMode.RON, TENHOU, 4) is None


def test_the_engine_refuses_with_the_same_reason() -> None:
    with pytest.raises(RefusedEvent) as refused:
        Game(TENHOU, NAMES).record(Chombo(0))
    assert str(refused.value) == chombo_refusal(TENHOU)


def test_entering_a_kind_the_rules_leave_out_is_refused_with_the_reason() -> None:
    session = GameSession(Game(TENHOU, NAMES))
    with pytest.raises(TallyoError) as refused:
        session.begin(EntryMode.CHOMBO)
    assert str(refused.value) == entry_refusal(EntryMode.CHOMBO, TENHOU, 4)
    assert session.draft.mode is EntryMode.IDLE
    wrc = GameSession(Game(WRC, NAMES))
    wrc.begin(EntryMode.DRAW)
    with pytest.raises(TallyoError, match="no nagashi mangan"):
        wrc.begin(EntryMode.NAGASHI)
    assert wrc.draft.mode is EntryMode.DRAW, "the draw being entered stays"
    with pytest.raises(TallyoError, match="no abortive draws"):
        GameSession(Game(WRC, NAMES)).begin(EntryMode.ABORTIVE)
