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
from .table_driver import click, click_seat, press, show

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


def _steps(qtbot: QtBot, window: MainWindow) -> list[tuple[str, Callable[[], None]]]:
    entry = window.entry

    def key(*keys: str) -> Callable[[], None]:
        return lambda: press(qtbot, window, *keys)

    def seat(number: int) -> Callable[[], None]:
        return lambda: click_seat(qtbot, window, number)

    def grid(han: int, fu: int) -> Callable[[], None]:
        return lambda: click(qtbot, entry.win.grid.cells[(han, fu)])

    return [
        ("riichi", lambda: click(qtbot, window.seats[2].riichi_button)),
        ("ron", key("r")),
        ("winner", seat(1)),
        ("discarder", seat(0)),
        ("han typed", key("3")),
        ("grid cell", grid(4, 40)),
        ("limit key", key("h")),
        ("ron recorded", key("enter")),
        ("double ron", key("r")),
        ("first winner", key("4")),
        ("its discarder", key("3")),
        ("its han", key("2")),
        ("another winner", lambda: click(qtbot, entry.win.add_winner)),
        ("second winner", seat(0)),
        ("second han", key("5")),
        ("double ron recorded", lambda: click(qtbot, entry.record_button)),
        ("tsumo", key("t")),
        ("tsumo winner", seat(3)),
        ("tsumo han", key("1")),
        ("tsumo fu", key("tab", "4", "0")),
        ("tsumo recorded", key("enter")),
        ("riichi again", key("alt+2")),
        ("draw", key("d")),
        ("first tick", lambda: click(qtbot, entry.draw.tenpai[0])),
        ("second tick", lambda: click(qtbot, entry.draw.tenpai[3])),
        ("untick the riichi player", lambda: click(qtbot, entry.draw.tenpai[1])),
        ("all tenpai", key("a")),
        ("all noten", key("0")),
        ("draw recorded", key("enter")),
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
    for name, step in _steps(qtbot, window):
        step()
        qtbot.wait(1)
        where = _where(window)
        if name == "draw":
            first.update(where)
        moved = {part for part, rect in where.items() if first[part] != rect}
        assert not moved, name
        if name.endswith("recorded"):
            recorded += 1
            assert len(window.controller.model.rows) == recorded, name
    # Three hands and a draw were entered, and the draw boxes were watched.
    assert recorded == 4
    assert "tenpai box 3" in first
