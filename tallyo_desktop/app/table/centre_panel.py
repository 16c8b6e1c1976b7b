"""The middle of the table: the hand being played with its honba and riichi sticks, and the
entry."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tallyo_desktop.app.clock.keeper import ClockKeeper
from tallyo_desktop.app.clock.view import ClockLabel
from tallyo_desktop.app.entry.panel import EntryPanel
from tallyo_desktop.app.shared.look import HEADING_SCALE, scaled_font
from tallyo_desktop.app.shared.table_texts import counters
from tallyo_desktop.app.table.sticks import CountersView
from tallyo_desktop.core.table.state import TableState


class CentrePanel(QFrame):
    def __init__(
        self, entry: EntryPanel, clock: ClockKeeper | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("centrePanel")
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.round_label = QLabel()
        self.round_label.setObjectName("roundLabel")
        self.counters_label = QLabel()
        self.counters_label.setObjectName("countersLabel")
        self.counters_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        for label in (self.round_label, self.counters_label):
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        # The hand on its own line; under it the honba and sticks in words, and as sticks as
        # they lie on the table.
        self.sticks = CountersView()
        counts = QHBoxLayout()
        counts.addWidget(self.counters_label, 1)
        counts.addWidget(self.sticks)
        # The round clock, when one runs, on the hand's line: as tall as the hand's name, so
        # the table does not move when it comes or goes.
        self.clock = ClockLabel(clock) if clock is not None else None
        top = QHBoxLayout()
        top.addWidget(self.round_label, 1)
        if self.clock is not None:
            top.addWidget(self.clock, 2)
        header = QVBoxLayout()
        header.setSpacing(0)
        header.addLayout(top)
        header.addLayout(counts)
        self.entry = entry
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        layout.addLayout(header)
        layout.addWidget(entry, 1)
        self.scale = 1.0
        """How much larger than usual the hand's name and its sticks are drawn."""
        self._set_fonts()

    def set_scale(self, scale: float) -> None:
        """Draw the hand's name, its honba and sticks `scale` times their usual size; the entry
        keeps its own."""
        if scale != self.scale:
            self.scale = scale
            self._set_fonts()

    def _set_fonts(self) -> None:
        self.round_label.setFont(scaled_font(self, HEADING_SCALE * self.scale))
        for widget in (self.counters_label, self.sticks):
            widget.setFont(scaled_font(self, self.scale, bold=False))

    def take_entry(self) -> None:
        """Put the entry back here (from the table display)."""
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.addWidget(self.entry, 1)
        self.entry.show()

    def show_no_game(self) -> None:
        self.round_label.setText(self.tr("No game yet"))
        self.counters_label.setText("")
        self.sticks.show_counts(0, 0)

    def show_state(
        self, state: TableState, changing: bool = False, inserting: bool = False
    ) -> None:
        """Show the hand of `state`; `changing`: a past hand, being changed; `inserting`: a
        forgotten hand being put in before it. A game over says so, and why, in place of the
        hand it would have gone on to."""
        hand = state.hand_name
        if state.is_over and not changing:
            self._show_end(state)
            return
        self.sticks.show()
        if inserting:
            title = self.tr("{hand} (putting in a forgotten hand)").format(hand=hand)
        elif changing:
            title = self.tr("{hand} (changing it)").format(hand=hand)
        else:
            title = hand
        self.round_label.setText(title)
        self.counters_label.setText(counters(state))
        self.sticks.show_counts(state.honba, state.sticks)
        self.round_label.setAccessibleName(self.tr("Hand: {hand}").format(hand=hand))
        self.counters_label.setAccessibleName(
            self.tr("{honba} honba, %n riichi stick(s) on the table", "", state.sticks).format(
                honba=state.honba
            )
        )

    def _show_end(self, state: TableState) -> None:
        over = self.tr("Game over")
        reason = state.ended.explanation if state.ended is not None else ""
        self.round_label.setText(over)
        self.round_label.setAccessibleName(over)
        # The sticks were settled with the game: the reason takes their room.
        self.sticks.hide()
        self.counters_label.setText(reason)
        self.counters_label.setAccessibleName(reason)
