"""The window's actions, menus and keys help as the action table declares them, and no two
enabled actions on one key at any moment of an entry."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.history.panel import HistoryPanel
from tallyo_desktop.app.shared.action_table import ACTIONS, Moment
from tallyo_desktop.app.shared.keys_table import KEYS_HELP
from tallyo_desktop.app.shared.qt_actions import key_sequences, shown_text
from tallyo_desktop.app.window.keys_help import KeysHelp
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import ChomboPenalty
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.session.draft import EntryMode
from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi, Ron, Win
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter

NAMES = ("Ann", "Bea", "Cid", "Dan")
NATIVE = QKeySequence.SequenceFormat.NativeText
# The menu bar as it has always been: ids, "|" a separator, a submenu as (title, [...]).
MENU_BAR: list[tuple[str, list[object]]] = [
    ("&Game", ["window.new", "window.open", "window.continue_game", "window.save",
               "window.save_as", "|", "window.export", "window.settlement",
               "window.change_rules", "|", "window.import_logs",
               "window.import_folder", "|", "window.quit"]),
    ("&Edit", ["window.undo", "window.redo", "|", "window.rename", "|", "window.go_to_history",
               "history.edit", "history.insert", "history.delete"]),
    ("&Hand", ["entry.ron", "entry.tsumo", "entry.draw", "entry.nagashi", "entry.abortive",
               "entry.chombo", "entry.correction", "|", "entry.record", "entry.cancel", "|",
               "entry.pick_1", "entry.pick_2", "entry.pick_3", "entry.pick_4",
               ("Winner's &hand", ["entry.limit_m", "entry.limit_h", "entry.limit_b",
                                   "entry.limit_s", "entry.limit_y", "entry.add_winner",
                                   "entry.tiles"]),
               ("&Tenpai", ["entry.all_tenpai", "entry.all_noten"])]),
    ("&Riichi", ["entry.riichi_1", "entry.riichi_2", "entry.riichi_3", "entry.riichi_4"]),
    ("&View", ["window.display", "|",
               ("&Language", ["window.language_system", "window.language_en",
                              "window.language_ja"]),
               ("&Appearance", ["window.scheme_system", "window.scheme_light",
                                "window.scheme_dark"])]),
    ("Li&brary", ["window.library", "|", "window.gather_files", "window.gather_folder", "|",
                  "window.save_night", "|", "window.watch_folder", "window.stop_watching"]),
    ("&Practice", ["window.practice"]),
    ("&Club", ["window.seating", "|", "club.standings", "club.people", "club.seasons",
               "club.board", "|",
               ("Round &clock", ["clock.start", "clock.pause", "clock.resume", "clock.stop",
                                 "|", "clock.end_game"])]),
    ("&Tournament", ["tournament.window", "|", "tournament.new", "tournament.open", "|",
                     "tournament.gather", "tournament.board"]),
    ("He&lp", ["window.keys", "window.game_rules", "window.payment_chart", "|",
               "window.data_folder", "window.about"]),
]  # fmt: skip


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    # A chombo penalty, so that every entry can be opened.
    rules = presets.TENHOU.with_changes(preset="custom", chombo=ChomboPenalty.REVERSE_MANGAN)
    game = Game.replay(rules, NAMES, [Ron(0, (Win(1, Hand(3, 30)),)), Riichi(2)])
    main = MainWindow()
    main.set_up(GameController(game), FakePrompter())
    qtbot.addWidget(main)
    return main


def actions_of(widget: QWidget) -> dict[str, QAction]:
    """The actions made in `widget`, by id (separators and menus' own have none)."""
    return {
        action.objectName(): action
        for action in widget.findChildren(QAction)
        if action.objectName()
    }


def contents(menu: QMenu) -> list[object]:
    found: list[object] = []
    for action in menu.actions():
        submenu = action.menu()
        if action.isSeparator():
            found.append("|")
        elif isinstance(submenu, QMenu):
            found.append((submenu.title(), contents(submenu)))
        else:
            found.append(action.objectName())
    return found


def test_every_action_is_made_as_the_table_declares_it(qtbot: QtBot) -> None:
    window = MainWindow()
    window.set_up(prompter=FakePrompter())
    qtbot.addWidget(window)
    made = actions_of(window)
    # Leaving the table display is a key of the display's own, not an action.
    assert set(made) == set(ACTIONS) - {"display.leave"}
    for name, action in made.items():
        spec = ACTIONS[name]
        assert action.shortcuts() == key_sequences(spec), name
        assert action.text() == shown_text(spec), name
        assert action.isCheckable() == bool(spec.group), name
    assert made["entry.ron"].shortcut().toString() == "R"
    assert made["window.redo"].shortcuts() == [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")]
    assert made["window.new"].shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert made["entry.record"].toolTip() == "Record"
    assert made["window.save_as"].toolTip() == "Save as"
    assert made["entry.tiles"].toolTip().startswith("Count the winner's hand from its tiles")


def test_the_menus_are_in_their_order_and_hold_every_action_but_the_menu_less(
    window: MainWindow,
) -> None:
    bar = window.menuBar()
    menus = [action.menu() for action in bar.actions()]
    assert [(menu.title(), contents(menu)) for menu in menus if isinstance(menu, QMenu)] == MENU_BAR

    def ids(items: list[object]) -> list[str]:
        found: list[str] = []
        for item in items:
            if isinstance(item, tuple):
                found += ids(item[1])
            elif item != "|":
                found.append(str(item))
        return found

    in_menus = ids([item for _title, items in MENU_BAR for item in items])
    assert len(in_menus) == len(set(in_menus))
    assert set(in_menus) == {name for name, spec in ACTIONS.items() if spec.menu}
    # The entry's More events button and the history's context menu show their part of them.
    assert contents(window.entry_actions.more_menu) == [
        "entry.nagashi", "entry.abortive", "entry.chombo", "entry.correction"
    ]  # fmt: skip
    assert contents(window.history.context_menu()) == [
        "history.edit", "history.insert", "history.delete"
    ]  # fmt: skip
    buttons = [button.text() for button in window.entry.idle.findChildren(QPushButton)]
    assert buttons == ["Ron (R)", "Tsumo (T)", "Draw (D)"]


def test_the_keys_help_names_each_declared_action_by_its_real_key(window: MainWindow) -> None:
    window.commands.keys.trigger()
    shown = window.findChild(KeysHelp)
    assert shown is not None and shown.isVisible()
    assert shown.example.text().startswith("A ron of 3 han 30 fu")
    rows = [list(row) for row in shown.rows()]
    assert [what for _keys, what in rows] == [line.text for line in KEYS_HELP]
    made = actions_of(window)

    def real(name: str) -> str:
        """How the window's action, or its widget, says its key."""
        spec = ACTIONS[name]
        key = spec.shown_key
        if key not in spec.shortcuts:
            return key
        shortcuts = made[name].shortcuts()
        return shortcuts[0 if spec.standard else spec.shortcuts.index(key)].toString(NATIVE)

    for (keys, _what), line in zip(rows, KEYS_HELP, strict=True):
        named = [real(name) for name in line.actions] + list(line.keys)
        if line.span:
            assert keys == f"{named[0]} to {named[-1]}"
        else:
            assert keys == ", ".join(named)
    assert dict((what, keys) for keys, what in rows)["Undo, redo"] == "Ctrl+Z, Ctrl+Shift+Z"
    assert ["1 to 4", "Pick that player (the number on the seat); in a draw, tick tenpai"] in rows
    assert ["Enter", "Record, once the preview shows what it pays"] in rows


def moment(mode: EntryMode) -> Moment:
    if mode is EntryMode.IDLE:
        return Moment.IDLE
    if mode.is_win:
        return Moment.WIN
    return Moment.DRAW if mode.is_draw else Moment.OTHER


def test_no_two_enabled_actions_share_a_key_at_any_moment(window: MainWindow) -> None:
    keys = window.entry_actions
    seen: set[Moment] = set()

    def check(step: str) -> None:
        enabled = [action for action in window.actions() if action.isEnabled()]
        taken = Counter(key.toString() for action in enabled for key in action.shortcuts())
        assert [key for key, count in taken.items() if count > 1] == [], step
        now = moment(window.entry.mode)
        seen.add(now)
        for action in enabled:
            assert now in ACTIONS[action.objectName()].when, (step, action.objectName())

    steps: list[tuple[str, Callable[[], object]]] = [
        ("idle", lambda: None),
        ("ron", keys.ron.trigger),
        ("ron, winner picked", keys.picks[1].trigger),
        ("ron, discarder picked", keys.picks[0].trigger),
        ("ron, ready", keys.limits[0].trigger),
        ("tsumo", keys.tsumo.trigger),
        ("draw", keys.draw.trigger),
        ("nagashi", keys.nagashi.trigger),
        ("chombo", keys.chombo.trigger),
        ("abortive", keys.abortive.trigger),
        ("correction", keys.correction.trigger),
        ("cancelled", keys.cancel.trigger),
        ("changing a hand", lambda: window.history.editRequested.emit(0)),
        ("cancelled again", keys.cancel.trigger),
        ("putting a hand in", lambda: window.history.insertRequested.emit(0)),
    ]
    for step, do in steps:
        do()
        check(step)
        if step.startswith("ron"):
            # Enter is Record's once the hand can be recorded, and only then.
            assert keys.record.isEnabled() == (step == "ron, ready"), step
    assert seen == set(Moment)


def test_the_history_reacts_to_the_keys_the_table_gives_it(qtbot: QtBot) -> None:
    game = Game.replay(presets.TENHOU, NAMES, [ExhaustiveDraw(frozenset()), Riichi(1)])
    history = HistoryPanel(GameController(game).model)
    qtbot.addWidget(history)
    history.selectRow(0)
    for name, signal in (
        ("history.edit", history.editRequested),
        ("history.insert", history.insertRequested),
        ("history.delete", history.deleteRequested),
    ):
        for key in ACTIONS[name].focus_keys:
            with qtbot.waitSignal(signal, check_params_cb=lambda row: row == 0):
                qtbot.keySequence(history, QKeySequence(key))


@pytest.mark.parametrize("key", ACTIONS["display.leave"].focus_keys)
def test_the_table_display_is_left_by_the_keys_the_table_gives_it(
    qtbot: QtBot, window: MainWindow, key: str
) -> None:
    window.commands.display.trigger()
    display = window.table_display
    assert display is not None
    qtbot.addWidget(display)
    assert display.isVisible()
    with qtbot.waitSignal(display.closed):
        qtbot.keySequence(display, QKeySequence(key))
    assert not display.isVisible()
