"""packaging/requirements-lock.txt, from which run.py, CI and the release builds install: it
pins every requirement of pyproject.toml within its bounds, each with the hashes pip checks.

A requirement added or raised in pyproject.toml without updating the lock fails here; how to
update it is in packaging/README.md.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "packaging" / "requirements-lock.txt"
PIN = re.compile(r"^([A-Za-z0-9._-]+)==(\S+)")


def pins() -> dict[str, Version]:
    found: dict[str, Version] = {}
    for line in LOCK.read_text(encoding="utf-8").splitlines():
        match = PIN.match(line)
        if match:
            found[canonicalize_name(match[1])] = Version(match[2])
    return found


def project_requirements() -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    texts = list(project["dependencies"])
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


def test_every_pin_carries_a_hash() -> None:
    # pip installs from the lock in hash-checking mode, which refuses a pin without a hash.
    blocks = re.split(r"\n(?=[A-Za-z0-9])", LOCK.read_text(encoding="utf-8"))
    pinned = [block for block in blocks if PIN.match(block)]
    assert len(pinned) == len(pins())
    assert all("--hash=sha256:" in block for block in pinned)
