"""Standings over game files: one row a player, summed over the finished games that count.

A player here is a name, trimmed and in Unicode NFC, so that "José" typed on two laptops that
compose the é differently is one player; the library's merges of players do not apply. Each
game's figures are those the rest of the app shows: the settlement's places, results and final
points, and the library's count of hands, wins, deal-ins and riichi (`game_statistics`).

Which games count, in this order: games whose copies conflict are listed and not counted; with
a date range, a game dated outside it, or without a date, is left out and not mentioned; a game
of the other player count is skipped (counted in `skipped` if it is finished); an unfinished
game is listed by the path of its longest copy. A conflict is listed unless every one of its
copies would have been left out or skipped anyway.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from tallyo_desktop.core.club.game_files import Conflict, GameFiles, Refused
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.library.rows import game_statistics
from tallyo_desktop.core.record.format import SavedGame
from tallyo_desktop.core.table.game import Game

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


@dataclass(frozen=True)
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

    def keeps(self, saved: SavedGame) -> bool:
        """Whether a game is of the player count and in the dates chosen."""
        return saved.game.rules.players == self.players and self.keeps_date(game_date(saved))


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class Standings:
    games: int
    """The games counted."""
    skipped: int
    """Finished games in the dates, of the other player count."""
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


def game_date(saved: SavedGame) -> str | None:
    """The date part of the record's `created`, as written: the table's local date. None when
    there is none, or it is not a date."""
    created = saved.metadata.created
    if created is None or not _DATE.match(created):
        return None
    date = created[:10]
    # Imported here: only a dated game needs it, and most commands load no `datetime`.
    from datetime import date as calendar_date

    try:
        calendar_date.fromisoformat(date)
    except ValueError:
        return None
    return date


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


def _names_alike(game: Game) -> str | None:
    """A name two seats share once trimmed and in NFC, which would make one player of two."""
    seen: set[str] = set()
    for name in game.names:
        name = player_name(name)
        if name in seen:
            return name
        seen.add(name)
    return None


def _add(tallies: dict[str, _Tally], game: Game, seats: int) -> None:
    statistics = game_statistics(game)
    for standing in game.settlement().standings:
        name = player_name(standing.name)
        tally = tallies.get(name)
        if tally is None:
            tally = tallies[name] = _Tally(seats)
        figures = statistics[standing.seat]
        tally.games += 1
        tally.total += standing.result
        tally.places[standing.place - 1] += 1
        tally.hands += figures.hands_played
        tally.wins += figures.wins
        tally.deal_ins += figures.deal_ins
        tally.riichi += figures.riichi
        tally.busts += standing.points < 0


def _listed(conflict: Conflict, selection: Selection) -> bool:
    return any(selection.keeps(copy.saved) for copy in conflict.copies)


def standings(files: GameFiles, selection: Selection) -> Standings:
    """The standings over the games `files` holds, for `selection`."""
    tallies: dict[str, _Tally] = {}
    counted = skipped = 0
    unfinished: list[str] = []
    refused = list(files.refused)
    for found in files.games:
        path, saved = found.counted.path, found.counted.saved
        game = saved.game
        if not selection.keeps_date(game_date(saved)):
            continue
        if game.rules.players != selection.players:
            skipped += game.is_over
            continue
        if not game.is_over:
            unfinished.append(path)
            continue
        alike = _names_alike(game)
        if alike is not None:
            refused.append(
                Refused(
                    path,
                    translate(
                        "club",
                        "Two players in {path} have the same name once written alike: {name}. "
                        "Open the game and give each player a different name.",
                    ).format(path=path, name=alike),
                )
            )
            continue
        _add(tallies, game, selection.players)
        counted += 1
    rows = [
        tally.row(name) for name, tally in tallies.items() if tally.games >= selection.min_games
    ]
    rows.sort(key=row_order)
    return Standings(
        games=counted,
        skipped=skipped,
        unfinished=tuple(unfinished),
        conflicts=tuple(
            conflict.paths for conflict in files.conflicts if _listed(conflict, selection)
        ),
        refused=tuple(refused),
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
