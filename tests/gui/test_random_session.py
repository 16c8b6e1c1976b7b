"""A random session at the real windows finds no native crash, no deleted C++ object reached
and no warning (random_session.py)."""

from __future__ import annotations

from pathlib import Path

from hypothesis.stateful import run_state_machine_as_test
from pytestqt.qtbot import QtBot

from .random_session import RandomSession, session_settings


def test_random_sessions(qtbot: QtBot, tmp_path: Path) -> None:
    RandomSession.folder_base = tmp_path
    run_state_machine_as_test(RandomSession, settings=session_settings())
