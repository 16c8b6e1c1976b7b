"""Mahjong Soul's three-player rooms, as the tensoul exporters write them: a room named without
its length (三銀の間赤), four seat lists of which the fourth is empty, and results that are
Mahjong Soul's own (points - 35000) / 1000 + uma 15 / 0 / -15.

No real three-player Mahjong Soul log with a licence to keep one has been found, so the log is
made here from the hands of a real three-player game, sanma2.xml in tests/data/tenhou-sanma: a
Phoenix East-South game that ends on a bust in East 3, the hand after which the Silver room's
game was refused. Its hands pay as Mahjong Soul's ranked three-player rooms pay (tsumo loss, 200
a honba, 2000 at an exhaustive draw); the exporter writes no tiles that play through here, so the
wins are taken in without their tiles.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tallyo_desktop.core.importing.model import DrawKind, LogHand, LogRefused
from tallyo_desktop.core.importing.reading import parse_log, read_game_log
from tallyo_desktop.core.importing.recognise import read_log
from tallyo_desktop.core.importing.tiles import code_of
from tallyo_desktop.core.rules.rules import GameLength

SANMA = Path(__file__).parent / "data" / "tenhou-sanma" / "logs" / "sanma2.xml"
UUID = "190712-0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"
DRAW_NAMES = {DrawKind.EXHAUSTIVE: "流局", DrawKind.NINE_TERMINALS: "九種九牌"}
NO_SUCH_TILE = "r15"
"""A riichi discard of the 5 of characters, which three-player tiles do not hold: no seat's
tiles play through, as in a log whose exporter wrote only what the points need."""


def _seats(hand: LogHand, deals: list[list[int]]) -> list[list[Any]]:
    lists: list[list[Any]] = []
    for seat in range(3):
        declared = seat in hand.riichi_declared
        # A discard after the declaring one, so a ron on this seat is not on the declaration.
        lists += [deals[seat], [11, 11] if declared else [], [NO_SUCH_TILE, 60] if declared else []]
    return [*lists, [], [], []]


def _result(hand: LogHand) -> list[Any]:
    if hand.draw is not None:
        return [DRAW_NAMES[hand.draw.kind], [*hand.draw.deltas, 0]]
    result: list[Any] = ["和了"]
    for win in hand.wins:
        yaku = [
            f"{name}(役満)" if han >= 13 and win.yakuman else f"{name}({han}飜)"
            for name, han in win.yaku
        ]
        pao = win.winner if win.pao is None else win.pao
        text = f"{win.fu}符{win.han}飜" if win.fu else "役満"
        result += [[*win.deltas, 0], [win.winner, win.discarder, pao, text, *yaku]]
    return result


def _room_log(room: str, results: list[float]) -> dict[str, Any]:
    """sanma2.xml's game as tensoul writes a Mahjong Soul three-player room named `room`."""
    kind, content = read_log(SANMA)
    game = parse_log(content, kind, SANMA.name)
    deal, _dora = game.identity
    assert isinstance(deal, tuple)
    deals = [list(seat) for seat in deal]
    hands = [
        [
            [hand.round_index, hand.honba, hand.sticks],
            [*hand.start_points, 0],
            [code_of(tile) for tile in hand.dora],
            [code_of(tile) for tile in hand.ura],
            *_seats(hand, deals if number == 0 else [[], [], []]),
            _result(hand),
        ]
        for number, hand in enumerate(game.hands)
    ]
    assert game.final_points is not None
    scores: list[float] = []
    for points, result in zip((*game.final_points, 0), (*results, 0), strict=True):
        scores += [points, result]
    return {
        "title": [room, "Fri, 12 Jul 2019 11:00:00 GMT"],
        "name": ["A", "B", "C", ""],
        "rule": {"disp": room, "aka53": 1, "aka52": 1, "aka51": 1},
        "log": hands,
        "sc": scores,
        "ref": UUID,
    }


# 27400, 83100 and -5500 points: (points - 35000) / 1000 + uma 15 / 0 / -15, no oka.
MAHJONG_SOUL_RESULTS = [-7.6, 63.1, -55.5]


def _write(tmp_path: Path, document: dict[str, Any]) -> Path:
    path = tmp_path / "export.json"
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_silver_room_game_ended_by_a_bust_in_east_3_is_imported(tmp_path: Path) -> None:
    imported = read_game_log(_write(tmp_path, _room_log("三銀の間赤", MAHJONG_SOUL_RESULTS)))
    assert imported.finished
    assert imported.game.rules.preset == "mahjong-soul-3p"
    assert imported.metadata.source == f"mahjong-soul:{UUID}"
    assert imported.hands == 6
    assert imported.final_points == (27400, 83100, -5500)
    standings = sorted(imported.game.settlement().standings, key=lambda one: one.seat)
    assert [standing.result for standing in standings] == [-7600, 63100, -55500]
    # The log ends in the East round: it was read as East only, which a bust there agrees with.
    assert imported.game.rules.game_length is GameLength.EAST_ONLY
    assert imported.notes == (
        "The log does not name the game's length: it was read as an East-only game, which its "
        "hands and its end agree with.",
    )


@pytest.mark.parametrize("room", ["三銀の間南喰赤", "三銀の間東喰赤", "三玉の間赤"])
def test_the_same_game_is_imported_whichever_length_its_room_names(
    tmp_path: Path, room: str
) -> None:
    imported = read_game_log(_write(tmp_path, _room_log(room, MAHJONG_SOUL_RESULTS)))
    assert imported.finished
    assert imported.final_points == (27400, 83100, -5500)


def test_results_that_are_tenhous_not_mahjong_souls_are_refused(tmp_path: Path) -> None:
    with pytest.raises(LogRefused) as refused:
        read_game_log(_write(tmp_path, _room_log("三銀の間赤", [-13.0, 79.0, -66.0])))
    assert str(refused.value) == (
        "In East 3, 0 honba the final results are -13.0, +79.0, -66.0 in the log but -7.6, "
        "+63.1, -55.5 by Tallyo's reading of its rules."
    )


def test_a_win_the_exporter_pays_a_stick_short_keeps_mahjong_souls_final_scores(
    tmp_path: Path,
) -> None:
    # As the exporter wrote the Jade room's kokushi won on a North set aside: the winner's
    # payment leaves out a riichi stick on the table, so the hand's payments add up to 1000
    # less than the three players hold, while the final scores, Mahjong Soul's own, have it.
    document = _room_log("三玉の間赤", MAHJONG_SOUL_RESULTS)
    deltas = document["log"][-1][-1][1]
    deltas[1] -= 1000
    imported = read_game_log(_write(tmp_path, document))
    assert imported.final_points == (27400, 83100, -5500)
    assert imported.notes[-1] == (
        "In East 3, 0 honba the log's payments add up to 27400, 82100, -5500, but its final "
        "scores are those of Tallyo's payments, 27400, 83100, -5500: they are kept."
    )
