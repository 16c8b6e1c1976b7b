"""The history: one row per hand with each seat's change and the running totals."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from tallyo_desktop.app.plain_text import plain_tip
from tallyo_desktop.app.seat_panel import signed
from tallyo_desktop.app.translations import QT_TRANSLATE_NOOP
from tallyo_desktop.core.history import HistoryRow
from tallyo_desktop.core.seats import Wind


class HistoryPanel(QTableWidget):
    FIXED_COLUMNS = (
        QT_TRANSLATE_NOOP("HistoryPanel", "Hand"),
        QT_TRANSLATE_NOOP("HistoryPanel", "Honba"),
        QT_TRANSLATE_NOOP("HistoryPanel", "What happened"),
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(self.FIXED_COLUMNS) + 4, parent)
        self.setObjectName("historyPanel")
        self.setAccessibleName(self.tr("Hand history"))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.verticalHeader().setVisible(False)
        self.setWordWrap(True)
        # Fixed sizes instead of fitting the contents: fitting reads every row again each time a
        # row is added, which a long game would feel in every hand entered.
        lines = self.fontMetrics().lineSpacing()
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(2 * lines + 8)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)

    def set_names(self, names: tuple[str, ...]) -> None:
        fixed = [QCoreApplication.translate("HistoryPanel", text) for text in self.FIXED_COLUMNS]
        self.setColumnCount(len(fixed) + len(names))
        self.setHorizontalHeaderLabels([*fixed, *names])
        self.setRowCount(0)
        metrics = self.fontMetrics()
        padding = 3 * metrics.averageCharWidth()
        widest_hand = max(metrics.horizontalAdvance(f"{wind.label} 4") for wind in Wind)
        self.setColumnWidth(0, max(widest_hand, metrics.horizontalAdvance(fixed[0])) + padding)
        self.setColumnWidth(1, metrics.horizontalAdvance(fixed[1]) + padding)
        for seat, name in enumerate(names):
            widest = max(metrics.horizontalAdvance(name), metrics.horizontalAdvance("+000000"))
            self.setColumnWidth(3 + seat, widest + padding)

    def add_row(self, row: HistoryRow) -> None:
        index = self.rowCount()
        self.insertRow(index)
        cells = [row.hand_name, str(row.honba), row.summary]
        summary_column = 2
        cells += [
            f"{signed(change)}\n{total}"
            for change, total in zip(row.changes, row.totals, strict=True)
        ]
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column == summary_column:
                item.setToolTip(plain_tip(text))
            if column >= len(self.FIXED_COLUMNS) or column == 1:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.setItem(index, column, item)
        self.scrollToBottom()

    def remove_last_row(self) -> None:
        if self.rowCount():
            self.removeRow(self.rowCount() - 1)
