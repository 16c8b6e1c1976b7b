"""`tallyo-desktop export`: the CSV of a saved game, as Game ▸ Export writes it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tallyo_desktop.cli import main
from tallyo_desktop.core.record.export import game_to_csv
from tallyo_desktop.core.record.format import game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Riichi, Ron, Win
from tallyo_desktop.core.table.game import Game

NAMES = ("=Ann", "東", "Cid", "Dan")


@pytest.fixture
def saved(tmp_path: Path) -> tuple[Path, Game]:
    game = Game(presets.TENHOU, NAMES)
    game.record(Riichi(1))
    game.record(Ron(0, (Win(1, Hand(3, 30)),)))
    path = tmp_path / "evening.tallyo"
    path.write_text(game_to_json(game), encoding="utf-8")
    return path, game


def test_the_csv_goes_to_a_file(saved: tuple[Path, Game], tmp_path: Path) -> None:
    path, game = saved
    out = tmp_path / "evening.csv"
    assert main(["export", str(path), "--csv", str(out)]) == 0
    assert out.read_bytes() == game_to_csv(game).encode("utf-8")
    assert out.read_bytes().startswith(b"\xef\xbb\xbf")
    assert b"'=Ann" in out.read_bytes()


def test_the_csv_goes_to_standard_output(saved: tuple[Path, Game]) -> None:
    path, game = saved
    result = subprocess.run(
        [sys.executable, "-m", "tallyo_desktop", "export", str(path)],
        capture_output=True,
        env={"PYTHONIOENCODING": "ascii", "PATH": ""},
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.replace(b"\r\n", b"\n") == game_to_csv(game).encode("utf-8")


def test_a_bad_file_exits_2_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.tallyo"
    bad.write_text("{")
    out = tmp_path / "out.csv"
    assert main(["export", str(bad), "--csv", str(out)]) == 2
    assert "tallyo-desktop export:" in capsys.readouterr().err
    assert not out.exists()
