"""A tournament as its events leave it: the players, who is here and who dropped, the schedule,
each table's result settled, the penalties and the cut; and what follows from them (which
rounds have begun, which tables have reported, who plays a round).

A state is never changed: `apply` (in `apply.py`) gives the next one, sharing what did not
change, so that every past state can be kept for undo at little cost.
"""

from __future__ import annotations

from collections.abc import Mapping

from tallyo_desktop.core.table.settlement import FinalResult
from tallyo_desktop.core.tournament.events import Apart, CutMade, TableResult
from tallyo_desktop.core.tournament.players import Player
from tallyo_desktop.core.tournament.schedule import Schedule, Table
from tallyo_desktop.core.tournament.tournament_rules import TournamentRules
from tallyo_desktop.core.values import field, valueclass


@valueclass
class Penalty:
    number: int
    player: str
    round: int
    points: int
    """Taken off the player's total: a positive amount."""
    reason: str


@valueclass
class Reported:
    """A table's result and its settlement under the tournament's rules."""

    result: TableResult
    settlement: FinalResult


@valueclass
class TournamentState:
    id: str
    name: str
    day: str
    rules: TournamentRules
    rounds: int
    players: Mapping[str, Player] = field(default_factory=dict)
    """By registration number, in the order they registered."""
    present: frozenset[str] = frozenset()
    dropped: Mapping[str, int] = field(default_factory=dict)
    """Who dropped, and the first round they do not play."""
    schedule: Schedule | None = None
    results: Mapping[tuple[int, int], Reported] = field(default_factory=dict)
    """By round and table."""
    penalties: Mapping[int, Penalty] = field(default_factory=dict)
    cut: CutMade | None = None
    apart: Apart = Apart.NOBODY
    apart_rounds: int = 0
    """Who the seating keeps apart, and in how many first rounds: as the last seating of every
    round, or of the rounds not played, asked."""
    numbers_given: int = 0
    """The highest registration number given: the next player gets the one after."""

    @property
    def table_size(self) -> int:
        return self.rules.table_size

    @property
    def begun(self) -> int:
        """The rounds begun: up to the last round with a result. These are kept as they are
        when the rest is seated again."""
        return max((round_ + 1 for round_, _ in self.results), default=0)

    def tables(self, round_: int) -> tuple[Table, ...]:
        """The tables of a round (none before the schedule is seated)."""
        if self.schedule is None or not 0 <= round_ < len(self.schedule.rounds):
            return ()
        return self.schedule.rounds[round_]

    def reported(self, round_: int) -> set[int]:
        """The tables of a round that have a result."""
        return {table for played, table in self.results if played == round_}

    def complete(self, round_: int) -> bool:
        """Whether every table of a round has its result."""
        tables = self.tables(round_)
        return bool(tables) and len(self.reported(round_)) == len(tables)

    def rounds_complete(self) -> int:
        """The rounds complete, from the first: a ranking "after round N" counts these."""
        count = 0
        while count < self.rounds and self.complete(count):
            count += 1
        return count

    def plays(self, player: str, round_: int) -> bool:
        """Whether the player is still in the tournament in that round (not dropped before)."""
        dropped = self.dropped.get(player)
        return player in self.players and (dropped is None or round_ < dropped)

    def active(self, round_: int) -> list[str]:
        """Who is to be seated in a round: registered and not dropped by then, checked in when
        the check-in has begun, in the order they registered."""
        checking = bool(self.present)
        return [
            player
            for player in self.players
            if self.plays(player, round_) and (not checking or player in self.present)
        ]

    def seat_of(self, player: str, round_: int) -> tuple[int, int] | None:
        """The table and the seat (0 is East) of the player in a round."""
        for number, table in enumerate(self.tables(round_)):
            if player in table:
                return number, table.index(player)
        return None

    def ranked(self) -> list[Player]:
        """The players the ranking ranks: every one registered but the substitutes."""
        return [player for player in self.players.values() if not player.substitute]
