"""The schedules built at once: finite fields, the field's rounds, turned base rounds, and
schedules side by side. Each must seat every player once a round, at full tables, and no pair
twice."""

from __future__ import annotations

import itertools

import pytest

from tallyo_desktop.core.tournament.cyclic import BASE_ROUNDS, find_base_round
from tallyo_desktop.core.tournament.designs import Design, design, most_rounds
from tallyo_desktop.core.tournament.fields import Field, prime_power


def most_met(rounds: Design) -> int:
    met: dict[tuple[int, int], int] = {}
    for tables in rounds:
        for table in tables:
            for pair in itertools.combinations(sorted(table), 2):
                met[pair] = met.get(pair, 0) + 1
    return max(met.values(), default=0)


def assert_rounds(rounds: Design, players: int, size: int) -> None:
    for tables in rounds:
        assert sorted(point for table in tables for point in table) == list(range(players))
        assert all(len(table) == size for table in tables)


@pytest.mark.parametrize(
    ("q", "expected"),
    [(2, (2, 1)), (9, (3, 2)), (64, (2, 6)), (12, None), (1, None), (97, (97, 1))],
)
def test_prime_powers_are_told_apart(q: int, expected: tuple[int, int] | None) -> None:
    assert prime_power(q) == expected


@pytest.mark.parametrize("q", [2, 3, 4, 5, 7, 8, 9, 16, 25, 27])
def test_a_field_adds_and_multiplies_as_a_field(q: int) -> None:
    gf = Field(q)
    elements = range(q)
    for a in elements:
        assert gf.add(a, 0) == a
        assert gf.multiply(a, 1) == a
        assert gf.add(a, gf.negative(a)) == 0
        if a:
            # Every nonzero element has an inverse: no product of two nonzero ones is zero.
            assert sorted(gf.multiply(a, b) for b in elements) == list(elements)
    for a, b, c in itertools.islice(itertools.product(elements, repeat=3), 0, None, 7):
        assert gf.multiply(a, gf.add(b, c)) == gf.add(gf.multiply(a, b), gf.multiply(a, c))
        assert gf.multiply(gf.multiply(a, b), c) == gf.multiply(a, gf.multiply(b, c))


def test_no_field_has_six_elements() -> None:
    with pytest.raises(ValueError, match="no field has 6"):
        Field(6)


@pytest.mark.parametrize(
    ("players", "size", "rounds"),
    [
        (16, 4, 5),  # the affine plane of order 4
        (20, 4, 5),
        (24, 4, 7),
        (28, 4, 9),  # every pair meets once: a resolvable design
        (32, 4, 9),
        (36, 4, 9),
        (64, 4, 21),
        (100, 4, 25),
        (200, 4, 25),
        (9, 3, 4),
        (15, 3, 7),  # Kirkman's schoolgirls
        (27, 3, 13),
        (4, 4, 1),
        (8, 4, 1),
    ],
)
def test_designs_seat_no_pair_twice(players: int, size: int, rounds: int) -> None:
    assert most_rounds(players, size) == rounds
    built = design(players, size, rounds)
    assert len(built) == rounds
    assert_rounds(built, players, size)
    assert most_met(built) == 1


def test_fewer_rounds_than_a_design_has_are_its_first_ones() -> None:
    assert design(32, 4, 3) == design(32, 4, 9)[:3]
    with pytest.raises(ValueError, match="9 rounds are built, not 10"):
        design(32, 4, 10)


def test_players_that_do_not_fill_tables_have_no_design() -> None:
    assert most_rounds(30, 4) == 0
    assert most_rounds(3, 4) == 0


@pytest.mark.parametrize("key", sorted(BASE_ROUNDS))
def test_each_base_round_kept_turns_into_rounds_without_a_repeat(key: tuple[int, int]) -> None:
    base = BASE_ROUNDS[key]
    players, size = key
    assert base.players == players
    rounds = base.rounds(base.q)
    assert_rounds(rounds, players, size)
    assert most_met(rounds) == 1


def test_the_base_round_of_28_players_seats_every_pair_once() -> None:
    rounds = BASE_ROUNDS[(28, 4)].rounds(9)
    met = {
        pair
        for tables in rounds
        for table in tables
        for pair in itertools.combinations(sorted(table), 2)
    }
    assert len(met) == 28 * 27 // 2


@pytest.mark.parametrize(("q", "levels", "fixed", "size"), [(7, 3, 3, 4), (7, 2, 1, 3)])
def test_the_search_for_a_base_round_finds_one(q: int, levels: int, fixed: int, size: int) -> None:
    from tallyo_desktop.core.tournament.cyclic import BaseRound

    tables = find_base_round(q, levels, fixed, size)
    assert tables is not None
    base = BaseRound(q, levels, fixed, tables)
    rounds = base.rounds(q)
    assert_rounds(rounds, base.players, size)
    assert most_met(rounds) == 1


def test_the_search_for_a_base_round_gives_up_within_its_budget() -> None:
    assert find_base_round(13, 3, 1, 4, nodes=50) is None
