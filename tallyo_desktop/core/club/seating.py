"""The seating of an evening: from the players who came, the next round's tables and who sits
out.

The first round is drawn at random. Each later round puts together the players who have met
least this evening, then gives each the seat wind they have sat in least, then (as lesser
concerns) the players who have met least over the season and the winds they sat in least then.
Sitting out goes round: those who have sat out (or missed a round) least sit out next, so with
five players one sits out each round, each in turn. A Swiss round seats the players by their
standings instead, neighbours together, changing a table only where that spares a pairing
repeated this evening. `seating_search` holds the search; this module says what is asked.
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Mapping, Sequence
from enum import Enum

from tallyo_desktop.core.club.seating_costs import Weights
from tallyo_desktop.core.club.seating_search import best_tables, seat_table
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.values import field, valueclass

WINDS = 4
"""East, South, West, North: a table's seats in order, East the first dealer."""
MAX_PLAYERS = 1000
"""The most players a night's list may hold: a club night, or a tournament of a few hundred,
seats well under it; a list longer than that is not a list of players."""
MAX_NAME_LENGTH = 100
"""The longest a player's name may be, in characters."""


class TableSizes(Enum):
    """How the tables are made up."""

    FOURS = "fours"
    """Tables of four; those left over sit out."""
    THREES = "threes"
    """Tables of three; those left over sit out."""
    MIXED = "mixed"
    """Tables of four, and of three where that seats everyone (or more players)."""


@valueclass
class Round:
    """One round: each table's players in seat order (East first), and who sits it out."""

    tables: tuple[tuple[str, ...], ...]
    sitting_out: tuple[str, ...] = ()

    @property
    def seated(self) -> tuple[str, ...]:
        return tuple(name for table in self.tables for name in table)


@valueclass
class SeasonCounts:
    """What earlier evenings of the season did, as plain counts: how often two players shared
    a table, and how often a player sat in each wind (East, South, West, North)."""

    pairs: Mapping[frozenset[str], int] = field(default_factory=dict)
    winds: Mapping[str, Sequence[int]] = field(default_factory=dict)


def clean_name(name: str) -> str:
    """A player's name as seating compares it: trimmed, in Unicode NFC."""
    return unicodedata.normalize("NFC", name.strip())


def check_name(name: str) -> str:
    """A player's name cleaned (`clean_name`); TallyoError for an empty one, one too long to
    be a name, or one holding a character that is not text (a line break, a tab…)."""
    cleaned = clean_name(name)
    if not cleaned:
        raise TallyoError(
            translate(
                "Seating", "A player has no name: give every player one, or leave the line out."
            )
        )
    if len(cleaned) > MAX_NAME_LENGTH:
        raise TallyoError(
            translate(
                "Seating",
                "The name {start}… is too long: a player's name has at most {most} characters.",
            ).format(start=cleaned[:20], most=MAX_NAME_LENGTH)
        )
    if any(unicodedata.category(character) == "Cc" for character in cleaned):
        shown = "".join(" " if unicodedata.category(c) == "Cc" else c for c in cleaned)
        raise TallyoError(
            translate(
                "Seating", "The name {name} holds a character that is not text: type it again."
            ).format(name=shown.strip())
        )
    return cleaned


def check_attendance(names: Sequence[str]) -> tuple[str, ...]:
    """The players' names cleaned, in their order; TallyoError for a list longer than
    `MAX_PLAYERS`, or an empty, unreadable or repeated name."""
    if len(names) > MAX_PLAYERS:
        raise TallyoError(
            translate(
                "Seating",
                "The list holds {count} names: a night seats at most {most} players. Leave out "
                "the lines that are not players.",
            ).format(count=len(names), most=MAX_PLAYERS)
        )
    cleaned = tuple(check_name(name) for name in names)
    seen: set[str] = set()
    for name in cleaned:
        if name in seen:
            raise TallyoError(
                translate(
                    "Seating", "{name} is on the list twice: tell the two apart, or leave one out."
                ).format(name=name)
            )
        seen.add(name)
    return cleaned


