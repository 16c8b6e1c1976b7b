"""`tallyo-desktop hand`: a winning hand counted from its tiles, for a player at the table.

One case runs the real command in a subprocess (exit status, streams, no Qt); the rest call
`tallyo_desktop.cli.main` in-process. The values are worked out in tests/core/test_hand_count.py.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tallyo_desktop.cli import main
from tallyo_desktop.core.rules.presets import DEFAULT, KNOWN


def hand(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Run `hand ARGS` in-process: (exit status, stdout, stderr), as `python -m` would exit."""
    try:
        status = main(["hand", *args])
    except SystemExit as stop:
        assert isinstance(stop.code, int)
        status = stop.code
    out, err = capsys.readouterr()
    return status, out, err


def hand_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    status, out, err = hand(capsys, *args, "--json")
    assert (status, err) == (0, ""), err
    assert out.count("\n") == 1, "one JSON object on one line"
    parsed = json.loads(out)
    assert isinstance(parsed, dict)
    return parsed


def test_the_hand_command_runs_without_qt() -> None:
    result = subprocess.run(
        [
            sys.executable, "-X", "importtime", "-m", "tallyo_desktop",
            "hand", "123m456p789s11z234m", "--win", "2m", "--tsumo",
        ],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert result.returncode == 0
    assert result.stdout.startswith("Menzen Tsumo")
    assert result.stdout.rstrip().endswith(
        "Non-dealer tsumo, 1 han 30 fu: 300 from each non-dealer and 500 from the dealer "
        "(1100 in all)"
    )
    assert "tallyo_desktop.commands.hand" in result.stderr  # the import log is really there
    assert "mahjong.hand_calculating.hand" in result.stderr
    for qt in ("PySide6", "shiboken6", "PyQt"):
        assert qt not in result.stderr


def test_the_package_is_imported_only_when_a_hand_is_counted() -> None:
    code = (
        "import sys\n"
        "import tallyo_desktop.cli, tallyo_desktop.commands.hand\n"
        "import tallyo_desktop.core.counting.count\n"
        "from tallyo_desktop.cli import main\n"
        "main(['score', '4', '30', '--ron'])\n"
        "print(sorted(name for name in sys.modules if name.split('.')[0] == 'mahjong'))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert result.stdout.splitlines()[-1] == "[]"


# --- Plain output -------------------------------------------------------------------------------


def test_plain_output_lists_yaku_fu_and_payments(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = hand(capsys, "123m789p123789s44z", "--win", "3m", "--ron")
    assert (status, err) == (0, "")
    assert out.splitlines() == [
        "Chantai  2 han",
        "Total    2 han, 40 fu (32 rounded up)",
        "   30 fu  base, with 10 for a closed hand won by ron",
        "    2 fu  edge wait",
        "Non-dealer ron, 2 han 40 fu: 2600",
    ]


def test_plain_output_of_a_limit_hand_with_honba_and_sticks(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = hand(
        capsys, "234567m340p678s99p", "--win", "6s", "--ron", "--riichi",
        "--dora", "8p", "--ura", "3m", "--honba", "1", "--sticks", "1",
    )  # fmt: skip
    assert status == 0
    lines = out.splitlines()
    assert lines[:5] == [
        "Riichi    1 han",
        "Pinfu     1 han",
        "Dora      2 han",
        "Aka Dora  1 han",
        "Ura Dora  1 han",
    ]
    assert lines[-1] == (
        "Non-dealer ron, 6 han (haneman), 1 honba, 1 riichi stick: 12300 (13300 in all)"
    )


def test_plain_output_of_yakuman_and_a_note(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = hand(
        capsys, "111z22z", "--win", "2z", "--ron", "--rules", "wrc",
        "--meld", "pon:555z", "--meld", "pon:666z", "--meld", "pon:777z",
    )  # fmt: skip
    assert status == 0
    assert out.splitlines() == [
        "Daisangen   yakuman",
        "Tsuu Iisou  yakuman",
        "These rules pay a hand of several yakuman as one yakuman.",
        "Non-dealer ron, yakuman: 32000",
    ]


def test_the_seat_makes_the_dealer(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = hand(capsys, "1122m3344p5566s77z", "--win", "7z", "--ron", "--seat", "E")
    assert status == 0
    assert out.splitlines()[-1] == "Dealer ron, 2 han 25 fu: 2400"


# --- JSON ---------------------------------------------------------------------------------------


def test_json_has_the_count_and_the_score_commands_payment_keys(
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = hand_json(capsys, "123m789p123789s44z", "--win", "3m", "--ron")
    assert data == {
        "han": 2,
        "fu": 40,
        "yakuman": 0,
        "yaku": [{"name": "Chantai", "han": 2}],
        "fu_breakdown": [
            {"fu": 30, "source": "base", "reason": "base, with 10 for a closed hand won by ron"},
            {"fu": 2, "source": "penchan", "reason": "edge wait"},
        ],
        "notes": [],
        "limit": None,
        "discarder_pays": 2600,
        "total": 2600,
    }


def test_json_tsumo_payments(capsys: pytest.CaptureFixture[str]) -> None:
    data = hand_json(
        capsys, "234567m345p678s99p", "--win", "6s", "--tsumo", "--riichi", "--ippatsu"
    )
    assert (data["han"], data["fu"]) == (4, 20)
    assert {"dealer_pays": 2600, "non_dealer_pays": 1300, "total": 5200}.items() <= data.items()
    data = hand_json(capsys, "234567m345p678s99p", "--win", "6s", "--tsumo", "--seat", "E")
    assert {"each_pays": 700, "total": 2100}.items() <= data.items()


def test_json_yakuman(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("111z22z", "--win", "2z", "--ron", "--meld", "pon:555z", "--meld", "pon:666z")
    data = hand_json(capsys, *args, "--meld", "pon:777z", "--rules", "tenhou")
    assert data["yaku"] == [{"name": "Daisangen", "han": 13}, {"name": "Tsuu Iisou", "han": 13}]
    assert (data["han"], data["yakuman"], data["limit"]) == (26, 2, "double yakuman")
    assert data["discarder_pays"] == 64000


def test_melds_of_every_kind(capsys: pytest.CaptureFixture[str]) -> None:
    data = hand_json(
        capsys, "12m3m11p", "--win", "3m", "--ron",
        "--meld", "kan:2222s", "--meld", "KAN:4444p", "--meld", "ankan:6666s",
    )  # fmt: skip
    assert data["yaku"] == [{"name": "San Kantsu", "han": 2}]
    assert data["fu"] == 60
    data = hand_json(capsys, "234m345p567s66s", "--win", "4m", "--ron", "--meld", "chi:678p")
    assert data["yaku"] == [{"name": "Tanyao", "han": 1}]


def test_the_default_rules_are_the_apps_default_preset(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert DEFAULT.double_yakuman_forms  # Mahjong Soul: a four concealed triplets tanki is double
    data = hand_json(capsys, "111m333p555s777s22p", "--win", "2p", "--ron")
    assert data["yakuman"] == 2
    data = hand_json(capsys, "111m333p555s777s22p", "--win", "2p", "--ron", "--rules", "tenhou")
    assert data["yakuman"] == 1


def test_kita_with_three_player_rules(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("234p567p345s678s99m", "--win", "2p", "--tsumo", "--riichi", "--dora", "1m")
    data = hand_json(capsys, *args, "--kita", "2", "--rules", "tenhou-3p")
    yaku = data["yaku"]
    assert isinstance(yaku, list)
    assert {"name": "Dora", "han": 4} in yaku
    assert {"dealer_pays": 6000, "non_dealer_pays": 3000, "total": 9000}.items() <= data.items()
    data = hand_json(capsys, *args, "--rules", "tenhou-3p")
    yaku = data["yaku"]
    assert isinstance(yaku, list)
    assert {"name": "Dora", "han": 2} in yaku


# --- Refusals: exit status 2, the reason on stderr, nothing on stdout ---------------------------


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("123m456p789s11z234m", "--win", "5m", "--tsumo"), ("winning tile 5m",)),
        (("123m456p789s11z23m", "--win", "2m", "--tsumo"), ("13", "14")),
        (("123m456p789s11z235m", "--win", "2m", "--tsumo"), ("not a winning hand",)),
        (("123m456p789s234s55p", "--win", "5p", "--ron"), ("no yaku",)),
        (("123x", "--win", "1m", "--ron"), ("'x'",)),
        (("11111m", "--win", "1m", "--ron"), ("only four 1m",)),
        (("234m345p567s66s", "--win", "4m", "--ron", "--meld", "chi:777z"), ("one suit",)),
        (("234m345p567s66s", "--win", "4m", "--ron", "--meld", "pong:777z"), ("'pong:777z'",)),
        (("234m345p567s66s", "--win", "4m", "--ron", "--meld", "777z"), ("chi, pon, kan",)),
        (("234567m345p678s99p", "--win", "6s", "--ron", "--ippatsu"), ("riichi",)),
        (("234567m345p678s99p", "--win", "6s", "--tsumo", "--chankan"), ("Chankan",)),
        (("234567m345p678s99p", "--win", "6s", "--ron", "--kita", "1"), ("three players",)),
        (("234567m345p678s99p", "--win", "6s", "--ron", "--kita", "x"), ("kita", "'x'")),
        (("234567m345p678s99p", "--win", "6s", "--ron", "--honba", "-1"), ("honba",)),
        (("234567m345p678s99p", "--win", "6s", "--ron", "--rules", "jpml-a", "--dora", "0p"),
         ("no red fives",)),
        (("234567m345p678s99p", "--win", "55p", "--ron"), ("one tile",)),
        (("234567m345p678s99p", "--win", "6s", "--ron", "--seat", "X"), ("--seat",)),
        (("234567m345p678s99p", "--win", "6s"), ("--ron", "--tsumo")),
        (("234567m345p678s99p", "--ron"), ("--win",)),
        (("234567m345p678s99p", "--win", "6s", "--ron", "--riichi", "--double-riichi"),
         ("--riichi",)),
    ],
)  # fmt: skip
def test_a_hand_that_cannot_be_counted_exits_2(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], words: tuple[str, ...]
) -> None:
    status, out, err = hand(capsys, *args)
    assert status == 2
    assert out == ""
    assert err.strip()
    for word in words:
        assert word in err, err
    assert "Traceback" not in err


def test_an_unknown_preset_exits_2_listing_the_presets(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = hand(capsys, "234567m345p678s99p", "--win", "6s", "--ron", "--rules", "x")
    assert (status, out) == (2, "")
    assert "no preset 'x'" in err
    for preset in KNOWN:
        assert preset in err


def test_refusals_with_json_print_nothing_on_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = hand(capsys, "123m456p789s234s55p", "--win", "5p", "--ron", "--json")
    assert (status, out) == (2, "")
    assert err.startswith("tallyo-desktop hand: ") and "no yaku" in err
