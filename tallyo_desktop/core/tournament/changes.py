"""What a change to a tournament changed, for every view to follow (as a `GameChange` tells the
views of a game), and what a step is called where undo and redo name it."""

from __future__ import annotations

from tallyo_desktop.core.exhaustive import assert_never
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.tournament.events import (
    CheckedIn,
    CutMade,
    Dropped,
    Edited,
    Founded,
    Penalised,
    PenaltyWithdrawn,
    Registered,
    ResultCleared,
    Seated,
    SeatedHow,
    SettingsChanged,
    Step,
    TableResult,
    Unregistered,
)
from tallyo_desktop.core.tournament.state import TournamentState
from tallyo_desktop.core.values import valueclass


@valueclass
class TournamentChange:
    reset: bool = False
    """Another tournament, or none: everything is shown again."""
    settings: bool = False
    players: bool = False
    schedule: bool = False
    results: bool = False
    penalties: bool = False
    edited: bool = False
    """The tournament's events changed: its file is to be saved."""

    @property
    def ranking(self) -> bool:
        """Whether the ranking may differ."""
        return self.reset or self.settings or self.players or self.results or self.penalties


RESET = TournamentChange(reset=True)


def change_between(old: TournamentState, new: TournamentState) -> TournamentChange:
    """What differs from `old` to `new` (states share what did not change, so the tests are
    cheap)."""
    return TournamentChange(
        settings=(old.name, old.day, old.rules, old.rounds)
        != (new.name, new.day, new.rules, new.rounds),
        players=old.players is not new.players
        or old.present is not new.present
        or old.dropped is not new.dropped,
        schedule=old.schedule is not new.schedule or old.cut is not new.cut,
        results=old.results is not new.results,
        penalties=old.penalties is not new.penalties,
        edited=True,
    )


def step_name(step: Step, state: TournamentState) -> str:
    """What the step did, as undo names it ("Undo the slip of table 3, round 2")."""
    event = step[0]
    players = state.players

    def name(number: str) -> str:
        player = players.get(number)
        return player.name if player is not None else number

    match event:
        case Founded():
            return translate("Tournament changes", "the new tournament")
        case SettingsChanged():
            return translate("Tournament changes", "the tournament's settings")
        case Registered():
            if len([one for one in step if isinstance(one, Registered)]) > 1:
                return translate(
                    "Tournament changes", "the registration of {count} players"
                ).format(count=sum(isinstance(one, Registered) for one in step))
            return translate("Tournament changes", "the registration of {name}").format(
                name=event.player.name
            )
        case Edited():
            return translate("Tournament changes", "the change to {name}").format(
                name=event.player.name
            )
        case Unregistered():
            return translate("Tournament changes", "taking {name} off the list").format(
                name=name(event.player)
            )
        case CheckedIn():
            if len(step) > 1:
                return translate("Tournament changes", "the check-in of {count} players").format(
                    count=len(step)
                )
            return translate("Tournament changes", "the check-in of {name}").format(
                name=name(event.player)
            )
        case Dropped():
            return translate("Tournament changes", "the drop of {name}").format(
                name=name(event.player)
            )
        case Seated():
            match event.how:
                case SeatedHow.WHOLE:
                    return translate("Tournament changes", "the schedule")
                case SeatedHow.AGAIN:
                    return translate("Tournament changes", "the rounds seated again")
                case SeatedHow.REPLACED:
                    return translate("Tournament changes", "the replacement")
                case SeatedHow.SWISS:
                    return translate("Tournament changes", "the Swiss round {round}").format(
                        round=event.from_round + 1
                    )
                case SeatedHow.FINAL:
                    return translate("Tournament changes", "the final tables")
            assert_never(event.how)
        case TableResult():
            if len(step) > 1:
                return translate("Tournament changes", "the results of {count} games").format(
                    count=len(step)
                )
            if event.game is not None:
                return translate(
                    "Tournament changes", "the game of table {table}, round {round}"
                ).format(table=event.table + 1, round=event.round + 1)
            return translate(
                "Tournament changes", "the slip of table {table}, round {round}"
            ).format(table=event.table + 1, round=event.round + 1)
        case ResultCleared():
            return translate("Tournament changes", "clearing table {table}, round {round}").format(
                table=event.table + 1, round=event.round + 1
            )
        case Penalised():
            return translate("Tournament changes", "the penalty for {name}").format(
                name=name(event.player)
            )
        case PenaltyWithdrawn():
            return translate("Tournament changes", "withdrawing penalty {number}").format(
                number=event.number
            )
        case CutMade():
            return translate("Tournament changes", "the cut")
    assert_never(event)
