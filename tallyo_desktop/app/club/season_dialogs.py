"""The two small forms of the club: a season (its name, dates, rules and which games count) and
a club night (its name, day and season)."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.core.library.seasons import ClubNight, Counting, Season
from tallyo_desktop.core.rules import presets

NO_DAY = QDate(2000, 1, 1)


def _date_edit(value: date | None, empty: str) -> QDateEdit:
    edit = QDateEdit()
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("yyyy-MM-dd")
    edit.setMinimumDate(NO_DAY)
    edit.setSpecialValueText(empty)
    edit.setDate(QDate(value.year, value.month, value.day) if value is not None else NO_DAY)
    return edit


def _value(edit: QDateEdit) -> date | None:
    if edit.date() == edit.minimumDate():
        return None
    chosen = edit.date()
    return date(chosen.year(), chosen.month(), chosen.day())


class SeasonDialog(QDialog):
    def __init__(self, season: Season | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seasonDialog")
        self.setWindowTitle(self.tr("Season") if season else self.tr("New season"))
        self.name = QLineEdit(season.name if season else "")
        self.name.setObjectName("seasonName")
        self.date_from = _date_edit(season.date_from if season else None, self.tr("open"))
        self.date_to = _date_edit(season.date_to if season else None, self.tr("open"))
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
        self.name.textChanged.connect(lambda text: self.ok.setEnabled(bool(text.strip())))
        self.ok.setEnabled(bool(self.name.text().strip()))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def values(self) -> dict[str, object]:
        """The season's fields as chosen (`add_season`'s keywords, with its `name`)."""
        return {
            "name": self.name.text().strip(),
            "date_from": _value(self.date_from),
            "date_to": _value(self.date_to),
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
        self.day = _date_edit(night.date if night else date.today(), self.tr("no day"))
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
        self.name.textChanged.connect(lambda text: self.ok.setEnabled(bool(text.strip())))
        self.ok.setEnabled(bool(self.name.text().strip()))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def values(self) -> tuple[str, date | None, str | None]:
        return self.name.text().strip(), _value(self.day), self.season.currentData()
