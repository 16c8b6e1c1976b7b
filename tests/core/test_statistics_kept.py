"""A game's figures kept as data and read back, the sizes' bands, two players head to head, one
player's totals alone, and the games of a library's filter with their people and places."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from standings_games import EVENTS, FOUR
from statistics_games import NAMES, tiles_game, varied_game

from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.statistics.game_figures import game_figures
from tallyo_desktop.core.statistics.head_to_head import head_to_head
from tallyo_desktop.core.statistics.kept_figures import figures_data, figures_from_data
from tallyo_desktop.core.statistics.seat_row import SIZE_BANDS, size_band
from tallyo_desktop.core.statistics.totals import player_totals
from tallyo_desktop.core.table.game import Game

METADATA = Metadata(id="g", created="2026-03-05T19:30:00+01:00", event_id="n1", season_id="s")


@pytest.mark.parametrize("game", [tiles_game(), varied_game(), Game.replay(FOUR, NAMES, EVENTS)])
def test_a_game_s_figures_read_back_from_their_json_are_the_same(game: Game) -> None:
    figures = game_figures(game, METADATA, "7")
    text = json.dumps(figures_data(figures))
    assert figures_from_data("7", json.loads(text)) == figures


@pytest.mark.parametrize(
    "data",
    [None, [], ["x"] * 13, [*figures_data(game_figures(tiles_game(), METADATA, "7"))[:7],
                             [["a", 1]], [], [], [], [], []]],
)  # fmt: skip
def test_data_that_is_not_a_game_s_figures_is_refused(data: object) -> None:
    with pytest.raises((ValueError, TypeError, KeyError, IndexError, AttributeError)):
        figures_from_data("7", data)


def test_each_size_falls_in_the_band_from_its_own_lowest() -> None:
    assert SIZE_BANDS == (0, 2000, 4000, 8000, 12000, 24000)
    assert [size_band(points) for points in (0, 1000, 1999, 2000, 3900, 4000, 8000, 11600,
                                             12000, 18000, 24000, 48000)] == [
        0, 0, 0, 1, 1, 2, 3, 3, 4, 4, 5, 5]  # fmt: skip


def test_two_players_head_to_head_over_the_games_both_played() -> None:
    # The five-hand game: Dee first, Ben second, Cid third, Ann fourth.
    one = game_figures(Game.replay(FOUR, ("Ann", "Ben", "Cid", "Dee"), EVENTS), METADATA, "a")
    two = game_figures(Game.replay(FOUR, ("Dee", "Cid", "Ben", "Eve"), EVENTS), METADATA, "b")
    found = head_to_head([one, two, one], "Ben", "Cid")
    # In the second game the same seats finished the same: Cid in Ben's seat came second.
    assert (found.games, found.first_above, found.second_above) == (3, 2, 1)
    assert (found.first_places, found.second_places) == (2 + 3 + 2, 3 + 2 + 3)
    assert found.first_result == 10700 * 2 - 6700
    assert head_to_head([one], "Ben", "Eve").games == 0


def test_one_player_s_totals_alone_are_theirs_among_everyone_s() -> None:
    games = [game_figures(tiles_game(), METADATA, "t"), game_figures(
        Game.replay(FOUR, NAMES, EVENTS), METADATA, "e")]  # fmt: skip
    everyone = {totals.name: totals for totals in player_totals(games)}
    assert player_totals(games, only="Cid") == [everyone["Cid"]]
    assert player_totals(games, only="Zed") == []


def test_a_filter_s_games_with_the_person_and_place_at_each_seat(tmp_path: Path) -> None:
    with GameLibrary(tmp_path / "library.sqlite") as library:
        when = datetime(2026, 3, 5, 20, tzinfo=UTC)
        games = [Game.replay(FOUR, NAMES, EVENTS), tiles_game()]
        for number, game in enumerate(games):
            metadata = Metadata(id=f"{number:032x}", source="tenhou:x" if number else None)
            library.add_finished_game(game, game_to_json(game, metadata),
                                      when + timedelta(days=number), metadata.id)  # fmt: skip
        found = library.scope_games(StatisticsFilter())
        places = library.scope_places(StatisticsFilter())
        ann = library.person_named("Ann")
        assert ann is not None
        assert [game.source for game in found] == [None, "tenhou:x"]
        assert [game.places for game in found] == [
            (4, 2, 3, 1),
            game_figures(games[1], Metadata(), "t").places,
        ]
        assert all(game.people[0] == ann.id for game in found)
        assert [(game.id, game.people, game.places) for game in places] == [
            (game.id, game.people, game.places) for game in found
        ]
        assert all(len(game.digest) == 64 for game in found)
        assert library.scope_games(StatisticsFilter(players=3)) == []
