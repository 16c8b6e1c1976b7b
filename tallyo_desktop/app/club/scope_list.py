"""The list of what the standings can be of (all games, each season, each club night) as a model
for the standings' combo box: a club of many years has thousands of nights, and a combo box
filled item by item makes, and measures, every one of them before it is shown. This model makes
the text of an entry when the list shows it, and the combo box is sized by a number of letters,
not by its longest entry."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import QComboBox, QListView

from tallyo_desktop.app.club.scopes import Club
from tallyo_desktop.app.library.shown_text import shown

SHOWN_LETTERS = 36
"""The width of the combo box, in letters."""

_Index = QModelIndex | QPersistentModelIndex


class ScopeList(QAbstractListModel):
    """All games, then the seasons, then the club nights, the latest first; each entry's data
    is its key: None, "season:<uid>" or "night:<uid>"."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._club: Club = ([], [])
        self._rows: dict[str | None, int] = {None: 0}

    def show_club(self, club: Club) -> None:
        self.beginResetModel()
        self._club = club
        seasons, nights = club
        self._rows = {None: 0}
        self._rows.update((f"season:{season.uid}", row) for row, season in enumerate(seasons, 1))
        first_night = len(seasons) + 1
        self._rows.update(
            (f"night:{night.uid}", row) for row, night in enumerate(nights, first_night)
        )
        self.endResetModel()

    def row_of(self, key: object) -> int:
        """The row of the entry `key`, -1 if there is none."""
        return self._rows.get(key if isinstance(key, str) else None, -1)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        seasons, nights = self._club
        return 0 if parent.isValid() else 1 + len(seasons) + len(nights)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = index.row()
        seasons, nights = self._club
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.UserRole):
            return None
        display = role == Qt.ItemDataRole.DisplayRole
        if row == 0:
            return QCoreApplication.translate("StandingsPage", "All games") if display else None
        if row <= len(seasons):
            season = seasons[row - 1]
            if not display:
                return f"season:{season.uid}"
            return QCoreApplication.translate("StandingsPage", "Season: {name}").format(
                name=shown(season.name)
            )
        if row - len(seasons) - 1 >= len(nights):
            return None
        night = nights[row - len(seasons) - 1]
        if not display:
            return f"night:{night.uid}"
        return (
            QCoreApplication.translate("StandingsPage", "Club night: {name} {date}")
            .format(name=shown(night.name), date=night.day or "")
            .strip()
        )


def scope_box(model: ScopeList) -> QComboBox:
    """The standings' combo box over `model`."""
    box = QComboBox()
    box.setModel(model)
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(SHOWN_LETTERS)
    # Every entry is one line: the list measures one, not thousands, when it opens.
    view = box.view()
    if isinstance(view, QListView):
        view.setUniformItemSizes(True)
    return box
