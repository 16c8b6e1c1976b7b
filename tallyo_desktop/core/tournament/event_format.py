"""Each tournament event as the tournament file holds it (JSON), and read back, trusting nothing:
every field is required and of its kind, a field the format does not define is refused, text
is bounded. Rounds and tables are numbered from 1 in the file. docs/tournament.md describes
each event.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any, TypeVar

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.exhaustive import assert_never
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.record.rules import rules_from_dict, rules_to_dict
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
from tallyo_desktop.core.tournament.players import Player
from tallyo_desktop.core.tournament.schedule import schedule_from_dict, schedule_to_dict
from tallyo_desktop.core.tournament.tournament_rules import TieBreak, TournamentRules

MOST_TEXT = 1000
"""The longest text of any field."""
MOST_NUMBER = 2**53 - 1
E = TypeVar("E", bound=Enum)


class BadTournamentFile(TallyoError):
    """A tournament file that cannot be opened, and why, in the organiser's words."""


def damaged(detail: str) -> BadTournamentFile:
    return BadTournamentFile(
        translate("Tournament file", "The tournament file is damaged: {detail}.").format(
            detail=detail
        )
    )


class Fields:
    """An object of the file, read field by field: `fields` it must have, and no other."""

    def __init__(self, data: object, what: str, fields: tuple[str, ...]) -> None:
        if not isinstance(data, dict):
            raise damaged(translate("Tournament file", "{what} is not an object").format(what=what))
        unknown = sorted(set(data) - set(fields))
        if unknown:
            raise damaged(
                translate("Tournament file", "{what} has a field it should not: {field}").format(
                    what=what, field=str(unknown[0])[:40]
                )
            )
        missing = [field for field in fields if field not in data]
        if missing:
            raise damaged(
                translate("Tournament file", "{what} has no {field}").format(
                    what=what, field=missing[0]
                )
            )
        self.data: dict[str, Any] = data
        self.what = what

    def _named(self, field: str) -> str:
        return translate("Tournament file", '{what}\'s "{field}"').format(
            what=self.what, field=field
        )

    def text(self, field: str, *, empty: bool = True) -> str:
        value = self.data[field]
        if (
            not isinstance(value, str)
            or len(value) > MOST_TEXT
            or (not empty and not value)
            or any("\ud800" <= char <= "\udfff" for char in value)
        ):
            raise damaged(
                translate("Tournament file", "{what} is not text of a fitting length").format(
                    what=self._named(field)
                )
            )
        return value

    def number(self, field: str, low: int = 0, high: int = MOST_NUMBER) -> int:
        value = self.data[field]
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise damaged(
                translate(
                    "Tournament file", "{what} is not a whole number from {low} to {high}"
                ).format(what=self._named(field), low=low, high=high)
            )
        return value

    def flag(self, field: str) -> bool:
        value = self.data[field]
        if not isinstance(value, bool):
            raise damaged(
                translate("Tournament file", "{what} is not true or false").format(
                    what=self._named(field)
                )
            )
        return value

    def items(self, field: str) -> list[Any]:
        value = self.data[field]
        if not isinstance(value, list):
            raise damaged(
                translate("Tournament file", "{what} is not a list").format(what=self._named(field))
            )
        return value

    def numbers(self, field: str, low: int, high: int) -> tuple[int, ...]:
        found = []
        for value in self.items(field):
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                raise damaged(
                    translate(
                        "Tournament file", "{what} holds something that is not a fitting number"
                    ).format(what=self._named(field))
                )
            found.append(value)
        return tuple(found)

    def texts(self, field: str) -> tuple[str, ...]:
        found = []
        for value in self.items(field):
            if not isinstance(value, str) or not value or len(value) > MOST_TEXT:
                raise damaged(
                    translate(
                        "Tournament file", "{what} holds something that is not a name"
                    ).format(what=self._named(field))
                )
            found.append(value)
        return tuple(found)

    def choice(self, field: str, kind: type[E]) -> E:
        value = self.data[field]
        for member in kind:
            if isinstance(value, str) and member.value == value:
                return member
        raise damaged(
            translate("Tournament file", "{what} is not one of: {known}").format(
                what=self._named(field), known=", ".join(str(member.value) for member in kind)
            )
        )


