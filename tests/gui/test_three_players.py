"""A whole three-player game at the table: tsumo loss, a draw with one tenpai, a honba ron and
kita counted in a hand from its tiles, every total checked against the core."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.tiles.picker import TilePicker
from tallyo_desktop.app.tiles.request import TileRequest
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .table_driver import points, press, show

NAMES = ("Ann", "Bea", "Cid")
RULES = presets.TENHOU_3P


def test_a_three_player_game_at_the_table(qtbot: QtBot) -> None:
    prompter = FakePrompter()
    window = MainWindow()
    window.set_up(GameController(Game(RULES, NAMES)), prompter)
    qtbot.addWidget(window)
    show(qtbot, window)
    assert [panel.isVisible() for panel in window.seats] == [True, True, True, False]
    assert not window.entry_actions.picks[3].isEnabled() or window.entry.mode.value == "idle"
    expected = Game(RULES, NAMES)

    def step(keys: tuple[str, ...], event: Event) -> None:
        press(qtbot, window, *keys)
        expected.record(event)
        assert points(window) == list(expected.state.points), keys
        assert window.centre.round_label.text() == expected.state.hand_name

    # East 1: Bea's tsumo, 3 han 30 fu: Ann (dealer) 2000 and Cid 1000; North's share is lost.
    step(("t", "2", "3", "enter"), Tsumo(1, Hand(3, 30)))
    assert points(window) == [33000, 38000, 34000]
    # East 2: a draw, Cid alone tenpai: 1000 from each of the others.
    press(qtbot, window, "d")
    assert [box.isVisible() for box in window.entry.draw.tenpai] == [True, True, True, False]
    press(qtbot, window, "4")
    assert not window.entry.draw.tenpai[3].isChecked(), "there is no fourth player to tick"
    step(("3", "enter"), ExhaustiveDraw(frozenset({2})))
    assert window.centre.counters_label.text().startswith("Honba 1")
    # East 3, 1 honba: Ann rons Bea, 2 han 30 fu, and the honba is 200 with three players.
    step(("r", "1", "2", "2", "enter"), Ron(1, (Win(0, Hand(2, 30)),)))

    # Cid's tsumo counted from the tiles, two kita among the dora.
    picker = TilePicker(_request(window, seat=2))
    qtbot.addWidget(picker)
    picker.hand.setText("123p456p789s99s555z")
    picker.win.setText("5z")
    picker.kita.setValue(2)
    picked = picker.picked()
    assert picked is not None
    tiles, hand = picked
    assert tiles.situation.kita == 2
    assert any(yaku.name == "Dora" for yaku in tiles.yaku)
    prompter.tiles_answer = picked
    # Made without being shown, the picker still took the window's activation away.
    show(qtbot, window)
    press(qtbot, window, "t", "3", "k")
    assert window.entry.win.rows[0].counted_tiles() == tiles
    step(("enter",), Tsumo(2, hand, None, tiles))

    # The rest of the game: rons round the table until it ends.
    seat_keys = ("1", "2", "3")
    turn = 0
    while not expected.is_over:
        winner, discarder = turn % 3, (turn + 1) % 3
        step(
            ("r", seat_keys[winner], seat_keys[discarder], "3", "enter"),
            Ron(discarder, (Win(winner, Hand(3, 30)),)),
        )
        turn += 1
        assert turn < 40, "the game should have ended"
    qtbot.waitUntil(lambda: len(prompter.settlements) == 1)
    result, _reason = prompter.settlements[0]
    assert len(result.standings) == 3
    assert round(sum(standing.result for standing in result.standings), 1) == 0.0
    assert window.controller.model.columnCount() == 2 + 3


def _request(window: MainWindow, seat: int) -> TileRequest:
    state = window.controller.state
    return TileRequest(
        RULES,
        state.names[seat],
        tsumo=True,
        seat_wind=state.wind_of(seat),
        round_wind=state.round_wind,
        riichi=False,
        honba=state.honba,
        sticks=state.sticks,
    )
