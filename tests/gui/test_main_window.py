"""The main window driven as a player would: clicks on the table, keys in the entry."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
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
from .pages import TablePage
from .table_driver import show

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


@pytest.fixture
def table(qtbot: QtBot, window: MainWindow) -> TablePage:
    return TablePage(qtbot, window)


def test_the_window_title_names_the_app(table: TablePage) -> None:
    assert "Tallyo" in table.title()


def test_a_game_by_mouse(window: MainWindow, table: TablePage) -> None:
    assert table.points() == [25000] * 4
    assert table.round() == "East 1"
    assert table.dealer_of("Ann") == "Dealer"

    # East 1: Cid declares riichi; Bea wins 4 han 40 fu on Ann's discard, from the grid.
    table.click_riichi("Cid")
    assert table.riichi_of("Cid") == "Riichi"
    assert table.points() == [25000, 25000, 24000, 25000]
    table.click_event("Ron")
    assert table.mode is EntryMode.RON
    table.click_player("Bea")
    assert table.role_of("Bea") == "Winner"
    table.click_player("Ann")
    assert table.role_of("Ann") == "Dealt in"
    assert not table.can_record(), "no han yet"
    table.click_grid(4, 40)
    assert table.winner_row(0).han == 4 and table.winner_row(0).fu == 40
    assert table.preview().splitlines() == [
        "Mangan (4 han 40 fu)",
        "Ann pays 8000",
        "Bea receives 8000 + 1000 (1 riichi stick)",
    ]
    table.click_record()
    assert table.points() == [17000, 34000, 24000, 25000]
    assert table.round() == "East 2"
    assert table.dealer_of("Bea") == "Dealer"
    assert table.riichi_of("Cid") == ""
    assert table.role_of("Ann") == ""
    assert "Bea\u00a0+17000" in table.differences_of("Ann")

    # East 2: Ann tsumo, haneman from the limit buttons.
    table.click_event("Tsumo")
    table.click_player("Ann")
    table.click_limit("haneman")
    assert table.preview().splitlines()[0] == "Haneman"
    table.click_record()
    assert table.points() == [29000, 28000, 21000, 22000]

    # East 3: a draw; only Bea tenpai.
    table.click_event("Draw")
    table.click_tenpai("Bea")
    assert table.preview().splitlines() == [
        "Ann pays 1000; Cid pays 1000; Dan pays 1000",
        "Bea receives 3000",
    ]
    table.click_record()
    assert table.points() == [28000, 31000, 20000, 21000]
    assert table.counters() == "Honba 1 · Riichi sticks 0"

    # Undo and redo, with their labels.
    assert window.commands.undo.text() == "&Undo East 3 draw"
    window.commands.undo.trigger()
    assert table.points() == [29000, 28000, 21000, 22000]
    window.commands.redo.trigger()
    assert table.points() == [28000, 31000, 20000, 21000]


def test_han_starts_empty_and_record_waits_for_it(window: MainWindow, table: TablePage) -> None:
    table.start_ron("Bea", dealt_in="Ann")
    row = table.winner_row(0)
    assert row.han == 0 and row.han_shown() == "–"
    assert row.han_has_focus()
    assert not table.can_record()
    table.record()
    assert len(window.controller.game) == 0
    # The field's text is selected as it gets the focus: typing replaces it.
    table.press("3", "tab")
    assert row.fu_has_focus()
    table.press("4", "0")
    assert row.fu == 40, "typed over the 30 shown, not after it"
    row.focus_han()
    table.press("2")
    assert row.han == 2


def test_fu_is_not_asked_from_five_han(table: TablePage) -> None:
    table.start_ron("Bea", dealt_in="Ann")
    table.hand(han=4)
    row = table.winner_row(0)
    assert row.fu_asked()
    table.press("up")
    assert row.han == 5
    assert not row.fu_asked()
    assert "Ann pays 8000" in table.preview()


def test_the_fu_spinner_steps_only_through_valid_fu(table: TablePage) -> None:
    table.start_tsumo("Bea")
    table.hand(han=1, fu=20)
    row = table.winner_row(0)
    seen = []
    for _ in range(12):
        seen.append(row.fu)
        table.press("up")
    assert seen == [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110, 110]


def test_the_grid_shows_each_hands_payment_and_disables_impossible_ones(
    table: TablePage,
) -> None:
    table.start_tsumo("Ann")
    # Ann deals: a dealer's tsumo shows what each player pays.
    assert table.grid_text(3, 30) == "2000 all"
    assert not table.grid_offers(2, 25), "seven pairs by tsumo have 3 han"
    table.cancel()
    table.start_ron("Bea", dealt_in="Ann")
    assert table.grid_text(3, 30) == "3900"
    assert table.grid_offers(2, 25)
    assert not table.grid_offers(1, 20)
    for limit, first_line in (
        ("mangan", "Mangan"),
        ("baiman", "Baiman"),
        ("sanbaiman", "Sanbaiman"),
        ("yakuman", "Yakuman"),
    ):
        table.hand(limit=limit)
        assert table.preview().splitlines()[0] == first_line


@pytest.mark.parametrize(
    ("dealt_in", "han", "fu", "reason"),
    [
        ("Ann", 2, 20, "20 fu"),
        (None, 1, 20, "pinfu"),
        (None, 1, 25, "seven pairs"),
    ],
)
def test_impossible_hands_cannot_be_recorded(
    window: MainWindow, table: TablePage, dealt_in: str | None, han: int, fu: int, reason: str
) -> None:
    # Bea's hand: a ron on Ann's discard, or a tsumo.
    if dealt_in is None:
        table.start_tsumo("Bea")
    else:
        table.start_ron("Bea", dealt_in=dealt_in)
    table.hand(han, fu)
    assert not table.can_record()
    assert reason in table.preview()
    table.record()
    table.click_record()
    assert table.points() == [25000] * 4
    assert len(window.controller.game) == 0


def test_a_refusal_is_said_and_goes_when_it_no_longer_applies(table: TablePage) -> None:
    table.click_riichi("Dan")
    assert not table.can_declare_riichi("Dan")
    table.riichi("Dan")
    assert "already declared riichi" in table.message()
    assert "already declared riichi" in table.status()
    assert table.points() == [25000, 25000, 25000, 24000]
    table.start("ron")
    assert "already" not in table.message()
    table.pick("Bea", "Ann")
    table.hand(3)
    table.record()
    assert table.status() == ""


def test_draws_tick_riichi_players_and_warn_when_one_is_unticked(
    window: MainWindow, table: TablePage
) -> None:
    table.riichi("Bea")
    table.start("draw")
    assert table.tenpai_ticks() == [False, True, False, False]
    assert table.role_of("Bea") == "Tenpai"
    table.pick("Bea")
    assert "Bea declared riichi" in table.preview()
    assert table.can_record(), "a warning, not a refusal"
    table.all_tenpai()
    assert all(table.tenpai_ticks())
    assert table.preview() == "No points change hands."
    table.all_noten()
    assert not any(table.tenpai_ticks())
    # Nagashi mangan on the same form: N switches what the keys 1 to 4 tick.
    table.start("nagashi")
    table.pick("Cid")
    assert table.nagashi_ticked("Cid")
    assert "Cid receives" in table.preview()
    table.record()
    assert window.controller.state.honba == 1


def test_chombo_shows_its_cost_before_it_is_recorded(qtbot: QtBot, prompter: FakePrompter) -> None:
    rules = presets.TENHOU.with_changes(preset="custom", chombo=ChomboPenalty.REVERSE_MANGAN)
    table = TablePage(qtbot, _window(qtbot, prompter, Game(rules, NAMES)))
    table.start("chombo")
    assert "who made it" in table.message()
    table.pick("Ann")
    assert table.role_of("Ann") == "Chombo"
    assert (
        table.preview() == "Ann pays 12000\nBea receives 4000; Cid receives 4000; Dan receives 4000"
    )
    table.record()
    assert table.points() == [13000, 29000, 29000, 29000]


def test_tenhou_has_no_chombo_to_enter(table: TablePage) -> None:
    table.start("chombo")
    assert table.mode is EntryMode.IDLE


def test_abortive_draws_come_most_frequent_first(window: MainWindow, table: TablePage) -> None:
    table.start("abortive")
    assert table.abortive_kinds() == [
        "1 Nine terminals",
        "2 Four riichi",
        "3 Four winds",
        "4 Four kans",
        "5 Triple ron",
    ]
    assert table.abortive_chosen() == "1 Nine terminals"
    assert "played again" in table.preview()
    table.choose_abortive("Four winds")
    table.record()
    assert window.controller.game.events[-1] == AbortiveDrawEvent(AbortiveDraw.FOUR_WINDS)
    assert table.counters() == "Honba 1 · Riichi sticks 0"


def test_riichi_is_declared_while_an_abortive_draw_is_chosen(
    window: MainWindow, table: TablePage
) -> None:
    # Four riichi needs the fourth declared on the way: Alt and a number is riichi's key, never
    # a second key for the kind shown by that number.
    table.start("abortive")
    for name in ("Ann", "Bea", "Cid", "Dan"):
        table.riichi(name)
    assert list(window.controller.game.events) == [Riichi(0), Riichi(1), Riichi(2), Riichi(3)]
    assert table.riichi_of("Dan") == "Riichi"
    table.choose_abortive("Four riichi")
    table.record()
    assert window.controller.game.events[-1] == AbortiveDrawEvent(AbortiveDraw.FOUR_RIICHI)


def test_a_point_correction_is_entered_on_the_table(window: MainWindow, table: TablePage) -> None:
    table.start_correction("Ann", to="Bea", amount=2000)
    assert table.role_of("Ann") == "Pays"
    assert table.role_of("Bea") == "Receives"
    assert "Say why" in table.preview()
    table.say_why("missed payment")
    assert table.preview() == "Ann pays 2000\nBea receives 2000"
    table.record()
    assert table.points() == [23000, 27000, 25000, 25000]
    assert window.commands.undo.text() == "&Undo East 1 correction"


def test_the_correction_field_goes_up_to_what_the_game_takes(table: TablePage) -> None:
    table.start_correction("Ann", to="Bea", amount=MAX_CORRECTION)
    assert table.correction_amount() == MAX_CORRECTION
    table.say_why("a long dispute")
    table.record()
    assert table.points() == [25000 - MAX_CORRECTION, 25000 + MAX_CORRECTION, 25000, 25000]


def test_esc_cancels_an_entry_without_recording(window: MainWindow, table: TablePage) -> None:
    table.start_ron("Bea", dealt_in="Ann")
    table.hand(3)
    table.cancel()
    assert table.mode is EntryMode.IDLE
    assert len(window.controller.game) == 0
    assert all(role == "" for role in table.roles())


def test_new_game_replaces_the_table(
    window: MainWindow, table: TablePage, prompter: FakePrompter
) -> None:
    table.click_riichi("Ann")
    prompter.new_game_answer = (("W", "X", "Y", "Z"), presets.WRC)
    window.commands.new.trigger()
    assert table.points() == [30000] * 4
    assert table.names()[0] == "W"
    assert not window.commands.undo.isEnabled()
    assert window.controller.rules == presets.WRC


def test_a_ron_on_the_riichi_declaration_tile_gives_the_stick_back(table: TablePage) -> None:
    table.click_riichi("Cid")
    table.start_ron("Bea", dealt_in="Ann")
    table.hand(2, 40)
    # Ann did not declare riichi: nothing to ask.
    assert not table.riichi_tile_offered()
    table.cancel()
    table.start_ron("Bea", dealt_in="Cid")
    table.hand(2, 40)
    assert table.riichi_tile_offered()
    assert table.riichi_tile_text() == "On Cid's riichi tile"
    assert "the stick goes back to Cid" in table.riichi_tile_tip()
    table.click_riichi_tile()
    assert table.riichi_tile_ticked()
    assert "Cid pays 2600" in table.preview()
    assert "Bea receives 2600" in table.preview()
    table.record()
    assert table.points() == [25000, 27600, 22400, 25000]
    assert table.counters() == "Honba 0 · Riichi sticks 0"


def test_pao_offers_only_the_yakuman_the_rules_hold_a_player_liable_for(
    table: TablePage,
) -> None:
    # Tenhou: daisangen and daisuushii, not suukantsu.
    table.start_tsumo("Bea")
    table.hand(limit="yakuman")
    row = table.winner_row(-1)
    assert row.pao_offered() and not row.pao_kind_open()
    row.hold_liable("Dan")
    assert row.pao_kind_open()
    assert row.pao_kinds() == ["for daisangen", "for daisuushii"]
    assert table.role_of("Dan") == "Liable (pao)"
    assert "Dan pays 32000" in table.preview()
    table.record()
    assert table.points() == [25000, 57000, 25000, -7000]


def test_names_that_look_like_markup_are_shown_as_typed(
    qtbot: QtBot, prompter: FakePrompter
) -> None:
    names = ("<b>Ann</b>", '<img src="x.png">', "<a href='y'>Cid</a>", "Dan &amp; co")
    window = _window(qtbot, prompter, Game(presets.TENHOU, names))
    window.controller.record(Riichi(2))
    TablePage(qtbot, window).start_ron(names[1], dealt_in=names[0])
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
    qtbot: QtBot, window: MainWindow, table: TablePage, tmp_path: object
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
        qtbot.waitUntil(lambda: is_dark(table.seat("Ann").palette()))
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
