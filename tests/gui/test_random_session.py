"""A random session at the real windows finds no native crash, no deleted C++ object reached
and no warning. Each case (random_session_cases.py) runs in a fresh interpreter, as the app
does: a crash ends only that case, with its trace, and nothing earlier tests left behind in
this interpreter is taken for the app's."""

from __future__ import annotations

from pathlib import Path

import pytest

from .fresh_interpreter import passes_alone

CASES = Path(__file__).with_name("random_session_cases.py")


@pytest.mark.parametrize(
    "case",
    ["test_random_sessions", "test_the_keys_help_right_after_a_three_player_game_ends_in_japanese"],
)
def test_a_random_session_in_a_fresh_interpreter(case: str) -> None:
    passes_alone(f"{CASES}::{case}", timeout=900)
