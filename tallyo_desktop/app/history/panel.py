"""The history: one row per hand with each seat's change and the running totals.

A view of the controller's model. A row can be opened to edit its hand (double click, or Enter),
deleted (Delete), or a forgotten hand put in before it (Insert); the context menu offers the same.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, QPoint, Qt, Signal, SignalInstance
from PySide6.QtGui import QAction, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QMenu, QTableView, QWidget

from tallyo_desktop.app.game.model import Column, GameModel
from tallyo_desktop.app.shared.look import line_height
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.seats import Wind


class HistoryPanel(QTableView):
    editRequested = Signal(int)
    """The row whose hand the player wants to change."""
    deleteRequested = Signal(int)
    insertRequested = Signal(int)
    """A forgotten hand goes in before this row."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyPanel")
        self.setAccessibleName(self.tr("Hand history"))
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
        self.doubleClicked.connect(self._open)
        self.edit_action = self._action(self.tr("&Change the selected hand…"), self.editRequested)
        self.insert_action = self._action(
            self.tr("&Put in a forgotten hand before it…"), self.insertRequested
        )
        self.delete_action = self._action(
            self.tr("&Delete the selected hand"), self.deleteRequested
        )
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        self.selectionModel().selectionChanged.connect(self._selection_changed)
        model.modelReset.connect(self._selection_changed)
        model.modelReset.connect(self._size_columns)
        model.rowsInserted.connect(lambda *_: self.scrollToBottom())
        self._size_columns()

    def _size_columns(self) -> None:
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        metrics = self.fontMetrics()
        padding = 2 * metrics.averageCharWidth()
        model = self.game_model
        hand_header = str(model.headerData(Column.HAND, Qt.Orientation.Horizontal))
        hands = (translate("state", "{wind} {number}").format(wind=w.label, number=4) for w in Wind)
        honba = QCoreApplication.translate("GameModel", "{honba} honba").format(honba=10)
        widest_hand = max(metrics.horizontalAdvance(text) for text in (*hands, honba))
        header.resizeSection(
            Column.HAND, max(widest_hand, metrics.horizontalAdvance(hand_header)) + padding
        )
        for seat, name in enumerate(model.names):
            widest = max(metrics.horizontalAdvance(name), metrics.horizontalAdvance("+00000"))
            header.resizeSection(
                Column.FIRST_SEAT + seat, min(widest, 9 * metrics.averageCharWidth()) + padding
            )
        self._fit_summary()

    def _fit_summary(self) -> None:
        # What happened takes the room left, but keeps enough to be read: in a narrower
        # window the table scrolls sideways instead.
        header = self.horizontalHeader()
        others = sum(
            header.sectionSize(column)
            for column in range(self.game_model.columnCount())
            if column != Column.SUMMARY
        )
        least = self.fontMetrics().averageCharWidth() * 20
        header.resizeSection(Column.SUMMARY, max(least, self.viewport().width() - others))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_summary()

    def _action(self, text: str, signal: SignalInstance) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(lambda: self._emit_for_selection(signal))
        action.setEnabled(False)
        return action

    def _emit_for_selection(self, signal: SignalInstance) -> None:
        row = self.selected_row()
        if row is not None:
            signal.emit(row)

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

    def selected_row(self) -> int | None:
        rows = self.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def _open(self, index: QModelIndex) -> None:
        self.editRequested.emit(index.row())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        row = self.selected_row()
        key = event.key()
        if row is not None and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.editRequested.emit(row)
        elif row is not None and key == Qt.Key.Key_Delete:
            self.deleteRequested.emit(row)
        elif row is not None and key == Qt.Key.Key_Insert:
            self.insertRequested.emit(row)
        else:
            super().keyPressEvent(event)

    def _menu(self, point: QPoint) -> None:
        index = self.indexAt(point)
        if not index.isValid():
            return
        row = index.row()
        self.selectRow(row)
        menu = QMenu(self)
        menu.addActions([self.edit_action, self.insert_action, self.delete_action])
        menu.popup(self.viewport().mapToGlobal(point))
