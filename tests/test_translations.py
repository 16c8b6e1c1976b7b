"""The Japanese translation is complete, matches the code, and is compiled as shipped.

tallyo_desktop/translations/tallyo_ja.ts is what translators edit; tallyo_ja.qm is what the app
loads. Both are brought up to date by packaging/update_translations.py.
"""

from __future__ import annotations

import shutil
import string
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tallyo_desktop"
TS_FILE = PACKAGE / "translations" / "tallyo_ja.ts"
QM_FILE = TS_FILE.with_suffix(".qm")
# The folders whose texts players see, as packaging/update_translations.py reads them.
SOURCE_FOLDERS = ("app", "core")
# Messages lupdate keeps for texts no longer in the code; they are never shown.
RETIRED = {"obsolete", "vanished"}


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    translation: str
    kind: str
    """The translation's type attribute: "" when finished, "unfinished", "vanished"..."""

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)

    def __str__(self) -> str:
        note = f" ({self.comment})" if self.comment else ""
        return f"{self.context}: {self.source!r}{note}"


def read_ts(path: Path) -> list[Message]:
    messages = []
    for context in ElementTree.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                text, kind = "", "unfinished"
            else:
                forms = translation.findall("numerusform")
                parts = [form.text or "" for form in forms] if forms else [translation.text or ""]
                text, kind = "".join(parts), translation.get("type", "")
            messages.append(
                Message(
                    name,
                    message.findtext("source", ""),
                    message.findtext("comment", ""),
                    text,
                    kind,
                )
            )
    return messages


def current(messages: list[Message]) -> list[Message]:
    return [message for message in messages if message.kind not in RETIRED]


def pyside_tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        pytest.fail(f"{name} comes with PySide6 and should be installed")
    return found


def placeholders(text: str) -> Counter[str]:
    """The `{name}` fields of a text written for str.format, each as often as it appears."""
    return Counter(field for _, field, _, _ in string.Formatter().parse(text) if field is not None)


@pytest.fixture(scope="module")
def committed() -> list[Message]:
    return current(read_ts(TS_FILE))


def test_the_translation_file_holds_messages(committed: list[Message]) -> None:
    assert len(committed) > 100


def test_every_message_is_translated(committed: list[Message]) -> None:
    missing = [
        str(message)
        for message in committed
        if message.kind == "unfinished" or not message.translation.strip()
    ]
    assert not missing, f"{len(missing)} messages have no Japanese translation:\n" + "\n".join(
        missing
    )


def test_translations_keep_the_placeholders(committed: list[Message]) -> None:
    wrong = []
    for message in committed:
        try:
            translated = placeholders(message.translation)
        except ValueError as error:
            wrong.append(f"{message}: {message.translation!r} cannot be formatted ({error})")
            continue
        if translated != placeholders(message.source):
            wrong.append(f"{message}: {message.translation!r}")
    assert not wrong, "translations whose {placeholders} differ from the source:\n" + "\n".join(
        wrong
    )


def test_every_text_in_the_code_is_in_the_translation_file(
    committed: list[Message], tmp_path: Path
) -> None:
    sources = sorted(
        str(path.relative_to(ROOT))
        for folder in SOURCE_FOLDERS
        for path in (PACKAGE / folder).rglob("*.py")
    )
    fresh = tmp_path / "fresh.ts"
    command = [pyside_tool("pyside6-lupdate"), "-silent", *sources]
    command += ["-source-language", "en", "-target-language", "ja", "-ts", str(fresh)]
    subprocess.run(command, cwd=ROOT, check=True)
    in_code = {message.key: message for message in read_ts(fresh)}
    known = {message.key for message in committed}
    new = [str(in_code[key]) for key in sorted(in_code.keys() - known)]
    assert not new, (
        "texts in the code that tallyo_ja.ts lacks: run packaging/update_translations.py "
        "and translate them:\n" + "\n".join(new)
    )


def test_the_compiled_translation_is_up_to_date(tmp_path: Path) -> None:
    lrelease = pyside_tool("pyside6-lrelease")
    compiled = []
    for attempt in range(2):
        target = tmp_path / f"tallyo_ja_{attempt}.qm"
        subprocess.run([lrelease, "-silent", str(TS_FILE), "-qm", str(target)], check=True)
        compiled.append(target.read_bytes())
    deterministic = compiled[0] == compiled[1]
    assert deterministic, "pyside6-lrelease should give the same file every time"
    up_to_date = QM_FILE.read_bytes() == compiled[0]
    assert up_to_date, (
        "tallyo_ja.qm is not compiled from the current tallyo_ja.ts: "
        "run packaging/update_translations.py"
    )


ENGLISH_TS = PACKAGE / "translations" / "tallyo_en.ts"


def count_mark(text: str) -> str:
    """Where a text says its count: %n, or %Ln for the number as the locale writes it; "" for a
    text without one."""
    return "%Ln" if "%Ln" in text else "%n" if "%n" in text else ""


def test_every_text_with_a_count_has_its_english_forms(tmp_path: Path) -> None:
    """tallyo_en.ts holds each text of the code that counts something ("%n games"), with its
    English singular and plural, and tallyo_en.qm is compiled from it."""
    forms: dict[tuple[str, str], list[str]] = {}
    for context in ElementTree.parse(ENGLISH_TS).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None and translation.get("type", "") == ""
            forms[(context.findtext("name", ""), message.findtext("source", ""))] = [
                form.text or "" for form in translation.findall("numerusform")
            ]
    counted = {
        (message.context, message.source)
        for message in current(read_ts(TS_FILE))
        if count_mark(message.source)
    }
    assert counted and counted == set(forms)
    for (_context, source), (one, many) in forms.items():
        mark = count_mark(source)
        # The singular may say its count in a word: "once".
        assert mark in many and (mark in one or "once" in one), source
        # Where the text marks a word that changes, the two forms differ; a label ("Not
        # imported: %n") or "%n riichi" reads the same for one.
        if "(s)" in source or "(-ies)" in source:
            assert one != many, source
        assert placeholders(one) == placeholders(source) == placeholders(many), source
    target = tmp_path / "tallyo_en.qm"
    lrelease = pyside_tool("pyside6-lrelease")
    subprocess.run([lrelease, "-silent", str(ENGLISH_TS), "-qm", str(target)], check=True)
    assert ENGLISH_TS.with_suffix(".qm").read_bytes() == target.read_bytes(), (
        "tallyo_en.qm is not compiled from the current tallyo_en.ts: "
        "run packaging/update_translations.py"
    )
