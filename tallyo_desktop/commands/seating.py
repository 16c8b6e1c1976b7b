"""`tallyo-desktop seating`: a tournament's whole schedule seated in advance, as a table per
round or as JSON. docs/tournament.md holds the contract other programs rely on.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from tallyo_desktop.commands import columns
from tallyo_desktop.commands.parser import CommandParser, printable, tolerant_output
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.tournament.entrants import Entrant, SchedulePlan
from tallyo_desktop.core.tournament.seating import Budget, Seating, Stop, seat_schedule

PROG = "tallyo-desktop seating"
DESCRIPTION = (
    "Seat a tournament's whole schedule in advance: no two players meet twice where the "
    "numbers allow it, and the seat winds are balanced."
)
NAME_WIDTH = 24
"""The most columns a name takes in the table; longer ones are cut with an ellipsis."""
WINDS = ("East", "South", "West", "North")
SEEDS = 1_000_000
"""A seed drawn when none is given is below this: short to type again."""


def _whole(least: int, what: str) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = least - 1
        if value < least:
            raise argparse.ArgumentTypeError(f"not {what} ({least} or more): {text!r}")
        return value

    return parse


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"not a number of seconds above 0: {text!r}")
    return value


def build_parser() -> CommandParser:
    parser = CommandParser(
        prog=PROG,
        description=DESCRIPTION,
        epilog="The same seed seats the same schedule, unless --seconds ends the search first. "
        "Every table must be full: add substitutes to make the players a multiple of the "
        "table size. Exit status 2 for arguments or a file that cannot be seated.",
    )
    who = parser.add_mutually_exclusive_group(required=True)
    who.add_argument(
        "--players",
        type=_whole(1, "a number of players"),
        metavar="N",
        help="seat the players 1..N",
    )
    who.add_argument(
        "--names",
        metavar="FILE",
        help="seat the players named in FILE (- for standard input), one a line: a name, "
        "or NAME<TAB>TEAM, or NAME<TAB>TEAM<TAB>CLUB",
    )
    parser.add_argument(
        "--rounds", type=_whole(1, "a number of rounds"), metavar="R", required=True
    )
    parser.add_argument(
        "--team-size",
        type=_whole(1, "a team size"),
        metavar="T",
        help="with --players: players 1..T are one team, T+1..2T the next...; teammates "
        "never share a table",
    )
    parser.add_argument(
        "--table-size",
        type=int,
        choices=(4, 3),
        default=4,
        help="four-player tables (default), or three-player tables (East, South, West)",
    )
    parser.add_argument(
        "--clubs-apart",
        type=_whole(0, "a number of rounds"),
        default=0,
        metavar="R",
        help="with --names: keep the players of one club apart in the first R rounds, as far "
        "as that repeats no meeting",
    )
    parser.add_argument(
        "--seed", type=_whole(0, "a seed"), metavar="S", help="the draw (default: a new one)"
    )
    parser.add_argument(
        "--steps",
        type=_whole(0, "a number of steps"),
        default=Budget().steps,
        metavar="N",
        help=f"search steps at most, where a repeat may be spared (default {Budget().steps})",
    )
    parser.add_argument(
        "--seconds",
        type=_seconds,
        default=Budget().seconds,
        metavar="S",
        help=f"search for S seconds at most (default {Budget().seconds:g})",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _read_names(parser: CommandParser, path: str) -> list[list[str]]:
    try:
        if path == "-":
            text = sys.stdin.buffer.read().decode("utf-8-sig")
        else:
            with open(path, encoding="utf-8-sig") as source:
                text = source.read()
    except OSError as error:
        parser.error(f"{printable(path)} could not be read: {error.strerror or error}")
    except UnicodeDecodeError:
        parser.error(f"{printable(path)} is not text in UTF-8")
    lines = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        fields = [field.strip() for field in line.split("\t")]
        if len(fields) > 3:
            parser.error(
                f"{printable(path)}, line {number}: a name, a team and a club at most, "
                "separated by tabs"
            )
        if not fields[0]:
            parser.error(f"{printable(path)}, line {number}: no name before the tab")
        lines.append(fields)
    if not lines:
        parser.error(f"{printable(path)} names no player")
    return lines


def _entrants(parser: CommandParser, args: argparse.Namespace) -> tuple[Entrant, ...]:
    if args.names is None:
        if args.clubs_apart:
            parser.error("--clubs-apart needs clubs: name them in a --names file")
        size = args.team_size
        return tuple(
            Entrant(str(number), team=str((number - 1) // size) if size else "")
            for number in range(1, args.players + 1)
        )
    if args.team_size is not None:
        parser.error("--team-size goes with --players: with --names, teams are in the file")
    lines = _read_names(parser, args.names)
    return tuple(
        Entrant(fields[0], team=fields[1] if len(fields) > 1 else "", club=fields[2])
        if len(fields) > 2
        else Entrant(fields[0], team=fields[1] if len(fields) > 1 else "")
        for fields in lines
    )


def _player(name: str, numbered: bool) -> object:
    return int(name) if numbered else name


def _shown(name: str) -> str:
    return columns.cut(printable(name), NAME_WIDTH)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def text_schedule(seating: Seating, seed: int) -> str:
    """The schedule as the terminal shows it: a table per round, then what it is worth."""
    schedule = seating.schedule
    size = schedule.table_size
    names = [_shown(player) for player in schedule.players()]
    header = ["Table", *WINDS[:size]]
    width = max(columns.width(word) for word in [*names, *header])
    lines: list[str] = []
    for number, tables in enumerate(schedule.rounds, 1):
        lines += [f"Round {number}", ""]
        rows = [header] + [
            [str(table_number), *(_shown(player) for player in table)]
            for table_number, table in enumerate(tables, 1)
        ]
        for row in rows:
            cells = [row[0].rjust(5), *(columns.left(cell, width) for cell in row[1:])]
            lines.append("  " + "  ".join(cells).rstrip())
        lines.append("")
    lines += summary(seating, seed)
    return "\n".join(lines) + "\n"


def summary(seating: Seating, seed: int) -> list[str]:
    """What the schedule is worth, and how to seat it again."""
    schedule = seating.schedule
    size = schedule.table_size
    players = len(schedule.players())
    rounds = len(schedule.rounds)
    tables = players // size
    lines = [
        f"{_plural(players, 'player')}, {_plural(rounds, 'round')} at "
        f"{_plural(tables, 'table')} of {size}."
    ]
    if seating.repeats == 0:
        lines.append("No two players meet twice.")
    else:
        said = f"{_plural(seating.repeats, 'repeated meeting')}"
        if seating.repeats == seating.fewest_repeats:
            said += " (no schedule of these numbers has fewer)"
        elif seating.stop is Stop.BEST:
            said += " (no schedule of these numbers spreads them better)"
        elif seating.fewest_repeats:
            said += f" (no schedule of these numbers has fewer than {seating.fewest_repeats})"
        lines.append(f"{said}; no two players meet more than {seating.most_meetings} times.")
    low, high = rounds // size, -(-rounds // size)
    times = f"{low} times" if low == high else f"{low} or {high} times"
    if seating.winds_balanced:
        lines.append(f"Every player sits in each wind {times}.")
    else:
        lines.append(f"Not every player sits in each wind {times}.")
    if seating.stop is Stop.STEPS:
        lines.append(f"The search stopped after {seating.steps} steps (--steps to search longer).")
    elif seating.stop is Stop.CLOCK:
        lines.append(
            "The search stopped at its time limit (--seconds to search longer); the same seed "
            "may seat another schedule."
        )
    lines.append(f"Seed {seed}: --seed {seed} seats this schedule again.")
    return lines


def run(argv: list[str]) -> int:
    tolerant_output()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.team_size is not None and args.players is None:
        parser.error("--team-size goes with --players: with --names, teams are in the file")
    entrants = _entrants(parser, args)
    seed = args.seed
    if seed is None:
        # Imported here: only a drawn seed needs it.
        import random

        seed = random.SystemRandom().randrange(SEEDS)
    plan = SchedulePlan(entrants, args.rounds, args.table_size, args.clubs_apart)
    try:
        seating = seat_schedule(plan, seed=seed, budget=Budget(args.steps, args.seconds))
    except TallyoError as error:
        parser.error(str(error))
    if args.json:
        numbered = args.names is None
        print(
            json.dumps(
                {
                    "rounds": [
                        [[_player(player, numbered) for player in table] for table in tables]
                        for tables in seating.schedule.rounds
                    ],
                    "repeats": seating.repeats,
                    "most_meetings": seating.most_meetings,
                    "winds_balanced": seating.winds_balanced,
                    "seed": seed,
                },
                ensure_ascii=False,
            )
        )
        return 0
    sys.stdout.write(text_schedule(seating, seed))
    return 0
