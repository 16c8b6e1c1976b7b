"""The ranking: each player's total (their tables' results, uma and oka included, as the core's
settlement gives them, less their penalties), their place by the total and the tournament's
tie-breaks, and the EMA's tournament points (MERS) for the place.

After a cut the finalists are ranked first, by what they carried into the final rounds (kept,
halved or cleared) and what they made there; the others below them, by their whole total.
Substitutes' results count for their tables, but they are listed after the ranking, unranked.
A dropped player keeps the results they played, and their place.
"""

from __future__ import annotations

from dataclasses import replace

from tallyo_desktop.core.exhaustive import assert_never
from tallyo_desktop.core.tournament.events import Carry
from tallyo_desktop.core.tournament.players import Player
from tallyo_desktop.core.tournament.state import TournamentState
from tallyo_desktop.core.tournament.tournament_rules import TieBreak
from tallyo_desktop.core.values import valueclass

Key = tuple[int, ...]


@valueclass
class RankedRow:
    place: int | None
    """From 1; players level after every tie-break share one; None for a substitute."""
    player: Player
    total: int
    """In points (1000 points are 1.0)."""
    results: tuple[int | None, ...]
    """Each round's result, None where the player has none (not played, or not reported)."""
    penalties: int
    """The referee's penalties counted, a positive amount (already in `total`)."""
    chombo: int
    """Chombo at their tables (what they cost is in their results)."""
    places: tuple[int, ...]
    """How many games they finished first, second…"""
    best: int | None
    table_points: int
    """Their final table points added up."""
    dropped_from: int | None
    finalist: bool = False
    carried: int | None = None
    """A finalist's total before the cut as carried into the final rounds."""
    tied: bool = False
    """Shares the place with another."""
    mers: int | None = None
    """The EMA's tournament points for the place: 1000 x (N - place) / (N - 1), players
    level sharing the points of the places they cover; rounded down."""

    @property
    def played(self) -> int:
        return sum(1 for result in self.results if result is not None)


@valueclass
class Ranking:
    rounds: int
    """The rounds whose results it counts (the first `rounds`)."""
    rows: tuple[RankedRow, ...]
    """The ranked players by place, then the substitutes."""

    @property
    def ranked(self) -> tuple[RankedRow, ...]:
        return tuple(row for row in self.rows if row.place is not None)

    def order(self) -> list[str]:
        """The ranked players' registration numbers, first to last."""
        return [row.player.id for row in self.ranked]


@valueclass(frozen=False)
class _Totals:
    results: list[int | None]
    points: int = 0
    table_points: int = 0
    chombo: int = 0
    places: list[int] | None = None


def _carried(total: int, carry: Carry) -> int:
    match carry:
        case Carry.KEPT:
            return total
        case Carry.HALVED:
            # Halves of 100 points stay exact: 45300 carries 22650.
            return total // 2 if total >= 0 else -((-total) // 2)
        case Carry.CLEARED:
            return 0
    assert_never(carry)


