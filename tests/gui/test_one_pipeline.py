"""The design in the code: a hand entered in the entry's widgets reaches the core only through
the game controller, and every view, the autosave and the undo actions refresh from the
controller's one change signal."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.record.files import read_game_file
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.session.changes import GameChange
from tallyo_desktop.core.session.session import GameSession
from tallyo_desktop.core.table.events import Ron, Win
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .pages import HistoryPage, TablePage
from .table_driver import show

NAMES = ("Ann", "Bea", "Cid", "Dan")
SESSION_MODULE = GameSession.__module__
CONTROLLER_MODULE = GameController.__module__


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    controller = GameController()
    files = GameFiles(controller, GameStore(tmp_path / "data"))
    main = MainWindow()
    main.set_up(controller, FakePrompter(), files)
    qtbot.addWidget(main)
    show(qtbot, main)
    main.file_commands.start_game(presets.TENHOU, NAMES)
    return main


def test_a_hand_typed_in_reaches_the_game_only_through_the_controller(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Who calls the session, and who changes the game, is recorded as the hand is typed."""
    callers: list[tuple[str, str]] = []

    def spied(name: str) -> None:
        method = getattr(GameSession, name)

        def recorded(self: GameSession, *args: object, **kwargs: object) -> object:
            callers.append((name, sys._getframe(1).f_globals["__name__"]))
            return method(self, *args, **kwargs)

        monkeypatch.setattr(GameSession, name, recorded)

    for name in ("begin", "describe", "record_draft", "record", "splice", "cancel"):
        spied(name)
    changed_by: list[str] = []
    record = Game.record

    def game_record(self: Game, event: object) -> object:
        changed_by.append(sys._getframe(1).f_globals["__name__"])
        return record(self, event)  # type: ignore[arg-type]

    monkeypatch.setattr(Game, "record", game_record)

    TablePage(qtbot, window).ron("Bea", dealt_in="Ann", han=3, fu=30)

    assert window.controller.game.events == (Ron(0, (Win(1, Hand(3, 30)),)),)
    operations = [name for name, _ in callers]
    assert operations[0] == "begin" and "describe" in operations and "record_draft" in operations
    outside = {caller for name, caller in callers if name != "record"} - {CONTROLLER_MODULE}
    assert not outside, f"the session was called from {outside}, not through the controller"
    # The draft is recorded by the session itself.
    assert ("record", SESSION_MODULE) in callers
    assert changed_by == [SESSION_MODULE]


def test_every_view_refreshes_from_the_controllers_change(qtbot: QtBot, window: MainWindow) -> None:
    table, history = TablePage(qtbot, window), HistoryPage(qtbot, window)
    controller = window.controller
    files = window.files
    assert files is not None and files.autosave_path is not None
    seen: list[GameChange] = []
    controller.changed.connect(seen.append)
    undo = window.commands.undo
    before = (table.points(), history.rows(), undo.isEnabled())
    on_disk = read_game_file(files.autosave_path).events
    event = Ron(0, (Win(1, Hand(3, 30)),))

    # The game changes in the core, but no change reaches the views: they show what was.
    controller.blockSignals(True)
    try:
        change = controller.session.record(event)
    finally:
        controller.blockSignals(False)
    assert controller.game.events == (event,)
    assert (table.points(), history.rows(), undo.isEnabled()) == before
    assert read_game_file(files.autosave_path).events == on_disk
    assert seen == []

    # The one change signal: every view, the autosave and the undo action follow it. (The
    # history's model is the controller's own, brought up to date just before it emits.)
    controller.model.follow(controller.game, 0)
    controller.changed.emit(change)
    assert table.points() == [25000 - 3900, 25000 + 3900, 25000, 25000]
    assert history.rows() == 1
    assert undo.isEnabled() and "ron 3900" in undo.text()
    assert read_game_file(files.autosave_path).events == (event,)
    assert seen == [change]


def test_the_widgets_hold_no_reference_to_the_session(window: MainWindow) -> None:
    """Only the controller holds the session: a widget that reached it would bypass the
    change signal."""
    session = window.controller.session
    holders = [
        widget
        for widget in window.findChildren(QObject)
        if any(value is session for value in vars(widget).values())
    ]
    assert holders == []
