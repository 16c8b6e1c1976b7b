"""What only the library knows of the club, carried over from a damaged library file into the
one made anew from the game files: the seasons' own settings (dates, preset, counting), the
club nights' days and the nights without games, and which names are one person.

The game files name their nights and seasons, so a library made from them alone finds those
again; the rest lives in the library only, and is read from the damaged copy as far as it can
be, as the counting practice's sessions are (`practice_log.sessions_in`).
"""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.seasons import ClubNight, Counting, Season, day
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.values import valueclass


@valueclass
class KeptClub:
    """The club as a library file held it."""

    seasons: tuple[Season, ...]
    nights: tuple[ClubNight, ...]
    people: tuple[tuple[str, tuple[str, ...]], ...]
    """Each person's display name, with the names written in games that are theirs."""

    def __bool__(self) -> bool:
        return bool(self.seasons or self.nights or self.people)


NOTHING = KeptClub((), (), ())


def club_in(path: Path) -> KeptClub:
    """The club another library file still holds (a damaged one, set aside), as far as it can
    be read; nothing when it cannot. The file is only read, its journal left unread."""
    uri = f"{path.resolve().as_uri()}?mode=ro&immutable=1"
    try:
        with contextlib.closing(sqlite3.connect(uri, uri=True)) as connection:
            seasons = connection.execute(
                "SELECT uid, name, date_from, date_to, rules_preset, counting FROM seasons"
            ).fetchall()
            nights = connection.execute("SELECT uid, name, date, season_uid FROM events").fetchall()
            aliases = connection.execute(
                "SELECT p.display_name, a.name FROM aliases AS a JOIN people AS p"
                " ON p.id = a.person_id ORDER BY a.person_id, a.name"
            ).fetchall()
    except (sqlite3.Error, OSError, ValueError):
        return NOTHING
    kept_seasons = []
    for uid, name, first, last, preset, counting in seasons:
        with contextlib.suppress(ValueError, TypeError):
            kept_seasons.append(
                Season(
                    str(uid),
                    str(name),
                    day(first),
                    day(last),
                    None if preset is None else str(preset),
                    Counting(counting),
                )
            )
    kept_nights = [
        ClubNight(str(uid), str(name), day(when), None if season is None else str(season))
        for uid, name, when, season in nights
    ]
    people: dict[str, list[str]] = {}
    for display_name, name in aliases:
        people.setdefault(str(display_name), []).append(str(name))
    return KeptClub(
        tuple(kept_seasons),
        tuple(kept_nights),
        tuple((display, tuple(names)) for display, names in people.items()),
    )


def take_club(library: GameLibrary, kept: KeptClub) -> bool:
    """Give `library` the seasons, nights and people `kept` holds, over what the game files
    gave it; whether anything was taken. What cannot be taken (a name no game of this library
    has, a merge of two people who played in one game) is left out."""
    taken = False
    known_seasons = {season.uid: season for season in library.seasons()}
    for season in kept.seasons:
        if known_seasons.get(season.uid) == season:
            continue
        with contextlib.suppress(TallyoError):
            if season.uid in known_seasons:
                library.update_season(season)
            else:
                library.add_season(
                    season.name,
                    date_from=season.date_from,
                    date_to=season.date_to,
                    rules_preset=season.rules_preset,
                    counting=season.counting,
                    uid=season.uid,
                )
            taken = True
    known_nights = {night.uid: night for night in library.club_nights()}
    for night in kept.nights:
        known = known_nights.get(night.uid)
        # A night whose day was never set shows its first game's day: nothing to take then.
        if (
            known is not None
            and (known.name, known.season_uid) == (night.name, night.season_uid)
            and night.date in (None, known.date)
        ):
            continue
        with contextlib.suppress(TallyoError):
            if night.uid in known_nights:
                library.update_club_night(night)
            else:
                library.add_club_night(night.name, night.date, night.season_uid, night.uid)
            taken = True
    for display_name, names in kept.people:
        found = {person.id for name in names if (person := library.person_named(name))}
        with contextlib.suppress(TallyoError):
            if len(found) > 1:
                library.merge_people(sorted(found), display_name)
                taken = True
            elif len(found) == 1:
                (only,) = found
                if library.person(only).display_name != display_name:
                    library.rename_person(only, display_name)
                    taken = True
    return taken
