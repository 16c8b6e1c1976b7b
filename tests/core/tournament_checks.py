"""What every tournament schedule must be, checked the same way by the tests of seating."""

from __future__ import annotations

from tallyo_desktop.core.tournament.entrants import Entrant, SchedulePlan
from tallyo_desktop.core.tournament.schedule import Round, Schedule, wind_counts


def numbered(players: int, team_size: int = 0, clubs: int = 0) -> tuple[Entrant, ...]:
    """Players "1".."N"; teams of `team_size` in order (1..T, T+1..2T...); `clubs` clubs
    dealt in turn."""
    return tuple(
        Entrant(
            str(number),
            team=f"team {(number - 1) // team_size}" if team_size else "",
            club=f"club {number % clubs}" if clubs else "",
        )
        for number in range(1, players + 1)
    )


def assert_round_seats(tables: Round, players: set[str], size: int) -> None:
    seated = [player for table in tables for player in table]
    assert sorted(seated) == sorted(players)
    assert all(len(table) == size for table in tables)


def assert_schedule(schedule: Schedule, plan: SchedulePlan, *, winds: bool = True) -> None:
    """Each round seats every entrant once at full tables; teammates never share a table; a
    player who keeps a table sits at it; the winds are balanced (unless `winds` is False)."""
    size = plan.table_size
    assert schedule.table_size == size
    assert len(schedule.rounds) == plan.rounds
    ids = {entrant.id for entrant in plan.entrants}
    team = {entrant.id: entrant.team for entrant in plan.entrants if entrant.team}
    keeps = {entrant.id: entrant.table for entrant in plan.entrants if entrant.table is not None}
    for tables in schedule.rounds:
        assert_round_seats(tables, ids, size)
        for number, table in enumerate(tables):
            teams = [team[player] for player in table if player in team]
            assert len(teams) == len(set(teams)), f"teammates at one table: {table}"
            for player in table:
                if player in keeps:
                    assert keeps[player] == number
    if winds:
        assert_winds(schedule.rounds, size)


def assert_winds(rounds: tuple[Round, ...], size: int) -> None:
    for player, counts in wind_counts(rounds, size).items():
        played = sum(counts)
        low, high = played // size, -(-played // size)
        assert low <= min(counts) and max(counts) <= high, (player, counts)
