"""Nothing on the table moves while a hand is entered or recorded: only what it says changes."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .pages import HistoryPage, TablePage
from .table_driver import show

NAMES = ("Ann", "Bea", "Cid", "Dan")


def _where(window: MainWindow) -> dict[str, QRect]:
    """Where each part of the window is, in window coordinates."""
    parts: dict[str, QWidget] = {
        "centre": window.centre,
        "history": window.history,
        "chart": window.chart,
        "entry message": window.entry.message,
        "entry preview": window.entry.preview,
        "record button": window.entry.record_button,
    }
    for panel in window.seats:
        parts[f"seat {panel.seat}"] = panel
    if window.entry.draw.isVisible():
        # The draw form is laid out when it is first shown; from then on it holds still.
        for seat, box in enumerate(window.entry.draw.tenpai):
            parts[f"tenpai box {seat}"] = box
    return {
        name: QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
        for name, widget in parts.items()
    }


def _steps(table: TablePage) -> list[tuple[str, Callable[[], None]]]:
    return [
        ("riichi", lambda: table.click_riichi("Cid")),
        ("ron", lambda: table.start("ron")),
        ("winner", lambda: table.click_player("Bea")),
        ("discarder", lambda: table.click_player("Ann")),
        ("han typed", lambda: table.hand(3)),
        ("grid cell", lambda: table.click_grid(4, 40)),
        ("limit key", lambda: table.hand(limit="haneman")),
        ("ron recorded", table.record),
        ("double ron", lambda: table.start("ron")),
        ("first winner", lambda: table.pick("Dan")),
        ("its discarder", lambda: table.pick("Cid")),
        ("its han", lambda: table.hand(2)),
        ("another winner", table.click_another_winner),
        ("second winner", lambda: table.click_player("Ann")),
        ("second han", lambda: table.hand(5)),
        ("double ron recorded", table.click_record),
        ("tsumo", lambda: table.start("tsumo")),
        ("tsumo winner", lambda: table.click_player("Dan")),
        ("tsumo han", lambda: table.hand(1)),
        ("tsumo fu", lambda: table.press("tab", "4", "0")),
        ("tsumo recorded", table.record),
        ("riichi again", lambda: table.riichi("Bea")),
        ("draw", lambda: table.start("draw")),
        ("first tick", lambda: table.click_tenpai("Ann")),
        ("second tick", lambda: table.click_tenpai("Dan")),
        ("untick the riichi player", lambda: table.click_tenpai("Bea")),
        ("all tenpai", table.all_tenpai),
        ("all noten", table.all_noten),
        ("draw recorded", table.record),
    ]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080)])
def test_the_table_stays_put_through_every_step(qtbot: QtBot, size: tuple[int, int]) -> None:
    window = MainWindow()
    window.set_up(GameController(Game(presets.TENHOU, NAMES)), FakePrompter())
    qtbot.addWidget(window)
    window.resize(*size)
    show(qtbot, window)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    first = _where(window)
    recorded = 0
    table, history = TablePage(qtbot, window), HistoryPage(qtbot, window)
    for name, step in _steps(table):
        step()
        qtbot.wait(1)
        where = _where(window)
        if name == "draw":
            first.update(where)
        moved = {part for part, rect in where.items() if first[part] != rect}
        assert not moved, name
        if name.endswith("recorded"):
            recorded += 1
            assert history.rows() == recorded, name
    # Three hands and a draw were entered, and the draw boxes were watched.
    assert recorded == 4
    assert "tenpai box 3" in first
