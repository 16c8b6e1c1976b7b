"""`tallyo-desktop hand`: count a winning hand from its tiles, and show what it pays.

The command is held to a script that counts the same hand with `mahjong` alone, and argparse
with the parser it builds is most of what it adds besides the core: about 3 ms of 40 (argparse
itself, the `locale` module its messages' lookup loads, the help formatter's first patterns).
So a call whose every option is written out in full, as in the examples, is read without it
(`quick_arguments`), to the same values; anything else (the help, an abbreviated option,
`--option=value`, a value starting with a dash, a mistake) goes to argparse, which answers as
it always has.
"""

from __future__ import annotations

import sys
from types import SimpleNamespace
from typing import TYPE_CHECKING

from tallyo_desktop.commands.payments import payment_sentence, payments_json, whole_number
from tallyo_desktop.core.counting.count import YAKUMAN_HAN, CountedHand, count_hand
from tallyo_desktop.core.counting.situation import Meld, RiichiKind, WinSituation
from tallyo_desktop.core.counting.tiles import parse_tile, parse_tiles
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.rules.presets import DEFAULT, KNOWN
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import yakuman_name
from tallyo_desktop.core.seats import Wind

if TYPE_CHECKING:
    import argparse

    Arguments = argparse.Namespace | SimpleNamespace

PROG = "tallyo-desktop hand"
WINDS = {"E": Wind.EAST, "S": Wind.SOUTH, "W": Wind.WEST, "N": Wind.NORTH}
FLAGS = (
    "--ron", "--tsumo", "--riichi", "--double-riichi", "--ippatsu", "--haitei", "--houtei",
    "--rinshan", "--chankan", "--tenhou", "--chiihou", "--renhou", "--json",
)  # fmt: skip
"""The options without a value, as `build_parser` declares them."""
WITH_VALUE = {
    "--win": None, "--meld": None, "--dora": "", "--ura": "", "--seat": "S", "--round": "E",
    "--kita": "0", "--rules": DEFAULT.preset, "--honba": "0", "--sticks": "0",
}  # fmt: skip
"""The options with a value, and their defaults, as `build_parser` declares them (`--meld`
once for each meld)."""


def quick_arguments(argv: list[str]) -> SimpleNamespace | None:
    """The arguments `build_parser` would read from `argv`, when every word is the tiles, an
    option written out in full, or an option's value not starting with a dash, and nothing is
    missing or contradicts; None for anything else, which argparse reads (or refuses)."""
    values: dict[str, object] = {flag[2:].replace("-", "_"): False for flag in FLAGS}
    values.update((option[2:], default) for option, default in WITH_VALUE.items())
    melds: list[str] = []
    tiles: str | None = None
    words = iter(argv)
    for word in words:
        if not word.startswith("-"):
            if tiles is not None:
                return None
            tiles = word
        elif word in FLAGS:
            values[word[2:].replace("-", "_")] = True
        elif word in WITH_VALUE:
            value = next(words, None)
            if value is None or value.startswith("-"):
                return None
            if word == "--meld":
                melds.append(value)
            else:
                values[word[2:]] = value
        else:
            return None
    for wind in ("seat", "round"):
        values[wind] = str(values[wind]).upper()
        if values[wind] not in WINDS:
            return None
    if tiles is None or values["win"] is None or values["ron"] == values["tsumo"]:
        return None
    if values["riichi"] and values["double_riichi"]:
        return None
    values["meld"] = melds
    return SimpleNamespace(tiles=tiles, **values)


