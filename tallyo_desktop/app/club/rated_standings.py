"""The standings with each player's rating over the games they count (`core.statistics.rating`,
counted as Tenhou's R is), as a last column. The rating is read from each game's places and
people alone, never from the records, and a moment after the rows are shown."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer

from tallyo_desktop.app.club.ratings_cache import RatingsCache, ratings_cache
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.library.models import _Cells
from tallyo_desktop.app.library.standings_model import COLUMNS, StandingsTableModel
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.statistics import PersonStatistics, StatisticsFilter
from tallyo_desktop.core.statistics.rating import INITIAL

RATING_COLUMN = len(COLUMNS)
RATINGS_AFTER_MS = 150
"""How long after the rows are set the ratings are asked for: a filter changed several times
in a row (a day typed) asks once."""


def scope_ratings(keeper: LibraryKeeper, chosen: StatisticsFilter) -> dict[int, float]:
    """Each person's rating over the games of `chosen` (all of them, whatever its least number
    of games, as the standings count them); none when the library cannot say."""
    try:
        return ratings_cache(keeper).ratings(replace(chosen, min_games=0))
    except TallyoError:
        return {}


class RatedStandingsModel(StandingsTableModel):
    """`StandingsTableModel` and a rating column, filled a moment after the rows are shown (or
    at once when sorted by it): over a club's ten thousand games the ratings take longer to read
    than the rows, and the standings open without waiting for them."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._headers.append(QCoreApplication.translate("RatedStandings", "Rating"))
        self._initial_orders = [*self._initial_orders, Qt.SortOrder.DescendingOrder]
        self.ratings: Mapping[int, float] | None = None
        """Each person's rating, by their id; None until read."""
        self._asked: tuple[LibraryKeeper, StatisticsFilter] | None = None
        self._cache: RatingsCache | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(RATINGS_AFTER_MS)
        self._timer.timeout.connect(self.read_ratings)

    def ask_ratings(self, keeper: LibraryKeeper, chosen: StatisticsFilter) -> None:
        """Read the ratings of `chosen` once the rows set next are shown."""
        self.ratings = None
        self._asked = (keeper, chosen)
        self._timer.start()

    def read_ratings(self) -> None:
        """Read the ratings asked for now, on a thread of their own; shown when they come."""
        self._timer.stop()
        if self._asked is None:
            return
        keeper, chosen = self._asked
        cache = ratings_cache(keeper)
        if self._cache is not cache:
            if self._cache is not None:
                self._cache.ready.disconnect(self._ratings_read)
            self._cache = cache
            cache.ready.connect(self._ratings_read)
        cache.read_in_background(replace(chosen, min_games=0))

    def _ratings_read(self, chosen: StatisticsFilter, ratings: Mapping[int, float]) -> None:
        if self._asked is None or replace(self._asked[1], min_games=0) != chosen:
            return
        self._asked = None
        self._show(ratings)

    def read_ratings_now(self) -> None:
        """Read the ratings asked for at once (to sort by them), and show them."""
        self._timer.stop()
        if self._asked is None:
            return
        keeper, chosen = self._asked
        self._asked = None
        self._show(scope_ratings(keeper, chosen))

    def _show(self, ratings: Mapping[int, float]) -> None:
        self.ratings = ratings
        if self._sorted_by[0] == RATING_COLUMN:
            self.sort(*self._sorted_by)
            return
        self._cells = [None] * len(self._rows)
        if self._rows:
            self.dataChanged.emit(
                self.index(0, RATING_COLUMN), self.index(len(self._rows) - 1, RATING_COLUMN)
            )

    def rating(self, row: PersonStatistics) -> float:
        return INITIAL if self.ratings is None else self.ratings.get(row.person_id, INITIAL)

    def _make_cells(self, row: PersonStatistics) -> _Cells:
        cells = super()._make_cells(row)
        tips = [
            *cells.tips,
            QCoreApplication.translate(
                "RatedStandings",
                "Counted as Tenhou's R is, over these games: everyone starts at 1500",
            ),
        ]
        shown = "" if self.ratings is None else f"{self.rating(row):.0f}"
        return _Cells([*cells.texts, shown], tips)

    def _sort_key(self, column: int) -> Callable[[PersonStatistics], Any]:
        if column == RATING_COLUMN:
            if self.ratings is None:
                self.read_ratings_now()
            return self.rating
        return super()._sort_key(column)
