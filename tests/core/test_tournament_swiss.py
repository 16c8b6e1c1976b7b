"""Rounds seated from the ranking when they come: Swiss rounds and the final cut."""

from __future__ import annotations

import pytest
from tournament_checks import assert_round_seats, numbered

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.tournament.entrants import Entrant, SchedulePlan
from tallyo_desktop.core.tournament.schedule import Round, pair_counts, repeats
from tallyo_desktop.core.tournament.seating import seat_schedule
from tallyo_desktop.core.tournament.swiss import final_round, swiss_round

RANKING = [str(number) for number in range(1, 17)]


def groups(tables: Round) -> list[set[str]]:
    return [set(table) for table in tables]


def test_a_swiss_round_seats_the_ranking_in_order_where_no_one_met() -> None:
    seated = swiss_round(RANKING)
    assert groups(seated) == [set(RANKING[at : at + 4]) for at in range(0, 16, 4)]


def test_a_swiss_round_swaps_with_the_next_table_to_spare_a_repeat() -> None:
    # The leaders all met in round 1.
    played: tuple[Round, ...] = (tuple(tuple(RANKING[at : at + 4]) for at in range(0, 16, 4)),)
    seated = swiss_round(RANKING, played)
    assert_round_seats(seated, set(RANKING), 4)
    # Fewer repeats than seating the ranking as it stands (which repeats 24 meetings)...
    assert repeats((*played, seated)) < 24
    # ...and each player still near their place: never more than a table away.
    for number, table in enumerate(seated):
        for player in table:
            assert abs(RANKING.index(player) // 4 - number) <= 1


def test_a_swiss_round_gives_each_the_wind_they_sat_in_least() -> None:
    played: tuple[Round, ...] = ((("1", "2", "3", "4"),), (("1", "2", "3", "4"),))
    seated = swiss_round(["1", "2", "3", "4"], played)
    # 1 sat East twice, 2 South, 3 West, 4 North: none of them there again.
    (table,) = seated
    for wind, player in enumerate(table):
        assert played[0][0][wind] != player


def test_a_swiss_round_keeps_teammates_apart_and_players_at_their_table() -> None:
    entrants = [Entrant(str(n), team="red" if n in (1, 2) else "") for n in range(1, 17)]
    entrants[15] = Entrant("16", table=0)
    seated = swiss_round(RANKING, (), 4, entrants)
    assert not any({"1", "2"} <= set(table) for table in seated)
    assert "16" in seated[0]


def test_the_cut_seats_the_leaders_at_the_final_tables_and_the_rest_by_swiss() -> None:
    plan = SchedulePlan(numbered(16), 3)
    played = seat_schedule(plan, seed=1).schedule.rounds
    ranking = [str(n) for n in (5, 9, 2, 14, 1, 3, 4, 6, 7, 8, 10, 11, 12, 13, 15, 16)]
    seated = final_round(ranking, 4, played)
    assert set(seated[0]) == {"5", "9", "2", "14"}
    assert_round_seats(seated, set(ranking), 4)
    alone = final_round(ranking, 8, played, others_play=False)
    assert groups(alone) == [set(ranking[:4]), set(ranking[4:8])]


def test_the_final_table_is_seated_whoever_met_there() -> None:
    played: tuple[Round, ...] = ((("1", "2", "3", "4"), ("5", "6", "7", "8")),)
    seated = final_round([str(n) for n in range(1, 9)], 4, played)
    assert set(seated[0]) == {"1", "2", "3", "4"}
    assert pair_counts((*played, seated))[("1", "2")] == 2


@pytest.mark.parametrize(
    ("ranking", "cut", "words"),
    [
        (RANKING, 6, "fills tables of 4, at most 16: not 6"),
        (RANKING, 20, "at most 16: not 20"),
        (RANKING[:15], 4, "15 players do not fill tables of 4"),
        (["1", "1", "2", "3"], 4, "twice in the ranking"),
    ],
)
def test_a_cut_that_cannot_be_seated_is_refused(ranking: list[str], cut: int, words: str) -> None:
    with pytest.raises(TallyoError, match=words):
        final_round(ranking, cut)


def test_three_player_swiss_rounds() -> None:
    seated = swiss_round([str(n) for n in range(1, 10)], (), 3)
    assert groups(seated) == [{"1", "2", "3"}, {"4", "5", "6"}, {"7", "8", "9"}]
