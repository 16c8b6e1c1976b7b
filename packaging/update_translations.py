"""Bring the translation sources up to date with the code, and compile them for the app.

    python packaging/update_translations.py

pyside6-lupdate collects every text marked for translation in the app and the core into
tallyo_desktop/translations/tallyo_<language>.ts, keeping the translations already made; a
translator edits that file (with Qt Linguist, say). pyside6-lrelease then compiles it into the
tallyo_<language>.qm the app loads. Texts not translated yet show in English.

English has a file of its own, tallyo_en.ts, holding only the texts that count something
("%n games"): lupdate puts there each text with a count, and its English forms are filled in there
("%n game", "%n games").
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "tallyo_desktop"
TRANSLATIONS = PACKAGE / "translations"
# The folders whose texts players see: the window, and the core's messages and descriptions.
SOURCE_FOLDERS = ("app", "core")
LANGUAGES = ("ja",)
PLURALS_ONLY = "en"
"""The source language: its file holds only the English forms of the texts with a count."""


def tool(name: str) -> str:
    """The PySide6 tool `name`, preferably the one installed beside this Python."""
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        sys.exit(f"{name} not found: install PySide6 (pip install PySide6-Essentials).")
    return found


def sources() -> list[Path]:
    return sorted(path for folder in SOURCE_FOLDERS for path in (PACKAGE / folder).rglob("*.py"))


def update(language: str, plurals_only: bool = False) -> None:
    ts_file = TRANSLATIONS / f"tallyo_{language}.ts"
    qm_file = ts_file.with_suffix(".qm")
    files = [str(path.relative_to(ROOT)) for path in sources()]
    # Texts gone from the code are dropped, so the file holds what the app can show.
    lupdate = [tool("pyside6-lupdate"), *files, "-locations", "relative", "-no-obsolete"]
    lupdate += ["-source-language", "en", "-target-language", language, "-ts", str(ts_file)]
    if plurals_only:
        lupdate.append("-pluralonly")
    subprocess.run(lupdate, cwd=ROOT, check=True)
    subprocess.run([tool("pyside6-lrelease"), str(ts_file), "-qm", str(qm_file)], check=True)


def main() -> None:
    TRANSLATIONS.mkdir(exist_ok=True)
    for language in LANGUAGES:
        update(language)
    update(PLURALS_ONLY, plurals_only=True)


if __name__ == "__main__":
    main()
