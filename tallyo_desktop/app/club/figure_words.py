"""The players' figures in words: what each is called, its value as players read it (a rate in
per cent, an average in points, a place to two decimals), and what it is counted over.

docs/statistics.md defines each figure; the words here only say it.
"""

from __future__ import annotations

from functools import cache
from typing import assert_never

from PySide6.QtCore import QCoreApplication, QObject

from tallyo_desktop.core.statistics.achievements import Achievement
from tallyo_desktop.core.statistics.measures import MINIMUMS, Figure, Unit
from tallyo_desktop.core.statistics.seat_row import SIZE_BANDS
from tallyo_desktop.core.table.settlement import format_result


def figure_label(name: str) -> str:
    """What the figure `name` is called."""
    labels = {
        "average_place": QCoreApplication.translate("FigureWords", "Average place"),
        "first_rate": QCoreApplication.translate("FigureWords", "First places"),
        "second_rate": QCoreApplication.translate("FigureWords", "Second places"),
        "third_rate": QCoreApplication.translate("FigureWords", "Third places"),
        "fourth_rate": QCoreApplication.translate("FigureWords", "Fourth places"),
        "average_result": QCoreApplication.translate("FigureWords", "Average result"),
        "average_points": QCoreApplication.translate("FigureWords", "Average final points"),
        "bust_rate": QCoreApplication.translate("FigureWords", "Busts"),
        "win_rate": QCoreApplication.translate("FigureWords", "Wins"),
        "deal_in_rate": QCoreApplication.translate("FigureWords", "Deal-ins"),
        "riichi_rate": QCoreApplication.translate("FigureWords", "Riichi"),
        "tsumo_share": QCoreApplication.translate("FigureWords", "Won by tsumo"),
        "riichi_win_share": QCoreApplication.translate("FigureWords", "Won with riichi"),
        "dealer_win_share": QCoreApplication.translate("FigureWords", "Won as dealer"),
        "average_win": QCoreApplication.translate("FigureWords", "Average win"),
        "average_deal_in": QCoreApplication.translate("FigureWords", "Average deal-in"),
        "deal_in_to_riichi_share": QCoreApplication.translate(
            "FigureWords", "Dealt in to a riichi"
        ),
        "deal_in_in_riichi_share": QCoreApplication.translate(
            "FigureWords", "Dealt in while in riichi"
        ),
        "deal_in_to_dealer_share": QCoreApplication.translate(
            "FigureWords", "Dealt in to the dealer"
        ),
        "riichi_win_rate": QCoreApplication.translate("FigureWords", "Riichi won"),
        "riichi_deal_in_rate": QCoreApplication.translate("FigureWords", "Riichi that dealt in"),
        "first_riichi_share": QCoreApplication.translate(
            "FigureWords", "First riichi (not chasing)"
        ),
        "first_riichi_win_rate": QCoreApplication.translate("FigureWords", "First riichi won"),
        "chasing_riichi_win_rate": QCoreApplication.translate("FigureWords", "Chasing riichi won"),
        "tenpai_rate": QCoreApplication.translate("FigureWords", "Tenpai at draws"),
        "dealer_repeat_rate": QCoreApplication.translate("FigureWords", "Dealer repeats kept"),
        "dealer_win_rate": QCoreApplication.translate("FigureWords", "Dealer hands won"),
        "open_share": QCoreApplication.translate("FigureWords", "Open wins"),
        "closed_share": QCoreApplication.translate("FigureWords", "Closed wins"),
        "damaten_share": QCoreApplication.translate("FigureWords", "Damaten wins"),
        "dora_per_win": QCoreApplication.translate("FigureWords", "Dora a win"),
        "red_fives_per_win": QCoreApplication.translate("FigureWords", "Red fives a win"),
        "ura_dora_per_win": QCoreApplication.translate("FigureWords", "Ura dora a win"),
    }
    return labels.get(name, name)


