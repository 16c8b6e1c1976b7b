"""Which games a set of figures is over, and who a player is.

A player is a name, trimmed and in Unicode NFC, as the standings over game files take it
(`club.standings`), so that "José" typed on two laptops that compose the é differently is one
player. A game's date is the date part of its record's `created`, the date at the table.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection

from tallyo_desktop.core.record.format import Metadata
from tallyo_desktop.core.values import valueclass

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def player_name(name: str) -> str:
    """Who a name in a game is: trimmed and in Unicode NFC."""
    return unicodedata.normalize("NFC", name.strip())


def game_date(metadata: Metadata) -> str | None:
    """The date part of the record's `created`, YYYY-MM-DD; None when there is none, or it is
    not a date."""
    created = metadata.created
    if created is None or not _DATE.match(created):
        return None
    # Imported here: only a dated game needs it, and most commands load no `datetime`.
    from datetime import date

    try:
        date.fromisoformat(created[:10])
    except ValueError:
        return None
    return created[:10]


@valueclass
class GameFacts:
    """What a scope asks of a game."""

    key: str
    """The game's identity where its figures are kept: a record's id, a library's game id."""
    names: tuple[str, ...]
    """In seat order, as `player_name` writes them."""
    players: int
    preset: str
    date: str | None
    created: str | None
    """The record's `created` as written, which orders the games of one day."""
    club_night: str | None = None
    season: str | None = None


@valueclass
class Scope:
    """Which games count. Each part that is given narrows them; three- and four-player games
    are never counted together."""

    players: int = 4
    start: str | None = None
    """The first date kept, YYYY-MM-DD, or None for no first date."""
    end: str | None = None
    """The last date kept, inclusive."""
    presets: Collection[str] | None = None
    """The rule presets kept, by their identifier ("tenhou", "custom")."""
    games: Collection[str] | None = None
    """The games kept, by their key: a tournament, or any set of games picked."""
    club_nights: Collection[str] | None = None
    """The club nights kept, by the id their records name."""
    seasons: Collection[str] | None = None

    def keeps_date(self, date: str | None) -> bool:
        if self.start is None and self.end is None:
            return True
        if date is None:
            return False
        # Dates written YYYY-MM-DD sort as text in the order of the calendar.
        return (self.start is None or self.start <= date) and (self.end is None or date <= self.end)

    def keeps(self, facts: GameFacts) -> bool:
        return (
            facts.players == self.players
            and self.keeps_date(facts.date)
            and (self.presets is None or facts.preset in self.presets)
            and (self.games is None or facts.key in self.games)
            and (self.club_nights is None or facts.club_night in self.club_nights)
            and (self.seasons is None or facts.season in self.seasons)
        )
