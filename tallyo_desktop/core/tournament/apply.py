"""Each event applied to a tournament, checked first: an event the tournament cannot take is
refused in the organiser's words and changes nothing. A step (the events of one change) is
checked again as a whole once applied (`check_state`): a drop must leave no one seated in the
rounds they left, the schedule must have the tournament's rounds.
"""

from __future__ import annotations

import re
from dataclasses import replace

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.exhaustive import assert_never
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.record.safe_paths import is_safe_game_id
from tallyo_desktop.core.tournament.entrants import MOST_PLAYERS, MOST_ROUNDS
from tallyo_desktop.core.tournament.events import (
    CheckedIn,
    CutMade,
    Dropped,
    Edited,
    Event,
    Founded,
    Penalised,
    PenaltyWithdrawn,
    Registered,
    ResultCleared,
    Seated,
    SeatedHow,
    SettingsChanged,
    TableResult,
    Unregistered,
)
from tallyo_desktop.core.tournament.players import Player, clean_player, name_key
from tallyo_desktop.core.tournament.results import settle_table, slip_problem
from tallyo_desktop.core.tournament.state import Penalty, Reported, TournamentState
from tallyo_desktop.core.tournament.tournament_rules import MOST_PENALTY, TournamentRules

MOST_NAME = 200
"""The longest name of a tournament, and of a penalty's reason."""
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def refused(text: str) -> TallyoError:
    return TallyoError(text)


def found(event: Founded) -> TournamentState:
    """The tournament its first event makes."""
    if not is_safe_game_id(event.id):
        raise refused(translate("Tournament", "The tournament's identity cannot be used."))
    _check_settings(event.name, event.day, event.rules, event.rounds)
    return TournamentState(event.id, event.name.strip(), event.day, event.rules, event.rounds)


def _check_settings(name: str, day: str, rules: TournamentRules, rounds: int) -> None:
    if not name.strip() or len(name) > MOST_NAME or "\n" in name or "\r" in name:
        raise refused(
            translate(
                "Tournament", "A tournament's name is one line of 1 to {most} characters."
            ).format(most=MOST_NAME)
        )
    if not _DAY.fullmatch(day):
        raise refused(
            translate("Tournament", "A tournament's day is written 2026-11-14, not {day}.").format(
                day=day[:20]
            )
        )
    if not 1 <= rounds <= MOST_ROUNDS:
        raise refused(
            translate("Tournament", "A tournament has 1 to {most} rounds, not {rounds}.").format(
                most=MOST_ROUNDS, rounds=rounds
            )
        )
    rules.checked()


def apply(state: TournamentState, event: Event) -> TournamentState:
    """The tournament after `event`; TallyoError, changing nothing, if it cannot take it."""
    match event:
        case Founded():
            raise refused(translate("Tournament", "The tournament is made already."))
        case SettingsChanged():
            return _settings(state, event)
        case Registered():
            return _register(state, event.player)
        case Edited():
            return _edit(state, event.player)
        case Unregistered():
            return _unregister(state, event.player)
        case CheckedIn():
            _known(state, event.player)
            present = (
                state.present | {event.player} if event.present else state.present - {event.player}
            )
            return replace(state, present=present)
        case Dropped():
            return _drop(state, event)
        case Seated():
            return _seat(state, event)
        case TableResult():
            return _result(state, event)
        case ResultCleared():
            key = (event.round, event.table)
            if key not in state.results:
                raise refused(
                    translate(
                        "Tournament", "Table {table} of round {round} has no result to clear."
                    ).format(table=event.table + 1, round=event.round + 1)
                )
            results = dict(state.results)
            del results[key]
            return replace(state, results=results)
        case Penalised():
            return _penalise(state, event)
        case PenaltyWithdrawn():
            if event.number not in state.penalties:
                raise refused(
                    translate("Tournament", "There is no penalty {number}.").format(
                        number=event.number
                    )
                )
            penalties = dict(state.penalties)
            del penalties[event.number]
            return replace(state, penalties=penalties)
        case CutMade():
            return _cut(state, event)
    assert_never(event)


def _settings(state: TournamentState, event: SettingsChanged) -> TournamentState:
    _check_settings(event.name, event.day, event.rules, event.rounds)
    if state.schedule is not None and event.rules.table_size != state.table_size:
        raise refused(
            translate(
                "Tournament",
                "The schedule seats tables of {size}: the rules cannot be for another number "
                "of players.",
            ).format(size=state.table_size)
        )
    if event.rounds < state.begun:
        raise refused(
            translate(
                "Tournament", "{begun} rounds have begun: the tournament cannot have {rounds}."
            ).format(begun=state.begun, rounds=event.rounds)
        )
    if state.results and event.rules != state.rules:
        # Results already settled stay settled by the rules they were recorded under.
        raise refused(
            translate("Tournament", "Results are recorded: the rules cannot change any more.")
        )
    return replace(
        state, name=event.name.strip(), day=event.day, rules=event.rules, rounds=event.rounds
    )


