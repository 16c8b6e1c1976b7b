"""The floor of `tallyo-desktop --help`: argparse alone, printing a help of the same commands."""

import argparse

COMMANDS = {
    "score": "Show what a winning hand pays.",
    "hand": "Count a winning hand from its tiles: its yaku, han and fu, and what it pays.",
    "replay": "Replay a saved game (.tallyo) and show its table and settlement.",
    "export": "Write a saved game's hands and results as CSV.",
    "rules": "List the rule presets, or print one preset's rules as a game record holds them.",
    "chart": "Show the payment chart of a rule preset.",
}
parser = argparse.ArgumentParser(
    prog="tallyo-desktop",
    description="Tallyo Desktop, an offline scorekeeper for riichi mahjong.",
    add_help=False,
)
subcommands = parser.add_subparsers(title="commands", metavar="COMMAND")
for name, summary in COMMANDS.items():
    subcommands.add_parser(name, help=summary, add_help=False)
options = parser.add_argument_group("options")
options.add_argument("-h", "--help", action="help", help="show this help message and exit")
options.add_argument("--version", action="version", version="tallyo-desktop 0")
parser.parse_args(["--help"])
