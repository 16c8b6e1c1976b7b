"""A table's result taken from its game's file: only this tournament's finished games, played
by the players seated there under the tournament's rules; a slip typed in stays, and two games
claiming one table give neither."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tournament_day import seated

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.format import SavedGame, game_to_json, saved_game_from_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Chombo, ExhaustiveDraw, Ron, Win
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.tournament import operations
from tallyo_desktop.core.tournament.game_results import (
    result_of_game,
    table_metadata,
    take_games,
)
from tallyo_desktop.core.tournament.tournament import Tournament


def table_game(tournament: Tournament, round_: int, table: int, *, finish: bool = True,
               chombo: bool = False) -> SavedGame:  # fmt: skip
    """The table's game played in seat order East first, as the app starts it, through its
    file's text."""
    state = tournament.state
    names = [state.players[player].name for player in state.tables(round_)[table]]
    game = Game(state.rules.game, names)
    game.record(Ron(0, (Win(1, Hand(3, 30)),)))
    if chombo:
        game.record(Chombo(2))
    while finish and not game.is_over:
        game.record(ExhaustiveDraw(frozenset()))
    metadata = replace(table_metadata(state, round_, table), id=f"g{round_}{table}").stamped()
    return saved_game_from_json(game_to_json(game, metadata))


def test_a_finished_game_gives_its_tables_result() -> None:
    tournament = seated(16, 4)
    saved = table_game(tournament, 0, 2, chombo=True)
    result = result_of_game(tournament.state, saved)
    assert result.seats == tournament.state.tables(0)[2]
    assert result.points == (26100, 33900, 30000, 30000)
    assert result.chombo == (0, 0, 1, 0) and result.sticks == 0 and result.game == "g02"
    tournament.record([result])
    settled = tournament.state.results[(0, 2)].settlement
    assert settled.standings[2].chombo == -20000


def test_a_game_is_refused_saying_why() -> None:
    tournament = seated(16, 4)
    state = tournament.state
    with pytest.raises(TallyoError, match="still being played"):
        result_of_game(state, table_game(tournament, 0, 0, finish=False))
    other = table_game(tournament, 0, 0)
    wrong_rules = SavedGame(Game.replay(presets.WRC, other.game.names, other.game.events),
                            other.metadata)  # fmt: skip
    with pytest.raises(TallyoError, match="played by WRC, not by the tournament's rules"):
        result_of_game(state, wrong_rules)
    moved = SavedGame(other.game, replace(other.metadata, tournament_table=2))
    with pytest.raises(TallyoError, match="is not seated at that table"):
        result_of_game(state, moved)
    with pytest.raises(TallyoError, match="not of this tournament"):
        result_of_game(state, SavedGame(other.game, replace(other.metadata, tournament_id="x")))


def test_gathered_games_give_what_is_new_and_keep_a_slip() -> None:
    tournament = seated(16, 4)
    operations.record_slip(tournament, 0, 1, [30000] * 4, [0] * 4, 0)
    games = [table_game(tournament, 0, table) for table in range(4)]
    found = take_games(tournament.state, [*games, games[0]])
    assert [(result.round, result.table) for result in found.taken] == [(0, 0), (0, 2), (0, 3)]
    assert found.kept_slips and "Table 2 of round 1" in found.kept_slips[0]
    tournament.record(found.taken)
    again = take_games(tournament.state, games)
    assert again.taken == [] and again.same == 3


def test_two_games_for_one_table_give_neither() -> None:
    tournament = seated(16, 4)
    first = table_game(tournament, 0, 0)
    second = SavedGame(first.game, replace(first.metadata, id="another"))
    found = take_games(tournament.state, [first, second])
    assert found.taken == []
    assert found.refused and "two different games" in found.refused[0]
