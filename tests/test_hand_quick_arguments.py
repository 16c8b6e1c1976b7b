"""`tallyo-desktop hand` reads a plain call without argparse, to the values argparse gives.

The quick reading takes what it knows and hands everything else to argparse: whatever it
takes, argparse would have taken to the same values; what argparse refuses, it never takes.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tallyo_desktop.commands.hand import FLAGS, WITH_VALUE, build_parser, quick_arguments

WORDS = [
    *FLAGS,
    *WITH_VALUE,
    "123m456p789s234m11z", "234567m340p678s99p", "4m", "6s", "8p", "pon:777z", "ankan:1111m",
    "e", "S", "w", "x", "north", "tenhou", "wrc", "0", "2", "-1", "", "-", "--", "-h", "--help",
    "--ro", "--tsu", "--win=4m", "--seat=E", "--dora=1m", "--rii", "--unknown", "-x",
]  # fmt: skip

PLAIN_CALLS = [
    ["123m456p789s234m11z", "--win", "4m", "--ron", "--riichi"],
    ["234567m340p678s99p", "--win", "6s", "--ron", "--riichi", "--dora", "8p"],
    ["123m456p789s11z234m", "--win", "2m", "--tsumo"],
    ["11m", "--win", "1m", "--tsumo", "--meld", "pon:777z", "--meld", "chi:234p", "--seat", "e"],
    ["123m456p789s234m11z", "--ron", "--win", "4m", "--rules", "wrc", "--honba", "2", "--json"],
]


def argparse_reads(argv: list[str]) -> dict[str, object] | None:
    """What argparse makes of `argv`; None where it refuses them (or prints the help)."""
    try:
        return vars(build_parser().parse_args(argv))
    except SystemExit:
        return None


@given(st.lists(st.sampled_from(WORDS), max_size=12))
def test_what_it_takes_argparse_takes_to_the_same_values(argv: list[str]) -> None:
    quick = quick_arguments(argv)
    if quick is not None:
        assert vars(quick) == argparse_reads(argv)


@given(st.lists(st.tuples(st.sampled_from(WORDS), st.integers(0, 20)), max_size=6))
def test_nearly_plain_calls_too(extras: list[tuple[str, int]]) -> None:
    # A plain call with a few words put in anywhere: often still one either reading takes.
    argv = ["123m456p789s234m11z", "--win", "4m", "--ron"]
    for word, place in extras:
        argv.insert(place % (len(argv) + 1), word)
    quick = quick_arguments(argv)
    if quick is not None:
        assert vars(quick) == argparse_reads(argv)


@pytest.mark.parametrize("argv", PLAIN_CALLS)
def test_a_plain_call_is_read_quickly_to_argparses_values(argv: list[str]) -> None:
    quick = quick_arguments(argv)
    assert quick is not None
    assert vars(quick) == argparse_reads(argv)


@pytest.mark.parametrize(
    "argv",
    [
        ["123m456p789s234m11z", "--win", "4m"],  # neither ron nor tsumo
        ["123m456p789s234m11z", "--win", "4m", "--ron", "--tsumo"],
        ["123m456p789s234m11z", "--ron"],  # no winning tile
        ["--win", "4m", "--ron"],  # no tiles
        ["123m", "456p", "--win", "4m", "--ron"],
        ["123m456p789s234m11z", "--win", "4m", "--ron", "--seat", "x"],
        ["123m456p789s234m11z", "--win", "4m", "--ron", "--riichi", "--double-riichi"],
        ["123m456p789s234m11z", "--win", "4m", "--tsu"],  # argparse's abbreviation
        ["123m456p789s234m11z", "--win=4m", "--ron"],
        ["123m456p789s234m11z", "--win", "4m", "--ron", "--kita", "-1"],
        ["--help"],
    ],
)
def test_anything_else_is_left_to_argparse(argv: list[str]) -> None:
    assert quick_arguments(argv) is None


def test_it_knows_every_option_of_the_parser_and_its_default() -> None:
    parser = build_parser()
    options = {
        option: action
        for action in parser._actions
        for option in action.option_strings
        if option not in ("-h", "--help")
    }
    assert set(options) == set(FLAGS) | set(WITH_VALUE)
    for option, default in WITH_VALUE.items():
        if option != "--meld":
            assert options[option].default == default, option
    assert options["--meld"].default == []


def test_a_plain_call_loads_neither_argparse_nor_the_melds_module() -> None:
    code = (
        "import sys\n"
        "from tallyo_desktop.cli import main\n"
        "main(['hand', '123m456p789s234m11z', '--win', '4m', '--ron', '--riichi'])\n"
        "print(sorted(name for name in ('argparse', 'tallyo_desktop.core.counting.win_tiles')"
        " if name in sys.modules))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert result.stdout.splitlines()[0] == "Riichi  1 han"
    assert result.stdout.splitlines()[-1] == "[]"


def test_a_hand_with_melds_is_counted_with_them(capsys: pytest.CaptureFixture[str]) -> None:
    from tallyo_desktop.cli import main

    argv = ["hand", "123m456p11z", "--win", "1z", "--ron", "--meld", "pon:777z", "--meld",
            "chi:789s"]  # fmt: skip
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "Yakuhai (chun)  1 han"
    assert "4 fu  open triplet of terminals or honours" in out
