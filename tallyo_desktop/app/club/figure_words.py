"""The players' figures in words: what each is called, its value as players read it (a rate in
per cent, an average in points, a place to two decimals), and what it is counted over.

docs/statistics.md defines each figure; the words here only say it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tallyo_desktop.core.statistics.achievements import Achievement
from tallyo_desktop.core.statistics.measures import MINIMUMS, Figure, Unit
from tallyo_desktop.core.statistics.seat_row import SIZE_BANDS


def _tr(text: str) -> str:
    return QCoreApplication.translate("FigureWords", text)


def figure_label(name: str) -> str:
    """What the figure `name` is called."""
    labels = {
        "average_place": _tr("Average place"),
        "first_rate": _tr("First places"),
        "second_rate": _tr("Second places"),
        "third_rate": _tr("Third places"),
        "fourth_rate": _tr("Fourth places"),
        "average_result": _tr("Average result"),
        "average_points": _tr("Average final points"),
        "bust_rate": _tr("Busts"),
        "win_rate": _tr("Wins"),
        "deal_in_rate": _tr("Deal-ins"),
        "riichi_rate": _tr("Riichi"),
        "tsumo_share": _tr("Won by tsumo"),
        "riichi_win_share": _tr("Won with riichi"),
        "dealer_win_share": _tr("Won as dealer"),
        "average_win": _tr("Average win"),
        "average_deal_in": _tr("Average deal-in"),
        "deal_in_to_riichi_share": _tr("Dealt in to a riichi"),
        "deal_in_in_riichi_share": _tr("Dealt in while in riichi"),
        "deal_in_to_dealer_share": _tr("Dealt in to the dealer"),
        "riichi_win_rate": _tr("Riichi won"),
        "riichi_deal_in_rate": _tr("Riichi that dealt in"),
        "first_riichi_share": _tr("First riichi (not chasing)"),
        "first_riichi_win_rate": _tr("First riichi won"),
        "chasing_riichi_win_rate": _tr("Chasing riichi won"),
        "tenpai_rate": _tr("Tenpai at draws"),
        "dealer_repeat_rate": _tr("Dealer repeats kept"),
        "dealer_win_rate": _tr("Dealer hands won"),
        "open_share": _tr("Open wins"),
        "closed_share": _tr("Closed wins"),
        "damaten_share": _tr("Damaten wins"),
        "dora_per_win": _tr("Dora a win"),
        "red_fives_per_win": _tr("Red fives a win"),
        "ura_dora_per_win": _tr("Ura dora a win"),
    }
    return labels.get(name, name)


def unit_words(unit: Unit, count: int) -> str:
    """`count` of `unit`: "120 hands", "1 win"."""
    one, many = {
        Unit.GAMES: (_tr("1 game"), _tr("{count} games")),
        Unit.HANDS: (_tr("1 hand"), _tr("{count} hands")),
        Unit.WINS: (_tr("1 win"), _tr("{count} wins")),
        Unit.DEAL_INS: (_tr("1 deal-in"), _tr("{count} deal-ins")),
        Unit.RIICHI: (_tr("1 riichi"), _tr("{count} riichi")),
        Unit.FIRST_RIICHI: (_tr("1 first riichi"), _tr("{count} first riichi")),
        Unit.CHASING_RIICHI: (_tr("1 chasing riichi"), _tr("{count} chasing riichi")),
        Unit.DRAWS: (_tr("1 draw"), _tr("{count} draws")),
        Unit.DEALER_HANDS: (_tr("1 dealer hand"), _tr("{count} dealer hands")),
        Unit.COUNTED_WINS: (_tr("1 win with tiles"), _tr("{count} wins with tiles")),
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
        sign = "+" if value >= 0 else "-"
        return f"{sign}{abs(value) / 1000:.1f}"
    if name in ("average_points", "average_win", "average_deal_in"):
        return points_text(value)
    if name.endswith("_per_win"):
        return f"{value:.2f}"
    return f"{value * 100:.1f} %"


def over_text(figure: Figure) -> str:
    """What the figure is counted over; with too few, also the fewest it is shown from."""
    over = unit_words(figure.unit, figure.over)
    if figure.value is None:
        return _tr("{over} (shown from {least})").format(over=over, least=MINIMUMS[figure.unit])
    return over


def band_label(index: int) -> str:
    """The band of sizes `SIZE_BANDS[index]`, in points: "8,000 to 11,900" (with an en dash)."""
    low = SIZE_BANDS[index]
    if index + 1 < len(SIZE_BANDS):
        return f"{low:,}–{SIZE_BANDS[index + 1] - 100:,}"
    return _tr("{low} and more").format(low=f"{low:,}")


def repeats_text(count: int) -> str:
    """A dealer's repeats: "1 repeat", "3 repeats"."""
    return _tr("1 repeat") if count == 1 else _tr("{count} repeats").format(count=count)


def achievement_label(achievement: Achievement) -> str:
    labels = {
        Achievement.BEST_HAND: _tr("Best hand"),
        Achievement.MOST_WINS: _tr("Most wins"),
        Achievement.FEWEST_DEAL_INS: _tr("Fewest deal-ins"),
        Achievement.MOST_DEAL_INS: _tr("Most deal-ins"),
        Achievement.MOST_DAMATEN_WINS: _tr("Most damaten wins"),
        Achievement.RIICHI_NOMI: _tr("Most riichi-only wins"),
        Achievement.YAKUMAN: _tr("Yakuman"),
        Achievement.LONGEST_DEALER_STREAK: _tr("Longest dealer streak"),
        Achievement.BIGGEST_COMEBACK: _tr("Biggest comeback"),
    }
    return labels[achievement]


def achievement_value(achievement: Achievement, count: int, over: int | None) -> str:
    """What earned an achievement: points, repeats, a rate or how many."""
    if achievement in (Achievement.BEST_HAND, Achievement.YAKUMAN, Achievement.BIGGEST_COMEBACK):
        return _tr("{points} points").format(points=points_text(count))
    if achievement is Achievement.LONGEST_DEALER_STREAK:
        return repeats_text(count)
    if achievement is Achievement.FEWEST_DEAL_INS and over:
        return _tr("{count} in {hands} hands, {rate:.1f} %").format(
            count=count, hands=over, rate=count / over * 100
        )
    return str(count)