# --- Writing ----------------------------------------------------------------------------------


def rules_dict(rules: TournamentRules) -> dict[str, object]:
    return {
        "game": rules_to_dict(rules.game),
        "penalty_step": rules.penalty_step,
        "tie_breaks": [tie.value for tie in rules.tie_breaks],
    }


def player_dict(player: Player) -> dict[str, object]:
    return {
        "number": player.id,
        "name": player.name,
        "ema": player.ema,
        "country": player.country,
        "club": player.club,
        "team": player.team,
        "substitute": player.substitute,
        "table": None if player.table is None else player.table + 1,
    }


def event_to_dict(event: Event) -> dict[str, object]:
    match event:
        case Founded():
            return {
                "event": "founded",
                "id": event.id,
                "name": event.name,
                "day": event.day,
                "rounds": event.rounds,
                "rules": rules_dict(event.rules),
            }
        case SettingsChanged():
            return {
                "event": "settings",
                "name": event.name,
                "day": event.day,
                "rounds": event.rounds,
                "rules": rules_dict(event.rules),
            }
        case Registered():
            return {"event": "registered", "player": player_dict(event.player)}
        case Edited():
            return {"event": "edited", "player": player_dict(event.player)}
        case Unregistered():
            return {"event": "unregistered", "player": event.player}
        case CheckedIn():
            return {"event": "checked_in", "player": event.player, "present": event.present}
        case Dropped():
            return {"event": "dropped", "player": event.player, "from_round": event.from_round + 1}
        case Seated():
            return {
                "event": "seated",
                "from_round": event.from_round + 1,
                "how": event.how.value,
                "seed": event.seed,
                "apart": event.apart.value,
                "apart_rounds": event.apart_rounds,
                "schedule": schedule_to_dict(event.schedule),
            }
        case TableResult():
            return {
                "event": "result",
                "round": event.round + 1,
                "table": event.table + 1,
                "seats": list(event.seats),
                "points": list(event.points),
                "chombo": list(event.chombo),
                "sticks": event.sticks,
                "game": event.game,
            }
        case ResultCleared():
            return {"event": "result_cleared", "round": event.round + 1, "table": event.table + 1}
        case Penalised():
            return {
                "event": "penalty",
                "number": event.number,
                "player": event.player,
                "round": event.round + 1,
                "points": event.points,
                "reason": event.reason,
            }
        case PenaltyWithdrawn():
            return {"event": "penalty_withdrawn", "number": event.number}
        case CutMade():
            return {
                "event": "cut",
                "after": event.after,
                "finalists": list(event.finalists),
                "carry": event.carry.value,
                "others_play": event.others_play,
            }
    assert_never(event)


# --- Reading ----------------------------------------------------------------------------------

_ROUNDS = 100
_TABLES = 1000


def _rules(data: object) -> TournamentRules:
    what = translate("Tournament file", "the rules")
    record = Fields(data, what, ("game", "penalty_step", "tie_breaks"))
    try:
        game = rules_from_dict(record.data["game"])
    except TallyoError as error:
        raise BadTournamentFile(
            translate("Tournament file", "The tournament's rules cannot be read. {reason}").format(
                reason=error
            )
        ) from None
    breaks = []
    for value in record.items("tie_breaks"):
        try:
            breaks.append(TieBreak(value))
        except ValueError:
            raise damaged(
                translate("Tournament file", "the rules name a tie-break Tallyo does not know")
            ) from None
    rules = TournamentRules(game, record.number("penalty_step", 1), tuple(breaks))
    problems = rules.problems()
    if problems:
        raise BadTournamentFile(
            translate(
                "Tournament file", "The tournament's rules cannot be played: {problems}"
            ).format(problems=" ".join(problems))
        )
    return rules


def _player(data: object) -> Player:
    record = Fields(
        data,
        translate("Tournament file", "a player"),
        ("number", "name", "ema", "country", "club", "team", "substitute", "table"),
    )
    table = None if record.data["table"] is None else record.number("table", 1, _TABLES) - 1
    return Player(
        record.text("number", empty=False),
        record.text("name", empty=False),
        record.text("ema"),
        record.text("country"),
        record.text("club"),
        record.text("team"),
        record.flag("substitute"),
        table,
    )


