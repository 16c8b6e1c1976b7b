"""The game's history as a Qt model: one row per hand, which the history table and the chart
both show.

Rows are the core's `HistoryRow`s. A change to the game replaces the rows from the first one it
touched to the end (recording a hand only adds one), so views that follow the model only ever
see rows taken off the end and rows added at the end, or a reset.
"""

from __future__ import annotations

from bisect import bisect_left
from enum import IntEnum

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QGuiApplication, QPixmap, QPixmapCache

from tallyo_desktop.app.shared.look import is_dark, seat_colour
from tallyo_desktop.app.shared.plain_text import plain_tip
from tallyo_desktop.app.shared.translations import QT_TRANSLATE_NOOP
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.history import HistoryRow, history_rows

ROW_ROLE = Qt.ItemDataRole.UserRole
"""The `HistoryRow` itself."""
_ROW = int(ROW_ROLE.value)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole.value)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole.value)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole.value)
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_Index = QModelIndex | QPersistentModelIndex


class Column(IntEnum):
    HAND = 0
    """The hand's name, and its honba under it."""
    SUMMARY = 1
    FIRST_SEAT = 2


HEADERS = (
    QT_TRANSLATE_NOOP("GameModel", "Hand"),
    QT_TRANSLATE_NOOP("GameModel", "What happened"),
)


def swatch(colour: QColor) -> QPixmap:
    """A small square of `colour`, as a header shows a seat's colour; made once per colour,
    since the header asks for it at every repaint."""
    key = f"tallyo-swatch-{colour.name()}"
    pixmap = QPixmap()
    if QPixmapCache.find(key, pixmap):
        return pixmap
    pixmap = QPixmap(10, 10)
    pixmap.fill(colour)
    QPixmapCache.insert(key, pixmap)
    return pixmap


def signed(points: int) -> str:
    return f"{points:+d}" if points else "±0"


class GameModel(QAbstractTableModel):
    followed = Signal()
    """The rows are up to date after a change (`follow`): views may choose a row again."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[HistoryRow] = []
        self._texts: dict[int, tuple[str, ...]] = {}
        """Each shown row's cell texts, by row number, made when first shown."""
        self.names: tuple[str, ...] = ()
        self.start_points = 0
        self.compact = False
        """Whether the hands are named short ("S3-1"), for a narrow history; their tooltips
        name them whole."""

    def set_compact(self, compact: bool) -> None:
        """Name the hands short (`compact`) or whole."""
        if compact == self.compact:
            return
        self.compact = compact
        self._texts.clear()
        if self.rows:
            last = len(self.rows) - 1
            self.dataChanged.emit(self.index(0, Column.HAND), self.index(last, Column.HAND))

    # Following the game
    def reset(self, game: Game | None) -> None:
        self.beginResetModel()
        self.rows = [] if game is None else history_rows(game)
        self._texts.clear()
        self.names = () if game is None else game.names
        self.start_points = 0 if game is None else game.rules.start_points
        self.endResetModel()

    def follow(self, game: Game, changed_from: int) -> None:
        """Bring the rows up to date after a change to the events from `changed_from` on."""
        if game.names != self.names:
            self.reset(game)
            return
        # Rows are in event order: the first row the change touches is found by halving.
        first = bisect_left(self.rows, changed_from, key=lambda row: row.last_event)
        start = self.rows[first].first_event if first < len(self.rows) else self._end_event()
        fresh = history_rows(game, start)
        if first < len(self.rows):
            self.beginRemoveRows(QModelIndex(), first, len(self.rows) - 1)
            del self.rows[first:]
            for number in [number for number in self._texts if number >= first]:
                del self._texts[number]
            self.endRemoveRows()
        if fresh:
            self.beginInsertRows(QModelIndex(), first, first + len(fresh) - 1)
            self.rows.extend(fresh)
            self.endInsertRows()
        self.followed.emit()

    def _end_event(self) -> int:
        return self.rows[-1].last_event + 1 if self.rows else 0

    def row_at(self, row: int) -> HistoryRow:
        return self.rows[row]

    # QAbstractTableModel
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else Column.FIRST_SEAT + len(self.names)

    def data(self, index: _Index, role: int = _DISPLAY) -> object:
        # Called for every cell and role at every repaint: plain integers, and the texts
        # made once per row.
        if role == _DISPLAY:
            return self._cells(index.row())[index.column()]
        if role == _ALIGNMENT:
            return _RIGHT if index.column() >= Column.FIRST_SEAT else None
        if role == _ROW:
            return self.rows[index.row()]
        if role == _TOOLTIP and index.column() == Column.HAND and self.compact:
            return plain_tip(self._hand(self.rows[index.row()]))
        if role == _TOOLTIP and index.column() == Column.SUMMARY:
            row = self.rows[index.row()]
            # A win counted from its tiles shows them under what happened.
            return plain_tip(f"{row.summary}\n\n{row.tiles}" if row.tiles else row.summary)
        return None

    def _cells(self, number: int) -> tuple[str, ...]:
        cells = self._texts.get(number)
        if cells is None:
            row = self.rows[number]
            hand = self._short_hand(row) if self.compact else self._hand(row)
            seats = (
                f"{signed(change)}\n{total}"
                for change, total in zip(row.changes, row.totals, strict=True)
            )
            cells = (hand, row.summary, *seats)
            self._texts[number] = cells
        return cells

    @staticmethod
    def _hand(row: HistoryRow) -> str:
        """The hand's name, and its honba under it."""
        if not row.honba:
            return row.hand_name
        honba = QCoreApplication.translate("GameModel", "{honba} honba")
        return f"{row.hand_name}\n{honba.format(honba=row.honba)}"

    @staticmethod
    def _short_hand(row: HistoryRow) -> str:
        """The hand as the chart's axis names it: "E2-1" for East 2 with one honba."""
        if not row.honba:
            return row.short_name
        return QCoreApplication.translate("PointsChart", "{hand}-{honba}").format(
            hand=row.short_name, honba=row.honba
        )

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DecorationRole and section >= Column.FIRST_SEAT:
            # Each player's column shows the seat's colour, as the chart's line does.
            dark = is_dark(QGuiApplication.palette())
            return swatch(seat_colour(section - Column.FIRST_SEAT, dark))
        if role == Qt.ItemDataRole.ToolTipRole and section >= Column.FIRST_SEAT:
            # The whole name, where a narrow column shortens it.
            return plain_tip(self.names[section - Column.FIRST_SEAT])
        if role == Qt.ItemDataRole.ToolTipRole and section < Column.FIRST_SEAT:
            # Its words whole, where a narrow column shortens them.
            return QCoreApplication.translate("GameModel", HEADERS[section])
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if section < Column.FIRST_SEAT:
            return QCoreApplication.translate("GameModel", HEADERS[section])
        return self.names[section - Column.FIRST_SEAT]
