"""Two copies of one game: the longer one counts, and copies that went different ways conflict."""

from __future__ import annotations

from dataclasses import replace

from tallyo_desktop.core.record.copies import Copies, Difference, compare_copies, first_difference
from tallyo_desktop.core.record.format import Metadata, game_to_json, saved_game_from_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Ben", "Cid", "Dee")


def game(*events: object, names: tuple[str, ...] = NAMES) -> Game:
    return Game.replay(presets.WRC, names, events)  # type: ignore[arg-type]


RON = Ron(2, (Win(1, Hand(han=3, fu=40), None),))
TSUMO = Tsumo(0, Hand(han=1, fu=30), None)


def test_copies_with_the_same_events_are_the_same() -> None:
    assert compare_copies(game(RON, TSUMO), game(RON, TSUMO)) is Copies.SAME


def test_a_copy_whose_events_go_on_from_the_others_is_the_longer() -> None:
    assert compare_copies(game(RON, TSUMO), game(RON)) is Copies.FIRST_LONGER
    assert compare_copies(game(), game(Riichi(0), RON)) is Copies.SECOND_LONGER


def test_copies_that_went_different_ways_conflict() -> None:
    assert (
        compare_copies(game(RON, TSUMO), game(RON, ExhaustiveDraw(frozenset({0}))))
        is Copies.CONFLICT
    )
    assert compare_copies(game(TSUMO), game(RON)) is Copies.CONFLICT


def test_the_same_events_under_other_names_conflict() -> None:
    other = game(RON, names=("Ann", "Ben", "Cid", "Eve"))
    assert compare_copies(game(RON), other) is Copies.CONFLICT


def test_the_club_night_and_the_source_are_kept_in_the_metadata() -> None:
    metadata = Metadata(
        id="abc",
        event_id="night1",
        event_name="Thursday 3 Dec",
        season_id="s2026",
        season_name="Winter 2026",
        source="tenhou:2019020120gm-0009-10011-215330df",
    )
    saved = saved_game_from_json(game_to_json(game(RON), metadata))
    assert saved.metadata == metadata


def test_the_first_difference_names_the_first_event_recorded_otherwise() -> None:
    draw = ExhaustiveDraw(frozenset({0}))
    copies = [game(RON, TSUMO, RON), game(RON, draw), game(RON)]
    assert first_difference(copies) == Difference(1, (), ())


def test_copies_alike_but_for_the_players_or_the_rules_say_so() -> None:
    renamed = game(RON, names=("Ann", "Ben", "Cid", "Eve"))
    assert first_difference([game(RON), renamed]) == Difference(None, (3,), ())
    other_rules = Game.replay(
        replace(presets.WRC, uma=(20000, 10000, -10000, -20000)), NAMES, [RON]
    )
    assert first_difference([game(RON), other_rules]) == Difference(None, (), ("uma",))
