"""The action table: each command declared once, its keys clashing with no other's, and the
README's table of keys as the table makes it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import combinations
from pathlib import Path

import grimp
import pytest
from PySide6.QtGui import QKeySequence

from tallyo_desktop.app.shared.action_table import (
    ACTIONS,
    ALWAYS,
    MENUS,
    TABLE,
    ActionSpec,
    MenuSpec,
    Moment,
    menu_bar,
)
from tallyo_desktop.app.shared.keys_table import (
    KEYS_HELP,
    README_BEGIN,
    README_END,
    readme_table,
    with_readme_table,
)

README = Path(__file__).resolve().parents[1] / "README.md"
MENU_LESS = {"entry.pick_5", "display.leave"}
"""The actions deliberately in no menu: the key that chooses a fifth kind of abortive draw (there
is no fifth player to pick), and leaving the table display, which has no menus."""


def test_the_readme_table_of_keys_is_what_the_table_makes() -> None:
    readme = README.read_text(encoding="utf-8")
    assert readme.count(README_BEGIN) == readme.count(README_END) == 1
    assert with_readme_table(readme) == readme, (
        "README.md's table of keys is out of date: run `.venv/bin/python "
        "docs/make_keys_table.py` and commit README.md"
    )


def test_the_readme_table_is_written_between_its_markers_only() -> None:
    old = f"Before\n{README_BEGIN}\n| stale | row |\n{README_END}\nAfter\n"
    made = with_readme_table(old)
    assert made == f"Before\n{README_BEGIN}\n{readme_table()}{README_END}\nAfter\n"
    assert "| R, T, D | Enter a ron, a tsumo, an exhaustive draw |" in made
    assert "| 1 to 4 |" in made and "| Enter, Insert, Delete |" in made
    with pytest.raises(ValueError, match="keys:begin"):
        with_readme_table("A README without the markers\n")


def test_every_id_is_declared_once() -> None:
    ids = Counter(item.id for item in TABLE)
    assert [item for item, count in ids.items() if count > 1] == []
    assert len(ACTIONS) + len(MENUS) == len(TABLE)


def test_every_menu_and_parent_named_is_declared() -> None:
    for spec in ACTIONS.values():
        assert not spec.menu or spec.menu in MENUS, spec.id
    for menu in MENUS.values():
        assert not menu.parent or menu.parent in MENUS, menu.id
        assert menu.title or menu.inline, f"{menu.id}: only a menu shown inline needs no title"
    assert [menu.id for menu in menu_bar()] == [
        "game",
        "edit",
        "hand",
        "riichi",
        "view",
        "library",
        "practice",
        "club",
        "tournament",
        "help",
    ]


def test_every_action_is_in_a_menu_or_says_why_not() -> None:
    for spec in ACTIONS.values():
        assert bool(spec.menu) != bool(spec.menu_less), spec.id
    assert {spec.id for spec in ACTIONS.values() if not spec.menu} == MENU_LESS


def test_keys_are_written_as_qt_writes_them() -> None:
    for spec in ACTIONS.values():
        for key in spec.shortcuts:
            # As the README shows it, so it must be what Qt shows in a menu.
            written = QKeySequence(key).toString(QKeySequence.SequenceFormat.PortableText)
            assert written == key, spec.id
        for key in spec.focus_keys:
            sequence = QKeySequence(key)
            assert sequence.count() == 1 and sequence.toString(), f"{spec.id}: {key!r}"
        if spec.standard:
            # The README's key for a standard one is the one most platforms give it.
            assert spec.standard in QKeySequence.StandardKey.__members__, spec.id
            assert len(spec.shortcuts) == 1, spec.id
        assert not spec.help_key or spec.help_key in spec.keys, spec.id


def clashes(specs: Iterable[ActionSpec]) -> list[tuple[str, str, str]]:
    """Pairs of actions on one key in one place at one moment: (key, action, action).

    Shortcuts act anywhere in their window; the keys a widget reacts to itself, only there.
    """
    found = []
    for first, second in combinations(specs, 2):
        if not first.when & second.when:
            continue
        shared = set(first.shortcuts) & set(second.shortcuts)
        if first.owner == second.owner:
            shared |= set(first.focus_keys) & set(second.focus_keys)
        found += [(key, first.id, second.id) for key in sorted(shared)]
    return found


def test_no_two_actions_are_on_one_key_at_once() -> None:
    assert clashes(ACTIONS.values()) == []
    # A is an abortive draw, and in a draw ticks everyone tenpai: never both at once.
    a_key = [spec for spec in ACTIONS.values() if "A" in spec.shortcuts]
    assert {spec.id for spec in a_key} == {"entry.abortive", "entry.all_tenpai"}


def test_a_key_given_twice_at_one_moment_is_found() -> None:
    first = ActionSpec("entry.one", "", "One", menu="hand", shortcuts=("X",))
    second = ActionSpec("entry.two", "", "Two", menu="hand", shortcuts=("X",),
                        when=frozenset({Moment.WIN}))  # fmt: skip
    later = ActionSpec("entry.three", "", "Three", menu="hand", shortcuts=("X",),
                       when=ALWAYS - {Moment.WIN})  # fmt: skip
    assert clashes([first, second]) == [("X", "entry.one", "entry.two")]
    assert clashes([second, later]) == []
    history = ActionSpec("history.a", "", "A", menu="edit", focus_keys=("Delete",))
    other = ActionSpec("history.b", "", "B", menu="edit", focus_keys=("Delete",))
    display = ActionSpec("display.c", "", "C", menu_less="none", focus_keys=("Delete",))
    assert clashes([history, other]) == [("Delete", "history.a", "history.b")]
    assert clashes([history, display]) == []


def test_each_line_of_the_keys_help_names_declared_keys() -> None:
    named: list[str] = []
    for line in KEYS_HELP:
        assert line.actions or line.keys, line.text
        for action in line.actions:
            assert ACTIONS[action].keys, action
        if line.span:
            numbers = [ACTIONS[action].number for action in line.actions]
            assert numbers == list(range(1, len(numbers) + 1)), line.text
        named += line.actions
    assert len(named) == len(set(named)), "an action is in one line of the keys help at most"
    # Each key of the entry is in the keys help (the fifth pick is the only one with no menu).
    entry = {spec.id for spec in ACTIONS.values() if spec.owner == "entry"}
    assert entry - set(named) == {"entry.pick_5"}


def test_the_idle_page_buttons_and_the_inline_menus_are_declared() -> None:
    buttons = [spec.id for spec in ACTIONS.values() if spec.button]
    assert buttons == ["entry.ron", "entry.tsumo", "entry.draw"]
    inline = {menu.id: menu.parent for menu in MENUS.values() if menu.inline}
    assert inline == {"entry.more": "hand", "history.context": "edit"}
    assert all(isinstance(item, (ActionSpec, MenuSpec)) for item in TABLE)


def test_the_table_and_what_makes_actions_from_it_never_import_the_main_window() -> None:
    graph = grimp.build_graph("tallyo_desktop")
    for module in (
        "tallyo_desktop.app.shared.action_table",
        "tallyo_desktop.app.shared.keys_table",
        "tallyo_desktop.app.shared.qt_actions",
        "tallyo_desktop.app.window.actions",
        "tallyo_desktop.app.window.keys_help",
    ):
        chain = graph.find_shortest_chain(module, "tallyo_desktop.app.window.main_window")
        assert chain is None, chain
