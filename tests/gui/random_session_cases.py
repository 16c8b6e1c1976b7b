"""The random sessions at the real windows (random_session.py): each run by
test_random_session.py in an interpreter of its own, as the app runs."""

from __future__ import annotations

from pathlib import Path

from hypothesis.stateful import run_state_machine_as_test
from pytestqt.qtbot import QtBot

from tallyo_desktop.core.rules import presets

from .random_session import NAMES, RandomSession, session_settings, top_windows


def test_random_sessions(qtbot: QtBot, tmp_path: Path) -> None:
    RandomSession.folder_base = tmp_path
    run_state_machine_as_test(RandomSession, settings=session_settings())


def test_the_keys_help_right_after_a_three_player_game_ends_in_japanese(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # Where the app once vanished: F1 as the result of a three-player East-only game came up.
    RandomSession.folder_base = tmp_path
    session = RandomSession()
    try:
        session.language("ja")
        rules = presets.by_id("tenhou-3p", east=True)
        session.window.file_commands.start_game(rules, NAMES[:3])
        session.done()
        session.finish_game()
        assert session.window.controller.state.is_over
        assert "SettlementDialog" in session.answers.answered
        session.command("window.keys", by_key=True)
        assert [window.objectName() for window in top_windows()] == ["keysHelp"]
        # The language switched with the help open makes the table again beneath it.
        session.language("en")
        session.undo(redo=False)
        session.command("window.keys", by_key=True)
        session.language("ja")
        session.command("window.settlement", by_key=False)
    finally:
        session.teardown()
