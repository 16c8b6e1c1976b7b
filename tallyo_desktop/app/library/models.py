"""The library window's two tables as models over the rows the library read.

Each refresh hands a model the rows of one read and resets it; a cell's text is made only when
the view asks for it, which it does for the rows on screen. Sorting reorders the rows in the
model and keeps the selection on the same game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from tallyo_desktop.app.library.shown_text import DETAIL_LENGTH, NAME_LENGTH, shown
from tallyo_desktop.app.shared.plain_text import plain_tip
from tallyo_desktop.app.shared.translations import QT_TRANSLATE_NOOP
from tallyo_desktop.core.library.rows import ListedGame
from tallyo_desktop.core.rules.presets import name_of
from tallyo_desktop.core.table.settlement import format_result

GAME_ID_ROLE = Qt.ItemDataRole.UserRole
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_DISPLAY = Qt.ItemDataRole.DisplayRole
_TIP = Qt.ItemDataRole.ToolTipRole
_ALIGN = Qt.ItemDataRole.TextAlignmentRole
_ASCENDING = Qt.SortOrder.AscendingOrder
_DESCENDING = Qt.SortOrder.DescendingOrder
_Index = QModelIndex | QPersistentModelIndex

Row = TypeVar("Row")


def percent(rate: float) -> str:
    return f"{rate * 100:.1f}%"


def _tr(text: str) -> str:
    # Every text here is the window's, in its context for the translations.
    return QCoreApplication.translate("LibraryWindow", text)


SITES = {
    "tenhou": QT_TRANSLATE_NOOP("LibraryWindow", "Tenhou"),
    "mahjong-soul": QT_TRANSLATE_NOOP("LibraryWindow", "Mahjong Soul"),
}
"""The sites games are imported from, by the first part of a record's `source`."""


def source_texts(source: str | None) -> tuple[str, str]:
    """Where an imported game came from, for its Rules cell (the site) and that cell's tooltip
    (the site and the game's id there); ("", "") for a game played in Tallyo. Both as long as
    they are shown at most, however long the record says."""
    if not source:
        return "", ""
    # The site's key is a few letters; a record can say anything.
    site, _, log_id = source[: NAME_LENGTH + DETAIL_LENGTH + 2].partition(":")
    name = _tr(SITES[site]) if site in SITES else shown(site)
    log_id = shown(log_id, DETAIL_LENGTH)
    if not log_id:
        return name, QCoreApplication.translate("LibraryWindow", "Imported from {site}").format(
            site=name
        )
    return name, QCoreApplication.translate(
        "LibraryWindow", "Imported from {site}, game {id}"
    ).format(site=name, id=log_id)


class _Cells:
    """What one row shows: each column's text and tooltip."""

    __slots__ = ("texts", "tips")

    def __init__(self, texts: Sequence[str], tips: Sequence[str] = ()) -> None:
        self.texts = texts
        self.tips = tips


def game_cells(row: ListedGame, rules: str) -> _Cells:
    """What a game's row shows: when, its rules (`rules`, the name of its preset), and each
    player by place, with their figures in the tooltips."""
    site, source_tip = source_texts(row.source)
    if site:
        #: The Rules cell of an imported game: its rules, then the site it was played on.
        rules = QCoreApplication.translate("LibraryWindow", "{rules} · from {site}").format(
            rules=rules, site=site
        )
    texts = [row.when().astimezone().strftime("%Y-%m-%d %H:%M"), rules]
    tips = ["", plain_tip(source_tip) if source_tip else ""]
    for player in row.by_place():
        result = format_result(player.result)
        name = shown(player.name)
        texts.append(f"{name} {result}")
        tips.append(
            plain_tip(
                QCoreApplication.translate(
                    "LibraryWindow", "{name}: place {place}, {points} points, result {result}"
                ).format(name=name, place=player.place, points=player.points, result=result)
            )
        )
    return _Cells(texts, tips)


