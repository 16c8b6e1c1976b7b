"""The main window driven as a player would: clicks on the table, keys in the entry."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import AbortiveDraw, ChomboPenalty
from tallyo_desktop.core.session.draft import EntryMode
from tallyo_desktop.core.table.events import MAX_CORRECTION, AbortiveDrawEvent, Riichi
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .table_driver import click, click_seat, points, press, preview, show, type_text

NAMES = ("Ann", "Bea", "Cid", "Dan")


@pytest.fixture
def prompter() -> FakePrompter:
    return FakePrompter()


def _window(qtbot: QtBot, prompter: FakePrompter, game: Game) -> MainWindow:
    main = MainWindow()
    main.set_up(GameController(game), prompter)
    qtbot.addWidget(main)
    show(qtbot, main)
    return main


@pytest.fixture
def window(qtbot: QtBot, prompter: FakePrompter) -> MainWindow:
    return _window(qtbot, prompter, Game(presets.TENHOU, NAMES))


def idle_button(window: MainWindow, text: str) -> QWidget:
    for button in window.entry.idle.findChildren(QWidget):
        if button.accessibleName() == text:
            return button
    raise AssertionError(f"no {text} button")


def test_the_window_title_names_the_app(window: MainWindow) -> None:
    assert "Tallyo" in window.windowTitle()


def test_a_game_by_mouse(qtbot: QtBot, window: MainWindow, prompter: FakePrompter) -> None:
    entry = window.entry
    assert points(window) == [25000] * 4
    assert window.centre.round_label.text() == "East 1"
    assert window.seats[0].dealer_label.text() == "Dealer"

    # East 1: Cid declares riichi; Bea wins 4 han 40 fu on Ann's discard, from the grid.
    click(qtbot, window.seats[2].riichi_button)
    assert window.seats[2].riichi_label.text() == "Riichi"
    assert points(window) == [25000, 25000, 24000, 25000]
    click(qtbot, idle_button(window, "Ron"))
    assert entry.mode is EntryMode.RON
    click_seat(qtbot, window, 1)
    assert window.seats[1].role_label.text() == "Winner"
    click_seat(qtbot, window, 0)
    assert window.seats[0].role_label.text() == "Dealt in"
    assert not entry.record_button.isEnabled(), "no han yet"
    click(qtbot, entry.win.grid.cells[(4, 40)])
    assert entry.win.rows[0].han.value() == 4 and entry.win.rows[0].fu.fu() == 40
    assert preview(window).splitlines() == [
        "Mangan",
        "Ann pays 8000",
        "Bea receives 8000 + 1000 (1 riichi stick)",
    ]
    click(qtbot, entry.record_button)
    assert points(window) == [17000, 34000, 24000, 25000]
    assert window.centre.round_label.text() == "East 2"
    assert window.seats[1].dealer_label.text() == "Dealer"
    assert window.seats[2].riichi_label.text() == ""
    assert window.seats[0].role_label.text() == ""
    assert "Bea\u00a0+17000" in window.seats[0].diff_label.text()

    # East 2: Ann tsumo, haneman from the limit buttons.
    click(qtbot, idle_button(window, "Tsumo"))
    click_seat(qtbot, window, 0)
    click(qtbot, entry.win.grid.limits[1])
    assert preview(window).splitlines()[0] == "Haneman"
    click(qtbot, entry.record_button)
    assert points(window) == [29000, 28000, 21000, 22000]

    # East 3: a draw; only Bea tenpai.
    click(qtbot, idle_button(window, "Draw"))
    click(qtbot, entry.draw.tenpai[1], QPoint(8, entry.draw.tenpai[1].height() // 2))
    assert preview(window).splitlines() == [
        "Ann pays 1000; Cid pays 1000; Dan pays 1000",
        "Bea receives 3000",
    ]
    click(qtbot, entry.record_button)
    assert points(window) == [28000, 31000, 20000, 21000]
    assert window.centre.counters_label.text() == "Honba 1 · Riichi sticks 0"

    # Undo and redo, with their labels.
    assert window.commands.undo.text() == "&Undo East 3 draw"
    window.commands.undo.trigger()
    assert points(window) == [29000, 28000, 21000, 22000]
    window.commands.redo.trigger()
    assert points(window) == [28000, 31000, 20000, 21000]


def test_han_starts_empty_and_record_waits_for_it(qtbot: QtBot, window: MainWindow) -> None:
    press(qtbot, window, "r", "2", "1")
    row = window.entry.win.rows[0]
    assert row.han.value() == 0 and row.han.text() == "–"
    assert row.han.hasFocus()
    assert not window.entry.record_button.isEnabled()
    press(qtbot, window, "enter")
    assert len(window.controller.game) == 0
    # The field's text is selected as it gets the focus: typing replaces it.
    press(qtbot, window, "3", "tab")
    assert row.fu.hasFocus()
    press(qtbot, window, "4", "0")
    assert row.fu.fu() == 40, "typed over the 30 shown, not after it"
    row.han.setFocus()
    qtbot.wait(1)
    press(qtbot, window, "2")
    assert row.han.value() == 2


def test_fu_is_not_asked_from_five_han(qtbot: QtBot, window: MainWindow) -> None:
    press(qtbot, window, "r", "2", "1", "4")
    row = window.entry.win.rows[0]
    assert row.fu.isEnabled()
    press(qtbot, window, "up")
    assert row.han.value() == 5
    assert not row.fu.isEnabled()
    assert "Ann pays 8000" in preview(window)


def test_the_fu_spinner_steps_only_through_valid_fu(qtbot: QtBot, window: MainWindow) -> None:
    press(qtbot, window, "t", "2", "1", "tab", "2", "0")
    fu = window.entry.win.rows[0].fu
    seen = []
    for _ in range(12):
        seen.append(fu.fu())
        press(qtbot, window, "up")
    assert seen == [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110, 110]


def test_the_grid_shows_each_hands_payment_and_disables_impossible_ones(
    qtbot: QtBot, window: MainWindow
) -> None:
    grid = window.entry.win.grid
    press(qtbot, window, "t", "1")
    # Ann deals: a dealer's tsumo shows what each player pays.
    assert grid.cells[(3, 30)].text() == "2000 all"
    assert not grid.cells[(2, 25)].isEnabled(), "seven pairs by tsumo have 3 han"
    press(qtbot, window, "esc", "r", "2", "1")
    assert grid.cells[(3, 30)].text() == "3900"
    assert grid.cells[(2, 25)].isEnabled()
    assert not grid.cells[(1, 20)].isEnabled()
    for key, first_line in (("m", "Mangan"), ("b", "Baiman"), ("s", "Sanbaiman"), ("y", "Yakuman")):
        press(qtbot, window, key)
        assert preview(window).splitlines()[0] == first_line


@pytest.mark.parametrize(
    ("keys", "reason"),
    [
        (("r", "2", "1", "2", "tab", "2", "0"), "20 fu"),
        (("t", "2", "1", "tab", "2", "0"), "pinfu"),
        (("t", "2", "1", "tab", "2", "5"), "seven pairs"),
    ],
)
def test_impossible_hands_cannot_be_recorded(
    qtbot: QtBot, window: MainWindow, keys: tuple[str, ...], reason: str
) -> None:
    press(qtbot, window, *keys)
    assert not window.entry.record_button.isEnabled()
    assert reason in preview(window)
    press(qtbot, window, "enter")
    click(qtbot, window.entry.record_button)
    assert points(window) == [25000] * 4
    assert len(window.controller.game) == 0


def test_a_refusal_is_said_and_goes_when_it_no_longer_applies(
    qtbot: QtBot, window: MainWindow
) -> None:
    click(qtbot, window.seats[3].riichi_button)
    assert not window.seats[3].riichi_button.isEnabled()
    press(qtbot, window, "alt+4")
    assert "already declared riichi" in window.entry.message.text()
    assert "already declared riichi" in window.statusBar().currentMessage()
    assert points(window) == [25000, 25000, 25000, 24000]
    press(qtbot, window, "r")
    assert "already" not in window.entry.message.text()
    press(qtbot, window, "2", "1", "3", "enter")
    assert window.statusBar().currentMessage() == ""


def test_draws_tick_riichi_players_and_warn_when_one_is_unticked(
    qtbot: QtBot, window: MainWindow
) -> None:
    press(qtbot, window, "alt+2", "d")
    draw = window.entry.draw
    assert [box.isChecked() for box in draw.tenpai] == [False, True, False, False]
    assert window.seats[1].role_label.text() == "Tenpai"
    press(qtbot, window, "2")
    assert "Bea declared riichi" in preview(window)
    assert window.entry.record_button.isEnabled(), "a warning, not a refusal"
    press(qtbot, window, "a")
    assert all(box.isChecked() for box in draw.tenpai)
    assert preview(window) == "No points change hands."
    press(qtbot, window, "0")
    assert not any(box.isChecked() for box in draw.tenpai)
    # Nagashi mangan on the same form: N switches what the keys 1 to 4 tick.
    press(qtbot, window, "n", "3")
    assert draw.nagashi[2].isChecked()
    assert "Cid receives" in preview(window)
    press(qtbot, window, "enter")
    assert window.controller.state.honba == 1


def test_chombo_shows_its_cost_before_it_is_recorded(qtbot: QtBot, prompter: FakePrompter) -> None:
    rules = presets.TENHOU.with_changes(preset="custom", chombo=ChomboPenalty.REVERSE_MANGAN)
    window = _window(qtbot, prompter, Game(rules, NAMES))
    press(qtbot, window, "c")
    assert "who made it" in window.entry.message.text()
    press(qtbot, window, "1")
    assert window.seats[0].role_label.text() == "Chombo"
    assert (
        preview(window) == "Ann pays 12000\nBea receives 4000; Cid receives 4000; Dan receives 4000"
    )
    press(qtbot, window, "enter")
    assert points(window) == [13000, 29000, 29000, 29000]


def test_tenhou_has_no_chombo_to_enter(qtbot: QtBot, window: MainWindow) -> None:
    assert not window.entry_actions.chombo.isEnabled()
    press(qtbot, window, "c")
    assert window.entry.mode is EntryMode.IDLE


def test_abortive_draws_come_most_frequent_first(qtbot: QtBot, window: MainWindow) -> None:
    press(qtbot, window, "a")
    texts = [button.text().replace("&", "") for button in window.entry.abortive.buttons]
    assert texts == [
        "1 Nine terminals",
        "2 Four riichi",
        "3 Four winds",
        "4 Four kans",
        "5 Triple ron",
    ]
    assert window.entry.abortive.buttons[0].isChecked()
    assert "played again" in preview(window)
    press(qtbot, window, "3", "enter")
    assert window.controller.game.events[-1] == AbortiveDrawEvent(AbortiveDraw.FOUR_WINDS)
    assert window.centre.counters_label.text() == "Honba 1 · Riichi sticks 0"


def test_a_point_correction_is_entered_on_the_table(qtbot: QtBot, window: MainWindow) -> None:
    press(qtbot, window, "o", "1", "2", "2", "0", "0", "0")
    assert window.seats[0].role_label.text() == "Pays"
    assert window.seats[1].role_label.text() == "Receives"
    assert "Say why" in preview(window)
    press(qtbot, window, "tab")
    type_text(qtbot, window, "missed payment")
    assert preview(window) == "Ann pays 2000\nBea receives 2000"
    press(qtbot, window, "enter")
    assert points(window) == [23000, 27000, 25000, 25000]
    assert window.commands.undo.text() == "&Undo East 1 correction"


def test_the_correction_field_goes_up_to_what_the_game_takes(
    qtbot: QtBot, window: MainWindow
) -> None:
    press(qtbot, window, "o", "1", "2", *str(MAX_CORRECTION))
    assert window.entry.correction.amount.value() == MAX_CORRECTION
    press(qtbot, window, "tab")
    type_text(qtbot, window, "a long dispute")
    press(qtbot, window, "enter")
    assert points(window) == [25000 - MAX_CORRECTION, 25000 + MAX_CORRECTION, 25000, 25000]


def test_esc_cancels_an_entry_without_recording(qtbot: QtBot, window: MainWindow) -> None:
    press(qtbot, window, "r", "2", "1", "3", "esc")
    assert window.entry.mode is EntryMode.IDLE
    assert len(window.controller.game) == 0
    assert all(panel.role_label.text() == "" for panel in window.seats)


def test_new_game_replaces_the_table(
    qtbot: QtBot, window: MainWindow, prompter: FakePrompter
) -> None:
    click(qtbot, window.seats[0].riichi_button)
    prompter.new_game_answer = (("W", "X", "Y", "Z"), presets.WRC)
    window.commands.new.trigger()
    assert points(window) == [30000] * 4
    assert window.seats[0].name_label.text() == "W"
    assert not window.commands.undo.isEnabled()
    assert window.controller.rules == presets.WRC


def test_a_ron_on_the_riichi_declaration_tile_gives_the_stick_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    click(qtbot, window.seats[2].riichi_button)
    win = window.entry.win
    press(qtbot, window, "r", "2", "1", "2", "tab", "4", "0")
    # Ann did not declare riichi: nothing to ask.
    assert win.riichi_tile.isHidden()
    press(qtbot, window, "esc", "r", "2", "3", "2", "tab", "4", "0")
    assert not win.riichi_tile.isHidden()
    assert win.riichi_tile.text() == "On Cid's riichi tile"
    assert "the stick goes back to Cid" in win.riichi_tile.toolTip()
    click(qtbot, win.riichi_tile, QPoint(8, win.riichi_tile.height() // 2))
    assert win.riichi_tile.isChecked()
    assert "Cid pays 2600" in preview(window)
    assert "Bea receives 2600" in preview(window)
    press(qtbot, window, "enter")
    assert points(window) == [25000, 27600, 22400, 25000]
    assert window.centre.counters_label.text() == "Honba 0 · Riichi sticks 0"


def test_pao_offers_only_the_yakuman_the_rules_hold_a_player_liable_for(
    qtbot: QtBot, window: MainWindow
) -> None:
    # Tenhou: daisangen and daisuushii, not suukantsu.
    press(qtbot, window, "t", "2", "y")
    row = window.entry.win.rows[-1]
    assert row.pao.isVisible() and not row.pao_kind.isEnabled()
    row.pao.setCurrentIndex(row.pao.findData(3))
    assert row.pao_kind.isEnabled()
    kinds = [row.pao_kind.itemText(index) for index in range(row.pao_kind.count())]
    assert kinds == ["for daisangen", "for daisuushii"]
    assert window.seats[3].role_label.text() == "Liable (pao)"
    assert "Dan pays 32000" in preview(window)
    press(qtbot, window, "enter")
    assert points(window) == [25000, 57000, 25000, -7000]


def test_names_that_look_like_markup_are_shown_as_typed(
    qtbot: QtBot, prompter: FakePrompter
) -> None:
    names = ("<b>Ann</b>", '<img src="x.png">', "<a href='y'>Cid</a>", "Dan &amp; co")
    window = _window(qtbot, prompter, Game(presets.TENHOU, names))
    window.controller.record(Riichi(2))
    press(qtbot, window, "r", "2", "1")
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


def test_help_lists_the_keys(qtbot: QtBot, window: MainWindow, prompter: FakePrompter) -> None:
    from tallyo_desktop.app.window.keys_help import KeysHelp

    window.commands.keys.trigger()
    shown = window.findChild(KeysHelp)
    assert shown is not None and prompter.messages == []
    text = "\n".join([shown.example.text(), *(" ".join(row) for row in shown.rows())])
    assert "R 2 1 3 Enter" in text
    for keys in ("Alt+1 to Alt+4", "M, H, B, S, Y", "Esc", "Ctrl+H"):
        assert keys in text


def test_the_appearance_is_light_dark_or_the_systems(
    qtbot: QtBot, window: MainWindow, tmp_path: object
) -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from tallyo_desktop.app.shared.look import Scheme, is_dark, saved_scheme

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    settings = QSettings(str(tmp_path) + "/settings.ini", QSettings.Format.IniFormat)
    window.remember_layout(settings)
    before, style = app.palette(), app.style().name()
    try:
        window.commands.schemes[Scheme.DARK].trigger()
        assert is_dark(app.palette())
        qtbot.waitUntil(lambda: is_dark(window.seats[0].palette()))
        assert app.style().name().lower() == "fusion"
        assert saved_scheme(settings) is Scheme.DARK
        window.commands.schemes[Scheme.LIGHT].trigger()
        assert not is_dark(app.palette())
        window.commands.schemes[Scheme.SYSTEM].trigger()
        assert not settings.contains("appearance")
    finally:
        app.setStyle(style)
        app.setPalette(before)


def test_help_says_what_the_app_is_and_the_rules_of_the_game(
    qtbot: QtBot, window: MainWindow, prompter: FakePrompter
) -> None:
    from tallyo_desktop import __version__
    from tallyo_desktop.app.rules.reference import RulesReference

    window.commands.about.trigger()
    (about,) = prompter.messages
    assert f"Tallyo Desktop {__version__}" in about
    assert "mahjong" in about and "LGPL-3.0" in about
    window.commands.game_rules.trigger()
    (reference,) = window.findChildren(RulesReference)
    qtbot.addWidget(reference)
    assert "Tenhou" in reference.windowTitle()
    reference.close()


def test_the_rules_of_a_game_of_the_tables_own(qtbot: QtBot, prompter: FakePrompter) -> None:
    own = presets.TENHOU.with_changes(preset="custom", start_points=30000)
    window = _window(qtbot, prompter, Game(own, NAMES))
    window.commands.game_rules.trigger()
    assert "4 players, 30000 points each" in prompter.messages[-1]
