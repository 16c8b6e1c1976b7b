"""A night's seating carried between laptops as a file: a file behind the seating here drops no
round without asking, a table laptop follows the organiser's rounds and asks before seating its
own, and a seating that cannot be used, in a file or in the data folder, is refused in a
sentence and breaks nothing."""

from __future__ import annotations

import json
import os
import random
from datetime import date
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.club.seating_store import SeatingStore
from tallyo_desktop.app.club.seating_window import SeatingWindow
from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.start import open_library
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.club.seating import Round
from tallyo_desktop.core.club.seating_plan import SeatingPlan, plan_to_json

from .fake_prompter import FakePrompter

NIGHT = date(2026, 12, 3)
EIGHT = ("Ann", "Bea", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")
KEEP, TAKE = "Keep this laptop's seating", "Take the file's seating"


def laptop(qtbot: QtBot, folder: Path, prompter: FakePrompter, seed: int = 1) -> SeatingWindow:
    window = SeatingWindow(
        SeatingStore(folder), today=NIGHT, rng=random.Random(seed), questions=prompter
    )
    qtbot.addWidget(window)
    window.show()
    return window


def click(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def rounds_listed(window: SeatingWindow) -> list[str]:
    return [window.rounds.itemText(index) for index in range(window.rounds.count())]


def test_an_older_seating_file_drops_no_round_without_asking(qtbot: QtBot, tmp_path: Path) -> None:
    prompter = FakePrompter()
    window = laptop(qtbot, tmp_path / "seating", prompter)
    window.attendance.setPlainText("\n".join(EIGHT))
    click(qtbot, window.next)
    older = tmp_path / "round 1.tallyo-seating"
    assert window.save_file(older)
    click(qtbot, window.next)
    click(qtbot, window.next)
    seated = window.plan.rounds
    # Cancelled, or kept: the three rounds stay, on screen and in the data folder.
    for answer in (None, 0):
        prompter.choose_answer = answer
        assert not window.open_file(older)
        text, choices = prompter.choices[-1]
        assert text == (
            f"This file holds an older seating of {window.plan.night_name}: round 1, where this "
            "laptop has rounds 1 to 3. Taking the file's would drop the later rounds. This "
            "laptop's seating goes further."
        )
        assert choices == (KEEP, TAKE)
        assert window.plan.rounds == seated
        assert rounds_listed(window) == ["Round 1", "Round 2", "Round 3"]
        kept = SeatingStore(tmp_path / "seating").plan_of(window.plan.night_id)
        assert kept is not None and kept.rounds == seated
        assert "was kept (rounds 1 to 3)" in window.problem.text()
    # Asked the same, and told to take it, the round-1 seating is the night's again; the night
    # is still this laptop's own.
    prompter.choose_answer = 1
    assert window.open_file(older)
    assert window.plan.rounds == seated[:1] and not window.plan.received
    assert rounds_listed(window) == ["Round 1"]


def test_a_table_laptop_follows_the_organisers_plan_and_asks_before_seating_its_own(
    qtbot: QtBot, tmp_path: Path
) -> None:
    organiser = laptop(qtbot, tmp_path / "organiser", FakePrompter(), seed=1)
    asked = FakePrompter()
    table = laptop(qtbot, tmp_path / "table", asked, seed=2)
    organiser.attendance.setPlainText("\n".join(EIGHT))
    click(qtbot, organiser.next)
    sent = tmp_path / "stick" / "night.tallyo-seating"
    assert organiser.save_file(sent)
    assert table.open_file(sent)
    assert table.plan.received and table.plan.rounds == organiser.plan.rounds
    assert asked.choices == []
    assert "follows the rounds of the laptop that saved it" in table.night.origin.text()
    assert table.night_name.isReadOnly()
    # Seating a round of its own asks first; declined, nothing is seated.
    click(qtbot, table.next)
    text, choices = asked.choices[-1]
    assert "came in a file" in text and choices == ("Seat round 2 here",)
    assert table.plan.rounds == organiser.plan.rounds
    asked.choose_answer = 0
    click(qtbot, table.next)
    assert rounds_listed(table) == ["Round 1", "Round 2 (seated here)"]
    assert "Round 2 and after were seated here." in table.night.origin.text()
    own = table.plan.rounds[1]
    # The organiser seats round 2 another way: its file replaces the table's own round 2 only
    # if the table says so.
    click(qtbot, organiser.next)
    assert organiser.plan.rounds[1] != own
    assert organiser.save_file(sent)
    asked.choose_answer = None
    assert not table.open_file(sent)
    text, choices = asked.choices[-1]
    assert text == (
        f"This file's seating of {table.plan.night_name} went another way from round 2 on: "
        "the file has rounds 1 to 2, this laptop has rounds 1 to 2. This laptop seated its "
        "round 2 and after itself. Both go as far."
    )
    assert choices == (KEEP, TAKE)
    assert table.plan.rounds[1] == own
    asked.choose_answer = 1
    assert table.open_file(sent)
    assert table.plan.rounds == organiser.plan.rounds and table.plan.received_rounds == 2
    assert rounds_listed(table) == ["Round 1", "Round 2"]
    # The organiser's next file goes on from it: taken as it comes, without a question.
    questions = len(asked.choices)
    click(qtbot, organiser.next)
    assert organiser.save_file(sent)
    assert table.open_file(sent)
    assert len(asked.choices) == questions
    assert table.plan.rounds == organiser.plan.rounds
    assert "later rounds" in table.problem.text()
    # Seating one of the organiser's rounds again asks too.
    asked.choose_answer = None
    click(qtbot, table.redo)
    assert asked.choices[-1][1] == ("Seat round 3 again here",)
    assert table.plan.rounds == organiser.plan.rounds


def test_a_file_that_goes_on_from_the_organisers_own_seating_asks(
    qtbot: QtBot, tmp_path: Path
) -> None:
    asked = FakePrompter()
    organiser = laptop(qtbot, tmp_path / "organiser", asked)
    organiser.attendance.setPlainText("\n".join(EIGHT))
    click(qtbot, organiser.next)
    further = replace_rounds(organiser.plan, (*organiser.plan.rounds, organiser.plan.rounds[0]))
    path = tmp_path / "further.tallyo-seating"
    path.write_text(plan_to_json(further), encoding="utf-8")
    assert not organiser.open_file(path)
    text, choices = asked.choices[-1]
    assert "Its later rounds were seated on another laptop." in text
    assert "The file's seating goes further." in text and choices == (TAKE, KEEP)
    assert len(organiser.plan.rounds) == 1


def replace_rounds(plan: SeatingPlan, rounds: tuple[Round, ...]) -> SeatingPlan:
    return SeatingPlan(
        plan.night_id, plan.night_name, plan.day, plan.sizes, plan.swiss, plan.attendance, rounds
    )


def five_at_a_table(night_id: str, day: str) -> str:
    """A seating as a damaged or foreign program might write it: a table of five."""
    return json.dumps(
        {
            "format": "tallyo-seating",
            "version": 1,
            "night": {"id": night_id, "name": "Thursday club", "day": day},
            "tables": "fours",
            "swiss": False,
            "attendance": [*EIGHT, "Zoe"],
            "rounds": [{"tables": [[*EIGHT[:4], "Zoe"], list(EIGHT[4:])], "sitting_out": []}],
        }
    )


def test_a_seating_file_with_a_table_of_five_is_refused_and_changes_nothing(
    qtbot: QtBot, tmp_path: Path
) -> None:
    folder = tmp_path / "seating"
    window = laptop(qtbot, folder, FakePrompter())
    window.attendance.setPlainText("\n".join(EIGHT))
    click(qtbot, window.next)
    before = window.plan
    kept = sorted(path.name for path in folder.iterdir())
    bad = tmp_path / "five.tallyo-seating"
    bad.write_text(five_at_a_table("b" * 32, "2026-12-03"), encoding="utf-8")
    assert not window.open_file(bad)
    assert window.problem.text() == (
        "This seating cannot be used: table 1 of round 1 seats 5 players, where a table seats 3 "
        "or 4. Nothing was changed."
    )
    assert window.plan == before and [len(card.names) for card in window.view.cards] == [4, 4]
    # Renamed, the night is kept in the data folder as it was; nothing of the file is.
    window.night_name.setText("Thursday club")
    window.night_name.editingFinished.emit()
    assert sorted(path.name for path in folder.iterdir()) == kept
    click(qtbot, window.next)
    assert len(window.plan.rounds) == 2


def test_a_bad_seating_kept_in_the_data_folder_breaks_no_later_night(
    qtbot: QtBot, tmp_path: Path
) -> None:
    folder = tmp_path / "seating"
    folder.mkdir()
    damaged = folder / f"{'c' * 32}.json"
    damaged.write_text(five_at_a_table("c" * 32, "2026-11-26"), encoding="utf-8")
    window = laptop(qtbot, folder, FakePrompter())
    said = window.problem.text()
    assert said.startswith(
        f"A seating kept in the data folder was left out, and left as it is ({damaged.name})"
    )
    assert "seats 5 players" in said
    window.attendance.setPlainText("\n".join(EIGHT))
    for _ in range(3):
        click(qtbot, window.next)
    assert len(window.plan.rounds) == 3
    assert damaged.read_text(encoding="utf-8") == five_at_a_table("c" * 32, "2026-11-26")


def test_the_seating_asks_through_the_windows_prompter(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "data"
    controller = GameController()
    store = GameStore(data)
    keeper = LibraryKeeper(lambda: open_library(data), store, retry_ms=20)
    main = MainWindow()
    prompter = FakePrompter()
    main.set_up(controller, prompter, GameFiles(controller, store), keeper)
    qtbot.addWidget(main)
    main.show()
    main.commands.actions_by_id["window.seating"].trigger()
    seating = main.findChild(SeatingWindow)
    assert seating is not None
    sent = tmp_path / "night.tallyo-seating"
    organiser = laptop(qtbot, tmp_path / "organiser", FakePrompter())
    organiser.attendance.setPlainText("\n".join(EIGHT))
    click(qtbot, organiser.next)
    assert organiser.save_file(sent)
    assert seating.open_file(sent)
    click(qtbot, seating.next)
    assert prompter.choices and "came in a file" in prompter.choices[-1][0]
    assert len(seating.plan.rounds) == 1
    keeper.close()
