"""A tournament made for the tests of the tournament day: players registered and checked in,
the schedule seated, and tables played with slips that add up."""

from __future__ import annotations

import random

from tallyo_desktop.core.rules import presets
from tallyo_desktop.core.rules.rules import Rules
from tallyo_desktop.core.tournament import operations
from tallyo_desktop.core.tournament.players import Player
from tallyo_desktop.core.tournament.tournament import Tournament
from tallyo_desktop.core.tournament.tournament_rules import TournamentRules, tournament_rules


def made(
    players: int = 16,
    rounds: int = 4,
    game: Rules = presets.EMA_2016,
    rules: TournamentRules | None = None,
    teams: int = 0,
) -> Tournament:
    """A tournament of `players` named P1.. (numbers 1..), every one checked in, not seated."""
    tournament = operations.new_tournament(
        "Test Open", "2026-11-14", rules or tournament_rules(game), rounds
    )
    operations.register(
        tournament,
        [
            Player("", f"P{number}", team=f"T{number % teams}" if teams else "")
            for number in range(1, players + 1)
        ],
    )
    operations.check_in(tournament, list(tournament.state.players), True)
    return tournament


def seated(players: int = 16, rounds: int = 4, **options: object) -> Tournament:
    tournament = made(players, rounds, **options)  # type: ignore[arg-type]
    operations.seat_whole(tournament, seed=1)
    return tournament


def slip(rng: random.Random, start: int, size: int = 4) -> list[int]:
    """Final points that add up: a few hands moved between the seats."""
    points = [start] * size
    for _ in range(6):
        winner, loser = rng.sample(range(size), 2)
        amount = rng.choice((1000, 2000, 3900, 5200, 8000, 12000))
        points[winner] += amount
        points[loser] -= amount
    return points


def play_round(tournament: Tournament, round_: int, seed: int = 0) -> None:
    """Every table of a round reported by slip."""
    rng = random.Random(seed * 100 + round_)
    state = tournament.state
    size = state.table_size
    for table in range(len(state.tables(round_))):
        operations.record_slip(
            tournament, round_, table, slip(rng, state.rules.game.start_points, size),
            [0] * size, 0,
        )  # fmt: skip
