"""The seating window's club night: its name, another night, and the night carried to the other
laptops as a file. Each table plays on its own laptop; a laptop that opens the night's seating
file starts its table's game from it as the organiser's laptop does, so that every game of the
evening names the same night (its identity), and the games gathered afterwards are found under
it in the organiser's library.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from tallyo_desktop.app.files.game_store import write_atomically
from tallyo_desktop.core.club.seating_plan import SeatingPlan, plan_from_json, plan_to_json
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.record.files import read_bytes

SEATING_SUFFIX = ".tallyo-seating"


class NightBox(QGroupBox):
    """The night's name, and the buttons that change the night."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Club night"))
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.name.setObjectName("nightName")
        self.name.setAccessibleName(self.tr("The club night's name"))
        form.addRow(self.tr("&Name"), self.name)
        self.new_night = QPushButton(self.tr("New ni&ght"))
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

    def file_filter(self) -> str:
        return self.tr("Seatings (*{suffix})").format(suffix=SEATING_SUFFIX)

    def ask_save_path(self, plan: SeatingPlan) -> Path | None:
        suggested = f"{plan.night_name or plan.day}{SEATING_SUFFIX}"
        # A name typed may hold characters a file name cannot: the day always can.
        if any(character in suggested for character in '/\\:*?"<>|'):
            suggested = f"{plan.day}{SEATING_SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the night's seating"), suggested, self.file_filter()
        )
        if not path:
            return None
        chosen = Path(path)
        return chosen if chosen.suffix else chosen.with_suffix(SEATING_SUFFIX)

    def ask_open_path(self) -> Path | None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a night's seating"), "", self.file_filter()
        )
        return Path(path) if path else None


def write_plan(path: Path, plan: SeatingPlan) -> str | None:
    """Write the night's seating to `path`; the reason in words when it could not be."""
    return write_atomically(path, plan_to_json(plan))


def read_plan(path: Path) -> SeatingPlan:
    """The night's seating in the file `path`; TallyoError says why it cannot be read."""
    try:
        text = read_bytes(path).decode("utf-8-sig")
    except UnicodeDecodeError:
        # Not text: refused as any other document that is not a seating.
        text = ""
    return plan_from_json(text)


class NightFiles:
    """The seating window's part that saves its night for the other laptops and opens a night
    saved on another."""

    plan: SeatingPlan
    night: NightBox
    problem: QLabel

    def _show_plan(self) -> None: ...
    def _save(self) -> None: ...

    def ask_save_file(self) -> None:
        path = self.night.ask_save_path(self.plan)
        if path is not None:
            self.save_file(path)

    def save_file(self, path: Path) -> bool:
        """Write the night's seating to `path`, for the other laptops to open."""
        reason = write_plan(path, self.plan)
        self.problem.setText(
            QCoreApplication.translate(
                "NightFiles", "The seating could not be saved: {reason}. Choose another folder."
            ).format(reason=reason)
            if reason
            else QCoreApplication.translate(
                "NightFiles", "Saved as {path}: open it on the other laptops."
            ).format(path=path)
        )
        return reason is None

    def ask_open_file(self) -> None:
        path = self.night.ask_open_path()
        if path is not None:
            self.open_file(path)

    def open_file(self, path: Path) -> bool:
        """Show the night whose seating `path` holds, and keep it here; a file that cannot be
        read changes nothing."""
        try:
            plan = read_plan(path)
        except TallyoError as error:
            self.problem.setText(str(error))
            return False
        self.plan = plan
        self._show_plan()
        self._save()
        return True
