"""What is recorded of a tournament, in the order it happened: the tournament is what replaying
these events gives (`state`), as a game is the replay of its hands.

Rounds and tables are numbered from 0 here, as the schedule holds them (round 0 is the first);
the tournament file and every text shown number them from 1.
"""

from __future__ import annotations

from enum import Enum

from tallyo_desktop.core.tournament.players import Player
from tallyo_desktop.core.tournament.schedule import Schedule
from tallyo_desktop.core.tournament.tournament_rules import TournamentRules
from tallyo_desktop.core.values import valueclass


@valueclass
class Founded:
    """The tournament is made: the first event of every tournament."""

    id: str
    """Its identity, the same in every copy of its file and in its games' files."""
    name: str
    day: str
    """Its first day, ISO 8601 (2026-11-14)."""
    rules: TournamentRules
    rounds: int


@valueclass
class SettingsChanged:
    """The name, day, rules or number of rounds changed."""

    name: str
    day: str
    rules: TournamentRules
    rounds: int


@valueclass
class Registered:
    player: Player


@valueclass
class Edited:
    """A player's name or details corrected: the same registration number."""

    player: Player


@valueclass
class Unregistered:
    """A player taken off the list before playing a round."""

    player: str


@valueclass
class CheckedIn:
    player: str
    present: bool
    """False takes a check-in back."""


@valueclass
class Dropped:
    """The player plays no round from `from_round` on; their results so far still count."""

    player: str
    from_round: int


class Apart(Enum):
    """Who the seating keeps apart in the first rounds, besides teammates (always apart)."""

    NOBODY = "nobody"
    CLUB = "club"
    """Players of one club."""
    COUNTRY = "country"
    """Players of one country."""


class SeatedHow(Enum):
    """How the rounds of a `Seated` were seated."""

    WHOLE = "whole"
    """Every round, in advance."""
    AGAIN = "again"
    """The rounds not played, again for the players entered now."""
    REPLACED = "replaced"
    """A replacement took the seats of a player who left."""
    SWISS = "swiss"
    """The next round, by the ranking so far."""
    FINAL = "final"
    """The rounds after the cut: the final tables."""


@valueclass
class Seated:
    """The schedule from `from_round` on is `schedule`'s; the rounds before stay as they were
    (the schedule repeats them)."""

    schedule: Schedule
    from_round: int
    how: SeatedHow
    seed: int | None = None
    apart: Apart = Apart.NOBODY
    apart_rounds: int = 0
    """The players of one club or country were kept apart in the first `apart_rounds` rounds
    (counted from the first round of the tournament): a seating of every round, or of the rounds
    not played, says it; the tournament's later seatings ask the same."""


@valueclass
class TableResult:
    """The end of one table's game, from a result slip or from the game's file: each seat's
    final points (seat 0 the first dealer), its chombo, the riichi sticks left on the table."""

    round: int
    table: int
    seats: tuple[str, ...]
    """Registration numbers, seat 0 first: East at the start of the game."""
    points: tuple[int, ...]
    chombo: tuple[int, ...]
    sticks: int
    game: str | None = None
    """The game's identity when the result was taken from its file; None for a slip."""


@valueclass
class ResultCleared:
    round: int
    table: int


@valueclass
class Penalised:
    """A referee's penalty: `points` off the player's total."""

    number: int
    """Names the penalty in the list, from 1, never given twice."""
    player: str
    round: int
    points: int
    reason: str


@valueclass
class PenaltyWithdrawn:
    number: int


class Carry(Enum):
    """What the finalists keep of their total before the cut."""

    KEPT = "kept"
    HALVED = "halved"
    CLEARED = "cleared"


@valueclass
class CutMade:
    """After `after` rounds the first players of the ranking, `finalists`, play the rest at
    the final tables, ranked first; the others play on below them, or sit out."""

    after: int
    finalists: tuple[str, ...]
    carry: Carry
    others_play: bool


Event = (
    Founded
    | SettingsChanged
    | Registered
    | Edited
    | Unregistered
    | CheckedIn
    | Dropped
    | Seated
    | TableResult
    | ResultCleared
    | Penalised
    | PenaltyWithdrawn
    | CutMade
)
Step = tuple[Event, ...]
"""One change the organiser made: its events are recorded, undone and redone together."""
