"""The final settlement: placement, points, uma, oka and each player's result."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.core.settlement import FinalResult, format_result


class SettlementDialog(QDialog):
    """Accepted (exec() returns Accepted) when the players ask for a new game."""

    COLUMNS = ("Place", "Player", "Points", "Uma", "Oka", "Chombo", "Result")

    def __init__(self, result: FinalResult, reason: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settlementDialog")
        self.setWindowTitle("Final settlement")
        heading = QLabel(reason)
        heading.setWordWrap(True)
        self.table = QTableWidget(len(result.standings), len(self.COLUMNS))
        self.table.setObjectName("settlementTable")
        self.table.setAccessibleName("Final settlement")
        self.table.setHorizontalHeaderLabels(self.COLUMNS)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for row, standing in enumerate(result.by_place()):
            cells = (
                str(standing.place),
                standing.name,
                str(standing.points),
                format_result(standing.uma),
                format_result(standing.oka),
                format_result(standing.chombo),
                standing.result_text,
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column != 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, column, item)
        notes = QLabel(
            f"Riichi sticks left on the table: {result.leftover_sticks // 1000}"
            if result.leftover_sticks
            else ""
        )
        buttons = QDialogButtonBox()
        self.new_game_button = buttons.addButton(
            "&New game", QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.new_game_button.setObjectName("settlementNewGame")
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.table)
        layout.addWidget(notes)
        layout.addWidget(buttons)
        self.resize(640, 320)
