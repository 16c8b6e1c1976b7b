"""What the club's windows offer to look at: the seasons and club nights the library knows, read
once for all of a window's parts, and the evening's own scope (tonight's night, or the season
of today)."""

from __future__ import annotations

from datetime import date

from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.seasons import NightChoice, Season

Club = tuple[list[Season], list[NightChoice]]


def read_club(keeper: LibraryKeeper) -> Club:
    """The library's seasons and club nights (without counting their games); none when the
    library cannot be read (the window's pages say why)."""
    library = keeper.library
    if library is None:
        return [], []
    try:
        return library.seasons(), library.night_choices()
    except TallyoError:
        return [], []


def evening_scope(
    keeper: LibraryKeeper, today: date, club: Club | None = None
) -> tuple[str, str] | None:
    """Tonight's club night, else the season today falls in; None when neither is known."""
    seasons, nights = club if club is not None else read_club(keeper)
    tonight = today.isoformat()
    for night in nights:
        if night.day == tonight:
            return ("night", night.uid)
    for season in seasons:
        starts, ends = season.date_from, season.date_to
        if starts is None and ends is None:
            continue
        if (starts is None or starts <= today) and (ends is None or today <= ends):
            return ("season", season.uid)
    return None
