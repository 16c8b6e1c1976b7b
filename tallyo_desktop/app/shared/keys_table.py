"""The keys help: its lines, each naming the keys of actions in the action table, and the
table they make, in the app's language for Help ▸ Keys (F1) and in English for the README's
table of keys (written by docs/make_keys_table.py; a test fails until it is up to date).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from tallyo_desktop.app.shared.action_table import ACTIONS, LIMITS, ActionSpec
from tallyo_desktop.app.shared.translations import QT_TRANSLATE_NOOP
from tallyo_desktop.core.rules.rules import MAX_PLAYERS

KeyName = Callable[[str, str], str]
"""Names a key: written as Qt writes it, and the standard key it stands for ("" for none)."""
Translate = Callable[[str, str], str]
"""Translates a text of a context."""


class HelpLine(NamedTuple):
    """A line of the keys help: keys, and what they do."""

    text: str
    actions: tuple[str, ...] = ()
    """The actions whose keys the line names, in that order."""
    keys: tuple[str, ...] = ()
    """Keys no action has (Tab moves the focus from field to field)."""
    span: bool = False
    """The actions are numbered: the line names the first one's key to the last one's."""


KEYS_HELP = (
    HelpLine(
        QT_TRANSLATE_NOOP("KeysHelp", "Enter a ron, a tsumo, an exhaustive draw"),
        ("entry.ron", "entry.tsumo", "entry.draw"),
    ),
    HelpLine(
        QT_TRANSLATE_NOOP("KeysHelp", "Nagashi mangan, chombo, abortive draw, point correction"),
        ("entry.nagashi", "entry.chombo", "entry.abortive", "entry.correction"),
    ),
    HelpLine(
        QT_TRANSLATE_NOOP(
            "KeysHelp", "Pick that player (the number on the seat); in a draw, tick tenpai"
        ),
        tuple(f"entry.pick_{seat + 1}" for seat in range(MAX_PLAYERS)),
        span=True,
    ),
    HelpLine(
        QT_TRANSLATE_NOOP("KeysHelp", "Riichi for that player"),
        tuple(f"entry.riichi_{seat + 1}" for seat in range(MAX_PLAYERS)),
        span=True,
    ),
    HelpLine(QT_TRANSLATE_NOOP("KeysHelp", "From the han to the fu, and on"), keys=("Tab",)),
    HelpLine(
        QT_TRANSLATE_NOOP("KeysHelp", "Mangan, haneman, baiman, sanbaiman, yakuman"),
        tuple(f"entry.limit_{key}" for key, _text in LIMITS),
    ),
    HelpLine(
        QT_TRANSLATE_NOOP("KeysHelp", "Another winner on the same discard (double ron)"),
        ("entry.add_winner",),
    ),
    HelpLine(
        QT_TRANSLATE_NOOP("KeysHelp", "Count the winner's hand from its tiles"),
        ("entry.tiles",),
    ),
    HelpLine(
        QT_TRANSLATE_NOOP("KeysHelp", "In a draw: everyone tenpai, nobody tenpai"),
        ("entry.all_tenpai", "entry.all_noten"),
    ),
    HelpLine(
        QT_TRANSLATE_NOOP("KeysHelp", "Record, once the preview shows what it pays"),
        ("entry.record",),
    ),
    HelpLine(QT_TRANSLATE_NOOP("KeysHelp", "Cancel the entry"), ("entry.cancel",)),
    HelpLine(
        QT_TRANSLATE_NOOP("KeysHelp", "Go to the history; Up and Down choose a hand"),
        ("window.go_to_history",),
    ),
    HelpLine(
        QT_TRANSLATE_NOOP("KeysHelp", "In the history: change, put a hand in before, delete"),
        ("history.edit", "history.insert", "history.delete"),
    ),
    HelpLine(QT_TRANSLATE_NOOP("KeysHelp", "Undo, redo"), ("window.undo", "window.redo")),
    HelpLine(QT_TRANSLATE_NOOP("KeysHelp", "Rename players"), ("window.rename",)),
    HelpLine(
        QT_TRANSLATE_NOOP(
            "KeysHelp", "Table display (the same keys work there; Esc or F11 leaves it)"
        ),
        ("window.display",),
    ),
    HelpLine(
        QT_TRANSLATE_NOOP("KeysHelp", "Practise counting hands: fu, Tab, han, Tab, payment, Enter"),
        ("window.practice",),
    ),
    HelpLine(
        QT_TRANSLATE_NOOP("KeysHelp", "The club's standings on the table display, or the table"),
        ("club.board",),
    ),
)
"""The keys help (Help ▸ Keys, F1) and the README's table of keys, line by line."""

#: Keys named one after another: "R, T, D".
AND = QT_TRANSLATE_NOOP("KeysHelp", "{keys}, {key}")
#: Numbered keys, from the first to the last: "1 to 4".
SPAN = QT_TRANSLATE_NOOP("KeysHelp", "{first} to {last}")
README_BEGIN = "<!-- keys:begin -->"
README_END = "<!-- keys:end -->"


def help_key(spec: ActionSpec, name: KeyName) -> str:
    """The key the keys help names for `spec`: a shortcut as `name` writes it, a key a widget
    reacts to itself as the table writes it (not in a menu, it need not look like one)."""
    key = spec.shown_key
    if key not in spec.shortcuts:
        return key
    return name(key, spec.standard if spec.shortcuts[0] == key else "")


def help_rows(name: KeyName, translate: Translate) -> list[tuple[str, str]]:
    """The keys help, line by line: the keys, and what they do."""
    rows = []
    for line in KEYS_HELP:
        keys = [help_key(ACTIONS[action], name) for action in line.actions] + list(line.keys)
        if line.span:
            text = translate("KeysHelp", SPAN).format(first=keys[0], last=keys[-1])
        else:
            text = keys[0]
            for key in keys[1:]:
                text = translate("KeysHelp", AND).format(keys=text, key=key)
        rows.append((text, translate("KeysHelp", line.text)))
    return rows


def readme_table() -> str:
    """The README's table of keys, in English, the keys as Qt writes them."""
    rows = help_rows(lambda key, _standard: key, lambda _context, text: text)
    lines = ["| Keys | What they do |", "|---|---|"]
    lines += [f"| {_cell(keys)} | {_cell(what)} |" for keys, what in rows]
    return "\n".join(lines) + "\n"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def with_readme_table(readme: str) -> str:
    """`readme` with the table of keys between its markers made anew."""
    before, begin, rest = readme.partition(README_BEGIN + "\n")
    _old, end, after = rest.partition(README_END)
    if not begin or not end:
        raise ValueError(f"the README has no {README_BEGIN} … {README_END} section")
    return before + begin + readme_table() + end + after
