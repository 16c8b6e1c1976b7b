"""`tallyo-desktop import LOG... [--out DIR] [--json]`: Tenhou and Mahjong Soul logs taken in as
game records.

With `--json`, one JSON object a line for each log, in order: a game's `source`, `file`,
`players`, `hands`, `final_points` (seat order), `finished` and `notes` (what the log does not
say and was read from its hands or its results, a sentence each), or a refused log's `source`
and `error`. The status is 0 when every log was taken in, 2 when any was refused.
"""

from __future__ import annotations

import json
import sys

from tallyo_desktop.commands.output import folder_problem, refuse
from tallyo_desktop.commands.parser import CommandParser, printable, tolerant_output
from tallyo_desktop.core.importing.importer import Outcome, import_logs

PROG = "tallyo-desktop import"


def build_parser() -> CommandParser:
    parser = CommandParser(
        prog=PROG,
        description="Import Tenhou and Mahjong Soul game logs as game records (.tallyo). A log "
        "is a Tenhou mjlog (plain or gzip-compressed) or a tenhou.net/6 JSON log; a folder "
        "gives every log in it.",
        epilog="A record is named after the game's log id, and never written over another "
        "file: a record of the same game already there is left as it is.",
    )
    parser.add_argument("logs", nargs="+", metavar="LOG", help="a log file, or a folder of them")
    parser.add_argument(
        "--out", default=".", metavar="DIR", help="where to write the games (made if missing)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object per log")
    return parser


def as_json(outcome: Outcome) -> dict[str, object]:
    if outcome.game is None or outcome.file is None:
        return {"source": outcome.source, "error": outcome.error}
    game = outcome.game
    return {
        "source": outcome.source,
        "file": str(outcome.file),
        "players": game.game.rules.players,
        "hands": game.hands,
        "final_points": list(game.final_points),
        "finished": game.finished,
        "notes": list(game.notes),
    }


def as_text(outcome: Outcome) -> str:
    source = printable(outcome.source)
    if outcome.game is None or outcome.file is None:
        return f"{source}: not imported. {printable(outcome.error or '')}"
    game = outcome.game
    state = "finished" if game.finished else "not finished"
    points = " ".join(str(points) for points in game.final_points)
    kept = "" if outcome.written else " (already there)"
    notes = "".join(f"\n  {printable(note)}" for note in game.notes)
    return (
        f"{source}: {game.hands} hands, {state}, points {points}"
        f" -> {printable(str(outcome.file))}{kept}{notes}"
    )


def run(argv: list[str]) -> int:
    tolerant_output()
    args = build_parser().parse_args(argv)
    # Once, before any log is read, rather than once for each log.
    problem = folder_problem(args.out)
    if problem is not None:
        return refuse(PROG, args.out, problem)
    outcomes = import_logs(args.logs, args.out)
    for outcome in outcomes:
        if args.json:
            print(json.dumps(as_json(outcome), ensure_ascii=False))
        else:
            print(as_text(outcome), file=sys.stdout if outcome.imported else sys.stderr)
    return 0 if all(outcome.imported for outcome in outcomes) else 2
