"""`tallyo-desktop score`: what one winning hand pays, for a player at the table."""

from __future__ import annotations

import argparse
import json
import sys

from tallyo_desktop.commands.parser import CommandParser
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.hand import Hand
from tallyo_desktop.core.rules import Rules
from tallyo_desktop.core.scoring import WinScore, score_win


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


def _whole(text: str | None, what: str) -> int | None:
    if text is None:
        return None
    digits = text.removeprefix("-")
    if not (digits.isascii() and digits.isdigit()):
        raise TallyoError(f"{what} must be a whole number, not {text!r}.")
    return int(text)


def _sentence(hand: Hand, score: WinScore) -> str:
    who = "Dealer" if score.dealer else "Non-dealer"
    how = "tsumo" if score.tsumo else "ron"
    parts = [f"{who} {how}", hand.describe()]
    if score.value.limit_name and not hand.yakuman:
        parts[-1] += f" ({score.value.limit_name})"
    if score.honba:
        parts.append(f"{score.honba} honba")
    if score.sticks:
        parts.append(f"{score.sticks} riichi stick{'s' if score.sticks > 1 else ''}")
    if not score.tsumo:
        paid = f"{score.discarder_pays}"
    elif score.dealer:
        paid = f"{score.each_pays} all"
    else:
        paid = (
            f"{score.non_dealer_pays} from each non-dealer and {score.dealer_pays} from the dealer"
        )
    if score.sticks or score.tsumo:
        paid += f" ({score.total} in all)"
    return f"{', '.join(parts)}: {paid}"


def _as_json(score: WinScore) -> dict[str, object]:
    payments: dict[str, object] = {"limit": score.value.limit_name}
    if not score.tsumo:
        payments["discarder_pays"] = score.discarder_pays
    elif score.dealer:
        payments["each_pays"] = score.each_pays
    else:
        payments["dealer_pays"] = score.dealer_pays
        payments["non_dealer_pays"] = score.non_dealer_pays
    payments["total"] = score.total
    return payments


def run(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    rules = Rules(kiriage_mangan=args.kiriage)
    try:
        yakuman = _whole(args.yakuman, "The yakuman count") or 0
        if yakuman:
            if args.han is not None or args.fu is not None:
                raise TallyoError("With --yakuman give no han or fu.")
            hand = Hand(yakuman=yakuman)
        else:
            han = _whole(args.han, "Han")
            if han is None:
                raise TallyoError("Give the han of the hand, or --yakuman N.")
            hand = Hand(han=han, fu=_whole(args.fu, "Fu"))
        score = score_win(
            hand,
            tsumo=args.tsumo,
            dealer=args.dealer,
            honba=_whole(args.honba, "Honba") or 0,
            sticks=_whole(args.sticks, "The number of riichi sticks") or 0,
            rules=rules,
        )
    except TallyoError as error:
        print(f"tallyo-desktop score: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(_as_json(score)))
    else:
        print(_sentence(hand, score))
    return 0
