"""`tallyo-desktop stats PATH...`: the contract other programs rely on (docs/statistics.md).

The games counted are those `standings` counts over the same files; each player's counts are
the core's figures of those games, checked here against games worked out by hand and against
the real Tenhou games kept in tests/data.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from standings_games import EVENTS, game, three_player_game, write
from statistics_games import tiles_game, varied_game

from tallyo_desktop.cli import main
from tallyo_desktop.core.importing.importer import import_logs
from tallyo_desktop.core.record.format import Metadata
from tallyo_desktop.core.statistics.achievements import Achievement
from tallyo_desktop.core.statistics.game_figures import game_figures
from tallyo_desktop.core.statistics.measures import FIGURES, MINIMUMS
from tallyo_desktop.core.statistics.seat_row import FIELDS, summed
from tallyo_desktop.core.table.events import EndedByTime, Riichi

DOC = Path(__file__).parent.parent / "docs" / "statistics.md"
TOP_KEYS = ["format", "version", "scope", "games", "skipped", "unfinished", "conflicts"]
TOP_KEYS += ["refused", "minimums", "players", "achievements"]
PLAYER_KEYS = ["name", "counts", "figures", "yaku", "best_hand", "longest_dealer_streak"]
PLAYER_KEYS += ["biggest_comeback", "rating"]


def command(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Run `stats ARGS` in-process: (exit status, stdout, stderr), as `python -m` would."""
    try:
        status = main(["stats", *args])
    except SystemExit as stop:
        assert isinstance(stop.code, int)
        status = stop.code
    out, err = capsys.readouterr()
    return status, out, err


def as_json(capsys: pytest.CaptureFixture[str], *args: str) -> Any:
    status, out, err = command(capsys, *args, "--json")
    assert (status, err) == (0, "")
    return json.loads(out)


@pytest.fixture
def club(tmp_path: Path) -> Path:
    """As the standings' tests have it: two finished games, an earlier save of the first on a
    stick, a three-player game, an unfinished game, two copies in conflict, a file cut short."""
    folder = tmp_path / "club"
    write(folder / "table-1" / "a.tallyo", game(), "a")
    write(folder / "stick" / "a.tallyo", game(events=EVENTS[:4]), "a")
    write(folder / "table-2" / "b.tallyo", game(names=("Eve", "Cid", "Ben", "Dee")), "b")
    write(folder / "table-3" / "three.tallyo", three_player_game(), "three")
    write(folder / "table-3" / "late.tallyo", game(events=EVENTS[:2]), "late")
    write(folder / "table-4" / "c.tallyo", game(events=EVENTS[:2]), "c")
    write(folder / "table-4" / "c-other.tallyo", game(events=(Riichi(2),)), "c")
    (folder / "table-4" / "cut.tallyo").write_text('{"format": "tallyo-game", "vers')
    return folder


# --- The JSON contract -----------------------------------------------------------------------


def test_the_json_object_has_the_contracts_keys_in_order(
    capsys: pytest.CaptureFixture[str], club: Path
) -> None:
    found = as_json(capsys, str(club))
    assert list(found) == TOP_KEYS
    assert (found["format"], found["version"]) == ("tallyo-stats", 1)
    assert found["scope"] == {"players": 4, "from": None, "to": None, "rules": None, "player": None}
    assert found["minimums"] == {unit.value: minimum for unit, minimum in MINIMUMS.items()}
    # The same games as `standings` counts, and the same left out.
    standings_status = main(["standings", str(club), "--json"])
    standings = json.loads(capsys.readouterr().out)
    assert standings_status == 0
    for key in ("games", "skipped", "unfinished", "conflicts", "refused"):
        assert found[key] == standings[key], key
    players = found["players"]
    assert [player["name"] for player in players] == [row["name"] for row in standings["players"]]
    for player, row in zip(players, standings["players"], strict=True):
        assert list(player) == PLAYER_KEYS
        assert list(player["counts"]) == list(FIELDS)
        assert list(player["figures"]) == [kind.name for kind in FIGURES]
        counts = player["counts"]
        assert [counts[f"place_{place}"] for place in range(1, 5)] == row["places"]
        assert (counts["result"], counts["hands"], counts["wins"]) == (
            row["total"],
            row["hands"],
            row["wins"],
        )
        assert (counts["deal_ins"], counts["riichi"], counts["busts"]) == (
            row["deal_ins"],
            row["riichi"],
            row["busts"],
        )
    assert [award["achievement"] for award in found["achievements"]] == list(Achievement)