def _known(state: TournamentState, player: str) -> Player:
    found_player = state.players.get(player)
    if found_player is None:
        raise refused(
            translate("Tournament", "No player has registration number {number}.").format(
                number=player
            )
        )
    return found_player


def _name_free(state: TournamentState, player: Player) -> None:
    key = name_key(player.name)
    for other in state.players.values():
        if other.id != player.id and name_key(other.name) == key:
            raise refused(
                translate(
                    "Tournament",
                    "{name} is registered already (number {number}): give each player a name "
                    "of their own.",
                ).format(name=other.name, number=other.id)
            )


def _register(state: TournamentState, player: Player) -> TournamentState:
    player = clean_player(player)
    if player.id in state.players:
        raise refused(
            translate("Tournament", "Registration number {number} is given already.").format(
                number=player.id
            )
        )
    if len(state.players) >= MOST_PLAYERS:
        raise refused(
            translate("Tournament", "A tournament has at most {most} players.").format(
                most=MOST_PLAYERS
            )
        )
    _name_free(state, player)
    number = int(player.id) if player.id.isdigit() else 0
    return replace(
        state,
        players={**state.players, player.id: player},
        numbers_given=max(state.numbers_given, number),
    )


def _edit(state: TournamentState, player: Player) -> TournamentState:
    player = clean_player(player)
    old = _known(state, player.id)
    _name_free(state, player)
    if old.substitute != player.substitute and _has_results(state, player.id):
        raise refused(
            translate(
                "Tournament",
                "{name} has played: whether they are ranked cannot change any more.",
            ).format(name=player.name)
        )
    return replace(state, players={**state.players, player.id: player})


def _has_results(state: TournamentState, player: str) -> bool:
    return any(player in reported.result.seats for reported in state.results.values())


def _seated(state: TournamentState, player: str) -> bool:
    return state.schedule is not None and player in state.schedule.players()


def _unregister(state: TournamentState, player: str) -> TournamentState:
    known = _known(state, player)
    if _seated(state, player):
        raise refused(
            translate(
                "Tournament",
                "{name} has a seat in the schedule: drop them instead, or seat the schedule "
                "again without them.",
            ).format(name=known.name)
        )
    players = dict(state.players)
    del players[player]
    return replace(state, players=players, present=state.present - {player})


def _drop(state: TournamentState, event: Dropped) -> TournamentState:
    known = _known(state, event.player)
    if event.player in state.dropped:
        raise refused(
            translate("Tournament", "{name} has dropped already.").format(name=known.name)
        )
    if not 0 <= event.from_round <= state.rounds:
        raise refused(translate("Tournament", "There is no such round."))
    played = [
        round_
        for (round_, _), reported in state.results.items()
        if event.player in reported.result.seats and round_ >= event.from_round
    ]
    if played:
        raise refused(
            translate(
                "Tournament",
                "{name} has a result in round {round}: they can drop after it.",
            ).format(name=known.name, round=max(played) + 1)
        )
    return replace(state, dropped={**state.dropped, event.player: event.from_round})


def _seat(state: TournamentState, event: Seated) -> TournamentState:
    schedule = event.schedule
    if schedule.table_size != state.table_size:
        raise refused(
            translate("Tournament", "The schedule's tables are not of {size}.").format(
                size=state.table_size
            )
        )
    if len(schedule.rounds) != state.rounds:
        raise refused(
            translate("Tournament", "The schedule has {count} rounds, not {rounds}.").format(
                count=len(schedule.rounds), rounds=state.rounds
            )
        )
    if not 0 <= event.apart_rounds <= MOST_ROUNDS:
        raise refused(translate("Tournament", "There is no such round to keep players apart in."))
    old = state.schedule.rounds if state.schedule is not None else ()
    if not 0 <= event.from_round <= len(schedule.rounds) or event.from_round > len(old):
        raise refused(translate("Tournament", "There is no such round to seat from."))
    if schedule.rounds[: event.from_round] != old[: event.from_round]:
        raise refused(translate("Tournament", "The rounds before are not as they were."))
    for round_ in {played for played, _ in state.results}:
        if round_ >= len(old) or schedule.rounds[round_] != old[round_]:
            raise refused(
                translate(
                    "Tournament",
                    "Round {round} has results: it is kept as it was played.",
                ).format(round=round_ + 1)
            )
    for number, tables in enumerate(schedule.rounds):
        for table in tables:
            for player in table:
                if player not in state.players:
                    raise refused(
                        translate(
                            "Tournament", "Round {round} seats {player}, who is not registered."
                        ).format(round=number + 1, player=player)
                    )
    if event.how in (SeatedHow.WHOLE, SeatedHow.AGAIN):
        return replace(state, schedule=schedule, apart=event.apart, apart_rounds=event.apart_rounds)
    return replace(state, schedule=schedule)


