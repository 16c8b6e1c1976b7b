"""A tournament day in the core: registration, check-in, the schedule, slips, penalties, drops
and replacements, late entries, Swiss rounds, the cut, and undo; each refusal changing
nothing."""

from __future__ import annotations

import pytest
from tournament_day import made, play_round, seated

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.table.settlement import settle
from tallyo_desktop.core.table.state import TableState
from tallyo_desktop.core.tournament import operations
from tallyo_desktop.core.tournament.events import Carry
from tallyo_desktop.core.tournament.players import Player
from tallyo_desktop.core.tournament.ranking import ranking
from tallyo_desktop.core.tournament.schedule import pair_counts, repeats


def test_players_are_numbered_as_they_register_and_a_name_counts_once() -> None:
    tournament = made(players=3)
    assert [player.id for player in tournament.state.players.values()] == ["1", "2", "3"]
    before = tournament.state
    with pytest.raises(TallyoError, match="P2 is registered already"):
        operations.register(tournament, [Player("", "Ann"), Player("", " p2 ")])
    assert tournament.state is before


def test_the_schedule_seats_those_checked_in_every_round_without_a_repeat() -> None:
    tournament = made(players=34, rounds=4)
    operations.check_in(tournament, ["33", "34"], False)
    operations.seat_whole(tournament, seed=4)
    schedule = tournament.state.schedule
    assert schedule is not None and len(schedule.rounds) == 4
    for tables in schedule.rounds:
        seated_now = sorted(int(player) for table in tables for player in table)
        assert seated_now == list(range(1, 33))
    assert repeats(schedule.rounds) == 0


def test_a_slip_is_settled_as_the_core_settles_the_same_table() -> None:
    tournament = seated(16, 4)
    state = tournament.state
    points = [48000, 31000, 26500, 14500]
    operations.record_slip(tournament, 0, 1, points, [0, 0, 0, 0], 0)
    reported = tournament.state.results[(0, 1)]
    seats = state.tables(0)[1]
    expected = settle(
        TableState(names=seats, points=tuple(points), chombo=(0,) * 4), state.rules.game
    )
    assert reported.settlement == expected
    assert [standing.result for standing in expected.standings] == [33000, 6000, -8500, -30500]
    assert tournament.state.reported(0) == {1}


def test_a_slip_that_does_not_add_up_is_refused_saying_by_how_much() -> None:
    tournament = seated(16, 4)
    before = tournament.state
    with pytest.raises(TallyoError, match=r"^The table adds up to 119000: 1000 short\.$"):
        operations.record_slip(tournament, 0, 0, [40000, 30000, 29000, 20000], [0] * 4, 0)
    with pytest.raises(TallyoError, match=r"121000 with the riichi sticks left \(1\): 1000 over"):
        operations.record_slip(tournament, 0, 0, [40000, 30000, 30000, 20000], [0] * 4, 1)
    assert tournament.state is before
    # The stick left on the table makes it add up; the EMA's rules give it to first place.
    operations.record_slip(tournament, 0, 0, [40000, 30000, 30000, 19000], [0] * 4, 1)
    first = tournament.state.results[(0, 0)].settlement.standings[0]
    assert first.points == 41000 and first.result == 11000 + 15000


def test_a_corrected_slip_replaces_the_first_and_the_ranking_follows() -> None:
    tournament = seated(16, 4)
    operations.record_slip(tournament, 0, 0, [40000, 30000, 30000, 20000], [0] * 4, 0)
    leader = tournament.state.tables(0)[0][0]
    assert ranking(tournament.state).rows[0].player.id == leader
    operations.record_slip(tournament, 0, 0, [20000, 30000, 30000, 40000], [0] * 4, 0)
    row = next(row for row in ranking(tournament.state).rows if row.player.id == leader)
    assert row.total == -10000 - 15000
    assert len(tournament.state.results) == 1


def test_a_drop_with_a_replacement_keeps_the_rounds_played_and_ranks_nobody_new() -> None:
    tournament = seated(32, 4)
    play_round(tournament, 0)
    play_round(tournament, 1)
    before = tournament.state.schedule
    assert before is not None
    leaving = before.rounds[2][3][1]
    operations.drop(tournament, leaving, replacement=Player("", "Sub"))
    state = tournament.state
    assert state.schedule is not None
    substitute = next(p for p in state.players.values() if p.name == "Sub")
    assert substitute.substitute and substitute.id == "33"
    assert state.schedule.rounds[:2] == before.rounds[:2]
    assert state.schedule.rounds[2][3][1] == substitute.id
    assert all(leaving not in table for tables in state.schedule.rounds[2:] for table in tables)
    rows = ranking(state).rows
    assert rows[-1].player.id == substitute.id and rows[-1].place is None
    dropped = next(row for row in rows if row.player.id == leaving)
    assert dropped.place is not None and dropped.played == 2 and dropped.dropped_from == 2


def test_the_rounds_not_played_are_seated_again_without_a_repeat() -> None:
    tournament = seated(32, 4)
    play_round(tournament, 0)
    play_round(tournament, 1)
    leaving = tournament.state.tables(2)[0][0]
    operations.drop(tournament, leaving, replacement=Player("", "Sub"))
    kept = tournament.state.schedule
    operations.seat_again(tournament, seed=5)
    schedule = tournament.state.schedule
    assert schedule is not None and kept is not None
    assert schedule.rounds[:2] == kept.rounds[:2]
    assert repeats(schedule.rounds[:3]) == 0
    assert max(pair_counts(schedule.rounds).values()) == 1


