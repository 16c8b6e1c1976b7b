"""`tallyo-desktop score`: what one winning hand pays, for a player at the table."""

from __future__ import annotations

import argparse
import sys

from tallyo_desktop.commands.parser import CommandParser
from tallyo_desktop.commands.payments import payment_sentence, payments_json, whole_number
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.scoring.payments import score_win


def build_parser() -> argparse.ArgumentParser:
    parser = CommandParser(
        prog="tallyo-desktop score",
        description="Show what a winning hand pays. Fu may be left out from 5 han up.",
    )
    parser.add_argument("han", nargs="?", help="han of the hand (13 or more: counted yakuman)")
    parser.add_argument("fu", nargs="?", help="fu: 20, 25, or 30 to 110 in steps of 10")
    how = parser.add_mutually_exclusive_group(required=True)
    how.add_argument("--ron", action="store_true", help="won on another player's discard")
    how.add_argument("--tsumo", action="store_true", help="won by self-draw")
    parser.add_argument("--dealer", action="store_true", help="the winner is the dealer")
    parser.add_argument("--honba", default="0", help="honba counters on the table")
    parser.add_argument("--sticks", default="0", help="riichi sticks on the table")
    parser.add_argument(
        "--yakuman", default="0", help="score N yakuman (2 = double) instead of han and fu"
    )
    parser.add_argument(
        "--kiriage", action="store_true", help="round 30 fu 4 han and 60 fu 3 han up to mangan"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def run(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    rules = Rules(kiriage_mangan=args.kiriage)
    try:
        yakuman = whole_number(args.yakuman, "The yakuman count") or 0
        if yakuman:
            if args.han is not None or args.fu is not None:
                raise TallyoError("With --yakuman give no han or fu.")
            hand = Hand(yakuman=yakuman)
        else:
            han = whole_number(args.han, "Han")
            if han is None:
                raise TallyoError("Give the han of the hand, or --yakuman N.")
            hand = Hand(han=han, fu=whole_number(args.fu, "Fu"))
        score = score_win(
            hand,
            tsumo=args.tsumo,
            dealer=args.dealer,
            honba=whole_number(args.honba, "Honba") or 0,
            sticks=whole_number(args.sticks, "The number of riichi sticks") or 0,
            rules=rules,
        )
    except TallyoError as error:
        print(f"tallyo-desktop score: {error}", file=sys.stderr)
        return 2
    if args.json:
        # Only asked for now and then: the plain answer does not wait for the json module.
        import json

        print(json.dumps(payments_json(score)))
    else:
        print(payment_sentence(hand, score))
    return 0
