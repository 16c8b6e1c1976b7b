"""The seating window's tables: of four, of three or both, and whether a round is Swiss, seated
by the standings (the library's, when the window is given them; else the list's order)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QCheckBox, QComboBox, QGroupBox, QLabel, QVBoxLayout, QWidget

from tallyo_desktop.app.club.seating_links import StandingsOrder
from tallyo_desktop.core.club.seating import TableSizes

Standings = Callable[[str, Sequence[str], int], StandingsOrder | None]
"""The players of the list (given with the night's identity and the tables' size) in the order
of the standings a Swiss round seats by; None when there are none."""


class TablesBox(QGroupBox):
    def __init__(self, standings: Standings | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Tables"))
        self._standings = standings
        layout = QVBoxLayout(self)
        self.sizes = QComboBox()
        self.sizes.setObjectName("tableSizes")
        self.sizes.setAccessibleName(self.tr("Tables of"))
        self.choices = [TableSizes.FOURS, TableSizes.THREES, TableSizes.MIXED]
        self.sizes.addItems(
            [
                self.tr("Tables of four"),
                self.tr("Tables of three"),
                self.tr("Tables of four and of three, to seat everyone"),
            ]
        )
        layout.addWidget(self.sizes)
        self.swiss = QCheckBox(
            self.tr("&Swiss: seat by the standings, the leader first")
            if standings is not None
            else self.tr("&Swiss: seat by the list's order, the leader first")
        )
        self.swiss.setObjectName("swiss")
        self.swiss.setToolTip(
            self.tr(
                "Put the players in standings order: the first four share a table, the next "
                "four the next, changed only to spare pairings already played tonight"
            )
        )
        layout.addWidget(self.swiss)
        self.order_said = QLabel()
        self.order_said.setObjectName("swissOrder")
        self.order_said.setWordWrap(True)
        layout.addWidget(self.order_said)

    def chosen(self) -> TableSizes:
        return self.choices[max(0, self.sizes.currentIndex())]

    def order(self, night_id: str, names: tuple[str, ...]) -> Sequence[str]:
        """The list in the standings' order, the leader first (those without games there come
        after, in the list's order); which standings is said under the Swiss box."""
        if self._standings is None:
            return names
        players = 3 if self.chosen() is TableSizes.THREES else 4
        found = self._standings(night_id, names, players)
        if found is None or not found.names:
            self.order_said.setText(self.tr("No standings yet: seated by the list's order."))
            return names
        self.order_said.setText(
            self.tr("Seated by the standings of {title}.").format(title=found.title)
        )
        return found.names
