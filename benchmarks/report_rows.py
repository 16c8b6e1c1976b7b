"""The rows of benchmarks/report.py's table: a figure, its floor, the target and whether it is
held; and the rows another benchmark script prints (ScriptRow)."""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Options:
    quick: bool
    runs: int
    hands: int
    frozen: bool
    rebuild: bool
    work: Path
    """A folder for what the measures build (libraries, the install), removed at the end."""


@dataclass(frozen=True)
class Target:
    """A ratio to the floor at most `limit` (`ratio`), or else a figure below `limit` (at most
    `limit` if `reached` is allowed)."""

    limit: float
    ratio: bool = True
    unit: str = ""
    reached: bool = False

    def __str__(self) -> str:
        if self.ratio:
            return f"<= {self.limit:g}x"
        return f"{'<=' if self.reached else '<'} {self.limit:g} {self.unit}"

    def held(self, value: float, floor: float | None) -> bool:
        if self.ratio:
            return floor is not None and value / floor <= self.limit
        return value <= self.limit if self.reached else value < self.limit


def seconds(limit: float) -> Target:
    """At most `limit` seconds."""
    return Target(limit, ratio=False, unit="s", reached=True)


def under_ms(limit: float) -> Target:
    """Under `limit` milliseconds."""
    return Target(limit, ratio=False, unit="ms")


@dataclass(frozen=True)
class Row:
    """One line of the table; `target` None for a figure given for information."""

    figure: str
    value: float | None
    floor: float | None = None
    unit: str = "ms"
    target: Target | None = None
    note: str = ""

    def cells(self) -> list[str]:
        def shown(number: float | None) -> str:
            if number is None:
                return ""
            digits = 2 if number < 10 else 1 if number < 100 else 0
            return f"{number:.{digits}f} {self.unit}".strip()

        ratio = ""
        if self.value is not None and self.floor:
            ratio = f"{self.value / self.floor:.2f}"
        if self.value is None:
            verdict = self.note or "not measured"
        elif self.target is None:
            verdict = "(information)"
        else:
            verdict = "held" if self.target.held(self.value, self.floor) else "MISSED"
        target = "" if self.target is None else str(self.target)
        return [self.figure, shown(self.value), shown(self.floor), ratio, target, verdict]


@cache
def _run_script(script: str, args: tuple[str, ...], timeout: float) -> tuple[int, str] | None:
    """The exit status and output of a benchmark script, run once a report however many rows
    read it; None if it did not end in `timeout` seconds."""
    from benchmarks.processes import command_env

    try:
        done = subprocess.run(
            [sys.executable, str(BENCHMARKS / script), *args],
            capture_output=True,
            text=True,
            env=command_env(),
            cwd=ROOT,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return None
    return done.returncode, done.stdout + done.stderr


@dataclass(frozen=True)
class ScriptRow:
    """A row from another benchmark script: run `script` (in benchmarks/) with `args`, and read
    the figure, in `unit`, and its floor if there is one, from the line `figure KEY VALUE
    [FLOOR]` it prints for the report (`processes.report_figure`), `key` its KEY. Rows of the
    same script and arguments share one run of it. If the script fails or prints no such line,
    its output is printed under the table."""

    figure: str
    script: str
    key: str
    unit: str = "ms"
    target: Target | None = None
    args: tuple[str, ...] = ()
    timeout: float = 900.0

    def measure(self, options: Options) -> tuple[Row, str]:
        if not (BENCHMARKS / self.script).exists():
            return Row(self.figure, None, note=f"no benchmarks/{self.script} here"), ""
        done = _run_script(self.script, self.args, self.timeout)
        if done is None:
            return Row(self.figure, None, note=f"did not end in {self.timeout:.0f} s"), ""
        returncode, output = done
        line = rf"^figure {re.escape(self.key)} (?P<value>\S+)(?: (?P<floor>\S+))?$"
        found = re.search(line, output, re.MULTILINE)
        if returncode or found is None:
            note = f"exit {returncode}" if returncode else "see its output below"
            return Row(self.figure, None, note=note), output
        value, floor = found.group("value", "floor")
        floor_value = None if floor is None else float(floor)
        return Row(self.figure, float(value), floor_value, self.unit, self.target), ""


def table(rows: list[Row]) -> str:
    head = ["Figure", "Tallyo", "Floor", "Ratio", "Target", "Held"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(row.cells()) + " |" for row in rows]
    return "\n".join(lines)
