"""One player's place at the table: name, wind, points, dealer and riichi markers."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tallyo_desktop.app.plain_text import plain_label, plain_tip
from tallyo_desktop.core.history import differences
from tallyo_desktop.core.state import TableState


def signed(points: int) -> str:
    return f"{points:+d}" if points else "±0"


class SeatPanel(QFrame):
    """Shows one seat; a click on the name picks this seat while a hand is being entered."""

    picked = Signal(int)
    riichiRequested = Signal(int)

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"seatPanel{seat}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFrameShadow(QFrame.Shadow.Raised)

        self.name_button = QPushButton()
        self.name_button.setObjectName(f"seatName{seat}")
        self.name_button.setFlat(True)
        name_font = QFont(self.name_button.font())
        name_font.setPointSizeF(name_font.pointSizeF() * 1.3)
        name_font.setBold(True)
        self.name_button.setFont(name_font)
        self.name_button.clicked.connect(lambda: self.picked.emit(self.seat))

        self.wind_label = QLabel()
        self.wind_label.setObjectName(f"seatWind{seat}")
        self.dealer_label = QLabel()
        self.dealer_label.setObjectName(f"seatDealer{seat}")
        marker_font = QFont(self.dealer_label.font())
        marker_font.setBold(True)
        self.dealer_label.setFont(marker_font)
        self.riichi_label = QLabel()
        self.riichi_label.setObjectName(f"seatRiichi{seat}")
        self.role_label = QLabel()
        self.role_label.setObjectName(f"seatRole{seat}")
        self.role_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        role_font = QFont(self.role_label.font())
        role_font.setBold(True)
        self.role_label.setFont(role_font)

        self.points_label = QLabel()
        self.points_label.setObjectName(f"seatPoints{seat}")
        self.points_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        points_font = QFont(self.points_label.font())
        points_font.setPointSizeF(points_font.pointSizeF() * 2.2)
        points_font.setBold(True)
        self.points_label.setFont(points_font)

        self.diff_label = plain_label()
        self.diff_label.setObjectName(f"seatDiffs{seat}")
        self.diff_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.diff_label.setWordWrap(True)

        self.riichi_button = QPushButton(self.tr("Riichi"))
        self.riichi_button.setObjectName(f"riichiButton{seat}")
        self.riichi_button.clicked.connect(lambda: self.riichiRequested.emit(self.seat))

        top = QHBoxLayout()
        top.addWidget(self.wind_label)
        top.addWidget(self.name_button, 1)
        top.addWidget(self.dealer_label)
        top.addWidget(self.riichi_label)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.role_label)
        layout.addWidget(self.points_label)
        layout.addWidget(self.diff_label)
        layout.addWidget(self.riichi_button, 0, Qt.AlignmentFlag.AlignCenter)

    def show_state(self, state: TableState, picking: bool = False) -> None:
        seat = self.seat
        name = state.names[seat]
        wind = state.wind_of(seat).label
        self.name_button.setText(name)
        self.wind_label.setText(wind)
        is_dealer = state.dealer == seat
        in_riichi = seat in state.riichi
        self.dealer_label.setText(self.tr("Dealer") if is_dealer else "")
        self.riichi_label.setText(self.tr("Riichi") if in_riichi else "")
        self.points_label.setText(f"{state.points[seat]}")
        self.diff_label.setText(
            "  ".join(f"{other} {signed(diff)}" for other, diff in differences(state, seat))
        )
        self.riichi_button.setEnabled(not in_riichi and not state.is_over)
        self.name_button.setCheckable(picking)
        if is_dealer and in_riichi:
            status = self.tr("{name}, {wind}, dealer, riichi, {points} points")
        elif is_dealer:
            status = self.tr("{name}, {wind}, dealer, {points} points")
        elif in_riichi:
            status = self.tr("{name}, {wind}, riichi, {points} points")
        else:
            status = self.tr("{name}, {wind}, {points} points")
        self.name_button.setAccessibleName(
            status.format(name=name, wind=wind, points=state.points[seat])
        )
        self.name_button.setToolTip(
            plain_tip(
                self.tr("Pick {name} ({shortcut})").format(name=name, shortcut=f"Ctrl+{seat + 1}")
            )
        )
        self.riichi_button.setAccessibleName(self.tr("Riichi for {name}").format(name=name))
        self.riichi_button.setToolTip(
            plain_tip(self.tr("{name} declares riichi: 1000 points to the table").format(name=name))
        )
        self.points_label.setAccessibleName(self.tr("{name}'s points").format(name=name))
        self.diff_label.setAccessibleName(self.tr("Differences from {name}").format(name=name))

    def set_highlight(self, role: str) -> None:
        """Mark the seat as picked in the entry ("winner", "discarder") or clear it ("")."""
        self.setProperty("role", role)
        texts = {"winner": self.tr("Winner"), "discarder": self.tr("Dealt in")}
        self.role_label.setText(texts.get(role, ""))
        self.setFrameShadow(QFrame.Shadow.Sunken if role else QFrame.Shadow.Raised)
        self.setLineWidth(3 if role else 1)
        self.name_button.setChecked(bool(role))
