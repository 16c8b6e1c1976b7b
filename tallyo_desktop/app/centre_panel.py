"""The middle of the table: the hand being played, honba and sticks, and the actions."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.draw_entry import DrawEntry
from tallyo_desktop.app.plain_text import plain_label
from tallyo_desktop.app.win_entry import WinEntry
from tallyo_desktop.core.state import TableState


def action_button(action: QAction) -> QPushButton:
    """A push button that triggers `action` and shows its shortcut."""
    button = QPushButton()
    shortcut = action.shortcut().toString()
    # "&Ron" shows as "Ron"; a Japanese "ロン(&R)" as "ロン": the shortcut is added below.
    text = re.sub(r"\s*\(&\w\)", "", action.text()).replace("&", "")
    if shortcut:
        text_with_key = QCoreApplication.translate("CentrePanel", "{action} ({shortcut})")
        button.setText(text_with_key.format(action=text, shortcut=shortcut))
    else:
        button.setText(text)
    button.setAccessibleName(text)
    button.setToolTip(action.toolTip())
    button.clicked.connect(action.trigger)
    action.enabledChanged.connect(button.setEnabled)
    button.setEnabled(action.isEnabled())
    return button


class CentrePanel(QWidget):
    IDLE, WIN, DRAW = range(3)

    def __init__(
        self, main_actions: list[QAction], more: QAction, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("centrePanel")
        self.round_label = QLabel()
        self.round_label.setObjectName("roundLabel")
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.round_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.round_label.setFont(font)
        self.counters_label = QLabel()
        self.counters_label.setObjectName("countersLabel")
        self.counters_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status_label = plain_label()
        self.status_label.setObjectName("statusLabel")
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status_label.setWordWrap(True)

        idle = QWidget()
        buttons = QGridLayout(idle)
        for index, action in enumerate(main_actions):
            buttons.addWidget(action_button(action), 0, index)
        more_button = QToolButton()
        more_button.setDefaultAction(more)
        more_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        more_button.setAccessibleName(self.tr("More events"))
        more_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        buttons.addWidget(more_button, 1, 0, 1, len(main_actions))

        self.win_entry = WinEntry()
        self.draw_entry = DrawEntry()
        self.pages = QStackedWidget()
        self.pages.addWidget(idle)
        self.pages.addWidget(self.win_entry)
        self.pages.addWidget(self.draw_entry)

        layout = QVBoxLayout(self)
        layout.addWidget(self.round_label)
        layout.addWidget(self.counters_label)
        layout.addWidget(self.status_label)
        layout.addWidget(self.pages, 1)

    def show_no_game(self) -> None:
        self.pages.setCurrentIndex(self.IDLE)
        self.round_label.setText(self.tr("No game yet"))
        self.counters_label.setText(self.tr("Start one with Game ▸ New game (Ctrl+N)."))
        self.status_label.setText("")

    def show_state(self, state: TableState) -> None:
        self.round_label.setText(state.hand_name)
        self.counters_label.setText(
            self.tr("Honba {honba}   ·   Riichi sticks {sticks}").format(
                honba=state.honba, sticks=state.sticks
            )
        )
        self.round_label.setAccessibleName(self.tr("Hand: {hand}").format(hand=state.hand_name))
        self.counters_label.setAccessibleName(
            self.tr("{honba} honba, {sticks} riichi sticks on the table").format(
                honba=state.honba, sticks=state.sticks
            )
        )
        if state.ended is not None:
            self.status_label.setText(
                self.tr("Game over. {explanation}").format(explanation=state.ended.explanation)
            )
        else:
            self.status_label.setText("")