class RowsModel(QAbstractTableModel, Generic[Row]):
    """A table of `Row`s, one a line, sortable by any column; what a row shows is made the
    first time it is asked for and kept until the next reset."""

    def __init__(
        self,
        columns: Sequence[str],
        initial_orders: Sequence[Qt.SortOrder],
        read_order: tuple[int, Qt.SortOrder],
        parent: QObject | None = None,
        context: str = "LibraryWindow",
    ) -> None:
        super().__init__(parent)
        # The columns are named in the translations' `context`, in the language of the moment.
        self._headers = [QCoreApplication.translate(context, column) for column in columns]
        self._initial_orders = initial_orders
        self.read_order = read_order
        """The column, and the way, that the rows come sorted by from the library."""
        self._rows: list[Row] = []
        self._cells: list[_Cells | None] = []
        self._sorted_by = read_order

    # --- what a subclass says ------------------------------------------------------------------

    def _make_cells(self, row: Row) -> _Cells:
        raise NotImplementedError

    def _sort_key(self, column: int) -> Callable[[Row], Any]:
        raise NotImplementedError

    def _right_aligned(self, column: int) -> bool:
        return False

    # --- the rows ------------------------------------------------------------------------------

    def set_rows(self, rows: list[Row]) -> None:
        """Show `rows` in place of what was shown (in the order the model is sorted by)."""
        self.beginResetModel()
        self._rows = rows
        if self._sorted_by != self.read_order:
            self._order(*self._sorted_by)
        self._cells = [None] * len(rows)
        self.endResetModel()

    def _order(self, column: int, order: Qt.SortOrder) -> None:
        # A stable sort: rows that compare equal keep the order the library read them in.
        self._rows.sort(key=self._sort_key(column), reverse=order == _DESCENDING)

    def _shown(self, row: int) -> _Cells:
        cells = self._cells[row]
        if cells is None:
            cells = self._cells[row] = self._make_cells(self._rows[row])
        return cells

    # --- QAbstractTableModel -------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._headers):
            return None
        if role == _DISPLAY:
            return self._headers[section]
        if role == Qt.ItemDataRole.InitialSortOrderRole:
            # Dates and scores read best from the top down, names from A.
            return self._initial_orders[section].value
        return None

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if not index.isValid():
            return None
        column = index.column()
        if role == _DISPLAY:
            texts = self._shown(index.row()).texts
            return texts[column] if column < len(texts) else None
        if role == _TIP:
            tips = self._shown(index.row()).tips
            return tips[column] if column < len(tips) and tips[column] else None
        if role == _ALIGN and self._right_aligned(column):
            return _RIGHT
        return None

    def sort(self, column: int, order: Qt.SortOrder = _ASCENDING) -> None:
        if not 0 <= column < len(self._headers):
            return
        self._sorted_by = (column, order)
        self.layoutAboutToBeChanged.emit()
        # The selection and the current row follow their rows to where the sort puts them.
        kept = self.persistentIndexList()
        followed = [self._rows[index.row()] for index in kept]
        self._order(column, order)
        if kept:
            where = {id(row): number for number, row in enumerate(self._rows)}
            moved = [
                self.index(where[id(row)], index.column())
                for row, index in zip(followed, kept, strict=True)
            ]
            self.changePersistentIndexList(kept, moved)
        self._cells = [None] * len(self._rows)
        self.layoutChanged.emit()


class GamesModel(RowsModel[ListedGame]):
    """The finished games: when, under which rules, and each player by place."""

    def __init__(self, columns: Sequence[str], parent: QObject | None = None) -> None:
        orders = [_DESCENDING] + [_ASCENDING] * (len(columns) - 1)
        # The newest first.
        super().__init__(columns, orders, (0, _DESCENDING), parent)
        self._rules_names: dict[tuple[str, int], str] = {}

    def game_id(self, row: int) -> int | None:
        return self._rows[row].id if 0 <= row < len(self._rows) else None

    def row_of(self, game_id: int) -> int | None:
        return next((row for row, game in enumerate(self._rows) if game.id == game_id), None)

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if role == GAME_ID_ROLE:
            return self.game_id(index.row()) if index.isValid() else None
        return super().data(index, role)

    def _rules_name(self, game: ListedGame) -> str:
        key = (game.rules_preset, game.east_only)
        name = self._rules_names.get(key)
        if name is None:
            name = self._rules_names[key] = name_of(key[0], east_only=bool(key[1]))
        return name

    def _make_cells(self, row: ListedGame) -> _Cells:
        return game_cells(row, self._rules_name(row))

    def _sort_key(self, column: int) -> Callable[[ListedGame], Any]:
        if column == 0:
            return lambda game: (game.finished_at, game.id)
        if column == 1:
            return lambda game: self._rules_name(game).casefold()
        place = column - 2

        def player_at(game: ListedGame) -> tuple[str, int]:
            players = game.by_place()
            if place >= len(players):
                return ("", 0)
            return (players[place].name.casefold(), players[place].result)

        return player_at
