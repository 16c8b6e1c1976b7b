"""The main window driven as a player would: clicks on the table, keys in the spinners."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.controller import GameController
from tallyo_desktop.app.main_window import MainWindow
from tallyo_desktop.core import presets
from tallyo_desktop.core.events import PointCorrection, Riichi
from tallyo_desktop.core.game import Game

from .fake_prompter import FakePrompter

NAMES = ("Ann", "Bea", "Cid", "Dan")


@pytest.fixture
def prompter() -> FakePrompter:
    return FakePrompter()


@pytest.fixture
def window(qtbot: QtBot, prompter: FakePrompter) -> Iterator[MainWindow]:
    controller = GameController(Game(presets.TENHOU, NAMES))
    main = MainWindow(controller, prompter)
    qtbot.addWidget(main)
    main.show()
    yield main


def click(qtbot: QtBot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def pick(qtbot: QtBot, window: MainWindow, seat: int) -> None:
    click(qtbot, window.seats[seat].name_button)


def type_into(qtbot: QtBot, spin: QAbstractSpinBox, text: str) -> None:
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)


def points(window: MainWindow) -> list[int]:
    return [int(panel.points_label.text()) for panel in window.seats]


def enter_win(
    qtbot: QtBot,
    window: MainWindow,
    *,
    winner: int,
    han: int,
    fu: int | None,
    discarder: int | None = None,
) -> None:
    click_action = window.ron_action if discarder is not None else window.tsumo_action
    click_action.trigger()
    pick(qtbot, window, winner)
    if discarder is not None:
        pick(qtbot, window, discarder)
    row = window.centre.win_entry.rows[-1]
    type_into(qtbot, row.han, str(han))
    if fu is not None:
        type_into(qtbot, row.fu, str(fu))


def confirm_win(qtbot: QtBot, window: MainWindow) -> None:
    confirm = window.centre.win_entry.confirm
    assert confirm.isEnabled(), window.centre.win_entry.preview.text()
    click(qtbot, confirm)


def test_the_window_title_names_the_app(window: MainWindow) -> None:
    assert "Tallyo" in window.windowTitle()


def test_a_full_east_south_game(qtbot: QtBot, window: MainWindow, prompter: FakePrompter) -> None:
    assert points(window) == [25000] * 4
    assert window.centre.round_label.text() == "East 1"
    assert window.seats[0].dealer_label.text() == "Dealer"

    # East 1: Cid declares riichi; Bea wins a mangan (4 han 40 fu) on Ann's discard.
    click(qtbot, window.seats[2].riichi_button)
    assert window.seats[2].riichi_label.text() == "Riichi"
    assert points(window) == [25000, 25000, 24000, 25000]
    assert "sticks 1" in window.centre.counters_label.text()
    enter_win(qtbot, window, winner=1, discarder=0, han=4, fu=40)
    preview = window.centre.win_entry.preview.text()
    assert "Ann pays 8000" in preview
    assert "Bea receives 8000 + 1000" in preview
    confirm_win(qtbot, window)
    assert points(window) == [17000, 34000, 24000, 25000]
    assert window.centre.round_label.text() == "East 2"
    assert window.seats[1].dealer_label.text() == "Dealer"
    assert window.seats[2].riichi_label.text() == ""
    assert "Bea +17000" in window.seats[0].diff_label.text()

    # East 2: Ann wins a mangan by tsumo; the dealer Bea pays 4000, the others 2000.
    enter_win(qtbot, window, winner=0, han=4, fu=40)
    confirm_win(qtbot, window)
    assert points(window) == [25000, 30000, 22000, 23000]

    # East 3: exhaustive draw, only Bea tenpai; the dealer Cid is noten so the deal passes.
    window.draw_action.trigger()
    click(qtbot, window.centre.draw_entry.tenpai[1])
    assert "Bea receives 3000" in window.centre.draw_entry.preview.text()
    click(qtbot, window.centre.draw_entry.confirm)
    assert points(window) == [24000, 33000, 21000, 22000]
    assert window.centre.round_label.text() == "East 4"
    assert "Honba 1" in window.centre.counters_label.text()

    # East 4, 1 honba: double ron on Cid's discard by the dealer Dan (2 han 30 fu: 2900)
    # and Ann (3 han 30 fu: 3900); the honba goes to Dan, the nearest; the dealer keeps the deal.
    enter_win(qtbot, window, winner=3, discarder=2, han=2, fu=30)
    click(qtbot, window.centre.win_entry.add_winner)
    pick(qtbot, window, 0)
    row = window.centre.win_entry.rows[-1]
    type_into(qtbot, row.han, "3")
    type_into(qtbot, row.fu, "30")
    assert "Cid pays 6800 + 300" in window.centre.win_entry.preview.text()
    confirm_win(qtbot, window)
    after_double_ron = [27900, 33000, 13900, 25200]
    assert points(window) == after_double_ron
    assert window.centre.round_label.text() == "East 4"
    assert "Honba 2" in window.centre.counters_label.text()

    # Undo and redo the double ron, with their labels.
    assert window.undo_action.text() == "Undo East 4 ron 2900 + 3900"
    window.undo_action.trigger()
    assert points(window) == [24000, 33000, 21000, 22000]
    assert "Honba 1" in window.centre.counters_label.text()
    window.redo_action.trigger()
    assert points(window) == after_double_ron

    # East 4, 2 honba: Bea tsumo 1 han 30 fu: 300/500 with 200 honba on each payment.
    enter_win(qtbot, window, winner=1, han=1, fu=30)
    confirm_win(qtbot, window)
    assert points(window) == [27400, 34700, 13400, 24500]
    assert window.centre.round_label.text() == "South 1"
    assert "Honba 0" in window.centre.counters_label.text()

    # South 1 to 4: a 1000-point ron in each hand, every one by a non-dealer.
    for winner, discarder in ((2, 1), (3, 0), (0, 3), (1, 2)):
        enter_win(qtbot, window, winner=winner, discarder=discarder, han=1, fu=30)
        confirm_win(qtbot, window)
    final = [27400, 34700, 13400, 24500]
    assert points(window) == final
    assert "Game over" in window.centre.status_label.text()
    assert window.history.rowCount() == 9

    # The settlement: Bea first with 34700: +4.7 + 20 uma + 20 oka.
    # The settlement comes once the hand that ended the game is fully recorded.
    qtbot.waitUntil(lambda: len(prompter.settlements) == 1)
    result, reason = prompter.settlements[0]
    assert "last hand" in reason
    by_seat = {standing.name: standing.result_text for standing in result.standings}
    assert by_seat == {"Bea": "+44.7", "Ann": "+7.4", "Dan": "-15.5", "Cid": "-36.6"}
    assert not window.ron_action.isEnabled()

    # Undo works after the end, and the game can be finished again.
    window.undo_action.trigger()
    assert points(window) == [27400, 33700, 14400, 24500]
    assert window.ron_action.isEnabled()
    assert window.history.rowCount() == 8


def test_fu_disappears_from_five_han(qtbot: QtBot, window: MainWindow) -> None:
    window.ron_action.trigger()
    pick(qtbot, window, 1)
    pick(qtbot, window, 0)
    row = window.centre.win_entry.rows[0]
    type_into(qtbot, row.han, "4")
    assert row.fu.isVisible()
    qtbot.keyClick(row.han, Qt.Key.Key_Up)
    assert row.han.value() == 5
    assert not row.fu.isVisible()
    assert "Ann pays 8000" in window.centre.win_entry.preview.text()


def test_the_fu_spinner_steps_only_through_valid_fu(qtbot: QtBot, window: MainWindow) -> None:
    window.tsumo_action.trigger()
    pick(qtbot, window, 1)
    fu = window.centre.win_entry.rows[0].fu
    seen = []
    type_into(qtbot, fu, "20")
    for _ in range(12):
        seen.append(fu.fu())
        qtbot.keyClick(fu, Qt.Key.Key_Up)
    assert seen[:11] == [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110]
    assert seen[11] == 110


@pytest.mark.parametrize(
    ("mode", "han", "fu", "reason"),
    [
        ("ron", 2, 20, "20 fu"),
        ("tsumo", 1, 20, "pinfu"),
        ("tsumo", 1, 25, "seven pairs"),
        ("tsumo", 2, 25, "seven pairs"),
    ],
)
def test_impossible_hands_cannot_be_confirmed(
    qtbot: QtBot, window: MainWindow, mode: str, han: int, fu: int, reason: str
) -> None:
    discarder = 0 if mode == "ron" else None
    enter_win(qtbot, window, winner=1, discarder=discarder, han=han, fu=fu)
    entry = window.centre.win_entry
    assert not entry.confirm.isEnabled()
    assert reason in entry.preview.text()
    click(qtbot, entry.confirm)
    assert points(window) == [25000] * 4
    assert len(window.controller.game) == 0


def test_riichi_twice_is_refused_with_a_reason(qtbot: QtBot, window: MainWindow) -> None:
    click(qtbot, window.seats[3].riichi_button)
    assert not window.seats[3].riichi_button.isEnabled()
    window.riichi_actions[3].trigger()
    assert "already declared riichi" in window.centre.status_label.text()
    assert points(window) == [25000, 25000, 25000, 24000]


def test_rarer_events_go_through_the_prompter(
    qtbot: QtBot, window: MainWindow, prompter: FakePrompter
) -> None:
    from tallyo_desktop.core.rules import AbortiveDraw

    prompter.choice = AbortiveDraw.FOUR_WINDS
    window.abortive_action.trigger()
    assert "Honba 1" in window.centre.counters_label.text()
    assert window.centre.round_label.text() == "East 1"
    prompter.correction_answer = PointCorrection(0, 1, 2000, "missed payment")
    window.correction_action.trigger()
    assert points(window) == [23000, 27000, 25000, 25000]
    assert window.undo_action.text() == "Undo East 1 correction"
    # Tenhou has no chombo: the action is not offered.
    assert not window.chombo_action.isEnabled()


def test_new_game_replaces_the_table(
    qtbot: QtBot, window: MainWindow, prompter: FakePrompter
) -> None:
    click(qtbot, window.seats[0].riichi_button)
    prompter.new_game_answer = (("W", "X", "Y", "Z"), presets.WRC)
    window.new_action.trigger()
    assert points(window) == [30000] * 4
    assert window.seats[0].name_button.text() == "W"
    assert not window.undo_action.isEnabled()
    assert window.controller.rules == presets.WRC


def test_a_ron_on_the_riichi_declaration_tile_gives_the_stick_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    click(qtbot, window.seats[2].riichi_button)
    entry = window.centre.win_entry
    enter_win(qtbot, window, winner=1, discarder=0, han=2, fu=40)
    # Ann did not declare riichi: nothing to ask.
    assert entry.riichi_tile.isHidden()
    window.cancel_entry()
    enter_win(qtbot, window, winner=1, discarder=2, han=2, fu=40)
    assert not entry.riichi_tile.isHidden()
    assert "Cid's riichi declaration tile" in entry.riichi_tile.text()
    qtbot.mouseClick(
        entry.riichi_tile, Qt.MouseButton.LeftButton, pos=QPoint(8, entry.riichi_tile.height() // 2)
    )
    assert entry.riichi_tile.isChecked()
    assert "Cid pays 2600" in entry.preview.text()
    assert "Bea receives 2600" in entry.preview.text()
    confirm_win(qtbot, window)
    assert points(window) == [25000, 27600, 22400, 25000]
    assert "sticks 0" in window.centre.counters_label.text()


def test_pao_offers_only_the_yakuman_the_rules_hold_a_player_liable_for(
    qtbot: QtBot, window: MainWindow
) -> None:
    # Tenhou: daisangen and daisuushii, not suukantsu.
    window.tsumo_action.trigger()
    pick(qtbot, window, 1)
    row = window.centre.win_entry.rows[-1]
    type_into(qtbot, row.yakuman, "1")
    assert not row.pao.isHidden() and row.pao_kind.isHidden()
    row.pao.setCurrentIndex(row.pao.findData(3))
    assert not row.pao_kind.isHidden()
    kinds = [row.pao_kind.itemText(index) for index in range(row.pao_kind.count())]
    assert kinds == ["for daisangen", "for daisuushii"]
    assert "Dan pays 32000" in window.centre.win_entry.preview.text()
    confirm_win(qtbot, window)
    assert points(window) == [25000, 57000, 25000, -7000]


def test_names_that_look_like_markup_are_shown_as_typed(qtbot: QtBot) -> None:
    names = ("<b>Ann</b>", '<img src="x.png">', "<a href='y'>Cid</a>", "Dan &amp; co")
    prompter = FakePrompter()
    window = MainWindow(GameController(Game(presets.TENHOU, names)), prompter)
    qtbot.addWidget(window)
    window.show()
    window.controller.record(Riichi(2))
    window.ron_action.trigger()
    pick(qtbot, window, 1)
    pick(qtbot, window, 0)
    shown = 0
    for label in window.findChildren(QLabel):
        if "<" in label.text() or "&amp;" in label.text():
            shown += 1
            assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName()
    assert shown >= 4, "the names should be on show"
    for widget in window.findChildren(QWidget):
        tip = widget.toolTip()
        for name in names:
            assert name not in tip or "&lt;" not in name, (widget.objectName(), tip)
        assert "<b>Ann</b>" not in tip and '<img src="x.png">' not in tip
