"""`tallyo-desktop replay FILE`: the table and the settlement of a saved game.

Two cases run the real command in a subprocess (exit status, streams, no Qt); the rest call
`tallyo_desktop.cli.main` in-process. The game is the example of docs/game-format.md, whose
figures are worked out in tests/core/test_export.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tallyo_desktop.cli import main
from tallyo_desktop.commands.replay import NAME_WIDTH
from tallyo_desktop.core.record.format import game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Ben", "Cid", "Dee")
EVENTS: list[Event] = [
    Riichi(0),
    Ron(2, (Win(1, Hand(3, 40)),)),
    Tsumo(2, Hand(2, 30)),
    ExhaustiveDraw(frozenset({0, 2})),
    Ron(0, (Win(3, Hand(5)),)),
    Riichi(1),
    Ron(0, (Win(1, Hand(2, 30)),)),
]
FINISHED = """\
Mahjong Soul (East only) rules, 7 events

Hands
  East 1           Ron from Cid: Ben 3 han 40 fu: 5200 + 1000 (1 riichi stick)
                   (Ann riichi)
  East 2           Cid tsumo, 2 han 30 fu: 500/1000
  East 3           Draw, tenpai: Ann, Cid
  East 3, 1 honba  Ron from Ann: Dee mangan: 8300
  East 4           Ron from Ann: Ben 2 han 30 fu: 2000 + 1000 (1 riichi stick)
                   (Ben riichi)

Seat winds in East 4 (the last hand):
  Ann  South    14700
  Ben  West     30700
  Cid  North    23300
  Dee  East     31300
East 4, 0 honba, 0 riichi sticks on the table
The game is over. The last hand is over.

Settlement
  1  Dee    31300   +21.3
  2  Ben    30700   +10.7
  3  Cid    23300    -6.7
  4  Ann    14700   -25.3
"""


def save(path: Path, events: list[Event]) -> Path:
    game = Game(presets.east_only(presets.MAHJONG_SOUL), NAMES)
    for event in events:
        game.record(event)
    path.write_text(game_to_json(game), encoding="utf-8")
    return path


@pytest.fixture
def finished(tmp_path: Path) -> Path:
    return save(tmp_path / "finished.tallyo", EVENTS)


def replay(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Run `replay ARGS` in-process: (exit status, stdout, stderr), as `python -m` would exit."""
    try:
        status = main(["replay", *args])
    except SystemExit as stop:
        assert isinstance(stop.code, int)
        status = stop.code
    out, err = capsys.readouterr()
    return status, out, err


def run_command(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "tallyo_desktop", "replay", *args],
        capture_output=True,
        text=True,
        timeout=60,
    )


# --- Through a real process ---------------------------------------------------------------------


def test_a_real_process_prints_the_table_and_loads_no_qt(finished: Path) -> None:
    result = run_command(str(finished))
    assert result.returncode == 0
    assert result.stdout == FINISHED
    # stderr holds the import log only.
    assert "tallyo_desktop.commands.replay" in result.stderr
    for qt in ("PySide6", "shiboken6", "PyQt"):
        assert qt not in result.stderr


def test_a_real_process_exits_2_on_a_bad_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.tallyo"
    bad.write_text('{"format": "tallyo-game", "version": 99}')
    result = run_command(str(bad))
    assert result.returncode == 2
    assert result.stdout == ""
    assert "tallyo-desktop replay: This game was saved by a newer version" in result.stderr
    assert "Traceback" not in result.stderr


# --- In-process ---------------------------------------------------------------------------------


def test_the_finished_table_and_settlement(
    capsys: pytest.CaptureFixture[str], finished: Path
) -> None:
    assert replay(capsys, str(finished)) == (0, FINISHED, "")


