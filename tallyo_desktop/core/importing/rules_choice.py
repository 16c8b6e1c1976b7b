"""The rules a log may have been played under, the likeliest first: the preset of its site and
number of players, its length, and for Tenhou the settlement of its time.

Tenhou rounded each player's result to 1000 in its early years and keeps the decimal now; in 2009
it had no tenpai-yame yet, and its East-only lobby an uma of 10/5. The day of the change is not
written anywhere: the logs show it (docs/importing.md lists them). Four-player logs round up to
12 August 2020 and keep the decimal from 1 June 2022; three-player logs round up to 8 November
2018 and keep the decimal from 19 December 2022 (no three-player log of the years between has been
found). A log played between those days, or whose id gives no day, is tried under both
settlements, and its own results decide.

A room whose name does not give the game's length (Mahjong Soul's three-player rooms, as some
exporters write them) is tried under both lengths, the one its end suggests first.
"""

from __future__ import annotations

from datetime import date

from tallyo_desktop.core.i18n import translate
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
from tallyo_desktop.core.rules.rules import GameLength, Rules
from tallyo_desktop.core.values import valueclass

FIRST_TENPAI_YAME_YEAR = 2010


@valueclass
class SettlementDates:
    rounded_until: date
    """The last day a log is seen with rounded results."""
    exact_from: date
    """The first day a log is seen with results to the decimal."""


FOUR_PLAYERS = SettlementDates(rounded_until=date(2020, 8, 12), exact_from=date(2022, 6, 1))
THREE_PLAYERS = SettlementDates(rounded_until=date(2018, 11, 8), exact_from=date(2022, 12, 19))


@valueclass
class Candidate:
    """Rules the log may have been played under, and what was read to choose them."""

    rules: Rules
    notes: tuple[str, ...] = ()


def _tenhou(lobby: Lobby, played: date | None) -> list[Rules]:
    if lobby.players == 3:
        exact, rounded, old = TENHOU_3P, TENHOU_3P_ROUNDED, TENHOU_3P_ROUNDED
        dates = THREE_PLAYERS
    else:
        exact, rounded = TENHOU, TENHOU_ROUNDED
        old = TENHOU_EAST_2009 if lobby.east_only else TENHOU_2009
        dates = FOUR_PLAYERS
    if played is None:
        found = [exact, rounded, old]
    elif played.year < FIRST_TENPAI_YAME_YEAR:
        # The East-only lobby's uma was 10/5 in February 2009 and 20/10 by December.
        found = [old, TENHOU_2009] if old is TENHOU_EAST_2009 else [old]
    elif played <= dates.rounded_until:
        found = [rounded]
    elif played < dates.exact_from:
        found = [exact, rounded]
    else:
        found = [exact]
    return found


def _lengths(log: LogGame, rules: Rules) -> list[Candidate]:
    """The rules for the length the lobby gives, or both lengths where it gives none."""
    if log.lobby.east_only is True:
        # The 2009 East-only preset is East only already; the others are made so.
        return [Candidate(rules if rules.game_length is GameLength.EAST_ONLY else east_only(rules))]
    if log.lobby.east_only is False:
        return [Candidate(rules)]
    east = Candidate(
        east_only(rules),
        (
            translate(
                "importing",
                "The log does not name the game's length: it was read as an East-only game, "
                "which its hands and its end agree with.",
            ),
        ),
    )
    south = Candidate(
        rules,
        (
            translate(
                "importing",
                "The log does not name the game's length: it was read as an East-South game, "
                "which its hands and its end agree with.",
            ),
        ),
    )
    last = log.hands[-1].round_index if log.hands else 0
    return [east, south] if last < 4 else [south, east]


def candidate_rules(log: LogGame) -> list[Candidate]:
    """The rules the log may have been played under, the likeliest first."""
    lobby = log.lobby
    if lobby.site is Site.MAHJONG_SOUL:
        found = [MAHJONG_SOUL_3P if lobby.players == 3 else MAHJONG_SOUL]
    else:
        found = _tenhou(lobby, log.played)
    changes: dict[str, object] = {}
    if not lobby.red_fives:
        changes["red_fives"] = False
    if not lobby.open_tanyao:
        changes["open_tanyao"] = False
    if changes:
        # Options of counting only: the lobby's rules are still the preset's.
        found = [rules.with_changes(preset=rules.preset, **changes) for rules in found]
    start = log.hands[0].start_points[0] if log.hands else None
    preset_start = found[0].start_points
    notes: tuple[str, ...] = ()
    if not lobby.ranked and start is not None and start != preset_start:
        # A lobby with a start of its own; its uma is read from its results, where it has them.
        found = [
            rules.with_changes(start_points=start, return_points=max(start, rules.return_points))
            for rules in found
        ]
        notes = (
            translate(
                "importing", "The room starts everybody at {start} points, not at {preset}."
            ).format(start=start, preset=preset_start),
        )
    return [
        Candidate(candidate.rules, (*notes, *candidate.notes))
        for rules in found
        for candidate in _lengths(log, rules)
    ]
