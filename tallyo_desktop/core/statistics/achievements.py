"""Achievements over a set of games (a club night, a season, a tournament): who did best, or
most, at one thing. docs/statistics.md defines each.

Each is held by the players who share its best value (ties share it), and by nobody when no
player earned it: no win, no damaten win... "Fewest deal-ins" is a rate, deal-ins over hands,
among the players who played at least the minimum of hands for a figure (`MINIMUMS`): by count
it would go to whoever played least.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from enum import StrEnum
from fractions import Fraction

from tallyo_desktop.core.statistics.game_figures import GameFigures, HandRef
from tallyo_desktop.core.statistics.measures import MINIMUMS, Unit
from tallyo_desktop.core.statistics.totals import PlayerTotals
from tallyo_desktop.core.values import valueclass


class Achievement(StrEnum):
    BEST_HAND = "best_hand"
    MOST_WINS = "most_wins"
    FEWEST_DEAL_INS = "fewest_deal_ins"
    MOST_DEAL_INS = "most_deal_ins"
    MOST_DAMATEN_WINS = "most_damaten_wins"
    RIICHI_NOMI = "riichi_nomi"
    YAKUMAN = "yakuman"
    LONGEST_DEALER_STREAK = "longest_dealer_streak"
    BIGGEST_COMEBACK = "biggest_comeback"


@valueclass
class Holder:
    """A player holding an achievement, with what earned it."""

    name: str
    count: int
    """Points for the best hand, a yakuman and a comeback; repeats for a dealer streak; else
    how many."""
    over: int | None = None
    """For fewest deal-ins: the hands the deal-ins are counted over."""
    where: HandRef | None = None
    """The hand, for the best hand, a yakuman and a dealer streak (its last repeat)."""
    game: str | None = None
    """The game's key, for those and for a comeback."""


@valueclass
class Award:
    achievement: Achievement
    holders: tuple[Holder, ...]
    """Nobody, when nobody earned it."""


def _most(
    totals: Sequence[PlayerTotals],
    count: Callable[[PlayerTotals], int],
    holder: Callable[[PlayerTotals], Holder] | None = None,
) -> tuple[Holder, ...]:
    best = max((count(player) for player in totals), default=0)
    if best <= 0:
        return ()
    return tuple(
        holder(player) if holder else Holder(player.name, best)
        for player in totals
        if count(player) == best
    )


def _fewest_deal_ins(totals: Sequence[PlayerTotals]) -> tuple[Holder, ...]:
    eligible = [player for player in totals if player.counts.hands >= MINIMUMS[Unit.HANDS]]
    if not eligible:
        return ()
    rate = {
        player.name: Fraction(player.counts.deal_ins, player.counts.hands) for player in eligible
    }
    lowest = min(rate.values())
    return tuple(
        Holder(player.name, player.counts.deal_ins, player.counts.hands)
        for player in eligible
        if rate[player.name] == lowest
    )


def _with_hand(player: PlayerTotals, count: int, where: HandRef | None) -> Holder:
    return Holder(player.name, count, where=where, game=where.game if where else None)


def achievements(totals: Sequence[PlayerTotals], games: Iterable[GameFigures]) -> list[Award]:
    """Every achievement over `games`, whose players' totals are `totals`; ties in the order of
    `totals`, the yakuman in the order of `games`."""
    yakuman = tuple(
        Holder(win.name, win.paid, where=win.where, game=win.where.game)
        for game in games
        for win in game.yakuman
    )
    return [
        Award(
            Achievement.BEST_HAND,
            _most(
                totals,
                lambda player: player.counts.best_hand,
                lambda player: _with_hand(player, player.counts.best_hand, player.best_hand),
            ),
        ),
        Award(Achievement.MOST_WINS, _most(totals, lambda player: player.counts.wins)),
        Award(Achievement.FEWEST_DEAL_INS, _fewest_deal_ins(totals)),
        Award(Achievement.MOST_DEAL_INS, _most(totals, lambda player: player.counts.deal_ins)),
        Award(
            Achievement.MOST_DAMATEN_WINS,
            _most(totals, lambda player: player.counts.damaten_wins),
        ),
        Award(Achievement.RIICHI_NOMI, _most(totals, lambda player: player.counts.riichi_nomi)),
        Award(Achievement.YAKUMAN, yakuman),
        Award(
            Achievement.LONGEST_DEALER_STREAK,
            _most(
                totals,
                lambda player: player.counts.dealer_streak,
                lambda player: _with_hand(
                    player, player.counts.dealer_streak, player.dealer_streak
                ),
            ),
        ),
        Award(
            Achievement.BIGGEST_COMEBACK,
            _most(
                totals,
                lambda player: player.counts.comeback,
                lambda player: Holder(player.name, player.counts.comeback, game=player.comeback),
            ),
        ),
    ]
