"""The ranking: totals through the core's settlement, ties shared or broken as each preset's
rules say, the EMA's tournament points, chombo as the rules count it, teams, and the list of
penalties and chombo that shows each round adds up."""

from __future__ import annotations

import pytest
from tournament_day import made, play_round, seated

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.tournament import operations
from tallyo_desktop.core.tournament.penalty_list import listed_penalties, round_sums
from tallyo_desktop.core.tournament.players import Player
from tallyo_desktop.core.tournament.ranking import RankedRow, mers_points, ranking, team_ranking
from tallyo_desktop.core.tournament.tournament import Tournament
from tallyo_desktop.core.tournament.tournament_rules import (
    TieBreak,
    TournamentRules,
    ties_text,
    tournament_rules,
)


def record(tournament: Tournament, round_: int, tables: dict[str, list[int]]) -> None:
    """Slips for every table of a round: the table of each player named in `tables` ends on
    the points given, that player's first and the others' in seat order; any other table
    ends level."""
    state = tournament.state
    for number, table in enumerate(state.tables(round_)):
        named = next((player for player in table if player in tables), None)
        points = [30000] * 4
        if named is not None:
            given = iter(tables[named][1:])
            points = [tables[named][0] if player == named else next(given) for player in table]
        operations.record_slip(tournament, round_, number, points, [0] * 4, 0)


def level_on_total(rules: TournamentRules) -> tuple[RankedRow, RankedRow]:
    """A wins big then comes last; B comes second then third: both 0.0 in all."""
    tournament = made(16, 2, rules=rules)
    operations.seat_whole(tournament, seed=3)
    state = tournament.state
    # They share a table in round 1, so not in round 2.
    a, b = state.tables(0)[0][0], state.tables(0)[0][1]
    record(tournament, 0, {a: [55000, 30000, 20000, 15000]})
    record(tournament, 1, {a: [5000, 45000, 40000, 30000], b: [30000, 35000, 32000, 23000]})
    rows = {row.player.id: row for row in ranking(tournament.state).rows}
    assert rows[a].total == rows[b].total == 0
    assert (rows[a].best, rows[b].best) == (40000, 5000)
    return rows[a], rows[b]


def test_under_the_emas_rules_players_level_share_the_place() -> None:
    a, b = level_on_total(tournament_rules(presets.EMA_2016))
    assert a.place == b.place and a.tied and b.tied
    assert ties_text(tournament_rules(presets.EMA_2016)).startswith("Players level")


def test_the_better_single_result_breaks_a_tie() -> None:
    a, b = level_on_total(TournamentRules(presets.EMA_2016, 100, (TieBreak.BEST_RESULT,)))
    assert a.place is not None and b.place is not None and a.place < b.place
    assert tournament_rules(presets.M_LEAGUE).tie_breaks == (
        TieBreak.BEST_RESULT,
        TieBreak.TABLE_POINTS,
    )


@pytest.mark.parametrize(
    ("place", "level", "count", "points"),
    [(1, 1, 100, 1000), (100, 1, 100, 0), (75, 1, 100, 252), (50, 1, 100, 505),
     (3, 2, 10, 722), (1, 1, 1, 1000)],
)  # fmt: skip
def test_the_emas_tournament_points(place: int, level: int, count: int, points: int) -> None:
    # Two level at 3rd and 4th of 10 share (7/9 + 6/9) / 2 of 1000.
    assert mers_points(place, level, count) == points


def test_the_ranking_gives_each_place_its_points_and_leaves_substitutes_out() -> None:
    tournament = seated(16, 4)
    play_round(tournament, 0)
    operations.drop(tournament, "1", replacement=Player("", "Sub"))
    table = ranking(tournament.state)
    assert table.ranked[0].mers == 1000
    assert table.ranked[-1].mers == 0
    assert len(table.ranked) == 16 and table.rows[-1].place is None


def test_a_chombo_at_the_settlement_comes_off_the_result_and_is_listed() -> None:
    tournament = seated(16, 4)
    operations.record_slip(tournament, 0, 2, [40000, 30000, 30000, 20000], [0, 1, 0, 0], 0)
    settlement = tournament.state.results[(0, 2)].settlement
    assert settlement.standings[1].chombo == -20000
    assert settlement.total == -20000
    listed = listed_penalties(tournament.state)
    assert [(item.table, item.chombo, item.points) for item in listed] == [(2, 1, 20000)]
    sums = round_sums(tournament.state)
    assert sums[0].adds_up and sums[0].unpaid == 20000 and sums[0].reported == 1


def test_rules_without_chombo_refuse_one_on_a_slip() -> None:
    tournament = seated(16, 4, game=presets.TENHOU)
    with pytest.raises(TallyoError, match="count no chombo"):
        operations.record_slip(tournament, 0, 0, [25000] * 4, [1, 0, 0, 0], 0)


def test_sticks_lost_under_the_wrc_rules_leave_the_round_short() -> None:
    tournament = seated(16, 4, game=presets.WRC)
    operations.record_slip(tournament, 0, 0, [40000, 30000, 29000, 20000], [0] * 4, 1)
    settlement = tournament.state.results[(0, 0)].settlement
    assert settlement.total == -1000
    assert round_sums(tournament.state)[0].adds_up


def test_teams_are_ranked_by_their_members_totals() -> None:
    tournament = seated(16, 4, teams=4)
    play_round(tournament, 0)
    table = ranking(tournament.state)
    teams = team_ranking(table)
    assert len(teams) == 4
    for team in teams:
        members = [row for row in table.ranked if row.player.team == team.team]
        assert team.total == sum(row.total for row in members)
    assert [team.total for team in teams] == sorted((team.total for team in teams), reverse=True)
    assert sum(team.total for team in teams) == 0


def test_three_player_tables_are_settled_by_the_three_player_rules() -> None:
    tournament = seated(12, 3, game=presets.MAHJONG_SOUL_3P)
    assert all(len(table) == 3 for table in tournament.state.tables(0))
    play_round(tournament, 0)
    assert sum(row.total for row in ranking(tournament.state).rows) == 0