def build_parser() -> argparse.ArgumentParser:
    # Imported here: the quick reading above needs no argparse.
    from tallyo_desktop.commands.parser import CommandParser

    parser = CommandParser(
        prog=PROG,
        description="Count a winning hand from its tiles: its yaku, han and fu, and what it pays. "
        "Tiles are written as digits before their suit, 123m456p789s11z: m, p and s are the "
        "suits, 0 is a red five, and 1z-7z are East, South, West, North, White, Green and Red.",
        epilog="Example: tallyo-desktop hand 234567m340p678s99p --win 6s --ron --riichi --dora 8p",
    )
    parser.add_argument(
        "tiles", help="the tiles outside the melds, the winning tile included (e.g. 123m55z)"
    )
    parser.add_argument("--win", required=True, metavar="TILE", help="the winning tile")
    how = parser.add_mutually_exclusive_group(required=True)
    how.add_argument("--ron", action="store_true", help="won on another player's discard")
    how.add_argument("--tsumo", action="store_true", help="won by self-draw")
    parser.add_argument(
        "--meld",
        action="append",
        default=[],
        metavar="KIND:TILES",
        help="a called set or a kan: chi, pon, kan (open or added) or ankan (closed), as in "
        "pon:777z or ankan:1111m; once for each",
    )
    parser.add_argument("--dora", default="", metavar="TILES", help="the dora indicators")
    parser.add_argument("--ura", default="", metavar="TILES", help="the ura dora indicators")
    riichi = parser.add_mutually_exclusive_group()
    riichi.add_argument("--riichi", action="store_true", help="the winner declared riichi")
    riichi.add_argument("--double-riichi", action="store_true", help="riichi on the first discard")
    for flag, help_text in (
        ("--ippatsu", "won within one go-around of riichi"),
        ("--haitei", "won by tsumo on the last tile of the wall"),
        ("--houtei", "won by ron on the last discard"),
        ("--rinshan", "won on the tile drawn after a kan"),
        ("--chankan", "won on the tile another player added to a kan"),
        ("--tenhou", "the dealer won on the first draw"),
        ("--chiihou", "a non-dealer won on the first draw"),
        ("--renhou", "a non-dealer won by ron before the first draw"),
    ):
        parser.add_argument(flag, action="store_true", help=help_text)
    parser.add_argument(
        "--seat",
        default="S",
        type=str.upper,
        choices=list(WINDS),
        help="the winner's seat wind; E is the dealer (default: S, a non-dealer)",
    )
    parser.add_argument(
        "--round",
        default="E",
        type=str.upper,
        choices=list(WINDS),
        help="the round wind (default: E)",
    )
    parser.add_argument("--kita", default="0", metavar="N", help="Norths set aside (3 players)")
    parser.add_argument(
        "--rules",
        default=DEFAULT.preset,
        metavar="ID",
        help=f"the preset to count under (default: {DEFAULT.preset}; see tallyo-desktop rules)",
    )
    parser.add_argument("--honba", default="0", help="honba counters on the table")
    parser.add_argument("--sticks", default="0", help="riichi sticks on the table")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _situation(args: Arguments, rules: Rules) -> WinSituation:
    riichi = RiichiKind.NONE
    if args.riichi:
        riichi = RiichiKind.RIICHI
    elif args.double_riichi:
        riichi = RiichiKind.DOUBLE
    return WinSituation(
        concealed=parse_tiles(args.tiles, rules),
        win_tile=parse_tile(args.win, rules),
        tsumo=args.tsumo,
        melds=_melds(args.meld, rules),
        riichi=riichi,
        ippatsu=args.ippatsu,
        haitei=args.haitei,
        houtei=args.houtei,
        rinshan=args.rinshan,
        chankan=args.chankan,
        tenhou=args.tenhou,
        chiihou=args.chiihou,
        renhou=args.renhou,
        seat_wind=WINDS[args.seat],
        round_wind=WINDS[args.round],
        dora_indicators=parse_tiles(args.dora, rules) if args.dora.strip() else (),
        ura_indicators=parse_tiles(args.ura, rules) if args.ura.strip() else (),
        kita=whole_number(args.kita, "The number of kita") or 0,
    )


def _melds(texts: list[str], rules: Rules) -> tuple[Meld, ...]:
    if not texts:
        return ()
    # Imported only for a hand with melds: its module also makes the record's WinTiles, a
    # class the count of a closed hand never needs (each frozen dataclass costs about 0.4 ms
    # to make as its module is imported).
    from tallyo_desktop.core.counting.win_tiles import parse_meld

    return tuple(parse_meld(text, rules) for text in texts)


def _as_json(counted: CountedHand) -> dict[str, object]:
    return {
        "han": counted.han,
        "fu": counted.fu,
        "yakuman": counted.yakuman,
        "yaku": [{"name": item.name, "han": item.han} for item in counted.yaku],
        "fu_breakdown": [
            {"fu": item.fu, "source": item.source.value, "reason": item.reason}
            for item in counted.fu_items
        ],
        "notes": list(counted.notes),
        **payments_json(counted.score),
    }


def _text(counted: CountedHand) -> str:
    def worth(han: int) -> str:
        if counted.yakuman:
            return yakuman_name(han // YAKUMAN_HAN)
        return f"{han} han"

    width = max(len(item.label) for item in counted.yaku)
    lines = [f"{item.label:<{width}}  {worth(item.han)}" for item in counted.yaku]
    if not counted.yakuman:
        fu = f"{counted.fu} fu"
        if counted.fu_sum != counted.fu:
            fu += f" ({counted.fu_sum} rounded up)"
        lines.append(f"{'Total':<{width}}  {counted.han} han, {fu}")
        lines += [f"  {item.fu:>3} fu  {item.reason}" for item in counted.fu_items]
    lines += counted.notes
    lines.append(payment_sentence(counted.hand, counted.score))
    return "\n".join(lines)


def run(argv: list[str]) -> int:
    args = quick_arguments(argv) or build_parser().parse_args(argv)
    if args.rules not in KNOWN:
        print(
            f"{PROG}: there is no preset {args.rules!r}. The presets are: " + ", ".join(KNOWN),
            file=sys.stderr,
        )
        return 2
    rules = KNOWN[args.rules]
    try:
        counted = count_hand(
            _situation(args, rules),
            rules,
            honba=whole_number(args.honba, "Honba") or 0,
            sticks=whole_number(args.sticks, "The number of riichi sticks") or 0,
        )
    except TallyoError as error:
        print(f"{PROG}: {error}", file=sys.stderr)
        return 2
    if args.json:
        # Only asked for now and then: the plain answer does not wait for the json module.
        import json

        print(json.dumps(_as_json(counted), ensure_ascii=False))
    else:
        print(_text(counted))
    return 0
