"""A start builds what its first screen shows, and leaves the rest until it is first needed.

Each start here is a fresh interpreter, as a player's is: it brings back an unfinished game,
shows the window, and reports which modules it imported.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tallyo_desktop.app.files.game_store import LAST_GAME, GameStore
from tallyo_desktop.core.record.format import FILE_SUFFIX, Metadata, game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi
from tallyo_desktop.core.table.game import Game

START = """
import json, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from tallyo_desktop.app.start import Start, build_window
app = QApplication(sys.argv[:1])
window, found, _ = build_window(Path(sys.argv[1]))
window.show()
app.processEvents()
assert found is Start.RECOVERED, found
print(json.dumps(sorted(sys.modules)))
"""


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """The modules a start imported, with an unfinished game to bring back."""
    data = tmp_path_factory.mktemp("data")
    game = Game(presets.TENHOU, ("Ann", "Bea", "Cid", "Dan"))
    game.record(Riichi(1))
    game.record(ExhaustiveDraw(frozenset({1})))
    games = data / "games"
    games.mkdir()
    metadata = Metadata.new()
    (games / f"{metadata.id}{FILE_SUFFIX}").write_text(game_to_json(game, metadata))
    (games / LAST_GAME).write_text(f"{metadata.id}{FILE_SUFFIX}\n")
    done = subprocess.run(
        [sys.executable, "-c", START, str(data)],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        check=True,
    )
    modules: list[str] = json.loads(done.stdout.splitlines()[-1])
    return modules


def test_a_start_loads_no_openssl(started: list[str]) -> None:
    # hashlib loads OpenSSL: 3 MiB and 2 ms of every start, for the name of one lock file.
    assert "_hashlib" not in started
    assert "hashlib" not in started


def test_lock_files_keep_their_names(tmp_path: Path) -> None:
    # A window of an earlier version holding a game still keeps this one from taking it.
    store = GameStore(tmp_path)
    assert store.lock(game_id="g-1")
    old_name = "game-" + hashlib.sha256(b"g-1").hexdigest()[:32] + ".lock"
    assert (tmp_path / "locks" / old_name).exists()
    store.release_all()
