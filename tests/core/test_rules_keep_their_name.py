"""Rules keep the name of the preset they are: a preset played East-only is that preset,
East-only; rules called "custom" whose every option is a preset's are filed under it, in the
record and in the library; a refusal names its hand so that no other hand has that name."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from tallyo_desktop.core.errors import RefusedEvent
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import game_to_json, saved_game_from_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import CUSTOM_ID, ChomboPenalty, GameLength
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Chombo, ExhaustiveDraw, Tsumo
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Bea", "Cid", "Dan")
EAST = GameLength.EAST_ONLY


@pytest.mark.parametrize("preset", list(presets.KNOWN))
def test_a_preset_played_east_only_is_that_preset_east_only(preset: str) -> None:
    base = presets.KNOWN[preset]
    # As the rules editor makes it: the option changed, the name lost.
    edited = base.with_changes(game_length=EAST)
    assert edited.preset == CUSTOM_ID
    named = presets.named(edited)
    assert named.preset == preset
    assert named == presets.east_only(base)
    name = presets.rules_name(named)
    assert name.startswith(presets.preset_name(preset))
    if base.game_length is not EAST:
        assert name == f"{presets.preset_name(preset)} (East only)"


@pytest.mark.parametrize("preset", list(presets.KNOWN))
def test_rules_equal_to_a_preset_are_that_preset(preset: str) -> None:
    rules = presets.KNOWN[preset]
    assert presets.named(rules.with_changes(preset=CUSTOM_ID)).preset == preset
    assert presets.filed(rules.with_changes(preset=CUSTOM_ID)).preset == preset


def test_rules_of_the_tables_own_stay_custom() -> None:
    own = presets.TENHOU.with_changes(kiriage_mangan=True)
    assert presets.named(own).preset == CUSTOM_ID
    assert presets.named(presets.east_only(own)).preset == CUSTOM_ID
    assert presets.rules_name(presets.named(own)) == "Custom"
    # A name of the players' own stands where it is filed, as the record gave it.
    house = own.with_changes(preset="hausregeln-köln")
    assert presets.filed(house) == house


def test_the_preset_named_first_is_kept_when_it_fits() -> None:
    # Tenhou's 2009 rules are Tenhou's before 2021 without tenpai-yame: each keeps its name.
    assert presets.named(presets.TENHOU_2009).preset == "tenhou-2009"
    assert presets.named(presets.TENHOU_ROUNDED).preset == "tenhou-2020"
    # The East lobby of 2009 is its own preset, East-only already.
    assert presets.named(presets.TENHOU_EAST_2009).preset == "tenhou-east-2009"
    assert presets.rules_name(presets.TENHOU_EAST_2009) == "Tenhou East (2009)"


def test_east_only_is_offered_where_the_rooms_play_it() -> None:
    offered = presets.offered()
    east = {rules.preset for rules in offered if rules.game_length is EAST}
    assert east == set(presets.EAST_ONLY_PLAYED)
    assert {"wrc", "ema-2016", "ema-2025", "m-league", "jpml-a"}.isdisjoint(east)
    # Each offered once, and under a name of its own; each East-only right after its preset.
    names = [presets.rules_name(rules) for rules in offered]
    assert len(set(names)) == len(names) == len(presets.PRESETS) + len(east)
    for index, rules in enumerate(offered):
        if rules.game_length is EAST:
            assert offered[index - 1] == presets.PRESETS[rules.preset]
    assert all(not rules.problems() for rules in offered)


def test_a_record_of_custom_rules_equal_to_a_preset_reads_back_as_the_preset() -> None:
    rules = presets.TENHOU.with_changes(game_length=EAST)
    game = Game(rules, NAMES)
    game.record(Tsumo(1, Hand(3, 30)))
    saved = saved_game_from_json(game_to_json(game))
    assert saved.game.rules == presets.east_only(presets.TENHOU)
    assert presets.rules_name(saved.game.rules) == "Tenhou (East only)"
    # Rules of the table's own come back as they were.
    own = presets.TENHOU.with_changes(kiriage_mangan=True)
    assert saved_game_from_json(game_to_json(Game(own, NAMES))).game.rules == own


def test_the_library_files_such_a_game_under_its_preset(tmp_path: Path) -> None:
    rules = presets.MAHJONG_SOUL.with_changes(game_length=EAST)
    game = Game(rules, NAMES)
    while not game.is_over:
        game.record(ExhaustiveDraw(frozenset()))
    with GameLibrary(tmp_path / "library.sqlite3") as library:
        library.add_finished_game(game, game_to_json(game), datetime(2024, 5, 1, tzinfo=UTC))
        (listed,) = library.listed_games()
        assert listed.rules_preset == "mahjong-soul"
        assert listed.east_only == 1
        (summary,) = library.games()
        assert summary.rules_name == "Mahjong Soul (East only)"


def test_a_refusal_names_the_hand_with_its_honba() -> None:
    rules = presets.TENHOU.with_changes(chombo=ChomboPenalty.REVERSE_MANGAN)
    game = Game(rules, NAMES)
    # East 1 is played three times: the dealer's tsumo and a tenpai repeat it.
    game.record(Tsumo(0, Hand(3, 30)))
    game.record(ExhaustiveDraw(frozenset({0})))
    game.record(Chombo(1))
    assert game.state_after(1).hand_name == "East 1"
    with pytest.raises(RefusedEvent) as refused:
        game.change_rules(presets.TENHOU)
    assert str(refused.value) == (
        "East 1, 2 honba could not be recorded any more: These rules have no chombo penalty."
    )
