"""`tallyo-desktop tournament FILE`: a tournament file's ranking, as a table or as JSON, and
its ranking, the EMA's results table and its web page written to files. docs/tournament.md
holds the contract other programs rely on.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from tallyo_desktop.commands.output import file_problem, refuse, write_file
from tallyo_desktop.commands.parser import CommandParser, printable, tolerant_output
from tallyo_desktop.core.tournament.exports import (
    ema_results_csv,
    place_text,
    ranking_csv,
    total_text,
)
from tallyo_desktop.core.tournament.ranking import RankedRow, Ranking, ranking, team_ranking
from tallyo_desktop.core.tournament.state import TournamentState
from tallyo_desktop.core.tournament.tournament_file import (
    FILE_SUFFIX,
    BadTournamentFile,
    read_tournament,
)
from tallyo_desktop.core.tournament.web_page import web_page

PROG = "tallyo-desktop tournament"
DESCRIPTION = (
    "Show a tournament's ranking from its file: each player's place, total, results by round, "
    "penalties and EMA tournament points."
)
NAME_WIDTH = 24


def _round(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"not a number of rounds (0 or more): {text!r}")
    return value


def build_parser() -> CommandParser:
    parser = CommandParser(
        prog=PROG,
        description=DESCRIPTION,
        epilog="Exit status 2 when the file cannot be read, or a file to write cannot be "
        "written; nothing is written over the tournament file.",
    )
    parser.add_argument("file", metavar="FILE", help=f"a tournament file ({FILE_SUFFIX})")
    parser.add_argument(
        "--after-round",
        type=_round,
        metavar="N",
        help="the ranking after round N: the results of rounds 1..N (default: every result)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--csv", metavar="OUT", help="write the ranking as CSV to OUT")
    parser.add_argument(
        "--ema-csv",
        metavar="OUT",
        help="write the EMA's results table (place, name, EMA number, country, total, MERS "
        "points) as CSV to OUT",
    )
    parser.add_argument(
        "--html", metavar="OUT", help="write the ranking and the schedule as a web page to OUT"
    )
    return parser


def _player_dict(row: RankedRow) -> dict[str, object]:
    player = row.player
    return {
        "place": row.place,
        "tied": row.tied,
        "number": player.id,
        "name": player.name,
        "ema": player.ema,
        "country": player.country,
        "club": player.club,
        "team": player.team,
        "total": row.total,
        "results": list(row.results),
        "penalties": row.penalties,
        "chombo": row.chombo,
        "played": row.played,
        "dropped_from_round": None if row.dropped_from is None else row.dropped_from + 1,
        "finalist": row.finalist,
        "carried": row.carried,
        "mers": row.mers,
    }


def ranking_dict(state: TournamentState, table: Ranking) -> dict[str, object]:
    """The JSON object `--json` prints (docs/tournament.md)."""
    return {
        "tournament": {
            "id": state.id,
            "name": state.name,
            "day": state.day,
            "rules": state.rules.preset,
            "rounds": state.rounds,
            "table_size": state.table_size,
        },
        "after_round": table.rounds,
        "rounds_complete": state.rounds_complete(),
        "tables": [
            {
                "round": number + 1,
                "tables": len(state.tables(number)),
                "reported": len(state.reported(number)),
            }
            for number in range(state.rounds)
        ],
        "ranking": [_player_dict(row) for row in table.ranked],
        "substitutes": [_player_dict(row) for row in table.rows if row.place is None],
        "teams": [
            {
                "place": team.place,
                "tied": team.tied,
                "team": team.team,
                "members": list(team.members),
                "total": team.total,
            }
            for team in team_ranking(table)
        ],
    }


def _shown(name: str) -> str:
    shown = printable(name)
    return (
        shown if len(shown) <= NAME_WIDTH else shown[: NAME_WIDTH - 1] + "\N{HORIZONTAL ELLIPSIS}"
    )


def text_ranking(state: TournamentState, table: Ranking) -> str:
    """The ranking as the terminal shows it."""
    reported = sum(len(state.reported(number)) for number in range(table.rounds))
    lines = [
        f"{printable(state.name)}, {state.day}: ranking after round {table.rounds} of "
        f"{state.rounds} ({len(table.ranked)} players ranked, {reported} tables reported).",
        "",
    ]
    header = [
        "Place",
        "Player",
        "Total",
        *(f"R{n + 1}" for n in range(table.rounds)),
        "Pen.",
        "MERS",
    ]
    rows = [header]
    for row in table.rows:
        name = _shown(row.player.name)
        if row.player.substitute:
            name += " (substitute)"
        elif row.dropped_from is not None:
            name += " (dropped)"
        results = ["" if result is None else total_text(result) for result in row.results]
        rows.append(
            [
                place_text(row),
                name,
                total_text(row.total),
                *results,
                total_text(-row.penalties) if row.penalties else "",
                "" if row.mers is None else str(row.mers),
            ]
        )
    widths = [max(len(cells[column]) for cells in rows) for column in range(len(header))]
    for cells in rows:
        line = [cells[0].rjust(widths[0]), cells[1].ljust(widths[1])]
        line += [cell.rjust(width) for cell, width in zip(cells[2:], widths[2:], strict=True)]
        lines.append("  ".join(line).rstrip())
    teams = team_ranking(table)
    if teams:
        lines += ["", "Teams:"]
        for team in teams:
            place = f"{team.place}=" if team.tied else str(team.place)
            lines.append(f"  {place:>4}  {printable(team.team)}  {total_text(team.total)}")
    return "\n".join(lines) + "\n"


def _targets(args: argparse.Namespace) -> list[tuple[str, str]]:
    return [
        (path, kind)
        for path, kind in ((args.csv, ".csv"), (args.ema_csv, ".csv"), (args.html, ".html"))
        if path is not None
    ]


def run(argv: list[str]) -> int:
    tolerant_output()
    parser = build_parser()
    args = parser.parse_args(argv)
    for path, kind in _targets(args):
        if path.lower().endswith(FILE_SUFFIX):
            return refuse(PROG, path, f"it would write over a tournament file: name a {kind} file")
        problem = file_problem(path, kind)
        if problem is not None:
            return refuse(PROG, path, problem)
    try:
        tournament = read_tournament(args.file)
    except BadTournamentFile as error:
        print(f"{PROG}: {printable(args.file)}: {printable(str(error))}", file=sys.stderr)
        return 2
    state = tournament.state
    table = ranking(state, args.after_round)
    writes: list[tuple[str | None, Callable[[], str]]] = [
        (args.csv, lambda: ranking_csv(state, table)),
        (args.ema_csv, lambda: ema_results_csv(state, table)),
        (args.html, lambda: web_page(state, table)),
    ]
    for target, text in writes:
        if target is None:
            continue
        try:
            write_file(target, text().encode("utf-8"))
        except OSError as error:
            return refuse(PROG, target, error.strerror or str(error))
    if args.json:
        print(json.dumps(ranking_dict(state, table), ensure_ascii=False))
    else:
        sys.stdout.write(text_ranking(state, table))
    return 0
