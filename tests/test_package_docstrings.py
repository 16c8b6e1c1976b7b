"""Each package's docstring is the map of what is in it: every subpackage is named in its
parent's, and the packages that hold modules of their own beside their subpackages (the top,
the core, the app, the commands) name those too."""

from __future__ import annotations

import pkgutil
import re
from importlib import import_module
from types import ModuleType

import pytest

import tallyo_desktop

NAMING_EVERY_MODULE = (
    "tallyo_desktop",
    "tallyo_desktop.core",
    "tallyo_desktop.app",
    "tallyo_desktop.commands",
)
"""The packages whose docstring names each of their modules, not only their subpackages."""


def packages() -> list[ModuleType]:
    found = [tallyo_desktop]
    for info in pkgutil.walk_packages(tallyo_desktop.__path__, "tallyo_desktop."):
        if info.ispkg:
            found.append(import_module(info.name))
    return found


def named(docstring: str, name: str) -> bool:
    # As a word: `club` is not named by `clubs`, nor `table` by `table_texts`.
    return re.search(rf"(?<![\w.]){re.escape(name)}(?!\w)", docstring) is not None


def parts(package: ModuleType) -> list[str]:
    """What the docstring of `package` must name."""
    every_module = package.__name__ in NAMING_EVERY_MODULE
    return [
        info.name
        for info in pkgutil.iter_modules(package.__path__)
        if info.ispkg or (every_module and info.name != "__main__")
    ]


@pytest.mark.parametrize("package", packages(), ids=lambda package: package.__name__)
def test_a_package_names_what_is_in_it(package: ModuleType) -> None:
    docstring = package.__doc__ or ""
    assert docstring.strip(), f"{package.__name__} has no docstring"
    missing = [part for part in parts(package) if not named(docstring, part)]
    assert missing == [], f"{package.__name__}'s docstring does not name {', '.join(missing)}"


def test_the_check_finds_a_part_left_unnamed() -> None:
    assert named("    club      the club night", "club")
    assert not named("the clubs of a town", "club")
    assert not named("app.table_texts", "table")
    assert "club" in parts(import_module("tallyo_desktop.core"))
    assert "launch" in parts(import_module("tallyo_desktop.app"))
    # A leaf subpackage's modules are its own business: only its subpackages would count.
    assert parts(import_module("tallyo_desktop.core.scoring")) == []
