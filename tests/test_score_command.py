"""`tallyo-desktop score`: one winning hand's payments, for a player at the table.

A few cases run the real command in a subprocess (exit status, streams, no Qt); the rest call
`tallyo_desktop.cli.main` in-process. Expected amounts come from the scoring reference's charts.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tallyo_desktop.cli import main


def run_command(*args: str, python_flags: tuple[str, ...] = ()) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *python_flags, "-m", "tallyo_desktop", "score", *args],
        capture_output=True,
        text=True,
        timeout=60,
    )


def score(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Run `score ARGS` in-process: (exit status, stdout, stderr), as `python -m` would exit."""
    try:
        status = main(["score", *args])
    except SystemExit as stop:
        assert isinstance(stop.code, int)
        status = stop.code
    out, err = capsys.readouterr()
    return status, out, err


def score_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    status, out, err = score(capsys, *args, "--json")
    assert (status, err) == (0, "")
    assert out.count("\n") == 1, "one JSON object on one line"
    parsed = json.loads(out)
    assert isinstance(parsed, dict)
    return parsed


# --- Through a real process ---------------------------------------------------------------------


def test_non_dealer_ron_30_fu_4_han_prints_7700() -> None:
    result = run_command("4", "30", "--ron")
    assert result.returncode == 0
    assert result.stdout == "Non-dealer ron, 4 han 30 fu: 7700\n"
    assert result.stderr == ""


def test_pinfu_tsumo_json_in_a_real_process() -> None:
    result = run_command("2", "20", "--tsumo", "--json")
    assert (result.returncode, result.stderr) == (0, "")
    assert json.loads(result.stdout) == {
        "limit": None,
        "dealer_pays": 700,
        "non_dealer_pays": 400,
        "total": 1500,
    }


def test_an_impossible_hand_exits_2_with_the_reason_on_stderr() -> None:
    result = run_command("1", "20", "--tsumo")
    assert result.returncode == 2
    assert result.stdout == ""
    assert "20 fu" in result.stderr and "pinfu" in result.stderr
    assert "2 han" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_usage_error_exits_2_in_a_real_process() -> None:
    result = run_command("4", "30")
    assert result.returncode == 2
    assert result.stdout == ""
    assert "--ron" in result.stderr and "--tsumo" in result.stderr
    assert "Traceback" not in result.stderr


def test_the_score_command_does_not_import_qt() -> None:
    result = run_command("4", "30", "--ron", python_flags=("-X", "importtime"))
    assert result.returncode == 0
    assert result.stdout == "Non-dealer ron, 4 han 30 fu: 7700\n"
    assert "tallyo_desktop.commands.score" in result.stderr  # the import log is really there
    for qt in ("PySide6", "shiboken6", "PyQt"):
        assert qt not in result.stderr


# --- In-process: text output --------------------------------------------------------------------


def test_text_output_in_process(capsys: pytest.CaptureFixture[str]) -> None:
    assert score(capsys, "4", "30", "--ron") == (0, "Non-dealer ron, 4 han 30 fu: 7700\n", "")
    status, out, err = score(capsys, "4", "30", "--ron", "--dealer")
    assert (status, err) == (0, "")
    assert out.startswith("Dealer ron") and out.rstrip().endswith("11600")


