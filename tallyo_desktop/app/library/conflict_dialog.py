"""Copies of one game that contradict each other, side by side: the organiser chooses the one
that counts, or leaves it for later."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.core.library.gathering import Conflict, Copy
from tallyo_desktop.core.rules.presets import rules_name
from tallyo_desktop.core.table.settlement import format_result


class ConflictDialog(QDialog):
    """Each copy in a column of its own with a button to keep it; Decide later keeps the
    library as it is (the copies stay kept in the data folder)."""

    def __init__(self, conflict: Conflict, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("conflictDialog")
        self.setWindowTitle(self.tr("Copies of one game that differ"))
        self.chosen: int | None = None
        intro = QLabel(
            self.tr(
                "These copies of one game went different ways: a hand was entered differently "
                "on one of the laptops. Keep the copy that is right; the other stays in the "
                "data folder, and nothing is deleted."
            )
        )
        intro.setWordWrap(True)
        columns = QHBoxLayout()
        self.keep_buttons: list[QPushButton] = []
        for index, copy in enumerate(conflict.copies):
            columns.addWidget(self._column(index, copy, index == conflict.held))
        later = QPushButton(self.tr("Decide &later"))
        later.setObjectName("conflictLater")
        later.setToolTip(
            self.tr("The library stays as it is; gathering these files again asks again")
        )
        later.clicked.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(later)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(columns)
        layout.addLayout(bottom)

    def _column(self, index: int, copy: Copy, held: bool) -> QGroupBox:
        title = (
            self.tr("Copy {number}: in the library now")
            if held
            else self.tr("Copy {number}").format(number=index + 1)
        )
        box = QGroupBox(title.format(number=index + 1))
        box.setObjectName(f"conflictCopy{index + 1}")
        game, metadata = copy.game, copy.saved.metadata
        where = copy.path if copy.path is not None else copy.kept
        facts = [
            (self.tr("File"), str(where) if where is not None else self.tr("(the library's own)")),
            (self.tr("Date"), (metadata.updated or metadata.created or "").replace("T", " ")),
            (self.tr("Rules"), rules_name(game.rules)),
            (self.tr("Hands"), str(game.state.hands_played)),
        ]
        grid = QGridLayout()
        row = 0
        for label, value in facts:
            grid.addWidget(QLabel(label), row, 0)
            grid.addWidget(_plain(value), row, 1)
            row += 1
        standings = game.settlement().by_place()
        grid.addWidget(QLabel(self.tr("Result")), row, 0, Qt.AlignmentFlag.AlignTop)
        results = "\n".join(
            self.tr("{place}. {name}: {points} points, {result}").format(
                place=standing.place,
                name=standing.name,
                points=standing.points,
                result=format_result(standing.result),
            )
            for standing in standings
        )
        grid.addWidget(_plain(results), row, 1)
        keep = QPushButton(self.tr("&Keep copy {number}").format(number=index + 1))
        keep.setObjectName(f"conflictKeep{index + 1}")
        keep.clicked.connect(lambda: self._keep(index))
        self.keep_buttons.append(keep)
        layout = QVBoxLayout(box)
        layout.addLayout(grid)
        layout.addStretch(1)
        layout.addWidget(keep)
        return box

    def _keep(self, index: int) -> None:
        self.chosen = index
        self.accept()


def _plain(text: str) -> QLabel:
    label = QLabel(text)
    # File and player names are shown as written, never as markup.
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setWordWrap(True)
    return label
