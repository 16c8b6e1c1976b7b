"""`tallyo-desktop import LOG... [--out DIR] [--json]`: the contract other programs rely on.

The logs are the real ones kept in tests/data/tenhou/logs; the command runs in-process through
`tallyo_desktop.cli.main`, and once as a real process.
"""

from __future__ import annotations

import gzip
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tallyo_desktop.cli import main
from tallyo_desktop.core.record.files import read_saved_game

LOGS = Path(__file__).parent / "data" / "tenhou" / "logs"
PRIVATE = LOGS / "2019020120gm-0009-10011-215330df.mjlog"
EXAMPLE = LOGS / "example.xml"
PAIR = "2019021004gm-00a9-0000-e2f6516d"
CUT = LOGS / "2011020401gm-00a9-0000-f6eff225-no-game-end.mjlog"
WHOLE = LOGS / "2011020401gm-00a9-0000-f6eff225.mjlog"
FIELDS = ["source", "file", "players", "hands", "final_points", "finished", "notes"]


def _run(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> tuple[int, list[dict[str, object]], str]:
    code = main(["import", *args])
    out, err = capsys.readouterr()
    return code, [json.loads(line) for line in out.splitlines()], err


def test_a_log_becomes_a_record_named_after_its_id(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, lines, _ = _run([str(PRIVATE), "--out", str(tmp_path), "--json"], capsys)
    assert code == 0
    written = tmp_path / "2019020120gm-0009-10011-215330df.tallyo"
    assert lines == [
        {
            "source": str(PRIVATE),
            "file": str(written),
            "players": 4,
            "hands": 7,
            "final_points": [19400, -700, 67400, 33900],
            "finished": True,
            "notes": [
                "The room starts everybody at 30000 points, not at 25000.",
                "Uma and oka as the log's results give them: uma +50.0 / +20.0 / 0.0 / -70.0, "
                "no oka.",
            ],
        }
    ]
    assert list(lines[0]) == FIELDS
    saved = read_saved_game(written)
    assert saved.metadata.source == "tenhou:2019020120gm-0009-10011-215330df"
    assert saved.game.names[0] and len(set(saved.game.names)) == 4


def test_a_log_without_an_id_is_named_after_its_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, lines, _ = _run([str(EXAMPLE), "--out", str(tmp_path), "--json"], capsys)
    assert code == 0
    assert lines[0]["file"] == str(tmp_path / "example.tallyo")
    assert read_saved_game(tmp_path / "example.tallyo").metadata.source == "tenhou"


def test_the_out_folder_is_made_and_the_current_folder_is_the_default(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    deep = tmp_path / "a" / "b"
    assert _run([str(EXAMPLE), "--out", str(deep), "--json"], capsys)[0] == 0
    assert (deep / "example.tallyo").is_file()
    here = tmp_path / "here"
    here.mkdir()
    monkeypatch.chdir(here)
    assert _run([str(EXAMPLE), "--json"], capsys)[0] == 0
    assert (here / "example.tallyo").is_file()


def test_the_same_game_is_left_as_it_is_whichever_log_it_came_from(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mjlog, tenhou6 = LOGS / f"{PAIR}.mjlog", LOGS / f"{PAIR}.json"
    code, lines, _ = _run(
        [str(mjlog), str(tenhou6), str(mjlog), "--out", str(tmp_path), "--json"], capsys
    )
    assert code == 0
    assert [line["file"] for line in lines] == [str(tmp_path / f"{PAIR}.tallyo")] * 3
    assert sorted(path.name for path in tmp_path.iterdir()) == [f"{PAIR}.tallyo"]


def test_another_file_of_that_name_is_never_overwritten(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = tmp_path / "example.tallyo"
    first.write_text("my notes", encoding="utf-8")
    second = tmp_path / "example-2.tallyo"
    second.write_bytes(b"\xff\xfe not a game")
    code, lines, _ = _run([str(EXAMPLE), "--out", str(tmp_path), "--json"], capsys)
    assert code == 0
    assert lines[0]["file"] == str(tmp_path / "example-3.tallyo")
    assert first.read_text(encoding="utf-8") == "my notes"
    assert second.read_bytes() == b"\xff\xfe not a game"
    # The same game under another name in that folder is found by its content, not its name.
    shutil.copy(LOGS / f"{PAIR}.mjlog", tmp_path / "renamed.xml")
    _run([str(LOGS / f"{PAIR}.mjlog"), "--out", str(tmp_path), "--json"], capsys)
    code, lines, _ = _run([str(tmp_path / "renamed.xml"), "--out", str(tmp_path), "--json"], capsys)
    assert lines[0]["file"] == str(tmp_path / f"{PAIR}.tallyo")


def test_a_log_cut_short_is_an_unfinished_game_up_to_its_last_complete_hand(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, lines, _ = _run([str(CUT), "--out", str(tmp_path), "--json"], capsys)
    assert code == 0
    assert lines[0]["finished"] is False
    assert lines[0]["hands"] == 7
    assert lines[0]["final_points"] == [21700, 14600, 29600, 34100]
    # The whole log of the same game is longer: written beside it, not over it.
    code, lines, _ = _run([str(WHOLE), "--out", str(tmp_path), "--json"], capsys)
    assert (lines[0]["finished"], lines[0]["hands"]) == (True, 8)
    name = "2011020401gm-00a9-0000-f6eff225"
    assert lines[0]["file"] == str(tmp_path / f"{name}-2.tallyo")
    # And cutting the whole log anywhere keeps the hands that ended before the cut.
    text = WHOLE.read_bytes()
    cut = text.index(b"<INIT", len(text) // 2) + 20
    partial = tmp_path / "partial.mjlog"
    partial.write_bytes(gzip.compress(text[:cut]))
    code, lines, _ = _run([str(partial), "--out", str(tmp_path / "cut"), "--json"], capsys)
    assert code == 0 and lines[0]["finished"] is False
    assert 0 < int(str(lines[0]["hands"])) < 8


def test_a_folder_gives_every_log_in_it_and_passes_over_other_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "in"
    (folder / "deeper").mkdir(parents=True)
    shutil.copy(EXAMPLE, folder / "b.xml")
    shutil.copy(PRIVATE, folder / "deeper" / "a-log-without-suffix")
    (folder / "notes.txt").write_text("not a log", encoding="utf-8")
    (folder / "broken.xml").write_text("<mjloggm><GO type='169'/><INIT", encoding="utf-8")
    code, lines, _ = _run([str(folder), "--out", str(tmp_path / "out"), "--json"], capsys)
    assert code == 2
    assert [line["source"] for line in lines] == [
        str(folder / "b.xml"),
        str(folder / "broken.xml"),
        str(folder / "deeper" / "a-log-without-suffix"),
    ]
    assert list(lines[1]) == ["source", "error"]
    # Neither file name carries a log id: each record is named after its log file.
    assert sorted(path.name for path in (tmp_path / "out").iterdir()) == [
        "a-log-without-suffix.tallyo",
        "b.tallyo",
    ]


def test_a_refused_file_makes_the_status_2_and_the_others_are_still_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "missing.mjlog"
    code, lines, _ = _run([str(missing), str(EXAMPLE), "--out", str(tmp_path), "--json"], capsys)
    assert code == 2
    assert lines[0] == {"source": str(missing), "error": "There is no such file."}
    assert (tmp_path / "example.tallyo").is_file()


def test_without_json_a_line_for_each_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["import", str(EXAMPLE), str(tmp_path / "none"), "--out", str(tmp_path)])
    out, err = capsys.readouterr()
    assert code == 2
    assert out == (
        f"{EXAMPLE}: 9 hands, finished, points 26300 19300 34400 20000"
        f" -> {tmp_path / 'example.tallyo'}\n"
    )
    assert err == f"{tmp_path / 'none'}: not imported. There is no such file.\n"


def test_the_command_runs_as_a_process_without_qt(tmp_path: Path) -> None:
    environment = {**os.environ, "QT_QPA_PLATFORM": "none"}
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "tallyo_desktop",
            "import",
            str(LOGS),
            "--out",
            str(tmp_path),
            "--json",
        ],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=environment,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(lines) == 26
    assert all(line.get("error") is None for line in lines)
    # 20 games: the six tenhou.net/6 logs are games already written from their mjlogs, and the
    # log cut short is the same game as its whole log.
    assert len(list(tmp_path.glob("*.tallyo"))) == 20


def test_without_json_the_notes_follow_the_logs_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["import", str(PRIVATE), "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[1:] == [
        "  The room starts everybody at 30000 points, not at 25000.",
        "  Uma and oka as the log's results give them: uma +50.0 / +20.0 / 0.0 / -70.0, no oka.",
    ]
