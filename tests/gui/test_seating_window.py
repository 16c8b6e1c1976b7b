"""The seating window as the organiser uses it: the players typed in, rounds made, a round shown
big and on paper, and a table's game started in the main window as a game of the club night."""

from __future__ import annotations

import os
import random
import re
from collections import Counter
from datetime import date
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.club.seating_print import pdf_bytes, round_html
from tallyo_desktop.app.club.seating_store import SeatingStore
from tallyo_desktop.app.club.seating_window import SeatingWindow
from tallyo_desktop.app.files.game_files import GameFiles
from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.start import open_library
from tallyo_desktop.app.window.main_window import MainWindow
from tallyo_desktop.core.club.seating import Round, next_round
from tallyo_desktop.core.record.files import read_saved_game
from tallyo_desktop.core.rules.rules import Rules

from .fake_prompter import FakePrompter

NIGHT = date(2026, 12, 3)
FIVE = ("Ann", "Bea", "Cid", "Dan", "Eve")
EIGHT = (*FIVE, "Fay", "Gus", "Hal")


class SeatedPrompter(FakePrompter):
    """Starts the game the new-game dialog was filled in with, and remembers what it was."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[tuple[str, ...], Rules]] = []

    def new_game(
        self, names: tuple[str, ...], rules: Rules
    ) -> tuple[tuple[str, ...], Rules] | None:
        self.asked.append((names, rules))
        return names, rules


def seating(qtbot: QtBot, folder: Path, seed: int = 1) -> SeatingWindow:
    window = SeatingWindow(
        SeatingStore(folder), lambda: ["Ann", "Annika", "Zoe"], today=NIGHT, rng=random.Random(seed)
    )
    qtbot.addWidget(window)
    window.show()
    return window


def enter(qtbot: QtBot, window: SeatingWindow, names: tuple[str, ...]) -> None:
    window.attendance.clear()
    for number, name in enumerate(names):
        if number:
            qtbot.keyClick(window.attendance, Qt.Key.Key_Return)
        qtbot.keyClicks(window.attendance, name)


def click(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def shown(window: SeatingWindow) -> tuple[list[tuple[str, ...]], str]:
    """The shown round as the window shows it: each table's names by seat, and who sits out."""
    tables = [tuple(label.text() for label in card.names) for card in window.view.cards]
    label = window.view.sitting_out
    return tables, label.text() if label.isVisibleTo(window) else ""


def test_five_players_over_five_rounds_each_sit_out_once(qtbot: QtBot, tmp_path: Path) -> None:
    window = seating(qtbot, tmp_path)
    enter(qtbot, window, FIVE)
    assert window.count.text() == "5 players: one table, 1 sitting out"
    out: Counter[str] = Counter()
    for number in range(1, 6):
        click(qtbot, window.next)
        assert window.rounds.currentText() == f"Round {number}"
        tables, sitting_out = shown(window)
        assert len(tables) == 1 and len(tables[0]) == 4
        name = sitting_out.removeprefix("Sitting out: ")
        assert name in FIVE and name not in tables[0]
        out[name] += 1
    assert out == Counter(FIVE)


def test_eight_players_make_two_tables_and_nobody_sits_out(qtbot: QtBot, tmp_path: Path) -> None:
    window = seating(qtbot, tmp_path)
    enter(qtbot, window, EIGHT)
    click(qtbot, window.next)
    tables, sitting_out = shown(window)
    assert len(tables) == 2
    assert sorted(name for table in tables for name in table) == sorted(EIGHT)
    assert sitting_out == ""
    # Each table says who sits in which wind.
    card = window.view.cards[0]
    assert [label.text() for label in card.winds] == ["East", "South", "West", "North"]


def test_the_same_night_and_rounds_come_back_the_same_day(qtbot: QtBot, tmp_path: Path) -> None:
    window = seating(qtbot, tmp_path)
    window.night_name.setText("Thursday club")
    window.night_name.editingFinished.emit()
    enter(qtbot, window, EIGHT)
    click(qtbot, window.next)
    click(qtbot, window.next)
    rounds, night = window.plan.rounds, window.plan.night_id
    window.close()
    again = seating(qtbot, tmp_path)
    assert again.night_name.text() == "Thursday club"
    assert again.plan.night_id == night and again.plan.rounds == rounds
    assert again.rounds.count() == 2 and shown(again)[0] == list(rounds[1].tables)
    # Another night begins with the same players and no rounds.
    click(qtbot, again.new_night)
    assert again.plan.night_id != night and again.plan.rounds == ()
    assert again.attendance.toPlainText().splitlines() == list(EIGHT)
    assert not again.next.isHidden() and not again.big.isEnabled()


