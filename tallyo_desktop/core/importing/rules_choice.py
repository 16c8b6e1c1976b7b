"""The rules a log was played under: the preset of its site, its number of players, its length,
and for Tenhou the settlement of its time.

Tenhou rounded each player's result to 1000 up to 2020 and keeps the decimal since 2021; in 2009
it had no tenpai-yame yet, and its East-only lobby an uma of 10/5. A log whose id gives no date
is tried under each in turn: the first rules under which every hand, the end and the results
are the log's are the game's.
"""

from __future__ import annotations

from tallyo_desktop.core.importing.model import Lobby, LogGame, Site
from tallyo_desktop.core.rules.presets import (
    MAHJONG_SOUL,
    MAHJONG_SOUL_3P,
    TENHOU,
    TENHOU_3P,
    TENHOU_3P_ROUNDED,
    TENHOU_2009,
    TENHOU_EAST_2009,
    TENHOU_ROUNDED,
    east_only,
)
from tallyo_desktop.core.rules.rules import Rules

LAST_ROUNDED_YEAR = 2020
FIRST_TENPAI_YAME_YEAR = 2010


def _tenhou(lobby: Lobby, year: int | None) -> list[Rules]:
    if lobby.players == 3:
        exact, rounded, old = TENHOU_3P, TENHOU_3P_ROUNDED, TENHOU_3P_ROUNDED
    else:
        exact, rounded = TENHOU, TENHOU_ROUNDED
        old = TENHOU_EAST_2009 if lobby.east_only else TENHOU_2009
    if year is None:
        found = [exact, rounded, old]
    elif year < FIRST_TENPAI_YAME_YEAR:
        found = [old]
    elif year <= LAST_ROUNDED_YEAR:
        found = [rounded]
    else:
        found = [exact]
    # The 2009 East-only preset is East only already; the others are made so.
    return [
        east_only(rules) if lobby.east_only and rules is not TENHOU_EAST_2009 else rules
        for rules in found
    ]


def candidate_rules(log: LogGame) -> list[Rules]:
    """The rules the log may have been played under, the likeliest first."""
    lobby = log.lobby
    if lobby.site is Site.MAHJONG_SOUL:
        base = MAHJONG_SOUL_3P if lobby.players == 3 else MAHJONG_SOUL
        found = [east_only(base) if lobby.east_only else base]
    else:
        found = _tenhou(lobby, log.year)
    changes: dict[str, object] = {}
    if not lobby.red_fives:
        changes["red_fives"] = False
    if not lobby.open_tanyao:
        changes["open_tanyao"] = False
    if changes:
        # Options of counting only: the lobby's rules are still the preset's.
        found = [rules.with_changes(preset=rules.preset, **changes) for rules in found]
    start = log.hands[0].start_points[0] if log.hands else None
    if not lobby.ranked and start is not None and start != found[0].start_points:
        # A private lobby with a start of its own; its uma is not in the log.
        found = [
            rules.with_changes(start_points=start, return_points=max(start, rules.return_points))
            for rules in found
        ]
    return found
