"""The seating window's club night: which night of the day is seated, its name, and where its
seating came from.

One night, never two of the same evening: the window opens on tonight's night (the one seated
here today, else the one made in Club ▸ Seasons and club nights for today, else a new one), and
the nights of the day are offered in a list, the library's and those seated here, so that the
night made beforehand in the library is the one seated and its games go into it. Rounds seated
for a night of the seating's own, before the library had one, can be moved to the library's.
A night made in the library is named there; a night that came in a file is named by the laptop
that wrote it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from tallyo_desktop.app.club.seating_files import Questions, reach
from tallyo_desktop.app.club.seating_links import LibraryNight
from tallyo_desktop.app.club.seating_store import SeatingStore
from tallyo_desktop.core.club.seating_plan import SeatingPlan, new_night_id
from tallyo_desktop.core.values import valueclass

LibraryNights = Callable[[str], Sequence[LibraryNight]]
"""The library's club nights held on a day (YYYY-MM-DD)."""


class NightBox(QGroupBox):
    """The night seated, its name, and the buttons that change the night."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Club night"))
        form = QFormLayout(self)
        self.choice = QComboBox()
        self.choice.setObjectName("nightChoice")
        self.choice.setAccessibleName(self.tr("The club night seated"))
        self.choice.setToolTip(
            self.tr(
                "The club nights of the day: those made in Club ▸ Seasons and club nights, and "
                "those seated here"
            )
        )
        form.addRow(self.tr("Ni&ght"), self.choice)
        self.name = QLineEdit()
        self.name.setObjectName("nightName")
        self.name.setAccessibleName(self.tr("The club night's name"))
        form.addRow(self.tr("&Name"), self.name)
        self.origin = QLabel()
        self.origin.setObjectName("nightOrigin")
        self.origin.setWordWrap(True)
        form.addRow(self.origin)
        self.new_night = QPushButton(self.tr("New nigh&t"))
        self.new_night.setObjectName("newNight")
        self.new_night.setToolTip(
            self.tr("Another club night, with the same players and no rounds yet")
        )
        form.addRow("", self.new_night)
        self.save_file = QPushButton(self.tr("Save for the other &laptops…"))
        self.save_file.setObjectName("saveSeatingFile")
        self.save_file.setToolTip(
            self.tr(
                "Save this night's seating as a file: opened on another laptop, its tables' "
                "games are started there as games of this night"
            )
        )
        self.open_file = QPushButton(self.tr("&Open a night's seating…"))
        self.open_file.setObjectName("openSeatingFile")
        self.open_file.setToolTip(
            self.tr("Open the seating file of a night saved on the organiser's laptop")
        )
        form.addRow("", self.save_file)
        form.addRow("", self.open_file)


@valueclass
class NightEntry:
    """A night the list offers: its seating here if it has one, else the library's night."""

    uid: str
    name: str
    season: str | None = None
    plan: SeatingPlan | None = None

    @property
    def label(self) -> str:
        text = self.name
        if self.season:
            text = QCoreApplication.translate("SeatingNight", "{night} ({season})").format(
                night=text, season=self.season
            )
        if self.plan is not None and self.plan.rounds:
            text = QCoreApplication.translate("SeatingNight", "{night}: {reach}").format(
                night=text, reach=reach(len(self.plan.rounds))
            )
        return text


