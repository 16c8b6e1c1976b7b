"""The figures as plain data, in the keys and the order of `stats --json` (docs/statistics.md)."""

from __future__ import annotations

from tallyo_desktop.core.statistics.achievements import Award, Holder
from tallyo_desktop.core.statistics.game_figures import HandRef
from tallyo_desktop.core.statistics.measures import Figure, figures, yaku_figures
from tallyo_desktop.core.statistics.rating import RatingSeries
from tallyo_desktop.core.statistics.totals import PlayerTotals

DIGITS = 4
"""Decimals a figure's value keeps."""
RATING_DIGITS = 2


def figure_dict(figure: Figure) -> dict[str, object]:
    value = figure.value
    return {
        "value": None if value is None else round(value, DIGITS),
        "count": figure.count,
        "over": figure.over,
    }


def hand_dict(where: HandRef | None) -> dict[str, object] | None:
    if where is None:
        return None
    return {
        "game": where.game,
        "event": where.event,
        "hand": where.hand,
        "round": where.round_wind.name.lower(),
        "number": where.hand_number,
        "honba": where.honba,
    }


def rating_dict(series: RatingSeries | None) -> dict[str, object] | None:
    if series is None:
        return None
    return {
        "value": round(series.rating, RATING_DIGITS),
        "games": series.games,
        "series": [
            {
                "game": point.game,
                "date": point.date,
                "rating": round(point.rating, RATING_DIGITS),
                "change": round(point.change, RATING_DIGITS),
            }
            for point in series.points
        ],
    }


def player_dict(
    totals: PlayerTotals, players: int, rating: RatingSeries | None
) -> dict[str, object]:
    counts = totals.counts
    return {
        "name": totals.name,
        "counts": counts._asdict(),
        "figures": {figure.name: figure_dict(figure) for figure in figures(counts, players)},
        "yaku": [
            {"name": figure.name, **figure_dict(figure)}
            for figure in yaku_figures(totals.yaku, counts)
        ],
        "best_hand": hand_dict(totals.best_hand),
        "longest_dealer_streak": hand_dict(totals.dealer_streak),
        "biggest_comeback": totals.comeback,
        "rating": rating_dict(rating),
    }


def holder_dict(holder: Holder) -> dict[str, object]:
    return {
        "name": holder.name,
        "count": holder.count,
        "over": holder.over,
        "game": holder.game,
        "hand": hand_dict(holder.where),
    }


def award_dict(award: Award) -> dict[str, object]:
    return {
        "achievement": award.achievement.value,
        "holders": [holder_dict(holder) for holder in award.holders],
    }
