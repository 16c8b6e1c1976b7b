"""The seating of a club night: who sits where each round, and who sits out."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tallyo_desktop.core.club import seating
from tallyo_desktop.core.club.seating import (
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    Round,
    SeasonCounts,
    TableSizes,
    check_attendance,
    next_round,
    pair_counts,
    season_counts,
    table_sizes,
    wind_counts,
)
from tallyo_desktop.core.club.seating_costs import Weights, repeat_cost
from tallyo_desktop.core.club.seating_plan import (
    SeatingPlan,
    is_night_id,
    new_night_id,
    plan_from_json,
    plan_to_json,
)
from tallyo_desktop.core.errors import TallyoError

CLUB = tuple(f"Player {number}" for number in range(1, 41))


def evening(
    players: int, rounds: int, sizes: TableSizes = TableSizes.FOURS, seed: int = 0
) -> list[Round]:
    rng = random.Random(seed)
    played: list[Round] = []
    for _ in range(rounds):
        played.append(next_round(CLUB[:players], sizes, played, rng=rng))
    return played


def repeats(tables: tuple[tuple[str, ...], ...], before: list[Round]) -> int:
    """How many earlier meetings this evening the pairings at `tables` repeat."""
    met = pair_counts(before)
    return sum(
        met.get(frozenset(pair), 0) for table in tables for pair in itertools.combinations(table, 2)
    )


def repeats_cost(tables: tuple[tuple[str, ...], ...], before: list[Round]) -> int:
    """What the pairings at `tables` cost for having met earlier this evening: each pairing
    the square of its earlier meetings."""
    met = pair_counts(before)
    return sum(
        met.get(frozenset(pair), 0) ** 2
        for table in tables
        for pair in itertools.combinations(table, 2)
    )


def simple_greedy(seated: list[str], sizes: tuple[int, ...], before: list[Round]) -> int:
    """What the repeats cost in the plainest seating that avoids them: each table opened by the
    first player left, then filled with whoever costs least beside its players (the first on
    the list on a tie)."""
    met = pair_counts(before)
    left = list(seated)
    tables = []
    for size in sizes:
        table = [left.pop(0)]
        while len(table) < size:
            best = min(
                range(len(left)),
                key=lambda at: sum(met.get(frozenset((left[at], name)), 0) ** 2 for name in table),
            )
            table.append(left.pop(best))
        tables.append(tuple(table))
    return repeats_cost(tuple(tables), before)


evenings = st.tuples(
    st.integers(3, 22), st.integers(1, 7), st.sampled_from(TableSizes), st.integers(0, 10**6)
).filter(lambda case: case[0] >= (4 if case[2] is TableSizes.FOURS else 3))
# An evening takes up to a second or so to seat: fewer of them than the default profile's.
EVENINGS = settings(max_examples=25, deadline=None)


@EVENINGS
@given(evenings)
def test_every_player_is_seated_or_sits_out_exactly_once_a_round(
    case: tuple[int, int, TableSizes, int],
) -> None:
    players, rounds, sizes, seed = case
    for done in evening(players, rounds, sizes, seed):
        everyone = [*done.seated, *done.sitting_out]
        assert sorted(everyone) == sorted(CLUB[:players])
        assert tuple(len(table) for table in done.tables) == table_sizes(players, sizes)
        assert all(len(table) <= 4 for table in done.tables)


@EVENINGS
@given(evenings)
def test_nobody_sits_out_twice_before_everyone_has_sat_out_once(
    case: tuple[int, int, TableSizes, int],
) -> None:
    players, rounds, sizes, seed = case
    out: Counter[str] = Counter(dict.fromkeys(CLUB[:players], 0))
    for done in evening(players, rounds, sizes, seed):
        out.update(done.sitting_out)
        assert max(out.values()) - min(out.values()) <= 1


@EVENINGS
@given(evenings)
def test_a_rounds_repeats_cost_no_more_than_a_simple_greedy_seatings(
    case: tuple[int, int, TableSizes, int],
) -> None:
    players, rounds, sizes, seed = case
    played = evening(players, rounds, sizes, seed)
    for number, done in enumerate(played):
        before = played[:number]
        seated = [name for name in CLUB[:players] if name in done.seated]
        greedy = simple_greedy(seated, table_sizes(players, sizes), before)
        assert repeats_cost(done.tables, before) <= greedy


@EVENINGS
@given(evenings)
def test_each_table_seats_its_players_in_the_winds_they_sat_in_least(
    case: tuple[int, int, TableSizes, int],
) -> None:
    players, rounds, sizes, seed = case
    played = evening(players, rounds, sizes, seed)
    for number, done in enumerate(played):
        winds = wind_counts(played[:number])
        for table in done.tables:
            costs = [
                sum(winds.get(name, [0] * 4)[seat] for seat, name in enumerate(order))
                for order in itertools.permutations(table)
            ]
            # The first order of the permutations is the table's own.
            assert costs[0] == min(costs)


@settings(max_examples=50)
@given(st.integers(0, 10**6))
def test_four_players_sit_in_each_wind_once_in_four_rounds(seed: int) -> None:
    winds = wind_counts(evening(4, 4, seed=seed))
    assert all(counts == [1, 1, 1, 1] for counts in winds.values())


@settings(max_examples=50)
@given(st.integers(0, 10**6))
def test_five_players_each_sit_out_once_in_five_rounds_and_wind_stays_within_one(
    seed: int,
) -> None:
    played = evening(5, 5, seed=seed)
    assert sorted(name for done in played for name in done.sitting_out) == sorted(CLUB[:5])
    for counts in wind_counts(played[:4]).values():
        assert max(counts) - min(counts) <= 1


def test_the_first_round_is_drawn_and_the_same_draw_gives_the_same_round() -> None:
    firsts = {evening(12, 1, seed=seed)[0] for seed in range(20)}
    assert len(firsts) > 10
    assert evening(12, 3, seed=7) == evening(12, 3, seed=7)


def test_sixteen_players_meet_no_one_twice_in_the_first_rounds() -> None:
    for seed in range(5):
        played = evening(16, 3, seed=seed)
        assert max(pair_counts(played).values()) == 1


def test_forty_players_meet_hardly_anyone_twice_over_eight_rounds() -> None:
    played = evening(40, 8, seed=3)
    assert len(played[0].tables) == 10
    # Of the 480 pairings of the evening, the plainest greedy seating repeats dozens
    # (benchmarks/seating.py).
    assert sum(count - 1 for count in pair_counts(played).values()) <= 5
    for counts in wind_counts(played[:2]).values():
        assert max(counts) <= 1


@pytest.mark.parametrize(
    ("players", "sizes", "tables", "out"),
    [
        (4, TableSizes.FOURS, (4,), 0),
        (5, TableSizes.FOURS, (4,), 1),
        (6, TableSizes.FOURS, (4,), 2),
        (9, TableSizes.FOURS, (4, 4), 1),
        (3, TableSizes.MIXED, (3,), 0),
        (5, TableSizes.MIXED, (4,), 1),
        (6, TableSizes.MIXED, (3, 3), 0),
        (7, TableSizes.MIXED, (4, 3), 0),
        (10, TableSizes.MIXED, (4, 3, 3), 0),
        (13, TableSizes.MIXED, (4, 3, 3, 3), 0),
        (7, TableSizes.THREES, (3, 3), 1),
    ],
)
def test_tables_for_counts_that_divide_and_counts_that_do_not(
    players: int, sizes: TableSizes, tables: tuple[int, ...], out: int
) -> None:
    assert table_sizes(players, sizes) == tables
    done = evening(players, 1, sizes)[0]
    assert tuple(len(table) for table in done.tables) == tables
    assert len(done.sitting_out) == out


def test_too_few_or_unclear_names_are_refused() -> None:
    with pytest.raises(TallyoError, match="at least 4 players"):
        next_round(CLUB[:3])
    with pytest.raises(TallyoError, match="at least 3 players"):
        next_round(CLUB[:2], TableSizes.MIXED)
    with pytest.raises(TallyoError, match="twice"):
        next_round(["Ann", "Bea", "Cid", " Ann "])
    with pytest.raises(TallyoError, match="no name"):
        check_attendance(["Ann", "  "])
    # The same name written two ways in Unicode is one name.
    with pytest.raises(TallyoError, match="twice"):
        check_attendance(["Zoe\u0301", "Zo\u00e9", "Bea"])


def test_a_late_comer_does_not_sit_out_before_those_who_played_every_round() -> None:
    rng = random.Random(1)
    early = list(CLUB[:4])
    played = [next_round(early, rng=rng)]
    everyone = [*early, "Late"]
    for _ in range(4):
        played.append(next_round(everyone, rng=rng, played=played))
    # Late missed the first round: the four who played it sit out first.
    assert "Late" not in {name for done in played[1:] for name in done.sitting_out}


def test_pairs_that_met_often_this_season_are_kept_apart() -> None:
    season = SeasonCounts(
        pairs={frozenset(("Player 1", "Player 2")): 9, frozenset(("Player 3", "Player 4")): 9}
    )
    for seed in range(10):
        done = next_round(CLUB[:8], season=season, rng=random.Random(seed))
        for table in done.tables:
            assert not {"Player 1", "Player 2"} <= set(table)
            assert not {"Player 3", "Player 4"} <= set(table)


def test_season_winds_decide_the_first_round_seats() -> None:
    season = SeasonCounts(winds={"Player 1": [9, 0, 9, 9], "Player 2": [0, 9, 9, 9]})
    for seed in range(10):
        done = next_round(CLUB[:4], season=season, rng=random.Random(seed))
        assert done.tables[0].index("Player 1") == 1
        assert done.tables[0].index("Player 2") == 0


def test_season_counts_come_from_earlier_rounds() -> None:
    played = [Round((("A", "B", "C", "D"),)), Round((("B", "A", "C", "D"),))]
    counts = season_counts(played)
    assert counts.pairs[frozenset(("A", "B"))] == 2
    assert counts.winds["A"] == [1, 1, 0, 0]


def test_a_swiss_round_seats_neighbours_in_the_standings_together() -> None:
    standings = list(reversed(CLUB[:8]))
    done = next_round(CLUB[:8], standings=standings, rng=random.Random(0))
    assert [set(table) for table in done.tables] == [set(standings[:4]), set(standings[4:])]


def test_a_swiss_round_changes_neighbouring_tables_to_spare_a_repeat() -> None:
    standings = list(CLUB[:8])
    first = Round((tuple(standings[:4]), tuple(standings[4:])))
    done = next_round(CLUB[:8], played=[first], standings=standings, rng=random.Random(0))
    assert repeats(done.tables, [first]) < repeats(first.tables, [first])


def test_forty_players_are_seated_for_eight_rounds_by_the_plan() -> None:
    plan = SeatingPlan(new_night_id(), "Thursday", "2026-12-03", TableSizes.MIXED, False, CLUB)
    for done in evening(40, 3, TableSizes.MIXED):
        plan = plan.with_round(done)
    assert plan_from_json(plan_to_json(plan)) == plan
    assert plan_from_json(plan_to_json(plan.without_last_round())).rounds == plan.rounds[:2]


def test_a_damaged_seating_is_refused() -> None:
    plan = SeatingPlan(new_night_id(), "Thursday", "2026-12-03")
    text = plan_to_json(plan)
    for bad in ("", "[]", "{", text.replace(plan.night_id, "../x"), text.replace('"fours"', '"5"')):
        with pytest.raises(TallyoError, match="cannot be read"):
            plan_from_json(bad)
    assert is_night_id(plan.night_id)
    assert not is_night_id("../" + plan.night_id[3:])


def test_a_third_meeting_costs_more_than_two_second_ones() -> None:
    assert repeat_cost(0) == 0 and repeat_cost(1) == 1
    assert repeat_cost(2) > 2 * repeat_cost(1)
    assert repeat_cost(3) > repeat_cost(2) + repeat_cost(1)


def test_a_round_that_can_spare_a_third_meeting_at_the_same_count_does() -> None:
    eight = ("Ann", "Bea", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")
    played = [
        Round((eight[:4], eight[4:])),
        Round((("Ann", "Bea", "Eve", "Fay"), ("Cid", "Dan", "Gus", "Hal"))),
    ]
    # Counted one by one, seating Ann, Bea, Gus and Hal together (each pair a third time)
    # repeats no more meetings than the best rounds do: the cost must tell them apart.
    third = (("Ann", "Bea", "Gus", "Hal"), ("Cid", "Dan", "Eve", "Fay"))
    best = min(
        repeats(((("Ann", *others), tuple(n for n in eight[1:] if n not in others))), played)
        for others in itertools.combinations(eight[1:], 3)
    )
    assert repeats(third, played) == best
    for seed in range(30):
        done = next_round(eight, played=played, rng=random.Random(seed))
        met = pair_counts([*played, done])
        assert max(met.values()) == 2, done


def test_a_list_longer_than_a_night_is_refused_in_words_and_at_once() -> None:
    names = [f"Player {number}" for number in range(200_000)]
    with pytest.raises(TallyoError, match=r"200000 names: a night seats at most 1000 players"):
        next_round(names)
    # A tournament of a few hundred is seated, tables of four, nobody twice in a round.
    done = next_round(names[:MAX_PLAYERS], rng=random.Random(1))
    assert len(done.tables) == MAX_PLAYERS // 4
    assert len(set(done.seated)) == MAX_PLAYERS


def test_names_too_long_or_not_text_are_refused() -> None:
    with pytest.raises(TallyoError, match="too long"):
        check_attendance(["Ann", "x" * (MAX_NAME_LENGTH + 1)])
    with pytest.raises(TallyoError, match="not text"):
        check_attendance(["Ann", "Bea\tK."])
    assert check_attendance(["山田", "x" * MAX_NAME_LENGTH])[0] == "山田"


def test_the_costs_grow_with_the_meetings_not_with_the_square_of_the_players(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(seating, "MAX_PLAYERS", 2000)
    names = [f"Player {number}" for number in range(2000)]
    rng = random.Random(2)
    played = [next_round(names, rng=rng)]
    played.append(next_round(names, played=played, rng=rng))
    weights = Weights(names, pair_counts(played), wind_counts(played), {}, {})
    kept = sum(len(row) for row in weights.pair)
    # Each player met at most six others: twelve thousand costs kept, not four million.
    assert kept == 2 * len(pair_counts(played)) <= 2000 * 6
    assert max(pair_counts(played).values()) == 1


def test_a_large_room_meets_nobody_twice() -> None:
    names = [f"Player {number}" for number in range(400)]
    rng = random.Random(3)
    played: list[Round] = []
    for _ in range(6):
        played.append(next_round(names, TableSizes.MIXED, played, rng=rng))
    assert max(pair_counts(played).values()) == 1
    for counts in wind_counts(played[:4]).values():
        assert max(counts) == 1
