"""The argument parser the subcommands share."""

from __future__ import annotations

import argparse
import os
import re
import sys

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
# Not `typing.TYPE_CHECKING`: the commands load no `typing`, and mypy reads this one as it.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence


def tolerant_output() -> None:
    """Let text the console's encoding cannot show come out escaped instead of failing (a
    Japanese name on a Windows console, or output redirected to a file in another encoding)."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


def printable(text: str) -> str:
    """`text` with control and other invisible characters written as escapes, so text from a
    file cannot move the cursor, clear the terminal or pose as other output."""
    return "".join(
        char if char.isprintable() else char.encode("unicode_escape").decode("ascii")
        for char in text
    )


def date_argument(text: str) -> str:
    """A date given on the command line, written YYYY-MM-DD and a real date, as it was given."""
    # Imported here: only a date range needs it.
    from datetime import date

    try:
        if _DATE.fullmatch(text):
            date.fromisoformat(text)
            return text
    except ValueError:
        pass
    raise argparse.ArgumentTypeError(f"not a date written YYYY-MM-DD: {text!r}")


def add_game_selection(parser: argparse.ArgumentParser) -> None:
    """The game files a command counts and which of their games: the player count and the
    dates, as `standings` and `stats` both take them."""
    # Here, not at the top: every command loads this module, and most need no record format.
    from tallyo_desktop.core.record.format import FILE_SUFFIX

    parser.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help=f"a game file, or a folder: every *{FILE_SUFFIX} file in it and in its folders",
    )
    parser.add_argument(
        "--players",
        type=int,
        choices=(4, 3),
        default=4,
        help="count the four-player (default) or the three-player games",
    )
    parser.add_argument(
        "--from",
        dest="start",
        type=date_argument,
        metavar="DATE",
        help="the first date, YYYY-MM-DD",
    )
    parser.add_argument(
        "--to", dest="end", type=date_argument, metavar="DATE", help="the last date, YYYY-MM-DD"
    )


def _terminal_columns() -> int:
    """The columns `shutil.get_terminal_size` would give: $COLUMNS, the terminal's, or 80."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns > 0:
        return columns
    stdout = sys.__stdout__
    if stdout is None:
        return 80
    try:
        return os.get_terminal_size(stdout.fileno()).columns or 80
    except (AttributeError, ValueError, OSError):
        # Not a terminal, closed, or detached.
        return 80


class CommandFormatter(argparse.HelpFormatter):
    """argparse's own layout, as wide as argparse makes it. argparse makes a formatter for every
    argument added, and its own imports shutil (with zlib, bz2 and lzma) to ask the width."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog, width=_terminal_columns() - 2)


class Refusal(Exception):
    """What argparse found wrong, while the parser still looks for what it did not know."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class CommandParser(argparse.ArgumentParser):
    """Bad arguments exit with status 2 and one line on stderr that names the command.

    An option the command does not have is what is named, and the options it may have meant:
    argparse would rather say that a required one is missing (`score 4 30 --rn`: "one of the
    arguments --ron --tsumo is required"), which hides the typing mistake behind it."""

    def __init__(self, *, prog: str, description: str, epilog: str | None = None) -> None:
        super().__init__(
            prog=prog, description=description, epilog=epilog, formatter_class=CommandFormatter
        )
        self._refusing = False

    def parse_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> argparse.Namespace:
        words = list(sys.argv[1:] if args is None else args)
        self._refusing = True
        try:
            return super().parse_args(words, namespace)
        except Refusal as refused:
            message = self._not_known(words) or refused.message
        finally:
            self._refusing = False
        self.error(message)
        raise AssertionError("error() ends the command")  # pragma: no cover

    def _not_known(self, words: list[str]) -> str | None:
        """What argparse cannot place among `words`, said with the options they may stand for,
        as argparse finds them once nothing is required; None if all have their place."""
        required = [(action, action.required) for action in self._actions]
        groups = [(group, group.required) for group in self._mutually_exclusive_groups]
        for action, _ in required:
            action.required = False
        for group, _ in groups:
            group.required = False
        try:
            _, extras = super().parse_known_args(words)
        except Refusal:
            return None
        finally:
            for action, was in required:
                action.required = was
            for group, was in groups:
                group.required = was
        if not extras:
            return None
        # Imported here: only a mistake needs it.
        from difflib import get_close_matches

        message = f"unrecognized arguments: {' '.join(extras)}"
        options = [
            name
            for name in self._option_string_actions
            if name.startswith("--") and name != "--help"
        ]
        meant = []
        for word in extras:
            if word.startswith("-"):
                meant += get_close_matches(word.partition("=")[0], options, n=1, cutoff=0.6)
        if meant:
            message += f" (did you mean {' or '.join(dict.fromkeys(meant))}?)"
        return message

    def error(self, message: str) -> None:  # type: ignore[override]
        if self._refusing:
            raise Refusal(message)
        self.print_usage(sys.stderr)
        print(f"{self.prog}: {message}", file=sys.stderr)
        raise SystemExit(2)
