"""How the benchmarks start the processes they time: one environment for all of them, and a
clock around each run. Every benchmark imports this; it imports no benchmark."""

from __future__ import annotations

import os
import subprocess
import tempfile
import time
from pathlib import Path

PROBE = Path(__file__).with_name("startup_probe.py")


def command_env() -> dict[str, str]:
    env = dict(os.environ)
    # Installed apps start from compiled bytecode; so do both sides here (a warm-up run writes it).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def qt_env() -> dict[str, str]:
    env = command_env()
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Settings of their own: a window size or scheme a player saved is no part of a benchmark.
    env["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="tallyo-bench-settings-")
    return env


def timed_run(command: list[str], env: dict[str, str]) -> tuple[float, str]:
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    return time.perf_counter() - started, done.stdout


def report_figure(key: str, value: float, floor: float | None = None) -> None:
    """Print a figure, and its floor, for benchmarks/report.py (a ScriptRow with this `key`),
    in the unit the row gives."""
    print(f"figure {key} {value:.6g}" + ("" if floor is None else f" {floor:.6g}"))
