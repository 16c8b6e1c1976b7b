"""One night, never two of the same evening: the seating seats the club night made in Club ▸
Seasons and club nights for today, offers the nights of the day, moves the rounds seated before
the library had a night to it, and names another night of the day apart."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from datetime import date
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.club.seating_links import LibraryNight
from tallyo_desktop.app.club.seating_store import SeatingStore
from tallyo_desktop.app.club.seating_window import SeatingWindow
from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.rules.rules import Rules

from .club_library import club_keeper
from .fake_prompter import FakePrompter

NIGHT = date(2026, 12, 3)
EIGHT = ("Ann", "Bea", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")


class Seated(FakePrompter):
    def new_game(
        self, names: tuple[str, ...], rules: Rules
    ) -> tuple[tuple[str, ...], Rules] | None:
        return names, rules


@pytest.fixture
def kept(tmp_path: Path) -> Iterator[LibraryKeeper]:
    keeper, _ids = club_keeper(tmp_path)
    yield keeper
    keeper.close()


def click(qtbot: QtBot, button: QPushButton | None) -> None:
    assert button is not None and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def listed(window: SeatingWindow) -> list[str]:
    choice = window.night.choice
    return [choice.itemText(index) for index in range(choice.count())]


def test_the_seating_seats_the_night_made_in_the_library_and_makes_no_other(
    qtbot: QtBot, kept: LibraryKeeper
) -> None:
    library = kept.library
    assert library is not None
    season = library.add_season("Autumn")
    made = library.add_club_night("Thursday club", date.today(), season.uid)
    nights = len(library.club_nights())
    window = MainWindow()
    assert kept.store is not None
    controller = GameController()
    window.set_up(controller, Seated(), GameFiles(controller, kept.store), kept)
    qtbot.addWidget(window)
    window.show()
    window.commands.actions_by_id["window.seating"].trigger()
    seating = window.findChild(SeatingWindow)
    assert seating is not None
    assert seating.plan.night_id == made.uid and seating.night_name.text() == "Thursday club"
    assert seating.night_name.isReadOnly()
    assert seating.night.origin.text() == "A night of the season Autumn."
    assert listed(seating) == ["Thursday club (Autumn)"]
    seating.attendance.setPlainText("\n".join(EIGHT))
    click(qtbot, seating.next)
    assert listed(seating) == ["Thursday club (Autumn): round 1"]
    click(qtbot, seating.view.cards[0].start)
    # The game is the library's night's, in its season; no other night was made.
    files = window.files
    assert files is not None and files.autosave_path is not None
    metadata = read_saved_game(files.autosave_path).metadata
    assert (metadata.event_id, metadata.event_name, metadata.season_id) == (
        made.uid,
        "Thursday club",
        season.uid,
    )
    assert len(library.club_nights()) == nights
    assert [night.name for night in library.club_nights()].count("Thursday club") == 1


def test_the_rounds_seated_first_move_to_the_night_the_library_makes_later(
    qtbot: QtBot, tmp_path: Path
) -> None:
    offered: list[LibraryNight] = []
    asked = FakePrompter()
    folder = tmp_path / "seating"
    window = SeatingWindow(
        SeatingStore(folder),
        today=NIGHT,
        rng=random.Random(1),
        questions=asked,
        library_nights=lambda day: offered if day == NIGHT.isoformat() else [],
    )
    qtbot.addWidget(window)
    window.show()
    assert window.plan.night_name == "Club night 2026-12-03"
    assert not window.night.choice.isEnabled()
    window.attendance.setPlainText("\n".join(EIGHT))
    click(qtbot, window.next)
    seated, first = window.plan.rounds, window.plan.night_id
    # The night is made in the library meanwhile: the list offers it once the window is active
    # again.
    offered.append(LibraryNight("d" * 32, "Thursday club", "Autumn", 0))
    window.activateWindow()
    qtbot.waitUntil(lambda: window.night.choice.count() == 2)
    assert listed(window) == ["Club night 2026-12-03: round 1", "Thursday club (Autumn)"]
    # Chosen, it asks whether the rounds go with it; cancelled, nothing changes.
    window.night.choice.activated.emit(1)
    text, choices = asked.choices[-1]
    assert text == (
        "The rounds seated so far (round 1) are of Club night 2026-12-03, which has no games "
        "in the library. Seat them as the rounds of Thursday club instead?"
    )
    assert choices == ("Move them to Thursday club", "Start Thursday club with no rounds")
    assert window.plan.night_id == first and window.night.choice.currentIndex() == 0
    asked.choose_answer = 0
    window.night.choice.activated.emit(1)
    assert window.plan.night_id == "d" * 32 and window.plan.rounds == seated
    assert window.night_name.text() == "Thursday club" and window.night_name.isReadOnly()
    assert listed(window) == ["Thursday club (Autumn): round 1"]
    assert [path.stem for path in folder.iterdir()] == ["d" * 32]


def test_the_nights_of_the_day_are_offered_and_another_is_named_apart(
    qtbot: QtBot, tmp_path: Path
) -> None:
    offered = [
        LibraryNight("e" * 32, "Beginners' table", None, 2),
        LibraryNight("f" * 32, "Thursday club", "Autumn", 0),
    ]
    window = SeatingWindow(
        SeatingStore(tmp_path / "seating"),
        today=NIGHT,
        questions=FakePrompter(),
        library_nights=lambda day: offered,
    )
    qtbot.addWidget(window)
    window.show()
    assert window.plan.night_id == "e" * 32
    assert listed(window) == ["Beginners' table", "Thursday club (Autumn)"]
    window.attendance.setPlainText("\n".join(EIGHT))
    # A library night without rounds here is seated from the start, with the same players.
    window.night.choice.activated.emit(1)
    assert window.plan.night_id == "f" * 32 and window.plan.rounds == ()
    assert window.attendance.toPlainText().splitlines() == list(EIGHT)
    click(qtbot, window.new_night)
    click(qtbot, window.new_night)
    names = [window.night.choice.itemText(index) for index in range(window.night.choice.count())]
    assert names[0] == "Club night 2026-12-03 (2)"
    assert sorted(names) == sorted(
        [
            "Club night 2026-12-03",
            "Club night 2026-12-03 (2)",
            "Thursday club (Autumn)",
            "Beginners' table",
        ]
    )
    assert not window.night_name.isReadOnly()
    # Each comes back as it was chosen.
    window.night.choice.activated.emit(names.index("Thursday club (Autumn)"))
    assert window.plan.night_id == "f" * 32
