"""The seating's ties to the library: the names it completes from (the library's people, a
merged player once), the standings a Swiss round seats by (the night's season, else the night,
else the season today falls in), the club nights held on a day (the seating seats one of them
rather than make another of the same name), and the club night a table's game started from the
seating belongs to: the same night, under the same identity, in the library as in the seating,
so that it is in the Seasons page with its name and day as soon as its first game starts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import date

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.app.club.actions import KNOWN_NAMES
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.core.club.seating_plan import is_night_id
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.library.store import GameLibrary
from tallyo_desktop.core.record.format import Metadata
from tallyo_desktop.core.values import valueclass


@valueclass
class StandingsOrder:
    """The players of a list in the order of some standings, the leader first."""

    title: str
    """Which standings, in words: "Season: Spring"."""
    names: tuple[str, ...]
    """The players of the list who have games there; the others are not in it."""


@valueclass
class LibraryNight:
    """A club night of the library, as the seating offers it."""

    uid: str
    name: str
    season: str | None
    """The name of its season, if it is in one."""
    games: int
    season_uid: str | None = None


def nights_of_day(keeper: LibraryKeeper | None, day: str) -> list[LibraryNight]:
    """The library's club nights held on `day` (YYYY-MM-DD) that a seating can be kept for,
    in the library's order; none without a library."""
    library = keeper.library if keeper is not None else None
    if library is None:
        return []
    try:
        held = date.fromisoformat(day)
        nights = [night for night in library.club_nights() if night.date == held]
        seasons = {season.uid: season.name for season in library.seasons()}
    except (TallyoError, ValueError):
        return []
    return [
        LibraryNight(
            night.uid,
            night.name,
            seasons.get(night.season_uid) if night.season_uid is not None else None,
            night.games,
            night.season_uid,
        )
        for night in nights
        # A night known only from another program's files may have an identity that cannot
        # name a seating's file: it is not offered.
        if is_night_id(night.uid)
    ]


def known_names(keeper: LibraryKeeper | None) -> list[str]:
    """The library's players by the names they are shown under, the most played first."""
    library = keeper.library if keeper is not None else None
    if library is None:
        return []
    try:
        return library.known_names(KNOWN_NAMES)
    except TallyoError:
        return []


def _season_title(name: str) -> str:
    return QCoreApplication.translate("SeatingLinks", "Season: {name}").format(name=name)


def _scope(
    library: GameLibrary, night_uid: str, today: date
) -> tuple[StatisticsFilter, str] | None:
    """Which standings a Swiss round of the night `night_uid` seats by, and their title."""
    known = {night.uid: night for night in library.club_nights()}
    night = known.get(night_uid)
    if night is not None and night.season_uid is not None:
        season = library.season(night.season_uid)
        return StatisticsFilter(season_uid=season.uid), _season_title(season.name)
    if night is not None and night.games:
        title = QCoreApplication.translate("SeatingLinks", "Club night: {name}")
        return StatisticsFilter(club_night_uid=night.uid), title.format(name=night.name)
    for season in library.seasons():
        starts, ends = season.date_from, season.date_to
        if starts is None and ends is None:
            continue
        if (starts is None or starts <= today) and (ends is None or today <= ends):
            return StatisticsFilter(season_uid=season.uid), _season_title(season.name)
    return None


def standings_order(
    keeper: LibraryKeeper | None,
    night_uid: str,
    names: Sequence[str],
    players: int = 4,
    today: date | None = None,
) -> StandingsOrder | None:
    """`names` in the order of the standings a Swiss round of the night seats by; None when
    the library has no standings for it."""
    library = keeper.library if keeper is not None else None
    if library is None:
        return None
    try:
        scope = _scope(library, night_uid, today or date.today())
        if scope is None:
            return None
        chosen, title = scope
        rows = library.statistics(replace(chosen, players=players))
        rank = {row.person_id: place for place, row in enumerate(rows)}
        placed = []
        for number, name in enumerate(names):
            person = library.person_named(name)
            if person is not None and person.id in rank:
                placed.append((rank[person.id], number, name))
    except TallyoError:
        return None
    return StandingsOrder(title, tuple(name for _rank, _number, name in sorted(placed)))


def night_in_library(keeper: LibraryKeeper | None, night: Metadata, day: str) -> Metadata:
    """The club night `night` names, put in the library if it is not there yet (same identity,
    name and day); what a game started at it says of its night and season, as the library has
    them (the organiser may have renamed it, or put it in a season)."""
    library = keeper.library if keeper is not None else None
    uid = night.event_id
    if keeper is None or library is None or uid is None:
        return night
    try:
        known = {found.uid: found for found in library.club_nights()}
        found = known.get(uid)
        if found is None:
            when = date.fromisoformat(day) if day else None
            found = library.add_club_night(night.event_name or uid, when, uid=uid)
            keeper.changed.emit()
        season = library.season(found.season_uid) if found.season_uid is not None else None
    except (TallyoError, ValueError):
        return night
    if season is None:
        # A night that came in another laptop's seating file names the season it is of there.
        return replace(night, event_name=found.name)
    return replace(night, event_name=found.name, season_id=season.uid, season_name=season.name)
