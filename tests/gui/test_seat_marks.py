"""Every seat says its wind, the dealer's seat says so, and a chombo to be paid at the end is
marked on the offender's seat: on every side of the table, at every window size from 1024 by
600, in English and in Japanese, none of it squeezed out or cut."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QRect, QTranslator
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.game.model import signed
from tallyo_desktop.app.shared.translations import install_translations
from tallyo_desktop.app.table.seat_panel import SeatPanel
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core import i18n
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import ChomboPenalty, Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import Chombo, Event, Tsumo
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.settlement import pending_chombo, settle
from tallyo_desktop.core.table.state import TableState

from .fake_prompter import FakePrompter
from .table_driver import press, show
from .text_fit import unfit_texts

NAMES = ("Ann", "Bea", "Cid", "Dan")
SIZES = [(1024, 600), (1280, 720), (1366, 768), (1920, 1080)]
SIDES = {0: "bottom", 1: "right", 2: "top", 3: "left"}
# WRC's table: a chombo is taken off the offender's final result, not paid on the spot.
AT_THE_END = presets.WRC
ON_THE_SPOT = presets.TENHOU.with_changes(preset="custom", chombo=ChomboPenalty.REVERSE_MANGAN)


@pytest.fixture(params=["en", "ja"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    before = set(qapp.findChildren(QTranslator))
    install_translations(qapp, request.param)
    # The marks are checked in the words of the language asked for, not English by mistake.
    dealer = QCoreApplication.translate("SeatPanel", "Dealer")
    assert (dealer == "Dealer") == (request.param == "en")
    yield str(request.param)
    for translator in set(qapp.findChildren(QTranslator)) - before:
        QCoreApplication.removeTranslator(translator)
        translator.setParent(None)
    i18n.set_translator(None)


def table_window(
    qtbot: QtBot, rules: Rules, events: list[Event], size: tuple[int, int]
) -> MainWindow:
    window = MainWindow()
    window.set_up(GameController(Game.replay(rules, NAMES, events)), FakePrompter())
    qtbot.addWidget(window)
    window.resize(*size)
    show(qtbot, window)
    return window


def dealing(seat: int) -> list[Event]:
    """Hands that pass the deal round until `seat` deals: each next player wins by tsumo."""
    return [Tsumo(dealer + 1, Hand(3, 30)) for dealer in range(seat)]


def mark_problems(label: QLabel, panel: SeatPanel) -> list[str]:
    """Why `label` cannot be read on `panel`: hidden, outside the panel, or its text cut."""
    name = label.objectName()
    if not label.isVisibleTo(panel) or not panel.isVisible():
        return [f"{name} is hidden"]
    if label.width() <= 0 or label.height() <= 0:
        return [f"{name} has no room: {label.size()}"]
    where = QRect(label.mapTo(panel, label.rect().topLeft()), label.size())
    problems = [] if panel.rect().contains(where) else [f"{name} at {where} leaves {panel.rect()}"]
    return problems + unfit_texts(label)


def seat_mark_problems(window: MainWindow, state: TableState) -> list[str]:
    """Every seat's wind and the dealer's mark, read as a player reads them."""
    problems = []
    for panel in window.seats[: state.seats]:
        seat = panel.seat
        side = SIDES[seat]
        wind = state.wind_of(seat).label
        if panel.wind_label.text() != wind:
            problems.append(f"{side} says {panel.wind_label.text()!r}, not {wind!r}")
        problems += [f"{side}: {problem}" for problem in mark_problems(panel.wind_label, panel)]
        dealer_shown = panel.dealer_label.isVisibleTo(window) and bool(panel.dealer_label.text())
        if seat == state.dealer:
            if panel.dealer_label.text() != QCoreApplication.translate("SeatPanel", "Dealer"):
                problems.append(f"{side} deals but says {panel.dealer_label.text()!r}")
            problems += [
                f"{side}: {problem}" for problem in mark_problems(panel.dealer_label, panel)
            ]
        elif dealer_shown:
            problems.append(f"{side} does not deal but is marked dealer")
    return problems


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("dealer", list(SIDES), ids=lambda seat: SIDES[seat])
def test_every_seat_shows_its_wind_and_the_dealer_is_marked(
    qtbot: QtBot, language: str, size: tuple[int, int], dealer: int
) -> None:
    window = table_window(qtbot, ON_THE_SPOT, dealing(dealer), size)
    state = window.controller.state
    assert state.dealer == dealer
    assert seat_mark_problems(window, state) == []


def test_passing_the_deal_moves_nothing_on_a_seat(qtbot: QtBot) -> None:
    window = table_window(qtbot, ON_THE_SPOT, [], (1024, 600))
    parts = [
        label
        for panel in window.seats
        for label in (panel.name_label, panel.wind_label, panel.dealer_label, panel.points_label)
    ]
    before = [label.geometry() for label in parts]
    for dealer in range(1, 4):
        window.controller.record(Tsumo(dealer, Hand(3, 30)))
        QApplication.processEvents()
        assert window.controller.state.dealer == dealer
        assert [label.geometry() for label in parts] == before


def test_a_pending_chombo_is_what_the_settlement_takes_off() -> None:
    game = Game.replay(AT_THE_END, NAMES, [Chombo(1), Chombo(3), Chombo(1)])
    state = game.state
    assert [pending_chombo(state, AT_THE_END, seat) for seat in range(4)] == [
        0,
        -2 * AT_THE_END.chombo_points,
        0,
        -AT_THE_END.chombo_points,
    ]
    assert [standing.chombo for standing in settle(state, AT_THE_END).standings] == [
        pending_chombo(state, AT_THE_END, seat) for seat in range(4)
    ]
    on_the_spot = Game.replay(ON_THE_SPOT, NAMES, [Chombo(1)]).state
    assert pending_chombo(on_the_spot, ON_THE_SPOT, 1) == 0


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=["1024x600", "1920x1080"])
@pytest.mark.parametrize("offender", list(SIDES), ids=lambda seat: SIDES[seat])
def test_a_chombo_paid_at_the_end_is_marked_on_the_offenders_seat(
    qtbot: QtBot, language: str, size: tuple[int, int], offender: int
) -> None:
    window = table_window(qtbot, AT_THE_END, [], size)
    before = [panel.points_label.text() for panel in window.seats]
    # C, the offender's number, Enter: the chombo as a player enters it.
    press(qtbot, window, "c", str(offender + 1), "enter")
    state = window.controller.state
    assert state.chombo[offender] == 1
    # The points do not move: nothing but the mark tells the table of the penalty.
    assert [panel.points_label.text() for panel in window.seats] == before
    penalty = pending_chombo(state, AT_THE_END, offender)
    assert penalty == -AT_THE_END.chombo_points
    for panel in window.seats:
        label = panel.chombo_label
        if panel.seat == offender:
            expected = QCoreApplication.translate(
                "SeatPanel", "Chombo {points}\nat the settlement"
            ).format(points=signed(penalty))
            assert label.text() == expected
            assert signed(penalty) in label.text()
            assert mark_problems(label, panel) == []
            assert label.accessibleName()
        else:
            assert not label.isVisibleTo(window)
    assert seat_mark_problems(window, state) == []

    # Undone, the mark goes with it.
    window.controller.undo()
    QApplication.processEvents()
    assert not window.seats[offender].chombo_label.isVisibleTo(window)


def test_a_chombo_paid_on_the_spot_leaves_nothing_pending(qtbot: QtBot) -> None:
    window = table_window(qtbot, ON_THE_SPOT, [Chombo(1)], (1280, 720))
    assert window.controller.state.points[1] < window.controller.state.points[0]
    assert not any(panel.chombo_label.isVisibleTo(window) for panel in window.seats)


@pytest.mark.parametrize("dealer", list(SIDES), ids=lambda seat: SIDES[seat])
def test_the_table_display_says_each_seats_wind_and_the_dealer(
    qtbot: QtBot, language: str, dealer: int
) -> None:
    window = table_window(qtbot, ON_THE_SPOT, dealing(dealer), (1280, 720))
    press(qtbot, window, "f11")
    display = window.table_display
    assert display is not None and display.isVisible()
    state = window.controller.state
    dealer_word = QCoreApplication.translate("TableTexts", "{wind} {name} · dealer").split(" · ")[
        -1
    ]
    for seat in range(state.seats):
        who = display.seat_lines(seat)[0]
        assert who.startswith(f"{state.wind_of(seat).label} {NAMES[seat]}"), who
        assert (dealer_word in who.split(" · ")) == (seat == dealer), who
    display.close()
