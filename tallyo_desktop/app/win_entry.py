"""Entering a win: the winners and the discarder picked on the table, han/fu/yakuman spinners,
an optional liable seat (pao), and the core's preview of every payment before confirming."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.controller import Preview
from tallyo_desktop.app.payment_preview import PaymentPreview
from tallyo_desktop.app.plain_text import plain_label
from tallyo_desktop.app.spinners import FuSpinBox, HanSpinBox, YakumanSpinBox
from tallyo_desktop.core.events import Event, Pao, Ron, Tsumo, Win
from tallyo_desktop.core.hand import LIMIT_HAN, Hand
from tallyo_desktop.core.rules import MultipleRon, PaoYakuman, Rules
from tallyo_desktop.core.state import TableState
from tallyo_desktop.core.wins import pao_name


class WinnerRow(QWidget):
    """Han, fu, yakuman and pao for one winner."""

    changed = Signal()
    removeRequested = Signal(int)

    def __init__(self, seat: int, state: TableState, rules: Rules, removable: bool) -> None:
        super().__init__()
        self.seat = seat
        name = state.names[seat]
        self.label = plain_label(name)
        self.han = HanSpinBox()
        self.fu = FuSpinBox()
        self.yakuman = YakumanSpinBox()
        self.pao = QComboBox()
        self.pao.addItem(self.tr("No pao"), None)
        for other in range(state.seats):
            if other != seat:
                self.pao.addItem(self.tr("Pao: {name}").format(name=state.names[other]), other)
        self.pao.setAccessibleName(self.tr("Player liable for {name}'s yakuman").format(name=name))
        # Which yakuman the liable player fed: only those the rules hold anyone liable for.
        self.pao_kind = QComboBox()
        for kind in PaoYakuman:
            if kind in rules.pao:
                self.pao_kind.addItem(
                    self.tr("for {yakuman}").format(yakuman=pao_name(kind)), kind.value
                )
        self.pao_kind.setAccessibleName(self.tr("Yakuman the liable player fed"))
        self._pao_allowed = bool(rules.pao)
        for spin, accessible in (
            (self.han, self.tr("Han for {name}")),
            (self.fu, self.tr("Fu for {name}")),
            (self.yakuman, self.tr("Yakuman count for {name}")),
        ):
            spin.setAccessibleName(accessible.format(name=name))
            spin.valueChanged.connect(self._update)
        self.pao.currentIndexChanged.connect(self._update)
        self.pao_kind.currentIndexChanged.connect(self._update)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.label, self.han, self.fu, self.yakuman, self.pao, self.pao_kind):
            layout.addWidget(widget)
        self.remove = QPushButton(self.tr("Remove"))
        self.remove.setAccessibleName(self.tr("Remove {name} as a winner").format(name=name))
        self.remove.setVisible(removable)
        self.remove.clicked.connect(lambda: self.removeRequested.emit(self.seat))
        layout.addWidget(self.remove)
        self._update()

    def _update(self) -> None:
        yakuman = self.yakuman.value() > 0
        self.han.setVisible(not yakuman)
        self.fu.setVisible(not yakuman and self.han.value() < LIMIT_HAN)
        self.pao.setVisible(yakuman and self._pao_allowed)
        self.pao_kind.setVisible(self.pao.isVisible() and self.pao.currentData() is not None)
        self.changed.emit()

    def hand(self) -> Hand:
        if self.yakuman.value():
            return Hand(yakuman=self.yakuman.value())
        fu = self.fu.fu() if self.han.value() < LIMIT_HAN else None
        return Hand(han=self.han.value(), fu=fu)

    def liable(self) -> Pao | None:
        seat = self.pao.currentData()
        kind = self.pao_kind.currentData()
        if not self.yakuman.value() or seat is None or kind is None:
            return None
        # The liable player answers for the one yakuman it fed; the rules say if more.
        return Pao(int(seat), yakuman=1, kind=PaoYakuman(kind))


class WinEntry(QWidget):
    """Builds a Ron or Tsumo from the user's picks; the controller previews and records it."""

    eventChanged = Signal()
    confirmed = Signal(object)
    cancelled = Signal()
    highlightsChanged = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winEntry")
        self.mode = "ron"
        self.discarder: int | None = None
        self.rows: list[WinnerRow] = []
        self.picking: str | None = None
        self._state: TableState | None = None
        self._rules = Rules()
        self.instruction = plain_label()
        self.instruction.setObjectName("winInstruction")
        self.instruction.setWordWrap(True)
        self.rows_box = QVBoxLayout()
        self.riichi_tile = QCheckBox()
        self.riichi_tile.setObjectName("riichiTile")
        self.riichi_tile.toggled.connect(self._refresh)
        self.add_winner = QPushButton(self.tr("Add a &winner (double ron)"))
        self.add_winner.setObjectName("addWinner")
        self.add_winner.clicked.connect(self._pick_another_winner)
        self.preview = PaymentPreview("winPreview")
        self.confirm = QPushButton(self.tr("&Record"))
        self.confirm.setObjectName("confirmWin")
        self.confirm.setDefault(True)
        self.confirm.clicked.connect(self._confirm)
        self.cancel = QPushButton(self.tr("Cancel"))
        self.cancel.setObjectName("cancelWin")
        self.cancel.clicked.connect(self.cancelled.emit)
        buttons = QGridLayout()
        buttons.addWidget(self.add_winner, 0, 0, 1, 2)
        buttons.addWidget(self.cancel, 1, 0)
        buttons.addWidget(self.confirm, 1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.instruction)
        layout.addLayout(self.rows_box)
        layout.addWidget(self.riichi_tile)
        layout.addWidget(self.preview)
        layout.addStretch(1)
        layout.addLayout(buttons)

    def start(self, mode: str, state: TableState, rules: Rules) -> None:
        """Begin entering a "ron" or a "tsumo" for the hand being played."""
        self.mode = mode
        self._state = state
        self._rules = rules
        self.discarder = None
        self.riichi_tile.blockSignals(True)
        self.riichi_tile.setChecked(False)
        self.riichi_tile.blockSignals(False)
        for row in self.rows:
            self._discard(row)
        self.rows = []
        self.picking = "winner"
        self._refresh()

    def seat_picked(self, seat: int) -> None:
        if self._state is None or self.picking is None:
            return
        if self.picking == "discarder":
            if any(row.seat == seat for row in self.rows):
                self.instruction.setText(self.tr("The winner cannot deal in: pick another player."))
                return
            self.discarder = seat
        else:
            if seat == self.discarder or any(row.seat == seat for row in self.rows):
                self.instruction.setText(self.tr("That player is already picked: pick another."))
                return
            self._add_row(seat)
        self.picking = None
        if self.mode == "ron" and self.discarder is None:
            self.picking = "discarder"
        self._refresh()

    def _add_row(self, seat: int) -> None:
        assert self._state is not None
        row = WinnerRow(seat, self._state, self._rules, removable=bool(self.rows))
        row.changed.connect(self._refresh)
        row.removeRequested.connect(self._remove_row)
        self.rows.append(row)
        self.rows_box.addWidget(row)
        row.show()
        row.han.setFocus()

    def _remove_row(self, seat: int) -> None:
        for row in list(self.rows):
            if row.seat == seat:
                self.rows.remove(row)
                self._discard(row)
        self._refresh()

    def _discard(self, row: WinnerRow) -> None:
        # Out of the layout at once: Qt deletes the widget only when the event loop comes back.
        row.hide()
        self.rows_box.removeWidget(row)
        row.deleteLater()

    def _pick_another_winner(self) -> None:
        self.picking = "winner"
        self._refresh()

    def _can_add_winner(self) -> bool:
        return (
            self.mode == "ron"
            and self.discarder is not None
            and self._state is not None
            and len(self.rows) < self._state.seats - 1
            and self._rules.multiple_ron is not MultipleRon.HEAD_BUMP
        )

    def built_event(self) -> Event | None:
        if not self.rows:
            return None
        if self.mode == "tsumo":
            row = self.rows[0]
            return Tsumo(row.seat, row.hand(), row.liable())
        if self.discarder is None:
            return None
        wins = tuple(Win(row.seat, row.hand(), row.liable()) for row in self.rows)
        return Ron(self.discarder, wins, self._on_riichi_tile())

    def _on_riichi_tile(self) -> bool:
        return not self.riichi_tile.isHidden() and self.riichi_tile.isChecked()

    def _refresh(self) -> None:
        state = self._state
        if state is not None:
            if self.picking == "winner":
                self.instruction.setText(self.tr("Who won? Click the winner's name on the table."))
            elif self.picking == "discarder":
                self.instruction.setText(self.tr("Who dealt in? Click that player's name."))
            elif self.mode == "ron":
                self.instruction.setText(
                    self.tr("Ron on {name}'s discard: enter the hand.").format(
                        name=state.names[self.discarder or 0]
                    )
                )
            else:
                self.instruction.setText(self.tr("Tsumo: enter the hand."))
        self.add_winner.setVisible(self._can_add_winner())
        # Offered only when the discarder declared riichi in this hand: its declaring discard
        # may have been the one ronned, and then the stick was never placed.
        declared = (
            state is not None
            and self.mode == "ron"
            and self.discarder is not None
            and self.discarder in state.riichi
        )
        if declared and state is not None and self.discarder is not None:
            self.riichi_tile.setText(
                self.tr("Won on {name}'s riichi declaration tile (the stick goes back)").format(
                    name=state.names[self.discarder]
                )
            )
        self.riichi_tile.setVisible(declared)
        roles = {row.seat: "winner" for row in self.rows}
        if self.discarder is not None:
            roles[self.discarder] = "discarder"
        self.highlightsChanged.emit(roles)
        self.confirm.setEnabled(False)
        self.preview.setText("")
        self.eventChanged.emit()

    def show_preview(self, preview: Preview) -> None:
        self.preview.show_preview(preview)
        self.confirm.setEnabled(preview.ok and self.picking is None)

    def _confirm(self) -> None:
        event = self.built_event()
        if event is not None and self.confirm.isEnabled():
            self.confirmed.emit(event)
