"""Where the club nights' seatings are kept: one small file for each night in the data folder's
`seating` folder, named by the night's identity. Reopening the seating window on the day of a
night brings that night back; the other nights' rounds tell who met whom and who sat where
before (the season's side of the seating).

Each file is checked whole as it is read (`core.club.seating_checks`). One that cannot be read
or used is left out, and left as it is: it is never the current night's, so it is never written
over, and it cannot spoil the seating of a later night. `set_aside` says which were left out and
why, for the window to say so.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.app.files.game_store import write_atomically
from tallyo_desktop.core.club.seating import Round
from tallyo_desktop.core.club.seating_plan import (
    MAX_TEXT,
    SeatingPlan,
    is_night_id,
    plan_from_json,
    plan_to_json,
)
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.values import field, valueclass

SEATING_FOLDER = "seating"
"""The data folder's folder of club nights' seatings."""
SUFFIX = ".json"
MAX_BYTES = 4 * MAX_TEXT
"""The largest seating file read: UTF-8 takes at most four bytes a character."""
_NO_WAIT = getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


def read_text(path: Path) -> str:
    """The text of the seating file `path`; TallyoError in words when it is not an ordinary
    file of a seating's size, or cannot be read. Nothing is read past the limit."""
    try:
        # Not blocking: a named pipe put where a seating was expected must not hang the window.
        descriptor = os.open(path, os.O_RDONLY | _NO_WAIT)
        try:
            if not stat.S_ISREG(os.fstat(descriptor).st_mode):
                raise TallyoError(
                    QCoreApplication.translate(
                        "SeatingStore", "{path} is not a seating: it is not an ordinary file."
                    ).format(path=path)
                )
            chunks, size = [], 0
            while size <= MAX_BYTES and (chunk := os.read(descriptor, 1 << 20)):
                chunks.append(chunk)
                size += len(chunk)
        finally:
            os.close(descriptor)
    except OSError as error:
        raise TallyoError(
            QCoreApplication.translate("SeatingStore", "{path} cannot be read: {reason}.").format(
                path=path, reason=error.strerror or error
            )
        ) from None
    if size > MAX_BYTES:
        raise TallyoError(
            QCoreApplication.translate(
                "SeatingStore", "{path} is far too large to be a night's seating."
            ).format(path=path)
        )
    try:
        return b"".join(chunks).decode("utf-8-sig")
    except UnicodeDecodeError:
        # Not text: refused as any other document that is not a seating.
        return ""


@valueclass(frozen=False)
class SeatingStore:
    folder: Path
    set_aside: dict[Path, str] = field(default_factory=dict)
    """The files of the folder left out when it was last read, and why."""

    def path(self, night_id: str) -> Path:
        if not is_night_id(night_id):
            # Every id the window holds was checked as it was read or made: a program mistake.
            raise ValueError(f"{night_id!r} cannot name a night's file")
        return self.folder / f"{night_id}{SUFFIX}"

    def plans(self) -> list[tuple[Path, SeatingPlan]]:
        """Every night's seating that can be read and used, the last changed first."""
        found = []
        self.set_aside = {}
        try:
            paths = [path for path in self.folder.iterdir() if path.suffix == SUFFIX]
        except OSError:
            return []
        for path in paths:
            try:
                plan = plan_from_json(read_text(path))
                changed = path.stat().st_mtime
            except OSError as error:
                self.set_aside[path] = str(error.strerror or error)
                continue
            except TallyoError as error:
                self.set_aside[path] = str(error)
                continue
            if path.stem == plan.night_id:
                found.append((changed, path, plan))
        found.sort(key=lambda item: item[0], reverse=True)
        return [(path, plan) for _changed, path, plan in found]

    def plan_of(self, night_id: str) -> SeatingPlan | None:
        """The seating kept for the night `night_id`, if one can be read."""
        return next((plan for _path, plan in self.plans() if plan.night_id == night_id), None)

    def nights_of(self, day: str) -> list[SeatingPlan]:
        """The nights held on `day` (YYYY-MM-DD), the one seated last first."""
        return [plan for _path, plan in self.plans() if plan.day == day]

    def night_of(self, day: str) -> SeatingPlan | None:
        """The night held on `day` (YYYY-MM-DD) seated last, if any."""
        return next(iter(self.nights_of(day)), None)

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

    def forget(self, night_id: str) -> None:
        """No longer keep the seating of the night `night_id` (its rounds went to another)."""
        # Left behind, it would be one more night of the season's side: no harm.
        with contextlib.suppress(OSError):
            self.path(night_id).unlink(missing_ok=True)
