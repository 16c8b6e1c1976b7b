"""The tournament window as an organiser uses it, in their words: "import the players from this
file", "everyone is here", "seat the schedule", "type table 3's slip", "drop Bea, Sub takes her
seats". Tests speak through this page; a change to the window's layout touches it only.

Answers to the window's questions (which file, where to save) go through the main window's
prompter: `answer_path` says the next one.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tallyo_desktop.app.tournament.window import (
    PENALTIES,
    PLAYERS,
    RANKING,
    RESULTS,
    SCHEDULE,
    TournamentWindow,
)
from tallyo_desktop.core.tournament.state import TournamentState

from .fake_prompter import FakePrompter


class TournamentPage:
    def __init__(self, qtbot: QtBot, window: TournamentWindow, prompter: FakePrompter) -> None:
        self.qtbot, self.window, self.prompter = qtbot, window, prompter

    @property
    def state(self) -> TournamentState:
        return self.window.controller.state

    def status(self) -> str:
        return self.window.status.text()

    def answer_path(self, path: Path | None) -> None:
        self.prompter.path = path

    def click(self, button: QPushButton) -> None:
        assert button.isEnabled(), button.text()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def page(self, index: int) -> None:
        self.window.tabs.setCurrentIndex(index)

    # Players
    def import_players(self, csv: Path) -> None:
        self.page(PLAYERS)
        self.answer_path(csv)
        self.click(self.window.players.import_button)

    def register(self, name: str, **details: str) -> None:
        players = self.window.players
        self.page(PLAYERS)
        players.name.setFocus()
        self.qtbot.keyClicks(players.name, name)
        for field, value in details.items():
            self.qtbot.keyClicks(getattr(players, field), value)
        self.qtbot.keyClick(players.name, Qt.Key.Key_Return)

    def keep_table(self, number: str, table: int) -> None:
        """The player keeps a table (from 1) in every round: chosen, the table typed, saved."""
        players = self.window.players
        self.page(PLAYERS)
        players.select(number)
        players.keeps_table.setFocus()
        players.keeps_table.selectAll()
        self.qtbot.keyClicks(players.keeps_table, str(table))
        self.click(players.save_button)

    def everyone_here(self) -> None:
        self.page(PLAYERS)
        self.click(self.window.players.everyone)

    def set_here(self, number: str, here: bool) -> None:
        table = self.window.players.table
        for row in range(table.rowCount()):
            item = table.item(row, 0)
            if item is not None and item.text() == number:
                box = table.item(row, 6)
                assert box is not None
                box.setCheckState(Qt.CheckState.Checked if here else Qt.CheckState.Unchecked)
                return
        raise AssertionError(f"no player {number}")

    def drop(self, number: str, replacement: str = "") -> None:
        players = self.window.players
        self.page(PLAYERS)
        players.select(number)
        players.replacement.clear()
        self.qtbot.keyClicks(players.replacement, replacement)
        self.click(players.drop_button)

    # Schedule
    def seat_schedule(self) -> None:
        self.page(SCHEDULE)
        self.click(self.window.schedule.seat_whole)

    def keep_apart(self, by: str, rounds: int) -> None:
        """ "club" or "country" apart in the first `rounds` rounds of the next seating."""
        schedule = self.window.schedule
        self.page(SCHEDULE)
        schedule.apart.setCurrentIndex(("nobody", "club", "country").index(by))
        schedule.apart_rounds.setValue(rounds)

    def seat_again(self) -> None:
        self.page(SCHEDULE)
        self.click(self.window.schedule.seat_again)

    def print_(self, what: str, path: Path) -> None:
        """ "schedule", "cards" or "tables" (those of the round chosen)."""
        schedule = self.window.schedule
        self.page(SCHEDULE)
        self.answer_path(path)
        button = {"schedule": schedule.print_schedule, "cards": schedule.print_cards,
                  "tables": schedule.print_tables}[what]  # fmt: skip
        self.click(button)

    def start_table(self, round_: int, table: int) -> None:
        """Start the game of a table (from 1, as the window numbers them)."""
        schedule = self.window.schedule
        self.page(SCHEDULE)
        schedule.choose_table(round_ - 1, table - 1)
        self.click(schedule.start_game)

    def make_cut(self, finalists: int, carry: str = "kept", others_play: bool = True) -> None:
        schedule = self.window.schedule
        self.page(SCHEDULE)
        schedule.cut_size.setValue(finalists)
        schedule.carry.setCurrentIndex(("kept", "halved", "cleared").index(carry))
        schedule.others_play.setChecked(others_play)
        self.click(schedule.cut_button)

    # Results
    def type_slip(
        self,
        round_: int,
        table: int,
        points: Sequence[int],
        chombo: Sequence[int] = (),
        sticks: int = 0,
    ) -> str:
        """Type a table's slip (round and table from 1) as the keyboard does: each seat's
        points, Tab to the next, then Enter. What the check says once typed."""
        results = self.window.results
        self.page(RESULTS)
        results.choose(round_ - 1, table - 1)
        slip = results.slip
        for seat, amount in enumerate(points):
            field = slip.points[seat]
            field.selectAll()
            self.qtbot.keyClicks(field, str(amount))
        if sticks:
            slip.sticks.setValue(sticks)
        for seat, count in enumerate(chombo):
            slip.chombo[seat].setValue(count)
        said = slip.check.text()
        self.qtbot.keyClick(slip.points[len(points) - 1], Qt.Key.Key_Return)
        return said

    def gather(self) -> None:
        self.page(RESULTS)
        self.click(self.window.results.gather)

    # Penalties
    def give_penalty(self, number: str, round_: int, points: int, reason: str) -> None:
        penalties = self.window.penalties
        self.page(PENALTIES)
        penalties.player.setCurrentIndex(penalties.player.findData(number))
        penalties.round.setValue(round_)
        penalties.points.setValue(points)
        penalties.reason.clear()
        self.qtbot.keyClicks(penalties.reason, reason)
        self.click(penalties.give)

    # Ranking
    def export(self, kind: str, path: Path) -> None:
        ranking = self.window.ranking
        self.page(RANKING)
        self.answer_path(path)
        self.click(ranking.exports[kind])

    def big_screen(self) -> None:
        self.page(RANKING)
        self.click(self.window.ranking.board)

    def shown_ranking(self) -> list[list[str]]:
        self.page(RANKING)
        table = self.window.ranking.table
        rows = []
        for row in range(table.rowCount()):
            cells = []
            for column in range(table.columnCount()):
                item = table.item(row, column)
                cells.append(item.text() if item is not None else "")
            rows.append(cells)
        return rows