def test_an_unfinished_game_says_so(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = save(tmp_path / "unfinished.tallyo", [*EVENTS[:4], Riichi(3)])
    status, out, err = replay(capsys, str(path))
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "Mahjong Soul (East only) rules, 5 events"
    # Each hand, a long one wrapped under itself within 80 columns.
    assert lines[2:7] == [
        "Hands",
        "  East 1  Ron from Cid: Ben 3 han 40 fu: 5200 + 1000 (1 riichi stick) (Ann",
        "          riichi)",
        "  East 2  Cid tsumo, 2 han 30 fu: 500/1000",
        "  East 3  Draw, tenpai: Ann, Cid",
    ]
    lines = lines[:2] + lines[8:]
    # Cid deals East 3 again after the draw: Dee is North; Dee's stick is on the table.
    assert lines[3:7] == [
        "  Ann  West     25000",
        "  Ben  North    28700",
        "  Cid  East     23300",
        "  Dee  South    22000",
    ]
    assert lines[7] == "East 3, 1 honba, 1 riichi stick on the table"
    assert lines[8] == "The game is not over: the settlement is as it would be if it ended now."
    assert lines[10:] == [
        "Settlement",
        # First takes the stick left on the table: (29700 - 25000) / 1000 + 15 = +19.7.
        "  1  Ben    29700   +19.7",
        "  2  Ann    25000    +5.0",
        "  3  Cid    23300    -6.7",
        "  4  Dee    22000   -18.0",
        "The riichi stick left on the table (1000) goes to Ben, first: 28700 + 1000 =",
        "29700 points.",
    ]


def test_json_holds_the_same(capsys: pytest.CaptureFixture[str], finished: Path) -> None:
    status, out, err = replay(capsys, str(finished), "--json")
    assert (status, err) == (0, "")
    assert out.count("\n") == 1, "one JSON object on one line"
    data = json.loads(out)
    assert (data["rules"], data["rules_name"]) == ("mahjong-soul", "Mahjong Soul (East only)")
    assert data["players"] == 4
    assert data["events"] == 7
    assert data["hands"][3] == {
        "hand": "East 3",
        "honba": 1,
        "summary": "Ron from Ann: Dee mangan: 8300",
        "changes": [-8300, 0, 0, 8300],
        "totals": [16700, 28700, 23300, 31300],
    }
    assert [hand["hand"] for hand in data["hands"]] == [
        "East 1",
        "East 2",
        "East 3",
        "East 3",
        "East 4",
    ]
    assert data["table"] == {
        "seats": [
            {"seat": 0, "name": "Ann", "wind": "south", "points": 14700},
            {"seat": 1, "name": "Ben", "wind": "west", "points": 30700},
            {"seat": 2, "name": "Cid", "wind": "north", "points": 23300},
            {"seat": 3, "name": "Dee", "wind": "east", "points": 31300},
        ],
        "round": "east",
        "hand": 4,
        "honba": 0,
        "sticks": 0,
    }
    assert data["over"] is True
    assert data["end"] == {"reason": "last_hand", "explanation": "The last hand is over."}
    assert data["settlement"][0] == {
        "place": 1,
        "seat": 3,
        "name": "Dee",
        "points": 31300,
        "uma": 15000,
        "oka": 0,
        "chombo": 0,
        "result": 21300,
        "result_text": "+21.3",
    }
    assert [(s["name"], s["result_text"]) for s in data["settlement"]] == [
        ("Dee", "+21.3"),
        ("Ben", "+10.7"),
        ("Cid", "-6.7"),
        ("Ann", "-25.3"),
    ]
    assert sum(s["result"] for s in data["settlement"]) == 0
    assert (data["leftover_sticks"], data["leftover_sticks_lost"], data["unpaid"]) == (0, False, 0)


def test_json_of_an_unfinished_game(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = save(tmp_path / "new.tallyo", [Riichi(2)])
    status, out, _ = replay(capsys, str(path), "--json")
    data = json.loads(out)
    assert status == 0
    assert (data["over"], data["end"], data["table"]["sticks"]) == (False, None, 1)
    assert data["leftover_sticks"] == 1000
    assert data["leftover_to"] == [{"seat": 0, "name": "Ann", "points": 1000}], "first by seat"


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (None, "There is no game file at"),
        (b"", "The game file is empty."),
        (b"\xff\xfe", "it is not text"),
        (b"{not json", "not valid JSON"),
        (b'{"format": "tallyo-game", "version": 1, "rules', "ends too early"),
        (b'{"some": "other shape"}', "This is not a Tallyo game file"),
        (b'{"format": "tallyo-game", "version": 7}', "(format 7); this version reads up to"),
    ],
)
@pytest.mark.parametrize("as_json", [False, True])
def test_a_bad_file_exits_2_with_the_reason_and_prints_nothing(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    content: bytes | None,
    words: str,
    as_json: bool,
) -> None:
    path = tmp_path / "bad.tallyo"
    if content is not None:
        path.write_bytes(content)
    status, out, err = replay(capsys, str(path), *(["--json"] if as_json else []))
    assert (status, out) == (2, "")
    assert err.startswith("tallyo-desktop replay: ")
    assert words in err
    assert err.count("\n") == 1


def test_an_event_the_rules_refuse_is_named(
    capsys: pytest.CaptureFixture[str], finished: Path
) -> None:
    finished.write_text(
        finished.read_text().replace(
            '{"type": "riichi", "seat": 1}',
            '{"type": "riichi", "seat": 1},\n    {"type": "riichi", "seat": 1}',
        )
    )
    status, out, err = replay(capsys, str(finished))
    assert (status, out) == (2, "")
    assert "Event 7: Ben has already declared riichi this hand." in err


@pytest.mark.parametrize("args", [(), ("a.tallyo", "b.tallyo"), ("a.tallyo", "--bogus")])
def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str], args: tuple[str, ...]) -> None:
    status, out, err = replay(capsys, *args)
    assert (status, out) == (2, "")
    assert "usage: tallyo-desktop replay" in err


