"""The main window at every common screen size, in English and in Japanese: the history shows
every player's column without scrolling sideways, a long name shortened with "…" and said whole
in its tooltip, nothing on the table cut, and the table's type growing with the window."""

from __future__ import annotations

import itertools
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.game.model import Column
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import ExhaustiveDraw, Riichi, Ron, Tsumo, Win
from tallyo_desktop.core.table.game import Game

from .fake_prompter import FakePrompter
from .table_driver import show
from .test_seat_marks import SIZES, language
from .text_fit import unfit_texts

# The language fixture is found by its name here; naming it keeps the import from looking unused.
__all__ = ["language"]

SHORT = ("Ann", "Bea", "Cid", "Dan")
LONG = ("Alexandra Konstantinopoulou", "Player 2", "佐々木小次郎左衛門", "Maximilian-Alexander")
HANDS = (
    Riichi(2),
    Ron(0, (Win(1, Hand(4, 40)),)),
    Tsumo(0, Hand(3, 30)),
    ExhaustiveDraw(frozenset({1})),
)
SIZE_IDS = [f"{width}x{height}" for width, height in SIZES]


def sized_window(
    qtbot: QtBot, names: tuple[str, ...], size: tuple[int, int], rules: Rules = presets.TENHOU
) -> MainWindow:
    window = MainWindow()
    window.set_up(GameController(Game.replay(rules, names, HANDS)), FakePrompter())
    qtbot.addWidget(window)
    window.resize(*size)
    show(qtbot, window)
    QApplication.processEvents()
    return window


def history_problems(window: MainWindow) -> list[str]:
    """Why a player's column of the history is out of view, or its name not to be read."""
    history = window.history
    header = history.horizontalHeader()
    model = history.game_model
    problems = []
    room = history.viewport().width()
    if header.length() > room:
        problems.append(f"the columns take {header.length()} px, the history has {room}")
    if history.horizontalScrollBar().maximum() > 0:
        problems.append("the history scrolls sideways")
    metrics = history.fontMetrics()
    for seat, name in enumerate(model.names):
        column = Column.FIRST_SEAT + seat
        right = header.sectionViewportPosition(column) + header.sectionSize(column)
        if header.sectionViewportPosition(column) < 0 or right > room:
            problems.append(f"{name}'s column is out of view")
        tip = str(model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole))
        if name not in tip:
            problems.append(f"{name}'s column does not say the name whole: {tip!r}")
        # The points must be whole, whatever the name.
        widest = max(metrics.horizontalAdvance(text) for text in ("-12000", "+48000", "100000"))
        if header.sectionSize(column) < widest:
            has = header.sectionSize(column)
            problems.append(f"{name}'s numbers need {widest} px, the column has {has}")
    return problems


def table_problems(window: MainWindow) -> list[str]:
    """The texts cut on the seats and on the hand's heading (the entry's own forms are checked
    by test_text_fits.py)."""
    found = [text for panel in window.seats for text in unfit_texts(panel)]
    for label in (window.centre.round_label, window.centre.counters_label):
        found += unfit_texts(label)
    return found


