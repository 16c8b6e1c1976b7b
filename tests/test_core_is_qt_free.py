"""The core must run without Qt: no module under tallyo_desktop.core may import it."""

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import tallyo_desktop.core

QT_PACKAGES = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2")
CORE_DIR = Path(tallyo_desktop.core.__file__).parent
NO_QT_COMMANDS = ["tallyo_desktop.commands", "tallyo_desktop.cli"]


def imported_names(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_core_source_file_imports_qt() -> None:
    files = sorted(CORE_DIR.rglob("*.py"))
    assert len(files) > 5
    offenders = {
        f"{path.relative_to(CORE_DIR)}: {name}"
        for path in files
        for name in imported_names(path)
        if name.split(".")[0] in QT_PACKAGES
    }
    assert not offenders, f"the core imports Qt: {sorted(offenders)}"


def test_importing_every_core_module_and_the_commands_loads_no_qt() -> None:
    modules = [
        info.name
        for info in pkgutil.walk_packages(tallyo_desktop.core.__path__, "tallyo_desktop.core.")
    ]
    modules += ["tallyo_desktop.commands.score", "tallyo_desktop.commands.replay"]
    modules += ["tallyo_desktop.commands.hand", "tallyo_desktop.commands.rules"]
    modules += ["tallyo_desktop.commands.export", "tallyo_desktop.commands.seating"]
    modules += NO_QT_COMMANDS
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        f"loaded = sorted(m for m in sys.modules if m.split('.')[0] in {QT_PACKAGES!r})\n"
        "print(','.join(loaded))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "", f"Qt was loaded: {result.stdout}"


def test_the_check_itself_sees_a_qt_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from PySide6.QtCore import QObject\nimport json\n")
    assert "PySide6.QtCore" in imported_names(sample)