class FigureWords(QObject):
    """The words of the figures that count something.

    A method of a QObject, as lupdate reads a text with a count only in `self.tr`; translated
    with the count, Qt's plural forms say "1 win" and "2 wins", and each language's forms. %Ln
    writes the number as the locale does (1,234 in English).
    """

    def unit(self, unit: Unit, count: int) -> str:
        if unit is Unit.GAMES:
            return self.tr("%Ln game(s)", "", count)
        if unit is Unit.HANDS:
            return self.tr("%Ln hand(s)", "", count)
        if unit is Unit.WINS:
            return self.tr("%Ln win(s)", "", count)
        if unit is Unit.DEAL_INS:
            return self.tr("%Ln deal-in(s)", "", count)
        if unit is Unit.RIICHI:
            return self.tr("%Ln riichi", "", count)
        if unit is Unit.FIRST_RIICHI:
            return self.tr("%Ln first riichi", "", count)
        if unit is Unit.CHASING_RIICHI:
            return self.tr("%Ln chasing riichi", "", count)
        if unit is Unit.DRAWS:
            return self.tr("%Ln draw(s)", "", count)
        if unit is Unit.DEALER_HANDS:
            return self.tr("%Ln dealer hand(s)", "", count)
        if unit is Unit.COUNTED_WINS:
            return self.tr("%Ln win(s) with tiles", "", count)
        assert_never(unit)

    def repeats(self, count: int) -> str:
        return self.tr("%n repeat(s)", "", count)

    def in_hands(self, count: int, hands: int) -> str:
        return self.tr("{count} in %Ln hand(s), {rate:.1f} %", "", hands).format(
            count=count, rate=count / hands * 100
        )


@cache
def _counting() -> FigureWords:
    # One for the app's life: the texts are looked up in the translators installed when asked.
    return FigureWords()


def unit_words(unit: Unit, count: int) -> str:
    """`count` of `unit`: "120 hands", "1 win"."""
    return _counting().unit(unit, count)


def points_text(points: float) -> str:
    """Points as the table writes them: 7,700."""
    return f"{round(points):,}"


def value_text(figure: Figure) -> str:
    """The figure's value as players read it; a dash from too few."""
    value = figure.value
    if value is None:
        return "–"
    name = figure.name
    if name == "average_place":
        return f"{value:.2f}"
    if name == "average_result":
        return format_result(round(value))
    if name in ("average_points", "average_win", "average_deal_in"):
        return points_text(value)
    if name.endswith("_per_win"):
        return f"{value:.2f}"
    return f"{value * 100:.1f} %"


def over_text(figure: Figure) -> str:
    """What the figure is counted over; with too few, also the fewest it is shown from."""
    over = unit_words(figure.unit, figure.over)
    if figure.value is None:
        return QCoreApplication.translate("FigureWords", "{over} (shown from {least})").format(
            over=over, least=MINIMUMS[figure.unit]
        )
    return over


def band_label(index: int) -> str:
    """The band of sizes `SIZE_BANDS[index]`, in points: "under 2,000", "8,000+"."""
    low = SIZE_BANDS[index]
    if index == 0:
        return QCoreApplication.translate("FigureWords", "under {high}").format(
            high=f"{SIZE_BANDS[1]:,}"
        )
    return f"{low:,}+"


def repeats_text(count: int) -> str:
    """A dealer's repeats: "1 repeat", "3 repeats"."""
    return _counting().repeats(count)


def achievement_label(achievement: Achievement) -> str:
    labels = {
        Achievement.BEST_HAND: QCoreApplication.translate("FigureWords", "Best hand"),
        Achievement.MOST_WINS: QCoreApplication.translate("FigureWords", "Most wins"),
        Achievement.FEWEST_DEAL_INS: QCoreApplication.translate("FigureWords", "Fewest deal-ins"),
        Achievement.MOST_DEAL_INS: QCoreApplication.translate("FigureWords", "Most deal-ins"),
        Achievement.MOST_DAMATEN_WINS: QCoreApplication.translate(
            "FigureWords", "Most damaten wins"
        ),
        Achievement.RIICHI_NOMI: QCoreApplication.translate("FigureWords", "Most riichi-only wins"),
        Achievement.YAKUMAN: QCoreApplication.translate("FigureWords", "Yakuman"),
        Achievement.LONGEST_DEALER_STREAK: QCoreApplication.translate(
            "FigureWords", "Longest dealer streak"
        ),
        Achievement.BIGGEST_COMEBACK: QCoreApplication.translate("FigureWords", "Biggest comeback"),
    }
    return labels[achievement]


def achievement_value(achievement: Achievement, count: int, over: int | None) -> str:
    """What earned an achievement: points, repeats, a rate or how many."""
    if achievement in (Achievement.BEST_HAND, Achievement.YAKUMAN, Achievement.BIGGEST_COMEBACK):
        return QCoreApplication.translate("FigureWords", "{points} points").format(
            points=points_text(count)
        )
    if achievement is Achievement.LONGEST_DEALER_STREAK:
        return repeats_text(count)
    if achievement is Achievement.FEWEST_DEAL_INS and over:
        return _counting().in_hands(count, over)
    return str(count)
