"""The argument parser the subcommands share."""

from __future__ import annotations

import argparse
import sys


class CommandParser(argparse.ArgumentParser):
    """Bad arguments exit with status 2 and one line on stderr that names the command."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"{self.prog}: {message}", file=sys.stderr)
        raise SystemExit(2)
