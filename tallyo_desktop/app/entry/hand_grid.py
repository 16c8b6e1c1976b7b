"""The grid of common hands: one click fills a winner's han and fu, or a limit.

Rows are 1 to 4 han, columns the common fu; each cell shows what the hand pays this winner (the
core works it out) and cells of hands that cannot exist are disabled. Below, the limits: mangan,
haneman, baiman, sanbaiman and yakuman, also on the keys M, H, B, S and Y of the entry.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QToolButton, QWidget

from tallyo_desktop.app.entry.limits import LIMIT_KEYS
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.preview import GRID_FU, GRID_HAN, hand_grid


class HandGrid(QWidget):
    chosen = Signal(object)
    """The Hand clicked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handGrid")
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(2)
        for column, fu in enumerate(GRID_FU, start=1):
            heading = QLabel(self.tr("{fu} fu").format(fu=fu))
            heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(heading, 0, column)
        self.cells: dict[tuple[int, int], QToolButton] = {}
        for row, han in enumerate(GRID_HAN, start=1):
            grid.addWidget(QLabel(self.tr("{han} han").format(han=han)), row, 0)
            for column, fu in enumerate(GRID_FU, start=1):
                cell = self._button(Hand(han=han, fu=fu), f"grid_{han}_{fu}")
                grid.addWidget(cell, row, column)
                self.cells[(han, fu)] = cell
        texts = (
            self.tr("&Mangan"),
            self.tr("&Haneman"),
            self.tr("&Baiman"),
            self.tr("&Sanbaiman"),
            self.tr("&Yakuman"),
        )
        self.limits: list[QToolButton] = []
        spans = (2, 2, 1, 1, 1)
        column = 0
        for text, (key, hand), span in zip(texts, LIMIT_KEYS, spans, strict=True):
            button = self._button(hand, f"limit_{key.lower()}")
            button.setText(text)
            grid.addWidget(button, len(GRID_HAN) + 1, column, 1, span)
            self.limits.append(button)
            column += span

    def _button(self, hand: Hand, name: str) -> QToolButton:
        button = QToolButton()
        button.setObjectName(name)
        button.setAutoRaise(False)
        # The grid is a tool of the keyboard entry's too: clicks only, no tab stops in it.
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        button.clicked.connect(lambda: self.chosen.emit(hand))
        return button

    def show_for(self, *, dealer: bool, tsumo: bool, rules: Rules) -> None:
        """Show what each hand pays this winner; hands that cannot exist are disabled."""
        for cell in hand_grid(dealer=dealer, tsumo=tsumo, rules=rules):
            assert cell.hand.fu is not None
            button = self.cells[(cell.hand.han, cell.hand.fu)]
            button.setText(cell.label or "–")
            button.setEnabled(cell.label is not None)
            button.setToolTip(cell.words)
        self._fit_text()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_text()

    def _fit_text(self) -> None:
        """A smaller font where the cells are too narrow for what they pay ("1300/2600")."""
        buttons = [*self.cells.values(), *self.limits]
        font = QFont(self.font())
        metrics = QFontMetrics(font)
        scale = 1.0
        for button in buttons:
            text = metrics.horizontalAdvance(button.text().replace("&", "")) + 8
            if button.width() > 0 and text > button.width():
                scale = min(scale, button.width() / text)
        if scale < 1.0:
            font.setPointSizeF(max(6.0, font.pointSizeF() * scale))
        for button in buttons:
            button.setFont(font)
