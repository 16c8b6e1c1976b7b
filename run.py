"""Start Tallyo Desktop or its tests from a checkout, setting up what they need.

    python3 run.py            launch the app
    python3 run.py test       run the whole test suite
    python3 run.py ARGS...    pass ARGS to the app (for example: score 4 30 --ron)

The first run makes a virtual environment in `.venv` and installs the project into it;
later runs reinstall only when `pyproject.toml` has changed, so they start at once.
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
MIN_PYTHON = (3, 11)


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def ensure_installed(extras: str) -> Path:
    """Create the environment and install the project with `extras` unless already current."""
    python = venv_python()
    if not python.exists():
        print("Setting up a virtual environment in .venv (first run only)...", flush=True)
        venv.EnvBuilder(with_pip=True, clear=VENV.exists()).create(VENV)
    recipe = (ROOT / "pyproject.toml").read_bytes() + extras.encode()
    wanted = hashlib.sha256(recipe).hexdigest()
    stamp = VENV / f".installed-{extras or 'app'}"
    if stamp.exists() and stamp.read_text().strip() == wanted:
        return python
    target = f"{ROOT}[{extras}]" if extras else str(ROOT)
    print(
        f"Installing Tallyo Desktop{' with ' + extras if extras else ''} into .venv...", flush=True
    )
    subprocess.run(
        [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", target],
        check=True,
    )
    stamp.write_text(wanted)
    return python


def main(argv: list[str]) -> int:
    if sys.version_info < MIN_PYTHON:
        print("Tallyo Desktop needs Python 3.11 or newer.", file=sys.stderr)
        return 2
    try:
        if argv[:1] == ["test"]:
            python = ensure_installed("test")
            command = [str(python), "-m", "pytest", *argv[1:]]
        else:
            python = ensure_installed("")
            command = [str(python), "-m", "tallyo_desktop", *argv]
    except subprocess.CalledProcessError as error:
        print(f"Installing failed (exit status {error.returncode}).", file=sys.stderr)
        return 1
    return subprocess.call(command, cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
