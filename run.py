"""Start Tallyo Desktop or its tests from a checkout, setting up what they need.

    python3 run.py              launch the app
    python3 run.py test         the whole gate: linters, type check, import contracts, every test
    python3 run.py test ARGS... only pytest, with ARGS (for example: -k scoring, or -m packaging)
    python3 run.py ARGS...      pass ARGS to the app (for example: score 4 30 --ron)

The first run makes a virtual environment in `.venv` and installs into it the exact versions
of a lock (checked against their hashes), then the project itself, showing pip's progress: to
play, only what the app needs (`packaging/requirements-app-lock.txt`: Qt and the hand counter);
for the tests, everything the checks and the build use as well
(`packaging/requirements-lock.txt`: pytest, ruff, mypy, PyInstaller...). Later runs reinstall,
quietly, only when `pyproject.toml` or the lock has changed, so they start at once.
Only the standard library is used here: this runs before anything is installed.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
LOCK = ROOT / "packaging" / "requirements-lock.txt"
"""Everything: the app, its tests and checks, and the build of the installers."""
APP_LOCK = ROOT / "packaging" / "requirements-app-lock.txt"
"""What the app alone needs, at the same versions as in LOCK."""
APP, TESTS = "app", "tests"
"""What an environment has in it: what playing needs, or what the tests need besides."""
MIN_PYTHON = (3, 11)
PIP = ["-m", "pip", "install", "--disable-pip-version-check"]
# The first install takes a minute or two: pip says what it fetches and installs, so the wait
# is seen to move. Later ones (a changed lock) only update, and say nothing.
QUIET = ["-q"]
# The frozen-app test takes a PyInstaller build, so a plain `pytest` leaves it out
# (pyproject.toml); the gate runs it with every other test but the soak.
GATE_MARKERS = "not soak"


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def venv_script(name: str) -> str:
    return str(venv_python().parent / (f"{name}.exe" if os.name == "nt" else name))


def install_commands(python: Path, *, first: bool, lock: Path) -> list[list[str]]:
    """The pip commands that install the locked dependencies of `lock`, then the project:
    showing their progress on the `first` install, quiet afterwards."""
    pip = [str(python), *PIP, *([] if first else QUIET)]
    # Hashes make pip refuse anything but the files the lock was made from; the project itself
    # is a folder, which has no hash, so it goes in on its own, with nothing more.
    return [
        [*pip, "--require-hashes", "-r", str(lock)],
        [*pip, "--no-deps", "-e", str(ROOT)],
    ]


def lock_of(level: str) -> Path:
    return LOCK if level == TESTS else APP_LOCK


def wanted_stamp(level: str) -> str:
    """What `.venv/.installed` says once `level` is installed from the current locks."""
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + lock_of(level).read_bytes())
    # The tests' line is the hash alone, as it was before the app had a lock of its own: an
    # environment made then is one with everything in it.
    return digest.hexdigest() if level == TESTS else f"{APP} {digest.hexdigest()}"


def installed_level(stamp: str) -> str | None:
    """What an environment whose `.installed` says `stamp` has in it; None for none."""
    if not stamp:
        return None
    return APP if stamp.startswith(f"{APP} ") else TESTS


def ensure_installed(level: str = APP) -> Path:
    """Create the environment and install what `level` needs from its lock, unless already
    current: an environment with the tests' packages keeps them."""
    python = venv_python()
    if not python.exists():
        print("Setting up a virtual environment in .venv (first run only)...", flush=True)
        venv.EnvBuilder(with_pip=True, clear=VENV.exists()).create(VENV)
    stamp_file = VENV / ".installed"
    stamp = stamp_file.read_text().strip() if stamp_file.exists() else ""
    had = installed_level(stamp)
    if had == TESTS:
        level = TESTS
    wanted = wanted_stamp(level)
    if stamp == wanted:
        return python
    first = had is None or (level == TESTS and had == APP)
    if had is None:
        print(
            "Installing Tallyo Desktop and what it needs into .venv (first run only: this "
            "takes a minute or two, and pip shows each package as it goes)...",
            flush=True,
        )
    elif first:
        print(
            "Installing what the tests and checks need into .venv (first test run only: this "
            "takes a minute or two, and pip shows each package as it goes)...",
            flush=True,
        )
    else:
        print("Updating what Tallyo Desktop needs in .venv...", flush=True)
    for command in install_commands(python, first=first, lock=lock_of(level)):
        subprocess.run(command, check=True)
    stamp_file.write_text(wanted)
    if first:
        print("Installed: later runs start at once.", flush=True)
    return python


def gate(python: Path) -> int:
    """Every check, then every test; each runs even when one before it failed."""
    checks = {
        "ruff check": [str(python), "-m", "ruff", "check", "."],
        "ruff format --check": [str(python), "-m", "ruff", "format", "--check", "."],
        "mypy": [str(python), "-m", "mypy"],
        "lint-imports": [venv_script("lint-imports"), "--no-logo"],
    }
    failed = []
    for name, command in checks.items():
        print(f"--- {name}", flush=True)
        if subprocess.call(command, cwd=ROOT) != 0:
            failed.append(name)
    print("--- pytest", flush=True)
    status = subprocess.call([str(python), "-m", "pytest", "-m", GATE_MARKERS], cwd=ROOT)
    if failed:
        print(f"Failed: {', '.join(failed)}.", file=sys.stderr)
        return status or 1
    return status


def main(argv: list[str]) -> int:
    if sys.version_info < MIN_PYTHON:
        print("Tallyo Desktop needs Python 3.11 or newer.", file=sys.stderr)
        return 2
    try:
        python = ensure_installed(TESTS if argv[:1] == ["test"] else APP)
    except subprocess.CalledProcessError as error:
        print(f"Installing failed (exit status {error.returncode}).", file=sys.stderr)
        return 1
    if argv == ["test"]:
        return gate(python)
    if argv[:1] == ["test"]:
        return subprocess.call([str(python), "-m", "pytest", *argv[1:]], cwd=ROOT)
    return subprocess.call([str(python), "-m", "tallyo_desktop", *argv], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
