"""The random session at the real windows (tests/gui/random_session.py), run long: rounds of
sessions, each round in a fresh interpreter with Python's faulthandler on, offscreen or under an
X server, so that a native crash ends one round, says where it happened, and the hunt goes on.

    python benchmarks/crash_hunt.py [--rounds N] [--sessions S] [--steps K] [--seed N]
    DISPLAY=:99 python benchmarks/crash_hunt.py --x [...]     # the windows on an X server

Each round prints its seed, how many steps it ran, its seconds and how it ended; a round that
failed or crashed prints the last steps it took and keeps its whole trace. The last line sums
up the hunt. The exit status is 1 when any round failed.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEST = "tests/gui/random_session_cases.py::test_random_sessions"
"""Run in this interpreter, not through test_random_session.py's fresh one: the hunt's own round
is the fresh interpreter, and the steps it prints and the seed it is given reach it."""


@dataclass(frozen=True)
class Round:
    seed: int
    steps: int
    seconds: float
    status: int
    trace: Path

    @property
    def outcome(self) -> str:
        if self.status == 0:
            return "clean"
        if self.status < 0:
            return f"native crash (signal {-self.status})"
        return f"failed (exit {self.status})"


def run_round(seed: int, sessions: int, steps: int, x_server: bool, folder: Path) -> Round:
    env = dict(os.environ)
    env.update(
        TALLYO_SESSIONS=str(sessions),
        TALLYO_SESSION_STEPS=str(steps),
        TALLYO_SESSION_TRACE="1",
        PYTHONFAULTHANDLER="1",
        QT_QPA_PLATFORM="xcb" if x_server else "offscreen",
    )
    trace = folder / f"round-{seed}.txt"
    command = [
        sys.executable,
        "-m",
        "pytest",
        TEST,
        "-q",
        "-s",
        "-x",
        "-p",
        "no:cacheprovider",
        f"--hypothesis-seed={seed}",
        f"--basetemp={folder / f'tmp-{seed}'}",
    ]
    started = time.perf_counter()
    with trace.open("w", encoding="utf-8") as out:
        status = subprocess.run(command, cwd=ROOT, env=env, stdout=out, stderr=out).returncode
    seconds = time.perf_counter() - started
    text = trace.read_text(encoding="utf-8", errors="replace")
    taken = sum(1 for line in text.splitlines() if line.startswith("step "))
    return Round(seed, taken, seconds, status, trace)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--sessions", type=int, default=20, help="sessions in each round")
    parser.add_argument("--steps", type=int, default=150, help="most steps in each session")
    parser.add_argument("--seed", type=int, help="the first round's seed (random if not given)")
    parser.add_argument("--x", action="store_true", help="on the X server DISPLAY names")
    args = parser.parse_args(argv)
    if args.x and not os.environ.get("DISPLAY"):
        parser.error("--x needs DISPLAY set to an X server")
    first = args.seed if args.seed is not None else random.randrange(2**31)
    folder = Path(tempfile.mkdtemp(prefix="tallyo-crash-hunt-"))
    where = f"X server {os.environ['DISPLAY']}" if args.x else "offscreen"
    print(f"{args.rounds} rounds of {args.sessions} sessions of up to {args.steps} steps, {where}")
    rounds: list[Round] = []
    for index in range(args.rounds):
        done = run_round(first + index, args.sessions, args.steps, args.x, folder)
        rounds.append(done)
        print(
            f"seed {done.seed}: {done.steps} steps in {done.seconds:.0f} s, {done.outcome}",
            flush=True,
        )
        if done.status != 0:
            lines = done.trace.read_text(encoding="utf-8", errors="replace").splitlines()
            print("\n".join(f"    {line}" for line in lines[-40:]))
            print(f"    the whole trace: {done.trace}")
    failed = [done for done in rounds if done.status != 0]
    steps = sum(done.steps for done in rounds)
    seconds = sum(done.seconds for done in rounds)
    print(
        f"{len(rounds)} rounds, {steps} steps in {seconds:.0f} s ({where}): "
        f"{len(failed)} failed; traces in {folder}"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
