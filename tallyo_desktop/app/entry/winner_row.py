"""One winner's hand in the win form: han and fu, or yakuman with the player liable for it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QWidget,
)

from tallyo_desktop.app.entry.form import keep_place
from tallyo_desktop.app.entry.spinners import FuSpinBox, HanSpinBox, YakumanSpinBox
from tallyo_desktop.app.shared.plain_text import plain_label, plain_tip
from tallyo_desktop.core.rules.questions import pao_kinds
from tallyo_desktop.core.rules.rules import PaoYakuman, Rules
from tallyo_desktop.core.scoring.hand import LIMIT_HAN, Hand
from tallyo_desktop.core.table.events import Pao, Tsumo, Win
from tallyo_desktop.core.table.state import TableState
from tallyo_desktop.core.table.wins import pao_name

if TYPE_CHECKING:
    from tallyo_desktop.core.counting.win_tiles import WinTiles

_HAND, _PAO = range(2)


class WinnerRow(QWidget):
    """Made once and shown for whichever seat won; hidden, it keeps its room in the form."""

    changed = Signal()
    removeRequested = Signal(int)
    focused = Signal()
    """One of the row's fields got the focus: the grid shows this winner's payments."""
    tilesRequested = Signal(int)
    """The player wants to count this winner's hand from its tiles."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = -1
        self.label = plain_label()
        self.label.setMinimumWidth(self.fontMetrics().averageCharWidth() * 6)
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.han = HanSpinBox()
        self.fu = FuSpinBox()
        self.yakuman = YakumanSpinBox()
        self.pao = QComboBox()
        self.pao_kind = QComboBox()
        self.pao_kind.setAccessibleName(self.tr("Yakuman the liable player fed"))
        self.tiles_button = QToolButton()
        self.tiles_button.setObjectName("fromTiles")
        self.tiles_button.setText(self.tr("Tiles…"))
        self.tiles_button.clicked.connect(lambda: self.tilesRequested.emit(self.seat))
        self.tiles: WinTiles | None = None
        """The tiles the hand was counted from, while the hand is still theirs."""
        self._counted: Hand | None = None
        self.remove = QToolButton()
        self.remove.setText("×")
        self.remove.clicked.connect(lambda: self.removeRequested.emit(self.seat))
        keep_place(self.remove)
        hand = QWidget()
        hand_layout = QHBoxLayout(hand)
        hand_layout.setContentsMargins(0, 0, 0, 0)
        hand_layout.setSpacing(3)
        hand_layout.addWidget(self.han)
        hand_layout.addWidget(self.fu)
        pao = QWidget()
        pao_layout = QHBoxLayout(pao)
        pao_layout.setContentsMargins(0, 0, 0, 0)
        pao_layout.setSpacing(3)
        pao_layout.addWidget(self.pao)
        pao_layout.addWidget(self.pao_kind)
        self.pages = QStackedWidget()
        self.pages.addWidget(hand)
        self.pages.addWidget(pao)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # Tight: the hand's fields need their room at the smallest window too.
        layout.setSpacing(3)
        layout.addWidget(self.label, 2)
        layout.addWidget(self.pages, 5)
        layout.addWidget(self.yakuman, 2)
        layout.addWidget(self.tiles_button)
        layout.addWidget(self.remove)
        for spin in (self.han, self.fu, self.yakuman):
            spin.valueChanged.connect(self._update)
            spin.installEventFilter(self)
        self.pao.currentIndexChanged.connect(self._update)
        self.pao_kind.currentIndexChanged.connect(self._update)
        self._pao_allowed = False
        keep_place(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn:
            self.focused.emit()
        return super().eventFilter(watched, event)

    def show_seat(self, seat: int, table: TableState, rules: Rules, *, removable: bool) -> None:
        """Show an empty hand for `seat`."""
        self.seat = seat
        name = table.names[seat]
        self.label.setText(name)
        self.label.setToolTip(plain_tip(name))
        for widget in (self.han, self.fu, self.yakuman, self.pao, self.pao_kind):
            widget.blockSignals(True)
        self.han.setValue(0)
        self.fu.set_fu(30)
        self.yakuman.setValue(0)
        self.pao.clear()
        self.pao.addItem(self.tr("No pao"), None)
        for other in range(table.seats):
            if other != seat:
                self.pao.addItem(self.tr("Pao: {name}").format(name=table.names[other]), other)
        self.pao_kind.clear()
        # Which yakuman the liable player fed: only those the rules hold anyone liable for.
        kinds = pao_kinds(rules)
        for kind in kinds:
            text = self.tr("for {yakuman}").format(yakuman=pao_name(kind))
            self.pao_kind.addItem(text, kind.value)
        for widget in (self.han, self.fu, self.yakuman, self.pao, self.pao_kind):
            widget.blockSignals(False)
        self._pao_allowed = bool(kinds)
        self.han.setAccessibleName(self.tr("Han for {name}").format(name=name))
        self.fu.setAccessibleName(self.tr("Fu for {name}").format(name=name))
        self.yakuman.setAccessibleName(self.tr("Yakuman count for {name}").format(name=name))
        self.pao.setAccessibleName(self.tr("Player liable for {name}'s yakuman").format(name=name))
        self.remove.setAccessibleName(self.tr("Remove {name} as a winner").format(name=name))
        self.tiles_button.setAccessibleName(
            self.tr("Count {name}'s hand from its tiles").format(name=name)
        )
        self.tiles_button.setToolTip(plain_tip(self.tiles_button.accessibleName()))
        self.tiles = None
        self._counted = None
        self.remove.setToolTip(plain_tip(self.remove.accessibleName()))
        self.remove.setVisible(removable)
        self.show()
        self._update()

    def fill(self, win: Win | Tsumo) -> None:
        self.set_hand(win.hand)
        if win.tiles is not None:
            self.set_counted(win.tiles, win.hand)
        if win.pao is not None:
            self.pao.setCurrentIndex(max(0, self.pao.findData(win.pao.seat)))
            if win.pao.kind is not None:
                self.pao_kind.setCurrentIndex(max(0, self.pao_kind.findData(win.pao.kind.value)))

    def set_counted(self, tiles: WinTiles, hand: Hand) -> None:
        """Fill the hand counted from `tiles`, and keep them with it."""
        self.set_hand(hand)
        self.tiles = tiles
        self._counted = hand
        self._update()

    def counted_tiles(self) -> WinTiles | None:
        """The tiles, if the hand is still the one they make (not changed by hand since)."""
        return self.tiles if self._shows_counted() else None

    def _shows_counted(self) -> bool:
        shown = self._fields()
        counted = self._counted
        return (
            self.tiles is not None
            and counted is not None
            and shown is not None
            and counted.shown_as(shown)
        )

    def set_hand(self, hand: Hand) -> None:
        for spin in (self.han, self.fu, self.yakuman):
            spin.blockSignals(True)
        self.yakuman.setValue(hand.yakuman)
        self.han.setValue(hand.han)
        if hand.fu is not None:
            self.fu.set_fu(hand.fu)
        for spin in (self.han, self.fu, self.yakuman):
            spin.blockSignals(False)
        self._update()

    def _update(self) -> None:
        yakuman = self.yakuman.value() > 0
        self.pages.setCurrentIndex(_PAO if yakuman else _HAND)
        self.pages.setEnabled(not yakuman or self._pao_allowed)
        self.pao.setVisible(self._pao_allowed)
        self.pao_kind.setEnabled(self.pao.currentData() is not None)
        self.fu.setEnabled(self.han.value() < LIMIT_HAN)
        counted = self.counted_tiles() is not None
        self.tiles_button.setText(self.tr("Tiles ✓") if counted else self.tr("Tiles…"))
        self.changed.emit()

    def hand(self) -> Hand | None:
        """The hand entered, or None while its han are missing: the hand counted from the
        tiles while the fields still show it (15 han, where the han field stops at 13)."""
        if self._shows_counted():
            return self._counted
        return self._fields()

    def _fields(self) -> Hand | None:
        if self.yakuman.value():
            return Hand(yakuman=self.yakuman.value())
        han = self.han.value()
        if not han:
            return None
        return Hand(han=han, fu=self.fu.fu() if han < LIMIT_HAN else None)

    def liable(self) -> Pao | None:
        seat = self.pao.currentData()
        kind = self.pao_kind.currentData()
        if not self.yakuman.value() or seat is None or kind is None:
            return None
        # The liable player answers for the one yakuman it fed; the rules say if more.
        return Pao(int(seat), yakuman=1, kind=PaoYakuman(kind))

    def has_focus(self) -> bool:
        return any(w.hasFocus() for w in (self.han, self.fu, self.yakuman, self.pao))

    def focus_hand(self) -> None:
        self.han.setFocus(Qt.FocusReason.OtherFocusReason)
