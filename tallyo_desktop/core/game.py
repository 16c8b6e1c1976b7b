"""A game: its rules, its players and the list of recorded events; the table is their replay.

Each recorded event keeps the state it produced, so recording, undoing and reading the current
table take the same time whatever the length of the game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tallyo_desktop.core.errors import RefusedEvent, TallyoError
from tallyo_desktop.core.events import Event
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules import Rules
from tallyo_desktop.core.settlement import FinalResult, settle
from tallyo_desktop.core.state import TableState, starting_state
from tallyo_desktop.core.table import apply_event

Names = tuple[str, ...]


def check_names(names: Sequence[str], players: int) -> Names:
    if len(names) != players:
        if players == 3:
            raise TallyoError(translate("game", "A three-player game needs three players."))
        raise TallyoError(translate("game", "A game needs four players."))
    cleaned = tuple(str(name).strip() for name in names)
    if not all(cleaned):
        raise TallyoError(translate("game", "Every player needs a name."))
    if len(set(cleaned)) != players:
        raise TallyoError(
            translate("game", "Two players have the same name: give each player a different name.")
        )
    return cleaned


class Game:
    """Seat 0 is the first dealer; names are given in seat order."""

    def __init__(self, rules: Rules, names: Sequence[str]) -> None:
        problems = rules.problems()
        if problems:
            raise TallyoError(" ".join(problems))
        self.rules = rules
        self.names = check_names(names, rules.players)
        self._events: list[Event] = []
        self._states: list[TableState] = [starting_state(self.names, rules.start_points)]

    @classmethod
    def replay(cls, rules: Rules, names: Sequence[str], events: Iterable[Event]) -> Game:
        """The game that recording `events` in order gives; refuses the first bad one."""
        game = cls(rules, names)
        for index, event in enumerate(events, start=1):
            try:
                game.record(event)
            except RefusedEvent as error:
                raise RefusedEvent(
                    translate("game", "Event {number}: {reason}").format(number=index, reason=error)
                ) from None
        return game

    @property
    def state(self) -> TableState:
        return self._states[-1]

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    def __len__(self) -> int:
        return len(self._events)

    def events_at(self, index: int) -> Event:
        return self._events[index]

    def state_before(self, index: int) -> TableState:
        """The table just before event `index` (0-based) was recorded."""
        return self._states[index]

    def state_after(self, index: int) -> TableState:
        return self._states[index + 1]

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    def preview(self, event: Event) -> TableState:
        """The state `event` would give, without recording it; raises RefusedEvent if refused."""
        return apply_event(self.state, event, self.rules)

    def record(self, event: Event) -> TableState:
        new_state = apply_event(self.state, event, self.rules)
        self._events.append(event)
        self._states.append(new_state)
        return new_state

    def undo(self) -> Event:
        """Drop the last event and return it; the table is exactly as before it was recorded."""
        if not self._events:
            raise RefusedEvent(translate("game", "There is nothing to undo."))
        self._states.pop()
        return self._events.pop()

    def settlement(self) -> FinalResult:
        """The final results as they stand now (final once the game is over)."""
        return settle(self.state, self.rules)
