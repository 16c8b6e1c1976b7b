"""The points chart's hand labels: as many as its width holds, however long the game."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.history.points_chart import PointsChart
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.table.events import ExhaustiveDraw
from tallyo_desktop.core.table.game import Game

NAMES = ("Ann", "Bea", "Cid", "Dan")


def labels_painted(chart: PointsChart, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    asked: list[int] = []
    label = chart.hand_label

    def counted(number: int) -> str:
        asked.append(number)
        return label(number)

    monkeypatch.setattr(chart, "hand_label", counted)
    chart.grab()
    return asked


@pytest.mark.parametrize("hands", [40, 400, 1200])
def test_a_long_game_labels_no_more_hands_than_the_width_holds(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, hands: int
) -> None:
    # WRC has no busting: the dealer can stay tenpai hand after hand.
    controller = GameController(Game(presets.WRC, NAMES))
    chart = PointsChart()
    qtbot.addWidget(chart)
    chart.follow(controller.model)
    for _ in range(hands):
        controller.record(ExhaustiveDraw(frozenset({0})))
    chart.resize(400, 240)
    asked = labels_painted(chart, monkeypatch)
    # A label needs the width of "E4-10" at the least: a 400-pixel chart holds under 400 / 20.
    assert 0 < len(asked) < 20
    assert asked == sorted(set(asked))
    assert asked[-1] < hands
