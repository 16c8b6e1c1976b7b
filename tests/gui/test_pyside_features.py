"""PySide reads the source of no module the app imports, and a module that asks PySide for a
feature still has it."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

COUNT_READ = """
import linecache, sys
{announce}
import tallyo_desktop.app.start
read = [name for name in linecache.cache if "tallyo_desktop" in name]
table = sys.modules["PySide6.support.feature"].pyside_feature_dict
print(len(read), table.get("tallyo_desktop.app.start"))
"""


def sources_read(announce: str) -> tuple[int, str]:
    # A fresh interpreter: this one has imported the app's modules already.
    done = subprocess.run(
        [sys.executable, "-c", COUNT_READ.format(announce=announce)],
        capture_output=True,
        text=True,
        check=True,
    )
    count, entry = done.stdout.split()
    return int(count), entry


def test_told_first_pyside_reads_no_source_of_the_table() -> None:
    told = "from tallyo_desktop.app.pyside_features import announce_no_features\n"
    assert sources_read(told + "assert announce_no_features()") == (0, "0")


def test_untold_pyside_reads_the_source_of_every_module_of_the_table() -> None:
    # What the test above would see without the announcement: the check can fail.
    count, _entry = sources_read("import PySide6.QtCore")
    assert count > 0


def test_a_module_that_asks_for_a_feature_has_it(tmp_path: Path) -> None:
    (tmp_path / "snake.py").write_text(
        textwrap.dedent(
            """
            from __feature__ import snake_case
            from PySide6.QtCore import QObject

            def name_of(thing: QObject) -> str:
                return thing.object_name()
            """
        )
    )
    program = textwrap.dedent(
        """
        from tallyo_desktop.app.pyside_features import announce_no_features
        assert announce_no_features()
        import snake
        from PySide6.QtCore import QObject
        thing = QObject()
        thing.setObjectName("seat")
        print(snake.name_of(thing), hasattr(thing, "object_name"))
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", program],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(tmp_path), "PATH": ""},
    )
    # The feature holds in the module that asked for it, and only there.
    assert done.stdout.split() == ["seat", "False"]
