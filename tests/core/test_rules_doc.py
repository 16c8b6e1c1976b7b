"""The cited rules reference: every preset, every option, every source, and docs/rules.md as the
generator writes it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tallyo_desktop.core.record.rules import RULE_FIELDS, rules_to_dict
from tallyo_desktop.core.record.rules_doc import (
    display_value,
    preset_anchor,
    preset_section,
    rules_document,
)
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import LeftoverSticks
from tallyo_desktop.core.rules.sources import (
    OPTION_LABELS,
    OPTIONS,
    PRESET_SOURCES,
    PresetSources,
    Status,
    sources_for,
)
from tallyo_desktop.core.rules.sources_cited import SOURCES

RULES_DOC = Path(__file__).resolve().parents[2] / "docs" / "rules.md"
DOCUMENTED = list(PRESET_SOURCES.values())
PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


def ids(documented: PresetSources) -> str:
    return documented.preset


def texts(documented: PresetSources) -> list[str]:
    """Every text of a preset's entry that is not a citation."""
    found = [documented.summary, *documented.notes]
    found += [reading.text for reading in documented.readings]
    for entry in documented.options:
        found += [entry.note, *(reading.text for reading in entry.readings)]
    return found


# --- the data ------------------------------------------------------------------------------------


def test_the_options_are_those_a_record_stores() -> None:
    assert tuple(name for name in RULE_FIELDS if name != "preset") == OPTIONS
    assert set(OPTION_LABELS) == set(OPTIONS)


def test_every_preset_a_record_may_name_is_documented() -> None:
    assert set(PRESET_SOURCES) == set(presets.KNOWN)
    assert all(sources_for(preset).preset == preset for preset in PRESET_SOURCES)


@pytest.mark.parametrize("documented", DOCUMENTED, ids=ids)
def test_every_option_has_an_entry_in_order(documented: PresetSources) -> None:
    # An option added to `Rules` fails here until each preset says where its value comes from.
    assert [entry.option for entry in documented.options] == list(OPTIONS)


@pytest.mark.parametrize("documented", DOCUMENTED, ids=ids)
def test_every_citation_names_a_source_the_preset_lists(documented: PresetSources) -> None:
    listed = {source.key for source in documented.sources}
    assert len(listed) == len(documented.sources), "a source is listed twice"
    for entry in documented.options:
        assert entry.citations, f"{entry.option} cites nothing"
        for citation in entry.citations:
            assert citation.source in listed, f"{entry.option} cites {citation.source}"
            assert citation.where.strip()


@pytest.mark.parametrize("documented", DOCUMENTED, ids=ids)
def test_every_source_named_is_listed_and_every_source_listed_is_used(
    documented: PresetSources,
) -> None:
    listed = {source.key for source in documented.sources}
    cited = {citation.source for entry in documented.options for citation in entry.citations}
    named = {
        key
        for key in SOURCES
        for text in texts(documented)
        if re.search(rf"(?<![\w-]){re.escape(key)}(?![\w-])", text)
    }
    assert named <= listed, f"named in the text but not listed: {sorted(named - listed)}"
    assert listed <= cited | named, f"listed but never used: {sorted(listed - cited - named)}"


def test_the_sources_are_one_registry() -> None:
    assert all(source.key == key and source.citation.strip() for key, source in SOURCES.items())
    for documented in DOCUMENTED:
        assert all(SOURCES[source.key] == source for source in documented.sources)


@pytest.mark.parametrize("documented", DOCUMENTED, ids=ids)
def test_every_reading_says_why_and_what_changes_it(documented: PresetSources) -> None:
    for entry in documented.options:
        if entry.status is Status.READING:
            assert entry.readings or documented.readings, f"{entry.option}: a reading of what?"
        for reading in entry.readings:
            assert reading.changed_by, f"{entry.option}: no option of the editor changes it"
    for reading in (*documented.readings, *(r for e in documented.options for r in e.readings)):
        assert reading.text.strip()
        assert set(reading.changed_by) <= set(OPTIONS)


