"""The `tallyo-desktop` command's entry: which subcommands it has, and how it runs them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tallyo_desktop.cli import SUBCOMMANDS, main
from tallyo_desktop.core.record.format import game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Riichi, Ron, Win
from tallyo_desktop.core.table.game import Game


@pytest.mark.parametrize("name", SUBCOMMANDS)
def test_every_subcommand_the_entry_knows_is_one_the_command_runs(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as ended:
        main([name, "--help"])
    assert ended.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: tallyo-desktop {name} ")


def _run(arguments: list[str]) -> str:
    # A process of its own, as the entry is meant for: it changes the collector for good.
    script = (
        "import gc, sys\n"
        "from tallyo_desktop.cli import run\n"
        f"sys.argv = ['tallyo-desktop', *{arguments!r}]\n"
        "code = run()\n"
        "print(code, gc.isenabled(), gc.get_freeze_count() > 0)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    return done.stdout.splitlines()[-1]


def test_a_subcommand_runs_without_the_cycle_collector() -> None:
    assert _run(["score", "4", "30", "--ron"]) == "0 False True"


def test_the_app_keeps_the_collector() -> None:
    # The app's smoke test stands in for the app here: it needs no display.
    assert _run(["--smoke-test"]) == "0 True False"


# Each subcommand that prints; GAME stands for a saved game. The long name makes `replay --json`
# write more than a pipe's buffer in one go, so that the write itself fails, not the flush at exit.
PRINTING = [
    ["score", "4", "30", "--ron"],
    ["score", "4", "30", "--ron", "--json"],
    ["score", "--help"],
    ["rules"],
    ["rules", "tenhou", "--json"],
    ["hand", "123m456p789s234m11z", "--win", "4m", "--ron", "--riichi"],
    ["hand", "123m456p789s234m11z", "--win", "4m", "--ron", "--riichi", "--json"],
    ["replay", "GAME"],
    ["replay", "GAME", "--json"],
    ["export", "GAME"],
]


@pytest.fixture(scope="module")
def game_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    game = Game(presets.WRC, ("Ann" * 30_000, "Ben", "Cid", "Dee"))
    game.record(Riichi(0))
    game.record(Ron(2, (Win(1, Hand(3, 40)),)))
    path = tmp_path_factory.mktemp("closed-pipe") / "game.tallyo"
    path.write_text(game_to_json(game), encoding="utf-8")
    return path


def _command(arguments: list[str], game_file: Path) -> list[str]:
    words = [str(game_file) if word == "GAME" else word for word in arguments]
    return [sys.executable, "-m", "tallyo_desktop", *words]


@pytest.mark.parametrize("buffered", [True, False], ids=["buffered", "unbuffered"])
@pytest.mark.parametrize("arguments", PRINTING, ids=" ".join)
def test_a_reader_gone_away_ends_the_command_quietly(
    arguments: list[str], buffered: bool, game_file: Path
) -> None:
    # Buffered, as a player runs it, a short output fails only when it is flushed; unbuffered
    # (PYTHONUNBUFFERED, python -u), every write fails at once.
    env = {name: value for name, value in os.environ.items() if name != "PYTHONUNBUFFERED"}
    if not buffered:
        env["PYTHONUNBUFFERED"] = "1"
    read_end, write_end = os.pipe()
    # Closed before the command starts, as `tallyo-desktop ... | head -c 0` may have closed it:
    # every write finds no reader.
    os.close(read_end)
    try:
        done = subprocess.run(
            _command(arguments, game_file),
            stdout=write_end,
            stderr=subprocess.PIPE,
            env=env,
            timeout=60,
        )
    finally:
        os.close(write_end)
    assert done.stderr.decode() == ""
    # argparse itself ignores a help text it could not write, and exits 0 after it.
    assert done.returncode == (0 if "--help" in arguments and not buffered else 1)


@pytest.mark.parametrize("arguments", PRINTING, ids=" ".join)
def test_with_a_reader_the_same_commands_succeed(arguments: list[str], game_file: Path) -> None:
    done = subprocess.run(_command(arguments, game_file), capture_output=True, timeout=60)
    assert (done.returncode, done.stderr.decode()) == (0, "")
    assert done.stdout
