"""The points chart follows every recorded hand and every undo."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Bea", "Cid", "Dan")


def test_the_chart_follows_the_hands_and_undo(qtbot: QtBot) -> None:
    controller = GameController(Game(presets.TENHOU, NAMES))
    window = MainWindow()
    window.set_up(controller)
    qtbot.addWidget(window)
    window.show()
    chart = window.chart
    assert [p.points for p in chart.series(0)] == [25000]

    for event in (
        Riichi(2),
        Ron(0, (Win(1, Hand(4, 40)),)),
        Tsumo(0, Hand(4, 40)),
        ExhaustiveDraw(frozenset({1})),
    ):
        assert controller.record(event)
    bea = chart.series(1)
    assert [p.points for p in bea] == [25000, 34000, 30000, 33000]
    assert [p.won for p in bea] == [False, True, False, False]
    cid = chart.series(2)
    assert [p.riichi for p in cid] == [False, True, False, False]
    assert [p.won for p in chart.series(0)] == [False, False, True, False]
    assert "Bea: 33000" in chart.accessibleDescription()
    tip = chart.row_tip(1)
    assert "East 2: Ann tsumo" in tip and "Bea: 30000 (-4000)" in tip
    assert [row.short_name for row in chart.rows] == ["E1", "E2", "E3"]
    # The pointer over the chart names the hand under it.
    chart.resize(400, 300)
    area = chart.plot_area()
    assert chart.hand_at(area.left()) == 0
    assert chart.hand_at(area.right()) == 2
    chart.grab()  # paints without error at its current size

    window.commands.undo.trigger()
    assert [p.points for p in chart.series(1)] == [25000, 34000, 30000]
    window.commands.redo.trigger()
    assert [p.points for p in chart.series(1)] == [25000, 34000, 30000, 33000]

    controller.load(Game(presets.WRC, ("W", "X", "Y", "Z")))
    assert [p.points for p in chart.series(3)] == [30000]
    assert chart.names == ("W", "X", "Y", "Z")


def test_a_long_game_draws_a_thinned_line_that_still_ends_at_the_last_hand(qtbot: QtBot) -> None:
    from tallyo_desktop.app.history.points_chart import PointsChart

    # WRC has no busting: the dealer can stay tenpai for 300 draws.
    controller = GameController(Game(presets.WRC, NAMES))
    grown = PointsChart()
    qtbot.addWidget(grown)
    grown.follow(controller.model)
    for _ in range(300):
        controller.record(ExhaustiveDraw(frozenset({0})))
    for _ in range(37):
        controller.undo()
    for _ in range(37):
        controller.redo()
    # An edit early in the game replaces every later row.
    controller.splice(10, 11, [ExhaustiveDraw(frozenset({0, 1}))])
    built = PointsChart()
    qtbot.addWidget(built)
    built.follow(GameController(controller.game).model)
    ann = controller.state.points[0]
    for stride in (1, 2, 3, 8, 100):
        line = grown.drawn_line(0, stride)
        assert [line.at(i) for i in range(line.size())] == [
            built.drawn_line(0, stride).at(i) for i in range(built.drawn_line(0, stride).size())
        ]
        assert line.last().x() == 300
        assert line.last().y() == ann
        assert line.size() <= 300 // stride + 2
    grown.resize(300, 200)
    grown.grab()
