"""The keys of the table, as Help shows them (Help ▸ Keys, F1): a window beside the table, which
lists the lines of the keys table (`app.shared.keys_table`) in two columns, the keys as this
platform's menus write them and what they do.

The columns are a grid of labels, not text padded with tabs: a tab lines up only text of one
width per letter, and Japanese is not. The two cells of a line stand on one baseline, though
the keys may be written in a font of Latin letters only and what they do in a Japanese one, with
a higher ascent.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.shared.keys_table import help_rows
from tallyo_desktop.app.shared.look import SPACE, scaled_font
from tallyo_desktop.app.shared.plain_text import plain_label
from tallyo_desktop.app.shared.qt_actions import native_key


def keys_rows() -> list[tuple[str, str]]:
    """The keys help in the app's language, line by line: the keys, and what they do."""
    return help_rows(native_key, QCoreApplication.translate)


def ascent(label: QLabel) -> float:
    """How far the first line of `label`'s text rises above its baseline, in the fonts its
    letters are drawn in (a Japanese letter missing from the font comes from another)."""
    layout = QTextLayout(label.text(), label.font())
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    return line.ascent() if line.isValid() else 0.0


def on_baseline(labels: tuple[QLabel, ...]) -> None:
    """Lower the labels of one line, laid at its top, so that their texts share a baseline."""
    rises = [ascent(label) for label in labels]
    for label, rise in zip(labels, rises, strict=True):
        label.setContentsMargins(0, round(max(rises) - rise), 0, 0)


class KeysHelp(QDialog):
    """What each key does, in a table of two columns; it stays open beside the table, and
    follows a change of language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keysHelp")
        self.example = plain_label()
        self.example.setObjectName("keysHelpExample")
        self.example.setWordWrap(True)
        self.table = QWidget()
        self.table.setObjectName("keysHelpTable")
        self.grid = QGridLayout(self.table)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(3 * SPACE)
        self.grid.setVerticalSpacing(SPACE)
        # The text column takes the width left; the keys keep theirs.
        self.grid.setColumnStretch(1, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSpacing(2 * SPACE)
        layout.addWidget(self.example)
        layout.addWidget(self.table)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.cells: list[tuple[QLabel, QLabel]] = []
        """Each line's cells: its keys, and what they do (the headings not counted)."""
        self._fill()

    def _fill(self) -> None:
        """Show the texts in the app's language."""
        self.setWindowTitle(self.tr("Keys"))
        self.example.setText(
            QCoreApplication.translate(
                "KeysHelp", "A ron of 3 han 30 fu, Bea from Ann: R 2 1 3 Enter."
            )
        )
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                # Hidden now: until it is deleted it would still be drawn.
                widget.hide()
                widget.deleteLater()
        headings = (self.tr("Keys", "the heading of the keys' column"), self.tr("What they do"))
        for column, heading in enumerate(headings):
            label = plain_label(heading)
            label.setFont(scaled_font(label, 1.0))
            self.grid.addWidget(label, 0, column)
        self.cells = []
        for row, (keys, what) in enumerate(keys_rows(), start=1):
            cells = (plain_label(keys), plain_label(what))
            on_baseline(cells)
            for column, label in enumerate(cells):
                label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                self.grid.addWidget(label, row, column, Qt.AlignmentFlag.AlignTop)
            self.cells.append(cells)
        self.table.setAccessibleName(self.tr("Keys"))

    def rows(self) -> list[tuple[str, str]]:
        """The lines shown: the keys, and what they do."""
        return [(keys.text(), what.text()) for keys, what in self.cells]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._fill()
        super().changeEvent(event)
