"""Players' totals over a scope, summed from the games' rows, and the figures read from them:
each over how many hands or games, none shown from too few."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from standings_games import EVENTS, FOUR
from statistics_games import NAMES, tiles_game, varied_game

from tallyo_desktop.core.record.format import Metadata
from tallyo_desktop.core.statistics.game_figures import GameFigures, game_figures
from tallyo_desktop.core.statistics.measures import MINIMUMS, Figure, Unit, figures, yaku_figures
from tallyo_desktop.core.statistics.scope import GameFacts, Scope, game_date, player_name
from tallyo_desktop.core.statistics.seat_row import (
    EMPTY,
    FIELDS,
    MAXED,
    SeatRow,
    packed,
    summed,
    unpacked,
)
from tallyo_desktop.core.statistics.totals import player_totals, scoped
from tallyo_desktop.core.table.game import Game


def _finished(key: str, created: str | None, names: tuple[str, ...] = NAMES) -> GameFigures:
    game = Game.replay(FOUR, names, EVENTS)
    return game_figures(game, Metadata(id=key, created=created), key)


def test_rows_add_up_field_by_field_and_the_greatest_is_kept() -> None:
    first = game_figures(varied_game(), Metadata(), "a").rows
    second = game_figures(tiles_game(), Metadata(), "b").rows
    both = summed([*first, *second])
    for index, name in enumerate(FIELDS):
        values = [row[index] for row in (*first, *second)]
        assert both[index] == (max(values) if name in MAXED else sum(values)), name
    assert both.best_hand == 32000 and both.dealer_streak == 3
    assert summed([]) == EMPTY == SeatRow()


def test_a_player_s_totals_over_several_games() -> None:
    games = [
        _finished("a", "2026-03-05T19:30:00+01:00"),
        game_figures(varied_game(), Metadata(id="b", created="2026-03-06T19:30:00+01:00"), "b"),
        game_figures(tiles_game(), Metadata(id="c", created="2026-03-07T19:30:00+01:00"), "c"),
    ]
    ann, bea, cid, dan = player_totals(games)
    assert [player.name for player in (ann, bea, cid, dan)] == list(NAMES)
    assert cid.counts == summed(game.rows[2] for game in games)
    assert cid.games == ("a", "b", "c")
    assert (cid.counts.wins, cid.counts.dealer_streak) == (1 + 2 + 1, 3)
    assert cid.yaku == {"Tanyao": 1, "Pinfu": 1}
    # The longest streak, and the best hand, of the first game holding them.
    assert cid.dealer_streak is not None and cid.dealer_streak.game == "b"
    assert cid.best_hand is not None and (cid.best_hand.game, cid.counts.best_hand) == ("b", 11700)
    assert dan.best_hand is not None and dan.best_hand.game == "c"
    assert dan.comeback == "a" and dan.counts.comeback == 6200


def test_a_name_is_one_player_however_its_accents_are_composed() -> None:
    composed = "Jos\N{LATIN SMALL LETTER E WITH ACUTE}"
    decomposed = "Jose\N{COMBINING ACUTE ACCENT}"
    games = [
        _finished("a", None, (composed, "Bea", "Cid", "Dan")),
        _finished("b", None, (f" {decomposed}", "Bea", "Cid", "Dan")),
    ]
    totals = player_totals(games)
    assert [player.name for player in totals] == [composed, "Bea", "Cid", "Dan"]
    assert totals[0].counts.games == 2
    assert player_name(f" {decomposed} ") == composed


def _facts(**changes: object) -> GameFacts:
    facts = GameFacts(
        key="k",
        names=NAMES,
        players=4,
        preset="tenhou",
        date="2026-03-05",
        created="2026-03-05T19:30:00+09:00",
        club_night="night-1",
        season="season-1",
    )
    return replace(facts, **changes)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("scope", "kept"),
    [
        (Scope(), True),
        (Scope(players=3), False),
        (Scope(start="2026-03-05", end="2026-03-05"), True),
        (Scope(start="2026-03-06"), False),
        (Scope(end="2026-03-04"), False),
        (Scope(presets={"tenhou", "wrc"}), True),
        (Scope(presets={"wrc"}), False),
        (Scope(games={"k"}), True),
        (Scope(games={"other"}), False),
        (Scope(club_nights={"night-1"}), True),
        (Scope(club_nights={"night-2"}), False),
        (Scope(seasons={"season-1"}), True),
        (Scope(seasons=()), False),
    ],
)
def test_a_scope_keeps_the_games_it_names(scope: Scope, kept: bool) -> None:
    assert scope.keeps(_facts()) is kept


def test_with_dates_a_game_without_one_is_left_out() -> None:
    assert Scope().keeps(_facts(date=None))
    assert not Scope(start="2000-01-01").keeps(_facts(date=None))
    assert game_date(Metadata(created="2026-02-30T10:00:00+01:00")) is None
    assert game_date(Metadata(created="not a date")) is None
    assert game_date(Metadata(created="2026-02-28T23:59:00-11:00")) == "2026-02-28"


def test_totals_over_a_scope_count_only_its_games() -> None:
    games = [
        _finished("a", "2026-03-05T19:30:00+01:00"),
        _finished("b", "2026-04-05T19:30:00+01:00"),
    ]
    march = Scope(start="2026-03-01", end="2026-03-31")
    assert [game.facts.key for game in scoped(games, march)] == ["a"]
    (ann, *_) = player_totals(games, march)
    assert (ann.counts.games, ann.games) == (1, ("a",))
    assert player_totals(games, Scope(players=3)) == []


def _figure(counts: SeatRow, name: str) -> Figure:
    (found,) = [figure for figure in figures(counts) if figure.name == name]
    return found


def test_each_figure_says_what_it_is_counted_over_and_is_not_shown_from_too_few() -> None:
    counts = SeatRow(games=2, place_1=1, place_3=1, hands=19, wins=4, win_points=30000)
    place = _figure(counts, "average_place")
    assert (place.count, place.over, place.unit, place.value) == (4, 2, Unit.GAMES, None)
    assert _figure(counts, "win_rate").value is None
    assert _figure(counts, "average_win").value is None
    enough = SeatRow(games=3, place_1=1, place_2=1, place_4=1, hands=20, wins=5, win_points=38000)
    assert _figure(enough, "average_place").value == pytest.approx(7 / 3)
    assert _figure(enough, "win_rate").value == 5 / 20
    assert _figure(enough, "average_win").value == 38000 / 5
    assert _figure(enough, "fourth_rate").value == pytest.approx(1 / 3)
    assert MINIMUMS[Unit.GAMES] == 3 and MINIMUMS[Unit.HANDS] == 20 and MINIMUMS[Unit.WINS] == 5


def test_the_figures_of_three_players_have_no_fourth_place() -> None:
    names = [figure.name for figure in figures(SeatRow(), players=3)]
    assert "fourth_rate" not in names and "third_rate" in names
    assert len(names) == len(figures(SeatRow())) - 1


def test_riichi_first_and_chasing_and_the_tile_figures() -> None:
    counts = SeatRow(
        riichi=10,
        first_riichi=6,
        riichi_wins=5,
        first_riichi_wins=4,
        counted_wins=8,
        open_wins=3,
        damaten_wins=2,
        dora=12,
    )
    assert _figure(counts, "first_riichi_win_rate").value == 4 / 6
    chasing = _figure(counts, "chasing_riichi_win_rate")
    assert (chasing.count, chasing.over, chasing.value) == (1, 4, None)
    assert _figure(counts, "closed_share").value == 5 / 8
    assert _figure(counts, "damaten_share").value == 2 / 8
    assert _figure(counts, "dora_per_win").value == 12 / 8


def test_yaku_are_listed_the_most_frequent_first() -> None:
    counts = SeatRow(counted_wins=6)
    listed = yaku_figures({"Tanyao": 2, "Riichi": 4, "Pinfu": 2}, counts)
    assert [(figure.name, figure.count, figure.over) for figure in listed] == [
        ("Riichi", 4, 6),
        ("Pinfu", 2, 6),
        ("Tanyao", 2, 6),
    ]
    assert listed[0].value == 4 / 6


def test_packed_rows_add_up_to_the_packed_sum_whatever_their_signs() -> None:
    chance = random.Random(39)
    rows = [SeatRow._make(chance.randint(-(10**9), 10**9) for _ in FIELDS) for _ in range(500)]
    total = summed(rows)
    greatest = {name: getattr(total, name) for name in MAXED}
    assert unpacked(sum(map(packed, rows)), greatest) == total
    assert unpacked(0, dict.fromkeys(MAXED, 0)) == EMPTY


def test_figures_made_without_their_packed_rows_are_given_them() -> None:
    figures = game_figures(varied_game(), Metadata(), "a")
    bare = replace(figures, packed=())
    assert bare.packed == figures.packed == tuple(map(packed, figures.rows))
    assert player_totals([bare]) == player_totals([figures])
