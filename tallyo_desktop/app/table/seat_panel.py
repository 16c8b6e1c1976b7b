"""One player's place at the table: name, wind, points, the dealer's mark, riichi and a chombo
still to be paid at the end, and what the entry picked this player for. A click anywhere on the
panel picks the player."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from tallyo_desktop.app.entry.form import keep_place
from tallyo_desktop.app.game.model import signed
from tallyo_desktop.app.shared.fitted_labels import DifferencesLabel, NameLabel
from tallyo_desktop.app.shared.look import NAME_SCALE, POINTS_SCALE, scaled_font, seat_colour_for
from tallyo_desktop.app.shared.plain_text import plain_label, plain_tip
from tallyo_desktop.app.shared.table_texts import pick_key, riichi_key, seat_description
from tallyo_desktop.app.table.sticks import RiichiStick
from tallyo_desktop.core.rules.questions import riichi_stick_value
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.seats import SeatRole, Wind
from tallyo_desktop.core.table.history import differences
from tallyo_desktop.core.table.settlement import pending_chombo
from tallyo_desktop.core.table.state import TableState


class SeatPanel(QFrame):
    picked = Signal(int)
    riichiRequested = Signal(int)

    def __init__(self, seat: int, wide: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"seatPanel{seat}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # The panel's size comes from the table, never from what it shows.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.scale = 1.0
        """How much larger than usual the seat's type is (the table grows it with the window)."""
        self.key_label = QLabel(pick_key(seat))
        self.key_label.setObjectName(f"seatKey{seat}")
        # The seat's number on the seat's colour, as its line of the chart is drawn.
        self.key_label.setAutoFillBackground(True)
        self.key_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._colour_key()
        self.stick = RiichiStick()
        self.stick.setObjectName(f"seatStick{seat}")
        keep_place(self.stick)
        self.stick.hide()
        self.name_label = NameLabel()
        self.name_label.setObjectName(f"seatName{seat}")
        self.wind_label = QLabel()
        self.wind_label.setObjectName(f"seatWind{seat}")
        self.dealer_label = QLabel()
        self.dealer_label.setObjectName(f"seatDealer{seat}")
        self.dealer_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.dealer_label.setMargin(2)
        # A mark in the window's highlight colour, its room kept on every seat so that passing
        # the deal moves nothing.
        self.dealer_label.setAutoFillBackground(True)
        self.dealer_label.setForegroundRole(QPalette.ColorRole.HighlightedText)
        self.dealer_label.setBackgroundRole(QPalette.ColorRole.Highlight)
        keep_place(self.dealer_label)
        self.dealer_label.hide()
        self.chombo_label = plain_label()
        self.chombo_label.setObjectName(f"seatChombo{seat}")
        # A narrow seat breaks a line too long for it (a large penalty) rather than cut it.
        self.chombo_label.setWordWrap(not wide)
        self.chombo_label.hide()
        self.riichi_label = QLabel()
        self.riichi_label.setObjectName(f"seatRiichi{seat}")
        self.role_label = QLabel()
        self.role_label.setObjectName(f"seatRole{seat}")
        self.role_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.points_label = QLabel()
        self.points_label.setObjectName(f"seatPoints{seat}")
        self.points_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.diff_label = DifferencesLabel()
        self.diff_label.setObjectName(f"seatDiffs{seat}")
        self.diff_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.riichi_button = QPushButton(self.tr("Riichi"))
        self.riichi_button.setObjectName(f"riichiButton{seat}")
        self.riichi_button.clicked.connect(lambda: self.riichiRequested.emit(self.seat))
        keep_place(self.riichi_button)
        for label in (
            self.name_label,
            self.riichi_label,
            self.role_label,
            self.points_label,
            self.diff_label,
        ):
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # The wind, the dealer mark and a chombo take the room their words need: the name and
        # the differences give way to them, never the other way round.
        for label in (self.wind_label, self.dealer_label, self.chombo_label):
            policy = label.sizePolicy()
            policy.setHorizontalPolicy(QSizePolicy.Policy.Fixed)
            label.setSizePolicy(policy)
        layout = QGridLayout(self)
        layout.setContentsMargins(6, 3, 6, 3)
        layout.setVerticalSpacing(1)
        layout.addWidget(self.key_label, 0, 0)
        if wide:
            # Top and bottom of the table: one long, low panel.
            layout.addWidget(self.wind_label, 0, 1)
            layout.addWidget(self.name_label, 0, 2)
            layout.addWidget(self.dealer_label, 0, 3)
            riichi = QHBoxLayout()
            riichi.addWidget(self.stick)
            riichi.addWidget(self.riichi_label)
            layout.addLayout(riichi, 0, 4)
            layout.addWidget(self.diff_label, 1, 0, 1, 5)
            # Two lines beside the points, where the differences below keep their room.
            layout.addWidget(self.chombo_label, 0, 5, 2, 1)
            layout.addWidget(self.points_label, 0, 6, 2, 1)
            layout.addWidget(self.riichi_button, 0, 7)
            layout.addWidget(self.role_label, 1, 7)
            layout.setColumnStretch(2, 1)
            layout.setColumnStretch(6, 1)
        else:
            # Left and right: narrow and tall; the name has the whole first line.
            layout.addWidget(self.name_label, 0, 1)
            marks = QHBoxLayout()
            marks.addWidget(self.wind_label)
            marks.addWidget(self.dealer_label)
            marks.addStretch(1)
            layout.addLayout(marks, 1, 0, 1, 2)
            riichi = QHBoxLayout()
            riichi.addWidget(self.stick)
            riichi.addWidget(self.riichi_label, 1)
            layout.addLayout(riichi, 2, 0, 1, 2)
            layout.addWidget(self.chombo_label, 3, 0, 1, 2)
            layout.addWidget(self.points_label, 4, 0, 1, 2)
            layout.addWidget(self.diff_label, 5, 0, 1, 2)
            layout.addWidget(self.role_label, 6, 0, 1, 2)
            layout.addWidget(self.riichi_button, 7, 0, 1, 2)
            layout.setColumnStretch(1, 1)
            layout.setRowStretch(4, 1)
        self.wide = wide
        self._set_fonts()

    def set_scale(self, scale: float) -> None:
        """Draw the seat's type `scale` times its usual size."""
        if scale != self.scale:
            self.scale = scale
            self._set_fonts()

    def _set_fonts(self) -> None:
        scale = self.scale
        for label, size, bold in (
            (self.key_label, 1.0, True),
            (self.name_label, NAME_SCALE, True),
            (self.wind_label, 1.0, True),
            (self.dealer_label, 1.0, True),
            (self.chombo_label, 1.0, True),
            (self.riichi_label, 1.0, True),
            (self.role_label, 1.1, True),
            (self.points_label, POINTS_SCALE, True),
            (self.diff_label, 1.0, False),
            (self.riichi_button, 1.0, False),
            (self.stick, 1.0, False),
        ):
            label.setFont(scaled_font(self, size * scale, bold=bold))
        self.key_label.setMinimumWidth(self.key_label.fontMetrics().averageCharWidth() * 3)
        # Room for the longest wind, so that nothing beside it moves from hand to hand.
        winds = self.wind_label.fontMetrics()
        self.wind_label.setMinimumWidth(max(winds.horizontalAdvance(w.label) for w in Wind) + 4)
        dealer = self.dealer_label.fontMetrics().horizontalAdvance(self.tr("Dealer"))
        self.dealer_label.setMinimumWidth(dealer + 2 * self.dealer_label.margin() + 4)

    def _colour_key(self) -> None:
        palette = self.key_label.palette()
        palette.setColor(QPalette.ColorRole.Window, seat_colour_for(self, self.seat))
        palette.setColor(QPalette.ColorRole.WindowText, QColor("white"))
        self.key_label.setPalette(palette)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            # Light or dark: the seat's colour for the new window.
            self._colour_key()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.picked.emit(self.seat)
            event.accept()
            return
        super().mousePressEvent(event)

    def show_state(
        self, state: TableState, rules: Rules, *, can_riichi: bool, toggles: bool = False
    ) -> None:
        """Show the seat at `state` under `rules`; `toggles`: the riichi button takes a riichi
        back too (in a past hand being changed)."""
        seat = self.seat
        name = state.names[seat]
        wind = state.wind_of(seat).label
        self.name_label.set_whole_text(name)
        self.wind_label.setText(wind)
        is_dealer = state.dealer == seat
        in_riichi = seat in state.riichi
        self.dealer_label.setText(self.tr("Dealer") if is_dealer else "")
        self.dealer_label.setVisible(is_dealer)
        self._show_chombo(pending_chombo(state, rules, seat), name)
        self.riichi_label.setText(self.tr("Riichi") if in_riichi else "")
        self.stick.setVisible(in_riichi)
        self.points_label.setText(f"{state.points[seat]}")
        # Side by side in a wide panel; one under another in a narrow one.
        self.diff_label.set_parts(
            [(other, signed(diff)) for other, diff in differences(state, seat)],
            one_line=self.wide,
        )
        self.riichi_button.setVisible(can_riichi)
        self.riichi_button.setEnabled(toggles or not in_riichi)
        self.riichi_button.setText(
            self.tr("No riichi") if toggles and in_riichi else self.tr("Riichi")
        )
        self.setAccessibleName(
            self.tr("{seat}, {points} points").format(
                seat=seat_description(state, seat), points=state.points[seat]
            )
        )
        self.setToolTip(
            plain_tip(self.tr("Pick {name} (key {key})").format(name=name, key=pick_key(seat)))
        )
        self.riichi_button.setAccessibleName(self.tr("Riichi for {name}").format(name=name))
        self.riichi_button.setToolTip(
            plain_tip(
                self.tr("{name} declares riichi: {points} points to the table ({key})").format(
                    name=name, points=riichi_stick_value(rules), key=riichi_key(seat)
                )
            )
        )
        self.points_label.setAccessibleName(self.tr("{name}'s points").format(name=name))
        self.diff_label.setAccessibleName(self.tr("Differences from {name}").format(name=name))

    def _show_chombo(self, penalty: int, name: str) -> None:
        """A chombo paid at the end is marked on the seat from the hand it was made in."""
        self.chombo_label.setVisible(penalty != 0)
        self.chombo_label.setText(
            self.tr("Chombo {points}\nat the settlement").format(points=signed(penalty))
            if penalty
            else ""
        )
        self.chombo_label.setAccessibleName(
            self.tr("{name}'s chombo: {points} points off the final result").format(
                name=name, points=-penalty
            )
            if penalty
            else ""
        )

    def role_text(self, role: SeatRole) -> str:
        texts = {
            SeatRole.WINNER: self.tr("Winner"),
            SeatRole.DISCARDER: self.tr("Dealt in"),
            SeatRole.LIABLE: self.tr("Liable (pao)"),
            SeatRole.TENPAI: self.tr("Tenpai"),
            SeatRole.NAGASHI: self.tr("Nagashi mangan"),
            SeatRole.CHOMBO: self.tr("Chombo"),
            SeatRole.PAYER: self.tr("Pays"),
            SeatRole.RECEIVER: self.tr("Receives"),
        }
        return texts.get(role, "")

    def set_role(self, role: SeatRole | None) -> None:
        """Mark the seat as picked in the entry, or clear the mark."""
        self.setProperty("role", role.value if role is not None else "")
        self.role_label.setText(self.role_text(role) if role is not None else "")
        self.setLineWidth(3 if role is not None else 1)
        self.setFrameShadow(QFrame.Shadow.Sunken if role is not None else QFrame.Shadow.Plain)
