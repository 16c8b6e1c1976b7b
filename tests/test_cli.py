"""The `tallyo-desktop` command's entry: which subcommands it has, and how it runs them."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tallyo_desktop.cli import SUBCOMMANDS, main


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
