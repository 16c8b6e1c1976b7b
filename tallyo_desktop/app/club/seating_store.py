"""Where the club nights' seatings are kept: one small file for each night in the data folder's
`seating` folder, named by the night's identity. Reopening the seating window on the day of a
night brings that night back; the other nights' rounds tell who met whom and who sat where
before (the season's side of the seating). A file that cannot be read is left as it is: it is
never the current night's, so it is never written over.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tallyo_desktop.app.files.game_store import write_atomically
from tallyo_desktop.core.club.seating import Round
from tallyo_desktop.core.club.seating_plan import (
    SeatingPlan,
    is_night_id,
    plan_from_json,
    plan_to_json,
)
from tallyo_desktop.core.errors import TallyoError

SUFFIX = ".json"


@dataclass
class SeatingStore:
    folder: Path

    def path(self, night_id: str) -> Path:
        if not is_night_id(night_id):
            # Every id the window holds was checked as it was read or made: a program mistake.
            raise ValueError(f"{night_id!r} cannot name a night's file")
        return self.folder / f"{night_id}{SUFFIX}"

    def plans(self) -> list[tuple[Path, SeatingPlan]]:
        """Every night's seating that can be read, the last changed first."""
        found = []
        try:
            paths = [path for path in self.folder.iterdir() if path.suffix == SUFFIX]
        except OSError:
            return []
        for path in paths:
            try:
                plan = plan_from_json(path.read_text(encoding="utf-8"))
                changed = path.stat().st_mtime
            except (OSError, UnicodeError, TallyoError):
                continue
            if path.stem == plan.night_id:
                found.append((changed, path, plan))
        found.sort(key=lambda item: item[0], reverse=True)
        return [(path, plan) for _changed, path, plan in found]

    def night_of(self, day: str) -> SeatingPlan | None:
        """The night held on `day` (YYYY-MM-DD) seated last, if any."""
        return next((plan for _path, plan in self.plans() if plan.day == day), None)

    def earlier_rounds(self, night_id: str) -> list[Round]:
        """The rounds of every other night."""
        return [
            done
            for _path, plan in self.plans()
            if plan.night_id != night_id
            for done in plan.rounds
        ]

    def save(self, plan: SeatingPlan) -> str | None:
        """Keep `plan`; the reason in words when it could not be written."""
        return write_atomically(self.path(plan.night_id), plan_to_json(plan))
