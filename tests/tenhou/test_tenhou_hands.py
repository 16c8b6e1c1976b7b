"""565 real winning hands from Tenhou, counted from their tiles by the `hand` command.

Each hand of tests/data/tenhou/hands.jsonl is turned into the arguments a player would type
(the concealed tiles with the winning tile, --win, --ron or --tsumo, each meld, the dora and ura
indicators, how it was won, the seat and round winds) and run through `tallyo-desktop hand ...
--rules tenhou --json` in-process. It must give Tenhou's own han, fu, yaku (the names the
`mahjong` package gives them) and yakuman count, and Tenhou's value of the hand before honba and
sticks.

Tenhou lists "Ura Dora 0" (裏ドラ 0) for a riichi winner without ura dora; a yaku of no han is
no yaku, so those entries are left out of the comparison, and they are the only ones of no han.

How a hand was won (riichi, ippatsu, haitei...) is read from Tenhou's yaku list (`flags`), except
for yakuman hands: Tenhou lists only the yakuman there, so a yakuman won by chankan, say, shows no
chankan. For those the flags worked out from the game's events (`log_flags`) are used.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tallyo_desktop.cli import main

DATA_FILE = Path(__file__).resolve().parent.parent / "data" / "tenhou" / "hands.jsonl"
HANDS: list[dict[str, Any]] = [
    json.loads(line) for line in DATA_FILE.read_text(encoding="utf-8").splitlines()
]
MELD_KINDS = {
    "chi": "chi",
    "pon": "pon",
    "daiminkan": "kan",
    "shouminkan": "kan",
    "ankan": "ankan",
}
FLAGS = (
    "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou",
    "chiihou", "renhou",
)  # fmt: skip


def hand_id(hand: dict[str, Any]) -> str:
    game = hand["game_id"].split(":")[-1].replace("/", "_")
    return f"{game}-hand{hand['hand_index']}-win{hand['win_index']}"


def arguments(hand: dict[str, Any]) -> list[str]:
    """The command line a player would type for this win."""
    args = [hand["hai_str"], "--win", hand["machi_str"], "--tsumo" if hand["tsumo"] else "--ron"]
    for meld in hand["melds"]:
        args += ["--meld", f"{MELD_KINDS[meld['type']]}:{meld['tiles_str']}"]
    if hand["dora_indicators_str"]:
        args += ["--dora", "".join(hand["dora_indicators_str"])]
    if hand["ura_indicators_str"]:
        args += ["--ura", "".join(hand["ura_indicators_str"])]
    flags = hand["log_flags"] if hand["yakuman"] else hand["flags"]
    args += [f"--{flag.replace('_', '-')}" for flag in FLAGS if flags[flag]]
    args += ["--seat", hand["seat_wind"], "--round", hand["round_wind"], "--rules", "tenhou"]
    return [*args, "--json"]


def expected_yaku(hand: dict[str, Any]) -> list[tuple[str, int]]:
    entries = hand["yaku"] + hand["yakuman"]
    return sorted((entry["name_en"], entry["han"]) for entry in entries if entry["han"])


def test_the_data_is_what_its_readme_describes() -> None:
    assert len(HANDS) == 565
    assert Counter(hand["tsumo"] for hand in HANDS) == {False: 317, True: 248}
    assert sum(bool(hand["yakuman"]) for hand in HANDS) == 7
    assert sum(bool(hand["melds"]) for hand in HANDS) >= 258
    # The winner is the dealer exactly when the seat is East: --seat E says it.
    assert all(hand["is_dealer"] == (hand["seat_wind"] == "E") for hand in HANDS)
    no_han = Counter(
        entry["name_en"] for hand in HANDS for entry in hand["yaku"] if not entry["han"]
    )
    assert set(no_han) == {"Ura Dora"}
    # Flags from the yaku list and from the events differ only where Tenhou lists only yakuman.
    assert all(hand["flags"] == hand["log_flags"] for hand in HANDS if not hand["yakuman"])
    assert any(hand["flags"] != hand["log_flags"] for hand in HANDS if hand["yakuman"])


@pytest.mark.parametrize("hand", HANDS, ids=[hand_id(hand) for hand in HANDS])
def test_the_hand_command_counts_as_tenhou_did(
    capsys: pytest.CaptureFixture[str], hand: dict[str, Any]
) -> None:
    args = arguments(hand)
    status = main(["hand", *args])
    out, err = capsys.readouterr()
    assert (status, err) == (0, ""), f"tallyo-desktop hand {' '.join(args)}"
    counted = json.loads(out)
    got = sorted((entry["name"], entry["han"]) for entry in counted["yaku"])
    assert (counted["han"], counted["fu"], got, counted["yakuman"]) == (
        hand["han"],
        hand["fu"],
        expected_yaku(hand),
        len(hand["yakuman"]),
    ), f"tallyo-desktop hand {' '.join(args)}"
    assert counted["total"] == hand["points"]
