"""A win counted from its tiles keeps them with the yaku: in the record and in the history."""

from __future__ import annotations

import json

import pytest

from tallyo_desktop.core.counting.count import count_hand
from tallyo_desktop.core.counting.situation import Meld, MeldKind, RiichiKind, WinSituation
from tallyo_desktop.core.counting.tiles import parse_tile, parse_tiles
from tallyo_desktop.core.counting.win_tiles import WinTiles, melds_text, parse_melds
from tallyo_desktop.core.errors import InvalidHand
from tallyo_desktop.core.record.format import BadGameFile, game_from_json, game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.events import Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.history import history_rows

RULES = presets.TENHOU
NAMES = ("Ann", "Bea", "Cid", "Dan")


def _counted(situation: WinSituation) -> WinTiles:
    counted = count_hand(situation, RULES)
    return WinTiles(situation, counted.yaku)


def riichi_tanyao() -> tuple[WinSituation, WinTiles]:
    situation = WinSituation(
        concealed=parse_tiles("234m456p067s234s88s", RULES),
        win_tile=parse_tile("8s", RULES),
        tsumo=False,
        riichi=RiichiKind.RIICHI,
        ippatsu=True,
        seat_wind=Wind.SOUTH,
        round_wind=Wind.EAST,
        dora_indicators=parse_tiles("1m", RULES),
        ura_indicators=parse_tiles("7s", RULES),
    )
    return situation, _counted(situation)


def test_melds_are_written_as_the_hand_command_takes_them() -> None:
    melds = parse_melds("chi:567p, pon:777z  ankan:1111m kan:5555z", RULES)
    assert [meld.kind for meld in melds] == [
        MeldKind.CHI,
        MeldKind.PON,
        MeldKind.CLOSED_KAN,
        MeldKind.OPEN_KAN,
    ]
    assert melds_text(melds) == "chi:567p pon:777z ankan:1111m kan:5555z"
    with pytest.raises(InvalidHand, match="'567p' is not a meld: write chi, pon, kan or ankan"):
        parse_melds("567p", RULES)


def test_the_tiles_and_the_yaku_go_round_the_record() -> None:
    situation, tiles = riichi_tanyao()
    counted = count_hand(situation, RULES)
    kan_hand = WinSituation(
        concealed=parse_tiles("234m33444s", RULES),
        win_tile=parse_tile("4s", RULES),
        tsumo=True,
        melds=(
            Meld(MeldKind.ADDED_KAN, parse_tiles("7777p", RULES)),
            Meld(MeldKind.CHI, parse_tiles("678s", RULES)),
        ),
        rinshan=True,
        seat_wind=Wind.EAST,
        round_wind=Wind.SOUTH,
        dora_indicators=parse_tiles("6p3s", RULES),
    )
    kan_tiles = _counted(kan_hand)
    game = Game(RULES, NAMES)
    game.record(Riichi(1))
    game.record(Ron(0, (Win(1, counted.hand, None, tiles),)))
    game.record(Tsumo(1, count_hand(kan_hand, RULES).hand, None, kan_tiles))
    again = game_from_json(game_to_json(game))
    assert again.events == game.events
    ron = again.events[1]
    assert isinstance(ron, Ron)
    assert ron.wins[0].tiles == tiles
    # Only what is set is written.
    written = json.loads(game_to_json(game))["events"][1]["wins"][0]["tiles"]
    # In the order given, the red five as 0.
    assert (written["concealed"], written["win"]) == ("234m456p06723488s", "8s")
    assert written["riichi"] == "riichi" and written["ippatsu"] is True
    assert "houtei" not in written and "melds" not in written and "kita" not in written
    assert [yaku["name"] for yaku in written["yaku"]][:2] == ["Riichi", "Ippatsu"]


def test_the_history_lists_the_yaku_of_a_counted_hand() -> None:
    situation, tiles = riichi_tanyao()
    counted = count_hand(situation, RULES)
    game = Game(RULES, NAMES)
    game.record(Riichi(1))
    game.record(Ron(0, (Win(1, counted.hand, None, tiles),)))
    (row,) = history_rows(game)
    assert counted.hand == Hand(han=7)
    assert row.summary.startswith("Ron from Ann: Bea haneman (7 han: Riichi 1, Ippatsu 1, Tanyao 1")


def test_damaged_tiles_are_refused_in_words() -> None:
    situation, tiles = riichi_tanyao()
    counted = count_hand(situation, RULES)
    game = Game(RULES, NAMES)
    game.record(Riichi(1))
    game.record(Ron(0, (Win(1, counted.hand, None, tiles),)))
    document = json.loads(game_to_json(game))
    win_tiles = document["events"][1]["wins"][0]["tiles"]
    for field, value, words in (
        ("concealed", "12x", "No tile is written with 'x'"),
        ("seat_wind", "up", "is not a wind"),
        ("riichi", "sometimes", "which is not one of"),
        ("colour", "red", "a field Tallyo Desktop does not know"),
    ):
        broken = json.loads(json.dumps(document))
        broken["events"][1]["wins"][0]["tiles"] = {**win_tiles, field: value}
        with pytest.raises(BadGameFile, match=words):
            game_from_json(json.dumps(broken))
