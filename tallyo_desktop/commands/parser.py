"""The argument parser the subcommands share."""

from __future__ import annotations

import argparse
import os
import re
import sys

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


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


class CommandParser(argparse.ArgumentParser):
    """Bad arguments exit with status 2 and one line on stderr that names the command."""

    def __init__(self, *, prog: str, description: str, epilog: str | None = None) -> None:
        super().__init__(
            prog=prog, description=description, epilog=epilog, formatter_class=CommandFormatter
        )

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"{self.prog}: {message}", file=sys.stderr)
        raise SystemExit(2)
