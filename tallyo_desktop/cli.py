"""The `tallyo-desktop` command: the app by default, or a subcommand that needs no window.

Subcommands are imported only when asked for, and none of them imports Qt, so
`tallyo-desktop score` answers about as fast as Python starts.
"""

from __future__ import annotations

import gc
import os
import sys

SUBCOMMANDS = ("score", "hand", "replay", "export", "rules")


def run() -> int:
    """The `tallyo-desktop` command and `python -m tallyo_desktop`: `main`, in a process of its
    own that ends when it returns."""
    if sys.argv[1:2] and sys.argv[1] in SUBCOMMANDS:
        # A subcommand's process ends as soon as it has printed, and what it made is in use
        # until then: Python's cycle collector, run as the modules load and again at exit,
        # would free nothing and cost a tenth of the command's time.
        gc.disable()
        try:
            try:
                code = main()
            finally:
                # Now rather than at exit, so that a reader gone away is caught below too (and
                # after `--help`, which ends with SystemExit).
                if sys.stdout is not None:
                    sys.stdout.flush()
        except BrokenPipeError:
            code = _reader_gone()
        gc.freeze()
        return code
    return main()


def _reader_gone() -> int:
    """End quietly when what reads the output has stopped (`... | head -1`): there is no one
    left to tell, and a traceback would only clutter the terminal.

    The rest of the output goes to the null device, so that Python's own flush at exit does not
    fail again. The status is 1, as Python's documentation does it: not all was delivered, but
    nothing the player gave was wrong (that is 2)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return 1


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["score"]:
        from tallyo_desktop.commands.score import run

        return run(args[1:])
    if args[:1] == ["hand"]:
        from tallyo_desktop.commands.hand import run as hand

        return hand(args[1:])
    if args[:1] == ["replay"]:
        from tallyo_desktop.commands.replay import run as replay

        return replay(args[1:])
    if args[:1] == ["export"]:
        from tallyo_desktop.commands.export import run as export

        return export(args[1:])
    if args[:1] == ["rules"]:
        from tallyo_desktop.commands.rules import run as rules

        return rules(args[1:])
    if args[:1] == ["--smoke-test"]:
        from tallyo_desktop.app.smoke import run_smoke_test

        return run_smoke_test()
    from tallyo_desktop.app.launch import launch

    return launch(args)
