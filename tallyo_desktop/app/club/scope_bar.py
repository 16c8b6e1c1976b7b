"""Which games a player's figures are over, chosen as the standings choose them: all games, a
season or a club night; three or four players; dates; rules; and the club's own games, the
online ones imported, or both."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from tallyo_desktop.app.club.date_field import DateField
from tallyo_desktop.app.club.figures_cache import Origin
from tallyo_desktop.app.club.scopes import Club
from tallyo_desktop.app.library.shown_text import shown
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import CUSTOM_ID


class ScopeBar(QWidget):
    changed = Signal()

    def __init__(self, club: Callable[[], Club], parent: QWidget | None = None) -> None:
        """`club` reads the seasons and nights offered, when the list is first opened (a club
        of years has thousands of nights: the page opens without them)."""
        super().__init__(parent)
        self.setObjectName("scopeBar")
        self._club: Callable[[], Club] | None = club
        self.scope = QComboBox()
        self.scope.setObjectName("playerScope")
        self.scope.setAccessibleName(self.tr("Games of"))
        self.scope.addItem(self.tr("All games"), None)
        self.scope.installEventFilter(self)
        self.players = QComboBox()
        self.players.setObjectName("playerPlayers")
        self.players.setAccessibleName(self.tr("Players at the table"))
        self.players.addItem(self.tr("Four players"), 4)
        self.players.addItem(self.tr("Three players"), 3)
        self.origin = QComboBox()
        self.origin.setObjectName("playerOrigin")
        self.origin.setAccessibleName(self.tr("Where the games were played"))
        self.origin.addItem(self.tr("Club games"), Origin.CLUB.value)
        self.origin.addItem(self.tr("Online games"), Origin.ONLINE.value)
        self.origin.addItem(self.tr("Club and online games"), Origin.BOTH.value)
        self.preset = QComboBox()
        self.preset.setObjectName("playerPreset")
        self.preset.setAccessibleName(self.tr("Rules"))
        self.preset.addItem(self.tr("Any rules"), None)
        for key in presets.KNOWN:
            self.preset.addItem(presets.preset_name(key), key)
        self.preset.addItem(presets.preset_name(CUSTOM_ID), CUSTOM_ID)
        self.date_from = self._date_edit("playerFrom", self.tr("Played from"))
        self.date_to = self._date_edit("playerTo", self.tr("Played to"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.scope, self.players, self.origin, self.preset, self.date_from):
            layout.addWidget(widget)
        layout.addWidget(QLabel(self.tr("to")))
        layout.addWidget(self.date_to)
        layout.addStretch(1)
        for box in (self.scope, self.players, self.origin, self.preset):
            box.currentIndexChanged.connect(self.changed)
        for edit in (self.date_from, self.date_to):
            edit.daySet.connect(self.changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        asking = (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress, QEvent.Type.Wheel)
        if watched is self.scope and event.type() in asking:
            self.read_scopes()
        return False

    def read_scopes(self) -> None:
        """Offer every season and club night, the one chosen staying chosen."""
        if self._club is None:
            return
        seasons, nights = self._club()
        self._club = None
        kept = self.scope.currentData()
        self.scope.blockSignals(True)
        while self.scope.count() > 1:
            self.scope.removeItem(1)
        for season in seasons:
            self.scope.addItem(
                self.tr("Season: {name}").format(name=shown(season.name)), f"season:{season.uid}"
            )
        for night in nights:
            self.scope.addItem(
                self.tr("Club night: {name} {date}")
                .format(name=shown(night.name), date=night.day or "")
                .strip(),
                f"night:{night.uid}",
            )
        self.scope.setCurrentIndex(max(0, self.scope.findData(kept)))
        self.scope.blockSignals(False)

    def _date_edit(self, name: str, label: str) -> DateField:
        field = DateField(None, self.tr("any day"))
        field.setObjectName(name)
        field.edit.setAccessibleName(label)
        field.edit.setToolTip(label)
        return field

    def set_filter(self, chosen: StatisticsFilter) -> None:
        """Show `chosen`, without saying so (the page reads its figures once after)."""
        widgets = (self.scope, self.players, self.preset, self.date_from, self.date_to)
        for widget in widgets:
            widget.blockSignals(True)
        if chosen.season_uid is not None or chosen.club_night_uid is not None:
            self.read_scopes()
        if chosen.season_uid is not None:
            self.scope.setCurrentIndex(max(0, self.scope.findData(f"season:{chosen.season_uid}")))
        elif chosen.club_night_uid is not None:
            found = self.scope.findData(f"night:{chosen.club_night_uid}")
            self.scope.setCurrentIndex(max(0, found))
        else:
            self.scope.setCurrentIndex(0)
        self.players.setCurrentIndex(max(0, self.players.findData(chosen.players)))
        self.preset.setCurrentIndex(max(0, self.preset.findData(chosen.rules_preset)))
        self.date_from.set_value(chosen.date_from)
        self.date_to.set_value(chosen.date_to)
        for widget in widgets:
            widget.blockSignals(False)

    def current_filter(self) -> StatisticsFilter:
        scope = self.scope.currentData()
        kind, _, uid = scope.partition(":") if isinstance(scope, str) else ("", "", "")
        return StatisticsFilter(
            players=int(self.players.currentData()),
            season_uid=uid if kind == "season" else None,
            club_night_uid=uid if kind == "night" else None,
            date_from=self._day(self.date_from),
            date_to=self._day(self.date_to),
            rules_preset=self.preset.currentData(),
        )

    def current_origin(self) -> Origin:
        return Origin(str(self.origin.currentData()))

    def players_count(self) -> int:
        return int(self.players.currentData())

    def title(self) -> str:
        """What the figures are over, in words."""
        parts = [self.scope.currentText(), self.players.currentText(), self.origin.currentText()]
        if self.preset.currentIndex() > 0:
            parts.append(self.preset.currentText())
        first, last = self._day(self.date_from), self._day(self.date_to)
        if first is not None or last is not None:
            parts.append(
                self.tr("{first} to {last}").format(
                    first=first.isoformat() if first else "…",
                    last=last.isoformat() if last else "…",
                )
            )
        #: Between the parts of what the figures are over: "All games, Four players".
        return self.tr(", ").join(parts)

    @staticmethod
    def _day(field: DateField) -> date | None:
        return field.day()
