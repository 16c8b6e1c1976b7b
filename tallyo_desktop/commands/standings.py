"""`tallyo-desktop standings PATH...`: the standings over game files gathered from a club's
tables, as a table, JSON or CSV. docs/standings.md holds the contract other programs rely on.
"""

from __future__ import annotations

import argparse
import json
import sys

from tallyo_desktop.commands import columns
from tallyo_desktop.commands.parser import (
    CommandParser,
    add_game_selection,
    printable,
    tolerant_output,
)
from tallyo_desktop.core.club.standings import (
    PlayerRow,
    Selection,
    Standings,
    standings_dict,
    standings_over,
)
from tallyo_desktop.core.record.format import FILE_SUFFIX
from tallyo_desktop.core.table.settlement import format_result

PROG = "tallyo-desktop standings"
DESCRIPTION = "Show the standings over game files: each player's total, places and figures."
NAME_WIDTH = 24
"""The most characters of a name the table shows; longer ones are cut with an ellipsis."""
PLACES = ("1st", "2nd", "3rd", "4th")
_PLAYERS = {4: "four-player", 3: "three-player"}


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"not a number of games (0 or more): {text!r}")
    return value


def build_parser() -> CommandParser:
    parser = CommandParser(
        prog=PROG,
        description=DESCRIPTION,
        epilog="Copies of one game (the same id) count once: the longest, unless they "
        "contradict each other. Exit status 2 when no game file could be read.",
    )
    add_game_selection(parser)
    parser.add_argument(
        "--min-games",
        type=_count,
        default=0,
        metavar="N",
        help="leave out of the rows the players with fewer than N games",
    )
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="print one JSON object")
    output.add_argument(
        "--csv", metavar="FILE", help="write the rows as CSV to FILE (- for standard output)"
    )
    return parser


def csv_rows(table: Standings, players: int) -> list[list[object]]:
    """The rows as the CSV holds them: a header, then one row a player."""
    header: list[object] = ["Name", "Games", "Total", "Average place", *PLACES[:players]]
    header += ["Hands", "Wins", "Deal-ins", "Riichi", "Busts"]
    return [header] + [
        [
            row.name,
            row.games,
            format_result(row.total),
            row.average_place,
            *row.places,
            row.hands,
            row.wins,
            row.deal_ins,
            row.riichi,
            row.busts,
        ]
        for row in table.players
    ]


def _shown_name(name: str) -> str:
    return columns.cut(printable(name), NAME_WIDTH)


def _cells(rank: int, row: PlayerRow) -> list[str]:
    return [
        str(rank),
        _shown_name(row.name),
        str(row.games),
        format_result(row.total),
        f"{row.average_place:.2f}",
        *(str(count) for count in row.places),
        str(row.hands),
        str(row.wins),
        str(row.deal_ins),
        str(row.riichi),
        str(row.busts),
    ]


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _heading(table: Standings, selection: Selection) -> str:
    kind = _PLAYERS[selection.players]
    if selection.start and selection.end:
        dates = f"from {selection.start} to {selection.end}"
    elif selection.start:
        dates = f"from {selection.start} on"
    elif selection.end:
        dates = f"up to {selection.end}"
    else:
        dates = "all dates"
    return f"Standings: {_plural(table.games, f'{kind} game')}, {dates}"


def text_table(table: Standings, selection: Selection) -> str:
    """The standings as the terminal shows them, with what was not counted after them."""
    lines = [_heading(table, selection), ""]
    if table.players:
        header = ["#", "Name", "Games", "Total", "Avg", *PLACES[: selection.players]]
        header += ["Hands", "Wins", "Deal-ins", "Riichi", "Busts"]
        body = [_cells(rank, row) for rank, row in enumerate(table.players, start=1)]
        widths = [
            max(columns.width(cells[column]) for cells in [header, *body])
            for column in range(len(header))
        ]
        for cells in [header, *body]:
            # Names to the left, figures to the right.
            parts = [
                columns.left(cell, width) if column == 1 else columns.right(cell, width)
                for column, (cell, width) in enumerate(zip(cells, widths, strict=True))
            ]
            lines.append("  ".join(parts).rstrip())
    elif table.games and selection.min_games:
        lines.append(f"No player has {_plural(selection.min_games, 'game')} or more.")
    else:
        lines.append(f"No finished {_PLAYERS[selection.players]} games to count.")
    lines += notes(table, selection)
    return "\n".join(lines) + "\n"


def notes(table: Standings, selection: Selection) -> list[str]:
    """What was found and not counted, each part after an empty line."""
    lines: list[str] = []
    if selection.min_games and table.players:
        lines += [
            "",
            f"Players with fewer than {_plural(selection.min_games, 'game')} are not shown.",
        ]
    if table.skipped:
        other = _PLAYERS[7 - selection.players]
        lines += [
            "",
            f"{_plural(table.skipped, f'{other} game')} not counted (--players).",
        ]
    if table.unfinished:
        lines += ["", "Not finished, not counted:"]
        lines += [f"  {printable(path)}" for path in table.unfinished]
    if table.conflicts:
        lines += [
            "",
            "Copies of one game that contradict each other, not counted (keep the right copy "
            "and move the others out of these folders):",
        ]
        lines += ["  " + ", ".join(printable(path) for path in paths) for paths in table.conflicts]
    if table.refused:
        lines += ["", "Could not be read:"]
        lines += [f"  {printable(one.path)}: {printable(one.error)}" for one in table.refused]
    return lines


def _write_csv(table: Standings, selection: Selection, target: str) -> int:
    # Imported here: only --csv needs the csv module.
    from tallyo_desktop.core.record.export import rows_to_csv

    text = rows_to_csv(csv_rows(table, selection.players))
    if target == "-":
        # Bytes, so that the byte order mark and every name come out as UTF-8 whatever the
        # console's encoding.
        sys.stdout.flush()
        sys.stdout.buffer.write(text.encode("utf-8"))
        sys.stdout.buffer.flush()
    else:
        try:
            with open(target, "w", encoding="utf-8", newline="") as out:
                out.write(text)
        except OSError as error:
            reason = error.strerror or str(error)
            print(f"{PROG}: {printable(target)} could not be written: {reason}.", file=sys.stderr)
            return 2
    for line in notes(table, selection):
        print(line, file=sys.stderr)
    return 0


def run(argv: list[str]) -> int:
    tolerant_output()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.start and args.end and args.start > args.end:
        parser.error(f"--from {args.start} is after --to {args.end}: no date is in between")
    if args.csv is not None and args.csv.lower().endswith(FILE_SUFFIX):
        parser.error(f"--csv {args.csv} would write over a game file: name a .csv file")
    selection = Selection(
        players=args.players, start=args.start, end=args.end, min_games=args.min_games
    )
    table = standings_over(args.paths, selection)
    if table.read == 0:
        # Still said in the form asked for, so that a script sees what was refused.
        if args.json:
            print(json.dumps(standings_dict(table), ensure_ascii=False))
        elif args.csv is None:
            sys.stdout.write(text_table(table, selection))
        else:
            for line in notes(table, selection):
                print(line, file=sys.stderr)
        what = "no game file could be read" if table.refused else "no game files were found"
        print(f"{PROG}: {what} in {' '.join(map(printable, args.paths))}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(standings_dict(table), ensure_ascii=False))
        return 0
    if args.csv is not None:
        return _write_csv(table, selection, args.csv)
    sys.stdout.write(text_table(table, selection))
    return 0
