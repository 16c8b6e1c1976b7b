"""The standings with each player's rating over the games they count (`core.statistics.rating`,
counted as Tenhou's R is), as a last column. The rating is read from each game's places and
people alone, never from the records."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt

from tallyo_desktop.app.club.ratings_cache import ratings_cache
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.models import _Cells
from tallyo_desktop.app.library.standings_model import COLUMNS, StandingsTableModel
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.statistics import PersonStatistics, StatisticsFilter
from tallyo_desktop.core.statistics.rating import INITIAL

RATING_COLUMN = len(COLUMNS)


def scope_ratings(keeper: LibraryKeeper, chosen: StatisticsFilter) -> dict[int, float]:
    """Each person's rating over the games of `chosen` (all of them, whatever its least number
    of games, as the standings count them); none when the library cannot say."""
    try:
        return ratings_cache(keeper).ratings(replace(chosen, min_games=0))
    except TallyoError:
        return {}


class RatedStandingsModel(StandingsTableModel):
    """`StandingsTableModel` and a rating column."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers.append(QCoreApplication.translate("RatedStandings", "Rating"))
        self._initial_orders = [*self._initial_orders, Qt.SortOrder.DescendingOrder]
        self.ratings: Mapping[int, float] = {}
        """Each person's rating, by their id: set before the rows."""

    def rating(self, row: PersonStatistics) -> float:
        return self.ratings.get(row.person_id, INITIAL)

    def _make_cells(self, row: PersonStatistics) -> _Cells:
        cells = super()._make_cells(row)
        tips = [
            *cells.tips,
            QCoreApplication.translate(
                "RatedStandings",
                "Counted as Tenhou's R is, over these games: everyone starts at 1500",
            ),
        ]
        return _Cells([*cells.texts, f"{self.rating(row):.0f}"], tips)

    def _sort_key(self, column: int) -> Callable[[PersonStatistics], Any]:
        if column == RATING_COLUMN:
            return self.rating
        return super()._sort_key(column)