def ranking(state: TournamentState, rounds: int | None = None) -> Ranking:
    """The ranking counting the results of the first `rounds` rounds (every round by
    default) and the penalties given in them."""
    counted = state.rounds if rounds is None else max(0, min(rounds, state.rounds))
    size = state.table_size
    totals = {player: _Totals([None] * counted, places=[0] * size) for player in state.players}
    cut = state.cut if state.cut is not None and counted > state.cut.after else None
    before_cut = {player: 0 for player in state.players}
    for (round_, _table), reported in state.results.items():
        if round_ >= counted:
            continue
        result = reported.result
        for standing in reported.settlement.standings:
            player = result.seats[standing.seat]
            entry = totals[player]
            entry.results[round_] = standing.result
            entry.points += standing.result
            entry.table_points += standing.points
            entry.chombo += result.chombo[standing.seat]
            assert entry.places is not None
            entry.places[min(standing.place, size) - 1] += 1
            if cut is not None and round_ < cut.after:
                before_cut[player] += standing.result
    penalties = {player: 0 for player in state.players}
    for penalty in state.penalties.values():
        if penalty.round < counted:
            penalties[penalty.player] += penalty.points
            if cut is not None and penalty.round < cut.after:
                before_cut[penalty.player] -= penalty.points
    finalists = set(cut.finalists) if cut is not None else set()
    rows: list[RankedRow] = []
    for registered in state.players.values():
        entry = totals[registered.id]
        total = entry.points - penalties[registered.id]
        carried = None
        if registered.id in finalists:
            assert cut is not None
            carried = _carried(before_cut[registered.id], cut.carry)
            total = total - before_cut[registered.id] + carried
        played = [result for result in entry.results if result is not None]
        rows.append(
            RankedRow(
                place=None,
                player=registered,
                total=total,
                results=tuple(entry.results),
                penalties=penalties[registered.id],
                chombo=entry.chombo,
                places=tuple(entry.places or ()),
                best=max(played) if played else None,
                table_points=entry.table_points,
                dropped_from=state.dropped.get(registered.id),
                finalist=registered.id in finalists,
                carried=carried,
            )
        )
    ranked = [row for row in rows if not row.player.substitute]
    substitutes = [row for row in rows if row.player.substitute]
    breaks = state.rules.tie_breaks

    def key(row: RankedRow) -> Key:
        found: list[int] = [0 if row.finalist else 1, -row.total]
        for tie in breaks:
            match tie:
                case TieBreak.BEST_RESULT:
                    found.append(-(row.best if row.best is not None else -(10**9)))
                case TieBreak.TABLE_POINTS:
                    found.append(-row.table_points)
                case TieBreak.FIRST_PLACES:
                    found.append(-(row.places[0] if row.places else 0))
                case _:
                    assert_never(tie)
        return tuple(found)

    keys = {row.player.id: key(row) for row in ranked}
    # Sorted stably: players level stay in the order they registered.
    ranked.sort(key=lambda row: keys[row.player.id])
    placed = _places(ranked, keys)
    return Ranking(counted, tuple(placed + substitutes))


def _places(rows: list[RankedRow], keys: dict[str, Key]) -> list[RankedRow]:
    count = len(rows)
    placed: list[RankedRow] = []
    start = 0
    while start < count:
        end = start + 1
        while end < count and keys[rows[end].player.id] == keys[rows[start].player.id]:
            end += 1
        group = end - start
        points = mers_points(start + 1, group, count)
        for row in rows[start:end]:
            placed.append(replace(row, place=start + 1, tied=group > 1, mers=points))
        start = end
    return placed


def mers_points(place: int, level: int, count: int) -> int:
    """The EMA's tournament points of `place` among `count` ranked players, shared by the
    `level` players who take places `place` to `place + level - 1`: the mean of their places'
    1000 x (count - place) / (count - 1), rounded down (75th of 100: 252)."""
    if count <= 1:
        return 1000
    # The mean of (count - q) for q in place .. place + level - 1, kept exact in halves.
    twice = 2 * (count - place) - (level - 1)
    return (1000 * twice) // (2 * (count - 1))


@valueclass
class TeamRow:
    place: int
    team: str
    members: tuple[str, ...]
    """The members' names, best placed first."""
    total: int
    tied: bool = False


def team_ranking(table: Ranking) -> list[TeamRow]:
    """The teams by their members' totals added up (substitutes leave theirs out); teams level
    share the place."""
    teams: dict[str, list[RankedRow]] = {}
    for row in table.ranked:
        if row.player.team:
            teams.setdefault(row.player.team, []).append(row)
    ordered = sorted(teams.items(), key=lambda item: -sum(row.total for row in item[1]))
    found: list[TeamRow] = []
    place = 0
    previous: int | None = None
    totals = [sum(row.total for row in members) for _, members in ordered]
    for number, ((team, members), total) in enumerate(zip(ordered, totals, strict=True), 1):
        if total != previous:
            place, previous = number, total
        level = totals.count(total) > 1
        names = tuple(row.player.name for row in members)
        found.append(TeamRow(place, team, names, total, level))
    return found
