"""Importing online logs, per 100 games and 1,000 at once: `python benchmarks/import_logs.py`.

Two figures, each the median of `--runs` runs:
- the import in-process (`import_logs`: reading, checking every hand, writing the records) of
  the real logs kept in tests/data/tenhou/logs and tests/data/tenhou-sanma/logs, each into a
  fresh folder, per 100 games;
- `tallyo-desktop import FOLDER --json` as a process over those logs, per 100 games, beside
  `python -c pass` (the same interpreter) as the floor.

Then the same two over 1,000 logs (`--many`), imported at once into one folder. There are only
27 real logs to hand, so the 1,000 are those 27 over and over, each copy made a game of its
own as a player's next game would be: its first player's name carries the copy's number, its
Tenhou log id (in its file name, and in a tenhou.net/6 log's `ref`) a number of its own, and
its first deal two tiles of its own (a game is known by its first deal), so every copy is read,
checked and written as a new game under a new name. A copy's mjlog and
its tenhou.net/6 log stay one game, as the originals are: of each 27, the six tenhou.net/6
logs find their game already written from its mjlog. (Importing the 27 into a fresh folder
37 times would do the same work per game, but never into a folder that already holds
hundreds.)

With `--logs DIR`, also every log in DIR (for instance the 178 games of the Tenhou data set) is
imported once and the command says how many were taken in and why any were refused.

It prints figures; nothing here is a pass/fail test (shared machines are too noisy for that).
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KEPT = (ROOT / "tests/data/tenhou/logs", ROOT / "tests/data/tenhou-sanma/logs")
MANY = 1000
LOG_ID_TAIL = re.compile(r"(\d{10}gm-[0-9a-f]{4}-\d{4,5}-)([0-9a-f]{8})")
FIRST_NAME = {".json": re.compile(r'("name"\s*:\s*\[\s*")([^"]*)'),
              ".xml": re.compile(r'(<UN\b[^>]*\bn0=")([^"]*)')}  # fmt: skip


def kept_logs() -> list[Path]:
    return sorted(
        path for folder in KEPT for path in folder.iterdir() if not path.name.endswith(".md")
    )


def _copy(log: Path, copy: int, folder: Path) -> None:
    """Copy number `copy` of `log` in `folder`: its first player's name and its log id its own
    (copy 0 is the log as it is)."""

    def new_id(found: re.Match[str]) -> str:
        return f"{found.group(1)}{(int(found.group(2), 16) + copy * 40503) % 2**32:08x}"

    packed = log.name.endswith(".gz")
    content = gzip.decompress(log.read_bytes()) if packed else log.read_bytes()
    text = content.decode("utf-8")
    name = log.name
    if copy:
        name = LOG_ID_TAIL.sub(new_id, name)
        if name == log.name:  # no log id: the file name names the record
            stem, _, suffixes = name.partition(".")
            name = f"{stem}-{copy}.{suffixes}"
        text = LOG_ID_TAIL.sub(new_id, text)
        kind = ".json" if ".json" in log.suffixes else ".xml"
        # In an mjlog the names are written percent-encoded: %20 is a space.
        suffix = f" {copy}" if kind == ".json" else f"%20{copy}"
        text = FIRST_NAME[kind].sub(lambda found: found.group(1) + found.group(2) + suffix, text)
        text = _other_deal(text, kind, copy)
    content = text.encode("utf-8")
    (folder / name).write_bytes(gzip.compress(content, mtime=0) if packed else content)


FIRST_INIT = re.compile(r"<INIT\b[^>]*>")
RED_IDS = (16, 52, 88)


def _kind_of_code(code: int) -> int:
    if code >= 51:
        return (code - 51) * 9 + 4
    suit, number = divmod(code, 10)
    return 27 + number - 1 if suit == 4 else (suit - 1) * 9 + number - 1


def _code_of_kind(kind: int) -> int:
    return 41 + kind - 27 if kind >= 27 else (kind // 9 + 1) * 10 + kind % 9 + 1


def _other_deal(text: str, kind: str, copy: int) -> str:
    """The log with its first deal changed, the same way in an mjlog and in its tenhou.net/6
    log: the lowest tile of each of the first two seats moved to another kind, so that the copy
    is a game of its own (a game is known by its first deal). Only the first hand's winning
    tiles, shown with the record, may differ from the original's."""
    shifts = (copy % 33 + 1, copy // 33 % 33)
    if kind == ".json":
        document = json.loads(text)
        for seat, shift in enumerate(shifts):
            deal = document["log"][0][4 + 3 * seat]
            # A red five is the lowest of its kind in an mjlog's numbering.
            lowest = min(range(len(deal)), key=lambda n: (_kind_of_code(deal[n]), deal[n] < 51))
            deal[lowest] = _code_of_kind((_kind_of_code(deal[lowest]) + shift) % 34)
        return json.dumps(document, ensure_ascii=False)
    found = FIRST_INIT.search(text)
    assert found is not None
    tag = found.group(0)
    for seat, shift in enumerate(shifts):
        attribute = re.search(rf'\bhai{seat}="([^"]*)"', tag)
        assert attribute is not None
        tiles = [int(tile) for tile in attribute.group(1).split(",")]
        lowest = tiles.index(min(tiles))
        moved = (tiles[lowest] + 4 * shift) % 136
        tiles[lowest] = moved + 1 if moved in RED_IDS and shift else moved
        tag = tag.replace(attribute.group(0), f'hai{seat}="{",".join(map(str, tiles))}"')
    return text[: found.start()] + tag + text[found.end() :]


def many_logs(folder: Path, count: int) -> Path:
    """`count` logs in `folder`: the kept ones, then copies of them, each a game of its own."""
    logs = kept_logs()
    folder.mkdir(parents=True)
    for number in range(count):
        _copy(logs[number % len(logs)], number // len(logs), folder)
    return folder


def _in_process(runs: int, sources: tuple[Path, ...] = KEPT) -> tuple[float, int, int]:
    """The median seconds; the logs taken in, and the games written, of the last run."""
    from tallyo_desktop.core.importing.importer import import_logs

    times = []
    games = written = 0
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="tallyo-import-") as folder:
            started = time.perf_counter()
            outcomes = import_logs(sources, folder)
            times.append(time.perf_counter() - started)
            games = sum(outcome.imported for outcome in outcomes)
            written = sum(outcome.written for outcome in outcomes)
    return statistics.median(times), games, written


def _process(runs: int, sources: tuple[Path, ...] = KEPT) -> tuple[float, float]:
    from benchmarks.processes import command_env

    env = command_env()
    command_times, floor_times = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="tallyo-import-") as folder:
            command = [sys.executable, "-m", "tallyo_desktop", "import", *map(str, sources)]
            started = time.perf_counter()
            subprocess.run(
                [*command, "--out", folder, "--json"],
                capture_output=True,
                env=env,
                check=True,
                cwd=ROOT,
            )
            command_times.append(time.perf_counter() - started)
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], env=env, check=True, cwd=ROOT)
        floor_times.append(time.perf_counter() - started)
    return statistics.median(command_times), statistics.median(floor_times)


