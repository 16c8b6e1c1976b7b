"""What the library returns, and the per-seat figures it keeps for each game."""

from __future__ import annotations

import json
from datetime import datetime
from typing import NamedTuple

from tallyo_desktop.core.table.events import Riichi, Ron, Tsumo
from tallyo_desktop.core.table.game import Game
from tallyo_desktop.core.table.wins import paid_ron_winners
from tallyo_desktop.core.values import valueclass


@valueclass
class SeatStatistics:
    """What one seat did over the hands of one game."""

    hands_played: int
    wins: int
    deal_ins: int
    riichi: int


@valueclass
class PlayerResult:
    """One player of a stored game."""

    seat: int
    name: str
    points: int
    place: int
    result: int
    """In points: 45300 is +45.3."""
    hands_played: int
    wins: int
    deal_ins: int
    riichi: int


@valueclass
class GameSummary:
    id: int
    finished_at: datetime
    """In UTC."""
    rules_name: str
    players: tuple[PlayerResult, ...]
    """In seat order: three or four."""

    def by_place(self) -> list[PlayerResult]:
        return sorted(self.players, key=lambda player: (player.place, -player.points, player.seat))


class ListedPlayer(NamedTuple):
    """One player of a listed game: what the list of games shows of them."""

    seat: int
    name: str
    points: int
    place: int
    result: int


LISTED_SOURCE = "g.source"
"""The SQL of a listed game's `source`, from its row `g`: kept in a column of its own, so that
a long list of games reads no record."""


class ListedGame(NamedTuple):
    """One game as the list of games shows it. Its players stay as the library packed them
    until they are asked for, so that a long list costs little to read."""

    id: int
    finished_at: str
    """In UTC, in the library's one fixed format: text order is time order."""
    rules_preset: str
    east_only: int
    """1 for a game of the East round only."""
    players_json: str
    """A JSON array of [seat, name, points, place, result], one for each player."""
    source: str | None = None
    """Where a game not played in Tallyo came from (its record's `metadata.source`)."""

    def when(self) -> datetime:
        return datetime.fromisoformat(self.finished_at)

    def by_place(self) -> list[ListedPlayer]:
        """The players, first place first, as `GameSummary.by_place` orders them."""
        players = [ListedPlayer(*player) for player in json.loads(self.players_json)]
        return sorted(players, key=lambda player: (player.place, -player.points, player.seat))


def _rate(count: int, total: int) -> float:
    return count / total if total else 0.0


def game_statistics(game: Game) -> tuple[SeatStatistics, ...]:
    """Each seat's hands, wins, deal-ins and riichi declarations, in seat order.

    Every paid winner of a ron counts a win and its discarder one deal-in, however many players
    won on the discard. A triple ron that the rules turn into an abortive draw pays nobody, so it
    counts neither.
    """
    seats = game.rules.players
    wins = [0] * seats
    deal_ins = [0] * seats
    riichi = [0] * seats
    for event in game.events:
        match event:
            case Riichi(seat=seat):
                riichi[seat] += 1
            case Tsumo(winner=winner):
                wins[winner] += 1
            case Ron(discarder=discarder):
                paid = paid_ron_winners(event, game.rules, seats)
                if not paid:
                    continue
                for win in paid:
                    wins[win.winner] += 1
                deal_ins[discarder] += 1
    hands = game.state.hands_played
    return tuple(
        SeatStatistics(hands, wins[seat], deal_ins[seat], riichi[seat]) for seat in range(seats)
    )
