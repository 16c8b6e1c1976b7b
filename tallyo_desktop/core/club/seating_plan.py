"""A club night's seating as it is kept between openings of the seating window: the night (its
identity and name, the day it is held), how its tables are made, who came, and the rounds seated
so far. Kept as a small JSON document; a document that is not one is refused with the reason.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace

from tallyo_desktop.core.club.seating import Round, TableSizes
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate

FORMAT_NAME = "tallyo-seating"
FORMAT_VERSION = 1
_NIGHT_ID = re.compile(r"[0-9a-f]{32}")


def new_night_id() -> str:
    # Imported here: only a new night needs it.
    import uuid

    return uuid.uuid4().hex


def is_night_id(text: str) -> bool:
    """Whether `text` is a club night's identity in its one form (it names the night's file)."""
    return _NIGHT_ID.fullmatch(text) is not None


@dataclass(frozen=True)
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

    def with_round(self, seated: Round) -> SeatingPlan:
        return replace(self, rounds=(*self.rounds, seated))

    def without_last_round(self) -> SeatingPlan:
        return replace(self, rounds=self.rounds[:-1])


def plan_to_json(plan: SeatingPlan) -> str:
    document = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "night": {"id": plan.night_id, "name": plan.night_name, "day": plan.day},
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
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def _bad() -> TallyoError:
    """The refusal of a document that is not a seating this version wrote, whatever is wrong."""
    return TallyoError(
        translate(
            "Seating",
            "The seating kept for this night cannot be read: it is damaged, or was written by "
            "a newer Tallyo Desktop.",
        )
    )


def _names(value: object) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
        raise _bad()
    return tuple(value)


def plan_from_json(text: str) -> SeatingPlan:
    """The seating in `text`; TallyoError says why it cannot be read."""
    try:
        document = json.loads(text)
    except (ValueError, RecursionError):
        raise _bad() from None
    if not isinstance(document, dict) or document.get("format") != FORMAT_NAME:
        raise _bad()
    if document.get("version") != FORMAT_VERSION:
        raise _bad()
    night = document.get("night")
    if not isinstance(night, dict):
        raise _bad()
    night_id, name, day = night.get("id"), night.get("name"), night.get("day")
    if not isinstance(night_id, str) or not is_night_id(night_id):
        raise _bad()
    if not isinstance(name, str) or not isinstance(day, str):
        raise _bad()
    try:
        sizes = TableSizes(document.get("tables"))
    except ValueError:
        raise _bad() from None
    swiss = document.get("swiss", False)
    if not isinstance(swiss, bool):
        raise _bad()
    rounds = document.get("rounds")
    if not isinstance(rounds, list):
        raise _bad()
    done = []
    for entry in rounds:
        if not isinstance(entry, dict) or not isinstance(entry.get("tables"), list):
            raise _bad()
        tables = tuple(_names(table) for table in entry["tables"])
        done.append(Round(tables, _names(entry.get("sitting_out", []))))
    return SeatingPlan(
        night_id,
        name,
        day,
        sizes,
        swiss,
        _names(document.get("attendance")),
        tuple(done),
    )
