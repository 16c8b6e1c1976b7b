"""Game ids in their one safe form, and paths kept inside their folders."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tallyo_desktop.core.record.format import Metadata, game_to_json, saved_game_from_json
from tallyo_desktop.core.record.safe_paths import (
    MAX_ID_LENGTH,
    UnsafePath,
    checked_inside,
    inside,
    is_safe_game_id,
)
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Bea", "Cid", "Dan")

HOSTILE_IDS = [
    "../../victim",
    "..",
    ".",
    "/home/someone/Documents/Friday",
    "C:\\Users\\someone\\Friday",
    "C:Friday",
    "\\\\server\\share\\game",
    "games\\..\\..\\victim",
    "a/b",
    "game\x00id",
    "CON",
    "con",
    "Nul",
    "COM1",
    "lpt9",
    "x" * 600,
    "\u2215etc\u2215passwd",  # division slash, which looks like "/"
    "\uff0e\uff0e\uff0fvictim",  # full-width full stops and solidus
    "\u2024\u2024/victim",  # one dot leader, twice
    ".hidden",
    "-starts-with-a-dash",
    "game id",
    "stream:name",
    "",
]


@pytest.mark.parametrize("hostile", HOSTILE_IDS)
def test_hostile_ids_are_not_safe(hostile: str) -> None:
    assert not is_safe_game_id(hostile)


@pytest.mark.parametrize(
    "good", ["0123456789abcdef0123456789abcdef", "game-1", "a_1", "x" * MAX_ID_LENGTH]
)
def test_the_ids_tallyo_writes_are_safe(good: str) -> None:
    assert is_safe_game_id(good)
    assert is_safe_game_id(Metadata.new().id or "")


@given(st.text(max_size=80))
def test_a_safe_id_names_a_file_inside_its_folder(value: str) -> None:
    folder = Path("/data/games")
    if is_safe_game_id(value):
        assert inside(folder, folder / f"{value}.tallyo")
        assert all(part not in value for part in ("/", "\\", "..", "\x00", ":"))


def record_with_id(game_id: object) -> str:
    document = json.loads(game_to_json(Game(presets.WRC, NAMES)))
    document["metadata"] = {"id": game_id}
    return json.dumps(document)


@given(st.sampled_from(HOSTILE_IDS) | st.text(max_size=700))
def test_a_record_read_keeps_a_safe_id_only(game_id: str) -> None:
    saved = saved_game_from_json(record_with_id(game_id))
    if is_safe_game_id(game_id):
        assert saved.metadata.id == game_id
    else:
        assert saved.metadata.id is None


def test_a_path_outside_its_folder_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    assert checked_inside(folder, folder / "a.tallyo") == folder / "a.tallyo"
    for outside in (folder / ".." / "a.tallyo", tmp_path / "a.tallyo", folder, Path("/etc/x")):
        with pytest.raises(UnsafePath, match="outside"):
            checked_inside(folder, outside)


def test_a_link_out_of_the_folder_is_outside(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    elsewhere = tmp_path / "elsewhere.tallyo"
    link = folder / "link.tallyo"
    try:
        link.symlink_to(elsewhere)
    except OSError:
        pytest.skip("this system makes no symbolic links for this user")
    assert not inside(folder, link)
