"""A table's result taken from its game: a game started from the tournament carries the
tournament, the round and the table in its file's metadata; once it is over, its final points,
its sticks and its chombo are the table's result, as a slip would give them.

A game is taken only when it is this tournament's, finished, played by the players seated at
that table and by the tournament's rules. Which copy of a game counts is the gathering's to
say: the copy given here replaces the result an earlier copy of the same game gave. A slip typed
in stays until it is cleared (the organiser chose it), and so does the result of another game.
"""

from __future__ import annotations

from collections.abc import Iterable

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.record.format import Metadata, SavedGame
from tallyo_desktop.core.rules.presets import rules_name
from tallyo_desktop.core.rules.rules import ChomboPenalty
from tallyo_desktop.core.table.events import Chombo
from tallyo_desktop.core.tournament.events import TableResult
from tallyo_desktop.core.tournament.players import name_key
from tallyo_desktop.core.tournament.state import TournamentState
from tallyo_desktop.core.values import valueclass


def table_metadata(state: TournamentState, round_: int, table: int) -> Metadata:
    """What a game of this table carries (the rest of its metadata is the game's own)."""
    return Metadata(
        tournament_id=state.id,
        tournament_name=state.name,
        tournament_round=round_ + 1,
        tournament_table=table + 1,
    )


def of_tournament(state: TournamentState, metadata: Metadata) -> bool:
    return metadata.tournament_id == state.id


def result_of_game(state: TournamentState, saved: SavedGame) -> TableResult:
    """The table's result the game gives; TallyoError saying why it gives none."""
    metadata, game = saved.metadata, saved.game
    if not of_tournament(state, metadata):
        raise TallyoError(translate("Tournament games", "The game is not of this tournament."))
    round_number, table_number = metadata.tournament_round, metadata.tournament_table
    if round_number is None or table_number is None:
        raise TallyoError(
            translate("Tournament games", "The game does not say which round and table it is.")
        )
    round_, table = round_number - 1, table_number - 1
    where = translate("Tournament games", "Table {table} of round {round}").format(
        table=table_number, round=round_number
    )
    tables = state.tables(round_)
    if not 0 <= table < len(tables):
        raise TallyoError(
            translate("Tournament games", "{where}: the schedule has no such table.").format(
                where=where
            )
        )
    if not game.is_over:
        raise TallyoError(
            translate("Tournament games", "{where}: the game is still being played.").format(
                where=where
            )
        )
    if game.rules != state.rules.game:
        raise TallyoError(
            translate(
                "Tournament games",
                "{where}: the game was played by {rules}, not by the tournament's rules "
                "({tournament}): its result is not taken.",
            ).format(
                where=where, rules=rules_name(game.rules), tournament=rules_name(state.rules.game)
            )
        )
    by_name = {name_key(state.players[player].name): player for player in tables[table]}
    seats: list[str] = []
    for name in game.names:
        player = by_name.get(name_key(name))
        if player is None:
            raise TallyoError(
                translate(
                    "Tournament games",
                    "{where}: {name} played the game, but is not seated at that table.",
                ).format(where=where, name=name)
            )
        seats.append(player)
    if len(set(seats)) != len(seats):
        raise TallyoError(
            translate("Tournament games", "{where}: a player sits twice in the game.").format(
                where=where
            )
        )
    end = game.state
    if state.rules.game.chombo is ChomboPenalty.AT_SETTLEMENT:
        chombo = tuple(end.chombo) if end.chombo else (0,) * end.seats
    else:
        counts = [0] * end.seats
        for event in game.events:
            if isinstance(event, Chombo):
                counts[event.seat] += 1
        chombo = tuple(counts)
    return TableResult(
        round_, table, tuple(seats), tuple(end.points), chombo, end.sticks, metadata.id
    )


@valueclass(frozen=False)
class TakenGames:
    """What a gathering of games gave the tournament."""

    taken: list[TableResult]
    """Results to record: tables without a result, or whose result came from a shorter copy
    of the same game."""
    same: int = 0
    """Games whose result the tournament holds already."""
    refused: list[str] | None = None
    """Why a game of this tournament gave no result, one line each."""
    kept_slips: list[str] | None = None
    """Tables whose slip stays, though a game of theirs came."""


def take_games(state: TournamentState, games: Iterable[SavedGame]) -> TakenGames:
    """The results the tournament's finished games give, checked against what it holds."""
    found = TakenGames([], 0, [], [])
    assert found.refused is not None and found.kept_slips is not None
    chosen: dict[tuple[int, int], TableResult] = {}
    twice: set[tuple[int, int]] = set()
    for saved in games:
        if not of_tournament(state, saved.metadata):
            continue
        try:
            result = result_of_game(state, saved)
        except TallyoError as error:
            found.refused.append(str(error))
            continue
        key = (result.round, result.table)
        held = state.results.get(key)
        if held is not None and held.result.game is None:
            found.kept_slips.append(
                translate(
                    "Tournament games",
                    "Table {table} of round {round}: its slip stays (clear it to take the game).",
                ).format(table=result.table + 1, round=result.round + 1)
            )
            continue
        if held is not None and held.result == result:
            found.same += 1
            continue
        where = translate("Tournament games", "Table {table} of round {round}").format(
            table=result.table + 1, round=result.round + 1
        )
        if held is not None and held.result.game != result.game:
            found.refused.append(
                translate(
                    "Tournament games",
                    "{where} has the result of another game: clear it to take this one.",
                ).format(where=where)
            )
            continue
        if key in chosen and chosen[key].game != result.game:
            twice.add(key)
            found.refused.append(
                translate(
                    "Tournament games",
                    "{where}: two different games say they are its game; neither is taken.",
                ).format(where=where)
            )
        chosen[key] = result
    found.taken = [chosen[key] for key in sorted(chosen) if key not in twice]
    return found