_FIELDS: dict[str, tuple[str, ...]] = {
    "founded": ("event", "id", "name", "day", "rounds", "rules"),
    "settings": ("event", "name", "day", "rounds", "rules"),
    "registered": ("event", "player"),
    "edited": ("event", "player"),
    "unregistered": ("event", "player"),
    "checked_in": ("event", "player", "present"),
    "dropped": ("event", "player", "from_round"),
    "seated": ("event", "from_round", "how", "seed", "apart", "apart_rounds", "schedule"),
    "result": ("event", "round", "table", "seats", "points", "chombo", "sticks", "game"),
    "result_cleared": ("event", "round", "table"),
    "penalty": ("event", "number", "player", "round", "points", "reason"),
    "penalty_withdrawn": ("event", "number"),
    "cut": ("event", "after", "finalists", "carry", "others_play"),
}


def event_from_dict(data: object) -> Event:
    """The event a dict of the file holds; BadTournamentFile says why it is not one."""
    kind = data.get("event") if isinstance(data, dict) else None
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise damaged(translate("Tournament file", "a change holds an event Tallyo does not know"))
    record = Fields(
        data, translate("Tournament file", 'an event "{kind}"').format(kind=kind), _FIELDS[kind]
    )
    reader = _READERS[kind]
    return reader(record)


def _seed(record: Fields) -> int | None:
    return None if record.data["seed"] is None else record.number("seed")


def _game(record: Fields) -> str | None:
    return None if record.data["game"] is None else record.text("game", empty=False)


def _schedule(record: Fields) -> Seated:
    try:
        schedule = schedule_from_dict(record.data["schedule"])
    except TallyoError as error:
        raise BadTournamentFile(str(error)) from None
    return Seated(
        schedule,
        record.number("from_round", 1, _ROUNDS + 1) - 1,
        record.choice("how", SeatedHow),
        _seed(record),
        record.choice("apart", Apart),
        record.number("apart_rounds", 0, _ROUNDS),
    )


_READERS: dict[str, Callable[[Fields], Event]] = {
    "founded": lambda r: Founded(
        r.text("id", empty=False),
        r.text("name"),
        r.text("day"),
        _rules(r.data["rules"]),
        r.number("rounds", 1, _ROUNDS),
    ),
    "settings": lambda r: SettingsChanged(
        r.text("name"), r.text("day"), _rules(r.data["rules"]), r.number("rounds", 1, _ROUNDS)
    ),
    "registered": lambda r: Registered(_player(r.data["player"])),
    "edited": lambda r: Edited(_player(r.data["player"])),
    "unregistered": lambda r: Unregistered(r.text("player", empty=False)),
    "checked_in": lambda r: CheckedIn(r.text("player", empty=False), r.flag("present")),
    "dropped": lambda r: Dropped(
        r.text("player", empty=False), r.number("from_round", 1, _ROUNDS + 1) - 1
    ),
    "seated": _schedule,
    "result": lambda r: TableResult(
        r.number("round", 1, _ROUNDS) - 1,
        r.number("table", 1, _TABLES) - 1,
        r.texts("seats"),
        r.numbers("points", -MOST_NUMBER, MOST_NUMBER),
        r.numbers("chombo", 0, 99),
        r.number("sticks", 0, 999),
        _game(r),
    ),
    "result_cleared": lambda r: ResultCleared(
        r.number("round", 1, _ROUNDS) - 1, r.number("table", 1, _TABLES) - 1
    ),
    "penalty": lambda r: Penalised(
        r.number("number", 1),
        r.text("player", empty=False),
        r.number("round", 1, _ROUNDS) - 1,
        r.number("points", 1),
        r.text("reason"),
    ),
    "penalty_withdrawn": lambda r: PenaltyWithdrawn(r.number("number", 1)),
    "cut": lambda r: CutMade(
        r.number("after", 1, _ROUNDS),
        r.texts("finalists"),
        r.choice("carry", Carry),
        r.flag("others_play"),
    ),
}