@pytest.mark.parametrize("documented", DOCUMENTED, ids=ids)
def test_values_in_the_texts_come_from_the_preset(documented: PresetSources) -> None:
    # A text names an option in braces and the reference puts the preset's value there.
    for text in texts(documented):
        for name in PLACEHOLDER.findall(text):
            assert name in OPTIONS, f"{{{name}}} in {text[:60]!r}"


# --- the document --------------------------------------------------------------------------------


def test_docs_rules_md_is_what_the_generator_writes() -> None:
    written = RULES_DOC.read_text(encoding="utf-8") if RULES_DOC.exists() else ""
    assert written == rules_document(), (
        "docs/rules.md is out of date: run `.venv/bin/python docs/make_rules_doc.py` and commit "
        "the result."
    )


@pytest.mark.parametrize("preset", list(presets.KNOWN))
def test_every_preset_has_a_section_with_its_identifier_as_anchor(preset: str) -> None:
    document = rules_document()
    # GitHub makes a heading's anchor by lowercasing it and keeping letters, digits and
    # hyphens; an identifier made of those alone is its own anchor.
    assert re.fullmatch(r"[a-z0-9-]+", preset)
    assert preset_anchor(preset) == preset
    section = preset_section(preset)
    assert section.startswith(f"## {preset}\n")
    assert section in document
    assert f"](#{preset})" in document
    assert not PLACEHOLDER.search(section.split("### Sources")[0].replace("{}", ""))


def test_every_offered_preset_has_a_section() -> None:
    headings = re.findall(r"^## (\S+)$", rules_document(), flags=re.MULTILINE)
    assert set(presets.PRESETS) <= set(headings)


def table_values(section: str) -> dict[str, str]:
    """The value cell of each option row of a section's table, by the option's record name."""
    found: dict[str, str] = {}
    for line in section.splitlines():
        match = re.match(r"^\| [^|]*\(`([a-z_]+)`\) \| (.*?) \| ", line)
        if match:
            found[match.group(1)] = match.group(2).replace("\\|", "|")
    return found


def read_back(cell: str, like: object) -> object:
    """A value cell turned back into the JSON a record holds, guided by the value's kind."""
    if like is None or like == []:
        return like if cell == "none" else cell
    if isinstance(like, bool):
        return {"true": True, "false": False}.get(cell, cell)
    if isinstance(like, int):
        return int(cell)
    if isinstance(like, list) and isinstance(like[0], list):
        return [[int(amount) for amount in part.split(", ")] for part in cell.split("; ")]
    if isinstance(like, list) and isinstance(like[0], int):
        return [int(amount) for amount in cell.split(", ")]
    if isinstance(like, list):
        return cell.split(", ")
    return cell


@pytest.mark.parametrize("preset", list(presets.KNOWN))
def test_each_value_shown_is_what_a_record_stores(preset: str) -> None:
    stored = rules_to_dict(presets.KNOWN[preset])
    shown = table_values(preset_section(preset))
    assert list(shown) == list(OPTIONS)
    for name in OPTIONS:
        assert read_back(shown[name], stored[name]) == stored[name], name


def test_values_are_shown_readably() -> None:
    assert display_value(None) == "none"
    assert display_value([]) == "none"
    assert display_value(True) == "true"
    assert display_value(30000) == "30000"
    assert display_value("head_bump") == "head_bump"
    assert display_value([15000, 5000, -5000, -15000]) == "15000, 5000, -5000, -15000"
    assert display_value([[1, 2], [3, 4]]) == "1, 2; 3, 4"


def test_an_unknown_preset_has_no_section() -> None:
    with pytest.raises(KeyError):
        preset_section("custom")


def test_the_wrc_preset_loses_leftover_sticks_as_documented() -> None:
    assert presets.WRC.leftover_sticks is LeftoverSticks.LOST
