"""The `tallyo-desktop` command: the app by default, or a subcommand that needs no window.

Subcommands are imported only when asked for, and none of them imports Qt, so
`tallyo-desktop score` answers about as fast as Python starts.
"""

from __future__ import annotations

import gc
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
        code = main()
        gc.freeze()
        return code
    return main()


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
