"""`tallyo-desktop tournament FILE`: the ranking other programs rely on (docs/tournament.md),
and the EMA's results table, the ranking's CSV and the web page it writes."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tallyo_desktop.cli import main
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.tournament import operations
from tallyo_desktop.core.tournament.events import Carry
from tallyo_desktop.core.tournament.players import Player
from tallyo_desktop.core.tournament.ranking import ranking
from tallyo_desktop.core.tournament.tournament_file import tournament_to_json

sys.path.insert(0, str(Path(__file__).parent / "core"))
from tournament_day import play_round, seated


def command(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        status = main(["tournament", *args])
    except SystemExit as stop:
        assert isinstance(stop.code, int)
        status = stop.code
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture(scope="module")
def day_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tournament = seated(16, 4)
    operations.edit(tournament, Player("1", "Ann <b>&</b>", ema="04290017", country="Denmark"))
    play_round(tournament, 0)
    play_round(tournament, 1)
    operations.penalise(tournament, "2", 1, 2000, "Slow play")
    operations.drop(tournament, "16", replacement=Player("", "Sub"))
    play_round(tournament, 2)
    operations.make_cut(tournament, 4, Carry.KEPT)
    play_round(tournament, 3)
    path = tmp_path_factory.mktemp("day") / "open.tallyo-tournament"
    path.write_text(tournament_to_json(tournament), encoding="utf-8")
    return path


def test_json_is_the_ranking_field_by_field(
    capsys: pytest.CaptureFixture[str], day_file: Path
) -> None:
    status, out, err = command(capsys, str(day_file), "--json")
    assert (status, err) == (0, "")
    data: dict[str, Any] = json.loads(out)
    assert list(data) == ["tournament", "after_round", "rounds_complete", "tables", "ranking",
                          "substitutes", "teams"]  # fmt: skip
    assert data["tournament"]["rules"] == "ema-2016" and data["tournament"]["rounds"] == 4
    assert data["after_round"] == 4 and data["rounds_complete"] == 4
    assert data["tables"][0] == {"round": 1, "tables": 4, "reported": 4}
    rows = data["ranking"]
    assert len(rows) == 16 and [row["place"] for row in rows][:1] == [1]
    assert list(rows[0]) == ["place", "tied", "number", "name", "ema", "country", "club", "team",
                             "total", "results", "penalties", "chombo", "played",
                             "dropped_from_round", "finalist", "carried", "mers"]  # fmt: skip
    assert all(row["finalist"] for row in rows[:4]) and not rows[4]["finalist"]
    assert rows[0]["mers"] == 1000 and rows[-1]["mers"] == 0
    penalised = next(row for row in rows if row["number"] == "2")
    assert penalised["penalties"] == 2000
    dropped = next(row for row in rows if row["number"] == "16")
    assert dropped["dropped_from_round"] == 3 and dropped["results"][2:] == [None, None]
    assert [row["name"] for row in data["substitutes"]] == ["Sub"]
    assert sum(row["total"] for row in rows + data["substitutes"]) == -2000


def test_text_lists_every_player_by_place(
    capsys: pytest.CaptureFixture[str], day_file: Path
) -> None:
    status, out, err = command(capsys, str(day_file))
    assert status == 0 and err == ""
    assert out.startswith("Test Open, 2026-11-14: ranking after round 4 of 4")
    assert "Sub (substitute)" in out and "(dropped)" in out
    status, out, _ = command(capsys, str(day_file), "--after-round", "1", "--json")
    assert json.loads(out)["after_round"] == 1


def test_the_ema_results_table_and_the_page(
    capsys: pytest.CaptureFixture[str], day_file: Path, tmp_path: Path
) -> None:
    ema, page, table = tmp_path / "ema.csv", tmp_path / "open.html", tmp_path / "ranking.csv"
    status, _, err = command(
        capsys, str(day_file), "--ema-csv", str(ema), "--html", str(page), "--csv", str(table)
    )
    assert (status, err) == (0, "")
    rows = list(csv.reader(io.StringIO(ema.read_text(encoding="utf-8-sig"))))
    assert rows[0] == ["Place", "Name", "EMA number", "Country", "Total", "MERS points"]
    assert len(rows) == 17 and rows[1][0] == "1" and rows[-1][-1] == "0"
    ann = next(row for row in rows if row[1].startswith("Ann"))
    assert ann[2:4] == ["04290017", "Denmark"]
    html = page.read_text(encoding="utf-8")
    assert "Ann &lt;b&gt;&amp;&lt;/b&gt;" in html and "<b>&" not in html
    assert "<script" not in html and "http" not in html.replace("http-equiv", "")
    assert html.count("<section class='round'>") == 4
    assert "Penalties and chombo" in html
    assert table.read_text(encoding="utf-8-sig").splitlines()[1].startswith("Place,Number,Name")


def test_an_unreadable_file_or_target_exits_2_and_writes_nothing(
    capsys: pytest.CaptureFixture[str], day_file: Path, tmp_path: Path
) -> None:
    status, out, err = command(capsys, str(tmp_path / "none.tallyo-tournament"))
    assert status == 2 and out == "" and "There is no tournament file" in err
    broken = tmp_path / "broken.tallyo-tournament"
    broken.write_text(day_file.read_text(encoding="utf-8")[:500], encoding="utf-8")
    status, _, err = command(capsys, str(broken))
    assert status == 2 and "not valid JSON" in err
    before = day_file.read_bytes()
    status, _, err = command(capsys, str(day_file), "--html", str(day_file))
    assert status == 2 and "write over a tournament file" in err
    assert day_file.read_bytes() == before
    status, _, err = command(capsys, str(day_file), "--csv", str(tmp_path / "no" / "x.csv"))
    assert status == 2 and "there is no folder" in err


def test_the_command_loads_no_qt(day_file: Path) -> None:
    script = (
        "import sys; from tallyo_desktop.cli import main; status = main(['tournament', "
        f"{str(day_file)!r}, '--json']); "
        "assert not any(name.startswith('PySide6') for name in sys.modules); sys.exit(status)"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["ranking"]


def test_a_slip_refused_stays_out_of_the_ranking() -> None:
    tournament = seated(16, 4)
    with pytest.raises(TallyoError):
        operations.record_slip(tournament, 0, 0, [1000, 0, 0, 0], [0] * 4, 0)
    assert all(row.played == 0 for row in ranking(tournament.state).rows)
