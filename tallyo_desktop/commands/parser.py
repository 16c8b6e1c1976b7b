"""The argument parser the subcommands share."""

from __future__ import annotations

import argparse
import sys


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


class CommandParser(argparse.ArgumentParser):
    """Bad arguments exit with status 2 and one line on stderr that names the command."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"{self.prog}: {message}", file=sys.stderr)
        raise SystemExit(2)
