"""The one way the tournament window changes a tournament: each slot runs an operation of the
core (`core.tournament.operations`) on the tournament open, then emits what changed
(`TournamentChange`), which every page, the file and the undo actions follow, as the
`GameController` does for a game. A refused operation emits its reason and changes nothing.

The tournament is saved after every change, before any page shows it (`TournamentFileKeeper` is
connected first), so a crash loses nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.format import SavedGame
from tallyo_desktop.core.tournament import operations
from tallyo_desktop.core.tournament.changes import RESET, change_between, step_name
from tallyo_desktop.core.tournament.events import Apart, Carry
from tallyo_desktop.core.tournament.game_results import TakenGames
from tallyo_desktop.core.tournament.outcome import Budget
from tallyo_desktop.core.tournament.players import Player
from tallyo_desktop.core.tournament.state import TournamentState
from tallyo_desktop.core.tournament.tournament import Tournament
from tallyo_desktop.core.tournament.tournament_rules import TournamentRules

Progress = Callable[[int, int], None]
Cancelled = Callable[[], bool]


class TournamentController(QObject):
    changed = Signal(object)
    """A TournamentChange."""
    refused = Signal(str)
    """Why what was asked was not done, in the organiser's words."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tournament: Tournament | None = None
        self.path: Path | None = None
        """The tournament's file."""

    # What there is
    @property
    def has_tournament(self) -> bool:
        return self.tournament is not None

    @property
    def state(self) -> TournamentState:
        assert self.tournament is not None
        return self.tournament.state

    def undo_text(self) -> str:
        if self.tournament is None or self.tournament.last_step is None:
            return ""
        return step_name(self.tournament.last_step, self.state)

    def redo_text(self) -> str:
        step = self.tournament.next_step if self.tournament is not None else None
        return "" if step is None else step_name(step, self.state)

    # Another tournament
    def load(self, tournament: Tournament | None, path: Path | None) -> None:
        self.tournament, self.path = tournament, path
        self.changed.emit(RESET)

    # Changes
    def _run(self, operation: Callable[[Tournament], object]) -> bool:
        tournament = self.tournament
        if tournament is None:
            return False
        before = tournament.state
        try:
            operation(tournament)
        except TallyoError as error:
            self.refused.emit(str(error))
            return False
        if tournament.state is not before:
            self.changed.emit(change_between(before, tournament.state))
        return True

    def change_settings(self, name: str, day: str, rules: TournamentRules, rounds: int) -> bool:
        return self._run(lambda t: operations.change_settings(t, name, day, rules, rounds))

    def register(self, players: Sequence[Player]) -> bool:
        return self._run(lambda t: operations.register(t, players))

    def edit(self, player: Player) -> bool:
        return self._run(lambda t: operations.edit(t, player))

    def unregister(self, player: str) -> bool:
        return self._run(lambda t: operations.unregister(t, player))

    def check_in(self, players: Sequence[str], present: bool) -> bool:
        return self._run(lambda t: operations.check_in(t, players, present))

    def seat_whole(
        self,
        budget: Budget | None = None,
        progress: Progress | None = None,
        cancelled: Cancelled | None = None,
        seed: int | None = None,
        apart: Apart | None = None,
        apart_rounds: int | None = None,
    ) -> bool:
        return self._run(
            lambda t: operations.seat_whole(
                t,
                seed=seed,
                budget=budget,
                progress=progress,
                cancelled=cancelled,
                apart=apart,
                apart_rounds=apart_rounds,
            )
        )

    def seat_again(
        self,
        progress: Progress | None = None,
        cancelled: Cancelled | None = None,
        apart: Apart | None = None,
        apart_rounds: int | None = None,
    ) -> bool:
        return self._run(
            lambda t: operations.seat_again(
                t, progress=progress, cancelled=cancelled, apart=apart, apart_rounds=apart_rounds
            )
        )

    def seat_swiss(self) -> bool:
        return self._run(operations.seat_swiss)

    def make_cut(self, size: int, carry: Carry, others_play: bool) -> bool:
        return self._run(lambda t: operations.make_cut(t, size, carry, others_play=others_play))

    def drop(self, player: str, replacement: Player | None) -> bool:
        return self._run(lambda t: operations.drop(t, player, replacement=replacement))

    def record_slip(
        self,
        round_: int,
        table: int,
        points: Sequence[int],
        chombo: Sequence[int],
        sticks: int,
    ) -> bool:
        return self._run(lambda t: operations.record_slip(t, round_, table, points, chombo, sticks))

    def clear_result(self, round_: int, table: int) -> bool:
        return self._run(lambda t: operations.clear_result(t, round_, table))

    def take_results(self, games: Sequence[SavedGame]) -> TakenGames | None:
        """Record what the tournament's games give; what was taken, kept and refused."""
        found: list[TakenGames] = []
        done = self._run(lambda t: found.append(operations.take_results(t, games)))
        return found[0] if done and found else None

    def penalise(self, player: str, round_: int, points: int, reason: str) -> bool:
        return self._run(lambda t: operations.penalise(t, player, round_, points, reason))

    def withdraw_penalty(self, number: int) -> bool:
        return self._run(lambda t: operations.withdraw_penalty(t, number))

    def undo(self) -> bool:
        tournament = self.tournament
        if tournament is None or not tournament.can_undo:
            return False
        return self._run(lambda t: t.undo())

    def redo(self) -> bool:
        tournament = self.tournament
        if tournament is None or not tournament.can_redo:
            return False
        return self._run(lambda t: t.redo())
