"""The main window's parts in place: the table beside the history above the chart, and over
them a banner for what the player must know about the game's file."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QMainWindow,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)


def lay_out(
    window: QMainWindow, table: QWidget, history: QWidget, chart: QWidget, banner: QWidget
) -> QSplitter:
    """Make the parts `window`'s central widget; the splitter between the table and the rest."""
    for widget in (history, chart):
        widget.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
    side = QSplitter(Qt.Orientation.Vertical)
    side.setObjectName("sideSplitter")
    side.addWidget(history)
    side.addWidget(chart)
    side.setSizes([420, 300])
    side.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
    # As narrow as the history may be with every player's column in view (its own minimum),
    # and no narrower than a chart can be read.
    chart.setMinimumWidth(window.fontMetrics().averageCharWidth() * 36)
    splitter = QSplitter(Qt.Orientation.Horizontal)
    splitter.setObjectName("mainSplitter")
    splitter.setChildrenCollapsible(False)
    splitter.addWidget(table)
    splitter.addWidget(side)
    splitter.setStretchFactor(0, 3)
    splitter.setStretchFactor(1, 2)
    central = QWidget()
    column = QVBoxLayout(central)
    column.setContentsMargins(0, 0, 0, 0)
    column.addWidget(banner)
    column.addWidget(splitter, 1)
    window.setCentralWidget(central)
    return splitter
