"""The list of all games read a page at a time: the order of the games (their ids) for any column
the list sorts by, and the rows of the few games on screen.

The order is read from the index of the games by date, which holds their rules too, and from the
players: never from the games' rows, which hold the records. Only the games of a page are read
whole (their players and where they came from).
"""

from __future__ import annotations

from collections.abc import Sequence

from tallyo_desktop.core.library.access import LibraryAccess
from tallyo_desktop.core.library.rows import LISTED_SOURCE, ListedGame

_NEWEST_FIRST = " ORDER BY g.finished_at DESC, g.id DESC"
LISTED_TEXT = 500
"""The characters of a name, or of where a game came from, that a page of the list reads: a
list shows fewer, and a record may hold megabytes of either."""

_BY_PLACE = "SELECT game_id, name, result FROM players WHERE shown_place = ?"
"""The player a list shows in the `?`th place column (1 for the first): as `ListedGame.by_place`
orders them."""


class ListingMixin(LibraryAccess):
    """The paged list of games, a part of `GameLibrary`."""

    def game_ids(self) -> list[int]:
        """Every stored game's id, the most recently finished first (the index alone)."""
        return [
            int(game_id) for (game_id,) in self._read("SELECT id FROM games AS g" + _NEWEST_FIRST)
        ]

    def games_rules(self) -> list[tuple[int, str, int]]:
        """Each game's (id, rules preset, 1 if played in the East round only), the most recently
        finished first: what the list's Rules column sorts by."""
        return [
            (int(game_id), str(preset), int(east))
            for game_id, preset, east in self._read(
                "SELECT id, rules_preset, east_only FROM games AS g" + _NEWEST_FIRST
            )
        ]

    def games_placed(self, place: int) -> dict[int, tuple[str, int]]:
        """The name and result of the player each game lists `place`th (1 for the first), by
        game id; a game of fewer players is not in it."""
        return {
            int(game_id): (str(name), int(result))
            for game_id, name, result in self._read(_BY_PLACE, (place,))
        }

    def listed_by_id(self, ids: Sequence[int]) -> list[ListedGame]:
        """The games `ids` as the list shows them, in that order, their players' names and their
        source cut at `LISTED_TEXT`; a game no longer stored is left out."""
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        rows = self._read(
            "SELECT g.id, g.finished_at, g.rules_preset, g.east_only,"
            f" json_group_array(json_array(p.seat, substr(p.name, 1, {LISTED_TEXT}), p.points,"
            f" p.place, p.result)), substr({LISTED_SOURCE}, 1, {LISTED_TEXT})"
            " FROM games AS g JOIN players AS p ON p.game_id = g.id"
            f" WHERE g.id IN ({marks}) GROUP BY g.id",
            list(ids),
        )
        found = {int(row[0]): ListedGame._make(row) for row in rows}
        return [found[game_id] for game_id in ids if game_id in found]
