"""The `tallyo-desktop` command: the app by default, or a subcommand that needs no window.

Subcommands are imported only when asked for, and none of them imports Qt, so
`tallyo-desktop score` answers about as fast as Python starts.
"""

from __future__ import annotations

import sys


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
