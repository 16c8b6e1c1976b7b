"""The achievements of a season or a club night (`core.statistics.achievements`) as the big
screen and the standings picture list them: one line each, who holds it and what earned it."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from PySide6.QtCore import QCoreApplication, QObject

from tallyo_desktop.app.club.figure_words import achievement_label, achievement_value
from tallyo_desktop.app.club.figures_cache import Origin, figures_cache
from tallyo_desktop.app.library.keeper import LibraryKeeper
from tallyo_desktop.core.errors import TallyoError
from tallyo_desktop.core.library.statistics import StatisticsFilter
from tallyo_desktop.core.statistics.achievements import Achievement, Award

MOST_YAKUMAN = 3
"""The yakuman a line names: more are counted."""


class AchievementLines(QObject):
    """The words of the lines that count something: a QObject's method, as lupdate reads a text
    with a count only in `self.tr`, so that Qt's plural forms fit the count."""

    def named(self, names: str, more: int) -> str:
        return self.tr("{names} and %n more", "", more).format(names=names)


@cache
def _more() -> AchievementLines:
    return AchievementLines()


def award_line(award: Award, name_of: dict[str, str]) -> str | None:
    """`award` in one line; None when nobody holds it."""
    holders = award.holders
    if not holders:
        return None
    label = achievement_label(award.achievement)
    #: Between the names of the players holding one achievement.
    comma = QCoreApplication.translate("AchievementLines", ", ")
    if award.achievement is Achievement.YAKUMAN:
        named = comma.join(
            QCoreApplication.translate("AchievementLines", "{name} ({what})").format(
                name=name_of.get(holder.name, holder.name),
                what=achievement_value(award.achievement, holder.count, holder.over),
            )
            for holder in holders[:MOST_YAKUMAN]
        )
        if len(holders) > MOST_YAKUMAN:
            named = _more().named(named, len(holders) - MOST_YAKUMAN)
        return QCoreApplication.translate("AchievementLines", "{achievement}: {holders}").format(
            achievement=label, holders=named
        )
    first = holders[0]
    names = comma.join(name_of.get(holder.name, holder.name) for holder in holders)
    value = achievement_value(award.achievement, first.count, first.over)
    return QCoreApplication.translate(
        "AchievementLines", "{achievement}: {holders} ({what})"
    ).format(achievement=label, holders=names, what=value)


def achievement_lines(keeper: LibraryKeeper, chosen: StatisticsFilter) -> list[str]:
    """The achievements of the club's games `chosen` counts; none when they cannot be read."""
    library = keeper.library
    if library is None:
        return []
    try:
        awards = figures_cache(keeper).scope(replace(chosen, min_games=0), Origin.CLUB).awards()
        keys = {holder.name for award in awards for holder in award.holders}
        names = {key: library.person(int(key)).display_name for key in keys}
    except (TallyoError, ValueError):
        return []
    return [line for award in awards if (line := award_line(award, names)) is not None]
