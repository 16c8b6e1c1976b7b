"""`tallyo-desktop rules`: the rule presets, and any one of them as a game record stores it."""

from __future__ import annotations

import argparse
import json
import sys

from tallyo_desktop.commands.parser import CommandParser
from tallyo_desktop.core.record.rules import rules_to_dict
from tallyo_desktop.core.rules.presets import CUSTOM, PRESETS, east_only, rules_name

PROG = "tallyo-desktop rules"


def build_parser() -> argparse.ArgumentParser:
    parser = CommandParser(
        prog=PROG,
        description="List the rule presets, or print one preset's rules as a game record holds "
        "them.",
    )
    parser.add_argument("preset", nargs="?", help="a preset identifier, e.g. tenhou")
    parser.add_argument("--east-only", action="store_true", help="the East-only variant")
    parser.add_argument("--json", action="store_true", help="print the rules object as JSON")
    return parser


# Custom rules start from the default preset; a program can write its own from them.
CHOICES = {**PRESETS, CUSTOM.preset: CUSTOM}


def _listing() -> str:
    width = max(len(preset) for preset in CHOICES)
    lines = [f"{preset:<{width}}  {rules_name(rules)}" for preset, rules in CHOICES.items()]
    return "\n".join(lines) + "\n"


def run(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    if args.preset is None:
        if args.json:
            listed = [
                {"id": preset, "name": rules_name(rules)} for preset, rules in CHOICES.items()
            ]
            print(json.dumps(listed, ensure_ascii=False))
        else:
            sys.stdout.write(_listing())
        return 0
    if args.preset not in CHOICES:
        print(
            f"{PROG}: there is no preset {args.preset!r}. The presets are: " + ", ".join(CHOICES),
            file=sys.stderr,
        )
        return 2
    rules = CHOICES[args.preset]
    if args.east_only:
        rules = east_only(rules)
    document = rules_to_dict(rules)
    if args.json:
        print(json.dumps(document, ensure_ascii=False))
    else:
        print(f"{rules_name(rules)} ({rules.preset})")
        width = max(len(name) for name in document)
        for name, value in document.items():
            print(f"  {name:<{width}}  {json.dumps(value, ensure_ascii=False)}")
    return 0
