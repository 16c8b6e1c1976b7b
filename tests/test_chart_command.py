"""`tallyo-desktop chart`: the payment chart of a preset as text, as JSON (a contract for
scripts), and as a PDF of one or two pages."""

from __future__ import annotations

import json
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tallyo_desktop.cli import main
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import VALID_FU


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["chart", *args])
    out, err = capsys.readouterr()
    return status, out, err


def chart_json(capsys: pytest.CaptureFixture[str], preset: str) -> dict[str, object]:
    status, out, err = run(capsys, "--rules", preset, "--json")
    assert (status, err) == (0, "")
    document = json.loads(out)
    assert isinstance(document, dict)
    return document


def cell(document: dict[str, object], han: int, fu: int, dealer: bool) -> dict[str, object]:
    cells = document["cells"]
    assert isinstance(cells, list)
    found = [c for c in cells if (c["han"], c["fu"], c["dealer"]) == (han, fu, dealer)]
    assert len(found) == 1
    return found[0]  # type: ignore[no-any-return]


def test_the_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    document = chart_json(capsys, "tenhou")
    assert list(document) == ["rules", "players", "cells", "limits"]
    assert (document["rules"], document["players"]) == ("tenhou", 4)
    cells = document["cells"]
    assert isinstance(cells, list)
    assert len(cells) == 2 * 4 * len(VALID_FU)
    for each in cells:
        assert list(each) == ["han", "fu", "dealer", "ron", "tsumo"]
        tsumo = each["tsumo"]
        if tsumo is not None:
            assert list(tsumo) == (["each_pays"] if each["dealer"] else
                                   ["dealer_pays", "non_dealer_pays"])  # fmt: skip
    assert cell(document, 1, 30, False) == {
        "han": 1, "fu": 30, "dealer": False, "ron": 1000,
        "tsumo": {"dealer_pays": 500, "non_dealer_pays": 300},
    }  # fmt: skip
    assert cell(document, 1, 30, True) == {
        "han": 1, "fu": 30, "dealer": True, "ron": 1500, "tsumo": {"each_pays": 500},
    }  # fmt: skip
    # 20 fu is won by tsumo only; 1 han 25 fu by no hand at all.
    assert cell(document, 2, 20, False)["ron"] is None
    assert cell(document, 2, 20, False)["tsumo"] == {"dealer_pays": 700, "non_dealer_pays": 400}
    assert cell(document, 1, 25, False)["ron"] is None
    assert cell(document, 1, 25, False)["tsumo"] is None
    limits = document["limits"]
    assert isinstance(limits, list)
    for each in limits:
        assert list(each) == ["name", "han", "dealer", "ron", "tsumo"]
    mangan = [each for each in limits if each["name"] == "mangan"]
    assert mangan == [
        {"name": "mangan", "han": 5, "dealer": False, "ron": 8000,
         "tsumo": {"dealer_pays": 4000, "non_dealer_pays": 2000}},
        {"name": "mangan", "han": 5, "dealer": True, "ron": 12000, "tsumo": {"each_pays": 4000}},
    ]  # fmt: skip
    assert "double_yakuman" in [each["name"] for each in limits]


def test_the_text_names_the_limits_as_players_say_them(capsys: pytest.CaptureFixture[str]) -> None:
    # The JSON keeps the fixed names ("double_yakuman"); a reader reads words.
    status, out, _ = run(capsys, "--rules", "tenhou")
    assert status == 0
    limits = out.split("\nLimit ", 1)[1].split("\n\n", 1)[0].splitlines()[1:]
    names = [line[:18].rstrip() for line in limits]
    assert names[:7] == [
        "Mangan", "Haneman", "Baiman", "Sanbaiman", "Yakuman", "Double yakuman", "Triple yakuman",
    ]  # fmt: skip
    assert "_" not in out


def test_rules_that_do_not_stack_yakuman_have_no_double(
    capsys: pytest.CaptureFixture[str],
) -> None:
    limits = chart_json(capsys, "wrc")["limits"]
    assert isinstance(limits, list)
    names = [each["name"] for each in limits if not each["dealer"]]
    assert names == ["mangan", "haneman", "baiman", "sanbaiman", "yakuman"]


def test_three_players(capsys: pytest.CaptureFixture[str]) -> None:
    document = chart_json(capsys, "tenhou-3p")
    assert document["players"] == 3
    # Tsumo loss: the four-player amounts, North's share unpaid.
    assert cell(document, 1, 30, False)["tsumo"] == {"dealer_pays": 500, "non_dealer_pays": 300}


def test_the_text_table(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "--rules", "m-league")
    assert (status, err) == (0, "")
    assert out.startswith("Payment chart: M-League (m-league), 4 players\n")
    lines = out.splitlines()
    ron = lines.index("Non-dealer ron")
    assert lines[ron + 1].split() == ["han", *map(str, VALID_FU)]
    # Kiriage: 4 han 30 fu is a mangan.
    assert lines[ron + 5].split()[:4] == ["4", "-", "6400", "8000"]
    assert "Kiriage mangan: 30 fu 4 han and 60 fu 3 han are paid as a mangan." in lines


def test_an_unknown_preset_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "--rules", "tenhuo")
    assert (status, out) == (2, "")
    assert "there is no preset 'tenhuo'" in err and "tenhou" in err


def _pages(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", data))


@pytest.mark.parametrize("preset", ["tenhou", "tenhou-3p"])
def test_the_pdf_is_one_or_two_pages(
    preset: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], qapp: object
) -> None:
    # In this process the widgets' application is made first, as the GUI tests need it; the
    # command itself makes one without widgets (see the test without a display below).
    path = tmp_path / "chart.pdf"
    status, out, err = run(capsys, "--rules", preset, "--pdf", str(path))
    assert (status, out, err) == (0, "", "")
    data = path.read_bytes()
    assert data.startswith(b"%PDF")
    assert _pages(data) in (1, 2)


def test_a_pdf_that_cannot_be_written_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], qapp: object
) -> None:
    path = tmp_path / "missing" / "chart.pdf"
    status, out, err = run(capsys, "--rules", "tenhou", "--pdf", str(path))
    assert (status, out) == (2, "")
    assert err == f"tallyo-desktop chart: cannot write {path}: there is no folder {path.parent}.\n"
    assert not path.exists()


def test_without_the_pdf_the_command_loads_no_qt() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "no-such-platform"}
    script = (
        "import sys\n"
        "from tallyo_desktop.cli import main\n"
        "main(['chart', '--rules', 'tenhou', '--json'])\n"
        "print('PySide6' in sys.modules, 'tallyo_desktop.app' in sys.modules, file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60
    )
    assert (done.returncode, done.stderr) == (0, "False False\n")
    assert json.loads(done.stdout)["rules"] == "tenhou"


def test_the_pdf_is_written_where_no_display_is(tmp_path: Path) -> None:
    env = {name: value for name, value in os.environ.items()
           if name not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}  # fmt: skip
    path = tmp_path / "chart.pdf"
    done = subprocess.run(
        [sys.executable, "-m", "tallyo_desktop", "chart", "--rules", "jpml-a", "--pdf", str(path)],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert (done.returncode, done.stdout) == (0, "")
    assert path.read_bytes().startswith(b"%PDF")


def test_every_preset_the_command_takes_is_one_the_core_knows() -> None:
    from tallyo_desktop.commands.chart import CHOICES

    assert set(CHOICES) == set(presets.KNOWN) | {presets.CUSTOM.preset}
