"""Every game of the library as a table model that reads a page at a time.

Of the whole list only the order is read: the games' ids, newest first from the index of the
games by date, or sorted by another column's key. A row's game is read with the other games of
its page when the view first shows it, which it does for the rows on screen; so a library of
fifty thousand games opens, refreshes and scrolls as fast as one of fifty. The selection and the
current row follow their games through a sort and a refresh.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from tallyo_desktop.app.library.models import GAME_ID_ROLE, game_cells
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.rows import ListedGame
from tallyo_desktop.core.rules.presets import name_of

if TYPE_CHECKING:
    from tallyo_desktop.app.library.models import _Cells
    from tallyo_desktop.core.library.store import GameLibrary

PAGE = 100
"""The games read at a time."""

_DISPLAY = Qt.ItemDataRole.DisplayRole
_TIP = Qt.ItemDataRole.ToolTipRole
_ASCENDING = Qt.SortOrder.AscendingOrder
_DESCENDING = Qt.SortOrder.DescendingOrder
_Index = QModelIndex | QPersistentModelIndex


class PagedGamesModel(QAbstractTableModel):
    """The finished games: when, under which rules, and each player by place; the newest first
    until sorted otherwise."""

    read_order = (0, _DESCENDING)
    """The column, and the way, that the library gives the games in."""

    def __init__(self, columns: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers = [QCoreApplication.translate("LibraryWindow", column) for column in columns]
        self._library: GameLibrary | None = None
        self._ids: list[int] = []
        self._rows_of: dict[int, int] | None = None
        self._pages: dict[int, list[_Cells | None]] = {}
        self._sorted_by = self.read_order
        self._rules_names: dict[tuple[str, int], str] = {}
        self.pages_read = 0
        """How many pages were read from the library (for the tests' sake: a refresh reads
        what is on screen only)."""

    # --- the games -----------------------------------------------------------------------------

    def show_library(self, library: GameLibrary | None) -> None:
        """Show the games of `library` (none for None), in the order chosen. Raises TallyoError
        if it cannot be read; nothing is shown then."""
        ids = self._order(library, *self._sorted_by) if library is not None else []
        self.beginResetModel()
        self._library = library
        self._ids = ids
        self._rows_of = None
        self._pages = {}
        self.endResetModel()

    def game_id(self, row: int) -> int | None:
        return self._ids[row] if 0 <= row < len(self._ids) else None

    def row_of(self, game_id: int) -> int | None:
        if self._rows_of is None:
            self._rows_of = {game: row for row, game in enumerate(self._ids)}
        return self._rows_of.get(game_id)

    def _rules_name(self, preset: str, east_only: int) -> str:
        key = (preset, east_only)
        name = self._rules_names.get(key)
        if name is None:
            name = self._rules_names[key] = name_of(preset, east_only=bool(east_only))
        return name

    def _order(self, library: GameLibrary, column: int, order: Qt.SortOrder) -> list[int]:
        """The ids of the library's games sorted by `column`; equal keys keep the newest first."""
        key: Callable[[int], Any]
        if column == 0:
            ids = library.game_ids()
            return ids[::-1] if order == _ASCENDING else ids
        if column == 1:
            rules = library.games_rules()
            names = {
                game: self._rules_name(preset, east).casefold() for game, preset, east in rules
            }
            ids, key = [game for game, *_ in rules], names.__getitem__
        else:
            placed = library.games_placed(column - 1)
            keys = {game: (name.casefold(), result) for game, (name, result) in placed.items()}
            absent = ("", 0)
            ids = library.game_ids()

            def key(game: int) -> tuple[str, int]:
                return keys.get(game, absent)

        return sorted(ids, key=key, reverse=order == _DESCENDING)

    def _cells(self, row: int) -> _Cells | None:
        page_number = row // PAGE
        page = self._pages.get(page_number)
        if page is None:
            page = self._pages[page_number] = self._read_page(page_number)
        return page[row % PAGE]

    def _read_page(self, number: int) -> list[_Cells | None]:
        ids = self._ids[number * PAGE : (number + 1) * PAGE]
        self.pages_read += 1
        # A page that cannot be read shows empty rows.
        try:
            games = self._library.listed_by_id(ids) if self._library is not None else []
        except TallyoError:
            games = []
        found: dict[int, ListedGame] = {game.id: game for game in games}
        return [
            game_cells(game, self._rules_name(game.rules_preset, game.east_only))
            if (game := found.get(game_id)) is not None
            else None
            for game_id in ids
        ]

    # --- QAbstractTableModel -------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._ids)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._headers):
            return None
        if role == _DISPLAY:
            return self._headers[section]
        if role == Qt.ItemDataRole.InitialSortOrderRole:
            # Dates read best from the top down, names from A.
            return (_DESCENDING if section == 0 else _ASCENDING).value
        return None

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._ids):
            return None
        if role == GAME_ID_ROLE:
            return self._ids[index.row()]
        if role not in (_DISPLAY, _TIP):
            return None
        cells = self._cells(index.row())
        if cells is None:
            return None
        shown = cells.texts if role == _DISPLAY else cells.tips
        column = index.column()
        return shown[column] if column < len(shown) and shown[column] else None

    def sort(self, column: int, order: Qt.SortOrder = _ASCENDING) -> None:
        if not 0 <= column < len(self._headers) or (column, order) == self._sorted_by:
            return
        self._sorted_by = (column, order)
        if self._library is None:
            return
        try:
            ids = self._order(self._library, column, order)
        except TallyoError:
            return
        self.layoutAboutToBeChanged.emit()
        # The selection and the current row follow their games to where the sort puts them.
        kept = self.persistentIndexList()
        games = [self._ids[index.row()] for index in kept]
        self._ids = ids
        self._rows_of = None
        self._pages = {}
        if kept:
            moved = [
                self.index(row, index.column()) if (row := self.row_of(game)) is not None
                else QModelIndex()
                for game, index in zip(games, kept, strict=True)
            ]  # fmt: skip
            self.changePersistentIndexList(kept, moved)
        self.layoutChanged.emit()
