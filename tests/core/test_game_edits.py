"""Editing a game after the fact: any past hand replaced, a forgotten hand or riichi put in, a
hand deleted, a player renamed; and every change undone and redone.

The totals are worked out from scoring.md's charts; every later hand is replayed under the edit.
"""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tallyo_desktop.core.errors import RefusedEvent, TallyoError
from tallyo_desktop.core.rules.presets import TENHOU, WRC, east_only
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game, Rename, Splice

NAMES = ("Ann", "Bea", "Cid", "Dan")
EVENTS: list[Event] = [
    Ron(1, (Win(2, Hand(han=2, fu=30)),)),  # East 1: Cid 2000 from Bea
    Tsumo(3, Hand(han=1, fu=30)),  # East 2: Dan 300/500, dealer Bea pays 500
    Riichi(0),
    ExhaustiveDraw(frozenset({0})),  # East 3: Ann alone tenpai takes 3000; the deal passes
]


def played(events: list[Event] = EVENTS) -> Game:
    game = Game(TENHOU, NAMES)
    for event in events:
        game.record(event)
    return game


def test_a_past_hand_replaced_changes_every_later_total() -> None:
    game = played()
    before = game.state.points
    # East 1 was a 3 han 30 fu ron, not 2 han: Cid takes 3900 instead of 2000.
    game.splice(0, 1, [Ron(1, (Win(2, Hand(han=3, fu=30)),))])
    assert game.events[1:] == tuple(EVENTS[1:])
    assert game.state.points == (before[0], before[1] - 1900, before[2] + 1900, before[3])
    assert game.state.hand_name == "East 4"


def test_a_forgotten_riichi_and_a_forgotten_hand_are_put_in() -> None:
    game = played()
    # Bea declared riichi in East 1 before dealing in: her stick went to Cid.
    game.splice(0, 0, [Riichi(1)])
    assert game.state_after(1).points == (25000, 22000, 28000, 25000)
    # A forgotten draw before East 2: everybody noten, the deal passes, honba + 1.
    game.splice(2, 2, [ExhaustiveDraw(frozenset())])
    assert game.state_after(2).hand_name == "East 3"
    assert game.state_after(3).hand_name == "East 4"


def test_a_hand_is_deleted() -> None:
    game = played()
    game.splice(1, 2, [])
    assert game.events == (EVENTS[0], *EVENTS[2:])
    assert game.state.hand_name == "East 3"


def test_an_edit_that_makes_a_later_hand_impossible_changes_nothing() -> None:
    game = played()
    state, events = game.state, game.events
    # A riichi for Ann put in at the start of East 3 makes the riichi she declared later in that
    # hand a second one, which cannot be.
    with pytest.raises(RefusedEvent, match=r"^East 3 could not be recorded any more: Ann has "):
        game.splice(2, 2, [Riichi(0)])
    assert (game.state, game.events) == (state, events)


def test_an_edit_that_ends_the_game_early_says_where() -> None:
    game = Game(east_only(WRC), NAMES)
    for _ in range(3):
        game.record(ExhaustiveDraw(frozenset()))
    game.record(ExhaustiveDraw(frozenset({3})))  # East 4: Dan the dealer tenpai, plays on
    game.record(ExhaustiveDraw(frozenset()))
    assert game.is_over
    # Had Dan been noten in East 4, the game would have ended there.
    with pytest.raises(RefusedEvent, match="game ends in East 4, 3 honba, so the hands after it"):
        game.splice(3, 4, [ExhaustiveDraw(frozenset())])
    assert len(game) == 5


def test_every_change_is_undone_and_redone() -> None:
    game = played()
    states = [game.state]
    changes: list[Splice | Rename] = [
        game.splice(0, 1, [Ron(1, (Win(2, Hand(han=3, fu=30)),))]),
        game.rename(1, "Beatrice"),
        game.splice(1, 2, []),
        game.splice(0, 0, [Riichi(1)]),
    ]
    states.append(game.state)
    final_names = game.names
    for change in reversed(changes):
        assert game.last_change == change
        assert game.undo() == change
    assert game.state == states[0]
    assert game.names == NAMES
    assert not game.can_undo or game.last_change == Splice(3, (), (EVENTS[3],))
    for change in changes:
        assert game.next_change == change
        assert game.redo() == change
    assert game.state == states[1]
    assert game.names == final_names
    assert not game.can_redo


def test_a_new_change_drops_what_could_be_redone() -> None:
    game = played()
    game.undo()
    assert game.can_redo
    game.record(ExhaustiveDraw(frozenset()))
    assert not game.can_redo
    with pytest.raises(RefusedEvent, match="nothing to redo"):
        game.redo()


def test_renaming_a_player_renames_every_table() -> None:
    game = played()
    game.rename(0, "  Anne ")
    assert game.names == ("Anne", "Bea", "Cid", "Dan")
    assert all(game.state_before(index).names[0] == "Anne" for index in range(len(game) + 1))
    with pytest.raises(TallyoError, match="same name"):
        game.rename(1, "Cid")
    with pytest.raises(TallyoError, match="needs a name"):
        game.rename(1, "   ")
    assert game.names == ("Anne", "Bea", "Cid", "Dan")


@given(
    st.lists(
        st.sampled_from(
            [
                Riichi(0),
                Riichi(2),
                ExhaustiveDraw(frozenset()),
                ExhaustiveDraw(frozenset({1, 2})),
                Ron(3, (Win(1, Hand(han=2, fu=40)),)),
                Tsumo(2, Hand(han=3, fu=30)),
            ]
        ),
        max_size=14,
    ),
    st.data(),
)
def test_a_splice_gives_what_replaying_the_new_list_gives(
    events: list[Event], data: st.DataObject
) -> None:
    game = Game(TENHOU, NAMES)
    for event in events:
        with contextlib.suppress(RefusedEvent):
            game.record(event)
    recorded = list(game.events)
    start = data.draw(st.integers(0, len(recorded)))
    stop = data.draw(st.integers(start, len(recorded)))
    inserted = data.draw(st.lists(st.sampled_from(events or [Riichi(1)]), max_size=3))
    wanted = [*recorded[:start], *inserted, *recorded[stop:]]
    try:
        expected = Game.replay(TENHOU, NAMES, wanted)
    except RefusedEvent:
        before = game.state
        with pytest.raises(RefusedEvent):
            game.splice(start, stop, inserted)
        assert game.state is before and list(game.events) == recorded
        return
    game.splice(start, stop, inserted)
    assert game.events == expected.events
    assert [game.state_before(i) for i in range(len(game) + 1)] == [
        expected.state_before(i) for i in range(len(expected) + 1)
    ]
    game.undo()
    assert list(game.events) == recorded