def _result(state: TournamentState, event: TableResult) -> TournamentState:
    tables = state.tables(event.round)
    if not 0 <= event.table < len(tables):
        raise refused(
            translate("Tournament", "Round {round} has no table {table}.").format(
                round=event.round + 1, table=event.table + 1
            )
        )
    if sorted(event.seats) != sorted(tables[event.table]):
        raise refused(
            translate(
                "Tournament",
                "That result is not of the players seated at table {table} of round {round}.",
            ).format(table=event.table + 1, round=event.round + 1)
        )
    problem = slip_problem(state.rules, event.points, event.chombo, event.sticks)
    if problem is not None:
        raise refused(problem)
    if event.game is not None and not is_safe_game_id(event.game):
        raise refused(translate("Tournament", "That game's identity cannot be used."))
    settled = settle_table(state.rules, event)
    results = {**state.results, (event.round, event.table): Reported(event, settled)}
    return replace(state, results=results)


def _penalise(state: TournamentState, event: Penalised) -> TournamentState:
    known = _known(state, event.player)
    if event.number in state.penalties or event.number <= 0:
        raise refused(
            translate("Tournament", "Penalty {number} is given already.").format(
                number=event.number
            )
        )
    if not 0 <= event.round < state.rounds:
        raise refused(translate("Tournament", "There is no such round."))
    step = state.rules.penalty_step
    if event.points <= 0 or event.points % step or event.points > MOST_PENALTY:
        raise refused(
            translate(
                "Tournament",
                "A penalty is {step} points or a multiple of it, up to {most}: not {points}.",
            ).format(step=step, most=MOST_PENALTY, points=event.points)
        )
    reason = event.reason.strip()
    if not reason or len(reason) > MOST_NAME or "\n" in reason or "\r" in reason:
        raise refused(
            translate(
                "Tournament", "A penalty's reason is one line of 1 to {most} characters."
            ).format(most=MOST_NAME)
        )
    penalty = Penalty(event.number, known.id, event.round, event.points, reason)
    return replace(state, penalties={**state.penalties, event.number: penalty})


def _cut(state: TournamentState, event: CutMade) -> TournamentState:
    if state.cut is not None:
        raise refused(translate("Tournament", "The cut is made already."))
    if not 1 <= event.after < state.rounds:
        raise refused(
            translate("Tournament", "The cut comes after round 1 at the earliest, before the last.")
        )
    for round_ in range(event.after):
        if not state.complete(round_):
            raise refused(
                translate(
                    "Tournament",
                    "Round {round} is not complete: the cut waits for every table's result.",
                ).format(round=round_ + 1)
            )
    if state.begun > event.after:
        raise refused(
            translate(
                "Tournament", "Round {round} has results already: the cut comes before."
            ).format(round=event.after + 1)
        )
    size = state.table_size
    finalists = event.finalists
    if not finalists or len(finalists) % size or len(set(finalists)) < len(finalists):
        raise refused(
            translate("Tournament", "The cut takes whole tables of {size} players.").format(
                size=size
            )
        )
    for player in finalists:
        if _known(state, player).substitute:
            raise refused(translate("Tournament", "A substitute is not ranked: not a finalist."))
    return replace(state, cut=event)


def check_state(state: TournamentState) -> None:
    """What a whole step must leave true: TallyoError if it does not."""
    schedule = state.schedule
    if schedule is None:
        return
    if len(schedule.rounds) != state.rounds:
        raise refused(
            translate(
                "Tournament",
                "The schedule has {count} rounds and the tournament {rounds}: seat it again.",
            ).format(count=len(schedule.rounds), rounds=state.rounds)
        )
    for number, tables in enumerate(schedule.rounds):
        for table in tables:
            for player in table:
                if not state.plays(player, number):
                    raise refused(
                        translate(
                            "Tournament",
                            "{name} dropped but is seated in round {round}: give their seats "
                            "to a replacement, or seat the rounds again.",
                        ).format(name=state.players[player].name, round=number + 1)
                    )
    cut = state.cut
    if cut is not None:
        finals = len(cut.finalists) // state.table_size
        wanted = set(cut.finalists)
        for number in range(cut.after, state.rounds):
            seated = {player for table in schedule.rounds[number][:finals] for player in table}
            if seated != wanted:
                raise refused(
                    translate(
                        "Tournament",
                        "Round {round} does not seat the finalists at the final tables.",
                    ).format(round=number + 1)
                )
