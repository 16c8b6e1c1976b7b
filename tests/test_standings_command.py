"""`tallyo-desktop standings PATH...`: the contract other programs rely on (docs/standings.md).

A few cases run the real command in a subprocess (exit status, streams, no Qt); the rest call
`tallyo_desktop.cli.main` in-process. Totals and places are checked against `replay --json`.
"""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from standings_games import EVENTS, NAMES, OTHER_WAY, game, three_player_game, write

from tallyo_desktop.cli import main
from tallyo_desktop.commands import columns
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Ron, Win

ROW_KEYS = [
    "name",
    "games",
    "total",
    "average_place",
    "places",
    "hands",
    "wins",
    "deal_ins",
    "riichi",
    "busts",
]


def command(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Run `standings ARGS` in-process: (exit status, stdout, stderr), as `python -m` would."""
    try:
        status = main(["standings", *args])
    except SystemExit as stop:
        assert isinstance(stop.code, int)
        status = stop.code
    out, err = capsys.readouterr()
    return status, out, err


def as_json(capsys: pytest.CaptureFixture[str], *args: str) -> Any:
    status, out, err = command(capsys, *args, "--json")
    assert (status, err) == (0, "")
    return json.loads(out)


def run_command(*args: str) -> subprocess.CompletedProcess[str]:
    script = (
        "import sys\n"
        "from tallyo_desktop.cli import run\n"
        "try:\n"
        "    code = run()\n"
        "finally:\n"
        "    loaded = 'PySide6' in sys.modules, 'tallyo_desktop.app' in sys.modules\n"
        "    print(*loaded, file=sys.stderr)\n"
        "sys.exit(code)\n"
    )
    return subprocess.run(
        [sys.executable, "-c", script, "standings", *args],
        capture_output=True,
        text=True,
        timeout=60,
    )


OTHERS = ("Fay", "Gus", "Hal", "Ivy")


@pytest.fixture
def club(tmp_path: Path) -> Path:
    """Two finished games, an earlier save of the first on a stick, a three-player game, an
    unfinished game, two copies in conflict and a file cut short."""
    folder = tmp_path / "club"
    write(folder / "table-1" / "a.tallyo", game(), "a")
    write(folder / "stick" / "a.tallyo", game(events=EVENTS[:4]), "a")
    write(folder / "table-2" / "b.tallyo", game(names=("Eve", "Cid", "Ben", "Dee")), "b")
    write(folder / "table-3" / "three.tallyo", three_player_game(), "three")
    write(folder / "table-3" / "late.tallyo", game(events=EVENTS[:2]), "late")
    write(folder / "table-4" / "c.tallyo", game(names=OTHERS), "c")
    write(folder / "table-4" / "c-other.tallyo", game(names=OTHERS, events=OTHER_WAY), "c")
    (folder / "table-4" / "cut.tallyo").write_text('{"format": "tallyo-game", "vers')
    return folder


# --- The JSON contract -----------------------------------------------------------------------


def test_the_json_object_has_the_contracts_keys_in_order(
    capsys: pytest.CaptureFixture[str], club: Path
) -> None:
    found = as_json(capsys, str(club))
    assert list(found) == ["games", "skipped", "unfinished", "conflicts", "refused", "players"]
    assert (found["games"], found["skipped"]) == (2, 1)
    assert found["unfinished"] == [str(club / "table-3" / "late.tallyo")]
    assert found["conflicts"] == [
        [str(club / "table-4" / "c-other.tallyo"), str(club / "table-4" / "c.tallyo")]
    ]
    (refused,) = found["refused"]
    assert list(refused) == ["path", "error"]
    assert refused["path"] == str(club / "table-4" / "cut.tallyo")
    assert "cut short" in refused["error"]
    players = found["players"]
    assert [list(row) for row in players] == [ROW_KEYS] * 5
    assert players[0] == {
        "name": "Dee",
        "games": 2,
        "total": 42600,
        "average_place": 1.0,
        "places": [2, 0, 0, 0],
        "hands": 10,
        "wins": 2,
        "deal_ins": 0,
        "riichi": 0,
        "busts": 0,
    }


def test_totals_and_places_are_the_settlements_of_replay(
    capsys: pytest.CaptureFixture[str], club: Path
) -> None:
    found = as_json(capsys, str(club))
    expected: dict[str, tuple[int, list[int]]] = {}
    for counted in (club / "table-1" / "a.tallyo", club / "table-2" / "b.tallyo"):
        replayed = as_json_replay(capsys, counted)
        for standing in replayed["settlement"]:
            total, places = expected.get(standing["name"], (0, [0, 0, 0, 0]))
            places[standing["place"] - 1] += 1
            expected[standing["name"]] = (total + standing["result"], places)
    players = found["players"]
    assert {row["name"]: (row["total"], row["places"]) for row in players} == expected


def as_json_replay(capsys: pytest.CaptureFixture[str], path: Path) -> Any:
    assert main(["replay", str(path), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_three_players_have_three_places(capsys: pytest.CaptureFixture[str], club: Path) -> None:
    found = as_json(capsys, str(club), "--players", "3")
    # Both finished four-player games and the unfinished one are skipped; the conflict is not
    # listed (both its copies are four-player games).
    assert (found["games"], found["skipped"], found["unfinished"]) == (1, 3, [])
    assert found["conflicts"] == []
    players = found["players"]
    assert [(row["name"], row["places"]) for row in players] == [
        ("Ann", [1, 0, 0]),
        ("Cid", [0, 1, 0]),
        ("Ben", [0, 0, 1]),
    ]


def test_an_unfinished_game_of_the_other_player_count_is_skipped_in_the_json_and_the_table(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    write(tmp_path / "four.tallyo", game(), "four")
    three = presets.east_only(presets.MAHJONG_SOUL_3P)
    playing = game(("Ann", "Ben", "Cid"), (Ron(1, (Win(0, Hand(1, 30)),)),), three)
    assert not playing.is_over
    write(tmp_path / "playing.tallyo", playing, "playing")
    found = as_json(capsys, str(tmp_path))
    assert (found["games"], found["skipped"], found["unfinished"]) == (1, 1, [])
    status, out, _ = command(capsys, str(tmp_path))
    assert status == 0
    assert "1 three-player game not counted (--players)." in out.splitlines()


def test_the_dates_and_min_games(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    write(tmp_path / "a.tallyo", game(), "a", created="2026-03-01T20:00:00+09:00")
    write(tmp_path / "b.tallyo", game(), "b", created="2026-03-08T20:00:00+09:00")
    write(tmp_path / "c.tallyo", game(names=("Eve", *NAMES[1:])), "c", created=None)
    everything = as_json(capsys, str(tmp_path), "--min-games", "3")
    assert everything["games"] == 3
    assert [row["name"] for row in everything["players"]] == ["Dee", "Ben", "Cid"]
    found = as_json(capsys, str(tmp_path), "--from", "2026-03-01", "--to", "2026-03-01")
    assert found["games"] == 1
    assert as_json(capsys, str(tmp_path), "--from", "2026-03-02")["games"] == 1
    assert as_json(capsys, str(tmp_path), "--to", "2026-03-08")["games"] == 2


# --- Files that cannot be read ---------------------------------------------------------------


def test_nothing_read_exits_2_and_still_says_what_was_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (tmp_path / "bad.tallyo").write_text("not json")
    status, out, err = command(capsys, str(tmp_path), "--json")
    assert status == 2
    found = json.loads(out)
    assert (found["games"], found["players"], len(found["refused"])) == (0, [], 1)
    assert err == f"tallyo-desktop standings: no game file could be read in {tmp_path}\n"


def test_no_game_files_at_all_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("no games here")
    status, out, err = command(capsys, str(tmp_path))
    assert status == 2
    assert "No finished four-player games to count." in out
    assert err == f"tallyo-desktop standings: no game files were found in {tmp_path}\n"


def test_a_real_process_counts_the_rest_and_loads_no_qt(club: Path) -> None:
    done = run_command(str(club), "--json")
    assert done.returncode == 0
    assert json.loads(done.stdout)["games"] == 2
    assert done.stderr == "False False\n"
    missing = run_command(str(club / "nothing-here"))
    assert missing.returncode == 2
    assert "There is no game file at" in missing.stdout
    assert missing.stderr.endswith("False False\n")
    assert "Traceback" not in missing.stderr


# --- Mistakes --------------------------------------------------------------------------------

MISTAKES = [
    (["--players", "5"], "argument --players: invalid choice: 5 (choose from 4, 3)"),
    (["--players", "four"], "argument --players: invalid int value: 'four'"),
    (["--from", "2026-02-30"], "argument --from: not a date written YYYY-MM-DD: '2026-02-30'"),
    (["--to", "20260301"], "argument --to: not a date written YYYY-MM-DD: '20260301'"),
    (["--min-games", "-1"], "argument --min-games: not a number of games (0 or more): '-1'"),
    (
        ["--from", "2026-03-02", "--to", "2026-03-01"],
        "--from 2026-03-02 is after --to 2026-03-01: no date is in between",
    ),
    (["--json", "--csv", "out.csv"], "argument --csv: not allowed with argument --json"),
    (["--csv", "out.TALLYO"], "--csv out.TALLYO would write over a game file: name a .csv file"),
]


@pytest.mark.parametrize(("arguments", "said"), MISTAKES, ids=[" ".join(a) for a, _ in MISTAKES])
def test_a_mistake_exits_2_and_says_what_is_wrong(
    capsys: pytest.CaptureFixture[str], club: Path, arguments: list[str], said: str
) -> None:
    status, out, err = command(capsys, str(club), *arguments)
    assert (status, out) == (2, "")
    assert err.startswith("usage: tallyo-desktop standings")
    assert err.splitlines()[-1] == f"tallyo-desktop standings: {said}"


def test_a_path_is_needed(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = command(capsys)
    assert (status, out) == (2, "")
    assert "the following arguments are required: PATH" in err


# --- CSV -------------------------------------------------------------------------------------


def test_the_csv_holds_the_same_rows_after_a_byte_order_mark(
    capsys: pytest.CaptureFixture[str], club: Path, tmp_path: Path
) -> None:
    write(club / "formula.tallyo", game(names=("=HYPERLINK(1)", "+Ben", "Cid", "@Dee")), "f")
    target = tmp_path / "standings.csv"
    status, out, err = command(capsys, str(club), "--csv", str(target))
    assert (status, out) == (0, "")
    # What was not counted goes to the terminal, not into the spreadsheet.
    assert "Could not be read:" in err
    text = target.read_bytes().decode("utf-8")
    assert text.startswith("\ufeffName,Games,Total,Average place,1st,2nd,3rd,4th,Hands,")
    rows = list(csv.reader(io.StringIO(text.removeprefix("\ufeff"))))
    assert rows[0][-5:] == ["Hands", "Wins", "Deal-ins", "Riichi", "Busts"]
    found = as_json(capsys, str(club))
    players = found["players"]
    # Names that a spreadsheet would run as formulas are kept as text.
    shown = {"=HYPERLINK(1)": "'=HYPERLINK(1)", "+Ben": "'+Ben", "@Dee": "'@Dee"}
    assert rows[1:] == [
        [
            shown.get(row["name"], row["name"]),
            str(row["games"]),
            f"{row['total'] / 1000:+.1f}",
            str(row["average_place"]),
            *map(str, row["places"]),
            *(str(row[key]) for key in ("hands", "wins", "deal_ins", "riichi", "busts")),
        ]
        for row in players
    ]
    assert any(row[0] == "'=HYPERLINK(1)" for row in rows)


def test_the_csv_on_standard_output(club: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tallyo_desktop", "standings", str(club), "--csv", "-"],
        capture_output=True,
        timeout=60,
    )
    assert done.returncode == 0
    assert done.stdout.startswith("\ufeffName,Games,".encode())
    assert b"\nDee,2,+42.6,1.0,2,0,0,0,10,2,0,0,0\n" in done.stdout


def test_a_csv_that_cannot_be_written_exits_2(
    capsys: pytest.CaptureFixture[str], club: Path, tmp_path: Path
) -> None:
    target = tmp_path / "no-such-folder" / "standings.csv"
    status, out, err = command(capsys, str(club), "--csv", str(target))
    assert (status, out) == (2, "")
    assert (
        err
        == f"tallyo-desktop standings: {target} could not be written: No such file or directory.\n"
    )
    assert not target.parent.exists()


# --- The terminal ----------------------------------------------------------------------------


def test_the_terminal_table(capsys: pytest.CaptureFixture[str], club: Path) -> None:
    status, out, err = command(capsys, str(club), "--min-games", "1")
    assert (status, err) == (0, "")
    table4 = club / "table-4"
    assert out == (
        "Standings: 2 four-player games, all dates\n"
        "\n"
        "#  Name  Games  Total   Avg  1st  2nd  3rd  4th  Hands  Wins  Deal-ins  Riichi  Busts\n"
        "1  Dee       2  +42.6  1.00    2    0    0    0     10     2         0       0      0\n"
        "2  Ben       2   +4.0  2.50    0    1    1    0     10     3         1       1      0\n"
        "3  Cid       2   +4.0  2.50    0    1    1    0     10     3         1       1      0\n"
        "4  Ann       1  -25.3  4.00    0    0    0    1      5     0         2       1      0\n"
        "5  Eve       1  -25.3  4.00    0    0    0    1      5     0         2       1      0\n"
        "\n"
        "Players with fewer than 1 game are not shown.\n"
        "\n"
        "1 three-player game not counted (--players).\n"
        "\n"
        "Not finished, not counted:\n"
        f"  {club / 'table-3' / 'late.tallyo'}\n"
        "\n"
        "Copies of one game that contradict each other, not counted (keep the right copy and "
        "move the others out of these folders):\n"
        f"  {table4 / 'c-other.tallyo'}, {table4 / 'c.tallyo'}\n"
        "\n"
        "Could not be read:\n"
        f"  {table4 / 'cut.tallyo'}: The game file ends too early: its JSON is cut short, "
        "probably while it was being saved or copied.\n"
    )


def test_the_terminal_escapes_and_cuts_names(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    long = "Bartholomew Fitzwilliam-Smythe the Third"
    write(tmp_path / "a.tallyo", game(names=("Ann\x1b[2J", long, "Cid", "Dee")))
    status, out, _ = command(capsys, str(tmp_path), "--players", "4")
    assert status == 0
    assert "\x1b" not in out
    assert "Ann\\x1b[2J" in out
    assert "Bartholomew Fitzwilliam…" in out
    assert long not in out


def test_the_terminal_lines_up_wide_names_by_the_columns_they_take(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # 山田 takes four columns of a terminal, as "Annie" takes five; "Zoë" written with a
    # combining diaeresis takes three.
    names = ("山田", "Annie", "Zoe\u0308", "佐々木太郎丸山田花子百合子")
    write(tmp_path / "a.tallyo", game(names=names))
    status, out, _ = command(capsys, str(tmp_path), "--players", "4")
    assert status == 0
    header, *rows = out.splitlines()[2:7]
    games_column = columns.width(header[: header.index("Games") + len("Games")])
    for row in rows:
        # Every row's games count ends under "Games".
        name_end = row.index("  1 ")
        assert columns.width(row[: name_end + 3]) == games_column, row
    # A wide name too long for the table is cut by its columns: 24, with the ellipsis.
    (long,) = [row for row in rows if "佐々木" in row]
    cut = long.split()[1]
    assert cut.endswith("…") and columns.width(cut) <= 24
    assert cut == "佐々木太郎丸山田花子百…"


def test_a_three_player_table_has_three_place_columns(
    capsys: pytest.CaptureFixture[str], club: Path
) -> None:
    status, out, _ = command(capsys, str(club), "--players", "3", "--from", "2026-01-01")
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "Standings: 1 three-player game, from 2026-01-01 on"
    assert lines[2].split() == [
        "#", "Name", "Games", "Total", "Avg", "1st", "2nd", "3rd",
        "Hands", "Wins", "Deal-ins", "Riichi", "Busts",
    ]  # fmt: skip
    assert "3 four-player games not counted (--players)." in lines


def test_nobody_with_enough_games(capsys: pytest.CaptureFixture[str], club: Path) -> None:
    status, out, _ = command(capsys, str(club), "--min-games", "3")
    assert status == 0
    assert out.splitlines()[2] == "No player has 3 games or more."