def name_problems(window: MainWindow) -> list[str]:
    """A seat's name is shown whole, or shortened with "…" and said whole in its tooltip."""
    problems = []
    for panel in window.seats[: window.controller.state.seats]:
        name = window.controller.state.names[panel.seat]
        label = panel.name_label
        shown = label.text()
        if shown != name and not (shown.endswith("…") and name in label.toolTip()):
            problems.append(f"seat {panel.seat} shows {shown!r} for {name!r}")
        if shown != name and not name.startswith(shown[:-1]):
            problems.append(f"seat {panel.seat} shows {shown!r}, not the start of {name!r}")
        # Each other player's difference shows its number whole.
        for other, line in zip(
            [n for n in window.controller.state.names if n != name],
            panel.diff_label.text().replace("   ", "\n").splitlines(),
            strict=True,
        ):
            if not line.endswith(("0", "±0")):
                problems.append(f"seat {panel.seat}: {other}'s difference is cut: {line!r}")
    return problems


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
@pytest.mark.parametrize("names", [SHORT, LONG], ids=["short names", "long names"])
def test_every_players_column_and_name_fits(
    qtbot: QtBot, language: str, size: tuple[int, int], names: tuple[str, ...]
) -> None:
    window = sized_window(qtbot, names, size)
    assert window.width() == size[0]
    assert history_problems(window) == []
    assert name_problems(window) == []
    assert table_problems(window) == []
    # A ron being entered, and the entry's table at that size.
    keys = window.entry_actions
    for action in (keys.ron, keys.picks[1], keys.picks[3]):
        action.trigger()
    QApplication.processEvents()
    assert table_problems(window) == []
    assert name_problems(window) == []


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_three_players_fit_too(qtbot: QtBot, language: str, size: tuple[int, int]) -> None:
    window = sized_window(qtbot, LONG[:3], size, presets.TENHOU_3P)
    assert window.history.game_model.columnCount() == Column.FIRST_SEAT + 3
    assert history_problems(window) == []
    assert name_problems(window) == []
    assert table_problems(window) == []


def test_a_long_names_header_tooltip_says_it_whole(qtbot: QtBot) -> None:
    window = sized_window(qtbot, LONG, (1024, 600))
    header = window.history.horizontalHeader()
    column = Column.FIRST_SEAT
    # The column is narrower than the name: it is shortened on screen.
    assert header.sectionSize(column) < window.history.fontMetrics().horizontalAdvance(LONG[0])
    tip = window.history.model().headerData(
        column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
    )
    assert LONG[0] in str(tip)
    # The name on its seat, shortened the same way, says itself whole where it is hovered.
    label = window.seats[0].name_label
    assert label.text().endswith("…") and LONG[0] in label.toolTip()


def _sizes_of(window: MainWindow) -> tuple[float, ...]:
    labels: list[QLabel] = [
        window.seats[0].points_label,
        window.seats[1].name_label,
        window.seats[2].diff_label,
        window.centre.round_label,
        window.centre.counters_label,
    ]
    return tuple(label.fontInfo().pointSizeF() for label in labels)


def test_the_tables_type_grows_with_the_window(qtbot: QtBot, language: str) -> None:
    window = sized_window(qtbot, SHORT, SIZES[0])
    grown = []
    for size in SIZES:
        window.resize(*size)
        QApplication.processEvents()
        grown.append(_sizes_of(window))
        assert table_problems(window) == [], size
        assert history_problems(window) == [], size
    # Each larger window draws every part of the table at least as large, and the largest
    # half as large again as the smallest, the sides growing with it.
    for smaller, larger in itertools.pairwise(grown):
        assert all(b >= a for a, b in zip(smaller, larger, strict=True)), grown
    assert all(b >= 1.5 * a for a, b in zip(grown[0], grown[-1], strict=True)), grown
    # And back: the small window's type again, the same as at first.
    window.resize(*SIZES[0])
    QApplication.processEvents()
    assert _sizes_of(window) == grown[0]
    assert table_problems(window) == []


def test_the_sides_hold_their_place_as_the_type_grows(qtbot: QtBot) -> None:
    window = sized_window(qtbot, SHORT, SIZES[-1])
    table = window.table
    top, left, bottom = window.seats[2], window.seats[3], window.seats[0]
    # The sides stay round the centre, inside the table, none over another.
    centre = window.centre.geometry()
    assert top.geometry().bottom() < centre.top() < centre.bottom() < bottom.geometry().top()
    assert left.geometry().right() < centre.left()
    assert table.rect().contains(bottom.geometry())
    assert top.mapTo(window, QPoint(0, 0)).y() >= 0


def test_the_window_fits_a_1024_by_600_screen(qtbot: QtBot, language: str) -> None:
    window = sized_window(qtbot, LONG, SIZES[0])
    hint = window.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 600, hint
