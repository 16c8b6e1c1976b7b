"""The tournament day's seating asks what its players need: the players of one club or country
apart in the first rounds, and a player who cannot move at one table in every round, kept
when the rounds not played are seated again and in the tournament's file."""

from __future__ import annotations

import pytest
from tournament_day import play_round

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.tournament import operations
from tallyo_desktop.core.tournament.events import Apart
from tallyo_desktop.core.tournament.players import Player
from tallyo_desktop.core.tournament.roster_csv import players_from_csv
from tallyo_desktop.core.tournament.schedule import Table, repeats
from tallyo_desktop.core.tournament.state import TournamentState
from tallyo_desktop.core.tournament.tournament import Tournament
from tallyo_desktop.core.tournament.tournament_file import (
    tournament_from_json,
    tournament_to_json,
)
from tallyo_desktop.core.tournament.tournament_rules import tournament_rules

COUNTRIES = ("Denmark", "France", "Japan", "Germany")


def registered(
    players: int = 32, rounds: int = 5, keeps: dict[int, int] | None = None
) -> Tournament:
    """Players of four countries and eight clubs; `keeps` gives a player (from 1) a table."""
    tournament = operations.new_tournament(
        "Apart Open", "2026-11-14", tournament_rules(presets.EMA_2016), rounds
    )
    keeps = keeps or {}
    operations.register(
        tournament,
        [
            Player(
                "",
                f"P{number}",
                country=COUNTRIES[number % 4],
                club=f"Club {number % 8}",
                table=keeps.get(number),
            )
            for number in range(1, players + 1)
        ],
    )
    return tournament


def of(state: TournamentState, table: Table, field: str) -> list[str]:
    return [getattr(state.players[player], field) for player in table]


def test_players_of_one_country_are_apart_in_the_first_rounds_asked() -> None:
    tournament = registered()
    state = operations.seat_whole(tournament, seed=3, apart=Apart.COUNTRY, apart_rounds=3)
    assert (state.apart, state.apart_rounds) == (Apart.COUNTRY, 3)
    assert state.schedule is not None
    for round_ in range(3):
        for table in state.tables(round_):
            assert sorted(of(state, table, "country")) == sorted(COUNTRIES)
    assert repeats(state.schedule.rounds) == 0


def test_players_of_one_club_are_apart_and_the_next_seating_asks_the_same() -> None:
    tournament = registered(32, 5)
    operations.seat_whole(tournament, seed=4, apart=Apart.CLUB, apart_rounds=2)
    play_round(tournament, 0)
    operations.register(tournament, [Player("", "Late", club="Club 5")])
    # The rounds not played seated again by the drop: the seating asks what the last one did.
    state = operations.drop(tournament, "5", seed=5)
    assert "33" in {player for table in state.tables(1) for player in table}
    assert (state.apart, state.apart_rounds) == (Apart.CLUB, 2)
    for table in state.tables(1):
        assert len(set(of(state, table, "club"))) == 4


def test_a_seating_not_asked_keeps_only_teammates_apart() -> None:
    state = operations.seat_whole(registered(16, 4), seed=1)
    assert (state.apart, state.apart_rounds) == (Apart.NOBODY, 0)


def test_a_player_who_cannot_move_keeps_their_table_in_every_round() -> None:
    tournament = registered(32, 5, keeps={7: 2, 20: 5})
    state = operations.seat_whole(tournament, seed=6)
    assert state.schedule is not None and repeats(state.schedule.rounds) == 0
    for round_ in range(5):
        assert state.seat_of("7", round_) is not None
        assert state.seat_of("7", round_)[0] == 2  # type: ignore[index]
        assert state.seat_of("20", round_)[0] == 5  # type: ignore[index]
    play_round(tournament, 0)
    operations.register(tournament, [Player("", "Late")])
    operations.drop(tournament, "1", seed=8)
    state = operations.seat_again(tournament, seed=7)
    assert all(state.seat_of("7", round_)[0] == 2 for round_ in range(5))  # type: ignore[index]


def test_a_table_the_tournament_has_not_is_refused_and_changes_nothing() -> None:
    tournament = registered(16, 4, keeps={3: 9})
    before = tournament.state
    with pytest.raises(TallyoError, match="table 10"):
        operations.seat_whole(tournament, seed=1)
    assert tournament.state is before


def test_what_is_kept_apart_and_the_tables_kept_are_in_the_file() -> None:
    tournament = registered(32, 5, keeps={7: 2})
    operations.seat_whole(tournament, seed=3, apart=Apart.COUNTRY, apart_rounds=2)
    again = tournament_from_json(tournament_to_json(tournament))
    state = again.state
    assert state == tournament.state
    assert state.players["7"].table == 2 and (state.apart, state.apart_rounds) == (
        Apart.COUNTRY,
        2,
    )
    text = tournament_to_json(tournament)
    assert '"table": 3' in text and '"apart": "country"' in text


def test_a_csv_may_give_the_table_a_player_keeps() -> None:
    players = players_from_csv("Name,Club,Table\nAnn,North,2\nBea,South,\n")
    assert [(player.name, player.table) for player in players] == [("Ann", 1), ("Bea", None)]
    with pytest.raises(TallyoError, match="Line 2: Ann: a table kept is a number from 1, not x"):
        players_from_csv("Name,Table\nAnn,x\n")
