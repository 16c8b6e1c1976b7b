"""Counting a win from its tiles in the window: the picker, and the hand it fills."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
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
from .pages import HistoryPage, TablePage, TilePickerPage
from .table_driver import show

NAMES = ("Ann", "Bea", "Cid", "Dan")
RIICHI_RON = TileRequest(
    presets.TENHOU, "Bea", tsumo=False, seat_wind=Wind.SOUTH, round_wind=Wind.EAST,
    riichi=True, honba=1, sticks=2,
)  # fmt: skip


def picker(qtbot: QtBot, request: TileRequest = RIICHI_RON) -> TilePickerPage:
    return TilePickerPage(qtbot, request)


def test_the_count_follows_the_tiles_typed(qtbot: QtBot) -> None:
    dialog = picker(qtbot)
    assert dialog.riichi() is RiichiKind.RIICHI, "the table said riichi"
    assert not dialog.can_use()
    dialog.type_hand("234m456p067s234s88s")
    dialog.type_dora("1m")
    shown = dialog.count().splitlines()
    assert shown[:4] == ["Riichi: 1 han", "Tanyao: 1 han", "Dora: 1 han", "Aka Dora: 1 han"]
    assert "4 han 40 fu" in shown
    assert "Mangan" in shown
    assert shown[-1] == "Bea gains 10300, honba and sticks included"
    assert dialog.can_use()
    assert dialog.tiles_shown() == 14
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
    dialog.type_hand(hand)
    assert reason in dialog.count()
    assert not dialog.can_use()
    assert dialog.picked() is None


def test_tiles_are_clicked_in_and_out(qtbot: QtBot) -> None:
    dialog = picker(qtbot)
    for name in ("1m", "1m", "2z"):
        dialog.click_tile(name)
    assert dialog.hand() == "1m1m2z"
    dialog.click_first_in_hand()
    assert dialog.hand() == "1m2z"
    dialog.clicks_add_to_dora()
    dialog.click_tile("0p")
    assert dialog.dora() == "0p"


def test_what_cannot_happen_is_greyed(qtbot: QtBot) -> None:
    ron = picker(qtbot)
    assert not ron.offers("haitei") and ron.offers("houtei")
    assert not ron.offers("renhou"), "Tenhou has no renhou"
    ron.say_no_riichi()
    assert not ron.asks_ura() and not ron.offers("ippatsu")
    dealer_tsumo = picker(
        qtbot,
        TileRequest(presets.TENHOU, "Ann", tsumo=True, seat_wind=Wind.EAST,
                    round_wind=Wind.EAST, riichi=False),
    )  # fmt: skip
    assert dealer_tsumo.offers("tenhou")
    assert not dealer_tsumo.offers("chiihou")
    assert not dealer_tsumo.asks_kita(), "four players have no kita"


def _counted(qtbot: QtBot) -> tuple[WinTiles, Hand] | None:
    # Counted by a picker that is never shown: the window under test keeps the focus.
    dialog = TilePickerPage(qtbot, RIICHI_RON, shown=False)
    dialog.fill_in("234m456p067s234s88s")
    return dialog.picked()


@pytest.fixture
def table(qtbot: QtBot) -> TablePage:
    window = MainWindow()
    window.set_up(GameController(Game(presets.TENHOU, NAMES)), FakePrompter())
    qtbot.addWidget(window)
    show(qtbot, window)
    return TablePage(qtbot, window)


def _prompter(table: TablePage) -> FakePrompter:
    prompter = table.window.prompter
    assert isinstance(prompter, FakePrompter)
    return prompter


def test_the_hand_counted_fills_the_entry_and_is_recorded_with_its_tiles(
    qtbot: QtBot, table: TablePage
) -> None:
    prompter = _prompter(table)
    prompter.tiles_answer = _counted(qtbot)
    table.riichi("Bea")
    table.start_ron("Bea", dealt_in="Ann")
    table.count_tiles()
    (request,) = prompter.tile_requests
    assert (request.winner, request.tsumo, request.riichi) == ("Bea", False, True)
    assert (request.seat_wind, request.round_wind) == (Wind.SOUTH, Wind.EAST)
    row = table.winner_row(0)
    assert (row.han, row.fu) == (3, 40)
    assert row.tiles_label() == "Tiles ✓"
    table.record()
    ron = table.window.controller.game.events[-1]
    assert isinstance(ron, Ron)
    assert prompter.tiles_answer is not None
    assert ron.wins[0].tiles == prompter.tiles_answer[0]
    assert table.points() == [19800, 30200, 25000, 25000]
    assert "(Riichi 1, Tanyao 1, Aka Dora 1)" in HistoryPage(qtbot, table.window).summary(0)


def test_a_hand_changed_after_counting_drops_its_tiles(qtbot: QtBot, table: TablePage) -> None:
    prompter = _prompter(table)
    prompter.tiles_answer = _counted(qtbot)
    table.riichi("Bea")
    table.start_ron("Bea", dealt_in="Ann")
    row = table.winner_row(0)
    row.click_tiles()
    assert row.counted_tiles() is not None
    table.hand(limit="mangan")
    table.record()
    ron = table.window.controller.game.events[-1]
    assert isinstance(ron, Ron)
    assert ron.wins[0].hand == Hand(han=5)
    assert ron.wins[0].tiles is None, "a mangan is not what those tiles make"
