"""The standings table as a model: one person a row, sortable by any column, each row's texts
made when the view first shows it (so a club of hundreds costs only the rows on screen)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt

from tallyo_desktop.app.library.models import RowsModel, _Cells, percent
from tallyo_desktop.app.library.shown_text import shown
from tallyo_desktop.app.shared.translations import QT_TRANSLATE_NOOP
from tallyo_desktop.core.library.statistics import PersonStatistics
from tallyo_desktop.core.table.settlement import format_result

PERSON_ROLE = Qt.ItemDataRole.UserRole
_ASCENDING = Qt.SortOrder.AscendingOrder
_DESCENDING = Qt.SortOrder.DescendingOrder


def _tr(text: str) -> str:
    return QCoreApplication.translate("StandingsModel", text)


# The column names, each with the order a first click sorts it in (the better figures first)
# and the key it sorts by.
COLUMNS: tuple[tuple[str, Qt.SortOrder, Callable[[PersonStatistics], Any]], ...] = (
    (QT_TRANSLATE_NOOP("StandingsModel", "Player"), _ASCENDING, lambda row: row.name.casefold()),
    (QT_TRANSLATE_NOOP("StandingsModel", "Total"), _DESCENDING, lambda row: row.total_result),
    (QT_TRANSLATE_NOOP("StandingsModel", "Games"), _DESCENDING, lambda row: row.games),
    (
        QT_TRANSLATE_NOOP("StandingsModel", "Average place"),
        _ASCENDING,
        lambda row: row.average_place,
    ),
    (QT_TRANSLATE_NOOP("StandingsModel", "Places"), _DESCENDING, lambda row: row.places),
    (QT_TRANSLATE_NOOP("StandingsModel", "Win rate"), _DESCENDING, lambda row: row.win_rate),
    (QT_TRANSLATE_NOOP("StandingsModel", "Deal-in rate"), _ASCENDING, lambda row: row.deal_in_rate),
    (QT_TRANSLATE_NOOP("StandingsModel", "Riichi rate"), _DESCENDING, lambda row: row.riichi_rate),
    (QT_TRANSLATE_NOOP("StandingsModel", "Average win"), _DESCENDING, lambda row: row.average_win),
    (
        QT_TRANSLATE_NOOP("StandingsModel", "Average deal-in"),
        _ASCENDING,
        lambda row: row.average_deal_in,
    ),
    (QT_TRANSLATE_NOOP("StandingsModel", "Bust rate"), _ASCENDING, lambda row: row.bust_rate),
    (QT_TRANSLATE_NOOP("StandingsModel", "Best game"), _DESCENDING, lambda row: row.best_result),
)
TOTAL_COLUMN = 1


def places_text(places: Sequence[int]) -> str:
    """Firsts, seconds… as a line: "3 · 2 · 1 · 0"."""
    return " · ".join(str(count) for count in places)


def standing_texts(row: PersonStatistics) -> tuple[str, ...]:
    """A row's cells as the table, the exports and the big screen write them."""
    return (
        row.name,
        format_result(row.total_result),
        str(row.games),
        f"{row.average_place:.2f}",
        places_text(row.places),
        percent(row.win_rate),
        percent(row.deal_in_rate),
        percent(row.riichi_rate),
        f"{row.average_win:.0f}",
        f"{row.average_deal_in:.0f}",
        percent(row.bust_rate),
        format_result(row.best_result),
    )


def column_names() -> list[str]:
    """The columns' names in the app's language."""
    return [_tr(name) for name, _order, _key in COLUMNS]


class StandingsTableModel(RowsModel[PersonStatistics]):
    """The people of one scope and their figures, the best total first."""

    def __init__(self, parent: QObject | None = None) -> None:
        names = [name for name, _order, _key in COLUMNS]
        orders = [order for _name, order, _key in COLUMNS]
        super().__init__(names, orders, (TOTAL_COLUMN, _DESCENDING), parent, "StandingsModel")

    def person_id(self, row: int) -> int | None:
        return self._rows[row].person_id if 0 <= row < len(self._rows) else None

    def standing(self, row: int) -> PersonStatistics | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def rows(self) -> list[PersonStatistics]:
        """The rows in the order they are shown."""
        return list(self._rows)

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == PERSON_ROLE:
            return self.person_id(index.row()) if index.isValid() else None
        return super().data(index, role)

    def _right_aligned(self, column: int) -> bool:
        return column > 0

    def _make_cells(self, row: PersonStatistics) -> _Cells:
        tips = [""] * len(COLUMNS)
        tips[4] = QCoreApplication.translate(
            "StandingsModel", "Firsts, seconds, thirds and fourths"
        )
        # One count a text, so that Qt's plural forms fit each: "1 win in 8 hands".
        # (lupdate reads a text with a count only in a QObject's self.tr.)
        hands = self.tr("%n hand(s)", "", row.hands_played)
        tips[5] = self.tr("%n win(s) in {hands}", "", row.wins).format(hands=hands)
        tips[6] = self.tr("%n deal-in(s) in {hands}", "", row.deal_ins).format(hands=hands)
        tips[7] = self.tr("%n riichi in {hands}", "", row.riichi).format(hands=hands)
        tips[10] = self.tr("{busts} of %n game(s) finished below zero", "", row.games).format(
            busts=row.busts
        )
        texts = list(standing_texts(row))
        # The exports write the whole name; the table shows what fits a column.
        texts[0] = shown(row.name)
        return _Cells(texts, tips)

    def _sort_key(self, column: int) -> Callable[[PersonStatistics], Any]:
        return COLUMNS[column][2]
