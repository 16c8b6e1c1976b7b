"""The history: one row per hand with each seat's change and the running totals.

A view of the controller's model. A row can be opened to edit its hand (double click, or Enter),
deleted (Delete), or a forgotten hand put in before it (Insert); the context menu offers the same.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPoint,
    QRect,
    Qt,
    QTimer,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QMenu, QStyle, QTableView, QWidget

from tallyo_desktop.app.game.model import Column, GameModel
from tallyo_desktop.app.shared.action_table import ACTIONS
from tallyo_desktop.app.shared.look import line_height
from tallyo_desktop.app.shared.qt_actions import fill_menu, make_actions, pressed
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.seats import Wind

WIDE_SUMMARY = 30
"""The characters a line of what happened holds at least, where the hands are named whole and
its rows grow to show it all."""


def _cuts(spare: list[int], needed: int) -> list[int]:
    """How much to take from each of the `spare` widths to free `needed` pixels: the same from
    each, as far as each has it."""
    cuts = [0] * len(spare)
    left = needed
    order = sorted(range(len(spare)), key=lambda index: spare[index])
    for place, index in enumerate(order):
        share = -(-left // (len(order) - place))
        cuts[index] = max(0, min(spare[index], share))
        left -= cuts[index]
    return cuts


class HistoryPanel(QTableView):
    editRequested = Signal(int)
    """The row whose hand the player wants to change."""
    deleteRequested = Signal(int)
    insertRequested = Signal(int)
    """A forgotten hand goes in before this row."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._hand_width = self._short_hand_width = self._numbers_width = 0
        self._seat_widths: list[int] = []
        self.setObjectName("historyPanel")
        self.setAccessibleName(self.tr("Hand history"))
        # A change to a past hand takes its row and those after it out and puts them back: the
        # hand chosen stays chosen, rather than the one before it. Slots run in the order they
        # were connected, so this one, connected before the selection model exists, sees the
        # choice before the selection model lets go of the rows.
        self._chosen: int | None = None
        model.rowsAboutToBeRemoved.connect(self._remember_chosen)
        self.setModel(model)
        self.game_model = model
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.verticalHeader().setVisible(False)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        # The scroll bar is always there, so that a long game does not narrow the columns.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        # Fixed sizes instead of fitting the contents: fitting reads every row again each time a
        # row is added, which a long game would feel in every hand entered.
        lines = line_height(self)
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(2 * lines + 8)
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(0)
        self._refit.timeout.connect(self._fit_every_row)
        self.doubleClicked.connect(self._open)
        self.actions_by_id = make_actions(
            "history",
            {
                "history.edit": self._for_selection(self.editRequested),
                "history.insert": self._for_selection(self.insertRequested),
                "history.delete": self._for_selection(self.deleteRequested),
            },
            self,
        )
        self.edit_action = self.actions_by_id["history.edit"]
        self.insert_action = self.actions_by_id["history.insert"]
        self.delete_action = self.actions_by_id["history.delete"]
        for action in self.actions_by_id.values():
            action.setEnabled(False)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        self.selectionModel().selectionChanged.connect(self._selection_changed)
        model.modelReset.connect(self._selection_changed)
        model.modelReset.connect(self._size_columns)
        model.modelReset.connect(self._fit_every_row)
        model.rowsInserted.connect(self._rows_inserted)
        # The view's own slot: the connection ends with the view (the model outlives it).
        model.rowsInserted.connect(self.scrollToBottom)
        model.followed.connect(self._choose_again)
        self._size_columns()

    def _size_columns(self) -> None:
        """The hand's column as wide as the widest hand's name; each player's as wide as their
        numbers, and their name too where the room allows; what happened takes the rest. The
        players' columns always fit: a name too long for its column ends in "…", and its
        tooltip says it whole."""
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        metrics = self.fontMetrics()
        padding = 2 * metrics.averageCharWidth()
        model = self.game_model
        hand_header = str(model.headerData(Column.HAND, Qt.Orientation.Horizontal))
        hands = (translate("state", "{wind} {number}").format(wind=w.label, number=4) for w in Wind)
        honba = QCoreApplication.translate("GameModel", "{honba} honba").format(honba=10)
        widest_hand = max(metrics.horizontalAdvance(text) for text in (*hands, honba))
        self._hand_width = max(widest_hand, metrics.horizontalAdvance(hand_header)) + padding
        # Named short, as along the chart's axis ("N4-1"), where the history is narrow: a hand
        # repeated ten times ends in "…", its tooltip naming it whole.
        short = translate("state", "{wind}{number}")
        widest_short = max(
            metrics.horizontalAdvance(f"{short.format(wind=w.short_label, number=4)}-1")
            for w in Wind
        )
        self._short_hand_width = max(widest_short, metrics.horizontalAdvance(hand_header)) + (
            metrics.averageCharWidth()
        )
        # A seat's numbers, with a little room each side; its header shows the seat's colour
        # before the name.
        numbers = max(metrics.horizontalAdvance(text) for text in ("+00000", "-00000", "±0"))
        self._numbers_width = numbers + metrics.averageCharWidth()
        swatch = 10 + 3 * metrics.averageCharWidth()
        self._seat_widths = [
            max(
                self._numbers_width,
                min(metrics.horizontalAdvance(name), 9 * metrics.averageCharWidth()) + swatch,
            )
            for name in model.names
        ]
        self.setMinimumWidth(self.least_width())
        self._fit_summary()

    def least_width(self) -> int:
        """The narrowest the history can be with every player's column in view."""
        scroll_bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return (
            self._hand_width
            + len(self._seat_widths) * self._numbers_width
            + self._least_summary()
            + scroll_bar
            + 2 * self.frameWidth()
        )

    def _least_summary(self) -> int:
        return self.fontMetrics().averageCharWidth() * 8

    def _fit_summary(self) -> None:
        # What happened takes the room left, keeping enough to be read; the players' columns
        # narrow to their numbers before it goes below twenty characters.
        header = self.horizontalHeader()
        # The viewport's width once the view is laid out (its vertical scroll bar is always
        # there), asked without viewport(): the first viewport() makes PySide load every widget
        # class to find the viewport's, 8 ms of a start.
        viewport = self.maximumViewportSize().width()
        characters = self.fontMetrics().averageCharWidth()
        # Where what happened would have fewer than thirty characters a line, the hands are
        # named short and it takes their room.
        narrow = (
            viewport - self._hand_width - len(self._seat_widths) * self._numbers_width
            < WIDE_SUMMARY * characters
        )
        self.game_model.set_compact(narrow)
        hand = self._short_hand_width if narrow else self._hand_width
        room = viewport - hand
        comfortable = characters * 20
        seats = self._seat_widths
        if room - sum(seats) < comfortable:
            seats = [
                max(self._numbers_width, width - give)
                for width, give in zip(
                    seats,
                    _cuts(
                        [width - self._numbers_width for width in seats],
                        comfortable - (room - sum(seats)),
                    ),
                    strict=True,
                )
            ]
        header.resizeSection(Column.HAND, hand)
        for seat, width in enumerate(seats):
            header.resizeSection(Column.FIRST_SEAT + seat, width)
        width = max(self._least_summary(), room - sum(seats))
        if width != header.sectionSize(Column.SUMMARY):
            header.resizeSection(Column.SUMMARY, width)
            # Once the window has its new size: a drag resizes it many times over.
            self._refit.start()

    def _rows_inserted(self, _parent: QModelIndex, first: int, last: int) -> None:
        self._fit_rows(first, last)

    def _fit_every_row(self) -> None:
        self._fit_rows(0, self.game_model.rowCount() - 1)

    def _fit_rows(self, first: int, last: int) -> None:
        """Rows whose text needs more than the two lines every row has grow to show it whole
        (a double ron with its riichi, say). Only the text is measured, and only when rows come
        or its column changes width, never at each repaint."""
        rows = self.verticalHeader()
        usual = rows.defaultSectionSize()
        # The item's text keeps a margin each side: the focus frame's, and a pixel.
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
        bound = QRect(0, 0, self.columnWidth(Column.SUMMARY) - 2 * margin, 1 << 20)
        wrap = int(Qt.TextFlag.TextWordWrap.value)
        metrics = self.fontMetrics()
        # The rows' usual height holds two lines with this much room round them.
        room = usual - 2 * metrics.lineSpacing()
        # In a narrow column every row keeps its two lines, so that the hands can be read down
        # the list: what does not fit ends in "…", and the row's tooltip says it whole.
        tallest = usual if bound.width() < WIDE_SUMMARY * metrics.averageCharWidth() else 1 << 20
        model = self.game_model
        for row in range(first, last + 1):
            text = model.row_at(row).summary
            needed = metrics.boundingRect(bound, wrap, text).height() + room
            height = max(usual, min(needed, tallest))
            if rows.sectionSize(row) != height:
                rows.resizeSection(row, height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_summary()

    def _remember_chosen(self) -> None:
        self._chosen = self.selected_row()

    def _choose_again(self) -> None:
        row, self._chosen = self._chosen, None
        if row is not None and row < self.game_model.rowCount():
            self.selectRow(row)
            self.scrollTo(self.game_model.index(row, 0))

    def _for_selection(self, signal: SignalInstance) -> Callable[[], None]:
        def emit() -> None:
            row = self.selected_row()
            if row is not None:
                signal.emit(row)

        return emit

    def _selection_changed(self) -> None:
        selected = self.selected_row() is not None
        for action in (self.edit_action, self.insert_action, self.delete_action):
            action.setEnabled(selected)

    def take_focus(self) -> None:
        """Take the keyboard focus, on the chosen hand or else the last."""
        self.setFocus(Qt.FocusReason.ShortcutFocusReason)
        rows = self.model().rowCount()
        if rows and self.selected_row() is None:
            self.selectRow(rows - 1)

    def choose_event(self, event: int) -> None:
        """Choose the row of the hand the event `event` is part of, and show it."""
        model = self.game_model
        for row in range(model.rowCount()):
            found = model.row_at(row)
            if found.first_event <= event <= found.last_event:
                self.selectRow(row)
                self.scrollTo(model.index(row, 0))
                return

    def selected_row(self) -> int | None:
        rows = self.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def _open(self, index: QModelIndex) -> None:
        self.editRequested.emit(index.row())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        row = self.selected_row()
        if row is not None and pressed(event, ACTIONS["history.edit"].focus_keys):
            self.editRequested.emit(row)
        elif row is not None and pressed(event, ACTIONS["history.delete"].focus_keys):
            self.deleteRequested.emit(row)
        elif row is not None and pressed(event, ACTIONS["history.insert"].focus_keys):
            self.insertRequested.emit(row)
        else:
            super().keyPressEvent(event)

    def _menu(self, point: QPoint) -> None:
        index = self.indexAt(point)
        if not index.isValid():
            return
        self.selectRow(index.row())
        self.context_menu().popup(self.viewport().mapToGlobal(point))

    def context_menu(self) -> QMenu:
        """The menu of a row: the actions on the selected hand."""
        menu = QMenu(self)
        fill_menu(menu, "history.context", self.actions_by_id)
        return menu
