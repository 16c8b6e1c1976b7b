"""packaging/requirements-lock.txt, from which `run.py test`, CI and the release builds install:
it pins every requirement of pyproject.toml within its bounds, each with the hashes pip checks.
packaging/requirements-app-lock.txt, from which `run.py` installs what playing needs: the app's
own requirements and theirs, nothing of the tests', at the same versions and hashes.

A requirement added or raised in pyproject.toml without updating the locks fails here; how to
update them is in packaging/README.md.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "packaging" / "requirements-lock.txt"
APP_LOCK = ROOT / "packaging" / "requirements-app-lock.txt"
PIN = re.compile(r"^([A-Za-z0-9._-]+)==(\S+)")


def pins(lock: Path = LOCK) -> dict[str, Version]:
    found: dict[str, Version] = {}
    for line in lock.read_text(encoding="utf-8").splitlines():
        match = PIN.match(line)
        if match:
            found[canonicalize_name(match[1])] = Version(match[2])
    return found


def blocks(lock: Path) -> dict[str, str]:
    """Each package's block of the lock: its pin, its hashes and what it is there for."""
    found: dict[str, str] = {}
    for block in re.split(r"\n(?=[A-Za-z0-9])", lock.read_text(encoding="utf-8")):
        match = PIN.match(block)
        if match:
            found[canonicalize_name(match[1])] = block
    return found


def hashes(block: str) -> set[str]:
    return set(re.findall(r"--hash=sha256:([0-9a-f]{64})", block))


def project_requirements(*, extras: bool = True) -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    texts = list(project["dependencies"])
    if extras:
        for extra in project["optional-dependencies"].values():
            texts += extra
    return [Requirement(text) for text in texts]


def test_every_requirement_is_locked_within_its_bounds() -> None:
    locked = pins()
    requirements = project_requirements()
    assert len(requirements) > 5
    for requirement in requirements:
        name = canonicalize_name(requirement.name)
        assert name in locked, f"{name} is not in the lock"
        assert requirement.specifier.contains(locked[name], prereleases=True), (
            f"the lock has {name} {locked[name]}, outside {requirement.specifier}"
        )


@pytest.mark.parametrize("lock", [LOCK, APP_LOCK], ids=lambda lock: lock.name)
def test_every_pin_carries_a_hash(lock: Path) -> None:
    # pip installs from the lock in hash-checking mode, which refuses a pin without a hash.
    pinned = blocks(lock)
    assert len(pinned) == len(pins(lock))
    assert all(hashes(block) for block in pinned.values())


def test_the_app_s_lock_has_the_app_s_requirements_within_their_bounds() -> None:
    locked = pins(APP_LOCK)
    for requirement in project_requirements(extras=False):
        name = canonicalize_name(requirement.name)
        assert name in locked, f"{name} is not in the app's lock"
        assert requirement.specifier.contains(locked[name], prereleases=True)


def test_the_app_s_lock_has_nothing_only_the_tests_need() -> None:
    app = blocks(APP_LOCK)
    for name, block in app.items():
        # What each package is there for: the project itself, or another package of this lock
        # (the full lock, which only constrains the versions, aside).
        wanted_by = {
            line.strip().removeprefix("#").strip().removeprefix("via").strip()
            for line in block.splitlines()
            if line.strip().startswith("#")
        } - {"", "-c packaging/requirements-lock.txt"}
        assert wanted_by, f"{name} says nothing of why it is there"
        for reason in wanted_by:
            assert reason == "tallyo-desktop (pyproject.toml)" or (
                canonicalize_name(reason) in app
            ), f"{name} is in the app's lock for {reason}"
    for tool in ("pytest", "hypothesis", "ruff", "mypy", "pyinstaller", "import-linter"):
        assert tool not in app


def test_the_app_s_lock_agrees_with_the_full_lock() -> None:
    # `run.py test` installs the full lock over what `run.py` installed: the same files.
    full = blocks(LOCK)
    for name, block in blocks(APP_LOCK).items():
        assert name in full
        assert PIN.match(block) is not None and PIN.match(full[name]) is not None
        assert pins(APP_LOCK)[name] == pins(LOCK)[name]
        assert hashes(block) == hashes(full[name])
