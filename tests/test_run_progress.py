"""run.py's first install shows what it installs and that it moves; later runs stay quiet.
Playing installs only what the app needs; the tests install the rest the first time they run.

pip is a stub here that says what it was asked: nothing is installed.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import stat
from pathlib import Path
from types import ModuleType

import pytest

RUN_PY = Path(__file__).resolve().parent.parent / "run.py"

pytestmark = pytest.mark.skipif(os.name == "nt", reason="the stub pip is a shell script")


@pytest.fixture
def run_py(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """run.py in a checkout of its own whose environment's python is a stub pip."""
    spec = importlib.util.spec_from_file_location("run_under_test", RUN_PY)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    (tmp_path / "packaging").mkdir()
    (tmp_path / "packaging" / "requirements-lock.txt").write_text(
        "pyside6==6.0 --hash=x\npytest==9.0 --hash=y\n"
    )
    (tmp_path / "packaging" / "requirements-app-lock.txt").write_text("pyside6==6.0 --hash=x\n")
    monkeypatch.setattr(module, "ROOT", tmp_path)
    monkeypatch.setattr(module, "VENV", tmp_path / ".venv")
    monkeypatch.setattr(module, "LOCK", tmp_path / "packaging" / "requirements-lock.txt")
    monkeypatch.setattr(module, "APP_LOCK", tmp_path / "packaging" / "requirements-app-lock.txt")
    python = tmp_path / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    # Like pip without -q, the stub says what it installs; with -q it says nothing.
    python.write_text(
        '#!/bin/sh\necho "stub pip: $*" >> "$(dirname "$0")/../pip-calls"\n'
        'case " $* " in *" -q "*) ;; *) echo "Collecting pyside6==6.0";; esac\n'
    )
    python.chmod(python.stat().st_mode | stat.S_IXUSR)
    return module


def _calls(root: Path) -> list[str]:
    calls = root / ".venv" / "pip-calls"
    lines = calls.read_text().splitlines() if calls.exists() else []
    calls.unlink(missing_ok=True)
    return lines


def _locks(calls: list[str]) -> list[str]:
    """The lock each pip call installed from, by its file's name."""
    return [
        call.split(" -r ", 1)[1].split()[0].rsplit("/", 1)[1] for call in calls if " -r " in call
    ]


def test_the_first_install_says_how_long_and_shows_pip_at_work(
    run_py: ModuleType, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    run_py.ensure_installed()
    out = capfd.readouterr().out
    assert "first run only" in out and "a minute or two" in out
    # pip's own lines come through: the player sees each package as it goes.
    assert "Collecting pyside6==6.0" in out
    calls = _calls(tmp_path)
    assert len(calls) == 2
    assert all(" -q " not in f" {call} " for call in calls)
    assert "--require-hashes" in calls[0]
    assert calls[1].endswith(f"--no-deps -e {tmp_path}")


def test_playing_installs_only_what_the_app_needs(
    run_py: ModuleType, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    run_py.ensure_installed(run_py.APP)
    assert _locks(_calls(tmp_path)) == ["requirements-app-lock.txt"]
    # The first test run adds the rest, showing it as the first run does.
    capfd.readouterr()
    run_py.ensure_installed(run_py.TESTS)
    out = capfd.readouterr().out
    assert "first test run only" in out and "Collecting" in out
    calls = _calls(tmp_path)
    assert _locks(calls) == ["requirements-lock.txt"]
    assert all(" -q " not in f" {call} " for call in calls)
    # Then neither installs anything: an environment with the tests' packages keeps them.
    run_py.ensure_installed(run_py.TESTS)
    run_py.ensure_installed(run_py.APP)
    assert _calls(tmp_path) == []
    assert capfd.readouterr().out == ""


def test_the_tests_first_install_everything_at_once(
    run_py: ModuleType, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    run_py.ensure_installed(run_py.TESTS)
    assert "first run only" in capfd.readouterr().out
    assert _locks(_calls(tmp_path)) == ["requirements-lock.txt"]
    run_py.ensure_installed(run_py.APP)
    assert _calls(tmp_path) == []


def test_an_environment_made_before_the_app_had_its_own_lock_has_everything(
    run_py: ModuleType, tmp_path: Path
) -> None:
    run_py.ensure_installed(run_py.TESTS)
    _calls(tmp_path)
    stamp = tmp_path / ".venv" / ".installed"
    # What run.py wrote then: the hash of pyproject.toml and the one lock.
    lock = tmp_path / "packaging" / "requirements-lock.txt"
    old = hashlib.sha256((tmp_path / "pyproject.toml").read_bytes() + lock.read_bytes())
    assert stamp.read_text() == old.hexdigest()
    run_py.ensure_installed(run_py.APP)
    run_py.ensure_installed(run_py.TESTS)
    assert _calls(tmp_path) == []


def test_later_runs_install_nothing_and_an_update_is_quiet(
    run_py: ModuleType, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    run_py.ensure_installed()
    _calls(tmp_path)
    capfd.readouterr()
    run_py.ensure_installed()
    assert capfd.readouterr().out == ""
    assert _calls(tmp_path) == []
    # A changed lock is installed again, without pip's lines.
    lock = tmp_path / "packaging" / "requirements-app-lock.txt"
    lock.write_text("pyside6==6.1 --hash=y\n")
    run_py.ensure_installed()
    out = capfd.readouterr().out
    assert "Collecting" not in out and "first run only" not in out
    calls = _calls(tmp_path)
    assert len(calls) == 2
    assert all(" -q " in f" {call} " for call in calls)


@pytest.mark.parametrize(
    ("arguments", "level"),
    [
        ([], "app"),
        (["score", "4", "30", "--ron"], "app"),
        (["test"], "tests"),
        (["test", "-x"], "tests"),
    ],
)
def test_what_a_run_installs_follows_what_it_runs(
    run_py: ModuleType, monkeypatch: pytest.MonkeyPatch, arguments: list[str], level: str
) -> None:
    installed: list[str] = []

    def ensure_installed(wanted: str) -> Path:
        installed.append(wanted)
        return Path("python")

    monkeypatch.setattr(run_py, "ensure_installed", ensure_installed)
    monkeypatch.setattr(run_py, "gate", lambda python: 0)
    monkeypatch.setattr(run_py.subprocess, "call", lambda *command, **options: 0)
    assert run_py.main(arguments) == 0
    assert installed == [level]
