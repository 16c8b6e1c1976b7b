"""The two small forms of the club: a season (its name, dates, rules and which games count) and
a club night (its name, day and season). A day is typed or picked on a calendar
(`date_field`); OK waits for a name and for days that are days, and says what it waits for."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.club.date_field import DateField
from tallyo_desktop.core.library.seasons import ClubNight, Counting, Season
from tallyo_desktop.core.rules import presets


class SeasonDialog(QDialog):
    def __init__(self, season: Season | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seasonDialog")
        self.setWindowTitle(self.tr("Season") if season else self.tr("New season"))
        self.name = QLineEdit(season.name if season else "")
        self.name.setObjectName("seasonName")
        self.date_from = DateField(season.date_from if season else None, self.tr("open"))
        self.date_to = DateField(season.date_to if season else None, self.tr("open"))
        self.date_from.setObjectName("seasonFrom")
        self.date_to.setObjectName("seasonTo")
        self.preset = QComboBox()
        self.preset.addItem(self.tr("Any rules"), None)
        for key in presets.KNOWN:
            self.preset.addItem(presets.preset_name(key), key)
        if season is not None and season.rules_preset is not None:
            self.preset.setCurrentIndex(max(0, self.preset.findData(season.rules_preset)))
        self.by_events = QRadioButton(self.tr("The games of its club nights"))
        self.by_date = QRadioButton(self.tr("Every game played between its dates, under its rules"))
        by_date = season is not None and season.counting is Counting.BY_DATE
        (self.by_date if by_date else self.by_events).setChecked(True)
        form = QFormLayout()
        form.addRow(self.tr("&Name"), self.name)
        form.addRow(self.tr("&From"), self.date_from)
        form.addRow(self.tr("&To"), self.date_to)
        form.addRow(self.tr("&Rules"), self.preset)
        form.addRow(self.tr("Games that count"), self.by_events)
        form.addRow("", self.by_date)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.problem = _problem_label()
        self.name.textChanged.connect(self._check)
        self.date_from.changed.connect(self._check)
        self.date_to.changed.connect(self._check)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self._check()

    def _check(self) -> None:
        problem = ""
        if not self.date_from.is_valid():
            problem = self.tr("The first day is not a day: type it as 2026-09-01.")
        elif not self.date_to.is_valid():
            problem = self.tr("The last day is not a day: type it as 2026-09-01.")
        else:
            first, last = self.date_from.value(), self.date_to.value()
            if first is not None and last is not None and last < first:
                problem = self.tr("The last day comes before the first.")
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.ok.setEnabled(bool(self.name.text().strip()) and not problem)

    def accept(self) -> None:
        # Not only OK accepts (Enter in a field, or code, may call this), and a field set
        # from code says nothing of it: the form is checked again, and one that OK refuses
        # is never accepted.
        self._check()
        if self.ok.isEnabled():
            super().accept()

    def values(self) -> dict[str, object]:
        """The season's fields as chosen (`add_season`'s keywords, with its `name`)."""
        return {
            "name": self.name.text().strip(),
            "date_from": self.date_from.value(),
            "date_to": self.date_to.value(),
            "rules_preset": self.preset.currentData(),
            "counting": Counting.BY_DATE if self.by_date.isChecked() else Counting.BY_EVENTS,
        }


class ClubNightDialog(QDialog):
    def __init__(
        self,
        night: ClubNight | None,
        seasons: list[Season],
        season_uid: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("clubNightDialog")
        self.setWindowTitle(self.tr("Club night") if night else self.tr("New club night"))
        # A new night is offered the name the seating gives one, chosen to be typed over.
        offered = QCoreApplication.translate("SeatingNight", "Club night {date}")
        self.name = QLineEdit(night.name if night else offered.format(date=date.today()))
        self.name.selectAll()
        self.name.setObjectName("clubNightName")
        self.day = DateField(night.date if night else date.today(), self.tr("no day"))
        self.day.setObjectName("clubNightDay")
        self.season = QComboBox()
        self.season.addItem(self.tr("No season"), None)
        for season in seasons:
            self.season.addItem(season.name, season.uid)
        chosen = night.season_uid if night is not None else season_uid
        self.season.setCurrentIndex(max(0, self.season.findData(chosen)))
        form = QFormLayout()
        form.addRow(self.tr("&Name"), self.name)
        form.addRow(self.tr("&Day"), self.day)
        form.addRow(self.tr("&Season"), self.season)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.problem = _problem_label()
        self.name.textChanged.connect(self._check)
        self.day.changed.connect(self._check)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self._check()

    def _check(self) -> None:
        problem = (
            "" if self.day.is_valid() else self.tr("The day is not a day: type it as 2026-09-01.")
        )
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.ok.setEnabled(bool(self.name.text().strip()) and not problem)

    def accept(self) -> None:
        # Not only OK accepts (Enter in a field, or code, may call this), and a field set
        # from code says nothing of it: the form is checked again, and one that OK refuses
        # is never accepted.
        self._check()
        if self.ok.isEnabled():
            super().accept()

    def values(self) -> tuple[str, date | None, str | None]:
        return self.name.text().strip(), self.day.value(), self.season.currentData()


def _problem_label() -> QLabel:
    label = QLabel()
    label.setObjectName("formProblem")
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.hide()
    return label
