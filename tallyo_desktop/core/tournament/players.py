"""A tournament's players as registered: a registration number that names them in the schedule
and in every result, a name, and what the EMA's results table and the seating ask of them
(EMA number, country, club, team), and the table kept by a player who cannot move.

A substitute is a player who fills a seat (a replacement for one who dropped, or a player added
so that every table is full): their results count for their table (the others' uma follows from
them) but they are not ranked.
"""

from __future__ import annotations

import unicodedata

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.i18n import translate
from tallyo_desktop.core.values import valueclass

MOST_NAME = 100
"""The longest name, as a club night's seating allows."""
MOST_FIELD = 100
"""The longest country, club or team."""
MOST_EMA = 12
"""The longest EMA number: the EMA gives eight digits."""
MOST_TABLES = 100
"""The most tables a player can keep a number of: 400 players at tables of four."""


@valueclass
class Player:
    """A registered player. `id` is their registration number, the same from registration to
    the final ranking whatever else changes."""

    id: str
    name: str
    ema: str = ""
    """Their EMA number, digits only; "" when they have none."""
    country: str = ""
    club: str = ""
    team: str = ""
    substitute: bool = False
    """Results count for their table, but they are not ranked."""
    table: int | None = None
    """The table (0 is table 1) they keep in every round: a player who cannot move."""


def _has_control(text: str) -> bool:
    return any(unicodedata.category(char).startswith("C") for char in text)


def clean_player(player: Player) -> Player:
    """`player` with each field trimmed; TallyoError, in the organiser's words, for a field that
    cannot be kept."""
    name, ema = player.name.strip(), player.ema.strip()
    country, club, team = player.country.strip(), player.club.strip(), player.team.strip()
    if not name:
        raise TallyoError(translate("Tournament players", "A player needs a name."))
    if len(name) > MOST_NAME:
        raise TallyoError(
            translate(
                "Tournament players", "A name has at most {most} characters: {name}… is longer."
            ).format(most=MOST_NAME, name=name[:20])
        )
    for field in (name, country, club, team, ema):
        if _has_control(field):
            raise TallyoError(
                translate(
                    "Tournament players",
                    "{name}: a name, country, club or team is one line of text, without tabs "
                    "or line breaks.",
                ).format(name=name[:40].encode("unicode_escape").decode("ascii"))
            )
    for field in (country, club, team):
        if len(field) > MOST_FIELD:
            raise TallyoError(
                translate(
                    "Tournament players",
                    "{name}: a country, club or team has at most {most} characters.",
                ).format(name=name, most=MOST_FIELD)
            )
    if ema and not (ema.isascii() and ema.isdigit() and len(ema) <= MOST_EMA):
        raise TallyoError(
            translate(
                "Tournament players",
                "{name}: an EMA number is up to {most} digits, not {ema}.",
            ).format(name=name, most=MOST_EMA, ema=ema[:20])
        )
    if not player.id or len(player.id) > MOST_EMA or not player.id.isascii():
        raise TallyoError(
            translate("Tournament players", "{name} has no registration number.").format(name=name)
        )
    if player.table is not None and not 0 <= player.table < MOST_TABLES:
        raise TallyoError(
            translate("Tournament players", "{name}: a table is numbered from 1 to {most}.").format(
                name=name, most=MOST_TABLES
            )
        )
    return Player(player.id, name, ema, country, club, team, player.substitute, player.table)


def name_key(name: str) -> str:
    """What two names must differ in: "Ann" and " ann" are one player at a table."""
    return unicodedata.normalize("NFKC", name).strip().casefold()
