"""A club night's seating as it is kept between openings of the seating window: the night (its
identity and name, the day it is held), how its tables are made, who came, the rounds seated
so far, and whether the night came in a file from another laptop. Kept as a small JSON
document, checked whole as it is read (`seating_checks`): one that is not a seating, or not
one that can be used, is refused with the reason.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace

from tallyo_desktop.core.club.seating import Round, TableSizes
from tallyo_desktop.core.club.seating_checks import (
    checked_attendance,
    checked_day,
    checked_night_name,
    checked_rounds,
    damaged,
)
from tallyo_desktop.core.values import valueclass

FORMAT_NAME = "tallyo-seating"
FORMAT_VERSION = 1
_NIGHT_ID = re.compile(r"[0-9a-f]{32}")
MAX_TEXT = 8 * 1024 * 1024
"""The longest a seating's document may be, in characters: a night of the most players and
rounds, with long names, fits well within it."""
MAX_SEASON_ID = 200


def new_night_id() -> str:
    # Imported here: only a new night needs it.
    import uuid

    return uuid.uuid4().hex


def is_night_id(text: str) -> bool:
    """Whether `text` is a club night's identity in its one form (it names the night's file)."""
    return _NIGHT_ID.fullmatch(text) is not None


@valueclass
class SeatingPlan:
    """One club night's seating."""

    night_id: str
    night_name: str
    day: str
    """The night's date, YYYY-MM-DD."""
    sizes: TableSizes = TableSizes.FOURS
    swiss: bool = False
    attendance: tuple[str, ...] = ()
    rounds: tuple[Round, ...] = ()
    received_rounds: int | None = None
    """None for a night seated on this laptop; for a night that came in a file from another
    laptop (the organiser's), how many of its rounds came so: those after it were seated here,
    and are this laptop's own."""
    season_id: str | None = None
    """The season the night belongs to in the library of the laptop that saved the file, so
    that the games started from it on another laptop name it too (a file may say none)."""
    season_name: str | None = None

    @property
    def received(self) -> bool:
        """Whether the night came in a file: this laptop follows the plan of the one that
        wrote it."""
        return self.received_rounds is not None

    def seated_here(self, number: int) -> bool:
        """Whether round `number` (counted from 1) of a night that came in a file was seated
        on this laptop."""
        return self.received_rounds is not None and number > self.received_rounds

    def with_round(self, seated: Round) -> SeatingPlan:
        return replace(self, rounds=(*self.rounds, seated))

    def without_last_round(self) -> SeatingPlan:
        received = self.received_rounds
        if received is not None:
            received = min(received, len(self.rounds) - 1)
        return replace(self, rounds=self.rounds[:-1], received_rounds=received)


def plan_to_json(plan: SeatingPlan, *, for_others: bool = False) -> str:
    """The seating as a document; `for_others`, as the file for the other laptops, which says
    nothing of what came to this laptop from elsewhere (each laptop knows that for itself)."""
    document: dict[str, object] = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "night": night_document(plan),
        "tables": plan.sizes.value,
        "swiss": plan.swiss,
        "attendance": list(plan.attendance),
        "rounds": [
            {
                "tables": [list(table) for table in done.tables],
                "sitting_out": list(done.sitting_out),
            }
            for done in plan.rounds
        ],
    }
    if plan.received_rounds is not None and not for_others:
        document["received_rounds"] = plan.received_rounds
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def night_document(plan: SeatingPlan) -> dict[str, object]:
    night: dict[str, object] = {"id": plan.night_id, "name": plan.night_name, "day": plan.day}
    if plan.season_id is not None and plan.season_name is not None:
        # Added within the same version: a file without it is a night of no season.
        night["season"] = {"id": plan.season_id, "name": plan.season_name}
    return night


def checked_season(value: object) -> tuple[str | None, str | None]:
    """The season's identity and name a night's document gives, if any."""
    if value is None:
        return None, None
    if not isinstance(value, dict):
        raise damaged()
    uid = value.get("id")
    if not isinstance(uid, str) or not uid or len(uid) > MAX_SEASON_ID or not uid.isprintable():
        raise damaged()
    return uid, checked_night_name(value.get("name"))


def plan_from_json(text: str) -> SeatingPlan:
    """The seating in `text`, checked whole (`seating_checks`); TallyoError says why it
    cannot be read or used."""
    if len(text) > MAX_TEXT:
        raise damaged()
    try:
        document = json.loads(text)
    except (ValueError, RecursionError):
        raise damaged() from None
    if not isinstance(document, dict) or document.get("format") != FORMAT_NAME:
        raise damaged()
    if document.get("version") != FORMAT_VERSION:
        raise damaged()
    night = document.get("night")
    if not isinstance(night, dict):
        raise damaged()
    night_id = night.get("id")
    if not isinstance(night_id, str) or not is_night_id(night_id):
        raise damaged()
    try:
        sizes = TableSizes(document.get("tables"))
    except ValueError:
        raise damaged() from None
    swiss = document.get("swiss", False)
    if not isinstance(swiss, bool):
        raise damaged()
    rounds = checked_rounds(document.get("rounds"))
    received = document.get("received_rounds")
    if received is not None and (
        not isinstance(received, int)
        or isinstance(received, bool)
        or not 0 <= received <= len(rounds)
    ):
        raise damaged()
    season_id, season_name = checked_season(night.get("season"))
    return SeatingPlan(
        night_id,
        checked_night_name(night.get("name")),
        checked_day(night.get("day")),
        sizes,
        swiss,
        checked_attendance(document.get("attendance")),
        rounds,
        received,
        season_id,
        season_name,
    )
