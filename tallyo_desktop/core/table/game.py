"""A game: its rules, its players and the list of recorded events; the table is their replay.

Each recorded event keeps the state it produced, so recording, undoing and reading the current
table take the same time whatever the length of the game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from tallyo_desktop.core.errors import RefusedEvent, TallyoError
from tallyo_desktop.core.exhaustive import assert_never
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.table.apply import apply_event
from tallyo_desktop.core.table.events import Event
from tallyo_desktop.core.table.seated_tiles import seated
from tallyo_desktop.core.table.settlement import FinalResult, settle
from tallyo_desktop.core.table.state import TableState, starting_state
from tallyo_desktop.core.values import valueclass

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


@valueclass
class Splice:
    """Events `removed` from `start` on were replaced by `inserted`: a hand recorded (nothing
    removed), a hand edited, a forgotten hand or riichi put in, a hand deleted."""

    start: int
    removed: tuple[Event, ...]
    inserted: tuple[Event, ...]

    def inverse(self) -> Splice:
        return Splice(self.start, self.inserted, self.removed)


@valueclass
class Rename:
    """The player in `seat` is called `new` instead of `old`."""

    seat: int
    old: str
    new: str

    def inverse(self) -> Rename:
        return Rename(self.seat, self.new, self.old)


@valueclass
class RulesChange:
    """The game is played by the rules `new` instead of `old`, from its first hand on."""

    old: Rules
    new: Rules

    def inverse(self) -> RulesChange:
        return RulesChange(self.new, self.old)


Change = Splice | Rename | RulesChange
"""One change to a game, which undo takes back and redo makes again."""


class Game:
    """Seat 0 is the first dealer; names are given in seat order.

    A game owns its past and its future: every change (recording, editing, renaming, changing
    the rules) can be undone and redone, and the table after each event is kept, so that
    recording, undoing and reading the table cost the same in any hand, and an edit costs the
    hands after it.
    """

    def __init__(self, rules: Rules, names: Sequence[str]) -> None:
        problems = rules.problems()
        if problems:
            raise TallyoError(" ".join(problems))
        self.rules = rules
        self.names = check_names(names, rules.players)
        self._events: list[Event] = []
        self._states: list[TableState] = [starting_state(self.names, rules.start_points)]
        self._past: list[Change] = []
        self._future: list[Change] = []

    @classmethod
    def replay(cls, rules: Rules, names: Sequence[str], events: Iterable[Event]) -> Game:
        """The game that recording `events` in order gives; refuses the first bad one. Each
        event can be undone, as if it had just been recorded."""
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

    # Changes
    def record(self, event: Event) -> TableState:
        event = seated(event, self.state, self.rules)
        new_state = apply_event(self.state, event, self.rules)
        self._events.append(event)
        self._states.append(new_state)
        self._done(Splice(len(self._events) - 1, (), (event,)))
        return new_state

    def splice(self, start: int, stop: int, events: Sequence[Event]) -> Splice:
        """Replace the events from `start` to before `stop` by `events`, replaying every later
        one. Raises RefusedEvent, naming the hand and why, if a hand can no longer be played;
        the game is then as it was."""
        if not 0 <= start <= stop <= len(self._events):
            raise RefusedEvent(translate("game", "There is no such hand in this game."))
        change = Splice(start, tuple(self._events[start:stop]), tuple(events))
        self._apply(change)
        self._done(change)
        return change

    def rename(self, seat: int, name: str) -> Rename:
        """Call the player in `seat` `name` from the start of the game on."""
        if not 0 <= seat < len(self.names):
            raise RefusedEvent(translate("game", "There is no such seat at this table."))
        names = list(self.names)
        names[seat] = name
        check_names(names, self.rules.players)
        change = Rename(seat, self.names[seat], names[seat].strip())
        self._apply(change)
        self._done(change)
        return change

    def change_rules(self, rules: Rules) -> RulesChange:
        """Play the game by `rules` from its first hand on, replaying every event under them.
        Raises TallyoError, naming the first hand they make impossible and why, or saying why
        they cannot be this game's; the game is then as it was."""
        problem = self._rules_problem(rules)
        if problem is not None:
            raise RefusedEvent(problem)
        change = RulesChange(self.rules, rules)
        self._apply(change)
        self._done(change)
        return change

    def rules_refusal(self, rules: Rules) -> str | None:
        """Why this game cannot go on by `rules`, in the players' words; None when it can.
        Every event is replayed to find out, and the game stays as it is."""
        problem = self._rules_problem(rules)
        if problem is not None:
            return problem
        try:
            self._replayed_by(rules)
        except RefusedEvent as error:
            return str(error)
        return None

    def _rules_problem(self, rules: Rules) -> str | None:
        """Why `rules` cannot be this game's whatever its events."""
        if rules.players != self.rules.players:
            return translate(
                "game",
                "A game keeps its number of players: start a new game to play with {count}.",
            ).format(count=rules.players)
        problems = rules.problems()
        return " ".join(problems) if problems else None

    def _replayed_by(self, rules: Rules) -> tuple[list[TableState], list[Event]]:
        """The states of the events played by `rules`, from the starting table they give, and
        the events as played."""
        first = starting_state(self.names, rules.start_points)
        return self._replayed([first], self._events, 0, rules)

    def _done(self, change: Change) -> None:
        self._past.append(change)
        self._future.clear()

    def _apply(self, change: Change) -> None:
        match change:
            case Rename(seat=seat, new=new):
                names = list(self.names)
                names[seat] = new
                self.names = tuple(names)
                self._states = [replace(state, names=self.names) for state in self._states]
            case Splice(start=start, removed=removed, inserted=inserted):
                events = [*self._events[:start], *inserted, *self._events[start + len(removed) :]]
                self._states, self._events = self._replayed(
                    self._states[: start + 1], events, start, self.rules
                )
            case RulesChange(new=new):
                self._states, self._events = self._replayed_by(new)
                self.rules = new
            case _:
                assert_never(change)

    @staticmethod
    def _replayed(
        kept: list[TableState], events: list[Event], start: int, rules: Rules
    ) -> tuple[list[TableState], list[Event]]:
        """The states of `events` played by `rules`: `kept`, the states up to just before event
        `start`, then those of the events from `start` on; and the events as played, a win's
        tiles at the winds of the table it is now played at (see seated_tiles.py)."""
        states = list(kept)
        events = list(events)
        for index in range(start, len(events)):
            before = states[-1]
            if before.is_over:
                # Named by the hand in which it ended: the state after an end stays there.
                raise RefusedEvent(
                    translate(
                        "game",
                        "With this change the game ends in {hand}, so the hands after it could "
                        "not be played.",
                    ).format(hand=states[-2].hand_and_honba)
                )
            try:
                events[index] = seated(events[index], before, rules)
                states.append(apply_event(before, events[index], rules))
            except RefusedEvent as error:
                raise RefusedEvent(
                    translate("game", "{hand} could not be recorded any more: {reason}").format(
                        hand=before.hand_and_honba, reason=error
                    )
                ) from None
        return states, events

    @property
    def can_undo(self) -> bool:
        return bool(self._past)

    @property
    def can_redo(self) -> bool:
        return bool(self._future)

    @property
    def last_change(self) -> Change | None:
        """What undo would take back."""
        return self._past[-1] if self._past else None

    @property
    def next_change(self) -> Change | None:
        """What redo would make again."""
        return self._future[-1] if self._future else None

    def undo(self) -> Change:
        """Take back the last change; the game is exactly as before it."""
        if not self._past:
            raise RefusedEvent(translate("game", "There is nothing to undo."))
        change = self._past.pop()
        self._apply(change.inverse())
        self._future.append(change)
        return change

    def redo(self) -> Change:
        """Make the last change undone again."""
        if not self._future:
            raise RefusedEvent(translate("game", "There is nothing to redo."))
        change = self._future.pop()
        self._apply(change)
        self._past.append(change)
        return change

    def settlement(self) -> FinalResult:
        """The final results as they stand now (final once the game is over)."""
        return settle(self.state, self.rules)
