"""A test run in an interpreter of its own, as the app runs: a native crash ends only it, with
its trace, and nothing earlier tests left behind in this interpreter is taken for the app's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def passes_alone(test: str, timeout: int) -> None:
    """Run the one test `test` ("path::name", or a file of one test) in a fresh interpreter
    with faulthandler on; fail with what it printed unless it passed."""
    done = subprocess.run(
        [sys.executable, "-X", "faulthandler", "-m", "pytest", "-q", "-p", "no:cacheprovider",
         test],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=ROOT,
        check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-6000:]
    assert "1 passed" in done.stdout
