"""What the organiser does to a tournament, each made into one step of events and recorded:
registering, checking in, seating, dropping and replacing, recording results and penalties,
seating a Swiss round, making the cut. Each returns the state after it, or raises TallyoError in
the organiser's words, changing nothing.

The seating is the solver's (`seating`, `swiss`): the whole schedule in advance for who is here,
the rounds not played seated again after a drop or a late entry, the rounds played kept.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Sequence

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.record.format import SavedGame
from tallyo_desktop.core.tournament.entrants import Entrant, SchedulePlan
from tallyo_desktop.core.tournament.events import (
    Apart,
    Carry,
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
from tallyo_desktop.core.tournament.game_results import TakenGames, take_games
from tallyo_desktop.core.tournament.outcome import Budget, Stop
from tallyo_desktop.core.tournament.players import Player
from tallyo_desktop.core.tournament.ranking import ranking
from tallyo_desktop.core.tournament.schedule import Round, Schedule
from tallyo_desktop.core.tournament.seater import Cancelled, Progress
from tallyo_desktop.core.tournament.seating import replace, reseat, seat_schedule
from tallyo_desktop.core.tournament.state import TournamentState
from tallyo_desktop.core.tournament.swiss import final_round, swiss_round
from tallyo_desktop.core.tournament.tournament import Tournament
from tallyo_desktop.core.tournament.tournament_rules import TournamentRules


def new_tournament(name: str, day: str, rules: TournamentRules, rounds: int) -> Tournament:
    """A tournament with no player yet; TallyoError for settings it cannot have."""
    return Tournament(Founded(uuid.uuid4().hex, name, day, rules, rounds))


def change_settings(
    tournament: Tournament, name: str, day: str, rules: TournamentRules, rounds: int
) -> TournamentState:
    state = tournament.state
    events: list[Event] = [SettingsChanged(name, day, rules, rounds)]
    if state.schedule is not None and rounds != state.rounds:
        # The schedule follows: rounds added are seated, rounds taken away dropped.
        after = _state_after(state, events)
        events.append(_reseated(after, state.schedule, seed=random.randrange(2**31)))
    return tournament.record(events)


def _state_after(state: TournamentState, events: Sequence[Event]) -> TournamentState:
    from tallyo_desktop.core.tournament.apply import apply

    for event in events:
        state = apply(state, event)
    return state


def next_number(state: TournamentState, offset: int = 0) -> str:
    return str(state.numbers_given + 1 + offset)


def register(tournament: Tournament, players: Sequence[Player]) -> TournamentState:
    """Register players (their numbers are given here, in order); as one step, so that a CSV
    of a hundred is undone at once."""
    state = tournament.state
    events: list[Event] = []
    for offset, player in enumerate(players):
        numbered = Player(
            next_number(state, offset),
            player.name,
            player.ema,
            player.country,
            player.club,
            player.team,
            player.substitute,
            player.table,
        )
        events.append(Registered(numbered))
        if state.present:
            # On the day, whoever registers is here.
            events.append(CheckedIn(numbered.id, True))
    if not events:
        raise TallyoError(translate("Tournament", "There is no one to register."))
    return tournament.record(events)


def edit(tournament: Tournament, player: Player) -> TournamentState:
    return tournament.record([Edited(player)])


def unregister(tournament: Tournament, player: str) -> TournamentState:
    return tournament.record([Unregistered(player)])


def check_in(tournament: Tournament, players: Sequence[str], present: bool) -> TournamentState:
    events: list[Event] = [CheckedIn(player, present) for player in players]
    if not events:
        raise TallyoError(translate("Tournament", "Choose the players to check in."))
    return tournament.record(events)


def _apart_key(player: Player, apart: Apart) -> str:
    if apart is Apart.CLUB:
        return player.club
    if apart is Apart.COUNTRY:
        return player.country
    return ""


def _entrants(
    state: TournamentState, players: Sequence[str], apart: Apart | None = None
) -> tuple[Entrant, ...]:
    """The players to seat: teammates apart, the club or country the tournament keeps apart,
    and the table a player who cannot move keeps."""
    apart = state.apart if apart is None else apart
    return tuple(
        Entrant(
            player,
            team=state.players[player].team,
            club=_apart_key(state.players[player], apart),
            table=state.players[player].table,
        )
        for player in players
    )


def _plan(
    state: TournamentState,
    players: Sequence[str],
    apart: Apart | None = None,
    apart_rounds: int | None = None,
) -> SchedulePlan:
    apart = state.apart if apart is None else apart
    rounds = state.apart_rounds if apart_rounds is None else apart_rounds
    return SchedulePlan(
        _entrants(state, players, apart),
        state.rounds,
        state.table_size,
        clubs_apart=0 if apart is Apart.NOBODY else min(rounds, state.rounds),
    )


def _seating_stopped(stop: Stop) -> None:
    if stop is Stop.CANCELLED:
        raise TallyoError(translate("Tournament", "The seating was cancelled: nothing changed."))


def seat_whole(
    tournament: Tournament,
    *,
    seed: int | None = None,
    budget: Budget | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    apart: Apart | None = None,
    apart_rounds: int | None = None,
) -> TournamentState:
    """Seat every round in advance, for the players to be seated now (those checked in, once
    the check-in has begun): teammates never at one table, the players of one club or country
    `apart` in the first `apart_rounds` rounds (as last asked when None), a player who keeps a
    table at it."""
    state = tournament.state
    if state.results:
        raise TallyoError(
            translate(
                "Tournament",
                "Rounds have been played: seat the rounds not played again instead.",
            )
        )
    seed = random.randrange(2**31) if seed is None else seed
    apart = state.apart if apart is None else apart
    apart_rounds = state.apart_rounds if apart_rounds is None else apart_rounds
    seating = seat_schedule(
        _plan(state, state.active(0), apart, apart_rounds),
        seed=seed,
        budget=budget,
        progress=progress,
        cancelled=cancelled,
    )
    _seating_stopped(seating.stop)
    return tournament.record(
        [Seated(seating.schedule, 0, SeatedHow.WHOLE, seed, apart, apart_rounds)]
    )


def _reseated(
    state: TournamentState,
    schedule: Schedule,
    *,
    seed: int,
    budget: Budget | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    apart: Apart | None = None,
    apart_rounds: int | None = None,
) -> Seated:
    apart = state.apart if apart is None else apart
    apart_rounds = state.apart_rounds if apart_rounds is None else apart_rounds
    played = min(state.begun, len(schedule.rounds))
    kept = Schedule(schedule.table_size, schedule.rounds[: state.rounds])
    if state.cut is not None:
        raise TallyoError(
            translate("Tournament", "The final rounds are seated by the cut: undo the cut first.")
        )
    seating = reseat(
        _plan(state, state.active(played), apart, apart_rounds),
        kept,
        played,
        seed=seed,
        budget=budget,
        progress=progress,
        cancelled=cancelled,
    )
    _seating_stopped(seating.stop)
    return Seated(seating.schedule, played, SeatedHow.AGAIN, seed, apart, apart_rounds)


def seat_again(
    tournament: Tournament,
    *,
    seed: int | None = None,
    budget: Budget | None = None,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    apart: Apart | None = None,
    apart_rounds: int | None = None,
) -> TournamentState:
    """Seat the rounds not begun again, for the players entered now; the rounds begun stay.
    `apart` and `apart_rounds` as for `seat_whole`."""
    state = tournament.state
    if state.schedule is None:
        raise TallyoError(translate("Tournament", "The schedule is not seated yet."))
    seed = random.randrange(2**31) if seed is None else seed
    seated = _reseated(
        state,
        state.schedule,
        seed=seed,
        budget=budget,
        progress=progress,
        cancelled=cancelled,
        apart=apart,
        apart_rounds=apart_rounds,
    )
    return tournament.record([seated])


def drop(
    tournament: Tournament,
    player: str,
    *,
    replacement: Player | None = None,
    seed: int | None = None,
) -> TournamentState:
    """The player leaves after the rounds begun. A `replacement` (registered here, as a
    substitute) takes every seat they had from then on; without one, the rounds not played are
    seated again for those who stay."""
    state = tournament.state
    from_round = state.begun
    events: list[Event] = [Dropped(player, from_round)]
    schedule = state.schedule
    if replacement is not None:
        substitute = Player(
            next_number(state),
            replacement.name,
            replacement.ema,
            replacement.country,
            replacement.club,
            replacement.team,
            True,
        )
        events.append(Registered(substitute))
        if state.present:
            events.append(CheckedIn(substitute.id, True))
        if schedule is not None:
            events.append(
                Seated(
                    replace(schedule, from_round, player, substitute.id),
                    from_round,
                    SeatedHow.REPLACED,
                )
            )
    elif schedule is not None and from_round < state.rounds:
        after = _state_after(state, events)
        events.append(
            _reseated(after, schedule, seed=random.randrange(2**31) if seed is None else seed)
        )
    return tournament.record(events)


def record_slip(
    tournament: Tournament,
    round_: int,
    table: int,
    points: Sequence[int],
    chombo: Sequence[int],
    sticks: int,
) -> TournamentState:
    """A result slip: each seat's points in the schedule's seat order (East first)."""
    state = tournament.state
    tables = state.tables(round_)
    if not 0 <= table < len(tables):
        raise TallyoError(
            translate("Tournament", "Round {round} has no table {table}.").format(
                round=round_ + 1, table=table + 1
            )
        )
    result = TableResult(round_, table, tables[table], tuple(points), tuple(chombo), sticks)
    return tournament.record([result])


def clear_result(tournament: Tournament, round_: int, table: int) -> TournamentState:
    return tournament.record([ResultCleared(round_, table)])


def penalise(
    tournament: Tournament, player: str, round_: int, points: int, reason: str
) -> TournamentState:
    state = tournament.state
    number = max(state.penalties, default=0) + 1
    # A withdrawn penalty's number is never given again: the list keeps its numbers.
    for step in tournament.steps:
        for event in step:
            if isinstance(event, Penalised):
                number = max(number, event.number + 1)
    return tournament.record([Penalised(number, player, round_, points, reason)])


def withdraw_penalty(tournament: Tournament, number: int) -> TournamentState:
    return tournament.record([PenaltyWithdrawn(number)])


def _ranked_order(state: TournamentState, rounds: int, players: Sequence[str]) -> list[str]:
    """`players` by the ranking after `rounds` rounds; substitutes, unranked, last."""
    wanted = set(players)
    order = [player for player in ranking(state, rounds).order() if player in wanted]
    order += [player for player in players if player not in set(order)]
    return order


def _round_replaced(schedule: Schedule, number: int, seated: Round) -> Schedule:
    rounds = list(schedule.rounds)
    rounds[number] = seated
    return Schedule(schedule.table_size, tuple(rounds))


def seat_swiss(tournament: Tournament) -> TournamentState:
    """Seat the next round by the ranking so far: the leaders together, sparing repeats."""
    state = tournament.state
    schedule = state.schedule
    number = state.begun
    if schedule is None:
        raise TallyoError(translate("Tournament", "The schedule is not seated yet."))
    if number >= state.rounds:
        raise TallyoError(translate("Tournament", "Every round has been played."))
    if number and not state.complete(number - 1):
        raise TallyoError(
            translate(
                "Tournament", "Round {round} is not complete: a Swiss round follows the ranking."
            ).format(round=number)
        )
    if state.cut is not None and number >= state.cut.after:
        raise TallyoError(translate("Tournament", "The final rounds are seated by the cut."))
    order = _ranked_order(state, number, state.active(number))
    seated = swiss_round(order, schedule.rounds[:number], state.table_size, _entrants(state, order))
    return tournament.record(
        [Seated(_round_replaced(schedule, number, seated), number, SeatedHow.SWISS)]
    )


def make_cut(
    tournament: Tournament, size: int, carry: Carry, *, others_play: bool = True
) -> TournamentState:
    """The first `size` of the ranking play the rounds left at the final tables."""
    state = tournament.state
    schedule = state.schedule
    after = state.rounds_complete()
    if schedule is None:
        raise TallyoError(translate("Tournament", "The schedule is not seated yet."))
    if after >= state.rounds:
        raise TallyoError(translate("Tournament", "Every round has been played."))
    active = state.active(after)
    order = _ranked_order(state, after, active)
    ranked = [player for player in order if not state.players[player].substitute]
    if size > len(ranked):
        raise TallyoError(
            translate("Tournament", "The cut takes {size} players, but {count} are ranked.").format(
                size=size, count=len(ranked)
            )
        )
    finalists = tuple(ranked[:size])
    cut = CutMade(after, finalists, carry, others_play)
    others = [player for player in order if player not in set(finalists)]
    if others_play and len(others) % state.table_size:
        raise TallyoError(
            translate(
                "Tournament",
                "The {count} players below the cut do not fill tables of {size}: let them sit "
                "out, or cut at another number.",
            ).format(count=len(others), size=state.table_size)
        )
    rounds = list(schedule.rounds[:after])
    entrants = _entrants(state, order)
    for _ in range(after, state.rounds):
        rounds.append(
            final_round(
                list(finalists) + others,
                size,
                rounds,
                state.table_size,
                entrants,
                others_play=others_play,
            )
        )
    seated = Seated(Schedule(schedule.table_size, tuple(rounds)), after, SeatedHow.FINAL)
    return tournament.record([cut, seated])


def checked_in_count(state: TournamentState) -> int:
    return sum(1 for player in state.players if player in state.present)


def take_results(tournament: Tournament, games: Sequence[SavedGame]) -> TakenGames:
    """Record the results the tournament's finished games give (one step for all of them),
    and say what was taken, kept and refused."""
    found = take_games(tournament.state, games)
    if found.taken:
        tournament.record(found.taken)
    return found
