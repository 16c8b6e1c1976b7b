"""Counting a win from its tiles in the window: the picker, and the hand it fills."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.tiles.picker import TilePicker
from tallyo_desktop.app.tiles.request import TileRequest
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.counting.situation import RiichiKind
from tallyo_desktop.core.counting.tiles import Tile
from tallyo_desktop.core.counting.win_tiles import WinTiles
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.seats import Wind
from tallyo_desktop.core.table.events import Ron
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .table_driver import points, press, show

NAMES = ("Ann", "Bea", "Cid", "Dan")
RIICHI_RON = TileRequest(
    presets.TENHOU, "Bea", tsumo=False, seat_wind=Wind.SOUTH, round_wind=Wind.EAST,
    riichi=True, honba=1, sticks=2,
)  # fmt: skip


def picker(qtbot: QtBot, request: TileRequest = RIICHI_RON) -> TilePicker:
    dialog = TilePicker(request)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def type_in(qtbot: QtBot, field: QLineEdit, text: str) -> None:
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, text)


def test_the_count_follows_the_tiles_typed(qtbot: QtBot) -> None:
    dialog = picker(qtbot)
    assert dialog.riichi.currentData() is RiichiKind.RIICHI, "the table said riichi"
    assert not dialog.use.isEnabled()
    type_in(qtbot, dialog.hand, "234m456p067s234s88s")
    type_in(qtbot, dialog.dora, "1m")
    shown = dialog.count_view.text().splitlines()
    assert shown[:4] == ["Riichi: 1 han", "Tanyao: 1 han", "Dora: 1 han", "Aka Dora: 1 han"]
    assert "4 han 40 fu" in shown
    assert "Mangan" in shown
    assert shown[-1] == "Bea gains 10300, honba and sticks included"
    assert dialog.use.isEnabled()
    assert len(dialog.strip.buttons) == 14
    picked = dialog.picked()
    assert picked is not None
    tiles, hand = picked
    assert hand == Hand(han=4, fu=40)
    assert tiles.situation.win_tile == Tile.of(8, "s")
    assert tiles.situation.dora_indicators == (Tile.of(1, "m"),)
    assert [yaku.name for yaku in tiles.yaku] == ["Riichi", "Tanyao", "Dora", "Aka Dora"]


@pytest.mark.parametrize(
    ("hand", "reason"),
    [
        ("234m456p067s234s8s", "A winning hand has 14"),
        ("234m456p067s234s8x", "No tile is written with 'x'"),
        ("11111m456p067s234s", "There are only four 1m"),
    ],
)
def test_a_hand_that_cannot_be_says_why(qtbot: QtBot, hand: str, reason: str) -> None:
    dialog = picker(qtbot)
    type_in(qtbot, dialog.hand, hand)
    assert reason in dialog.count_view.text()
    assert not dialog.use.isEnabled()
    assert dialog.picked() is None


def test_tiles_are_clicked_in_and_out(qtbot: QtBot) -> None:
    dialog = picker(qtbot)
    for name in ("1m", "1m", "2z"):
        qtbot.mouseClick(dialog.palette_.buttons[_tile(name)], Qt.MouseButton.LeftButton)
    assert dialog.hand.text() == "1m1m2z"
    first = dialog.strip.buttons[0]
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton, pos=QPoint(4, 4))
    assert dialog.hand.text() == "1m2z"
    dialog.target.button(1).setChecked(True)
    qtbot.mouseClick(dialog.palette_.buttons[_tile("0p")], Qt.MouseButton.LeftButton)
    assert dialog.dora.text() == "0p"


def test_what_cannot_happen_is_greyed(qtbot: QtBot) -> None:
    ron = picker(qtbot)
    assert not ron.flags["haitei"].isEnabled() and ron.flags["houtei"].isEnabled()
    assert not ron.flags["renhou"].isEnabled(), "Tenhou has no renhou"
    ron.riichi.setCurrentIndex(0)
    assert not ron.ura.isEnabled() and not ron.flags["ippatsu"].isEnabled()
    dealer_tsumo = picker(
        qtbot,
        TileRequest(presets.TENHOU, "Ann", tsumo=True, seat_wind=Wind.EAST,
                    round_wind=Wind.EAST, riichi=False),
    )  # fmt: skip
    assert dealer_tsumo.flags["tenhou"].isEnabled()
    assert not dealer_tsumo.flags["chiihou"].isEnabled()
    assert dealer_tsumo.kita.isHidden(), "four players have no kita"


def _counted(qtbot: QtBot) -> tuple[WinTiles, Hand] | None:
    # Counted by a picker that is never shown: the window under test keeps the focus.
    dialog = TilePicker(RIICHI_RON)
    qtbot.addWidget(dialog)
    dialog.hand.setText("234m456p067s234s88s")
    return dialog.picked()


def _tile(name: str) -> Tile:
    return Tile.of(int(name[0]), name[1])


def test_the_hand_counted_fills_the_entry_and_is_recorded_with_its_tiles(qtbot: QtBot) -> None:
    prompter = FakePrompter()
    window = MainWindow()
    window.set_up(GameController(Game(presets.TENHOU, NAMES)), prompter)
    qtbot.addWidget(window)
    show(qtbot, window)
    prompter.tiles_answer = _counted(qtbot)
    press(qtbot, window, "alt+2", "r", "2", "1", "k")
    (request,) = prompter.tile_requests
    assert (request.winner, request.tsumo, request.riichi) == ("Bea", False, True)
    assert (request.seat_wind, request.round_wind) == (Wind.SOUTH, Wind.EAST)
    row = window.entry.win.rows[0]
    assert (row.han.value(), row.fu.fu()) == (3, 40)
    assert row.tiles_button.text() == "Tiles ✓"
    press(qtbot, window, "enter")
    ron = window.controller.game.events[-1]
    assert isinstance(ron, Ron)
    assert prompter.tiles_answer is not None
    assert ron.wins[0].tiles == prompter.tiles_answer[0]
    assert points(window) == [19800, 30200, 25000, 25000]
    summary = window.controller.model.row_at(0).summary
    assert "(Riichi 1, Tanyao 1, Aka Dora 1)" in summary


def test_a_hand_changed_after_counting_drops_its_tiles(qtbot: QtBot) -> None:
    prompter = FakePrompter()
    window = MainWindow()
    window.set_up(GameController(Game(presets.TENHOU, NAMES)), prompter)
    qtbot.addWidget(window)
    show(qtbot, window)
    prompter.tiles_answer = _counted(qtbot)
    press(qtbot, window, "alt+2", "r", "2", "1")
    row = window.entry.win.rows[0]
    qtbot.mouseClick(row.tiles_button, Qt.MouseButton.LeftButton)
    assert row.counted_tiles() is not None
    press(qtbot, window, "m", "enter")
    ron = window.controller.game.events[-1]
    assert isinstance(ron, Ron)
    assert ron.wins[0].hand == Hand(han=5)
    assert ron.wins[0].tiles is None, "a mangan is not what those tiles make"
