"""`tallyo-desktop stats PATH...`: players' statistics over game files (how each plays: wins,
deal-ins, riichi, draws, the dealer, the yaku), the night's achievements and a rating, as a
table or JSON. docs/statistics.md holds the contract other programs rely on.

The files are read and sorted into games as the `standings` command reads them (one game
however many copies), and the same games count.
"""

from __future__ import annotations

import argparse
import json
import sys

from tallyo_desktop.commands.parser import (
    CommandParser,
    add_game_selection,
    printable,
    tolerant_output,
)
from tallyo_desktop.commands.stats_selection import Counted, count, gathered
from tallyo_desktop.core.statistics.measures import MINIMUMS
from tallyo_desktop.core.statistics.report import award_dict, player_dict
from tallyo_desktop.core.statistics.scope import Scope, player_name

PROG = "tallyo-desktop stats"
DESCRIPTION = (
    "Show players' statistics over game files: wins, deal-ins, riichi, draws, yaku, "
    "achievements and a rating."
)
FORMAT = "tallyo-stats"
VERSION = 1
"""The version of the JSON: it goes up when a field changes meaning or goes away."""


def _preset(text: str) -> str:
    # Imported here: only --rules needs the presets.
    from tallyo_desktop.core.rules.presets import KNOWN
    from tallyo_desktop.core.rules.rules import CUSTOM_ID

    if text in KNOWN or text == CUSTOM_ID:
        return text
    known = ", ".join([*KNOWN, CUSTOM_ID])
    raise argparse.ArgumentTypeError(f"not a rule preset: {text!r} (choose from {known})")


def _name(text: str) -> str:
    name = player_name(text)
    if not name:
        raise argparse.ArgumentTypeError("a player's name cannot be empty")
    return name


def build_parser() -> CommandParser:
    parser = CommandParser(
        prog=PROG,
        description=DESCRIPTION,
        epilog="Finished games only; copies of one game (the same id) count once, as for "
        "`standings`. Exit status 2 when no game file could be read.",
    )
    add_game_selection(parser)
    parser.add_argument(
        "--player",
        type=_name,
        metavar="NAME",
        help="one player's figures in full (the achievements and ratings still count everyone)",
    )
    parser.add_argument(
        "--rules",
        type=_preset,
        metavar="PRESET",
        help="only the games played under this rule preset, e.g. tenhou",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def stats_dict(counted: Counted) -> dict[str, object]:
    """Everything as plain data, in the keys and the order of `stats --json`."""
    scope = counted.scope
    return {
        "format": FORMAT,
        "version": VERSION,
        "scope": {
            "players": scope.players,
            "from": scope.start,
            "to": scope.end,
            "rules": None if scope.presets is None else next(iter(scope.presets)),
            "player": counted.player,
        },
        "games": len(counted.games),
        "skipped": counted.skipped,
        "unfinished": counted.unfinished,
        "conflicts": [list(paths) for paths in counted.conflicts],
        "refused": [{"path": one.path, "error": one.error} for one in counted.refused],
        "minimums": {unit.value: minimum for unit, minimum in MINIMUMS.items()},
        "players": [
            player_dict(player, scope.players, counted.ratings.get(player.name))
            for player in counted.shown
        ],
        "achievements": [award_dict(award) for award in counted.awards],
    }


def run(argv: list[str]) -> int:
    tolerant_output()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.start and args.end and args.start > args.end:
        parser.error(f"--from {args.start} is after --to {args.end}: no date is in between")
    scope = Scope(
        players=args.players,
        start=args.start,
        end=args.end,
        presets=None if args.rules is None else (args.rules,),
    )
    counted = count(gathered(args.paths), scope, args.player)
    if args.json:
        print(json.dumps(stats_dict(counted), ensure_ascii=False))
    else:
        # Imported here: only the table needs it.
        from tallyo_desktop.commands.stats_text import text

        sys.stdout.write(text(counted))
    if counted.read == 0:
        what = "no game file could be read" if counted.refused else "no game files were found"
        print(f"{PROG}: {what} in {' '.join(map(printable, args.paths))}", file=sys.stderr)
        return 2
    return 0
