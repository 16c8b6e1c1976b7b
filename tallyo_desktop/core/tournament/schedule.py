"""A tournament's schedule: who sits at which table, in which seat, in every round; what it
is worth (repeated meetings, winds); and its form in a tournament file.

Players are named by an id (a registration number, or a name): a string, the same in every
round, so that a schedule outlives drops, late entries and replacements. A table lists its
players in seat order, East first (East, South, West, North; three at a three-player table);
a round lists its tables in table-number order, table 1 first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.values import valueclass

Table = tuple[str, ...]
Round = tuple[Table, ...]

TABLE_SIZES = (4, 3)


@valueclass
class Schedule:
    """Rounds of full tables of `table_size`: no player twice in a round."""

    table_size: int
    rounds: tuple[Round, ...]

    def players(self) -> tuple[str, ...]:
        """Everyone who plays a round, in the order they first sit."""
        seen: dict[str, None] = {}
        for tables in self.rounds:
            for table in tables:
                for player in table:
                    seen.setdefault(player)
        return tuple(seen)


def pair_counts(rounds: Sequence[Round]) -> dict[tuple[str, str], int]:
    """How often each two players shared a table: each pair once, its two ids in sorted order."""
    counts: dict[tuple[str, str], int] = {}
    for tables in rounds:
        for table in tables:
            for at, first in enumerate(table):
                for second in table[at + 1 :]:
                    pair = (first, second) if first < second else (second, first)
                    counts[pair] = counts.get(pair, 0) + 1
    return counts


def repeats(rounds: Sequence[Round]) -> int:
    """Meetings past the first of each pair: 0 when no two players meet twice."""
    return sum(count - 1 for count in pair_counts(rounds).values())


def most_meetings(rounds: Sequence[Round]) -> int:
    """The most times two players share a table (0 with no table)."""
    return max(pair_counts(rounds).values(), default=0)


def wind_counts(rounds: Sequence[Round], table_size: int) -> dict[str, list[int]]:
    """How often each player sat in each wind (East, South, West, North)."""
    counts: dict[str, list[int]] = {}
    for tables in rounds:
        for table in tables:
            for wind, player in enumerate(table):
                counts.setdefault(player, [0] * table_size)[wind] += 1
    return counts


def uneven_winds(rounds: Sequence[Round], table_size: int) -> list[str]:
    """The players who did not sit in each wind ⌊r/k⌋ or ⌈r/k⌉ times over the r rounds they
    played, k the table size."""
    return [
        player
        for player, counts in wind_counts(rounds, table_size).items()
        if min(counts) < sum(counts) // table_size or max(counts) > -(-sum(counts) // table_size)
    ]


def winds_balanced(rounds: Sequence[Round], table_size: int) -> bool:
    """Whether every player sat in each wind ⌊r/k⌋ or ⌈r/k⌉ times over the r rounds they
    played, k the table size."""
    return not uneven_winds(rounds, table_size)


def club_meetings(rounds: Sequence[Round], club_of: Mapping[str, str]) -> int:
    """Pairs of players of one club (`club_of`: a player's club, "" for none) at a table."""
    count = 0
    for tables in rounds:
        for table in tables:
            for at, first in enumerate(table):
                club = club_of.get(first, "")
                if club:
                    count += sum(1 for second in table[at + 1 :] if club_of.get(second) == club)
    return count


def schedule_to_dict(schedule: Schedule) -> dict[str, Any]:
    """The schedule as a tournament file holds it (JSON)."""
    return {
        "table_size": schedule.table_size,
        "rounds": [[list(table) for table in tables] for tables in schedule.rounds],
    }


def _refused(text: str) -> TallyoError:
    return TallyoError(
        translate("Tournament schedule", "The schedule cannot be read: {reason}.").format(
            reason=text
        )
    )


def schedule_from_dict(data: object) -> Schedule:
    """A schedule from its form in a tournament file; TallyoError saying what is wrong."""
    if not isinstance(data, dict):
        raise _refused(translate("Tournament schedule", "it is not a schedule"))
    size = data.get("table_size")
    if size not in TABLE_SIZES or isinstance(size, bool):
        raise _refused(translate("Tournament schedule", "its tables are not of 4 or 3 players"))
    assert isinstance(size, int)
    rounds_data = data.get("rounds")
    if not isinstance(rounds_data, list):
        raise _refused(translate("Tournament schedule", "it has no list of rounds"))
    rounds: list[Round] = []
    for number, tables_data in enumerate(rounds_data, 1):
        if not isinstance(tables_data, list):
            raise _refused(
                translate("Tournament schedule", "round {number} is not a list of tables").format(
                    number=number
                )
            )
        seen: set[str] = set()
        tables: list[Table] = []
        for table_data in tables_data:
            if (
                not isinstance(table_data, list)
                or len(table_data) != size
                or not all(isinstance(player, str) and player for player in table_data)
            ):
                raise _refused(
                    translate(
                        "Tournament schedule",
                        "a table of round {number} is not {size} players",
                    ).format(number=number, size=size)
                )
            for player in table_data:
                if player in seen:
                    raise _refused(
                        translate(
                            "Tournament schedule", "{player} sits twice in round {number}"
                        ).format(player=player, number=number)
                    )
                seen.add(player)
            tables.append(tuple(table_data))
        rounds.append(tuple(tables))
    return Schedule(size, tuple(rounds))
