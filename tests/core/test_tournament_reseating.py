"""A schedule seated again after drops and late entries (`reseat`), a replacement taking a
seat (`replace`), and the schedule's form in a tournament file."""

from __future__ import annotations

import json

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from tournament_checks import assert_round_seats, assert_winds, numbered

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.tournament.entrants import Entrant, SchedulePlan
from tallyo_desktop.core.tournament.schedule import (
    Schedule,
    pair_counts,
    schedule_from_dict,
    schedule_to_dict,
    uneven_winds,
    wind_counts,
)
from tallyo_desktop.core.tournament.seating import Budget, replace, reseat, seat_schedule

SMALL = Budget(steps=300, seconds=None)


@st.composite
def changes(draw: st.DrawFn) -> tuple[SchedulePlan, int, SchedulePlan]:
    """A plan, the rounds played, and the plan after some dropped and some came late."""
    size = draw(st.sampled_from((4, 3)))
    tables = draw(st.integers(2, 8))
    rounds = draw(st.integers(2, 9))
    team_size = draw(st.integers(0, 2))
    before = SchedulePlan(numbered(size * tables, team_size), rounds, size)
    played = draw(st.integers(0, rounds))
    dropped = draw(st.integers(0, size * tables - size))
    late = draw(st.integers(0, 2 * size))
    # Whole tables' worth of players in the end, however many dropped.
    late += -(size * tables - dropped + late) % size
    kept = draw(st.permutations(before.entrants))[dropped:]
    entrants = tuple(kept) + tuple(Entrant(f"late {number}") for number in range(late))
    # Teammates sit apart: a pair of them needs two tables after the drops.
    assume(team_size < 2 or len(entrants) >= 2 * size)
    return before, played, SchedulePlan(entrants, rounds, size)


@settings(max_examples=40)
@given(changes(), st.integers(0, 2**16))
def test_reseating_keeps_the_rounds_played_and_seats_everyone_entered_after_them(
    change: tuple[SchedulePlan, int, SchedulePlan], seed: int
) -> None:
    before, played, after = change
    old = seat_schedule(before, seed=seed, budget=SMALL).schedule
    seating = reseat(after, old, played, seed=seed, budget=SMALL)
    schedule = seating.schedule
    assert schedule.rounds[:played] == old.rounds[:played]
    assert len(schedule.rounds) == after.rounds
    ids = {entrant.id for entrant in after.entrants}
    team = {entrant.id: entrant.team for entrant in after.entrants if entrant.team}
    for tables in schedule.rounds[played:]:
        assert_round_seats(tables, ids, after.table_size)
        for table in tables:
            teams = [team[player] for player in table if player in team]
            assert len(teams) == len(set(teams))
    assert seating.winds_uneven == len(uneven_winds(schedule.rounds, after.table_size))
    # Winds are balanced where the tables allow it without a repeat (a drop may take more of
    # one wind away than of another); no one is ever more than one off.
    for counts in wind_counts(schedule.rounds, after.table_size).values():
        low, high = divmod(sum(counts), after.table_size)
        assert low - 1 <= min(counts) and max(counts) <= low + (high > 0) + 1


def test_meetings_already_played_count_when_seating_again() -> None:
    plan = SchedulePlan(numbered(40), 8)
    old = seat_schedule(plan, seed=1).schedule
    # Four players leave after three rounds, four others come.
    after = SchedulePlan(plan.entrants[4:] + tuple(Entrant(f"new {n}") for n in range(4)), 8)
    seating = reseat(after, old, 3, seed=2)
    assert seating.repeats == 0
    assert max(pair_counts(seating.schedule.rounds).values()) == 1
    assert seating.winds_balanced


