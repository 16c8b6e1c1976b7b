"""What a hand was reads the same wherever it is shown: the preview, the history, the CSV, the
result screen's chart and the `replay` command. A limit entered by its key is named by its
limit; a yakuman someone is liable for names them, and what each player paid."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.history.settlement_dialog import SettlementDialog
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.cli import main
from tallyo_desktop.core.record.export import game_to_csv
from tallyo_desktop.core.record.format import game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.game import Game

from .entry_page import LIMITS
from .fake_prompter import FakePrompter
from .pages import HistoryPage, TablePage
from .table_driver import show

NAMES = ("Ann", "Bea", "Cid", "Dan")


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    main_window = MainWindow()
    main_window.set_up(GameController(Game(presets.TENHOU, NAMES)), FakePrompter())
    qtbot.addWidget(main_window)
    show(qtbot, main_window)
    return main_window


def shown_everywhere(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> str:
    """The last row's words, checked to be the same in the CSV, on the result screen's chart and
    in `replay`'s list of hands."""
    history = HistoryPage(qtbot, window)
    row = history.rows() - 1
    words = history.summary(row)
    game = window.controller.game
    assert words in game_to_csv(game)
    result = SettlementDialog(game.settlement(), "", model=window.controller.model, final=False)
    qtbot.addWidget(result)
    assert result.chart is not None
    assert words in result.chart.row_tip(row)
    path = tmp_path / "game.tallyo"
    path.write_text(game_to_json(game), encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 0
    out, _ = capsys.readouterr()
    assert f'"summary": "{words}"' in out
    return words


@pytest.mark.parametrize("limit", LIMITS)
def test_a_limit_entered_by_its_key_is_named_by_it(
    qtbot: QtBot,
    window: MainWindow,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    limit: str,
) -> None:
    table = TablePage(qtbot, window)
    table.start_ron("Bea", dealt_in="Cid")
    table.hand(limit=limit)
    title = table.preview().splitlines()[0]
    assert title == limit.capitalize()
    table.record()
    words = shown_everywhere(qtbot, window, tmp_path, capsys)
    assert words.startswith(f"Ron from Cid: Bea {limit}: ")
    assert not re.search(r"\d han", words), "no han or fu where the limit says it all"


def test_a_limit_of_more_han_than_its_own_says_them(qtbot: QtBot, window: MainWindow) -> None:
    table = TablePage(qtbot, window)
    table.start_tsumo("Bea")
    table.hand(han=7)
    assert table.preview().splitlines()[0] == "Haneman (7 han)"
    table.record()
    assert HistoryPage(qtbot, window).summary(0) == "Bea tsumo, haneman (7 han): 3000/6000"


def test_a_pao_ron_names_the_liable_player_and_what_each_paid(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table = TablePage(qtbot, window)
    table.draw("Bea")  # Bea deals East 2, with a honba
    table.start_ron("Cid", dealt_in="Ann")
    table.hand(limit="yakuman")
    table.winner_row(0).hold_liable("Bea")
    assert table.preview().splitlines()[0] == "Yakuman, Bea liable for daisangen"
    table.record()
    # Tenhou's liable player pays the honba too.
    assert table.points() == [25000 - 1000 - 16000, 25000 + 3000 - 16300, 25000 - 1000 + 32300,
                              25000 - 1000]  # fmt: skip
    words = shown_everywhere(qtbot, window, tmp_path, capsys)
    assert words == (
        "Ron from Ann: Cid yakuman, Bea liable for daisangen: 32300; "
        "Ann pays 16000, Bea pays 16000 + 300"
    )


def test_a_pao_tsumo_says_the_liable_player_paid_it_all(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table = TablePage(qtbot, window)
    table.start_tsumo("Cid")
    table.hand(limit="yakuman")
    table.winner_row(0).hold_liable("Dan")
    table.record()
    assert table.points() == [25000, 25000, 57000, 25000 - 32000]
    words = shown_everywhere(qtbot, window, tmp_path, capsys)
    assert words == "Cid tsumo, yakuman, Dan liable for daisangen: Dan pays 32000"
