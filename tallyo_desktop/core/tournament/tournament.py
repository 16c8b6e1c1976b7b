"""A tournament: the steps recorded (each the events of one change the organiser made), and the
state after each, so that undo, redo and reading the tournament now cost the same at the last
round as at the first.

A step is applied event by event, then checked whole (`check_state`); one that fails changes
nothing. Undo takes back the last step, redo makes it again, as a game's undo does.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.tournament.apply import apply, check_state, found
from tallyo_desktop.core.tournament.events import Event, Founded, Step
from tallyo_desktop.core.tournament.state import TournamentState

MOST_STEPS = 100_000
"""More changes than any tournament makes: a file with more is not one."""


class Tournament:
    def __init__(self, founded: Founded) -> None:
        self._steps: list[Step] = [(founded,)]
        self._states: list[TournamentState] = [found(founded)]
        self._future: list[Step] = []

    @classmethod
    def replay(cls, steps: Sequence[Step]) -> Tournament:
        """The tournament that recording `steps` in order gives; TallyoError naming the first
        step that cannot be recorded."""
        if not steps or len(steps[0]) != 1 or not isinstance(steps[0][0], Founded):
            raise TallyoError(
                translate("Tournament", "A tournament's first change must be its making.")
            )
        if len(steps) > MOST_STEPS:
            raise TallyoError(
                translate("Tournament", "A tournament has at most {most} changes.").format(
                    most=MOST_STEPS
                )
            )
        tournament = cls(steps[0][0])
        for number, step in enumerate(steps[1:], start=2):
            try:
                tournament.record(step)
            except TallyoError as error:
                raise TallyoError(
                    translate("Tournament", "Change {number}: {reason}").format(
                        number=number, reason=error
                    )
                ) from None
        tournament._future.clear()
        return tournament

    @property
    def state(self) -> TournamentState:
        return self._states[-1]

    @property
    def steps(self) -> tuple[Step, ...]:
        return tuple(self._steps)

    def record(self, events: Iterable[Event]) -> TournamentState:
        """Record one step; TallyoError, changing nothing, if the tournament cannot take it.
        Redo is forgotten, as after any new change."""
        step = tuple(events)
        if not step:
            raise TallyoError(translate("Tournament", "Nothing to record."))
        state = self.state
        for event in step:
            state = apply(state, event)
        check_state(state)
        self._steps.append(step)
        self._states.append(state)
        self._future.clear()
        return state

    @property
    def can_undo(self) -> bool:
        return len(self._steps) > 1

    @property
    def can_redo(self) -> bool:
        return bool(self._future)

    @property
    def last_step(self) -> Step | None:
        """The step undo takes back."""
        return self._steps[-1] if self.can_undo else None

    @property
    def next_step(self) -> Step | None:
        """The step redo makes again."""
        return self._future[-1] if self._future else None

    def undo(self) -> Step:
        if not self.can_undo:
            raise TallyoError(translate("Tournament", "There is nothing to undo."))
        step = self._steps.pop()
        self._states.pop()
        self._future.append(step)
        return step

    def redo(self) -> Step:
        if not self._future:
            raise TallyoError(translate("Tournament", "There is nothing to redo."))
        step = self._future.pop()
        state = self.state
        for event in step:
            state = apply(state, event)
        self._steps.append(step)
        self._states.append(state)
        return step