def test_seating_again_changes_only_the_tables_it_must() -> None:
    plan = SchedulePlan(numbered(100), 8)
    old = seat_schedule(plan, seed=1).schedule
    # Player 1 leaves after round 2; a substitute comes in.
    after = SchedulePlan((*plan.entrants[1:], Entrant("substitute")), 8)
    new = reseat(after, old, 2, seed=1).schedule
    assert new.rounds[:2] == old.rounds[:2]
    for before_round, after_round in zip(old.rounds[2:], new.rounds[2:], strict=True):
        unchanged = {frozenset(t) for t in before_round} & {frozenset(t) for t in after_round}
        assert len(unchanged) >= len(before_round) - 3


def test_seating_again_with_every_round_played_changes_nothing() -> None:
    plan = SchedulePlan(numbered(16), 5)
    old = seat_schedule(plan).schedule
    assert reseat(plan, old, 5).schedule == old


def test_seating_again_is_refused_for_rounds_that_do_not_fit() -> None:
    plan = SchedulePlan(numbered(16), 5)
    old = seat_schedule(plan).schedule
    with pytest.raises(TallyoError, match="has 5 rounds: 6 cannot be played"):
        reseat(plan, old, 6)
    with pytest.raises(TallyoError, match="4 rounds are played: the plan cannot have only 3"):
        reseat(SchedulePlan(numbered(16), 3), old, 4)
    with pytest.raises(TallyoError, match="tables of 4, the plan tables of 3"):
        reseat(SchedulePlan(numbered(15), 5, table_size=3), old, 1)


def test_a_replacement_takes_every_seat_of_the_player_who_left_from_then_on() -> None:
    old = seat_schedule(SchedulePlan(numbered(16), 5), seed=4).schedule
    new = replace(old, 2, "7", "Zoe")
    assert new.rounds[:2] == old.rounds[:2]
    for before_round, after_round in zip(old.rounds[2:], new.rounds[2:], strict=True):
        for before_table, after_table in zip(before_round, after_round, strict=True):
            assert after_table == tuple("Zoe" if p == "7" else p for p in before_table)
    # The seat keeps its winds: balanced for the two players together.
    now = wind_counts(new.rounds, 4)
    assert [a + b for a, b in zip(now["7"], now["Zoe"], strict=True)] == wind_counts(old.rounds, 4)[
        "7"
    ]
    assert_winds(old.rounds, 4)
    with pytest.raises(TallyoError, match="3 already has a seat"):
        replace(old, 2, "7", "3")
    with pytest.raises(TallyoError, match="Bob has no seat to give"):
        replace(old, 2, "Bob", "Zoe")


def test_a_schedule_comes_back_from_its_form_in_a_file() -> None:
    schedule = seat_schedule(SchedulePlan(numbered(12), 4, table_size=3), seed=9).schedule
    kept = json.loads(json.dumps(schedule_to_dict(schedule)))
    assert kept["table_size"] == 3
    assert schedule_from_dict(kept) == schedule
    assert schedule.players() == tuple(sorted(schedule.players(), key=schedule.players().index))


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ([], "it is not a schedule"),
        ({"table_size": 5, "rounds": []}, "its tables are not of 4 or 3 players"),
        ({"table_size": True, "rounds": []}, "its tables are not of 4 or 3 players"),
        ({"table_size": 4}, "it has no list of rounds"),
        ({"table_size": 4, "rounds": [{}]}, "round 1 is not a list of tables"),
        ({"table_size": 4, "rounds": [[["a", "b", "c"]]]}, "a table of round 1 is not 4"),
        ({"table_size": 4, "rounds": [[["a", "b", "c", 4]]]}, "a table of round 1 is not 4"),
        ({"table_size": 3, "rounds": [[], [["a", "b", "a"]]]}, "a sits twice in round 2"),
    ],
)
def test_a_schedule_that_cannot_be_read_says_why(data: object, words: str) -> None:
    with pytest.raises(TallyoError, match=f"The schedule cannot be read: {words}"):
        schedule_from_dict(data)


def test_an_empty_schedule_has_no_players() -> None:
    assert Schedule(4, ()).players() == ()
