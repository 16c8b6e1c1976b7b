"""The seating window's club night carried to the other laptops as a file. Each table may play
on a laptop of its own; a laptop that opens the night's seating file starts its table's game from
it as the organiser's laptop does, so that every game of the evening names the same night (its
identity), and the games gathered afterwards are found under it in the organiser's library.

The organiser's seating is the seating: a laptop that opened a night's file follows it, and
takes each later file of it that goes on from the rounds it has. A file that would replace
anything seated here (one behind the seating here, one that went another way, one with the same
rounds under another name) replaces nothing without asking, and the question says which of the
two goes further (`core.club.seating_received`). A file that cannot be read or used is refused in
a sentence, and nothing changes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QLabel, QWidget

from tallyo_desktop.app.club.seating_store import SeatingStore, read_text
from tallyo_desktop.app.files.game_store import write_atomically
from tallyo_desktop.app.shared import save_places
from tallyo_desktop.app.shared.save_places import SavePlaces, file_name
from tallyo_desktop.core.club.seating_plan import SeatingPlan, plan_from_json, plan_to_json
from tallyo_desktop.core.club.seating_received import Comparison, Standing, compare, taken
from tallyo_desktop.core.errors import TallyoError

if TYPE_CHECKING:
    from tallyo_desktop.app.club.seating_links import LibraryNight

SEATING_SUFFIX = ".tallyo-seating"


class Questions(Protocol):
    """What the seating asks the organiser (the app's prompter answers it)."""

    def choose(self, title: str, text: str, choices: list[str]) -> int | None:
        """Which of `choices` (button texts, the first the default) was taken; None when
        the question was cancelled."""
        ...


def file_filter() -> str:
    return QCoreApplication.translate("NightFiles", "Seatings (*{suffix})").format(
        suffix=SEATING_SUFFIX
    )


SAVED_KEY = "club/seatingFolder"
"""Where the last seating was saved (or opened from): the next dialog starts there."""


def saved_name(plan: SeatingPlan) -> str:
    """The name proposed for the night's seating: "seating-club-night-2026-12-03.tallyo-seating";
    the day is added when the night's name does not hold it."""
    parts = [QCoreApplication.translate("NightFiles", "seating"), plan.night_name]
    if plan.day not in plan.night_name:
        parts.append(plan.day)
    return file_name(*parts, suffix=SEATING_SUFFIX)


def ask_save_path(parent: QWidget, plan: SeatingPlan, places: SavePlaces) -> Path | None:
    return save_places.ask_save_path(
        parent,
        QCoreApplication.translate("NightFiles", "Save the night's seating"),
        file_filter(),
        places,
        saved_name(plan),
    )


def ask_open_path(parent: QWidget, places: SavePlaces) -> Path | None:
    path, _ = QFileDialog.getOpenFileName(
        parent,
        QCoreApplication.translate("NightFiles", "Open a night's seating"),
        str(places.folder()),
        file_filter(),
    )
    if not path:
        return None
    places.used(Path(path))
    return Path(path)


def write_plan(path: Path, plan: SeatingPlan) -> str | None:
    """Write the night's seating to `path`; the reason in words when it could not be."""
    return write_atomically(path, plan_to_json(plan, for_others=True))


def read_plan(path: Path) -> SeatingPlan:
    """The night's seating in the file `path`, checked whole; TallyoError says why it cannot be
    read or used."""
    return plan_from_json(read_text(path))


def reach(rounds: int) -> str:
    """How far a seating goes, in words."""
    if rounds == 0:
        return QCoreApplication.translate("NightFiles", "no round yet")
    if rounds == 1:
        return QCoreApplication.translate("NightFiles", "round 1")
    return QCoreApplication.translate("NightFiles", "rounds 1 to {last}").format(last=rounds)


def further(found: Comparison) -> str:
    """Which of the two seatings goes further, in a sentence."""
    if found.received > found.here:
        return QCoreApplication.translate("NightFiles", "The file's seating goes further.")
    if found.received < found.here:
        return QCoreApplication.translate("NightFiles", "This laptop's seating goes further.")
    return QCoreApplication.translate("NightFiles", "Both go as far.")


def question(here: SeatingPlan, found: Comparison) -> str:
    """The question asked before the file's seating replaces the one here."""
    night, theirs, mine = here.night_name, reach(found.received), reach(found.here)
    if found.standing is Standing.BEHIND:
        text = QCoreApplication.translate(
            "NightFiles",
            "This file holds an older seating of {night}: {theirs}, where this laptop has "
            "{mine}. Taking the file's would drop the later rounds.",
        )
    elif found.standing is Standing.APART:
        text = QCoreApplication.translate(
            "NightFiles",
            "This file's seating of {night} went another way from round {first} on: the file "
            "has {theirs}, this laptop has {mine}.",
        )
    elif found.standing is Standing.FURTHER:
        text = QCoreApplication.translate(
            "NightFiles",
            "This file goes on from this laptop's seating of {night}: the file has {theirs}, "
            "this laptop has {mine}. Its later rounds were seated on another laptop.",
        )
    else:
        text = QCoreApplication.translate(
            "NightFiles",
            "This file holds the same rounds of {night} as this laptop ({mine}), with another "
            "name, day, list of players or tables.",
        )
    text = text.format(night=night, theirs=theirs, mine=mine, first=found.first_difference)
    own = [number for number in range(1, found.here + 1) if here.seated_here(number)]
    if own:
        text += " " + QCoreApplication.translate(
            "NightFiles", "This laptop seated its round {first} and after itself."
        ).format(first=own[0])
    return f"{text} {further(found)}"


class NightFiles:
    """The seating window's part that saves its night for the other laptops, opens a night
    saved on another, and asks before this laptop seats a round of a night it follows."""

    plan: SeatingPlan
    store: SeatingStore | None
    questions: Questions | None
    problem: QLabel
    _library_nights: Callable[[str], Sequence[LibraryNight]] | None
    places: SavePlaces

    def _show_plan(self) -> None: ...
    def _save(self) -> None: ...
    def _file_parent(self) -> QWidget:
        raise NotImplementedError

    def ask_save_file(self) -> None:
        path = ask_save_path(self._file_parent(), self.plan, self.places)
        if path is not None:
            self.save_file(path)

    def save_file(self, path: Path) -> bool:
        """Write the night's seating to `path`, for the other laptops to open."""
        reason = write_plan(path, self._with_season(self.plan))
        self.problem.setText(
            QCoreApplication.translate(
                "NightFiles", "The seating could not be saved: {reason}. Choose another folder."
            ).format(reason=reason)
            if reason
            else QCoreApplication.translate(
                "NightFiles", "Saved as:\n{path}\nOpen it on the other laptops."
            ).format(path=path)
        )
        return reason is None

    def _with_season(self, plan: SeatingPlan) -> SeatingPlan:
        """`plan` with the season its night is of in the library here, if it is in one: the
        other laptops' games of the night name it too."""
        nights = self._library_nights(plan.day) if self._library_nights is not None else ()
        for night in nights:
            if night.uid == plan.night_id and night.season_uid and night.season:
                return replace(plan, season_id=night.season_uid, season_name=night.season)
        return plan

    def ask_open_file(self) -> None:
        path = ask_open_path(self._file_parent(), self.places)
        if path is not None:
            self.open_file(path)

    def _kept(self, night_id: str) -> SeatingPlan | None:
        """This laptop's seating of the night `night_id`, if it has one."""
        if self.plan.night_id == night_id:
            return self.plan
        return self.store.plan_of(night_id) if self.store is not None else None

    def _asked(self, text: str, choices: list[str]) -> int | None:
        if self.questions is None:
            # Nobody to ask: what would have been asked is not done.
            return None
        return self.questions.choose(
            QCoreApplication.translate("NightFiles", "Open a night's seating"), text, choices
        )

    def open_file(self, path: Path) -> bool:
        """Show the night whose seating `path` holds, and keep it here: a night new to this
        laptop is taken, and so is a file that goes on from a seating received before; a file
        that would replace what is here is taken only if the question says so. Whether the
        file's seating was taken; a file that cannot be read changes nothing."""
        try:
            received = read_plan(path)
        except TallyoError as error:
            self.problem.setText(str(error))
            return False
        here = self._kept(received.night_id)
        if here is None:
            self._take(taken(None, received))
            self.problem.setText(
                QCoreApplication.translate(
                    "NightFiles",
                    "This laptop now follows the seating of {night} from the file ({reach}).",
                ).format(night=received.night_name, reach=reach(len(received.rounds)))
            )
            return True
        found = compare(here, received)
        if found.standing is Standing.SAME:
            self._show(here)
            self.problem.setText(
                QCoreApplication.translate(
                    "NightFiles",
                    "This laptop has this seating of {night} already: nothing changed.",
                ).format(night=here.night_name)
            )
            return False
        if found.standing is Standing.FURTHER and here.received:
            self._take(taken(here, received))
            self.problem.setText(
                QCoreApplication.translate(
                    "NightFiles",
                    "The file's later rounds of {night} were taken: it now has {reach}.",
                ).format(night=received.night_name, reach=reach(found.received))
            )
            return True
        take, keep = (
            QCoreApplication.translate("NightFiles", "Take the file's seating"),
            QCoreApplication.translate("NightFiles", "Keep this laptop's seating"),
        )
        # The seating here is the default, but for a file that only adds rounds to it.
        choices = [take, keep] if found.standing is Standing.FURTHER else [keep, take]
        answer = self._asked(question(here, found), choices)
        if answer is None or choices[answer] == keep:
            self._show(here)
            self.problem.setText(
                QCoreApplication.translate(
                    "NightFiles",
                    "This laptop's seating of {night} was kept ({reach}): the file changed "
                    "nothing.",
                ).format(night=here.night_name, reach=reach(found.here))
            )
            return False
        self._take(taken(here, received))
        self.problem.setText(
            QCoreApplication.translate(
                "NightFiles", "The file's seating of {night} was taken ({reach})."
            ).format(night=received.night_name, reach=reach(found.received))
        )
        return True

    def _may_seat_here(self, number: int, again: bool) -> bool:
        """Whether round `number` may be seated (`again`: seated again) on this laptop: on a
        night that came in a file, the first round of its own and any round of the file only
        if the table says so (without anyone to ask, they may not)."""
        plan = self.plan
        if not plan.received or plan.seated_here(number if again else number - 1):
            # A night seated here, or one this laptop already seats rounds of its own of.
            return True
        if again:
            text = QCoreApplication.translate(
                "NightFiles",
                "Round {number} of {night} came in the file of the laptop that seats this "
                "night. Seat it again on this laptop? It is then marked as seated here, and a "
                "later file of that laptop asks before replacing it.",
            )
            choice = QCoreApplication.translate("NightFiles", "Seat round {number} again here")
        else:
            text = QCoreApplication.translate(
                "NightFiles",
                "The seating of {night} came in a file: the laptop that saved it seats its "
                "rounds, and this laptop follows them. Seat round {number} on this laptop "
                "anyway? It is marked as seated here, and a later file of that laptop asks "
                "before replacing it.",
            )
            choice = QCoreApplication.translate("NightFiles", "Seat round {number} here")
        if self.questions is None:
            return False
        answer = self.questions.choose(
            QCoreApplication.translate("NightFiles", "Seating"),
            text.format(number=number, night=plan.night_name),
            [choice.format(number=number)],
        )
        return answer == 0

    def _show(self, plan: SeatingPlan) -> None:
        if plan is not self.plan:
            self.plan = plan
            self._show_plan()

    def _take(self, plan: SeatingPlan) -> None:
        self.plan = plan
        self._show_plan()
        self._save()
