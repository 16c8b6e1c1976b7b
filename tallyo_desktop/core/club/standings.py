"""Standings over game files: one row a player, summed over the finished games that count.

A player here is a name, trimmed and in Unicode NFC, so that "José" typed on two laptops that
compose the é differently is one player; the library's merges of players do not apply. Each
game's figures are those the rest of the app shows: the settlement's places, results and final
points, and the library's count of hands, wins, deal-ins and riichi (`game_statistics`). Of a
copy that may count, only those figures are kept while the other files are read
(`GameFigures`), never the game.

Which games count, in this order: games whose copies conflict are listed and not counted; with
a date range, a game dated outside it, or without a date, is left out and not mentioned; a game
of the other player count is counted in `skipped`, finished or not; an unfinished game is
listed by the path of each of its latest copies. A conflict is listed unless every one of its
copies would have been left out or skipped anyway. The unfinished copies of a game that counts
which no copy goes on from (a copy that went another way and was never finished) are listed
among the unfinished too, so that every copy that does not count is named somewhere.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from tallyo_desktop.core.club.game_files import (
    Copy,
    FoundGame,
    GameFiles,
    Refused,
    Seen,
    gather,
)
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.library.rows import game_statistics
from tallyo_desktop.core.record.format import SavedGame
from tallyo_desktop.core.values import valueclass


@valueclass
class Selection:
    """Which games the standings are over."""

    players: int = 4
    """Three- and four-player games are never counted together."""
    start: str | None = None
    """The first date kept, YYYY-MM-DD, or None for no first date."""
    end: str | None = None
    """The last date kept, inclusive."""
    min_games: int = 0
    """Players with fewer games are left out of the rows; their games still count."""

    def keeps_date(self, date: str | None) -> bool:
        if self.start is None and self.end is None:
            return True
        if date is None:
            return False
        # Dates written YYYY-MM-DD sort as text in the order of the calendar.
        return (self.start is None or self.start <= date) and (self.end is None or date <= self.end)

    def keeps(self, seen: Seen) -> bool:
        """Whether a copy is of the player count and in the dates chosen."""
        return seen.players == self.players and self.keeps_date(seen.date)


@valueclass(slots=True)
class SeatFigures:
    """What one seat of a finished game adds to its player's row."""

    name: str
    """Trimmed and in NFC."""
    result: int
    place: int
    bust: bool
    hands: int
    wins: int
    deal_ins: int
    riichi: int


@valueclass(slots=True)
class GameFigures:
    """What the standings keep of a finished copy that may count."""

    seats: tuple[SeatFigures, ...]
    alike: str | None
    """A name two seats share once trimmed and in NFC, which would make one player of two."""


def game_figures(saved: SavedGame) -> GameFigures | None:
    """The figures of the game `saved` holds, if it is finished."""
    game = saved.game
    if not game.is_over:
        return None
    statistics = game_statistics(game)
    seats = []
    for standing in game.settlement().standings:
        figures = statistics[standing.seat]
        seats.append(
            SeatFigures(
                player_name(standing.name),
                standing.result,
                standing.place,
                standing.points < 0,
                figures.hands_played,
                figures.wins,
                figures.deal_ins,
                figures.riichi,
            )
        )
    return GameFigures(tuple(seats), _names_alike(game.names))


@valueclass
class PlayerRow:
    name: str
    games: int
    total: int
    """The sum of the settlement's results, in points: 41300 is +41.3."""
    places: tuple[int, ...]
    """How many firsts, seconds...: one entry a seat."""
    hands: int
    """Hands played in the player's games."""
    wins: int
    deal_ins: int
    riichi: int
    busts: int
    """Games finished below zero points."""

    @property
    def average_place(self) -> float:
        """Rounded to two decimals, as shown and as the rows are ordered by."""
        place_total = sum(place * count for place, count in enumerate(self.places, start=1))
        return round(place_total / self.games, 2) if self.games else 0.0


@valueclass
class Standings:
    games: int
    """The games counted."""
    skipped: int
    """Games in the dates, of the other player count, finished or not."""
    unfinished: tuple[str, ...]
    conflicts: tuple[tuple[str, ...], ...]
    """For each game whose copies conflict, the paths of all its copies."""
    refused: tuple[Refused, ...]
    players: tuple[PlayerRow, ...]
    """Ordered by total (highest first), average place (lowest first), then name."""
    read: int
    """How many files could be read: none at all is an error for the command."""


def player_name(name: str) -> str:
    """Who a name in a game is: trimmed and in Unicode NFC."""
    return unicodedata.normalize("NFC", name.strip())


