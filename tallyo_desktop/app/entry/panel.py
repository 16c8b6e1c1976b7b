"""The entry on the table: what the player does next, the form of the event being entered, what
it would pay, and Record.

Every event is entered here the same way: choose what happened (keys R, T, D, N, C, A, O), pick
the players on the table (keys 1 to 4 or clicks), fill in the hand, and Record (Enter) once the
preview shows what it pays. A past hand opens here filled in, to be changed in place.

The panel's parts keep their size and place whatever is entered: only their contents change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QMenu,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tallyo_desktop.app.entry.action_button import action_button
from tallyo_desktop.app.entry.form import EntryForm, keep_place, tab_after_pages
from tallyo_desktop.app.entry.payment_preview import PaymentPreview
from tallyo_desktop.app.game.controller import GameController
from tallyo_desktop.app.shared.look import line_height
from tallyo_desktop.app.shared.plain_text import plain_label
from tallyo_desktop.core.session.draft import Draft, EntryMode, Place

if TYPE_CHECKING:
    from tallyo_desktop.app.entry.abortive_form import AbortiveForm
    from tallyo_desktop.app.entry.draw_form import DrawForm
    from tallyo_desktop.app.entry.seat_event_forms import ChomboForm, CorrectionForm
    from tallyo_desktop.app.entry.win_form import WinForm
    from tallyo_desktop.core.counting.win_tiles import WinTiles
    from tallyo_desktop.core.scoring.hand import Hand
    from tallyo_desktop.core.seats import SeatRole
    from tallyo_desktop.core.session.changes import GameChange
    from tallyo_desktop.core.table.events import Event
    from tallyo_desktop.core.table.state import TableState


F = TypeVar("F", bound=EntryForm)

_FORM_OF = {
    EntryMode.RON: "win",
    EntryMode.TSUMO: "win",
    EntryMode.DRAW: "draw",
    EntryMode.NAGASHI: "draw",
    EntryMode.CHOMBO: "chombo",
    EntryMode.ABORTIVE: "abortive",
    EntryMode.CORRECTION: "correction",
}
"""The form that enters each kind of event, by the name of the panel's property."""