def test_control_characters_from_a_file_are_shown_escaped(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # A name that would clear the screen, retitle the terminal and fake a settlement line.
    names = ("\x1b[2JAnn", "Ben\x1b]0;pwned\x07", "Cid\n  1  Cid  99000  +99.0", "Dee\u202e")
    game = Game(presets.WRC, names)
    path = tmp_path / "hostile.tallyo"
    path.write_text(game_to_json(game), encoding="utf-8")
    status, out, _ = replay(capsys, str(path))
    assert status == 0
    assert "\x1b" not in out and "\x07" not in out and "\u202e" not in out
    assert "\\x1b[2JAnn" in out
    assert "Cid\\n  1  Cid  99000  +99.0" in out
    # Every line is one of the report's own.
    assert not any(line.startswith("  1  Cid  99000") for line in out.splitlines())


def test_a_console_that_cannot_show_japanese_gets_escapes(tmp_path: Path) -> None:
    game = Game(presets.WRC, ("東", "南", "西", "北"))
    path = tmp_path / "kanji.tallyo"
    path.write_text(game_to_json(game), encoding="utf-8")
    environment = {**os.environ, "PYTHONIOENCODING": "ascii"}
    result = subprocess.run(
        [sys.executable, "-m", "tallyo_desktop", "replay", str(path)],
        capture_output=True,
        text=True,
        encoding="ascii",
        errors="strict",
        env=environment,
    )
    assert result.returncode == 0, result.stderr
    assert "\\u6771" in result.stdout


def test_long_names_are_cut_in_the_table_but_kept_whole_in_json(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Ben's name just fits; Ann's, 10,000 characters, would pad every line to its length.
    long_name, fits = "Ann" + "n" * 9_997, "B" * NAME_WIDTH
    game = Game(presets.WRC, (long_name, fits, "Cid", "Dee"))
    game.record(Ron(2, (Win(0, Hand(3, 40)),)))
    path = tmp_path / "long.tallyo"
    path.write_text(game_to_json(game), encoding="utf-8")
    status, out, err = replay(capsys, str(path))
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert max(len(line) for line in lines) <= 80
    cut = "Ann" + "n" * (NAME_WIDTH - 4) + "…"
    assert len(cut) == NAME_WIDTH
    assert lines[2:4] == ["Hands", f"  East 1  Ron from Cid: {cut} 3 han 40 fu: 7700"]
    assert lines[6:10] == [
        f"  {cut}  East     37700",
        f"  {fits}  South    30000",
        f"  {'Cid':<{NAME_WIDTH}}  West     22300",
        f"  {'Dee':<{NAME_WIDTH}}  North    30000",
    ]
    assert f"  1  {cut}    37700" in out
    status, out, _ = replay(capsys, str(path), "--json")
    data = json.loads(out)
    assert status == 0
    assert [seat["name"] for seat in data["table"]["seats"]] == [long_name, fits, "Cid", "Dee"]
    assert data["settlement"][0]["name"] == long_name


def test_a_name_is_cut_after_its_escapes(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Escaped, the 20 bells take 80 characters: what is cut is what would have been shown.
    game = Game(presets.WRC, ("\a" * 20, "Ben", "Cid", "Dee"))
    path = tmp_path / "bells.tallyo"
    path.write_text(game_to_json(game), encoding="utf-8")
    status, out, _ = replay(capsys, str(path))
    assert status == 0
    assert "\a" not in out
    assert out.splitlines()[3] == "  " + ("\\x07" * 8)[: NAME_WIDTH - 1] + "…  East     30000"


def test_a_correction_no_table_can_hold_is_refused(
    capsys: pytest.CaptureFixture[str], finished: Path
) -> None:
    document = json.loads(finished.read_text())
    document["events"].insert(
        1,
        {
            "type": "point_correction",
            "payer": 0,
            "receiver": 1,
            "amount": 9_007_199_254_740_900,
            "reason": "Typo",
        },
    )
    finished.write_text(json.dumps(document))
    status, out, err = replay(capsys, str(finished))
    assert (status, out) == (2, "")
    assert "Event 2: A correction moves at most 1,000,000 points" in err


def test_the_table_says_which_hand_its_seat_winds_are_from(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # After East 1 and East 2 the deal has moved twice: Ann, the first dealer, sits West.
    path = save(tmp_path / "moved.tallyo", EVENTS[:3])
    _, out, _ = replay(capsys, str(path))
    lines = out.splitlines()
    seats = lines.index("Seat winds in East 3 (the hand being played):")
    assert lines[seats + 1] == "  Ann  West     23500"
    _, out, _ = replay(capsys, str(tmp_path / "moved.tallyo"), "--json")
    # The JSON keeps its keys: "wind" is the seat's wind in the table's hand, beside it.
    table = json.loads(out)["table"]
    assert (table["round"], table["hand"]) == ("east", 3)
    assert table["seats"][0]["wind"] == "west"
