"""The app killed outright at random moments, hundreds of times: no acknowledged hand is lost and
no file is damaged.

Slow (a Qt start per kill), so it runs only when asked for:
`python3 run.py test -m soak tests/gui/test_kill_soak.py` (SOAK_KILLS: how many; 300 by default).
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.start import Start, build_window
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.files import read_saved_game

from .fake_prompter import FakePrompter

# Plays random hands in a real window, printing each change once the app has acknowledged it
# (recorded and saved), until it is killed.
PLAY = textwrap.dedent(
    """
    import json, random, sys
    from pathlib import Path
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from tallyo_desktop.app.start import Start, build_window
    from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi, Ron, Tsumo, Win
    from tallyo_desktop.core.scoring.hand import Hand
    from tallyo_desktop.core.rules.presets import WRC, east_only

    class Silent:
        def __getattr__(self, name):
            return lambda *args, **kwargs: None

    window, found, _ = build_window(Path(sys.argv[1]), prompter=Silent())
    rng = random.Random(int(sys.argv[2]))
    events = [Riichi(0), Riichi(2), ExhaustiveDraw(frozenset()), ExhaustiveDraw(frozenset({1})),
              Ron(1, (Win(2, Hand(3, 30)),)), Tsumo(3, Hand(2, 30)), Ron(0, (Win(3, Hand(5)),))]
    controller, files = window.controller, window.files

    def report():
        game = controller.game
        print(json.dumps({"id": files.metadata.id, "events": len(game),
                          "over": game.is_over}), flush=True)

    if found is not Start.RECOVERED:
        window.file_commands.start_game(east_only(WRC), ("Ann", "Bea", "Cid", "Dan"))
    report()
    while True:
        roll = rng.random()
        if controller.state.is_over or roll < 0.03:
            window.file_commands.start_game(east_only(WRC), ("Ann", "Bea", "Cid", "Dan"))
        elif roll < 0.15 and controller.can_undo:
            controller.undo()
        elif roll < 0.2 and controller.can_redo:
            controller.redo()
        elif not controller.record(rng.choice(events)):
            continue
        report()
    """
)


@pytest.mark.soak
def test_hundreds_of_kills_lose_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    kills = int(os.environ.get("SOAK_KILLS", "300"))
    rng = random.Random(2026)
    data = tmp_path / "data"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    lost = damaged = 0
    for kill in range(kills):
        child = subprocess.Popen(
            [sys.executable, "-c", PLAY, str(data), str(kill)],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=env,
        )
        assert child.stdout is not None
        first = child.stdout.readline()
        assert first, "the app did not start"
        # Somewhere between right away and a few hundred changes in.
        time.sleep(rng.uniform(0.0, 0.4))
        child.send_signal(signal.SIGKILL)
        lines = [first, *child.stdout.readlines()]
        child.wait(timeout=30)
        last = json.loads([line for line in lines if line.strip()][-1])

        for path in data.rglob("*.tallyo"):
            try:
                read_saved_game(path)
            except Exception:
                damaged += 1
        window, found, _ = build_window(data, prompter=FakePrompter())
        qtbot.addWidget(window)
        if found is Start.NEW and not last["over"]:
            # The change under way when the kill came finished the game, and reached the disk.
            on_disk = [read_saved_game(path) for path in data.rglob(f"{last['id']}.tallyo")]
            assert len(on_disk) == 1 and on_disk[0].game.is_over, (kill, last)
            assert len(on_disk[0].game) == last["events"] + 1
        elif last["over"]:
            assert found is not Start.UNREADABLE
        else:
            assert found is Start.RECOVERED, (kill, last, found)
            files = window.files
            assert files is not None
            same_game = files.metadata.id == last["id"]
            count = len(window.controller.game)
            # The change being made when the kill came may or may not have reached the disk.
            if not (same_game and abs(count - last["events"]) <= 1) and not (
                not same_game and count == 0
            ):
                lost += 1
        window.close()
    finished_files = {
        saved.metadata.id
        for saved in map(read_saved_game, data.rglob("*.tallyo"))
        if saved.game.is_over
    }
    with GameLibrary(data / "library.sqlite3") as library:
        stored = {row[0] for row in library._db.execute("SELECT game_uid FROM games")}
    print(
        f"{kills} kills: {lost} games lost a hand, {damaged} damaged files, "
        f"{len(finished_files)} finished games, {len(stored)} in the library"
    )
    assert (lost, damaged) == (0, 0)
    # The library holds the finished games: none it should not, none missing.
    assert stored == finished_files
