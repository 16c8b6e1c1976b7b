"""A game file received from someone else names nothing but itself: whatever id it carries,
opening it writes nothing outside the data folder, and leaves the file as it is."""

from __future__ import annotations

import hashlib
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.core.record.format import Metadata, SavedGame, game_to_json
from tallyo_desktop.core.record.safe_paths import UnsafePath, is_safe_game_id
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Ron, Win
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Bea", "Cid", "Dan")
HAND = Ron(0, (Win(1, Hand(3, 30)),))
# Where an id would lead if it were used as a name: up, to the root, to a drive, to a device.
ATTACKS = [
    "../../victim",
    "../victim",
    "/victim",
    "C:\\victim",
    "..\\..\\victim",
    "games/../../victim",
    "CON",
    "victim\x00",
    "x" * 600,
    "\u2215..\u2215..\u2215victim",
    "\uff0e\uff0e\uff0fvictim",
]


def snapshot(root: Path, leave_out: Path) -> dict[str, str]:
    """Every file under `root` but those in `leave_out`, with a checksum of its content."""
    found = {}
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_relative_to(leave_out):
            found[str(path.relative_to(root))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


def hostile_record(game_id: str) -> str:
    document = json.loads(game_to_json(Game(presets.WRC, NAMES)))
    document["metadata"] = {"id": game_id}
    return json.dumps(document, ensure_ascii=False)


def open_hostile_file(top: Path, game_id: str) -> None:
    # The victim sits where "../../victim" from the games folder leads, and beside the data.
    data = top / "home" / "data"
    mail = top / "home" / "mail"
    mail.mkdir(parents=True)
    (top / "home" / "victim.tallyo").write_text("the victim's own game")
    (top / "victim.tallyo").write_text("another victim")
    received = mail / "from-a-stranger.tallyo"
    received.write_text(hostile_record(game_id), encoding="utf-8")
    before = snapshot(top, leave_out=data)

    files = GameFiles(GameController(), GameStore(data))
    try:
        files.open(received)
        assert snapshot(top, leave_out=data) == before, "opening wrote outside the data folder"
        assert files.metadata.id is not None and is_safe_game_id(files.metadata.id)
        assert files.autosave_path is not None and files.autosave_path.parent == data / "games"
        if not is_safe_game_id(game_id):
            assert files.metadata.id != game_id
        # Recording a hand writes the game's own copy and the player's file: nothing else.
        assert files.controller.record(HAND)
        after = snapshot(top, leave_out=data)
        changed = {name for name in before if after.get(name) != before[name]}
        assert changed == {str(received.relative_to(top))}
        assert set(after) == set(before)
    finally:
        files.release()
    QApplication.processEvents()


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(game_id=st.sampled_from(ATTACKS) | st.text(max_size=700))
def test_a_hostile_id_writes_nothing_outside_and_leaves_the_file_unopened_as_is(
    qapp: QApplication, game_id: str
) -> None:
    with tempfile.TemporaryDirectory() as top:
        open_hostile_file(Path(top), game_id)


def test_the_store_refuses_unsafe_ids_even_when_handed_one(tmp_path: Path) -> None:
    """A second wall, for any id that did not come through the record reader."""
    store = GameStore(tmp_path / "data")
    victim = tmp_path / "victim.tallyo"
    victim.write_text("keep me")
    for game_id in ("../../victim", str(tmp_path / "victim"), "..\\..\\victim", "CON"):
        try:
            path = store.autosave_path(game_id)
        except UnsafePath:
            continue
        raise AssertionError(f"{game_id!r} gave {path}")
    for game_id in ("../../victim", str(tmp_path / "victim")):
        for move in (store.move_to_finished, store.move_back):
            with pytest.raises(UnsafePath):
                move(game_id)
        assert store.finished_games_of(game_id) == []
    store.pending.add(["../../victim"])
    assert store.pending.ids() == []
    assert victim.read_text() == "keep me"


def test_retiring_a_game_with_an_unsafe_id_keeps_it_in_the_finished_folder(
    qapp: QApplication, tmp_path: Path
) -> None:
    store = GameStore(tmp_path / "data")
    store.games_dir.mkdir(parents=True)
    own = store.games_dir / "abc.tallyo"
    own.write_text("a finished game")
    game = Game(presets.WRC, NAMES)
    target = store.retire(own, SavedGame(game, Metadata(id="../../victim")))
    assert target == store.finished_dir / "abc.tallyo"
    assert not (tmp_path / "victim.tallyo").exists()
