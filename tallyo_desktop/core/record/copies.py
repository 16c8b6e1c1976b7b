"""Copies of one game (the same metadata id, or the same record for a game without one), as
found on several laptops or sticks: which copy counts, which copies conflict and which are a
game still being played. Decided here once, for the `standings` command
(`core.club.game_files`) and for gathering into the library (`core.library.gathering`).

A copy *covers* another when the other is the same (the same events, players and rules) or an
earlier save of it: its events are the first events of this one, which has more. A copy that
covers another makes nothing new of it. Copies that went different ways (different events at
the same place, or the same events under other players or rules) cover neither each other: they
conflict, and nobody but the organiser can say which is right.

The decision over every copy of one game (`CopiesFound.decision`):

- The finished copies that no other finished copy covers are the game's latest finished copies.
  Two or more of them conflict, and none counts.
- One of them counts, unless an unfinished copy goes on from it (the game is being played on,
  under rules changed to a longer game): then the game is not finished, and nothing counts.
- The unfinished copies that no other copy covers are listed as unfinished: a game still being
  played, or a copy that went another way and was never finished. An earlier save of a copy
  found is not listed.

Where copies that conflict first part (an event, the players' names, the rules) is
`first_difference`, for the organiser choosing between them.

Of copies that are the same, the first found stands for them all, or the one preferred (the
library's own). A copy is kept by its outline (`outline`): digests of its events, players and
rules, not the game, so that deciding over 50,000 files holds no game longer than it is read.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import fields
from enum import Enum
from functools import lru_cache
from typing import Generic, TypeVar

from tallyo_desktop.core.record.events import event_to_dict
from tallyo_desktop.core.record.rules import rules_to_dict
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.values import valueclass

T = TypeVar("T")
_STEP = 8
"""Bytes of digest a prefix of events: a false match is a chance in 2**64 a comparison."""


class Copies(Enum):
    SAME = "same"
    """The same players, rules and events: either copy will do."""
    FIRST_LONGER = "first_longer"
    """The first copy's events begin with all of the second's, and go on: keep the first."""
    SECOND_LONGER = "second_longer"
    """The second copy's events begin with all of the first's, and go on: keep the second."""
    CONFLICT = "conflict"
    """They went different ways: neither may silently win."""


def compare_copies(first: Game, second: Game) -> Copies:
    """How two copies of one game stand to each other."""
    first_events, second_events = first.events, second.events
    shorter = min(len(first_events), len(second_events))
    if first_events[:shorter] != second_events[:shorter]:
        return Copies.CONFLICT
    if len(first_events) > len(second_events):
        return Copies.FIRST_LONGER
    if len(second_events) > len(first_events):
        return Copies.SECOND_LONGER
    if first.names != second.names or first.rules != second.rules:
        return Copies.CONFLICT
    return Copies.SAME


@valueclass(slots=True)
class Outline:
    """What deciding between copies needs of one copy."""

    chain: bytes
    """For each event, a digest of the events up to it, one after the other."""
    table: bytes
    """A digest of the players and the rules."""
    finished: bool

    @property
    def events(self) -> int:
        return len(self.chain) // _STEP

    def covers(self, other: Outline) -> bool:
        """Whether this copy makes nothing new of `other`: it is the same, or goes on from it."""
        length = other.events
        if length > self.events:
            return False
        if length == 0:
            return self.events > 0 or self.table == other.table
        if self.chain[(length - 1) * _STEP : length * _STEP] != other.chain[-_STEP:]:
            return False
        return length < self.events or self.table == other.table


def _digest(data: bytes) -> bytes:
    return hashlib.blake2b(data, digest_size=_STEP).digest()


def _canonical(value: object) -> bytes:
    # The record's own form of an event or rules: plain values (no sets, whose order may
    # differ between equal ones), its keys in the order the record writes them.
    return repr(value).encode("utf-8")


@lru_cache(maxsize=64)
def _rules_digest(rules: Rules) -> bytes:
    """A digest of `rules`: a club's files hold a few rule sets, each worked out once."""
    return _digest(_canonical(rules_to_dict(rules)))


def outline(game: Game) -> Outline:
    """The outline of a copy of `game`."""
    chain = bytearray()
    last = b""
    for event in game.events:
        last = _digest(last + _canonical(event_to_dict(event)))
        chain += last
    table = _digest(_canonical(list(game.names)) + _rules_digest(game.rules))
    return Outline(bytes(chain), table, game.is_over)


