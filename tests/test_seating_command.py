"""`tallyo-desktop seating`: the contract other programs rely on (docs/tournament.md).

Most cases call `tallyo_desktop.cli.main` in-process; one runs the real command in a process of
its own, to see its streams, its status and that it loads no Qt.
"""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tallyo_desktop.cli import main


def command(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Run `seating ARGS` in-process: (exit status, stdout, stderr)."""
    try:
        status = main(["seating", *args])
    except SystemExit as stop:
        assert isinstance(stop.code, int)
        status = stop.code
    out, err = capsys.readouterr()
    return status, out, err


def as_json(capsys: pytest.CaptureFixture[str], *args: str) -> Any:
    status, out, err = command(capsys, *args, "--json")
    assert (status, err) == (0, "")
    assert out.count("\n") == 1
    return json.loads(out)


def meetings(rounds: list[list[list[Any]]]) -> dict[tuple[Any, Any], int]:
    met: dict[tuple[Any, Any], int] = {}
    for tables in rounds:
        for table in tables:
            for pair in itertools.combinations(sorted(table, key=str), 2):
                met[pair] = met.get(pair, 0) + 1
    return met


def assert_winds(rounds: list[list[list[Any]]], size: int) -> None:
    counts: dict[Any, list[int]] = {}
    for tables in rounds:
        for table in tables:
            for wind, player in enumerate(table):
                counts.setdefault(player, [0] * size)[wind] += 1
    for row in counts.values():
        assert min(row) >= len(rounds) // size
        assert max(row) <= -(-len(rounds) // size)


def test_json_gives_each_round_s_tables_of_the_numbers_1_to_n_in_seat_order(
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = as_json(capsys, "--players", "20", "--rounds", "5", "--seed", "4")
    assert list(data) == ["rounds", "repeats", "most_meetings", "winds_balanced", "seed"]
    rounds = data["rounds"]
    assert len(rounds) == 5
    for tables in rounds:
        assert len(tables) == 5
        assert all(len(table) == 4 for table in tables)
        assert sorted(player for table in tables for player in table) == list(range(1, 21))
    assert max(meetings(rounds).values()) == 1
    assert_winds(rounds, 4)
    assert (data["repeats"], data["most_meetings"], data["winds_balanced"], data["seed"]) == (
        0,
        1,
        True,
        4,
    )


def test_teams_of_t_are_the_numbers_in_turn_and_never_share_a_table(
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = as_json(capsys, "--players", "48", "--rounds", "8", "--team-size", "4", "--seed", "1")
    assert data["repeats"] == 0
    for tables in data["rounds"]:
        for table in tables:
            teams = [(player - 1) // 4 for player in table]
            assert len(set(teams)) == 4


def test_the_same_seed_gives_the_same_schedule(capsys: pytest.CaptureFixture[str]) -> None:
    first = as_json(capsys, "--players", "24", "--rounds", "6", "--seed", "99")
    assert as_json(capsys, "--players", "24", "--rounds", "6", "--seed", "99") == first
    other = as_json(capsys, "--players", "24", "--rounds", "6", "--seed", "100")
    assert other["rounds"] != first["rounds"]


def test_without_a_seed_one_is_drawn_and_said(capsys: pytest.CaptureFixture[str]) -> None:
    data = as_json(capsys, "--players", "16", "--rounds", "2")
    again = as_json(capsys, "--players", "16", "--rounds", "2", "--seed", str(data["seed"]))
    assert again["rounds"] == data["rounds"]


def test_names_from_a_file_with_teams_and_clubs(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    names = tmp_path / "players.txt"
    lines = [f"Player {n}\tteam {n % 4}\tclub {n % 2}" for n in range(16)]
    names.write_text("\ufeff" + "\n".join(lines[:8]) + "\n\n  \n" + "\n".join(lines[8:]) + "\n")
    data = as_json(capsys, "--names", str(names), "--rounds", "4", "--seed", "2")
    players = {f"Player {n}" for n in range(16)}
    for tables in data["rounds"]:
        assert {player for table in tables for player in table} == players
        for table in tables:
            assert len({int(player.split()[1]) % 4 for player in table}) == 4
    assert data["repeats"] == 0


def test_names_in_japanese_come_out_as_written(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    names = tmp_path / "players.txt"
    names.write_text("\n".join(["佐藤", "鈴木", "高橋", "田中"]) + "\n", encoding="utf-8")
    data = as_json(capsys, "--names", str(names), "--rounds", "1", "--seed", "0")
    assert sorted(data["rounds"][0][0]) == sorted(["佐藤", "鈴木", "高橋", "田中"])


def test_three_player_tables(capsys: pytest.CaptureFixture[str]) -> None:
    data = as_json(capsys, "--players", "15", "--rounds", "7", "--table-size", "3", "--seed", "1")
    assert all(len(table) == 3 for tables in data["rounds"] for table in tables)
    assert data["repeats"] == 0
    assert_winds(data["rounds"], 3)


def test_the_text_shows_a_table_per_round_and_what_the_schedule_is_worth(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = command(capsys, "--players", "16", "--rounds", "2", "--seed", "5")
    assert (status, err) == (0, "")
    data = as_json(capsys, "--players", "16", "--rounds", "2", "--seed", "5")
    lines = out.splitlines()
    assert lines[0] == "Round 1"
    assert lines[2].split() == ["Table", "East", "South", "West", "North"]
    assert lines[3].split() == ["1", *map(str, data["rounds"][0][0])]
    assert lines[4].split() == ["2", *map(str, data["rounds"][0][1])]
    assert "Round 2" in lines
    assert lines[8] == "Round 2"
    assert "16 players, 2 rounds at 4 tables of 4." in lines
    assert "Every player sits in each wind 0 or 1 times." in lines
    assert lines[-1] == "Seed 5: --seed 5 seats this schedule again."
    assert "No two players meet twice." in lines


def test_the_text_says_when_repeats_cannot_be_helped(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = command(capsys, "--players", "16", "--rounds", "6", "--seed", "1")
    assert status == 0
    assert (
        "24 repeated meetings (no schedule of these numbers has fewer); no two players meet "
        "more than 2 times."
    ) in out


def test_the_text_says_when_repeats_are_spread_as_well_as_they_can_be(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = command(capsys, "--players", "8", "--rounds", "2", "--seed", "1")
    assert status == 0
    assert "4 repeated meetings (no schedule of these numbers spreads them better)" in out


def test_the_text_says_when_the_search_stopped_short(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = command(
        capsys, "--players", "12", "--rounds", "5", "--table-size", "3", "--steps", "50"
    )
    assert status == 0
    assert "The search stopped after 50 steps (--steps to search longer)." in out


def test_long_names_are_cut_in_the_text(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    names = tmp_path / "players.txt"
    names.write_text("\n".join(["A" * 40, "B", "C", "D\x1b[2J"]) + "\n")
    status, out, _ = command(capsys, "--names", str(names), "--rounds", "1")
    assert status == 0
    assert "A" * 23 + "\N{HORIZONTAL ELLIPSIS}" in out
    assert "A" * 24 not in out
    assert "\x1b" not in out


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--players", "30", "--rounds", "3"], "30 players do not fill tables of 4: add 2"),
        (["--players", "0", "--rounds", "3"], "not a number of players (1 or more): '0'"),
        (["--players", "16"], "the following arguments are required: --rounds"),
        (["--rounds", "3"], "one of the arguments --players --names is required"),
        (["--players", "16", "--rounds", "x"], "not a number of rounds (1 or more): 'x'"),
        (["--players", "16", "--rounds", "5", "--team-size", "5"], "Team 0 has 5 players"),
        (["--players", "16", "--rounds", "5", "--table-size", "5"], "invalid choice: 5"),
        (["--players", "16", "--rounds", "5", "--seconds", "0"], "not a number of seconds"),
        (["--players", "16", "--rounds", "5", "--clubs-apart", "2"], "--clubs-apart needs clubs"),
        (["--players", "16", "--rounds", "500"], "1 to 100 rounds, not 500"),
        (["--players", "5000", "--rounds", "5"], "At most 1000 players"),
        (["--names", "missing.txt", "--rounds", "5"], "missing.txt could not be read"),
    ],
)
def test_wrong_arguments_exit_2_with_words(
    capsys: pytest.CaptureFixture[str], args: list[str], words: str
) -> None:
    status, out, err = command(capsys, *args)
    assert (status, out) == (2, "")
    assert err.startswith("usage: tallyo-desktop seating")
    assert words in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("content", "extra", "words"),
    [
        ("Ann\nBob\nAnn\nDan\n", [], "Ann is entered twice"),
        ("Ann\tred\nBob\tred\nCy\tred\nDan\n", [], "Team red has 3 players"),
        ("\n \n", [], "names no player"),
        ("Ann\ta\tb\tc\n", [], "line 1: a name, a team and a club at most"),
        ("\tred\n", [], "line 1: no name before the tab"),
        ("Ann\nBob\nCy\nDan\n", ["--team-size", "2"], "--team-size goes with --players"),
    ],
)
def test_a_names_file_that_cannot_be_seated_exits_2_with_words(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    content: str,
    extra: list[str],
    words: str,
) -> None:
    names = tmp_path / "players.txt"
    names.write_text(content)
    status, out, err = command(capsys, "--names", str(names), "--rounds", "2", *extra)
    assert (status, out) == (2, "")
    assert words in err


def test_a_names_file_not_in_utf8_exits_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    names = tmp_path / "players.txt"
    names.write_bytes(b"\xff\xfeA\x00")
    status, _, err = command(capsys, "--names", str(names), "--rounds", "2")
    assert status == 2
    assert "is not text in UTF-8" in err


def test_the_command_runs_alone_reads_names_from_standard_input_and_loads_no_qt() -> None:
    script = (
        "import sys\n"
        "from tallyo_desktop.cli import run\n"
        "sys.argv = ['tallyo-desktop', 'seating', '--names', '-', '--rounds', '3', '--json',"
        " '--seed', '1']\n"
        "code = run()\n"
        "assert not any(name.split('.')[0] == 'PySide6' for name in sys.modules)\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        input="\n".join(f"P{n}" for n in range(16)),
        capture_output=True,
        text=True,
        encoding="utf-8",
    )
    assert (done.returncode, done.stderr) == (0, "")
    data = json.loads(done.stdout)
    assert len(data["rounds"]) == 3
    assert sorted(p for t in data["rounds"][0] for p in t) == sorted(f"P{n}" for n in range(16))
