"""Who is to be seated, and what the seating is asked: the entrants (with their team, their
club and a table they must keep), the number of rounds, the table size.

Every table must be full: a number of entrants that is not a multiple of the table size is
refused, saying how many substitutes fill the last table (the tournament adds them), rather
than seated with byes.
"""

from __future__ import annotations

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.tournament.schedule import TABLE_SIZES
from tallyo_desktop.core.values import valueclass

MOST_PLAYERS = 1000
MOST_ROUNDS = 100


@valueclass
class Entrant:
    """A player to seat: `id` names them in the schedule. Players of one `team` never share a
    table; players of one `club` (or country) are kept apart in the first rounds, as the plan
    says; a player with a `table` (0 is table 1) sits at it in every round."""

    id: str
    team: str = ""
    club: str = ""
    table: int | None = None


@valueclass
class SchedulePlan:
    """What to seat: `rounds` rounds of `entrants` at tables of `table_size`, the players of
    one club kept apart in the first `clubs_apart` rounds."""

    entrants: tuple[Entrant, ...]
    rounds: int
    table_size: int = 4
    clubs_apart: int = 0

    @property
    def tables(self) -> int:
        return len(self.entrants) // self.table_size


def check_plan(plan: SchedulePlan) -> None:
    """TallyoError, in the organiser's words, for a plan that cannot be seated."""
    size, count = plan.table_size, len(plan.entrants)
    if size not in TABLE_SIZES:
        raise TallyoError(
            translate("Tournament seating", "Tables seat 4 or 3 players, not {size}.").format(
                size=size
            )
        )
    if not 1 <= plan.rounds <= MOST_ROUNDS:
        raise TallyoError(
            translate(
                "Tournament seating", "A schedule has 1 to {most} rounds, not {rounds}."
            ).format(most=MOST_ROUNDS, rounds=plan.rounds)
        )
    if plan.clubs_apart < 0:
        raise TallyoError(
            translate("Tournament seating", "Clubs are kept apart for 0 rounds or more.")
        )
    if count < size:
        raise TallyoError(
            translate(
                "Tournament seating", "A table needs {size} players: {count} are entered."
            ).format(size=size, count=count)
        )
    if count > MOST_PLAYERS:
        raise TallyoError(
            translate(
                "Tournament seating", "At most {most} players can be seated, not {count}."
            ).format(most=MOST_PLAYERS, count=count)
        )
    if count % size:
        missing = size - count % size
        raise TallyoError(
            translate(
                "Tournament seating",
                "{count} players do not fill tables of {size}: add {missing} substitutes "
                "(or leave out {over} players) so that every table is full.",
            ).format(count=count, size=size, missing=missing, over=count % size)
        )
    seen: set[str] = set()
    for entrant in plan.entrants:
        if not entrant.id.strip():
            raise TallyoError(translate("Tournament seating", "A player has no name or number."))
        if entrant.id in seen:
            raise TallyoError(
                translate("Tournament seating", "{player} is entered twice.").format(
                    player=entrant.id
                )
            )
        seen.add(entrant.id)
    tables = count // size
    teams: dict[str, int] = {}
    for entrant in plan.entrants:
        if entrant.team:
            teams[entrant.team] = teams.get(entrant.team, 0) + 1
    for team, members in teams.items():
        if members > tables:
            raise TallyoError(
                translate(
                    "Tournament seating",
                    "Team {team} has {members} players, but there are {tables} tables: "
                    "teammates cannot all sit apart.",
                ).format(team=team, members=members, tables=tables)
            )
    kept: dict[int, list[Entrant]] = {}
    for entrant in plan.entrants:
        if entrant.table is None:
            continue
        if not 0 <= entrant.table < tables:
            raise TallyoError(
                translate(
                    "Tournament seating",
                    "{player} is to keep table {table}, but there are {tables} tables.",
                ).format(player=entrant.id, table=entrant.table + 1, tables=tables)
            )
        kept.setdefault(entrant.table, []).append(entrant)
    for table, players in kept.items():
        if len(players) > size:
            raise TallyoError(
                translate(
                    "Tournament seating",
                    "{count} players are to keep table {table}: it seats {size}.",
                ).format(count=len(players), table=table + 1, size=size)
            )
        team_of = [player.team for player in players if player.team]
        if len(set(team_of)) < len(team_of):
            raise TallyoError(
                translate(
                    "Tournament seating",
                    "Two players of one team are to keep table {table}: teammates sit apart.",
                ).format(table=table + 1)
            )
