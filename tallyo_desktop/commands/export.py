"""`tallyo-desktop export GAME.tallyo [--csv OUT]`: a game's hands and results as CSV.

The same CSV as Game ▸ Export as CSV, for organisers with many game files: on standard output,
or written to OUT.
"""

from __future__ import annotations

import argparse
import os
import sys

from tallyo_desktop.commands.output import file_problem, reason_of, refuse, write_file
from tallyo_desktop.commands.parser import CommandParser, printable, tolerant_output
from tallyo_desktop.core.record.export import game_to_csv
from tallyo_desktop.core.record.files import read_game_file
from tallyo_desktop.core.record.format import BadGameFile

PROG = "tallyo-desktop export"


def build_parser() -> argparse.ArgumentParser:
    parser = CommandParser(prog=PROG, description="Write a saved game's hands and results as CSV.")
    parser.add_argument("file", help="the game file (.tallyo)")
    parser.add_argument(
        "--csv", metavar="OUT", help="the CSV file to write (default: standard output)"
    )
    return parser


def _same_file(one: str, other: str) -> bool:
    try:
        return os.path.samefile(one, other)
    except OSError:
        return False


def run(argv: list[str]) -> int:
    tolerant_output()
    args = build_parser().parse_args(argv)
    if args.csv is not None:
        # Before the game is read: a game file is never the one written over.
        problem = file_problem(args.csv, ".csv")
        if problem is None and _same_file(args.csv, args.file):
            problem = "it is the game file being exported"
        if problem is not None:
            return refuse(PROG, args.csv, problem)
    try:
        game = read_game_file(args.file)
    except BadGameFile as error:
        print(f"{PROG}: {printable(str(error))}", file=sys.stderr)
        return 2
    text = game_to_csv(game)
    if args.csv is None:
        # Bytes, so that the byte order mark and every name come out as UTF-8 whatever the
        # console's encoding.
        sys.stdout.flush()
        sys.stdout.buffer.write(text.encode("utf-8"))
        sys.stdout.buffer.flush()
        return 0
    try:
        write_file(args.csv, text.encode("utf-8"))
    except OSError as error:
        return refuse(PROG, args.csv, reason_of(error))
    return 0
