"""Mahjong Soul logs (tenhou.net/6 logs written by the tensoul exporters): the room's length where
its name does not give it, the game's id wherever the exporter puts it, the site's own points
where the exporter's payments differ, and the room's results.

The logs are the real ones kept in tests/data/online-logs; a changed one is made here from them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tallyo_desktop.core.importing.importer import import_logs
from tallyo_desktop.core.importing.model import LogRefused
from tallyo_desktop.core.importing.reading import read_game_log
from tallyo_desktop.core.rules.rules import GameLength

LOGS = Path(__file__).parent / "data" / "online-logs" / "logs"
BRONZE_EAST = LOGS / "231014-84c11a6f-b3f7-4363-966e-25f37886cfbf.json"
GOLD_SOUTH = LOGS / "230709-ae5c0c3c-2a52-49bc-9cac-1c620a94c894.json"
SILVER_SOUTH = LOGS / "220419-a0cf4986-3211-4caf-b56e-63807a914812.json"


def _document(path: Path) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return document


def _write(tmp_path: Path, document: dict[str, Any], name: str = "export.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    return path


def _without_length(path: Path) -> dict[str, Any]:
    """The log as the exporters write a three-player room: 三銀の間赤, no 東 or 南."""
    document = _document(path)
    for word in ("東喰", "南喰"):
        document["rule"]["disp"] = document["rule"]["disp"].replace(word, "")
        document["title"][0] = str(document["title"][0]).replace(word, "")
    return document


def test_a_room_without_its_length_is_read_from_the_hands_and_the_end(tmp_path: Path) -> None:
    east = read_game_log(_write(tmp_path, _without_length(BRONZE_EAST), "east.json"))
    assert east.game.rules.game_length is GameLength.EAST_ONLY
    assert east.finished and east.final_points == (43600, 27800, 20600, 8000)
    assert east.notes == (
        "The log does not name the game's length: it was read as an East-only game, which its "
        "hands and its end agree with.",
    )
    south = read_game_log(_write(tmp_path, _without_length(GOLD_SOUTH), "south.json"))
    assert south.game.rules.game_length is GameLength.EAST_SOUTH
    assert south.finished and south.final_points == (16800, -5400, 51600, 37000)


def test_a_game_ended_by_a_bust_in_the_east_is_not_refused_for_ending_there(
    tmp_path: Path,
) -> None:
    # The Silver room's East-South game ends on a bust in East 3: a game of either length
    # ends there, as the three-player Silver room's game of the same end does.
    imported = read_game_log(_write(tmp_path, _without_length(SILVER_SOUTH)))
    assert imported.finished
    assert imported.hands == 7
    assert imported.final_points == (9900, 61900, -700, 28900)
    assert imported.log.hands[-1].round_index == 2


def test_a_game_that_goes_on_past_its_rooms_length_is_refused(tmp_path: Path) -> None:
    document = _document(GOLD_SOUTH)
    document["rule"]["disp"] = "金の間東喰"
    (outcome,) = import_logs([_write(tmp_path, document)], tmp_path / "out")
    assert outcome.error == (
        "The log goes on to South 2, 0 honba, but by Tallyo's reading of its rules the game "
        "was over."
    )


def test_the_game_is_named_by_its_id_in_ref_or_in_title(tmp_path: Path) -> None:
    uuid = "231014-84c11a6f-b3f7-4363-966e-25f37886cfbf"
    (outcome,) = import_logs([BRONZE_EAST], tmp_path / "out")
    assert outcome.file == tmp_path / "out" / f"{uuid}.tallyo"
    document = _document(BRONZE_EAST)
    del document["ref"]
    document["title"] = [document["title"][0], f"https://game.maj-soul.com/1/?paipu={uuid}_a1234"]
    moved = read_game_log(_write(tmp_path, document))
    assert moved.metadata.source == f"mahjong-soul:{uuid}"
    assert moved.metadata.id == read_game_log(BRONZE_EAST).metadata.id


def test_an_id_of_zeros_is_no_id(tmp_path: Path) -> None:
    document = _document(GOLD_SOUTH)
    document["ref"] = "000000-00000000-0000-0000-0000-000000000000"
    imported = read_game_log(_write(tmp_path, document, "sample.json"))
    assert imported.log_id is None
    assert imported.metadata.source == "mahjong-soul"
    (outcome,) = import_logs([tmp_path / "sample.json"], tmp_path / "out")
    assert outcome.file == tmp_path / "out" / "sample.tallyo"


def _last_win_short_of_a_stick(path: Path) -> dict[str, Any]:
    """The log with its last win's payments giving the winner one riichi stick less, as the
    exporter wrote a kokushi won on a North set aside: the final scores stay Mahjong Soul's."""
    document = _document(path)
    result = document["log"][-1][-1]
    assert result[0] == "和了"
    deltas = result[1]
    winner = deltas.index(max(deltas))
    deltas[winner] -= 1000
    return document


def test_the_sites_final_scores_win_over_the_exporters_last_payments(tmp_path: Path) -> None:
    imported = read_game_log(_write(tmp_path, _last_win_short_of_a_stick(SILVER_SOUTH)))
    assert imported.finished
    assert imported.final_points == (9900, 61900, -700, 28900)
    (note,) = imported.notes
    assert note == (
        "In East 3, 0 honba the log's payments add up to 9900, 60900, -700, 28900, but its "
        "final scores are those of Tallyo's payments, 9900, 61900, -700, 28900: they are kept."
    )


def test_points_the_site_gives_that_are_not_tallyos_are_refused_naming_the_hand(
    tmp_path: Path,
) -> None:
    document = _document(SILVER_SOUTH)
    start = document["log"][2][1]
    start[0] += 1000
    start[1] -= 1000
    with pytest.raises(LogRefused) as refused:
        read_game_log(_write(tmp_path, document))
    assert str(refused.value).startswith("In East 2, 0 honba the points after the hand are ")


def test_a_ranked_rooms_results_that_are_not_the_rooms_are_refused(tmp_path: Path) -> None:
    document = _document(BRONZE_EAST)
    document["sc"][1] += 1.0
    document["sc"][3] -= 1.0
    with pytest.raises(LogRefused) as refused:
        read_game_log(_write(tmp_path, document))
    assert str(refused.value) == (
        "In East 4, 0 honba the final results are +34.6, +6.8, -9.4, -32.0 in the log but "
        "+33.6, +7.8, -9.4, -32.0 by Tallyo's reading of its rules."
    )
