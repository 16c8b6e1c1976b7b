"""The final settlement: placement, points, uma, oka and each player's result."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.plain_text import plain_label
from tallyo_desktop.app.translations import QT_TRANSLATE_NOOP
from tallyo_desktop.core.settlement import FinalResult, format_result, unpaid_note


class SettlementDialog(QDialog):
    """Accepted (exec() returns Accepted) when the players ask for a new game."""

    COLUMNS = (
        QT_TRANSLATE_NOOP("SettlementDialog", "Place"),
        QT_TRANSLATE_NOOP("SettlementDialog", "Player"),
        QT_TRANSLATE_NOOP("SettlementDialog", "Points"),
        QT_TRANSLATE_NOOP("SettlementDialog", "Uma"),
        QT_TRANSLATE_NOOP("SettlementDialog", "Oka"),
        QT_TRANSLATE_NOOP("SettlementDialog", "Chombo"),
        QT_TRANSLATE_NOOP("SettlementDialog", "Result"),
    )

    def __init__(self, result: FinalResult, reason: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settlementDialog")
        self.setWindowTitle(self.tr("Final settlement"))
        heading = plain_label(reason)
        heading.setWordWrap(True)
        self.table = QTableWidget(len(result.standings), len(self.COLUMNS))
        self.table.setObjectName("settlementTable")
        self.table.setAccessibleName(self.tr("Final settlement"))
        self.table.setHorizontalHeaderLabels(
            [QCoreApplication.translate("SettlementDialog", column) for column in self.COLUMNS]
        )
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
        # Columns nobody's result depends on stay out of the way.
        standings = result.standings
        self.table.setColumnHidden(4, not any(standing.oka for standing in standings))
        self.table.setColumnHidden(5, not any(standing.chombo for standing in standings))
        lines = []
        if result.leftover_sticks:
            lines.append(
                self.tr("Riichi sticks left on the table: {count}").format(
                    count=result.leftover_sticks // 1000
                )
            )
        note = unpaid_note(result)
        if note is not None:
            lines.append(note)
        notes = plain_label("\n".join(lines))
        notes.setObjectName("settlementNotes")
        notes.setWordWrap(True)
        buttons = QDialogButtonBox()
        self.new_game_button = buttons.addButton(
            self.tr("&New game"), QDialogButtonBox.ButtonRole.AcceptRole
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