class EntryPanel(QWidget):
    changed = Signal()
    """The mode, the place, the seats picked or whether Record can be pressed changed."""
    tilesRequested = Signal(object, int)
    """A winner's hand is to be counted from its tiles: the TileRequest, and the seat."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("entryPanel")
        self.controller = controller
        self.ready = False
        self._refusal = ""
        self._shown: Draft | None = None
        """The draft shown last."""
        self._beginning = False
        self.message = plain_label()
        self.message.setObjectName("entryMessage")
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        lines = line_height(self)
        self.message.setFixedHeight(2 * lines + 4)
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

        self.idle = QWidget()
        self.idle_buttons = QGridLayout(self.idle)
        self._forms: dict[str, EntryForm] = {}
        """The forms made so far, by kind: each is made when first shown (see `_form`)."""
        self.pages = QStackedWidget()
        self.pages.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.pages.addWidget(self.idle)

        self.preview = PaymentPreview("entryPreview", lines=4)
        self.record_button = QPushButton()
        self.record_button.setObjectName("recordButton")
        self.record_button.clicked.connect(self.record)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("cancelButton")
        self.cancel_button.clicked.connect(self.cancel)
        for button in (self.record_button, self.cancel_button):
            keep_place(button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        buttons.addWidget(self.record_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.message)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.preview)
        layout.addLayout(buttons)
        controller.changed.connect(self._follow)
        controller.refused.connect(self._refused)
        self._show()

    def set_actions(
        self, main: list[QAction], more: QMenu, record: QAction, cancel: QAction
    ) -> None:
        """Show the events' actions on the idle page, and Record and Cancel with their keys."""
        for index, action in enumerate(main):
            self.idle_buttons.addWidget(action_button(action), 0, index)
        more_button = QToolButton()
        more_button.setObjectName("moreButton")
        more_button.setText(self.tr("More events"))
        more_button.setMenu(more)
        more_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        more_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.idle_buttons.addWidget(more_button, 1, 0, 1, len(main))
        self.idle_buttons.setRowStretch(2, 1)
        for button, action in ((self.record_button, record), (self.cancel_button, cancel)):
            button.setText(action_button(action).text())
            button.setToolTip(action.toolTip())
        self.record_button.setDefault(True)

    # What the entry is: the controller's draft
    @property
    def mode(self) -> EntryMode:
        return self.controller.draft.mode

    @property
    def place(self) -> Place:
        return self.controller.draft.place

    @property
    def form(self) -> EntryForm | None:
        return self.form_for(self.mode)

    def form_for(self, mode: EntryMode) -> EntryForm | None:
        """The form that enters events of kind `mode`; None for none (idle)."""
        kind = _FORM_OF.get(mode)
        if kind is None:
            return None
        form = getattr(self, kind)
        assert isinstance(form, EntryForm)
        return form

    # The forms, each made when first shown: a start shows none of them, and the win form with
    # its grid of hands is the largest part of the table. Each form's module is imported with
    # it.
    @property
    def win(self) -> WinForm:
        from tallyo_desktop.app.entry.win_form import WinForm

        made = "win" not in self._forms
        form = self._form("win", WinForm)
        if made:
            form.tilesRequested.connect(self.count_tiles)
        return form

    @property
    def draw(self) -> DrawForm:
        from tallyo_desktop.app.entry.draw_form import DrawForm

        return self._form("draw", DrawForm)

    @property
    def chombo(self) -> ChomboForm:
        from tallyo_desktop.app.entry.seat_event_forms import ChomboForm

        return self._form("chombo", ChomboForm)

    @property
    def abortive(self) -> AbortiveForm:
        from tallyo_desktop.app.entry.abortive_form import AbortiveForm

        return self._form("abortive", AbortiveForm)

    @property
    def correction(self) -> CorrectionForm:
        from tallyo_desktop.app.entry.seat_event_forms import CorrectionForm

        return self._form("correction", CorrectionForm)

    def _form(self, kind: str, make: type[F]) -> F:
        form = self._forms.get(kind)
        if form is None:
            form = self._forms[kind] = make()
            self.pages.addWidget(form)
            tab_after_pages(form, self.pages)
            form.changed.connect(self._form_changed)
        assert isinstance(form, make)
        return form

    def can_enter(self) -> bool:
        """Whether an event can be entered now: at the end of a game still being played, or
        in place of a past hand."""
        return self.controller.can_enter()

    def table(self) -> TableState | None:
        """The table the entry is about: now, or just before the past hand being changed."""
        return self.controller.entry_table()

    def roles(self) -> dict[int, SeatRole]:
        form = self.form
        return form.roles() if form is not None else {}

    # What the player does: each is an intent for the controller, or a change to the form
    # shown, which then tells the controller the event it describes.
    def start(self, mode: EntryMode, event: Event | None = None) -> None:
        """Enter an event of kind `mode` (keeping the picks when only tenpai and nagashi swap)."""
        self.controller.begin(mode, event)

    def pick(self, number: int) -> None:
        form = self.form
        if form is not None:
            form.pick(number)

    def set_hand(self, hand: Hand) -> None:
        if self.mode.is_win:
            self.win.set_hand(hand)

    def add_winner(self) -> None:
        """Another winner on the same discard; where the rules (or a tsumo) have none, the
        controller says why."""
        if self.mode.is_win and self.controller.another_winner(len(self.win.rows)):
            self.win.pick_another_winner()

    def count_tiles(self, seat: int | None = None) -> None:
        """Ask for the tiles of the winner in `seat` (the winner being entered if None)."""
        table = self.table()
        if not self.mode.is_win or table is None:
            return
        seat = self.win.active_seat() if seat is None else seat
        row = None if seat is None else self.win.row_of(seat)
        if row is None or seat is None:
            return
        # Imported when first asked for: counting a hand from its tiles is seldom done.
        from tallyo_desktop.app.tiles.request import TileRequest

        request = TileRequest(
            rules=self.controller.rules,
            winner=table.names[seat],
            tsumo=self.mode is EntryMode.TSUMO,
            seat_wind=table.wind_of(seat),
            round_wind=table.round_wind,
            riichi=seat in table.riichi,
            honba=table.honba,
            sticks=table.sticks,
            previous=row.tiles,
        )
        self.tilesRequested.emit(request, seat)

    def use_tiles(self, seat: int, tiles: WinTiles, hand: Hand) -> None:
        """The winner in `seat` showed `tiles`, which make `hand`."""
        row = self.win.row_of(seat)
        if row is not None:
            row.set_counted(tiles, hand)
            row.focus_hand()

    def set_all_tenpai(self, tenpai: bool) -> None:
        if self.mode.is_draw:
            self.draw.set_all(tenpai)

    def toggle_riichi(self, seat: int) -> None:
        """Riichi for `seat`: recorded now in the hand being played; in a past hand, part of
        what replaces it."""
        self.controller.declare_riichi(seat)

    def edit(self, row: int) -> None:
        """Open the hand of history row `row`, filled in, to change it."""
        self.controller.open_row(row)

    def insert(self, row: int) -> None:
        """Put a forgotten hand in before history row `row`: what happened is chosen next."""
        self.controller.insert_before_row(row)

    def delete(self, row: int) -> None:
        self.controller.delete_row(row)

    def record(self) -> None:
        if self.ready:
            self.controller.record_draft()

    def cancel(self) -> None:
        """Stop entering: back to the hand being played."""
        self.controller.cancel()

    # Showing the draft
    def _form_changed(self) -> None:
        self._refusal = ""
        form = self.form
        if form is not None and not self._beginning:
            self.controller.describe(form.built_event())

    def _follow(self, change: GameChange) -> None:
        """Show the entry as the controller's draft now stands."""
        draft = self.controller.draft
        table = self.table()
        form = self.form_for(draft.mode)
        shown, self._shown = self._shown, draft
        if shown is None or shown.entry != draft.entry:
            self._refusal = ""
        if form is None or table is None:
            self.pages.setCurrentWidget(self.idle)
        elif shown is not None and shown.entry == draft.entry and not change.reset:
            if shown.mode is not draft.mode:
                # A draw switched to nagashi mangan or back: only what the keys 1 to 4 tick.
                form.mode = draft.mode
                form.changed.emit()
            elif change.table:
                form.retable(table)
        else:
            self._beginning = True
            try:
                form.begin(table, self.controller.rules, draft.mode, draft.event)
            finally:
                self._beginning = False
            self.pages.setCurrentWidget(form)
            form.focus_first()
            # The form may describe more, or less, than the event it began from.
            self.controller.describe(form.built_event())
        self._show()

    def _refused(self, reason: str) -> None:
        self._refusal = reason
        self._show_message()

    def _show(self) -> None:
        preview = self.controller.draft_preview()
        self.ready = preview is not None and preview.ok
        if preview is None:
            self.preview.show_lines([])
        else:
            self.preview.show_preview(preview, self.form.warning() if self.form else "")
        entering = self.mode is not EntryMode.IDLE
        self.record_button.setVisible(entering)
        self.record_button.setEnabled(self.ready)
        self.cancel_button.setVisible(entering or not self.place.at_end)
        self._show_message()
        self.changed.emit()

    def _show_message(self) -> None:
        self.message.setText(self._refusal or self._instruction())

    def _instruction(self) -> str:
        form = self.form
        if form is not None:
            text = form.instruction()
            if not self.place.at_end and self.place.start is not None:
                table = self.table()
                hand = table.hand_name if table is not None else ""
                changing = (
                    self.tr("Putting in a forgotten hand before the one played as {hand}.")
                    if self.place.inserting
                    else self.tr("Changing {hand}.")
                )
                text = changing.format(hand=hand) + " " + text
            return text
        controller = self.controller
        if not controller.has_game:
            return self.tr("No game yet: start one with Game ▸ New game (Ctrl+N).")
        if self.place.inserting:
            return self.tr("Putting in a forgotten hand: what happened? (R, T, D …; Esc stops.)")
        state = controller.state
        if state.ended is not None:
            # The heading above says the game is over and why: this says what comes next.
            return self.tr("The result: Ctrl+E. A new game: Ctrl+N.")
        if controller.read_only:
            return self.tr("This game is open to look at only.")
        return self.tr("What happened? Alt+1–{last} declares riichi.").format(last=state.seats)
