"""The whole schedule seated in advance (`core.tournament.seating`): every schedule a partition
of the players each round at full tables, winds balanced, teammates apart; the sizes the
`seating` command promises without a repeat; the budget, progress and cancel."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tournament_checks import assert_schedule, numbered

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.tournament.entrants import Entrant, SchedulePlan
from tallyo_desktop.core.tournament.schedule import club_meetings, pair_counts, repeats
from tallyo_desktop.core.tournament.seating import Budget, Stop, seat_schedule

SMALL = Budget(steps=300, seconds=None)


@st.composite
def plans(draw: st.DrawFn) -> SchedulePlan:
    size = draw(st.sampled_from((4, 3)))
    tables = draw(st.integers(1, 9))
    players = size * tables
    team_size = draw(st.integers(0, min(tables, 5)))
    rounds = draw(st.integers(1, 9))
    clubs = draw(st.integers(0, 3))
    return SchedulePlan(
        numbered(players, team_size, clubs),
        rounds,
        size,
        clubs_apart=draw(st.integers(0, rounds)),
    )


@settings(max_examples=40)
@given(plans(), st.integers(0, 2**16))
def test_every_schedule_seats_everyone_each_round_with_winds_balanced_and_teams_apart(
    plan: SchedulePlan, seed: int
) -> None:
    seating = seat_schedule(plan, seed=seed, budget=SMALL)
    assert_schedule(seating.schedule, plan)
    assert seating.winds_balanced and seating.winds_uneven == 0
    assert seating.repeats == repeats(seating.schedule.rounds)
    assert seating.repeats >= seating.fewest_repeats
    assert seating.club_meetings == club_meetings(
        seating.schedule.rounds[: plan.clubs_apart],
        {entrant.id: entrant.club for entrant in plan.entrants},
    )


@settings(max_examples=30)
@given(st.integers(2, 6), st.integers(1, 8), st.integers(0, 2**16))
def test_players_who_keep_a_table_sit_at_it_every_round(
    tables: int, rounds: int, seed: int
) -> None:
    entrants = list(numbered(4 * tables, team_size=2))
    # The first player of each of the first three tables keeps it.
    for number in range(0, min(tables, 3)):
        entrants[number * 4] = Entrant(entrants[number * 4].id, table=number)
    plan = SchedulePlan(tuple(entrants), rounds)
    seating = seat_schedule(plan, seed=seed, budget=SMALL)
    assert_schedule(seating.schedule, plan)


# (players, rounds, team size): the sizes the command promises without a repeat.
PROMISED = [
    (16, 5, 0),
    (20, 5, 0),
    (32, 7, 0),
    (40, 8, 0),
    (48, 8, 4),
    (64, 8, 0),
    (100, 8, 0),
    (200, 10, 0),
    # The hard ones, built from designs.
    (24, 6, 0),
    (28, 8, 0),
    (32, 8, 0),
]


@pytest.mark.parametrize(("players", "rounds", "team_size"), PROMISED)
def test_the_promised_sizes_seat_no_pair_twice(players: int, rounds: int, team_size: int) -> None:
    plan = SchedulePlan(numbered(players, team_size), rounds)
    seating = seat_schedule(plan, seed=7)
    assert_schedule(seating.schedule, plan)
    assert (seating.repeats, seating.most_meetings, seating.stop) == (0, 1, Stop.BEST)


@pytest.mark.parametrize(("players", "rounds"), [(9, 4), (15, 7), (27, 13), (21, 7)])
def test_three_player_tables_seat_no_pair_twice(players: int, rounds: int) -> None:
    plan = SchedulePlan(numbered(players), rounds, table_size=3)
    seating = seat_schedule(plan, seed=1)
    assert_schedule(seating.schedule, plan)
    assert seating.repeats == 0
    assert all(len(table) == 3 for tables in seating.schedule.rounds for table in tables)


def test_where_repeats_cannot_be_helped_none_meets_a_third_time() -> None:
    # 16 players meet 15 others: six rounds need 3 more meetings each, 24 repeats at least.
    seating = seat_schedule(SchedulePlan(numbered(16), 6), seed=2)
    assert (seating.repeats, seating.fewest_repeats, seating.most_meetings) == (24, 24, 2)
    # Ten rounds: every pair meets exactly twice.
    seating = seat_schedule(SchedulePlan(numbered(16), 10), seed=2)
    assert set(pair_counts(seating.schedule.rounds).values()) == {2}


def test_the_same_seed_seats_the_same_schedule() -> None:
    plan = SchedulePlan(numbered(24, team_size=3), 5)
    first = seat_schedule(plan, seed=11).schedule
    assert seat_schedule(plan, seed=11).schedule == first
    assert seat_schedule(plan, seed=12).schedule != first


def test_with_few_tables_the_search_stops_at_what_two_rounds_must_share() -> None:
    # Three tables of four: each table of round 2 takes two players from one table of round 1.
    seating = seat_schedule(SchedulePlan(numbered(12), 3), seed=1)
    assert (seating.stop, seating.repeats, seating.steps) == (Stop.BEST, 9, seating.steps)
    assert seating.steps < 20_000
    assert seating.most_meetings == 2


def test_the_same_seed_seats_the_same_schedule_when_the_search_runs_out_of_steps() -> None:
    plan = SchedulePlan(numbered(12), 5, table_size=3)
    budget = Budget(steps=200, seconds=None)
    first = seat_schedule(plan, seed=5, budget=budget)
    assert first.stop is Stop.STEPS and first.steps == 200
    assert seat_schedule(plan, seed=5, budget=budget).schedule == first.schedule


def test_clubs_are_kept_apart_in_the_first_rounds() -> None:
    plan = SchedulePlan(numbered(32, clubs=4), 7, clubs_apart=3)
    seating = seat_schedule(plan, seed=3)
    assert seating.club_meetings == 0
    assert seating.repeats == 0
    club = {entrant.id: entrant.club for entrant in plan.entrants}
    assert club_meetings(seating.schedule.rounds[:3], club) == 0


def test_progress_is_told_and_the_search_ends_when_cancelled() -> None:
    told: list[tuple[int, int]] = []
    asked = 0

    def cancelled() -> bool:
        nonlocal asked
        asked += 1
        return asked > 3

    plan = SchedulePlan(numbered(32), 10)
    seating = seat_schedule(
        plan,
        seed=1,
        budget=Budget(steps=10_000),
        progress=lambda *told_now: told.append(told_now),
        cancelled=cancelled,
    )
    assert seating.stop is Stop.CANCELLED
    assert seating.steps < 10_000
    assert told and all(total == 10_000 for _, total in told)
    # The best found so far: still a whole schedule.
    assert_schedule(seating.schedule, plan)


def test_the_clock_ends_the_search_with_the_best_so_far() -> None:
    plan = SchedulePlan(numbered(32), 10)
    seating = seat_schedule(plan, seed=1, budget=Budget(steps=10**9, seconds=0.2))
    assert seating.stop is Stop.CLOCK
    assert_schedule(seating.schedule, plan)


def test_a_search_that_reaches_the_best_tells_progress_complete() -> None:
    told: list[tuple[int, int]] = []
    seat_schedule(SchedulePlan(numbered(40), 8), progress=lambda *t: told.append(t))
    assert told[-1] == (Budget().steps, Budget().steps)


@pytest.mark.parametrize(
    ("plan", "words"),
    [
        (SchedulePlan(numbered(30), 5), "30 players do not fill tables of 4: add 2 substitutes"),
        (SchedulePlan(numbered(3), 5), "A table needs 4 players: 3 are entered."),
        (SchedulePlan(numbered(16), 0), "1 to 100 rounds, not 0"),
        (SchedulePlan(numbered(16), 5, table_size=5), "4 or 3 players, not 5"),
        (SchedulePlan(numbered(16, team_size=5), 5), "Team team 0 has 5 players, but there are 4"),
        (SchedulePlan((Entrant("Ann"), Entrant("Ann"), *numbered(2)), 1), "Ann is entered twice"),
        (SchedulePlan((Entrant(" "), *numbered(3)), 1), "no name"),
        (SchedulePlan((Entrant("A", table=1), *numbered(3)), 1), "table 2, but there are 1"),
        (SchedulePlan(numbered(1004), 1), "At most 1000 players"),
        (SchedulePlan(numbered(8), 1, clubs_apart=-1), "0 rounds or more"),
    ],
)
def test_plans_that_cannot_be_seated_are_refused_in_words(plan: SchedulePlan, words: str) -> None:
    with pytest.raises(TallyoError, match=words):
        seat_schedule(plan)


def test_five_players_keeping_one_table_are_refused() -> None:
    entrants = tuple(Entrant(f"k{number}", table=0) for number in range(5)) + numbered(3)
    with pytest.raises(TallyoError, match="5 players are to keep table 1: it seats 4"):
        seat_schedule(SchedulePlan(entrants, 2))