def test_tsumo_text_names_every_payment_and_the_total(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = score(capsys, "2", "20", "--tsumo")
    assert (status, err) == (0, "")
    assert out.startswith("Non-dealer tsumo, 2 han 20 fu")
    assert "400" in out and "700" in out and "1500" in out
    status, out, _ = score(capsys, "2", "30", "--tsumo", "--dealer")
    assert status == 0
    assert out.startswith("Dealer tsumo")
    assert "1000 all" in out and "3000" in out


def test_text_names_the_limit_honba_and_sticks(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = score(capsys, "6", "--ron", "--honba", "2", "--sticks", "3")
    assert status == 0
    assert "haneman" in out and "2 honba" in out and "3 riichi sticks" in out
    # 12000 + 2 x 300, and 3000 more from the sticks.
    assert "12600" in out and "15600" in out
    status, out, _ = score(capsys, "--yakuman", "2", "--ron")
    assert status == 0
    assert "double yakuman" in out and "64000" in out


# --- In-process: JSON ---------------------------------------------------------------------------


def test_json_non_dealer_tsumo(capsys: pytest.CaptureFixture[str]) -> None:
    assert score_json(capsys, "2", "20", "--tsumo") == {
        "limit": None,
        "dealer_pays": 700,
        "non_dealer_pays": 400,
        "total": 1500,
    }


def test_json_dealer_tsumo_has_each_pays(capsys: pytest.CaptureFixture[str]) -> None:
    data = score_json(capsys, "3", "30", "--tsumo", "--dealer")
    assert data == {"limit": None, "each_pays": 2000, "total": 6000}
    data = score_json(capsys, "3", "25", "--tsumo", "--dealer")
    assert data["each_pays"] == 1600


def test_json_ron_has_discarder_pays(capsys: pytest.CaptureFixture[str]) -> None:
    assert score_json(capsys, "3", "40", "--ron") == {
        "limit": None,
        "discarder_pays": 5200,
        "total": 5200,
    }
    data = score_json(capsys, "3", "40", "--ron", "--dealer")
    assert (data["discarder_pays"], data["total"]) == (7700, 7700)


def test_json_honba_and_sticks(capsys: pytest.CaptureFixture[str]) -> None:
    data = score_json(capsys, "3", "40", "--ron", "--honba", "2", "--sticks", "1")
    assert data["discarder_pays"] == 5200 + 600
    assert data["total"] == 5200 + 600 + 1000
    data = score_json(capsys, "2", "20", "--tsumo", "--honba", "1", "--sticks", "2")
    assert (data["dealer_pays"], data["non_dealer_pays"]) == (800, 500)
    assert data["total"] == 1500 + 300 + 2000
    data = score_json(capsys, "1", "30", "--tsumo", "--dealer", "--honba", "3")
    assert (data["each_pays"], data["total"]) == (800, 2400)


@pytest.mark.parametrize(
    ("args", "limit", "paid"),
    [
        (("5", "--ron"), "mangan", 8000),
        (("5", "--ron", "--dealer"), "mangan", 12000),
        (("7", "--ron"), "haneman", 12000),
        (("8", "--ron", "--dealer"), "baiman", 24000),
        (("12", "--ron"), "sanbaiman", 24000),
        (("13", "--ron"), "yakuman", 32000),
        (("5", "40", "--ron"), "mangan", 8000),
    ],
)
def test_json_fu_may_be_left_out_from_5_han(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], limit: str, paid: int
) -> None:
    data = score_json(capsys, *args)
    assert data["limit"] == limit
    assert data["discarder_pays"] == paid


def test_json_limit_on_tsumo_without_fu(capsys: pytest.CaptureFixture[str]) -> None:
    data = score_json(capsys, "6", "--tsumo", "--dealer")
    assert data == {"limit": "haneman", "each_pays": 6000, "total": 18000}


def test_json_kiriage(capsys: pytest.CaptureFixture[str]) -> None:
    assert score_json(capsys, "4", "30", "--ron")["discarder_pays"] == 7700
    with_kiriage = score_json(capsys, "4", "30", "--ron", "--kiriage")
    assert with_kiriage == {"limit": "mangan", "discarder_pays": 8000, "total": 8000}
    assert score_json(capsys, "3", "60", "--ron", "--dealer")["discarder_pays"] == 11600
    assert score_json(capsys, "3", "60", "--ron", "--dealer", "--kiriage")["discarder_pays"] == (
        12000
    )
    # Kiriage leaves other hands alone.
    assert score_json(capsys, "3", "30", "--ron", "--kiriage")["discarder_pays"] == 3900


def test_json_yakuman(capsys: pytest.CaptureFixture[str]) -> None:
    assert score_json(capsys, "--yakuman", "1", "--ron") == {
        "limit": "yakuman",
        "discarder_pays": 32000,
        "total": 32000,
    }
    data = score_json(capsys, "--yakuman", "2", "--tsumo", "--dealer")
    assert data == {"limit": "double yakuman", "each_pays": 32000, "total": 96000}


# --- Bad input: exit status 2, a reason on stderr, nothing on stdout ----------------------------


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("1", "20", "--tsumo"), ("pinfu", "2 han")),
        (("2", "20", "--ron"), ("20 fu", "tsumo")),
        (("1", "25", "--ron"), ("seven pairs",)),
        (("2", "25", "--tsumo"), ("seven pairs", "3 han")),
        (("4", "35", "--ron"), ("35 fu",)),
        (("4", "--ron"), ("fu", "5 han")),
        (("0", "30", "--ron"), ("1 han",)),
        (("4", "30", "--ron", "--honba", "-1"), ("honba", "negative")),
        (("4", "30", "--ron", "--sticks", "-2"), ("stick", "negative")),
        (("four", "30", "--ron"), ("Han", "whole number", "four")),
        (("4.5", "30", "--ron"), ("Han", "whole number")),
        (("4", "thirty", "--ron"), ("Fu", "whole number")),
        (("4", "3_0", "--ron"), ("Fu", "whole number")),
        (("6", "20", "--ron"), ("20 fu", "tsumo")),
        (("4", "30", "--ron", "--honba", "x"), ("Honba", "whole number")),
        (("--ron",), ("han",)),
        (("4", "--yakuman", "1", "--ron"), ("yakuman",)),
        (("--yakuman", "7", "--ron"), ("yakuman",)),
        (("4", "30"), ("--ron", "--tsumo")),
        (("4", "30", "--ron", "--tsumo"), ("--ron", "--tsumo")),
        (("4", "30", "--ron", "--bogus"), ("--bogus",)),
    ],
)
def test_bad_input_exits_2_with_a_message_and_no_output(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], words: tuple[str, ...]
) -> None:
    status, out, err = score(capsys, *args)
    assert status == 2
    assert out == ""
    assert err.strip()
    for word in words:
        assert word in err
    assert "Traceback" not in err


def test_bad_input_with_json_still_prints_nothing_on_stdout(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = score(capsys, "1", "20", "--tsumo", "--json")
    assert (status, out) == (2, "")
    assert "pinfu" in err