def test_a_drop_that_leaves_a_table_short_is_refused_and_changes_nothing() -> None:
    tournament = seated(16, 4)
    play_round(tournament, 0)
    before = tournament.state
    with pytest.raises(TallyoError, match="add 1 substitutes"):
        operations.drop(tournament, "5")
    assert tournament.state is before
    # Two late entries and two drops keep the tables full.
    operations.register(tournament, [Player("", "Late 1"), Player("", "Late 2")])
    operations.drop(tournament, "5", replacement=Player("", "Sub 5"))
    operations.drop(tournament, "6", replacement=Player("", "Sub 6"))
    operations.drop(tournament, "7", replacement=Player("", "Sub 7"))
    state = tournament.state
    assert "17" in state.present  # registered on the day, so here


def test_late_entries_play_from_the_round_after_those_begun() -> None:
    tournament = seated(16, 4)
    play_round(tournament, 0)
    operations.register(tournament, [Player("", f"Late {n}") for n in range(4)])
    operations.seat_again(tournament, seed=2)
    state = tournament.state
    assert len(state.tables(0)) == 4 and len(state.tables(1)) == 5
    late = {"17", "18", "19", "20"}
    assert late <= {player for table in state.tables(1) for player in table}


def test_a_penalty_comes_off_the_total_in_the_rules_steps() -> None:
    tournament = seated(16, 4)
    play_round(tournament, 0)
    before = {row.player.id: row.total for row in ranking(tournament.state).rows}
    with pytest.raises(TallyoError, match="multiple of it"):
        operations.penalise(tournament, "3", 0, 150, "Slow play")
    with pytest.raises(TallyoError, match="reason"):
        operations.penalise(tournament, "3", 0, 1000, "  ")
    operations.penalise(tournament, "3", 0, 2000, "Slow play")
    row = next(row for row in ranking(tournament.state).rows if row.player.id == "3")
    assert row.total == before["3"] - 2000 and row.penalties == 2000
    operations.withdraw_penalty(tournament, 1)
    operations.penalise(tournament, "3", 0, 1000, "Again")
    assert list(tournament.state.penalties) == [2]


def test_a_swiss_round_seats_the_leaders_together() -> None:
    tournament = seated(16, 4)
    play_round(tournament, 0)
    operations.seat_swiss(tournament)
    order = ranking(tournament.state, 1).order()
    first_table = set(tournament.state.tables(1)[0])
    assert len(first_table & set(order[:8])) == 4
    operations.record_slip(tournament, 1, 0, [30000] * 4, [0] * 4, 0)
    with pytest.raises(TallyoError, match="Round 2 is not complete"):
        operations.seat_swiss(tournament)


@pytest.mark.parametrize(
    ("carry", "factor"), [(Carry.KEPT, 1.0), (Carry.HALVED, 0.5), (Carry.CLEARED, 0.0)]
)
def test_the_cut_puts_the_leaders_at_the_final_table_and_ranks_them_first(
    carry: Carry, factor: float
) -> None:
    tournament = seated(16, 4)
    for round_ in range(3):
        play_round(tournament, round_)
    leaders = ranking(tournament.state).order()[:4]
    totals = {row.player.id: row.total for row in ranking(tournament.state).rows}
    operations.make_cut(tournament, 4, carry)
    state = tournament.state
    assert set(state.tables(3)[0]) == set(leaders)
    # The last of the final table ends first of all but the finalists, whatever the others do.
    operations.record_slip(tournament, 3, 0, [30000, 30000, 30000, 30000], [0] * 4, 0)
    for table in (1, 2, 3):
        operations.record_slip(tournament, 3, table, [90000, 10000, 10000, 10000], [0] * 4, 0)
    rows = ranking(tournament.state).rows
    assert {row.player.id for row in rows[:4]} == set(leaders)
    for row in rows[:4]:
        assert row.finalist
        assert row.carried == int(totals[row.player.id] * factor)


def test_the_cut_waits_for_a_complete_round() -> None:
    tournament = seated(16, 4)
    play_round(tournament, 0)
    operations.record_slip(tournament, 1, 0, [30000] * 4, [0] * 4, 0)
    with pytest.raises(TallyoError, match="Round 2 has results already"):
        operations.make_cut(tournament, 4, Carry.KEPT)


def test_undo_takes_back_a_whole_change_and_redo_makes_it_again() -> None:
    tournament = seated(32, 4)
    play_round(tournament, 0)
    with_results = tournament.state
    leaving = tournament.state.tables(1)[0][0]
    operations.drop(tournament, leaving, replacement=Player("", "Sub"))
    tournament.undo()
    assert tournament.state is with_results
    tournament.redo()
    assert leaving in tournament.state.dropped and "33" in tournament.state.players
    tournament.undo()
    operations.penalise(tournament, "1", 0, 1000, "Late")
    assert not tournament.can_redo


def test_a_seated_player_is_dropped_not_taken_off_the_list() -> None:
    tournament = seated(16, 4)
    with pytest.raises(TallyoError, match="drop them instead"):
        operations.unregister(tournament, "1")
    unseated = made(5)
    operations.unregister(unseated, "5")
    assert len(unseated.state.players) == 4


def test_the_rounds_played_cannot_be_seated_whole_again() -> None:
    tournament = seated(16, 4)
    play_round(tournament, 0)
    with pytest.raises(TallyoError, match="seat the rounds not played again"):
        operations.seat_whole(tournament)


def test_more_rounds_seat_the_rounds_added() -> None:
    tournament = seated(16, 4)
    play_round(tournament, 0)
    state = tournament.state
    operations.change_settings(tournament, state.name, state.day, state.rules, 5)
    schedule = tournament.state.schedule
    assert schedule is not None and len(schedule.rounds) == 5
    assert repeats(schedule.rounds) == 0
