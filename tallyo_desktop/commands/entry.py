"""`tallyo-desktop --help`, `--version` and the arguments it does not understand.

cli.py tells the subcommands and a start of the app apart without argparse; whatever else is
asked comes here, and never opens a window. The subcommands do not import this module.
"""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

from tallyo_desktop import __version__
from tallyo_desktop.commands.parser import CommandFormatter

PROG = "tallyo-desktop"
USAGE = """%(prog)s [FILE]
       %(prog)s COMMAND [ARGUMENTS ...]
       %(prog)s -h | --version"""


class EntryFormatter(CommandFormatter):
    """argparse measures the commands' names as if they stood where COMMAND does, two columns
    to the left of where it shows them: a name as long as `standings` then pushed its line of
    help onto the next line. Measured where they stand, every line of help starts in one column.
    """

    def add_argument(self, action: argparse.Action) -> None:
        super().add_argument(action)
        if action.choices and action.help is not argparse.SUPPRESS:
            names = max(len(str(name)) for name in action.choices)
            self._action_max_length = max(
                self._action_max_length, names + self._current_indent + self._indent_increment
            )


class EntryParser(argparse.ArgumentParser):
    """Says what is wrong as argparse does, with status 2, then where the help is."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        print(f"Run '{self.prog} --help' to see the commands and options.", file=sys.stderr)
        raise SystemExit(2)


def entry_parser(commands: dict[str, str]) -> EntryParser:
    """The parser for the help: `commands` are the subcommands, each with its line of help.
    Each has a parser of its own, which its own module builds: the one here only names it."""
    parser = EntryParser(
        prog=PROG,
        usage=USAGE,
        description="Tallyo Desktop, an offline scorekeeper for riichi mahjong. Without a "
        "command it starts the app; given FILE, a saved game (.tallyo), it opens that game.",
        epilog=f"Run '{PROG} COMMAND --help' to see a command's own options. Qt's own options, "
        "such as -platform or -style, go to the app's window.",
        formatter_class=EntryFormatter,
        allow_abbrev=False,
        # Added below, after the commands, which the help shows first.
        add_help=False,
    )
    subcommands = parser.add_subparsers(title="commands", metavar="COMMAND")
    for name, summary in commands.items():
        subcommands.add_parser(name, help=summary, add_help=False)
    options = parser.add_argument_group("options")
    options.add_argument("-h", "--help", action="help", help="show this help message and exit")
    options.add_argument(
        "--version",
        action="version",
        version=f"{PROG} {__version__}",
        help="show the version number and exit",
    )
    return parser


def answer(asked: str, commands: dict[str, str]) -> NoReturn:
    """Print the help or the version when `asked` is `-h`, `--help` or `--version`, and end
    with status 0; else say that `asked` is what is wrong, and end with status 2."""
    parser = entry_parser(commands)
    if asked in ("-h", "--help", "--version"):
        # argparse's own actions print them.
        parser.parse_args([asked])
    parser.error(asked)
