"""A running app killed outright loses no recorded hand: the next launch brings the game back."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

# Builds the window the way the app does on launch, records hands through the controller the
# window talks to, reports the table, then runs until it is killed.
PLAY = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from tallyo_desktop.app.start import build_window
    from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi, Ron, Tsumo, Win
    from tallyo_desktop.core.scoring.hand import Hand
    from tallyo_desktop.core.rules.presets import TENHOU
    window, found, _ = build_window(Path(sys.argv[1]))
    window.show()
    recovered = found.value == "recovered"
    window.file_commands.start_game(TENHOU, ("Ann", "Bea", "Cid", "Dan"))
    controller = window.controller
    for event in (
        Riichi(2), Ron(0, (Win(1, Hand(4, 40)),)), Tsumo(0, Hand(4, 40)),
        ExhaustiveDraw(frozenset({1})), Riichi(3), Tsumo(3, Hand(3, 30)),
    ):
        assert controller.record(event)
    controller.undo()
    controller.redo()
    print(json.dumps({"recovered": recovered, "events": len(controller.game),
                      "points": controller.state.points, "hand": controller.state.hand_name}),
          flush=True)
    app.exec()
    """
)

LOOK = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from tallyo_desktop.app.start import build_window
    window, found, _ = build_window(Path(sys.argv[1]))
    controller = window.controller
    print(json.dumps({"recovered": found.value == "recovered", "events": len(controller.game),
                      "points": controller.state.points, "hand": controller.state.hand_name,
                      "history_rows": window.controller.model.rowCount()}), flush=True)
    """
)


def run_env() -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def test_a_killed_app_brings_back_every_hand(tmp_path: Path) -> None:
    player = subprocess.Popen(
        [sys.executable, "-c", PLAY, str(tmp_path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=run_env(),
    )
    try:
        assert player.stdout is not None
        line = player.stdout.readline()
        assert line, player.stderr.read() if player.stderr else "no output"
        before = json.loads(line)
    finally:
        player.send_signal(signal.SIGKILL)
        player.wait(timeout=30)
    assert player.returncode == -signal.SIGKILL
    assert before["recovered"] is False
    assert before["events"] == 6

    looked = subprocess.run(
        [sys.executable, "-c", LOOK, str(tmp_path)],
        capture_output=True,
        text=True,
        env=run_env(),
        timeout=60,
        check=True,
    )
    after = json.loads(looked.stdout)
    assert after["recovered"] is True
    assert after["events"] == before["events"]
    assert after["points"] == before["points"]
    assert after["hand"] == before["hand"]
    assert after["history_rows"] == 4
