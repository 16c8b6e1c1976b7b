"""The players' figures in words: what each is called, its value as players read it (a rate in
per cent, an average in points, a place to two decimals), and what it is counted over.

docs/statistics.md defines each figure; the words here only say it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

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


def unit_words(unit: Unit, count: int) -> str:
    """`count` of `unit`: "120 hands", "1 win"."""
    one, many = {
        Unit.GAMES: (
            QCoreApplication.translate("FigureWords", "1 game"),
            QCoreApplication.translate("FigureWords", "{count} games"),
        ),
        Unit.HANDS: (
            QCoreApplication.translate("FigureWords", "1 hand"),
            QCoreApplication.translate("FigureWords", "{count} hands"),
        ),
        Unit.WINS: (
            QCoreApplication.translate("FigureWords", "1 win"),
            QCoreApplication.translate("FigureWords", "{count} wins"),
        ),
        Unit.DEAL_INS: (
            QCoreApplication.translate("FigureWords", "1 deal-in"),
            QCoreApplication.translate("FigureWords", "{count} deal-ins"),
        ),
        Unit.RIICHI: (
            QCoreApplication.translate("FigureWords", "1 riichi"),
            QCoreApplication.translate("FigureWords", "{count} riichi"),
        ),
        Unit.FIRST_RIICHI: (
            QCoreApplication.translate("FigureWords", "1 first riichi"),
            QCoreApplication.translate("FigureWords", "{count} first riichi"),
        ),
        Unit.CHASING_RIICHI: (
            QCoreApplication.translate("FigureWords", "1 chasing riichi"),
            QCoreApplication.translate("FigureWords", "{count} chasing riichi"),
        ),
        Unit.DRAWS: (
            QCoreApplication.translate("FigureWords", "1 draw"),
            QCoreApplication.translate("FigureWords", "{count} draws"),
        ),
        Unit.DEALER_HANDS: (
            QCoreApplication.translate("FigureWords", "1 dealer hand"),
            QCoreApplication.translate("FigureWords", "{count} dealer hands"),
        ),
        Unit.COUNTED_WINS: (
            QCoreApplication.translate("FigureWords", "1 win with tiles"),
            QCoreApplication.translate("FigureWords", "{count} wins with tiles"),
        ),
    }[unit]
    return one if count == 1 else many.format(count=f"{count:,}")


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
    return (
        QCoreApplication.translate("FigureWords", "1 repeat")
        if count == 1
        else QCoreApplication.translate("FigureWords", "{count} repeats").format(count=count)
    )


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
        return QCoreApplication.translate(
            "FigureWords", "{count} in {hands} hands, {rate:.1f} %"
        ).format(count=count, hands=over, rate=count / over * 100)
    return str(count)
