"""A Mahjong Soul export: a tenhou.net/6 log with a Mahjong Soul game id and room.

No real Mahjong Soul log with a licence to keep was found, so the export is made here from a
real Tenhou game's tenhou.net/6 log given the id and room name a Mahjong Soul exporter writes;
the game was played by rules that pay every one of its hands as Mahjong Soul would.
"""

from __future__ import annotations

import json
from pathlib import Path

from tallyo_desktop.core.importing.importer import import_logs
from tallyo_desktop.core.importing.reading import read_game_log

TENHOU6 = (
    Path(__file__).parent / "data" / "tenhou" / "logs" / "2023053016gm-0029-0000-e54b3b98.json"
)
UUID = "230530-1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d"


def _export(tmp_path: Path, room: str) -> Path:
    document = json.loads(TENHOU6.read_text(encoding="utf-8"))
    document["ref"] = UUID
    document["rule"] = {"disp": room, "aka53": 1, "aka52": 1, "aka51": 1}
    # Mahjong Soul's results are its rank points, not Tenhou's uma: they are not compared.
    document["sc"] = [value if n % 2 == 0 else 99.9 for n, value in enumerate(document["sc"])]
    document["title"] = [room, "Tue, 30 May 2023 07:00:00 GMT"]
    path = tmp_path / "export.json"
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_mahjong_soul_export_is_played_under_the_mahjong_soul_rules(tmp_path: Path) -> None:
    imported = read_game_log(_export(tmp_path, "玉の間南喰赤"))
    assert imported.game.rules.preset == "mahjong-soul"
    assert imported.metadata.source == f"mahjong-soul:{UUID}"
    assert imported.finished
    assert imported.final_points == (53800, 16100, 29300, 800)
    tenhou = read_game_log(TENHOU6)
    assert imported.game.events == tenhou.game.events
    assert imported.metadata.id != tenhou.metadata.id, "a game of another site is another game"


def test_it_is_named_after_its_id(tmp_path: Path) -> None:
    (outcome,) = import_logs([_export(tmp_path, "玉の間南喰赤")], tmp_path / "out")
    assert outcome.file == tmp_path / "out" / f"{UUID}.tallyo"


def test_a_game_that_goes_on_past_its_rooms_length_is_refused(tmp_path: Path) -> None:
    # An East-South game said to be of an East-only room: Tallyo's reading ends it after East 4.
    (outcome,) = import_logs([_export(tmp_path, "金の間東喰赤")], tmp_path / "out")
    assert outcome.error == (
        "The log goes on to South 1, 0 honba, but by Tallyo's reading of its rules the game "
        "was over."
    )
    assert not (tmp_path / "out" / f"{UUID}.tallyo").exists()
