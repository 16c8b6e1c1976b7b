"""The seating window as the organiser meets it: the focus in the players' list, the season of
the night carried to the other laptops in the seating file, a table's card saying its game has
started, and the big view named apart from the window."""

from __future__ import annotations

import json
import os
import random
from datetime import date
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.club.seating_links import LibraryNight
from tallyo_desktop.app.club.seating_store import SeatingStore
from tallyo_desktop.app.club.seating_window import SeatingWindow
from tallyo_desktop.core.club.seating_plan import new_night_id
from tallyo_desktop.core.record.format import Metadata

from .fake_prompter import FakePrompter

NIGHT = date(2026, 12, 3)
EIGHT = ("Ann", "Bea", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")
NIGHT_ID = new_night_id()
TONIGHT = LibraryNight(NIGHT_ID, "Thursday club", "Winter 2026", 0, "season-winter-2026")


def laptop(qtbot: QtBot, folder: Path, *nights: LibraryNight) -> SeatingWindow:
    window = SeatingWindow(
        SeatingStore(folder),
        today=NIGHT,
        rng=random.Random(1),
        questions=FakePrompter(),
        library_nights=lambda day: [night for night in nights if day == NIGHT.isoformat()],
    )
    qtbot.addWidget(window)
    return window


def click(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def started(window: SeatingWindow, qtbot: QtBot, table: int) -> Metadata:
    asked: list[Metadata] = []
    window.startRequested.connect(lambda _names, night: asked.append(night))
    start = window.view.cards[table].start
    assert start is not None
    click(qtbot, start)
    return asked[-1]


def test_the_seating_opens_with_the_focus_in_the_players_list(qtbot: QtBot, tmp_path: Path) -> None:
    window = laptop(qtbot, tmp_path)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert QApplication.focusWidget() is window.attendance
    # Typing goes into the list, and the night keeps its name.
    name = window.night_name.text()
    qtbot.keyClicks(QApplication.focusWidget(), "Ann")
    assert window.attendance.toPlainText() == "Ann"
    assert window.night_name.text() == name


def test_the_nights_season_goes_to_the_other_laptops_with_the_seating(
    qtbot: QtBot, tmp_path: Path
) -> None:
    organiser = laptop(qtbot, tmp_path / "organiser", TONIGHT)
    organiser.show()
    organiser.attendance.setPlainText("\n".join(EIGHT))
    click(qtbot, organiser.next)
    sent = tmp_path / "stick" / "thursday.tallyo-seating"
    assert organiser.save_file(sent)
    night = json.loads(sent.read_text(encoding="utf-8"))["night"]
    assert night["season"] == {"id": "season-winter-2026", "name": "Winter 2026"}
    # The second laptop has no such night in its library: the file names the season.
    table = laptop(qtbot, tmp_path / "table")
    table.show()
    assert table.open_file(sent)
    assert table.night.choice.itemText(0) == "Thursday club (Winter 2026): round 1"
    metadata = started(table, qtbot, 1)
    assert (metadata.event_id, metadata.event_name) == (NIGHT_ID, "Thursday club")
    assert (metadata.season_id, metadata.season_name) == ("season-winter-2026", "Winter 2026")


def test_a_seating_file_without_a_season_is_read_as_a_night_of_none(
    qtbot: QtBot, tmp_path: Path
) -> None:
    organiser = laptop(qtbot, tmp_path / "organiser", TONIGHT)
    organiser.show()
    organiser.attendance.setPlainText("\n".join(EIGHT))
    click(qtbot, organiser.next)
    sent = tmp_path / "night.tallyo-seating"
    assert organiser.save_file(sent)
    older = json.loads(sent.read_text(encoding="utf-8"))
    del older["night"]["season"]
    sent.write_text(json.dumps(older), encoding="utf-8")
    table = laptop(qtbot, tmp_path / "table")
    table.show()
    assert table.open_file(sent)
    assert table.plan.rounds == organiser.plan.rounds
    metadata = started(table, qtbot, 0)
    assert (metadata.season_id, metadata.season_name) == (None, None)


def test_a_tables_card_says_its_game_has_started(qtbot: QtBot, tmp_path: Path) -> None:
    window = laptop(qtbot, tmp_path)
    window.show()
    window.attendance.setPlainText("\n".join(EIGHT))
    click(qtbot, window.next)
    first, second = window.view.cards
    assert first.start is not None and second.start is not None
    window.table_started(first.players)
    assert first.start.text() == "Game started: start again"
    assert second.start.text() == "Start this table's game"
    # Shown again, the round still says so; the next round's tables have not started.
    click(qtbot, window.next)
    assert all(
        card.start and card.start.text() == "Start this table's game" for card in window.view.cards
    )
    window.rounds.setCurrentIndex(0)
    assert window.view.cards[0].start is not None
    assert window.view.cards[0].start.text() == "Game started: start again"


def test_the_big_view_is_named_apart_from_the_seating(qtbot: QtBot, tmp_path: Path) -> None:
    window = laptop(qtbot, tmp_path)
    window.show()
    window.attendance.setPlainText("\n".join(EIGHT))
    click(qtbot, window.next)
    click(qtbot, window.big)
    assert window.big_view is not None
    assert window.big_view.windowTitle() == "Seating — big view"
    assert window.big_view.windowTitle() != window.windowTitle()
