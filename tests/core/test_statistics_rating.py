"""The rating, counted as Tenhou's R is (tenhou.net/man/#Rating), checked on worked examples."""

from __future__ import annotations

import pytest
from standings_games import EVENTS, FOUR, THREE, THREE_EVENTS

from tallyo_desktop.core.record.format import Metadata
from tallyo_desktop.core.rules.rules import TieBreak
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.statistics.game_figures import GameFigures, game_figures
from tallyo_desktop.core.statistics.rating import (
    INITIAL,
    adjustment,
    chronological,
    placement_base,
    rating_change,
    ratings,
)
from tallyo_desktop.core.table.events import Ron, Win
from tallyo_desktop.core.table.game import Game


@pytest.mark.parametrize(
    ("own", "average", "change"),
    [
        # A player of R2000 who has played 400 games or more comes fourth, at a table of 2000,
        # 1600 and 1875 on average: 0.2 x (-30 + 0), 0.2 x (-30 - 10), 0.2 x (-30 - 3.125).
        (2000, 2000, -6.0),
        (2000, 1600, -8.0),
        (2000, 1875, -6.625),
        # The same player first at a table of 2400: 0.2 x (30 + 10).
        (2000, 2400, 8.0),
    ],
)
def test_a_settled_player_s_fourth_place(own: float, average: float, change: float) -> None:
    base = 30 if change > 0 else -30
    assert rating_change(own, average, 400, base) == pytest.approx(change)
    assert rating_change(own, average, 1000, base) == pytest.approx(change)


def test_the_adjustment_falls_with_the_games_played() -> None:
    assert adjustment(0) == 1.0
    assert adjustment(1) == pytest.approx(0.998)
    assert adjustment(399) == pytest.approx(0.202)
    assert adjustment(400) == 0.2 == adjustment(5000)


def test_the_placement_bases_and_shared_places() -> None:
    assert [placement_base((1, 2, 3, 4), seat) for seat in range(4)] == [30, 10, -10, -30]
    assert [placement_base((3, 1, 2), seat) for seat in range(3)] == [-30, 30, 0]
    # Two tied for second share the bases of second and third.
    assert [placement_base((1, 2, 2, 4), seat) for seat in range(4)] == [30, 0, 0, -30]
    assert [placement_base((1, 1, 1, 4), seat) for seat in range(4)] == [10, 10, 10, -30]


def _game(key: str, created: str | None, names: tuple[str, ...]) -> GameFigures:
    game = Game.replay(FOUR, names, EVENTS)
    return game_figures(game, Metadata(id=key, created=created), key)


def test_a_series_over_games() -> None:
    # EVENTS: seat 3 first, seat 1 second, seat 2 third, seat 0 fourth.
    first = _game("a", "2026-03-05T19:00:00+01:00", ("Ann", "Ben", "Cid", "Dee"))
    second = _game("b", "2026-03-05T21:00:00+01:00", ("Eve", "Ann", "Ben", "Cid"))
    series = ratings([first, second])
    # Everyone starts at 1500, so the first game moves each by its base alone.
    assert [point.rating for point in series["Dee"].points] == [INITIAL + 30]
    assert series["Ben"].points[0].rating == INITIAL + 10
    # The second table: Eve 1500, Ann 1470, Ben 1510, Cid 1490; 1492.5 on average.
    average = (1500 + 1470 + 1510 + 1490) / 4
    assert [point.change for point in series["Ann"].points] == pytest.approx(
        [-30, 0.998 * (10 + (average - 1470) / 40)]
    )
    assert series["Cid"].rating == pytest.approx(1490 + 0.998 * (30 + (average - 1490) / 40))
    assert series["Ben"].rating == pytest.approx(1510 + 0.998 * (-10 + (average - 1510) / 40))
    assert series["Eve"].rating == pytest.approx(1500 + 1.0 * (-30 + (average - 1500) / 40))
    assert (series["Ann"].games, series["Dee"].games) == (2, 1)
    assert [point.game for point in series["Ben"].points] == ["a", "b"]
    assert series["Ben"].points[0].date == "2026-03-05"


def test_games_are_rated_in_the_order_played() -> None:
    late = _game("a", "2026-03-05T20:00:00+09:00", ("Ann", "Ben", "Cid", "Dee"))
    early = _game("b", "2026-03-05T19:00:00+01:00", ("Ann", "Ben", "Cid", "Dee"))
    undated = _game("c", None, ("Ann", "Ben", "Cid", "Dee"))
    # 20:00 in Tokyo is 12:00 in Paris, before 19:00 there.
    assert [game.facts.key for game in chronological([undated, early, late])] == ["a", "b", "c"]


def test_three_players_and_a_shared_first_place() -> None:
    game = Game.replay(THREE, ("Ann", "Ben", "Cid"), THREE_EVENTS)
    series = ratings([game_figures(game, Metadata(), "s")])
    assert [series[name].rating for name in ("Ann", "Ben", "Cid")] == [1530, 1470, 1500]
    split = FOUR.with_changes(tie_break=TieBreak.SPLIT)
    # Ann and Ben win the same 8000 from Cid and Dee: they tie for first, and those two for
    # third, where the rules split ties.
    tied = Game.replay(
        split,
        ("Ann", "Ben", "Cid", "Dee"),
        (Ron(2, (Win(1, Hand(5)),)), Ron(3, (Win(0, Hand(4, 40)),))),
    )
    figures = game_figures(tied, Metadata(), "t")
    assert figures.places == (1, 1, 3, 3)
    assert [placement_base(figures.places, seat) for seat in range(4)] == [20, 20, -20, -20]
    shared = ratings([figures])
    assert [shared[name].rating for name in ("Ann", "Ben", "Cid", "Dee")] == [
        1520,
        1520,
        1480,
        1480,
    ]
