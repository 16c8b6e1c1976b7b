"""What the commands refuse, and how: a file they cannot write, an option they do not have.

Each refusal is one sentence on stderr that names the command, the path or the option and why,
with status 2, and nothing written; the words are the player's, not Python's ("[Errno 2] ...").
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tallyo_desktop.cli import main
from tallyo_desktop.commands.output import file_problem, folder_problem, reason_of, write_file
from tallyo_desktop.core.record.format import game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.events import Riichi
from tallyo_desktop.core.table.game import Game


def ended(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    """`main(arguments)` as `python -m` would end it: (status, stdout, stderr)."""
    try:
        status = main(list(arguments))
    except SystemExit as stop:
        assert isinstance(stop.code, int)
        status = stop.code
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    game = Game(presets.TENHOU, ("Ann", "Bea", "Cid", "Dan"))
    game.record(Riichi(1))
    path = tmp_path / "evening.tallyo"
    path.write_text(game_to_json(game), encoding="utf-8")
    return path


# --- Paths that cannot be written ------------------------------------------------------------


def test_what_is_seen_against_a_path_before_writing(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    (tmp_path / "folder").mkdir()
    assert file_problem(str(tmp_path / "out.csv"), ".csv") is None
    assert file_problem(str(tmp_path / "g.TALLYO"), ".csv") == (
        "it would write over a game file: name a .csv file"
    )
    assert file_problem(str(tmp_path / "folder"), ".pdf") == (
        "it is a folder: name a .pdf file in it"
    )
    assert file_problem(str(tmp_path / "none" / "x.csv"), ".csv") == (
        f"there is no folder {tmp_path / 'none'}"
    )
    assert file_problem(str(tmp_path / "file" / "deeper" / "x.csv"), ".csv") == (
        f"{tmp_path / 'file'} is not a folder"
    )
    assert folder_problem(str(tmp_path / "new" / "games")) is None
    assert folder_problem(str(tmp_path / "file")) == "it is a file, not a folder"
    assert folder_problem(str(tmp_path / "file" / "games")) == (
        f"{tmp_path / 'file'} is not a folder"
    )


def test_the_system_s_errors_in_words() -> None:
    assert reason_of(FileNotFoundError(2, "No such file or directory")) == (
        "the file could not be made there"
    )
    assert reason_of(PermissionError(13, "Permission denied")) == "permission denied"
    assert reason_of(OSError(28, "No space left on device")) == "the disk is full"
    assert reason_of(OSError(5, "Input/output error")) == "Input/output error"


def test_a_file_is_written_whole_or_left_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.csv"
    target.write_text("before")
    write_file(str(target), b"after")
    assert target.read_text() == "after"

    def full_disk(source: object, destination: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(OSError):
        write_file(str(target), b"lost")
    assert target.read_text() == "after"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["out.csv"]


@pytest.mark.parametrize(
    ("where", "said"),
    [
        ("missing/chart.pdf", "there is no folder {tmp}/missing"),
        ("folder", "it is a folder: name a .pdf file in it"),
        ("evening.tallyo", "it would write over a game file: name a .pdf file"),
    ],
)
def test_chart_refuses_a_pdf_it_cannot_write_before_loading_qt(
    tmp_path: Path, game_file: Path, where: str, said: str
) -> None:
    (tmp_path / "folder").mkdir()
    target = tmp_path / where
    before = game_file.read_bytes()
    # A platform Qt does not have: loading Qt to find the path wrong would fail otherwise.
    env = {**os.environ, "QT_QPA_PLATFORM": "no-such-platform"}
    script = (
        "import sys\n"
        "from tallyo_desktop.cli import main\n"
        "code = main(sys.argv[1:])\n"
        "print('PySide6' in sys.modules)\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, "chart", "--rules", "tenhou", "--pdf", str(target)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert (done.returncode, done.stdout) == (2, "False\n")
    assert done.stderr == (
        f"tallyo-desktop chart: cannot write {target}: {said.format(tmp=tmp_path)}.\n"
    )
    assert "Errno" not in done.stderr
    assert game_file.read_bytes() == before


def test_chart_says_in_words_why_the_pdf_could_not_be_written(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    def refused(sheet: object, path: str) -> None:
        raise PermissionError(13, "Permission denied", path)

    from tallyo_desktop.commands.chart import run

    target = tmp_path / "chart.pdf"
    assert run(["--rules", "tenhou", "--pdf", str(target)], write_pdf=refused) == 2
    assert capsys.readouterr().err == (
        f"tallyo-desktop chart: cannot write {target}: permission denied.\n"
    )


@pytest.mark.parametrize(
    ("where", "said"),
    [
        ("missing/out.csv", "there is no folder {tmp}/missing"),
        ("folder", "it is a folder: name a .csv file in it"),
        ("other.tallyo", "it would write over a game file: name a .csv file"),
        ("evening.tallyo", "it would write over a game file: name a .csv file"),
    ],
)
def test_export_refuses_a_csv_it_cannot_write(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game_file: Path, where: str, said: str
) -> None:
    (tmp_path / "folder").mkdir()
    (tmp_path / "other.tallyo").write_text("a game")
    before = game_file.read_bytes()
    target = tmp_path / where
    status, out, err = ended(capsys, "export", str(game_file), "--csv", str(target))
    assert (status, out) == (2, "")
    assert err == f"tallyo-desktop export: cannot write {target}: {said.format(tmp=tmp_path)}.\n"
    assert game_file.read_bytes() == before
    assert (tmp_path / "other.tallyo").read_text() == "a game"


def test_export_never_writes_over_the_game_it_exports(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game_file: Path
) -> None:
    # A game file may be named anything: this one is named as the CSV would be.
    named_as_csv = tmp_path / "evening.csv"
    named_as_csv.write_bytes(game_file.read_bytes())
    status, _, err = ended(capsys, "export", str(named_as_csv), "--csv", str(named_as_csv))
    assert status == 2
    assert err.endswith(": it is the game file being exported.\n")
    assert named_as_csv.read_bytes() == game_file.read_bytes()


def test_export_writes_where_it_may(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game_file: Path
) -> None:
    target = tmp_path / "out.csv"
    target.write_text("an older export")
    assert ended(capsys, "export", str(game_file), "--csv", str(target))[0] == 0
    assert target.read_bytes().startswith(b"\xef\xbb\xbfHand,")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["evening.tallyo", "out.csv"]


def test_import_refuses_a_folder_it_cannot_write_once_for_all_its_logs(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    logs = tmp_path / "logs"
    logs.mkdir()
    for number in range(3):
        (logs / f"{number}.mjlog").write_text("<mjloggm/>")
    (tmp_path / "file").write_text("")
    target = tmp_path / "file" / "games"
    status, out, err = ended(capsys, "import", str(logs), "--out", str(target))
    assert (status, out) == (2, "")
    assert (
        err
        == f"tallyo-desktop import: cannot write {target}: {tmp_path / 'file'} is not a folder.\n"
    )


# --- Options a command does not have ----------------------------------------------------------


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        # A required option missing would be argparse's first complaint: the one mistyped is
        # the one to name.
        (["score", "4", "30", "--rn"], "unrecognized arguments: --rn (did you mean --ron?)"),
        (["score", "--rn"], "unrecognized arguments: --rn (did you mean --ron?)"),
        (
            ["score", "4", "30", "--ron", "--dealr"],
            "unrecognized arguments: --dealr (did you mean --dealer?)",
        ),
        (
            ["score", "4", "--tsmo", "--yakumn=2"],
            "unrecognized arguments: --tsmo --yakumn=2 (did you mean --tsumo or --yakuman?)",
        ),
        (["score", "4", "30", "50", "--ron"], "unrecognized arguments: 50"),
        (["hand", "123m", "--win", "3m", "--rn"], "unrecognized arguments: --rn (did you"),
        (["replay", "x.tallyo", "--jsn"], "unrecognized arguments: --jsn (did you mean --json?)"),
        (["chart", "--rules", "tenhou", "--pfd", "x"], "unrecognized arguments: --pfd x"),
        (["export", "x.tallyo", "--cvs"], "unrecognized arguments: --cvs (did you mean --csv?)"),
        (["rules", "--jsno"], "unrecognized arguments: --jsno (did you mean --json?)"),
        # Without an unknown option, argparse's own words stay.
        (["score", "4", "30"], "one of the arguments --ron --tsumo is required"),
        (["score", "4", "30", "--ron", "--tsumo"], "not allowed with argument"),
        (["replay"], "the following arguments are required: file"),
    ],
    ids=lambda value: " ".join(value) if isinstance(value, list) else None,
)
def test_an_option_the_command_does_not_have_is_named(
    capsys: pytest.CaptureFixture[str], arguments: list[str], said: str
) -> None:
    status, out, err = ended(capsys, *arguments)
    assert (status, out) == (2, "")
    assert err.startswith(f"usage: tallyo-desktop {arguments[0]} ")
    assert err.splitlines()[-1].startswith(f"tallyo-desktop {arguments[0]}: ")
    assert said in err.splitlines()[-1]


def test_what_argparse_accepts_is_still_accepted(capsys: pytest.CaptureFixture[str]) -> None:
    # An abbreviated option and a negative value (refused by the command, not by argparse).
    assert ended(capsys, "chart", "--rule", "wrc", "--js")[0] == 0
    status, _, err = ended(capsys, "score", "4", "30", "--ron", "--honba", "-1")
    assert status == 2 and "honba cannot be negative" in err
    assert ended(capsys, "score", "4", "30", "--ron")[0:2] == (
        0,
        "Non-dealer ron, 4 han 30 fu: 7700\n",
    )
