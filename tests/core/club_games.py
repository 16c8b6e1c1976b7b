"""Finished games and their records for the club library's tests."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from tallyo_desktop.core.record.format import Metadata, game_to_json
from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.scoring.hand import Hand
from tallyo_desktop.core.table.events import (
    ExhaustiveDraw,
    Riichi,
    Ron,
    Tsumo,
    Win,
)
from tallyo_desktop.core.table.game import Game

DAY = datetime(2024, 5, 1, 20, 0, tzinfo=UTC)


def random_game(names: tuple[str, ...], seed: int, rules: Rules = presets.TENHOU) -> Game:
    """A finished game of riichi, rons, tsumo and draws chosen by `seed`."""
    chooser = random.Random(seed)
    game = Game(rules, names)
    seats = len(names)
    while not game.is_over:
        state = game.state
        kind = chooser.random()
        if kind < 0.25:
            seat = chooser.randrange(seats)
            if seat not in state.riichi and state.points[seat] >= 1000:
                game.record(Riichi(seat))
            continue
        han = chooser.choice((1, 2, 3, 4, 5, 6))
        hand = Hand(han=han, fu=30) if han < 5 else Hand(han=han)
        if kind < 0.6:
            discarder = chooser.randrange(seats)
            winner = (discarder + chooser.randrange(1, seats)) % seats
            game.record(Ron(discarder, (Win(winner, hand),)))
        elif kind < 0.85:
            game.record(Tsumo(chooser.randrange(seats), hand))
        else:
            game.record(ExhaustiveDraw(frozenset(chooser.sample(range(seats), 2))))
    return game


def record(game: Game, uid: str, **club: Any) -> str:
    """The record of `game` as the library keeps it, naming a club night and season if given."""
    return game_to_json(game, Metadata(id=uid, **club))


def when(days: int) -> datetime:
    return DAY + timedelta(days=days)


@dataclass
class Tally:
    """One person's figures, counted from the games themselves: the state before and after
    each event, not the library's or the table's own counting of wins."""

    games: int = 0
    total: int = 0
    places: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    hands: int = 0
    wins: int = 0
    deal_ins: int = 0
    riichi: int = 0
    win_points: int = 0
    deal_in_points: int = 0
    busts: int = 0
    best: tuple[int, int] | None = None
    """(result, library game id) of the best game, the earliest of equal ones."""


def tally(games: Iterable[tuple[int, Game]], person_of: Callable[[str], str]) -> dict[str, Tally]:
    """Each person's tally over `games` (library id, game). The games may hold single-winner
    rons only, none on a riichi tile (as `random_game` makes them)."""
    found: dict[str, Tally] = {}
    for game_id, game in sorted(games, key=lambda item: item[0]):
        rows = [found.setdefault(person_of(name), Tally()) for name in game.names]
        for standing in game.settlement().standings:
            row = rows[standing.seat]
            row.games += 1
            row.total += standing.result
            row.places[standing.place - 1] += 1
            row.hands += game.state.hands_played
            row.busts += standing.points < 0
            if row.best is None or standing.result > row.best[0]:
                row.best = (standing.result, game_id)
        for index, event in enumerate(game.events):
            before, after = game.state_before(index), game.state_after(index)
            change = [b - a for a, b in zip(before.points, after.points, strict=True)]
            match event:
                case Riichi(seat=seat):
                    rows[seat].riichi += 1
                case Ron(discarder=discarder, wins=(Win(winner=winner),)):
                    rows[winner].wins += 1
                    rows[winner].win_points += change[winner] - 1000 * before.sticks
                    rows[discarder].deal_ins += 1
                    rows[discarder].deal_in_points -= change[discarder]
                case Tsumo(winner=winner):
                    rows[winner].wins += 1
                    rows[winner].win_points += change[winner] - 1000 * before.sticks
    return found