def _all_of(folder: Path) -> None:
    from tallyo_desktop.core.importing.importer import import_logs

    with tempfile.TemporaryDirectory(prefix="tallyo-import-") as out:
        started = time.perf_counter()
        outcomes = import_logs([folder], out)
        took = time.perf_counter() - started
    taken = sum(outcome.imported for outcome in outcomes)
    print(f"{folder}: {taken} of {len(outcomes)} logs imported in {took:.2f} s")
    reasons = Counter(outcome.error for outcome in outcomes if outcome.error)
    for reason, count in reasons.most_common():
        print(f"  refused {count}: {reason}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--many", type=int, default=MANY, help=f"logs imported at once ({MANY:,}; 0: none)"
    )
    parser.add_argument("--many-runs", type=int, default=3, help="runs of those")
    parser.add_argument("--logs", type=Path, help="a folder of logs to import once, all of them")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    in_process, games, _ = _in_process(args.runs)
    command, floor = _process(args.runs)
    per_100 = 100 / games
    print(f"logs kept in tests/data: {games}, each a game read and checked")
    print(f"import in-process: {in_process * per_100:.3f} s per 100 games")
    print(f"tallyo-desktop import (process): {command * per_100:.3f} s per 100 games")
    print(f"python -c pass (floor): {floor:.3f} s; the command took {command:.3f} s in all,")
    print(f"  {command / floor:.1f} x the floor, {(command - floor) * per_100:.3f} s per 100 games")
    if args.many:
        with tempfile.TemporaryDirectory(prefix="tallyo-import-logs-") as folder:
            logs = (many_logs(Path(folder) / "logs", args.many),)
            many, taken, written = _in_process(args.many_runs, logs)
            many_command, _ = _process(args.many_runs, logs)
        each, kept_each = many / taken * 1000, in_process / games * 1000
        print(f"{args.many:,} logs ({taken:,} taken in, {written:,} games written): "
              f"tallyo-desktop import {many_command:.2f} s, in-process {many:.2f} s; "
              f"{each:.2f} ms a log against {kept_each:.2f} ms for the {games} kept")  # fmt: skip
        from benchmarks.processes import report_figure

        report_figure("import", many_command)
        report_figure("import-log", each, kept_each)
    if args.logs is not None:
        _all_of(args.logs)


if __name__ == "__main__":
    main()