class NightChoices:
    """The seating window's part that chooses the night seated."""

    plan: SeatingPlan
    store: SeatingStore | None
    questions: Questions | None
    night: NightBox
    problem: QLabel
    _library_nights: LibraryNights | None
    _today: str

    def _show_plan(self) -> None: ...
    def _save(self) -> None: ...
    def _names(self) -> tuple[str, ...]:
        raise NotImplementedError

    def _nights_of(self, day: str) -> list[LibraryNight]:
        return list(self._library_nights(day)) if self._library_nights is not None else []

    def _plan_for(self, night: LibraryNight, attendance: tuple[str, ...]) -> SeatingPlan:
        return SeatingPlan(night.uid, night.name, self._today, attendance=attendance)

    def _first_plan(self, attendance: tuple[str, ...]) -> SeatingPlan:
        """The night the window opens on: tonight's seating of a night of the library, else
        tonight's seating with rounds, else the library's night of tonight, else any seating
        of tonight, else a new night."""
        seated = self.store.nights_of(self._today) if self.store is not None else []
        library = self._nights_of(self._today)
        known = {night.uid for night in library}
        for plan in seated:
            if plan.night_id in known:
                return plan
        for plan in seated:
            if plan.rounds:
                return plan
        if library:
            return self._plan_for(library[0], attendance)
        if seated:
            return seated[0]
        return self._new_plan(attendance)

    def _new_plan(self, attendance: tuple[str, ...], others: Sequence[str] = ()) -> SeatingPlan:
        """A new night of today, named apart from the nights `others` of the day."""
        taken = set(others)
        base = QCoreApplication.translate("SeatingNight", "Club night {date}").format(
            date=self._today
        )
        name, number = base, 2
        # Another night of the same day is told apart by its name.
        while name in taken:
            name, number = f"{base} ({number})", number + 1
        return SeatingPlan(new_night_id(), name, self._today, attendance=attendance)

    def _entries(self) -> list[NightEntry]:
        """The nights of the current night's day: the current one first."""
        day = self.plan.day
        library = {night.uid: night for night in self._nights_of(day)}
        seated = self.store.nights_of(day) if self.store is not None else []
        plans = [self.plan, *(plan for plan in seated if plan.night_id != self.plan.night_id)]
        entries = []
        for plan in plans:
            night = library.pop(plan.night_id, None)
            entries.append(
                NightEntry(
                    plan.night_id,
                    plan.night_name,
                    night.season if night and night.season else plan.season_name,
                    plan,
                )
            )
        entries.extend(
            NightEntry(night.uid, night.name, night.season) for night in library.values()
        )
        return entries

    def _list_nights(self) -> None:
        """The list of the day's nights, with the current one chosen; the name follows the
        library's, for a night made there."""
        library = {night.uid: night for night in self._nights_of(self.plan.day)}
        found = library.get(self.plan.night_id)
        if found is not None and found.name != self.plan.night_name and not self.plan.received:
            self.plan = replace(self.plan, night_name=found.name)
            self.night.name.setText(found.name)
            self._save()
        choice = self.night.choice
        choice.blockSignals(True)
        choice.clear()
        for entry in self._entries():
            choice.addItem(entry.label, entry.uid)
        choice.setCurrentIndex(0)
        choice.setEnabled(choice.count() > 1)
        choice.blockSignals(False)
        # The library names its nights, and the organiser's laptop the nights it sent.
        named_elsewhere = found is not None or self.plan.received
        self.night.name.setReadOnly(named_elsewhere)
        self.night.name.setToolTip(
            QCoreApplication.translate(
                "SeatingNight", "Rename this night in Club ▸ Seasons and club nights"
            )
            if found is not None
            else QCoreApplication.translate(
                "SeatingNight", "This night is named on the laptop that saved its seating"
            )
            if self.plan.received
            else ""
        )
        self.night.origin.setText(self._origin(found))
        self.night.origin.setVisible(bool(self.night.origin.text()))

    def _origin(self, found: LibraryNight | None) -> str:
        plan = self.plan
        if plan.received:
            text = QCoreApplication.translate(
                "SeatingNight",
                "This night's seating came in a file: this laptop follows the rounds of the "
                "laptop that saved it.",
            )
            if plan.received_rounds is not None and len(plan.rounds) > plan.received_rounds:
                text += " " + QCoreApplication.translate(
                    "SeatingNight", "Round {first} and after were seated here."
                ).format(first=plan.received_rounds + 1)
            return text
        if found is not None and found.season:
            return QCoreApplication.translate(
                "SeatingNight", "A night of the season {season}."
            ).format(season=found.season)
        return ""

    def choose_night(self, index: int) -> None:
        """Seat the night at `index` of the list instead of the current one."""
        entries = self._entries()
        if not 0 <= index < len(entries) or entries[index].uid == self.plan.night_id:
            return
        chosen = entries[index]
        if chosen.plan is not None:
            self.plan = chosen.plan
        else:
            moved = self._move_rounds_to(chosen)
            if moved is None:
                self._list_nights()
                return
            self.plan = moved
        self._save()
        self._show_plan()

    def _move_rounds_to(self, chosen: NightEntry) -> SeatingPlan | None:
        """The seating of the library's night `chosen`, which has none here yet: the rounds
        seated so far, if the organiser says so and they belong to a night the library does
        not know; else none. None when the organiser cancelled."""
        plan = self.plan
        library = {night.uid for night in self._nights_of(plan.day)}
        fresh = SeatingPlan(
            chosen.uid,
            chosen.name,
            plan.day,
            plan.sizes,
            plan.swiss,
            self._names() or plan.attendance,
        )
        if not plan.rounds or plan.received or plan.night_id in library:
            return fresh
        move = QCoreApplication.translate("SeatingNight", "Move them to {night}").format(
            night=chosen.name
        )
        choices = [
            move,
            QCoreApplication.translate("SeatingNight", "Start {night} with no rounds").format(
                night=chosen.name
            ),
        ]
        text = QCoreApplication.translate(
            "SeatingNight",
            "The rounds seated so far ({reach}) are of {current}, which has no games in the "
            "library. Seat them as the rounds of {night} instead?",
        ).format(reach=reach(len(plan.rounds)), current=plan.night_name, night=chosen.name)
        answer = (
            self.questions.choose(
                QCoreApplication.translate("SeatingNight", "Seating"), text, choices
            )
            if self.questions is not None
            else None
        )
        if answer is None:
            return None
        if answer == 0:
            if self.store is not None:
                self.store.forget(plan.night_id)
            return replace(fresh, rounds=plan.rounds, attendance=plan.attendance)
        return fresh
