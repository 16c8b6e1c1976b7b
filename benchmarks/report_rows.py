"""The rows of benchmarks/report.py's table: a figure, its floor, the target and whether it is
held; and the rows another benchmark script prints (ScriptRow)."""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass
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
    """A ratio to the floor at most `limit` (`ratio`), or else a figure below `limit`."""

    limit: float
    ratio: bool = True
    unit: str = ""

    def __str__(self) -> str:
        if self.ratio:
            return f"<= {self.limit:g}x"
        return f"< {self.limit:g} {self.unit}"

    def held(self, value: float, floor: float | None) -> bool:
        if self.ratio:
            return floor is not None and value / floor <= self.limit
        return value < self.limit


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


@dataclass(frozen=True)
class ScriptRow:
    """A row from another benchmark script: run `script` (in benchmarks/) with `args`, and read
    the figure, and the floor if there is one, from its output with `pattern`'s groups named
    `value` and `floor`, in `unit`. Without a pattern, or if it does not match, the script's
    output is printed under the table."""

    figure: str
    script: str
    args: tuple[str, ...] = ()
    pattern: str | None = None
    unit: str = "ms"
    target: Target | None = None
    timeout: float = 900.0

    def measure(self, options: Options) -> tuple[Row, str]:
        path = BENCHMARKS / self.script
        if not path.exists():
            return Row(self.figure, None, note=f"no benchmarks/{self.script} here"), ""
        from benchmarks.processes import command_env

        try:
            done = subprocess.run(
                [sys.executable, str(path), *self.args],
                capture_output=True,
                text=True,
                env=command_env(),
                cwd=ROOT,
                timeout=self.timeout,
            )
        except subprocess.TimeoutExpired:
            return Row(self.figure, None, note=f"did not end in {self.timeout:.0f} s"), ""
        output = done.stdout + done.stderr
        found = re.search(self.pattern, output) if self.pattern else None
        if done.returncode or found is None:
            note = f"exit {done.returncode}" if done.returncode else "see its output below"
            return Row(self.figure, None, note=note), output
        groups = found.groupdict()
        floor = float(groups["floor"]) if groups.get("floor") else None
        return Row(self.figure, float(groups["value"]), floor, self.unit, self.target), ""


def table(rows: list[Row]) -> str:
    head = ["Figure", "Tallyo", "Floor", "Ratio", "Target", "Held"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(row.cells()) + " |" for row in rows]
    return "\n".join(lines)
