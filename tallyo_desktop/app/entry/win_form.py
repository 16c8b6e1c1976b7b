"""Entering a win: the winner and the discarder picked on the table, each winner's hand from the
spin boxes, the grid of common hands or a limit key, and whether a ron took a riichi tile."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from tallyo_desktop.app.entry.form import EntryForm, keep_place
from tallyo_desktop.app.entry.hand_grid import HandGrid
from tallyo_desktop.app.entry.winner_row import WinnerRow
from tallyo_desktop.app.shared.plain_text import plain_tip
from tallyo_desktop.core.rules.questions import most_ron_winners
from tallyo_desktop.core.rules.rules import MAX_PLAYERS
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.seats import SeatRole
from tallyo_desktop.core.session.draft import EntryMode
from tallyo_desktop.core.table.events import Event, Ron, Tsumo, Win
from tallyo_desktop.core.table.state import TableState


class WinForm(EntryForm):
    tilesRequested = Signal(int)
    """Count the hand of the winner in this seat from its tiles."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winForm")
        self.discarder: int | None = None
        self.picking: SeatRole | None = None
        self._mistake = ""
        self.slots = [WinnerRow() for _ in range(MAX_PLAYERS - 1)]
        for row in self.slots:
            row.changed.connect(self._row_changed)
            row.removeRequested.connect(self.remove_winner)
            row.focused.connect(self._show_grid)
            row.tilesRequested.connect(self.tilesRequested.emit)
        self.grid = HandGrid()
        self.grid.chosen.connect(self.set_hand)
        self.add_winner = QPushButton(self.tr("Another &winner (double ron)"))
        self.add_winner.setObjectName("addWinner")
        self.add_winner.clicked.connect(self.pick_another_winner)
        keep_place(self.add_winner)
        self.riichi_tile = QCheckBox()
        self.riichi_tile.setObjectName("riichiTile")
        self.riichi_tile.toggled.connect(self.notify)
        keep_place(self.riichi_tile)
        extras = QHBoxLayout()
        extras.addWidget(self.riichi_tile, 1)
        extras.addWidget(self.add_winner)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        for row in self.slots:
            layout.addWidget(row)
        layout.addLayout(extras)
        layout.addWidget(self.grid, 1)

    @property
    def rows(self) -> list[WinnerRow]:
        """The winners entered, in the order they were picked."""
        return [row for row in self.slots if not row.isHidden()]

    # EntryForm
    def clear(self) -> None:
        self.discarder = None
        self.picking = SeatRole.WINNER
        self._mistake = ""
        for row in self.slots:
            row.hide()
        self.riichi_tile.blockSignals(True)
        self.riichi_tile.setChecked(False)
        self.riichi_tile.blockSignals(False)

    def fill(self, event: Event) -> None:
        assert self.table is not None
        if isinstance(event, Tsumo):
            self._add_winner(event.winner).fill(event)
        elif isinstance(event, Ron):
            self.discarder = event.discarder
            for win in event.wins:
                self._add_winner(win.winner).fill(win)
            self.riichi_tile.setChecked(event.on_riichi_tile)
        self.picking = None

    def retable(self, table: TableState) -> None:
        self.table = table
        # Room for as many winners as a ron can have under these rules, and no more: the
        # rules do not change during a game, so the form keeps its shape while one is entered.
        most = self._most_winners(table)
        for number, row in enumerate(self.slots):
            if number >= most:
                row.setVisible(False)
                policy = row.sizePolicy()
                policy.setRetainSizeWhenHidden(False)
                row.setSizePolicy(policy)
            else:
                policy = row.sizePolicy()
                policy.setRetainSizeWhenHidden(True)
                row.setSizePolicy(policy)
        self._show_extras()
        self._show_grid()
        self.changed.emit()

    def pick(self, number: int) -> None:
        table = self.table
        if table is None or number >= table.seats:
            return
        seat = number
        winners = [row.seat for row in self.rows]
        self._mistake = ""
        if self.picking is SeatRole.DISCARDER:
            if seat in winners:
                self._mistake = self.tr("A winner cannot deal in: pick another player.")
            else:
                self.discarder = seat
                self.picking = None
        elif self.picking is SeatRole.WINNER:
            if seat == self.discarder or seat in winners:
                self._mistake = self.tr("That player is already picked: pick another.")
            else:
                self._add_winner(seat)
                self.picking = (
                    SeatRole.DISCARDER
                    if self.mode is EntryMode.RON and self.discarder is None
                    else None
                )
        else:
            # Everyone is picked: a click on a player starts the picks again from that winner.
            self.clear()
            self.pick(number)
            return
        self._show_extras()
        self._show_grid()
        if self.picking is None:
            self.focus_first()
        self.changed.emit()

    def built_event(self) -> Event | None:
        rows = self.rows
        if not rows or self.picking is not None:
            return None
        hands = [row.hand() for row in rows]
        if any(hand is None for hand in hands):
            return None
        if self.mode is EntryMode.TSUMO:
            hand = hands[0]
            assert hand is not None
            return Tsumo(rows[0].seat, hand, rows[0].liable(), rows[0].counted_tiles())
        if self.discarder is None:
            return None
        wins = tuple(
            Win(row.seat, hand, row.liable(), row.counted_tiles())
            for row, hand in zip(rows, hands, strict=True)
            if hand is not None
        )
        on_riichi_tile = not self.riichi_tile.isHidden() and self.riichi_tile.isChecked()
        return Ron(self.discarder, wins, on_riichi_tile)

    def roles(self) -> dict[int, SeatRole]:
        roles = {row.seat: SeatRole.WINNER for row in self.rows}
        for row in self.rows:
            liable = row.liable()
            if liable is not None:
                roles[liable.seat] = SeatRole.LIABLE
        if self.discarder is not None:
            roles[self.discarder] = SeatRole.DISCARDER
        return roles

    def instruction(self) -> str:
        if self._mistake:
            return self._mistake
        table = self.table
        if self.picking is SeatRole.WINNER and self.rows:
            return self.tr(
                "Who else won on this discard? Press 1–{last} or click the player."
            ).format(last=self._seats())
        if self.picking is SeatRole.WINNER:
            if self.mode is EntryMode.TSUMO:
                return self.tr("Tsumo: who won? Press 1–{last} or click the winner.").format(
                    last=self._seats()
                )
            return self.tr("Ron: who won? Press 1–{last} or click the winner.").format(
                last=self._seats()
            )
        if self.picking is SeatRole.DISCARDER:
            return self.tr("Who dealt in? Press 1–{last} or click that player.").format(
                last=self._seats()
            )
        missing = [row for row in self.rows if row.hand() is None]
        if len(self.rows) > 1 and missing and table is not None:
            keys = self.tr(
                "{name}'s hand: type the han (Tab: fu), click the grid, or press M H B S Y"
            ).format(name=table.names[missing[0].seat])
        else:
            keys = self.tr("type the han (Tab: fu), click the grid, or press M H B S Y for a limit")
        if self.mode is EntryMode.RON and table is not None and self.discarder is not None:
            return self.tr("Ron on {name}'s discard: {keys}.").format(
                name=table.names[self.discarder], keys=keys
            )
        return self.tr("Tsumo: {keys}.").format(keys=keys)

    def focus_first(self) -> None:
        rows = self.rows
        if rows and self.picking is None:
            rows[-1].focus_hand()
        else:
            self.setFocus()

    # What the player does
    def set_hand(self, hand: Hand) -> None:
        """Fill the winner being entered (the one with the focus, else the last) with `hand`."""
        row = self._active_row()
        if row is None:
            return
        row.set_hand(hand)
        row.focus_hand()

    def row_of(self, seat: int) -> WinnerRow | None:
        return next((row for row in self.rows if row.seat == seat), None)

    def active_seat(self) -> int | None:
        """The winner being entered: the one with the focus, else the last picked."""
        row = self._active_row()
        return None if row is None else row.seat

    def pick_another_winner(self) -> None:
        if self._can_add_winner():
            self.picking = SeatRole.WINNER
            self._mistake = ""
            self.setFocus()
            self._show_extras()
            self.changed.emit()

    def remove_winner(self, seat: int) -> None:
        for row in self.rows:
            if row.seat == seat and len(self.rows) > 1:
                row.hide()
        self._show_extras()
        self._show_grid()
        self.changed.emit()

    # Inside
    def _add_winner(self, seat: int) -> WinnerRow:
        assert self.table is not None
        row = next(row for row in self.slots if row.isHidden())
        # Rows show in the order of the slots: keep the picking order by moving it last.
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.removeWidget(row)
        layout.insertWidget(len(self.rows), row)
        row.show_seat(seat, self.table, self.rules, removable=bool(self.rows))
        return row

    def _active_row(self) -> WinnerRow | None:
        rows = self.rows
        focused = [row for row in rows if row.has_focus()]
        return focused[0] if focused else (rows[-1] if rows else None)

    def _row_changed(self) -> None:
        self._show_grid()
        self.changed.emit()

    def _can_add_winner(self) -> bool:
        table = self.table
        return (
            self.mode is EntryMode.RON
            and self.discarder is not None
            and self.picking is None
            and table is not None
            and len(self.rows) < self._most_winners(table)
        )

    def _most_winners(self, table: TableState) -> int:
        if self.mode is EntryMode.TSUMO:
            return 1
        # As many as the core pays: where three rons make an abortive draw, that is entered as
        # an abortive draw, not as three winners.
        return most_ron_winners(self.rules, table.seats)

    def _show_extras(self) -> None:
        table = self.table
        self.add_winner.setVisible(self._can_add_winner())
        # Offered only when the discarder declared riichi in this hand: its declaring discard
        # may have been the one ronned, and then the stick was never placed.
        declared = (
            table is not None
            and self.mode is EntryMode.RON
            and self.discarder is not None
            and self.discarder in table.riichi
        )
        if declared and table is not None and self.discarder is not None:
            name = table.names[self.discarder]
            self.riichi_tile.setText(self.tr("On {name}'s riichi tile").format(name=name))
            self.riichi_tile.setToolTip(
                plain_tip(
                    self.tr(
                        "The ron was on the tile with which {name} declared riichi: the "
                        "declaration never completed, so the stick goes back to {name}."
                    ).format(name=name)
                )
            )
        self.riichi_tile.setVisible(declared)

    def _show_grid(self) -> None:
        row = self._active_row()
        table = self.table
        if row is None or table is None:
            self.grid.setEnabled(False)
            return
        self.grid.setEnabled(True)
        self.grid.show_for(
            dealer=row.seat == table.dealer, tsumo=self.mode is EntryMode.TSUMO, rules=self.rules
        )
