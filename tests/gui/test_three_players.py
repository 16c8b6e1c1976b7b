"""A whole three-player game at the table: tsumo loss, a draw with one tenpai, a honba ron and
kita counted in a hand from its tiles, every total checked against the core."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.tiles.request import TileRequest
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Event, ExhaustiveDraw, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .pages import HistoryPage, TablePage, TilePickerPage
from .table_driver import show

NAMES = ("Ann", "Bea", "Cid")
RULES = presets.TENHOU_3P


def test_a_three_player_game_at_the_table(qtbot: QtBot) -> None:
    prompter = FakePrompter()
    window = MainWindow()
    window.set_up(GameController(Game(RULES, NAMES)), prompter)
    qtbot.addWidget(window)
    show(qtbot, window)
    table, history = TablePage(qtbot, window), HistoryPage(qtbot, window)
    assert table.seats_shown() == [True, True, True, False]
    assert not table.seat_key_works(4) or table.mode.value == "idle"
    expected = Game(RULES, NAMES)

    def then(event: Event) -> None:
        """The table shows what the core makes of `event`."""
        expected.record(event)
        assert table.points() == list(expected.state.points), event
        # A game over says so, not the hand it would have gone on to.
        shown = "Game over" if expected.is_over else expected.state.hand_name
        assert table.round() == shown

    # East 1: Bea's tsumo, 3 han 30 fu: Ann (dealer) 2000 and Cid 1000; North's share is lost.
    table.tsumo("Bea", han=3)
    then(Tsumo(1, Hand(3, 30)))
    assert table.points() == [33000, 38000, 34000]
    # East 2: a draw, Cid alone tenpai: 1000 from each of the others.
    table.start("draw")
    assert table.tenpai_boxes_shown() == [True, True, True, False]
    table.press("4")
    assert not table.tenpai_ticks()[3], "there is no fourth player to tick"
    table.pick("Cid")
    table.record()
    then(ExhaustiveDraw(frozenset({2})))
    assert table.counters().startswith("Honba 1")
    # East 3, 1 honba: Ann rons Bea, 2 han 30 fu, and the honba is 200 with three players.
    table.ron("Ann", dealt_in="Bea", han=2)
    then(Ron(1, (Win(0, Hand(2, 30)),)))

    # Cid's tsumo counted from the tiles, two kita among the dora.
    picker = TilePickerPage(qtbot, _request(window, seat=2), shown=False)
    picker.fill_in("123p456p789s99s555z", win="5z", kita=2)
    picked = picker.picked()
    assert picked is not None
    tiles, hand = picked
    assert tiles.situation.kita == 2
    assert any(yaku.name == "Dora" for yaku in tiles.yaku)
    prompter.tiles_answer = picked
    # Made without being shown, the picker still took the window's activation away.
    show(qtbot, window)
    table.start_tsumo("Cid")
    table.count_tiles()
    assert table.winner_row(0).counted_tiles() == tiles
    table.record()
    then(Tsumo(2, hand, None, tiles))

    # The rest of the game: rons round the table until it ends.
    turn = 0
    while not expected.is_over:
        winner, discarder = turn % 3, (turn + 1) % 3
        table.ron(NAMES[winner], dealt_in=NAMES[discarder], han=3)
        then(Ron(discarder, (Win(winner, Hand(3, 30)),)))
        turn += 1
        assert turn < 40, "the game should have ended"
    result, _reason = table.final_result()
    assert len(result.standings) == 3
    assert round(sum(standing.result for standing in result.standings), 1) == 0.0
    assert history.columns() == 2 + 3


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
