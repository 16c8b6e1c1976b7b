"""The rules reference in Markdown, built from the presets and their sources.

`rules_document()` is docs/rules.md as a whole (docs/make_rules_doc.py writes it);
`preset_section(preset)` is one preset's part of it, which the app shows for a chosen preset.
Every value shown comes from the preset itself, as a game record stores it.
"""

from __future__ import annotations

import re

from tallyo_desktop.core.record.rules import rules_to_dict
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.sources import (
    OPTION_LABELS,
    PRESET_SOURCES,
    OptionEntry,
    Reading,
    sources_for,
)

TITLE = "Rules reference"
_PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")


def display_value(value: object) -> str:
    """An option's value as a game record stores it, made readable: a list is joined with
    commas (a list of lists with semicolons between them), and null or an empty list is
    "none"."""
    if value is None or value == []:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        nested = all(isinstance(item, list) for item in value)
        return ("; " if nested else ", ").join(display_value(item) for item in value)
    return str(value)


def preset_anchor(preset: str) -> str:
    """The anchor of a preset's section in docs/rules.md: its identifier, which is also the
    anchor GitHub gives the section's heading."""
    return preset


def option_title(option: str) -> str:
    """An option as the reference names it: its label in the rules editor and its name in a
    game record."""
    return f"{OPTION_LABELS[option]} (`{option}`)"


def _fill(text: str, values: dict[str, object]) -> str:
    """`text` with each "{option}" replaced by the preset's value."""
    return _PLACEHOLDER.sub(lambda match: display_value(values[match.group(1)]), text)


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _reading_line(reading: Reading, values: dict[str, object], about: str | None) -> str:
    text = _fill(reading.text, values)
    if reading.changed_by:
        editor = ", ".join(option_title(option) for option in reading.changed_by)
        text += f" *Rules editor:* {editor}."
    if about is None:
        return f"- {text}"
    return f"- **{OPTION_LABELS[about]}** (`{about}`): {text}"


def _table(entries: tuple[OptionEntry, ...], values: dict[str, object]) -> list[str]:
    lines = ["| Option | Value | Source | Status |", "|---|---|---|---|"]
    for entry in entries:
        source = "; ".join(f"{cite.source} {cite.where}" for cite in entry.citations)
        lines.append(
            f"| {option_title(entry.option)} | {_cell(display_value(values[entry.option]))} "
            f"| {_cell(source)} | {entry.status.value} |"
        )
    return lines


def preset_section(preset: str) -> str:
    """One preset's section of the reference, in Markdown, starting with its "##" heading
    (KeyError for an identifier that is not a documented preset)."""
    documented = sources_for(preset)
    rules = presets.KNOWN[preset]
    values = rules_to_dict(rules)
    if preset in presets.PRESETS:
        use = f"Offered for a new game; `tallyo-desktop rules {preset} --json` prints it."
    else:
        use = "Kept to replay games recorded under it; not offered for a new game."
    lines = [
        f"## {preset}",
        "",
        f"**{presets.preset_name(preset)}** (`{preset}`). {use}",
        "",
        _fill(documented.summary, values),
        "",
        *_table(documented.options, values),
        "",
        "### Readings taken",
        "",
    ]
    readings = [_reading_line(reading, values, None) for reading in documented.readings]
    readings += [
        _reading_line(reading, values, entry.option)
        for entry in documented.options
        for reading in entry.readings
    ]
    lines += readings or ["None: every value is stated by a source."]
    notes = [
        f"- **{OPTION_LABELS[entry.option]}** (`{entry.option}`): {_fill(entry.note, values)}"
        for entry in documented.options
        if entry.note
    ]
    notes += [f"- {_fill(note, values)}" for note in documented.notes]
    if notes:
        lines += ["", "### Notes", "", *notes]
    lines += ["", "### Sources", ""]
    lines += [f"- **{source.key}**: {source.citation}" for source in documented.sources]
    return "\n".join(lines) + "\n"


def _contents() -> list[str]:
    offered = [preset for preset in PRESET_SOURCES if preset in presets.PRESETS]
    kept = [preset for preset in PRESET_SOURCES if preset not in presets.PRESETS]
    lines = ["## Contents", "", "Offered for a new game:", ""]
    lines += [_contents_line(preset) for preset in offered]
    lines += ["", "Kept to replay games recorded under them:", ""]
    lines += [_contents_line(preset) for preset in kept]
    return lines


def _contents_line(preset: str) -> str:
    return f"- [{presets.preset_name(preset)}](#{preset_anchor(preset)}) (`{preset}`)"


def rules_document() -> str:
    """docs/rules.md: an introduction, the contents, and every documented preset's section."""
    default = presets.preset_name(presets.DEFAULT.preset)
    intro = [
        f"# {TITLE}",
        "",
        "<!-- Generated by docs/make_rules_doc.py from the presets and their sources "
        "(tallyo_desktop/core/rule_sources*.py). Do not edit by hand. -->",
        "",
        "A preset is a rule set with a name and a stable identifier (`tenhou`, `wrc`): the "
        "value of every option the scorekeeper needs, from the starting points to who pays the "
        "honba on a ron with pao. A game record names its preset and stores each option's value "
        "(see [the game record format](game-format.md)). `tallyo-desktop rules` lists the "
        "presets, and `tallyo-desktop rules ID --json` prints one preset's rules exactly as a "
        "game record holds them. The new-game dialog links each preset to its section here.",
        "",
        "Each section gives a summary of the rule set, then a table with every option: its name "
        "in a game record and its label in the rules editor, its value as a game record stores "
        "it (lists joined, null shown as none), the source it comes from, and its status. "
        "**confirmed** means that a primary text (a rule book, the platform's own page, client "
        "or game records) or two independent secondary sources say it and nothing found says "
        "otherwise; **reading** means that the sources are silent, thin or disagree, and the "
        "reading taken is explained under *Readings taken*, with the options of the rules editor "
        "that change it. The sources are listed at the end of each section under their short "
        "keys.",
        "",
        "Any preset can be played for the East round only (`tallyo-desktop rules ID "
        "--east-only`), which changes `game_length` alone. Custom rules (`custom`) start from "
        f"the {default} preset and are whatever the players make of them; they have no section "
        "here.",
        "",
        *_contents(),
    ]
    sections = [preset_section(preset) for preset in PRESET_SOURCES]
    return "\n".join(intro) + "\n\n" + "\n".join(sections)
