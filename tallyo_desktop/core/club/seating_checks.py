"""A night's seating checked whole, before anything of it is kept: the seating file another
laptop wrote and the seatings kept in the data folder are read through here, so that a table of
five, a name that is not text or a list of a million names is refused in a sentence, and never
reaches the window or the seating of a later night.

What a seating must be: the night's identity in its one form, a name and a day; rounds of
tables of three or four (the choice of tables may change between rounds) that seat each player
once (at a table or sitting out), each name a player's name (`seating.check_name`); at most
`MAX_ROUNDS` rounds and `seating.MAX_PLAYERS` players.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date

from tallyo_desktop.core.club.seating import (
    MAX_PLAYERS,
    Round,
    check_attendance,
    check_name,
)
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate

MAX_ROUNDS = 60
"""The most rounds a night may hold: an evening plays a handful, a long tournament a dozen or
two."""
MAX_NIGHT_NAME = 200
"""The longest a night's name may be, in characters."""


def unusable(reason: str) -> TallyoError:
    """The refusal of a seating that can be read but not used, with the reason."""
    return TallyoError(
        translate("Seating", "This seating cannot be used: {reason}. Nothing was changed.").format(
            reason=reason
        )
    )


def checked_night_name(value: object) -> str:
    if not isinstance(value, str):
        raise damaged()
    name = value.strip()
    if not name or len(name) > MAX_NIGHT_NAME or not name.isprintable():
        raise unusable(
            translate(
                "Seating", "the night's name is empty, longer than {most} characters or not text"
            ).format(most=MAX_NIGHT_NAME)
        )
    return name


def checked_day(value: object) -> str:
    if not isinstance(value, str) or len(value) != len("2026-12-03"):
        raise unusable(translate("Seating", "the night has no day, or not one written YYYY-MM-DD"))
    try:
        date.fromisoformat(value)
    except ValueError:
        raise unusable(
            translate("Seating", "the night has no day, or not one written YYYY-MM-DD")
        ) from None
    return value


def damaged() -> TallyoError:
    """The refusal of a document that is not a seating this version wrote, whatever is wrong."""
    return TallyoError(
        translate(
            "Seating",
            "This seating cannot be read: it is damaged, or was written by a newer Tallyo "
            "Desktop. Nothing was changed.",
        )
    )


def _names(value: object, most: int) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
        raise damaged()
    if len(value) > most:
        raise unusable(
            translate("Seating", "it lists more than {most} players").format(most=MAX_PLAYERS)
        )
    return value


def _player(name: str, where: str) -> str:
    try:
        return check_name(name)
    except TallyoError as error:
        raise unusable(f"{where}: {error}".rstrip(".")) from None


def checked_attendance(value: object) -> tuple[str, ...]:
    names = _names(value, MAX_PLAYERS)
    try:
        return check_attendance(names)
    except TallyoError as error:
        where = translate("Seating", "in the list of players")
        raise unusable(f"{where}: {error}".rstrip(".")) from None


def checked_round(entry: object, number: int) -> Round:
    """Round `number` (counted from 1) of a night."""
    if not isinstance(entry, Mapping) or not isinstance(entry.get("tables"), list):
        raise damaged()
    where = translate("Seating", "round {number}").format(number=number)
    tables = entry["tables"]
    if not tables:
        raise unusable(translate("Seating", "round {number} seats nobody").format(number=number))
    if len(tables) > MAX_PLAYERS // 3:
        raise unusable(
            translate("Seating", "round {number} has more tables than a night can").format(
                number=number
            )
        )
    seen: set[str] = set()
    seated = []
    for table_number, table in enumerate(tables, start=1):
        names = _names(table, MAX_PLAYERS)
        if len(names) not in (3, 4):
            raise unusable(
                translate(
                    "Seating",
                    "table {table} of round {number} seats {count} players, where a table "
                    "seats 3 or 4",
                ).format(table=table_number, number=number, count=len(names))
            )
        seated.append(tuple(_player(name, where) for name in names))
    out = tuple(_player(name, where) for name in _names(entry.get("sitting_out", []), MAX_PLAYERS))
    for name in (*(name for table in seated for name in table), *out):
        if name in seen:
            raise unusable(
                translate("Seating", "round {number} seats {name} twice").format(
                    number=number, name=name
                )
            )
        seen.add(name)
    return Round(tuple(seated), out)


def checked_rounds(value: object) -> tuple[Round, ...]:
    if not isinstance(value, list):
        raise damaged()
    if len(value) > MAX_ROUNDS:
        raise unusable(
            translate("Seating", "it holds more than {most} rounds").format(most=MAX_ROUNDS)
        )
    rounds = tuple(checked_round(entry, number) for number, entry in enumerate(value, start=1))
    players = {name for done in rounds for name in (*done.seated, *done.sitting_out)}
    if len(players) > MAX_PLAYERS:
        raise unusable(
            translate("Seating", "it seats more than {most} players").format(most=MAX_PLAYERS)
        )
    return rounds