class _Tally:
    __slots__ = ("busts", "deal_ins", "games", "hands", "places", "riichi", "total", "wins")

    def __init__(self, seats: int) -> None:
        self.games = self.total = self.hands = self.wins = 0
        self.deal_ins = self.riichi = self.busts = 0
        self.places = [0] * seats

    def row(self, name: str) -> PlayerRow:
        return PlayerRow(
            name,
            self.games,
            self.total,
            tuple(self.places),
            self.hands,
            self.wins,
            self.deal_ins,
            self.riichi,
            self.busts,
        )


def row_order(row: PlayerRow) -> tuple[int, float, str]:
    """Total, highest first; the average place as shown, lowest first; then the name."""
    return (-row.total, row.average_place, row.name)


def _names_alike(names: Iterable[str]) -> str | None:
    seen: set[str] = set()
    for name in names:
        name = player_name(name)
        if name in seen:
            return name
        seen.add(name)
    return None


def _add(tallies: dict[str, _Tally], figures: GameFigures, seats: int) -> None:
    for seat in figures.seats:
        tally = tallies.get(seat.name)
        if tally is None:
            tally = tallies[seat.name] = _Tally(seats)
        tally.games += 1
        tally.total += seat.result
        tally.places[seat.place - 1] += 1
        tally.hands += seat.hands
        tally.wins += seat.wins
        tally.deal_ins += seat.deal_ins
        tally.riichi += seat.riichi
        tally.busts += seat.bust


def standings_over(paths: Iterable[str], selection: Selection) -> Standings:
    """The standings over the game files in `paths` (files and folders), for `selection`."""
    return standings(gather(paths, lambda saved, _path: game_figures(saved)), selection)


class _Counting:
    def __init__(self, selection: Selection, refused: Iterable[Refused]) -> None:
        self.selection = selection
        self.tallies: dict[str, _Tally] = {}
        self.counted = self.skipped = 0
        self.unfinished: list[str] = []
        self.conflicts: list[tuple[str, ...]] = []
        self.refused = list(refused)

    def game(self, found: FoundGame[GameFigures]) -> None:
        selection = self.selection
        if found.conflicting:
            if any(selection.keeps(seen) for seen in found.copies):
                self.conflicts.append(tuple(seen.path for seen in found.copies))
                self._unfinished(found.unfinished)
            return
        standing = found.counted or found.unfinished[0]
        if not selection.keeps_date(standing.seen.date):
            return
        if standing.seen.players != selection.players:
            self.skipped += 1
            return
        self._unfinished(found.unfinished)
        if found.counted is not None:
            self._count(found.counted)

    def _unfinished(self, copies: Iterable[Copy[GameFigures]]) -> None:
        self.unfinished += [copy.path for copy in copies]

    def _count(self, copy: Copy[GameFigures]) -> None:
        figures = copy.summary
        assert figures is not None, "a finished copy that counts is summed up as it is read"
        if figures.alike is not None:
            self.refused.append(
                Refused(
                    copy.path,
                    translate(
                        "club",
                        "Two players in {path} have the same name once written alike: {name}. "
                        "Open the game and give each player a different name.",
                    ).format(path=copy.path, name=figures.alike),
                )
            )
            return
        _add(self.tallies, figures, self.selection.players)
        self.counted += 1


def standings(files: GameFiles[GameFigures], selection: Selection) -> Standings:
    """The standings over the games `files` holds (gathered with `game_figures`), for
    `selection`."""
    counting = _Counting(selection, files.refused)
    for found in files.games:
        counting.game(found)
    rows = [
        tally.row(name)
        for name, tally in counting.tallies.items()
        if tally.games >= selection.min_games
    ]
    rows.sort(key=row_order)
    return Standings(
        games=counting.counted,
        skipped=counting.skipped,
        unfinished=tuple(counting.unfinished),
        conflicts=tuple(counting.conflicts),
        refused=tuple(counting.refused),
        players=tuple(rows),
        read=files.read,
    )


def standings_dict(table: Standings) -> dict[str, object]:
    """The standings as plain data, in the keys and the order of `standings --json`."""
    return {
        "games": table.games,
        "skipped": table.skipped,
        "unfinished": list(table.unfinished),
        "conflicts": [list(paths) for paths in table.conflicts],
        "refused": [{"path": one.path, "error": one.error} for one in table.refused],
        "players": [
            {
                "name": row.name,
                "games": row.games,
                "total": row.total,
                "average_place": row.average_place,
                "places": list(row.places),
                "hands": row.hands,
                "wins": row.wins,
                "deal_ins": row.deal_ins,
                "riichi": row.riichi,
                "busts": row.busts,
            }
            for row in table.players
        ],
    }