def table_sizes(players: int, sizes: TableSizes) -> tuple[int, ...]:
    """The tables' sizes for `players`, the largest first; TallyoError when not one table can
    be made."""
    if sizes is TableSizes.MIXED:
        # The fewest sitting out, then as many tables of four as that allows.
        choices = [
            (players - 4 * fours - 3 * threes, -fours, fours, threes)
            for fours in range(players // 4 + 1)
            for threes in range((players - 4 * fours) // 3 + 1)
        ]
        _left, _, fours, threes = min(choices)
        found = (4,) * fours + (3,) * threes
        smallest = 3
    else:
        size = 4 if sizes is TableSizes.FOURS else 3
        found = (size,) * (players // size)
        smallest = size
    if not found:
        raise TallyoError(
            translate(
                "Seating", "A table needs at least {count} players: {given} are on the list."
            ).format(count=smallest, given=players)
        )
    return found


def next_round(
    players: Sequence[str],
    sizes: TableSizes = TableSizes.FOURS,
    played: Sequence[Round] = (),
    season: SeasonCounts | None = None,
    rng: random.Random | None = None,
    standings: Sequence[str] | None = None,
) -> Round:
    """The next round for `players` (the attendance now), after the rounds `played` this
    evening. With `standings` (names, the leader first), a Swiss round. TallyoError when the
    list cannot be seated."""
    names = check_attendance(players)
    table_count = table_sizes(len(names), sizes)
    rng = rng if rng is not None else random.Random()
    out = _sitting_out(names, len(names) - sum(table_count), played, rng)
    left_out = set(out)
    seated = [name for name in names if name not in left_out]
    season = season or SeasonCounts()
    weights = Weights(seated, pair_counts(played), wind_counts(played), season.pairs, season.winds)
    if standings is not None:
        rank = {clean_name(name): place for place, name in enumerate(standings)}
        # Those not in the standings yet come after those who are, in the list's order.
        seated.sort(key=lambda name: rank.get(name, len(rank)))
    groups = best_tables(seated, table_count, weights, rng, swiss=standings is not None)
    tables = tuple(seat_table(group, weights, rng) for group in groups)
    return Round(tables, tuple(name for name in names if name in left_out))


def _sitting_out(
    names: Sequence[str], count: int, played: Sequence[Round], rng: random.Random
) -> list[str]:
    """Who sits out: those who sat out or missed the most rounds sit out least; among equals,
    those who sat out longest ago (or never) go first, and a draw decides the rest."""
    if count == 0:
        return []
    missed = dict.fromkeys(names, 0)
    last = dict.fromkeys(names, -1)
    for number, done in enumerate(played):
        seated = set(done.seated)
        for name in names:
            if name not in seated:
                missed[name] += 1
                last[name] = number
    draw = {name: rng.random() for name in names}
    order = sorted(names, key=lambda name: (missed[name], last[name], draw[name]))
    return order[:count]


def pair_counts(rounds: Sequence[Round]) -> dict[frozenset[str], int]:
    """How often each two players shared a table in `rounds`."""
    counts: dict[frozenset[str], int] = {}
    for done in rounds:
        for table in done.tables:
            for index, first in enumerate(table):
                for second in table[index + 1 :]:
                    pair = frozenset((first, second))
                    counts[pair] = counts.get(pair, 0) + 1
    return counts


def wind_counts(rounds: Sequence[Round]) -> dict[str, list[int]]:
    """How often each player sat in each wind (East, South, West, North) in `rounds`."""
    counts: dict[str, list[int]] = {}
    for done in rounds:
        for table in done.tables:
            for wind, name in enumerate(table[:WINDS]):
                counts.setdefault(name, [0] * WINDS)[wind] += 1
    return counts


def season_counts(rounds: Sequence[Round]) -> SeasonCounts:
    """The counts of earlier evenings' `rounds`, for the season's side of the seating."""
    return SeasonCounts(pair_counts(rounds), wind_counts(rounds))
