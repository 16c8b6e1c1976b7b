"""`tallyo-desktop replay FILE`: the table and the settlement of a saved game, without a window."""

from __future__ import annotations

import argparse
import json
import sys
import textwrap

from tallyo_desktop.commands.parser import CommandParser, printable, tolerant_output
from tallyo_desktop.core.record.files import read_game_file
from tallyo_desktop.core.record.format import BadGameFile
from tallyo_desktop.core.rules.presets import rules_name
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.history import HistoryRow, history_rows
from tallyo_desktop.core.table.settlement import format_result, leftover_note, unpaid_note
from tallyo_desktop.core.table.state import EndReason

PROG = "tallyo-desktop replay"
LINE_WIDTH = 80
NAME_WIDTH = 30
"""The most characters of a name the table shows: its longest line, a settlement line with a
chombo penalty, still fits 80 columns. Names are measured as the table pads them, in characters.
"""


def build_parser() -> argparse.ArgumentParser:
    parser = CommandParser(
        prog=PROG,
        description="Replay a saved game (.tallyo) and show its table and settlement.",
    )
    parser.add_argument("file", help="the game file")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def summary(game: Game) -> dict[str, object]:
    """What the command shows, as plain data: the `--json` object."""
    state = game.state
    outcome = game.settlement()
    return {
        "rules": game.rules.preset,
        "rules_name": rules_name(game.rules),
        "players": game.rules.players,
        "events": len(game),
        "hands": [
            {
                "hand": row.hand_name,
                "honba": row.honba,
                "summary": row.summary,
                "changes": list(row.changes),
                "totals": list(row.totals),
            }
            for row in history_rows(game)
        ],
        "table": {
            "seats": [
                {
                    "seat": seat,
                    "name": state.names[seat],
                    "wind": state.wind_of(seat).label.lower(),
                    "points": state.points[seat],
                }
                for seat in range(state.seats)
            ],
            "round": state.round_wind.label.lower(),
            "hand": state.hand_number,
            "honba": state.honba,
            "sticks": state.sticks,
        },
        "over": state.is_over,
        "end": None
        if state.ended is None
        else {"reason": state.ended.value, "explanation": state.ended.explanation},
        "settlement": [
            {
                "place": standing.place,
                "seat": standing.seat,
                "name": standing.name,
                "points": standing.points,
                "uma": standing.uma,
                "oka": standing.oka,
                "chombo": standing.chombo,
                "result": standing.result,
                "result_text": standing.result_text,
            }
            for standing in outcome.by_place()
        ],
        "leftover_sticks": outcome.leftover_sticks,
        "leftover_to": [
            {"seat": seat, "name": state.names[seat], "points": amount}
            for seat, amount in outcome.leftover_shares
        ],
        "leftover_sticks_lost": outcome.sticks_lost,
        "unpaid": outcome.unpaid,
    }


def shown_name(name: str) -> str:
    """`name` as the table shows it: escaped, and cut with an ellipsis if it is too long to pad
    every line to (a name from a file may be any length)."""
    shown = printable(name)
    if len(shown) <= NAME_WIDTH:
        return shown
    return shown[: NAME_WIDTH - 1] + "\N{HORIZONTAL ELLIPSIS}"


def _hand_label(row: HistoryRow) -> str:
    return f"{row.hand_name}, {row.honba} honba" if row.honba else row.hand_name


def _with_shown_names(game: Game) -> Game:
    """The game with its players' names as the table shows them, cut where they are too long,
    so that a hand's line names them the same way (the game itself where no name is cut)."""
    shown = [shown_name(name) for name in game.names]
    if shown == list(game.names) or len(set(shown)) != len(shown):
        return game
    return Game.replay(game.rules, shown, game.events)


def hand_lines(game: Game) -> list[str]:
    """Each hand and what happened in it, as the history says it: the limit or the han and fu,
    who paid what to whom, the liable player of a yakuman. A long line wraps under itself."""
    rows = history_rows(_with_shown_names(game))
    if not rows:
        return []
    width = max(len(_hand_label(row)) for row in rows)
    lines = ["Hands"]
    for row in rows:
        lines += textwrap.wrap(
            printable(row.summary),
            width=LINE_WIDTH,
            initial_indent=f"  {_hand_label(row):<{width}}  ",
            subsequent_indent=" " * (width + 4),
        )
    return [*lines, ""]


def text_report(game: Game) -> str:
    state = game.state
    names = [shown_name(name) for name in game.names]
    width = max(len(name) for name in names)
    lines = [f"{rules_name(game.rules)} rules, {_plural(len(game), 'event')}", ""]
    lines += hand_lines(game)
    # The winds change every hand the deal moves: say which hand's they are, so that nobody
    # reads the last hand's East as the first dealer.
    if state.ended is EndReason.TIME:
        # The game ended between two hands: the table is that of the hand never played.
        which = "not played: the game was ended by time"
    else:
        which = "the last hand" if state.is_over else "the hand being played"
    lines.append(f"Seat winds in {state.hand_name} ({which}):")
    for seat in range(state.seats):
        wind = state.wind_of(seat).label
        lines.append(f"  {names[seat]:<{width}}  {wind:<5}  {state.points[seat]:>7}")
    sticks = _plural(state.sticks, "riichi stick")
    lines.append(f"{state.hand_name}, {state.honba} honba, {sticks} on the table")
    if state.ended is None:
        lines.append("The game is not over: the settlement is as it would be if it ended now.")
    else:
        lines.append(f"The game is over. {state.ended.explanation}")
    lines += ["", "Settlement"]
    outcome = game.settlement()
    for standing in outcome.by_place():
        penalty = f"  (chombo {format_result(standing.chombo)})" if standing.chombo else ""
        lines.append(
            f"  {standing.place}  {names[standing.seat]:<{width}}  {standing.points:>7}"
            f"  {standing.result_text:>6}{penalty}"
        )
    for note in (leftover_note(outcome), unpaid_note(outcome)):
        if note is not None:
            lines += textwrap.wrap(printable(note), width=LINE_WIDTH)
    return "\n".join(lines) + "\n"


def run(argv: list[str]) -> int:
    tolerant_output()
    args = build_parser().parse_args(argv)
    try:
        game = read_game_file(args.file)
    except BadGameFile as error:
        print(f"{PROG}: {printable(str(error))}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary(game), ensure_ascii=False))
    else:
        sys.stdout.write(text_report(game))
    return 0