def test_redo_seats_the_last_round_again(qtbot: QtBot, tmp_path: Path) -> None:
    window = seating(qtbot, tmp_path)
    enter(qtbot, window, EIGHT)
    click(qtbot, window.next)
    click(qtbot, window.next)
    first, second = window.plan.rounds
    seen = set()
    for _ in range(6):
        click(qtbot, window.redo)
        assert len(window.plan.rounds) == 2 and window.plan.rounds[0] == first
        seen.add(window.plan.rounds[1])
    assert len(seen | {second}) > 1
    # Only the last round can be seated again: earlier ones may be played already.
    window.rounds.setCurrentIndex(0)
    assert not window.redo.isEnabled()


def test_a_list_that_cannot_be_seated_says_why_and_changes_nothing(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = seating(qtbot, tmp_path)
    enter(qtbot, window, ("Ann", "Bea", "Cid"))
    assert not window.next.isEnabled()
    assert "at least 4 players" in window.count.text()
    enter(qtbot, window, ("Ann", "Bea", "Cid", "Dan", "Ann"))
    assert "twice" in window.count.text()
    assert window.next_round() is False
    assert window.plan.rounds == ()
    # Tables of three seat them.
    enter(qtbot, window, ("Ann", "Bea", "Cid"))
    window.sizes.setCurrentIndex(1)
    click(qtbot, window.next)
    assert [len(table) for table in shown(window)[0]] == [3]


def test_names_are_added_from_the_known_players(qtbot: QtBot, tmp_path: Path) -> None:
    window = seating(qtbot, tmp_path)
    enter(qtbot, window, ("Bea",))
    completer = window.add_name.completer()
    completer.setCompletionPrefix("ann")
    found = [completer.completionModel().index(row, 0).data() for row in range(2)]
    assert found == ["Ann", "Annika"]
    # Typed, the popup of completions would grab the keyboard, which the offscreen platform
    # cannot do: the name is put in as the completer puts in its choice.
    window.add_name.setText("Zoe")
    qtbot.keyClick(window.add_name, Qt.Key.Key_Return)
    assert window.attendance.toPlainText().splitlines() == ["Bea", "Zoe"]
    assert window.add_name.text() == ""


def test_an_unreadable_night_is_never_written_over(qtbot: QtBot, tmp_path: Path) -> None:
    damaged = tmp_path / ("0" * 32 + ".json")
    damaged.write_text("{ not a seating", encoding="utf-8")
    window = seating(qtbot, tmp_path)
    enter(qtbot, window, EIGHT)
    click(qtbot, window.next)
    assert damaged.read_text(encoding="utf-8") == "{ not a seating"
    assert window.plan.night_id != "0" * 32
    assert (tmp_path / f"{window.plan.night_id}.json").is_file()


def test_the_big_view_shows_the_round_large(qtbot: QtBot, tmp_path: Path) -> None:
    window = seating(qtbot, tmp_path)
    enter(qtbot, window, EIGHT)
    click(qtbot, window.next)
    click(qtbot, window.big)
    big = window.big_view
    assert big is not None and big.isVisible()
    assert big.heading.text().endswith(": round 1")
    names = [label.text() for card in big.view.cards for label in card.names]
    assert sorted(names) == sorted(EIGHT)
    assert not big.view.cards[0].start
    normal = window.view.cards[0].names[0].font().pointSizeF()
    assert big.view.cards[0].names[0].font().pointSizeF() > 1.5 * normal
    # It follows the next round.
    click(qtbot, window.next)
    assert big.heading.text().endswith(": round 2")


def test_a_round_prints_on_one_page(qtbot: QtBot, tmp_path: Path) -> None:
    window = seating(qtbot, tmp_path)
    enter(qtbot, window, (*EIGHT, "Ida"))
    click(qtbot, window.next)
    page = window.page()
    for name in (*EIGHT, "Ida"):
        assert name in page
    assert "Sitting out" in page and "Table 2" in page
    data = pdf_bytes(page)
    assert data.startswith(b"%PDF")
    assert len(re.findall(rb"/Type\s*/Page\b(?!s)", data)) == 1


@pytest.fixture
def main(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    data = tmp_path / "data"
    controller = GameController()
    store = GameStore(data)
    files = GameFiles(controller, store)
    keeper = LibraryKeeper(lambda: open_library(data), store, retry_ms=20)
    window = MainWindow()
    window.set_up(controller, SeatedPrompter(), files, keeper)
    qtbot.addWidget(window)
    window.show()
    return window


def open_seating(main: MainWindow) -> SeatingWindow:
    main.commands.actions_by_id["window.seating"].trigger()
    found = main.findChild(SeatingWindow)
    assert found is not None and found.isVisible()
    return found


def test_a_tables_game_starts_with_its_players_in_their_seats_as_a_game_of_the_night(
    qtbot: QtBot, main: MainWindow, tmp_path: Path
) -> None:
    window = open_seating(main)
    window.night_name.setText("Thursday club")
    window.night_name.editingFinished.emit()
    enter(qtbot, window, EIGHT)
    click(qtbot, window.next)
    table = window.plan.rounds[0].tables[1]
    start = window.view.cards[1].start
    assert start is not None
    click(qtbot, start)
    prompter = main.prompter
    assert isinstance(prompter, SeatedPrompter)
    asked, rules = prompter.asked[-1]
    assert asked == table and rules.players == 4
    assert main.controller.state.names == table
    files = main.files
    assert files is not None and files.autosave_path is not None
    kept = read_saved_game(files.autosave_path).metadata
    assert kept.event_id == window.plan.night_id
    assert kept.event_name == "Thursday club"
    # The player's own file says so too.
    path = tmp_path / "table 2.tallyo"
    assert files.save_as(path)
    saved = read_saved_game(path)
    assert saved.game.state.names == table
    assert (saved.metadata.event_id, saved.metadata.event_name) == (
        window.plan.night_id,
        "Thursday club",
    )
    # Asking again brings the same window.
    assert open_seating(main) is window


def test_a_table_of_three_is_offered_three_player_rules(qtbot: QtBot, main: MainWindow) -> None:
    window = open_seating(main)
    enter(qtbot, window, ("Ann", "Bea", "Cid", "Dan", "Eve", "Fay", "Gus"))
    window.sizes.setCurrentIndex(2)
    click(qtbot, window.next)
    assert [len(table) for table in window.plan.rounds[0].tables] == [4, 3]
    start = window.view.cards[1].start
    assert start is not None
    click(qtbot, start)
    prompter = main.prompter
    assert isinstance(prompter, SeatedPrompter)
    assert prompter.asked[-1][1].players == 3
    assert main.controller.state.names == window.plan.rounds[0].tables[1]


def test_a_plain_new_game_belongs_to_no_night(main: MainWindow) -> None:
    main.new_game()
    files = main.files
    assert files is not None and files.autosave_path is not None
    kept = read_saved_game(files.autosave_path).metadata
    assert kept.event_id is None and kept.event_name is None


def test_rounds_of_other_nights_count_as_the_season(qtbot: QtBot, tmp_path: Path) -> None:
    store = SeatingStore(tmp_path)
    window = seating(qtbot, tmp_path)
    enter(qtbot, window, EIGHT)
    click(qtbot, window.next)
    first_night = window.plan.night_id
    click(qtbot, window.new_night)
    assert store.earlier_rounds(window.plan.night_id) == list(
        next(plan for _path, plan in store.plans() if plan.night_id == first_night).rounds
    )
    assert all(isinstance(done, Round) for done in store.earlier_rounds(window.plan.night_id))


def test_a_round_of_eighty_players_still_prints_on_one_page(qtbot: QtBot) -> None:
    names = tuple(f"Player {number:02} Sato" for number in range(81))
    page = round_html("Thursday club", 1, next_round(names, rng=random.Random(0)))
    data = pdf_bytes(page)
    assert len(re.findall(rb"/Type\s*/Page\b(?!s)", data)) == 1