def test_a_player_s_figures_over_games_worked_out_by_hand(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    first = game(names=("Ann", "Bea", "Cid", "Dan"))
    # The seven hands of the varied game, then its time ran out; the tiles game ended in a bust.
    varied = varied_game()
    varied.record(EndedByTime())
    played = [first, varied, tiles_game()]
    for number, one in enumerate(played):
        write(
            tmp_path / f"{'abc'[number]}.tallyo",
            one,
            "abc"[number],
            f"2026-03-0{5 + number}T19:30+01:00",
        )
    found = as_json(capsys, str(tmp_path), "--player", " Cid ")
    assert (found["games"], found["unfinished"]) == (3, [])
    (cid,) = found["players"]
    rows = [game_figures(one, Metadata(), "k").rows[2] for one in played]
    assert cid["counts"] == summed(rows)._asdict()
    # A tsumo in the first game, a ron and a dealer tsumo in the second, a damaten ron in the
    # third: four wins in 5 + 7 + 4 hands.
    assert cid["figures"]["win_rate"] == {"value": None, "count": 4, "over": 16}
    assert cid["figures"]["average_place"] == {"value": 2.3333, "count": 3 + 1 + 3, "over": 3}
    assert cid["figures"]["damaten_share"] == {"value": None, "count": 1, "over": 1}
    assert cid["yaku"] == [
        {"name": "Pinfu", "value": None, "count": 1, "over": 1},
        {"name": "Tanyao", "value": None, "count": 1, "over": 1},
    ]
    assert cid["best_hand"] == {
        "game": str(tmp_path / "b.tallyo"),
        "event": 7,
        "hand": 3,
        "round": "east",
        "number": 3,
        "honba": 1,
    }
    assert cid["longest_dealer_streak"] is not None
    assert cid["longest_dealer_streak"]["event"] == 8
    assert cid["biggest_comeback"] == str(tmp_path / "b.tallyo")
    assert [point["game"] for point in cid["rating"]["series"]] == [
        str(tmp_path / name) for name in ("a.tallyo", "b.tallyo", "c.tallyo")
    ]
    assert cid["rating"]["series"][0] == {
        "game": str(tmp_path / "a.tallyo"),
        "date": "2026-03-05",
        "rating": 1490.0,
        "change": -10.0,
    }
    assert found["scope"]["player"] == "Cid"


def test_figures_are_shown_from_enough_hands(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Four times the same finished game of five hands: 20 hands, 4 games for each player.
    for number in range(4):
        write(tmp_path / f"{number}.tallyo", game(), f"g{number}")
    found = as_json(capsys, str(tmp_path), "--player", "Ben")
    (ben,) = found["players"]
    figures = ben["figures"]
    assert figures["win_rate"] == {"value": 0.4, "count": 8, "over": 20}
    assert figures["average_win"] == {"value": 3600.0, "count": 28800, "over": 8}
    assert figures["average_place"] == {"value": 2.0, "count": 8, "over": 4}
    assert figures["riichi_rate"] == {"value": 0.2, "count": 4, "over": 20}
    assert figures["riichi_win_rate"] == {"value": None, "count": 4, "over": 4}
    holders = {award["achievement"]: award["holders"] for award in found["achievements"]}
    # Neither dealt in: they share it, in the standings' order.
    assert [holder["name"] for holder in holders["fewest_deal_ins"]] == ["Dee", "Ben"]
    assert holders["most_wins"] == [
        {"name": "Ben", "count": 8, "over": None, "game": None, "hand": None}
    ]


def test_three_players_the_dates_and_the_rules(
    capsys: pytest.CaptureFixture[str], club: Path
) -> None:
    three = as_json(capsys, str(club), "--players", "3")
    # Every four-player game is skipped, finished or not: a, b, the late one and c.
    assert (three["games"], three["skipped"]) == (1, 4)
    assert all("place_4" in player["counts"] for player in three["players"])
    assert all("fourth_rate" not in player["figures"] for player in three["players"])
    assert as_json(capsys, str(club), "--from", "2026-03-06")["games"] == 0
    assert as_json(capsys, str(club), "--to", "2026-03-05")["games"] == 2
    assert as_json(capsys, str(club), "--rules", "tenhou")["games"] == 0
    found = as_json(capsys, str(club), "--rules", "mahjong-soul")
    assert (found["games"], found["scope"]["rules"]) == (2, "mahjong-soul")


def test_a_player_who_played_none_of_the_games(
    capsys: pytest.CaptureFixture[str], club: Path
) -> None:
    assert as_json(capsys, str(club), "--player", "Zed")["players"] == []
    status, out, _ = command(capsys, str(club), "--player", "Zed")
    assert status == 0
    assert "No game here has a player named Zed." in out


# --- The real games --------------------------------------------------------------------------


def test_the_real_tenhou_games(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    logs = Path(__file__).parent / "data" / "tenhou" / "logs"
    outcomes = import_logs([logs], tmp_path)
    assert all(outcome.file is not None for outcome in outcomes)
    found = as_json(capsys, str(tmp_path))
    # 19 four-player games from 26 logs: a tenhou.net/6 log is its mjlog's game, and the log
    # cut short an earlier save of a game whose whole log is there.
    assert (found["games"], found["unfinished"], found["conflicts"]) == (19, [], [])
    players = found["players"]
    counts = [player["counts"] for player in players]
    assert sum(one["games"] for one in counts) == 4 * 19
    assert [sum(one[f"place_{place}"] for one in counts) for place in range(1, 5)] == [19] * 4
    rons = sum(one["ron_wins"] for one in counts)
    assert rons >= sum(one["deal_ins"] for one in counts) > 0
    assert sum(one["counted_wins"] for one in counts) == sum(one["wins"] for one in counts)
    # Every yakuman is an achievement, and each is one player's.
    holders = {award["achievement"]: award["holders"] for award in found["achievements"]}
    assert len(holders["yakuman"]) == sum(one["yakuman"] for one in counts) == 2
    assert sum(player["rating"]["games"] for player in players) == 4 * 19


# --- The table -------------------------------------------------------------------------------


def test_the_table_lists_each_player_then_the_achievements_and_what_was_not_counted(
    capsys: pytest.CaptureFixture[str], club: Path
) -> None:
    status, out, err = command(capsys, str(club))
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "Statistics: 2 four-player games, all dates"
    assert re.match(r" *# +Name +Games +Avg place +Win +Deal-in", lines[2])
    assert re.match(r" *1 +Dee +2 +- ", lines[3])
    assert "Achievements" in lines
    assert any(
        re.match(r"  Best hand +Dee: 8000, East 3, 1 honba, in .*a\.tallyo", line) for line in lines
    )
    assert "  Riichi alone           nobody" in lines
    assert "1 finished three-player game not counted (--players)." in lines
    assert "Not finished, not counted:" in lines
    assert "Could not be read:" in lines


def test_one_player_in_full(capsys: pytest.CaptureFixture[str], club: Path) -> None:
    status, out, _ = command(capsys, str(club), "--player", "Ben")
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "Ben: 2 of the 2 four-player games, all dates"
    # Second in the first game, third (Cid's seat) in the second.
    assert "Places          0 / 1 / 1 / 0   total +4.0" in lines
    assert "Hands           10, 3 won, 1 dealt in, 1 riichi" in lines
    assert any(
        re.fullmatch(r"Win rate +- +3 of 10 hands \(shown from 20\)", line) for line in lines
    )
    assert any(
        re.fullmatch(r"Average win +- +over 3 wins \(shown from 5\)", line) for line in lines
    )
    assert any(line.startswith("Rating          1") for line in lines)


def test_wide_names_keep_the_columns(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    write(tmp_path / "a.tallyo", game(names=("櫻井奏", "Ben", "Cid", "Dee")), "a")
    _, out, _ = command(capsys, str(tmp_path))
    table = out.splitlines()[3:7]
    # Each Japanese character takes two columns: the games line up after any name.
    starts = {
        line.index(" 1 ") + sum(1 for char in line[: line.index(" 1 ")] if ord(char) > 0x3000)
        for line in table
    }
    assert len(starts) == 1


# --- Mistakes and exit status ----------------------------------------------------------------


def test_nothing_read_exits_2_and_still_says_what_was_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (tmp_path / "bad.tallyo").write_text("not json")
    status, out, err = command(capsys, str(tmp_path), "--json")
    assert status == 2
    found = json.loads(out)
    assert (found["games"], found["players"], len(found["refused"])) == (0, [], 1)
    assert err == f"tallyo-desktop stats: no game file could be read in {tmp_path}\n"
    (tmp_path / "bad.tallyo").unlink()
    status, out, err = command(capsys, str(tmp_path))
    assert status == 2
    assert "No finished four-player games to count." in out
    assert err == f"tallyo-desktop stats: no game files were found in {tmp_path}\n"


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--from", "2026-02-30"], "not a date written YYYY-MM-DD: '2026-02-30'"),
        (["--from", "2026-03-02", "--to", "2026-03-01"], "--from 2026-03-02 is after --to"),
        (["--players", "5"], "argument --players: invalid choice: 5"),
        (["--rules", "nowhere"], "argument --rules: not a rule preset: 'nowhere'"),
        (["--player", "  "], "argument --player: a player's name cannot be empty"),
    ],
)
def test_mistakes_exit_2_naming_what_is_wrong(
    capsys: pytest.CaptureFixture[str], club: Path, args: list[str], said: str
) -> None:
    status, out, err = command(capsys, str(club), *args)
    assert (status, out) == (2, "")
    assert err.startswith("usage: tallyo-desktop stats")
    assert said in err


def test_a_real_process_loads_no_qt(club: Path) -> None:
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
    done = subprocess.run(
        [sys.executable, "-c", script, "stats", str(club), "--json"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0
    assert json.loads(done.stdout)["games"] == 2
    assert done.stderr == "False False\n"


# --- The documentation -----------------------------------------------------------------------


def test_the_page_names_every_count_figure_and_achievement() -> None:
    page = DOC.read_text(encoding="utf-8")
    counts = page.split("## The counts", 1)[1].split("\n## ", 1)[0]
    documented = set(re.findall(r"`([a-z_0-9]+)`", counts))
    assert set(FIELDS) - {"place_2", "place_3"} <= documented
    figures = page.split("## The figures", 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(r"^\| `([a-z_]+)`", figures, re.MULTILINE))
    named |= set(re.findall(r"`([a-z_]+_rate)`", figures))
    named |= set(re.findall(r"`([a-z_]+_per_win)`", figures))
    assert {kind.name for kind in FIGURES} <= named
    achievements = page.split("## Achievements", 1)[1].split("\n## ", 1)[0]
    assert set(re.findall(r"^\| `([a-z_]+)`", achievements, re.MULTILINE)) == set(Achievement)
    for unit, minimum in MINIMUMS.items():
        assert f'"{unit.value}": {minimum}' in page
