"""A native crash is written down in the data folder, and the next start says so, says where, and
brings the game back: real starts, offscreen, in processes of their own; the first dies of a
segmentation fault in the event loop, as a fault in Qt would end it."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

from tallyo_desktop.app.crash_log import CRASH_LOG, KEPT_LOGS, kept_name, start_crash_log

from .test_first_screen import unfinished_game

ROOT = Path(__file__).resolve().parent.parent.parent

START = """
import faulthandler, os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from tallyo_desktop.app import launch
from tallyo_desktop.app.window.prompter import DialogPrompter
from tallyo_desktop.cli import main

def inform(self, title, text):
    print("informed", title, "|", text.replace("\\n", " "), flush=True)

DialogPrompter.inform = inform

load_table = launch.load_table
def loaded(app, window, *rest):
    load_table(app, window, *rest)
    def then():
        print("events", len(window.controller.game.events), flush=True)
        if os.environ.get("CRASH"):
            faulthandler._sigsegv()
        QApplication.quit()
    QTimer.singleShot(200, then)
launch.load_table = loaded
sys.exit(main([]))
"""


def start(tmp_path: Path, *, crash: bool) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "TALLYO_DATA_DIR": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_RUNTIME_DIR": str(tmp_path / "runtime"),
    }
    env.pop("PYTHONFAULTHANDLER", None)
    if crash:
        env["CRASH"] = "1"
    (tmp_path / "runtime").mkdir(mode=0o700, exist_ok=True)
    return subprocess.run(
        [sys.executable, "-c", START],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_crash_is_written_down_and_the_next_start_says_so(tmp_path: Path) -> None:
    data = tmp_path / "data"
    unfinished_game(data)

    crashed = start(tmp_path, crash=True)
    assert crashed.returncode < 0, crashed.stderr
    log = (data / CRASH_LOG).read_text(encoding="utf-8")
    assert "Segmentation fault" in log
    # Where it happened: the Python frames of the slot the fault came in.
    assert 'File "<string>"' in log and "in then" in log

    again = start(tmp_path, crash=False)
    assert again.returncode == 0, again.stderr
    # The game is back, every hand of it; the start said so, and where the log is.
    assert "events 2" in again.stdout
    (said,) = [line for line in again.stdout.splitlines() if line.startswith("informed")]
    assert "closed unexpectedly the last time it ran" in said
    assert "Your unfinished game is back where you left it, with every hand recorded." in said
    (kept,) = data.glob("crash *.log")
    assert str(kept) in said
    assert kept.read_text(encoding="utf-8") == log
    # The run that ended well left no log; the start after it says nothing.
    assert not (data / CRASH_LOG).exists()
    third = start(tmp_path, crash=False)
    assert "informed" not in third.stdout
    assert "events 2" in third.stdout


def test_a_run_that_ends_well_leaves_no_log(tmp_path: Path) -> None:
    log = start_crash_log(tmp_path / "data")
    assert log is not None
    assert log.earlier is None
    assert log.path.exists()
    log.close()
    assert not log.path.exists()
    assert list((tmp_path / "data").iterdir()) == []


def test_the_newest_logs_of_earlier_crashes_are_kept(tmp_path: Path) -> None:
    for number in range(KEPT_LOGS + 3):
        (tmp_path / CRASH_LOG).write_text(f"Fatal Python error: crash {number}\n")
        stamp = datetime(2026, 1, 1, 20, 0, number).timestamp()
        os.utime(tmp_path / CRASH_LOG, (stamp, stamp))
        log = start_crash_log(tmp_path)
        assert log is not None
        assert log.earlier == tmp_path / f"crash 2026-01-01 20-00-{number:02}.log"
        log.close()
    kept = sorted(path.read_text() for path in tmp_path.glob("crash *.log"))
    assert kept == [f"Fatal Python error: crash {number}\n" for number in range(3, KEPT_LOGS + 3)]


def test_two_crashes_in_one_second_keep_both_logs(tmp_path: Path) -> None:
    when = datetime(2026, 1, 1, 20, 0, 0)
    first = kept_name(tmp_path, when)
    first.write_text("one")
    assert kept_name(tmp_path, when) == tmp_path / "crash 2026-01-01 20-00-00 (2).log"


def test_a_folder_that_cannot_be_written_runs_on_without_a_log(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    assert start_crash_log(blocked / "data") is None
