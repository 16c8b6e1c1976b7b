"""A damaged library made anew from the game files keeps, as far as the damaged copy can still
be read, what only the library knew of the club: a season's dates, a night's day, merged names."""

from __future__ import annotations

import os
from datetime import date
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pytestqt.qtbot import QtBot

from tallyo_desktop.app.files.game_store import GameStore
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.app.start import open_library
from tallyo_desktop.core.library.seasons import Counting
from tallyo_desktop.core.library.store import GameLibrary

from .test_library_damage import data, garbage, garbage_journal, library_path

__all__ = ["data"]


def test_the_club_a_damaged_library_still_holds_comes_along(qtbot: QtBot, data: Path) -> None:
    path = library_path(data)
    with GameLibrary(path) as library:
        season = library.add_season(
            "Summer", date_from=date(2026, 6, 1), date_to=date(2026, 8, 31),
            counting=Counting.BY_DATE,
        )  # fmt: skip
        night = library.add_club_night("Midsummer", date(2026, 6, 21), season.uid)
    garbage_journal(path)
    keeper = LibraryKeeper(lambda: open_library(data), GameStore(data))
    with qtbot.waitSignal(keeper.problem):
        mended = keeper.library
    assert mended is not None
    assert mended.season(season.uid) == season
    assert mended.club_night(night.uid).date == date(2026, 6, 21)
    assert "club nights" in keeper.notice
    keeper.close()


def test_a_damaged_library_with_no_club_to_read_says_nothing_of_it(
    qtbot: QtBot, data: Path
) -> None:
    library_path(data).write_bytes(garbage(4096))
    keeper = LibraryKeeper(lambda: open_library(data), GameStore(data))
    with qtbot.waitSignal(keeper.problem):
        assert keeper.library is not None
    assert "club nights" not in keeper.notice
    keeper.close()