@valueclass
class Decision(Generic[T]):
    """What the copies of one game come to (see the module's docstring)."""

    counted: T | None
    """The copy that counts, if one does."""
    conflicting: tuple[T, ...]
    """The latest finished copies, when they went different ways: none of them counts."""
    unfinished: tuple[T, ...]
    """The unfinished copies no other copy covers."""
    earlier: tuple[T, ...]
    """Unfinished copies no other unfinished copy covers, that a finished copy goes on from:
    earlier saves of a finished game."""
    set_aside: tuple[T, ...]
    """Latest finished copies the organiser set aside earlier: they count for nothing."""


class CopiesFound(Generic[T]):
    """The copies of one game found so far: of each kind (finished or not), only those no other
    copy of that kind covers are kept, each with what its finder keeps of it (an item)."""

    def __init__(self) -> None:
        self._finished: list[tuple[Outline, T]] = []
        self._unfinished: list[tuple[Outline, T]] = []

    def add(self, copy: Outline, item: T, *, preferred: bool = False) -> list[T]:
        """Take in a copy; the items this makes nothing of: [item] if a copy kept covers it,
        else the items it covers. A `preferred` copy stands for a copy kept that is the same."""
        kept = self._finished if copy.finished else self._unfinished
        for index, (other, other_item) in enumerate(kept):
            if other.covers(copy):
                if preferred and copy.covers(other):
                    kept[index] = (copy, item)
                    return [other_item]
                return [item]
        covered = [other_item for other, other_item in kept if copy.covers(other)]
        remaining = [(other, other_item) for other, other_item in kept if not copy.covers(other)]
        kept[:] = [(copy, item), *remaining] if preferred else [*remaining, (copy, item)]
        return covered

    @property
    def items(self) -> list[T]:
        """The items of every copy kept, the finished ones first, in the order found."""
        return [item for _, item in self._finished + self._unfinished]

    def decision(self, set_aside: Callable[[T], bool] | None = None) -> Decision[T]:
        """What the copies come to; the latest finished copies `set_aside` names (the organiser
        chose another earlier) count for nothing."""
        latest = self._finished
        aside: list[T] = []
        if set_aside is not None:
            aside = [item for _, item in latest if set_aside(item)]
            latest = [(copy, item) for copy, item in latest if not set_aside(item)]
        counted: T | None = None
        if len(latest) == 1:
            finished, item = latest[0]
            if not any(copy.covers(finished) for copy, _ in self._unfinished):
                counted = item
        unfinished: list[T] = []
        earlier: list[T] = []
        for copy, item in self._unfinished:
            covered = any(finished.covers(copy) for finished, _ in self._finished)
            (earlier if covered else unfinished).append(item)
        conflicting = tuple(item for _, item in latest) if len(latest) > 1 else ()
        return Decision(counted, conflicting, tuple(unfinished), tuple(earlier), tuple(aside))


def decide(copies: Iterable[Outline]) -> Decision[int]:
    """What copies of one game come to, each named by its place among `copies`."""
    found: CopiesFound[int] = CopiesFound()
    for index, copy in enumerate(copies):
        found.add(copy, index)
    return found.decision()


@valueclass
class Difference:
    """Where copies of one game that conflict first part: what the organiser needs to know to
    choose between them."""

    event: int | None
    """The first event some of the copies record differently (or that some of them lack,
    while others differ there), if their events differ at all."""
    seats: tuple[int, ...]
    """The seats whose players' names differ between the copies."""
    rules: tuple[str, ...]
    """The options (names of `Rules`' fields) the copies' rules differ in."""


def first_difference(games: Sequence[Game]) -> Difference:
    """Where the copies `games` of one game differ (see `Difference`)."""
    event = None
    longest = max((len(game) for game in games), default=0)
    for index in range(longest):
        there = {game.events_at(index) for game in games if len(game) > index}
        if len(there) > 1:
            event = index
            break
    seats = tuple(
        seat
        for seat in range(max((len(game.names) for game in games), default=0))
        if len({game.names[seat] if seat < len(game.names) else None for game in games}) > 1
    )
    options = [field.name for field in fields(Rules)]
    rules = tuple(
        name for name in options if len({repr(getattr(game.rules, name)) for game in games}) > 1
    )
    return Difference(event, seats, rules)
