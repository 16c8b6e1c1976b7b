"""Finished games and their records for the club library's tests."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

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


def record(game: Game, uid: str, **club: str | None) -> str:
    """The record of `game` as the library keeps it, naming a club night and season if given."""
    return game_to_json(game, Metadata(id=uid, **club))


def when(days: int) -> datetime:
    return DAY + timedelta(days=days)
